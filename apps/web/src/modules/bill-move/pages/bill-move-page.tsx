import { PlusOutlined } from '@ant-design/icons';
import { BILL_MOVE_STATUS_EVENT } from '@kc/domain/bill-move/bill-move';
import { useQueryClient } from '@tanstack/react-query';
import { Button, Space } from 'antd';
import { useState } from 'react';
import { useLiveEvent } from '../../../app/live-events';
import { DataTable } from '../../../components/crud/data-table';
import { ListCard } from '../../../components/crud/list-card';
import { usePagedQuery } from '../../../components/crud/use-paged-query';
import { type BillMove, type BillMoveSearch, billMoveKeys, useBillMovePage } from '../api';
import { ApplyDialog } from '../components/apply-dialog';
import { BillMoveSearchForm } from '../components/bill-move-search-form';
import { useBillMoveColumns } from '../hooks/use-bill-move-columns';
import { useMoveApplicant } from '../hooks/use-move-applicant';

/** /wms/billMove 移库申请: a holder's moves, a warehouse's moves in and out, the platform's all. */
export const BillMovePage = () => {
  const paged = usePagedQuery<BillMoveSearch>({});
  const { data, isFetching } = useBillMovePage(paged.query);
  const columns = useBillMoveColumns();
  const canApply = useMoveApplicant();
  const [applying, setApplying] = useState(false);
  const client = useQueryClient();
  useLiveEvent(BILL_MOVE_STATUS_EVENT, () => void client.invalidateQueries({ queryKey: billMoveKeys.lists() }));
  return (
    <ListCard>
      <BillMoveSearchForm onSearch={paged.search} />
      {canApply && (
        <Space wrap style={{ marginBottom: 16 }}>
          <Button type="primary" icon={<PlusOutlined />} onClick={() => setApplying(true)} data-testid="bill-move-add">
            新增移库
          </Button>
        </Space>
      )}
      <DataTable<BillMove>
        data-testid="bill-move-table"
        columns={columns}
        dataSource={data?.records ?? []}
        loading={isFetching}
        pagination={paged.pagination(data?.total ?? 0)}
      />
      {applying && <ApplyDialog open onClose={() => setApplying(false)} />}
    </ListCard>
  );
};

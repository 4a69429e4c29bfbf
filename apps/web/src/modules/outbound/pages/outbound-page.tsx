import { PlusOutlined } from '@ant-design/icons';
import { OUTBOUND_STATUS_EVENT } from '@kc/domain/outbound/status';
import { useQueryClient } from '@tanstack/react-query';
import { Button, Space } from 'antd';
import { useState } from 'react';
import { useLiveEvent } from '../../../app/live-events';
import { DataTable } from '../../../components/crud/data-table';
import { ListCard } from '../../../components/crud/list-card';
import { usePagedQuery } from '../../../components/crud/use-paged-query';
import { type Outbound, type OutboundSearch, outboundKeys, useOutboundPage } from '../api';
import { ApplyDialog } from '../components/apply-dialog';
import { OutboundSearchForm } from '../components/outbound-search-form';
import { useOutboundApplicant } from '../hooks/use-outbound-applicant';
import { useOutboundColumns } from '../hooks/use-outbound-columns';

/** /wms/output 出库申请: a holder's orders, a warehouse's orders at it, the platform's all. */
export const OutboundPage = () => {
  const paged = usePagedQuery<OutboundSearch>({});
  const { data, isFetching } = useOutboundPage(paged.query);
  const columns = useOutboundColumns();
  const canApply = useOutboundApplicant();
  const [applying, setApplying] = useState(false);
  const client = useQueryClient();
  useLiveEvent(OUTBOUND_STATUS_EVENT, () => void client.invalidateQueries({ queryKey: outboundKeys.lists() }));
  return (
    <ListCard>
      <OutboundSearchForm onSearch={paged.search} />
      {canApply && (
        <Space wrap style={{ marginBottom: 16 }}>
          <Button type="primary" icon={<PlusOutlined />} onClick={() => setApplying(true)} data-testid="outbound-add">
            新增出库
          </Button>
        </Space>
      )}
      <DataTable<Outbound>
        data-testid="outbound-table"
        columns={columns}
        dataSource={data?.records ?? []}
        loading={isFetching}
        pagination={paged.pagination(data?.total ?? 0)}
      />
      {applying && <ApplyDialog open onClose={() => setApplying(false)} />}
    </ListCard>
  );
};

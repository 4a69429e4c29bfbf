import { Button, Modal } from 'antd';
import { DataTable } from '../../../components/crud/data-table';
import { usePagedQuery } from '../../../components/crud/use-paged-query';
import { type ApplyRecord, type ApplySearch, useApplyPage } from '../api';
import { applyColumns } from '../hooks/use-apply-columns';

const ApplyRecordTable = () => {
  const paged = usePagedQuery<ApplySearch>({});
  const { data, isFetching } = useApplyPage(paged.query);
  return (
    <DataTable<ApplyRecord>
      data-testid="wms-apply-records"
      size="small"
      columns={applyColumns}
      dataSource={data?.records ?? []}
      loading={isFetching}
      pagination={paged.pagination(data?.total ?? 0)}
    />
  );
};

/** 申请记录 (spec 3 §2): the caller's applications for goods, a table only. */
export const ApplyRecordDialog = ({ open, onClose }: { open: boolean; onClose: () => void }) => (
  <Modal
    open={open}
    title="申请记录"
    width={1000}
    onCancel={onClose}
    footer={<Button onClick={onClose}>关闭</Button>}
    destroyOnHidden
  >
    {open && <ApplyRecordTable />}
  </Modal>
);

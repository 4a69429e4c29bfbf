import { EditOutlined } from '@ant-design/icons';
import { WmsApplyStatus, wmsMessages } from '@kc/domain/wms/wms';
import { App, Button, Space } from 'antd';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useConfirmAction } from '../../../components/crud/use-confirm-action';
import { type BillApplyDetail, useWmsMutations } from '../api';
import { applyBatchSignPath } from '../wms-paths';
import { RejectApplyDialog } from './reject-apply-dialog';

/** What the server lets the caller do with the application now (its `actions`): complete, reject, sign. */
export const BillApplyActions = ({ detail }: { detail: BillApplyDetail }) => {
  const { message } = App.useApp();
  const navigate = useNavigate();
  const confirm = useConfirmAction();
  const { updateBillApply } = useWmsMutations();
  const [rejecting, setRejecting] = useState(false);
  const { apply, actions: a } = detail;
  const reject = async (descr: string) => {
    await updateBillApply.mutateAsync({ id: apply.id, status: WmsApplyStatus.rejected, descr });
    void message.success(wmsMessages.rejected);
    setRejecting(false);
  };
  return (
    <Space wrap data-testid="wms-bill-apply-actions">
      {a.complete && (
        <Button
          type="primary"
          onClick={() =>
            confirm({
              content: wmsMessages.confirmComplete,
              run: () => updateBillApply.mutateAsync({ id: apply.id, status: WmsApplyStatus.completed }),
              done: wmsMessages.completed,
            })
          }
        >
          生成仓单
        </Button>
      )}
      {a.reject && (
        <Button danger onClick={() => setRejecting(true)}>
          驳回
        </Button>
      )}
      {a.sign && (
        <Button type="primary" icon={<EditOutlined />} onClick={() => navigate(applyBatchSignPath(apply.id))}>
          批量签章
        </Button>
      )}
      <RejectApplyDialog open={rejecting} onReject={reject} onClose={() => setRejecting(false)} />
    </Space>
  );
};

import { billMoveMessages } from '@kc/domain/bill-move/bill-move';
import { App, Button, Space } from 'antd';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { useConfirmAction } from '../../../components/crud/use-confirm-action';
import { type BillMoveDetail, useBillMoveMutations } from '../api';
import { moveBatchSignPath } from '../bill-move-paths';
import { RejectDialog } from './reject-dialog';
import { WeighDialog } from './weigh-dialog';

/** The moves the server allows the caller now (the detail's `actions`), each asked first or in its dialog. */
export const BillMoveActions = ({ move: m }: { move: BillMoveDetail }) => {
  const { message } = App.useApp();
  const confirm = useConfirmAction();
  const moves = useBillMoveMutations();
  const [rejecting, setRejecting] = useState<'source' | 'target' | null>(null);
  const [weighing, setWeighing] = useState(false);
  const a = m.actions;
  const reject = async (descr: string) => {
    const run = rejecting === 'source' ? moves.sourceReject : moves.targetReject;
    await run.mutateAsync({ id: m.id, descr });
    void message.success(billMoveMessages.rejected);
    setRejecting(null);
  };
  if (!Object.values(a).some(Boolean)) return null;
  return (
    <>
      <Space wrap data-testid="bill-move-actions">
        {a.cancel && (
          <Button
            danger
            data-testid="bill-move-cancel"
            onClick={() =>
              confirm({
                content: billMoveMessages.confirmCancel,
                run: () => moves.cancel.mutateAsync(m.id),
                done: billMoveMessages.cancelled,
                danger: true,
              })
            }
          >
            撤销
          </Button>
        )}
        {a.sourceConfirm && (
          <Button
            type="primary"
            data-testid="bill-move-source-confirm"
            onClick={() =>
              confirm({
                content: billMoveMessages.confirmSource,
                run: () => moves.sourceConfirm.mutateAsync(m.id),
                done: billMoveMessages.sourceConfirmed,
              })
            }
          >
            确认出库
          </Button>
        )}
        {a.targetConfirm && (
          <Button type="primary" data-testid="bill-move-weigh" onClick={() => setWeighing(true)}>
            入库称重
          </Button>
        )}
        {(a.sourceReject || a.targetReject) && (
          <Button
            danger
            data-testid="bill-move-reject"
            onClick={() => setRejecting(a.sourceReject ? 'source' : 'target')}
          >
            驳回
          </Button>
        )}
        {a.batchSign && (
          <Link to={moveBatchSignPath(m.id)} data-testid="bill-move-batch-sign">
            <Button type="primary">批量签章</Button>
          </Link>
        )}
      </Space>
      <RejectDialog open={rejecting !== null} onReject={reject} onClose={() => setRejecting(null)} />
      {weighing && (
        <WeighDialog
          open
          moveId={m.id}
          goods={m.goods}
          onWeigh={async (body) => {
            await moves.targetConfirm.mutateAsync(body);
            void message.success(billMoveMessages.issued);
            setWeighing(false);
          }}
          onClose={() => setWeighing(false)}
        />
      )}
    </>
  );
};

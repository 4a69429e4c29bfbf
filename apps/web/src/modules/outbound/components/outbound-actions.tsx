import { outboundMessages } from '@kc/domain/outbound/outbound';
import { commonMessages, doneMessages } from '@kc/domain/shared/messages';
import { Button, Space } from 'antd';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { useConfirmAction } from '../../../components/crud/use-confirm-action';
import { type OutboundDetail, useOutboundMutations } from '../api';
import { remainderBatchSignPath } from '../outbound-paths';
import { ApplyDialog } from './apply-dialog';

/** The holder's actions the server allows now (the detail's `actions`): edit, remove, sign, batch-sign remainders. */
export const OutboundActions = ({ order: o, onRemoved }: { order: OutboundDetail; onRemoved: () => void }) => {
  const confirm = useConfirmAction();
  const moves = useOutboundMutations();
  const [editing, setEditing] = useState(false);
  const a = o.actions;
  const remainders = o.bills.flatMap((b) => (b.remainderBillId ? [b.remainderBillId] : []));
  return (
    <>
      <Space wrap data-testid="outbound-actions">
        {a.edit && (
          <Button type="primary" onClick={() => setEditing(true)} data-testid="outbound-edit">
            编辑
          </Button>
        )}
        {a.remove && (
          <Button
            danger
            data-testid="outbound-remove"
            onClick={() =>
              confirm({
                content: commonMessages.confirmDelete,
                run: () => moves.remove.mutateAsync(o.id),
                done: doneMessages.removed,
                danger: true,
                after: onRemoved,
              })
            }
          >
            删除
          </Button>
        )}
        {a.shippingSign && (
          <Button
            type="primary"
            data-testid="outbound-sign"
            onClick={() =>
              confirm({
                content: outboundMessages.confirmSign,
                run: () => moves.sign.mutateAsync(o.id),
                done: '已签收',
              })
            }
          >
            签收出库记录
          </Button>
        )}
        {a.batchSign && remainders.length > 0 && (
          <Link to={remainderBatchSignPath(remainders)} data-testid="outbound-batch-sign">
            <Button type="primary">新仓单批量签章</Button>
          </Link>
        )}
      </Space>
      {editing && <ApplyDialog open order={o} onClose={() => setEditing(false)} />}
    </>
  );
};

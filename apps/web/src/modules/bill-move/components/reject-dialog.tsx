import { billMoveMessages, billMoveRejectBody } from '@kc/domain/bill-move/bill-move';
import { zodRules } from '../../../components/crud/zod-rules';
import { ReasonDialog } from '../../../components/reason-dialog';

const rules = zodRules(billMoveRejectBody.shape.descr);

/** 驳回: either warehouse refuses the move with a reason; the old receipts stay (or come back) in effect. */
export const RejectDialog = ({
  open,
  onReject,
  onClose,
}: {
  open: boolean;
  onReject: (descr: string) => Promise<unknown>;
  onClose: () => void;
}) => (
  <ReasonDialog
    open={open}
    title="驳回移库申请"
    label="驳回原因"
    okText="确定驳回"
    okTestId="bill-move-reject-submit"
    rules={rules}
    maxLength={500}
    placeholder={billMoveMessages.rejectReason}
    warning={billMoveMessages.confirmReject}
    formName="bill-move-reject"
    onSubmit={onReject}
    onClose={onClose}
  />
);

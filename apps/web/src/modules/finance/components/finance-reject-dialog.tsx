import { financeAuditBody, financeMessages } from '@kc/domain/finance/finance';
import type { Rule } from 'antd/es/form';
import { zodRules } from '../../../components/crud/zod-rules';
import { ReasonDialog } from '../../../components/reason-dialog';

/** A rejection needs its reason (spec 2 §8 '审核驳回必须填写审核意见!'), within the server's own rule. */
export const rejectReasonRules: Rule[] = [
  { required: true, whitespace: true, message: financeMessages.rejectReason },
  ...zodRules(financeAuditBody.shape.descr, true),
];

/** 驳回 the four-party agreement: the reason, then the confirmation (useFinanceMoves.reject). */
export const FinanceRejectDialog = ({
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
    title="驳回四方协议"
    label="审核意见"
    okText="驳回"
    okTestId="finance-reject-submit"
    rules={rejectReasonRules}
    maxLength={50}
    placeholder={financeMessages.rejectReason}
    formName="finance-reject"
    onSubmit={onReject}
    onClose={onClose}
  />
);

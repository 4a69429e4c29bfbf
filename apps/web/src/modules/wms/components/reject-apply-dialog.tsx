import { billApplyUpdateBody, wmsMessages } from '@kc/domain/wms/wms';
import { zodRules } from '../../../components/crud/zod-rules';
import { ReasonDialog } from '../../../components/reason-dialog';

/** A rejection needs its reason (the schema's refinement says so for status 11); its length is the field's rule. */
const rules = [
  { required: true, whitespace: true, message: wmsMessages.rejectReason },
  ...zodRules(billApplyUpdateBody.shape.descr),
];

/** 驳回 an application: the reason (at most 50, spec 3 §9); the containers return to what they were. */
export const RejectApplyDialog = ({
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
    title="驳回货物申请"
    label="驳回意见"
    rules={rules}
    maxLength={50}
    placeholder={wmsMessages.rejectReason}
    formName="wms-bill-apply-reject"
    onSubmit={onReject}
    onClose={onClose}
  />
);

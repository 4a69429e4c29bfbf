import {
  TransferAuditStatus,
  type TransferFees,
  transferAuditBody,
  transferAuditStatusLabels,
  transferMessages,
} from '@kc/domain/transfer/transfer';
import { Form, Input, Modal, Radio } from 'antd';
import { useConfirmAction } from '../../../components/crud/use-confirm-action';
import { zodFormRules } from '../../../components/crud/zod-rules';
import { useTransferMutations } from '../api';
import { TransferFeeStatus } from './transfer-fee-status';

type Values = { auditStatus?: number; auditFailDescr?: string };

const rules = zodFormRules(transferAuditBody.shape);
const choices = [TransferAuditStatus.passed, TransferAuditStatus.rejected].map((value) => ({
  value,
  label: transferAuditStatusLabels[value],
}));

type Props = { id: string; contractId: string; fees: TransferFees; open: boolean; onClose: () => void };

/**
 * 审核 (spec 3 §5 Transfer audit): the payments the reviewer is asked to check shown first; the status is required, a
 * rejection needs its comment; a pass is asked first with the reminder to check the contract and the payments, then
 * the transfer starts.
 */
export const TransferAuditDialog = ({ id, contractId, fees, open, onClose }: Props) => {
  const [form] = Form.useForm<Values>();
  const status = Form.useWatch('auditStatus', form);
  const { audit } = useTransferMutations(contractId);
  const confirm = useConfirmAction();
  const submit = async () => {
    await form.validateFields();
    const parsed = transferAuditBody.safeParse({ id, ...form.getFieldsValue() });
    if (!parsed.success) {
      form.setFields(
        parsed.error.issues
          .filter((i) => i.path[0] === 'auditStatus' || i.path[0] === 'auditFailDescr')
          .map((i) => ({ name: i.path[0] as keyof Values, errors: [i.message] })),
      );
      return;
    }
    const pass = parsed.data.auditStatus === TransferAuditStatus.passed;
    confirm({
      content: pass ? transferMessages.confirmPass : transferMessages.confirmReject,
      danger: !pass,
      done: pass ? transferMessages.passed : transferMessages.rejected,
      run: () => audit.mutateAsync(parsed.data),
      after: onClose,
    });
  };
  return (
    <Modal
      open={open}
      title="过户审核"
      onCancel={onClose}
      onOk={() => void submit().catch(() => {})}
      okText="提交"
      okButtonProps={{ 'data-testid': 'transfer-audit-submit' } as Record<string, string>}
      destroyOnHidden
      forceRender
    >
      <div style={{ marginBottom: 16 }}>
        <TransferFeeStatus fees={fees} stacked testId="transfer-audit-fees" />
      </div>
      <Form<Values> form={form} name="transfer-audit" layout="vertical" data-testid="transfer-audit-form">
        <Form.Item name="auditStatus" label="审核状态" rules={rules.auditStatus}>
          <Radio.Group options={choices} />
        </Form.Item>
        <Form.Item
          name="auditFailDescr"
          label="驳回意见"
          required={status === TransferAuditStatus.rejected}
          rules={rules.auditFailDescr}
          hidden={status !== TransferAuditStatus.rejected}
        >
          <Input.TextArea rows={4} maxLength={500} showCount placeholder="请填写驳回意见" />
        </Form.Item>
      </Form>
    </Modal>
  );
};

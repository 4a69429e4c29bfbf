import { outboundMessages, outboundShippingAuditBody } from '@kc/domain/outbound/outbound';
import { OutboundAuditResult } from '@kc/domain/outbound/status';
import { confirmMessages, doneMessages } from '@kc/domain/shared/messages';
import { App, Button, Form, Input, Space } from 'antd';
import { useConfirmAction } from '../../../components/crud/use-confirm-action';
import { zodRules } from '../../../components/crud/zod-rules';
import { useOutboundMutations } from '../api';

const opinionRules = zodRules(outboundShippingAuditBody.shape.opinion);

/** 货主审核 (10): 通过 → 待仓库出库, 驳回 → 货主审核驳回 (the receipts come back in effect; opinion required). */
export const ShipperAudit = ({ id }: { id: string }) => {
  const [form] = Form.useForm<{ opinion?: string }>();
  const { message } = App.useApp();
  const confirm = useConfirmAction();
  const { shippingAudit } = useOutboundMutations();
  const decide = async (status: number) => {
    await form.validateFields();
    const parsed = outboundShippingAuditBody.safeParse({ id, status, opinion: form.getFieldValue('opinion') });
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      if (issue?.path[0] === 'opinion') form.setFields([{ name: 'opinion', errors: [issue.message] }]);
      void message.warning(issue?.message ?? outboundMessages.opinionRequired);
      return;
    }
    const pass = status === OutboundAuditResult.pass;
    confirm({
      content: pass ? confirmMessages.pass : confirmMessages.reject,
      danger: !pass,
      done: pass ? doneMessages.passed : doneMessages.rejected,
      run: () => shippingAudit.mutateAsync(parsed.data),
    });
  };
  return (
    <Form form={form} name="outbound-shipper-audit" layout="vertical">
      <Form.Item name="opinion" label="审核意见" rules={opinionRules}>
        <Input.TextArea placeholder="请输入审核意见（驳回时必填）" maxLength={50} showCount rows={2} />
      </Form.Item>
      <Space>
        <Button
          type="primary"
          loading={shippingAudit.isPending}
          onClick={() => void decide(OutboundAuditResult.pass).catch(() => {})}
          data-testid="outbound-shipper-pass"
        >
          通过
        </Button>
        <Button
          danger
          loading={shippingAudit.isPending}
          onClick={() => void decide(OutboundAuditResult.reject).catch(() => {})}
          data-testid="outbound-shipper-reject"
        >
          驳回
        </Button>
      </Space>
    </Form>
  );
};

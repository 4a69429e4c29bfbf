import { inboundMessages, shippingAuditBody } from '@kc/domain/inbound/inbound';
import { AuditResult, type AuditResultValue } from '@kc/domain/inbound/status';
import { confirmMessages, doneMessages } from '@kc/domain/shared/messages';
import { App, Button, Form, Input, Space } from 'antd';
import { useState } from 'react';
import { useConfirmAction } from '../../../components/crud/use-confirm-action';
import { zodRules } from '../../../components/crud/zod-rules';
import { useInboundMutations } from '../api';

const opinionRules = zodRules(shippingAuditBody.shape.opinion);

/**
 * 货主审核 (status 10): 通过 → 待仓库入库, 驳回 → 货主审核驳回 (the opinion, at most 50, is then required); either
 * is asked first.
 */
export const ShipperAudit = ({ id }: { id: string }) => {
  const [form] = Form.useForm<{ opinion?: string }>();
  const { message } = App.useApp();
  const confirm = useConfirmAction();
  const { shippingAudit } = useInboundMutations();
  const [busy, setBusy] = useState<AuditResultValue | null>(null);
  const decide = async (status: AuditResultValue) => {
    await form.validateFields();
    const parsed = shippingAuditBody.safeParse({ id, status, opinion: form.getFieldValue('opinion') });
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      if (issue?.path[0] === 'opinion') form.setFields([{ name: 'opinion', errors: [issue.message] }]);
      void message.warning(issue?.message ?? inboundMessages.opinionRequired);
      return;
    }
    const pass = status === AuditResult.pass;
    confirm({
      content: pass ? confirmMessages.pass : confirmMessages.reject,
      danger: !pass,
      done: pass ? doneMessages.passed : doneMessages.rejected,
      run: async () => {
        setBusy(status);
        try {
          await shippingAudit.mutateAsync(parsed.data);
        } finally {
          setBusy(null);
        }
      },
    });
  };
  return (
    <Form form={form} name="inbound-shipper-audit" layout="vertical">
      <Form.Item name="opinion" label="审核意见" rules={opinionRules}>
        <Input.TextArea placeholder="请输入审核意见（驳回时必填）" maxLength={50} showCount rows={2} />
      </Form.Item>
      <Space>
        <Button
          type="primary"
          loading={busy === AuditResult.pass}
          disabled={busy !== null}
          onClick={() => void decide(AuditResult.pass).catch(() => {})}
        >
          通过
        </Button>
        <Button
          danger
          loading={busy === AuditResult.reject}
          disabled={busy !== null}
          onClick={() => void decide(AuditResult.reject).catch(() => {})}
        >
          驳回
        </Button>
      </Space>
    </Form>
  );
};

import { confirmMessages, doneMessages } from '@kc/domain/shared/messages';
import { ListingAudit, listingAuditBody, listingAuditOpinion, listingMessages } from '@kc/domain/trade/listing';
import { App, Button, Form, Input, Space } from 'antd';
import { useState } from 'react';
import { useConfirmAction } from '../../../components/crud/use-confirm-action';
import { zodRules } from '../../../components/crud/zod-rules';
import { useListingMutations } from '../api';

const opinionRules = zodRules(listingAuditOpinion);
type Decision = (typeof ListingAudit)[keyof typeof ListingAudit];

/**
 * The platform's audit of a waiting listing: 通过 puts it on the shelf, 驳回 sends it back to the supplier and
 * needs an opinion ('审核驳回必须填写审核意见!'); either is asked first.
 */
export const ListingAuditForm = ({ id }: { id: string }) => {
  const [form] = Form.useForm<{ auditOpinion?: string }>();
  const { message } = App.useApp();
  const confirm = useConfirmAction();
  const { audit } = useListingMutations();
  const [busy, setBusy] = useState<Decision | null>(null);
  const decide = async (auditStatus: Decision) => {
    await form.validateFields();
    const parsed = listingAuditBody.safeParse({ id, auditStatus, auditOpinion: form.getFieldValue('auditOpinion') });
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      if (issue?.path[0] === 'auditOpinion') form.setFields([{ name: 'auditOpinion', errors: [issue.message] }]);
      void message.warning(issue?.message ?? listingMessages.opinionRequired);
      return;
    }
    const pass = auditStatus === ListingAudit.pass;
    confirm({
      content: pass ? confirmMessages.pass : confirmMessages.reject,
      danger: !pass,
      done: pass ? doneMessages.passed : doneMessages.rejected,
      run: async () => {
        setBusy(auditStatus);
        try {
          await audit.mutateAsync(parsed.data);
        } finally {
          setBusy(null);
        }
      },
    });
  };
  const button = (auditStatus: Decision, label: string) => (
    <Button
      type={auditStatus === ListingAudit.pass ? 'primary' : 'default'}
      danger={auditStatus === ListingAudit.reject}
      loading={busy === auditStatus}
      disabled={busy !== null}
      onClick={() => void decide(auditStatus).catch(() => {})}
    >
      {label}
    </Button>
  );
  return (
    <Form form={form} name="trade-listing-audit" layout="vertical">
      <Form.Item name="auditOpinion" label="审核意见" rules={opinionRules}>
        <Input.TextArea placeholder="请输入审核意见（驳回时必填）" maxLength={200} showCount rows={3} />
      </Form.Item>
      <Space>
        {button(ListingAudit.pass, '通过')}
        {button(ListingAudit.reject, '驳回')}
      </Space>
    </Form>
  );
};

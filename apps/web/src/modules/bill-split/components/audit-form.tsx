import { billSplitMessages } from '@kc/domain/bill-split/bill-split';
import { BILL_SPLIT_AUDITS } from '@kc/domain/bill-split/status';
import { confirmMessages, doneMessages } from '@kc/domain/shared/messages';
import { App, Button, Form, Input, Space } from 'antd';
import { useConfirmAction } from '../../../components/crud/use-confirm-action';
import { type AuditParty, useBillSplitMutations } from '../api';

/**
 * A review (货主审核 at 10, 平台审核 at 20, 仓库审核 at 30): 通过 or 驳回, the opinion required on rejection, at most
 * 50 characters. The warehouse's pass issues the new receipt and the remainder.
 */
export const BillSplitAuditForm = ({ id, billId, party }: { id: string; billId: string; party: AuditParty }) => {
  const [form] = Form.useForm<{ descr?: string }>();
  const { message } = App.useApp();
  const confirm = useConfirmAction();
  const { audit } = useBillSplitMutations();
  const rule = BILL_SPLIT_AUDITS[party];
  const decide = (pass: boolean) => {
    const descr = form.getFieldValue('descr')?.trim() || undefined;
    if (!pass && !descr) {
      form.setFields([{ name: 'descr', errors: [billSplitMessages.opinionRequired] }]);
      void message.warning(billSplitMessages.opinionRequired);
      return;
    }
    if (descr && descr.length > 50) return void message.warning(billSplitMessages.opinionMax);
    confirm({
      content: pass
        ? party === 'warehouse'
          ? billSplitMessages.confirmPass
          : confirmMessages.pass
        : confirmMessages.reject,
      danger: !pass,
      done: pass ? doneMessages.passed : doneMessages.rejected,
      run: () => audit.mutateAsync({ party, id, billId, status: pass ? rule.pass : rule.reject, descr }),
    });
  };
  return (
    <Form form={form} name={`bill-split-audit-${party}`} layout="vertical">
      <Form.Item name="descr" label="审核意见">
        <Input.TextArea placeholder="请输入审核意见（驳回时必填）" maxLength={50} showCount rows={2} />
      </Form.Item>
      <Space>
        <Button type="primary" loading={audit.isPending} onClick={() => decide(true)} data-testid="bill-split-pass">
          通过
        </Button>
        <Button danger loading={audit.isPending} onClick={() => decide(false)} data-testid="bill-split-reject">
          驳回
        </Button>
      </Space>
    </Form>
  );
};

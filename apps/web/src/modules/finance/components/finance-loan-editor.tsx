import { financeMessages, updateLoanMoneyBody } from '@kc/domain/finance/finance';
import { LoanMoneyStatus } from '@kc/domain/finance/status';
import { App, Button, Form, Input, Space } from 'antd';
import { useConfirmAction } from '../../../components/crud/use-confirm-action';
import { zodRules } from '../../../components/crud/zod-rules';
import { type FinanceDetail, useFinanceMutations } from '../api';

type Values = { loanMoney?: string };

const rules = zodRules(updateLoanMoneyBody.shape.loanMoney);

/**
 * 放款金额 (spec 3 §5 Loan amount): 修改 saves it (status 0, may change again); 提交 fixes it (status 1) after the
 * warning that it cannot change afterwards. Under 10,000,000 with two decimals, the server's own rule.
 */
export const FinanceLoanEditor = ({ apply: a }: { apply: FinanceDetail }) => {
  const { message } = App.useApp();
  const confirm = useConfirmAction();
  const { updateLoan } = useFinanceMutations();
  const [form] = Form.useForm<Values>();
  const send = (status: 0 | 1) => async () => {
    const { loanMoney } = await form.validateFields();
    const body = { applyId: a.id, loanMoney: loanMoney!.trim(), status };
    if (status === LoanMoneyStatus.saved) {
      await updateLoan.mutateAsync(body);
      void message.success('放款金额已保存');
      return;
    }
    confirm({
      content: financeMessages.confirmLoanSubmit,
      run: () => updateLoan.mutateAsync(body),
      done: '放款金额已提交',
    });
  };
  return (
    <Form<Values>
      form={form}
      name="finance-loan"
      layout="inline"
      initialValues={{ loanMoney: a.loanMoney ?? undefined }}
      data-testid="finance-loan-editor"
    >
      <Form.Item name="loanMoney" label="放款金额" rules={rules}>
        <Input suffix="元" maxLength={10} placeholder={financeMessages.loanMoney} style={{ width: 200 }} />
      </Form.Item>
      <Space>
        <Button
          loading={updateLoan.isPending}
          onClick={() => void send(0)().catch(() => {})}
          data-testid="finance-loan-save"
        >
          修改
        </Button>
        <Button type="primary" onClick={() => void send(1)().catch(() => {})} data-testid="finance-loan-submit">
          提交
        </Button>
      </Space>
    </Form>
  );
};

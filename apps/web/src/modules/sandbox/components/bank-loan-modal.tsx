import { bankSandboxDisburseBody, bankSandboxRepayBody } from '@kc/domain/finance/bank-sandbox';
import { amountText } from '@kc/domain/shared/money';
import { App, DatePicker, Form, Input, Modal, Select } from 'antd';
import type { Rule } from 'antd/es/form';
import dayjs, { type Dayjs } from 'dayjs';
import { useEffect, useState } from 'react';
import { zodRules } from '../../../components/crud/zod-rules';
import { DictSelect } from '../../../components/dict-select';
import { type BankSandboxApplication, useBankSandboxApplication, useBankSandboxMutations } from '../bank-api';

const DAY = 'YYYY-MM-DD';

/** '1200.5' − '200' in yuan, counted in cents (a default amount only: the bank checks the real one). */
export const moneyLeft = (of: string, minus: string) =>
  Math.max(0, Math.round(Number(of) * 100) - Math.round(Number(minus) * 100)) / 100;

const required = (message: string): Rule[] => [{ required: true, message }];

type LoanValues = {
  amount: string;
  currency: string;
  loanDate: Dayjs;
  dueDate: Dayjs;
  interestRate: string;
  requestId?: string;
};
const loanRules = {
  amount: zodRules(bankSandboxDisburseBody.shape.amount),
  interestRate: zodRules(bankSandboxDisburseBody.shape.interestRate),
};

/**
 * 放款: amount (default the shipper's oldest pending drawdown request, else what is left of the amount applied for),
 * the request it answers (echoed in the callback), currency, loan and due dates, yearly rate.
 */
export const BankDisburseModal = ({ row, onClose }: { row: BankSandboxApplication | null; onClose: () => void }) => {
  const { message } = App.useApp();
  const [form] = Form.useForm<LoanValues>();
  const { disburse } = useBankSandboxMutations();
  const [saving, setSaving] = useState(false);
  const detail = useBankSandboxApplication(row?.applyId ?? '', row !== null);
  const pending = (detail.data?.drawdownRequests ?? []).filter((r) => r.status === 'requested');
  const firstAmount = pending[0]?.amount;
  const firstId = pending[0]?.requestId;
  useEffect(() => {
    if (!row) return;
    form.resetFields();
    form.setFieldsValue({
      amount: firstAmount ?? moneyLeft(row.applyMoney, row.disbursed).toFixed(2),
      requestId: firstId,
      currency: '156',
      loanDate: dayjs(),
      dueDate: dayjs().add(1, 'year'),
      interestRate: '3.85',
    });
  }, [row, form, firstAmount, firstId]);
  const submit = async () => {
    const v = await form.validateFields();
    setSaving(true);
    try {
      await disburse.mutateAsync({
        applyId: row!.applyId,
        amount: v.amount.trim(),
        currency: v.currency,
        loanDate: v.loanDate.format(DAY),
        dueDate: v.dueDate.format(DAY),
        interestRate: v.interestRate.trim(),
        requestId: v.requestId || undefined,
      });
      void message.success('已放款，回调已发出');
      onClose();
    } finally {
      setSaving(false);
    }
  };
  return (
    <Modal
      open={row !== null}
      title={`放款 · ${row?.applyCode ?? ''}`}
      onOk={() => void submit().catch(() => {})}
      onCancel={onClose}
      confirmLoading={saving}
      okText="放款"
      destroyOnHidden
      forceRender
    >
      <Form<LoanValues> form={form} name="bank-sandbox-disburse" layout="vertical" data-testid="bank-disburse-form">
        {pending.length > 0 && (
          <Form.Item name="requestId" label="对应放款申请">
            <Select
              allowClear
              placeholder="不对应放款申请"
              data-testid="bank-disburse-request"
              options={pending.map((r) => ({
                value: r.requestId,
                label: `${amountText(r.amount, { yuan: true })} · ${r.requestTime ?? ''}`,
              }))}
              onChange={(id?: string) => {
                const r = pending.find((x) => x.requestId === id);
                if (r) form.setFieldValue('amount', r.amount);
              }}
            />
          </Form.Item>
        )}
        <Form.Item name="amount" label="放款金额" rules={loanRules.amount} required>
          <Input suffix="元" data-testid="bank-disburse-amount" />
        </Form.Item>
        <Form.Item name="currency" label="币种" rules={required('请选择币种')}>
          <DictSelect code="ccy_cd" allowClear={false} />
        </Form.Item>
        <Form.Item name="loanDate" label="放款日期" rules={required('请选择放款日期')}>
          <DatePicker style={{ width: '100%' }} />
        </Form.Item>
        <Form.Item
          name="dueDate"
          label="到期日期"
          dependencies={['loanDate']}
          rules={[
            ...required('请选择到期日期'),
            ({ getFieldValue }) => ({
              validator: async (_r, v?: Dayjs) => {
                const from = getFieldValue('loanDate') as Dayjs | undefined;
                if (v && from && !v.isAfter(from, 'day')) throw new Error('到期日期须晚于放款日期');
              },
            }),
          ]}
        >
          <DatePicker style={{ width: '100%' }} />
        </Form.Item>
        <Form.Item name="interestRate" label="年利率" rules={loanRules.interestRate} required>
          <Input suffix="%" />
        </Form.Item>
      </Form>
    </Modal>
  );
};

type RepayValues = { amount: string; repayDate: Dayjs };
const repayRules = { amount: zodRules(bankSandboxRepayBody.shape.amount) };

/**
 * 还款: amount and date (default the shipper's latest repayment notice, else all that is outstanding: the release
 * instruction follows).
 */
export const BankRepayModal = ({ row, onClose }: { row: BankSandboxApplication | null; onClose: () => void }) => {
  const { message } = App.useApp();
  const [form] = Form.useForm<RepayValues>();
  const { repay } = useBankSandboxMutations();
  const [saving, setSaving] = useState(false);
  const detail = useBankSandboxApplication(row?.applyId ?? '', row !== null);
  const notice = detail.data?.repaymentNotices.at(-1);
  const noticeAmount = notice?.amount;
  const noticeDate = notice?.repayDate;
  useEffect(() => {
    if (!row) return;
    form.resetFields();
    form.setFieldsValue({
      amount: noticeAmount ?? moneyLeft(row.disbursed, row.repaid).toFixed(2),
      repayDate: noticeDate ? dayjs(noticeDate) : dayjs(),
    });
  }, [row, form, noticeAmount, noticeDate]);
  const submit = async () => {
    const v = await form.validateFields();
    setSaving(true);
    try {
      await repay.mutateAsync({ applyId: row!.applyId, amount: v.amount.trim(), repayDate: v.repayDate.format(DAY) });
      void message.success('已还款，回调已发出');
      onClose();
    } finally {
      setSaving(false);
    }
  };
  return (
    <Modal
      open={row !== null}
      title={`还款 · ${row?.applyCode ?? ''}`}
      onOk={() => void submit().catch(() => {})}
      onCancel={onClose}
      confirmLoading={saving}
      okText="还款"
      destroyOnHidden
      forceRender
    >
      <Form<RepayValues> form={form} name="bank-sandbox-repay" layout="vertical" data-testid="bank-repay-form">
        <Form.Item
          name="amount"
          label="还款金额"
          rules={repayRules.amount}
          required
          extra={
            row
              ? `未还本金 ${amountText(moneyLeft(row.disbursed, row.repaid).toFixed(2), { yuan: true })}；还清后银行发出解押指令`
              : undefined
          }
        >
          <Input suffix="元" data-testid="bank-repay-amount" />
        </Form.Item>
        <Form.Item name="repayDate" label="还款日期" rules={required('请选择还款日期')}>
          <DatePicker style={{ width: '100%' }} />
        </Form.Item>
      </Form>
    </Modal>
  );
};

import { financeApplyForm, financeBillInput, financeRefusals } from '@kc/domain/finance/finance';
import { estimatedPledgeAmount, receiptPledgeAmount } from '@kc/domain/finance/formulas';
import { asksAbovePledgeAmount } from '@kc/domain/finance/loan-bounds';
import { formatAmount } from '@kc/domain/shared/money';
import { Button, Form, Input, type TableColumnsType, Typography } from 'antd';
import { columnWidth } from '../../../components/crud/column-widths';
import { DataTable } from '../../../components/crud/data-table';
import { zodFormRules } from '../../../components/crud/zod-rules';
import { WeightText } from '../../../components/measure-text';
import { MoneyText } from '../../../components/money-text';
import type { ApplyValues, BillFigures, ChosenBill } from '../hooks/use-finance-editor';

const rules = zodFormRules(financeBillInput.shape);

/** The figures of a receipt once both are well formed, else null (the estimate waits for them). */
const figuresOf = (b: ChosenBill, f: BillFigures | undefined) => {
  const price = financeBillInput.shape.priceUnit.safeParse(f?.priceUnit);
  const rate = financeBillInput.shape.cltPlgRate.safeParse(f?.cltPlgRate);
  return price.success && rate.success
    ? { priceUnit: price.data, cltPlgRate: rate.data, totalWeight: b.totalWeight }
    : null;
};

/**
 * The chosen receipts with their unit price (单价) and pledge rate (质押率%), and the estimated pledge amount per
 * receipt and in all (spec 2 §9: unit price × pledge rate × total weight, summed), and the domain's refusal when the
 * amount asked is above it. The estimate is the domain's formula shown as a preview; the server computes and stores
 * the amounts.
 */
export const FinanceChosenBills = ({
  chosen,
  onRemove,
}: {
  chosen: readonly ChosenBill[];
  onRemove: (billId: string) => void;
}) => {
  const form = Form.useFormInstance<ApplyValues>();
  const figures = Form.useWatch('bills', form);
  const applyMoneyText = Form.useWatch('applyMoney', form);
  const complete = chosen.map((b) => figuresOf(b, figures?.[b.id])).filter((f) => f !== null);
  const estimate = estimatedPledgeAmount(complete);
  const applyMoney = financeApplyForm.shape.applyMoney.safeParse(applyMoneyText);
  // spec 2 §9 (loan-bounds.ts): the amount asked may not exceed the estimate — shown once every figure is in.
  const over =
    chosen.length > 0 &&
    complete.length === chosen.length &&
    applyMoney.success &&
    asksAbovePledgeAmount(applyMoney.data, estimate);
  const columns: TableColumnsType<ChosenBill> = [
    { title: '仓单编号', dataIndex: 'code', width: columnWidth.code + 20 },
    { title: '仓储物', dataIndex: 'materialName', width: 100, ellipsis: true },
    {
      title: '重量',
      dataIndex: 'totalWeight',
      width: columnWidth.amount + 20,
      align: 'right',
      render: (v: string, r) => <WeightText value={v} unitName={r.weightUnitName} />,
    },
    {
      title: '单价',
      key: 'priceUnit',
      width: 170,
      render: (_: unknown, r) => (
        <Form.Item name={['bills', r.id, 'priceUnit']} rules={rules.priceUnit} style={{ margin: 0 }}>
          <Input suffix="元" maxLength={11} placeholder="单价" data-testid={`finance-price-${r.code}`} />
        </Form.Item>
      ),
    },
    {
      title: '质押率%',
      key: 'cltPlgRate',
      width: 150,
      render: (_: unknown, r) => (
        <Form.Item name={['bills', r.id, 'cltPlgRate']} rules={rules.cltPlgRate} style={{ margin: 0 }}>
          <Input suffix="%" maxLength={6} placeholder="质押率" data-testid={`finance-rate-${r.code}`} />
        </Form.Item>
      ),
    },
    {
      title: '预估质押金额',
      key: 'amount',
      width: 140,
      align: 'right',
      render: (_: unknown, r) => {
        const f = figuresOf(r, figures?.[r.id]);
        return <MoneyText value={f ? receiptPledgeAmount(f) : null} yuan />;
      },
    },
    {
      title: '操作',
      key: 'op',
      width: 72,
      render: (_: unknown, r) => (
        <Button type="link" size="small" danger onClick={() => onRemove(r.id)}>
          移除
        </Button>
      ),
    },
  ];
  return (
    <>
      <DataTable<ChosenBill>
        data-testid="finance-chosen-bills"
        size="small"
        columns={columns}
        dataSource={[...chosen]}
        pagination={false}
        locale={{ emptyText: '请在上方勾选要质押的仓单' }}
      />
      <div style={{ textAlign: 'right', marginTop: 12 }} data-testid="finance-estimated-total">
        <Typography.Text>
          已选 {chosen.length} 张，预估质押金额合计：
          <Typography.Text strong>
            <MoneyText value={estimate} yuan />
          </Typography.Text>
        </Typography.Text>
        {complete.length < chosen.length && (
          <Typography.Text type="secondary">（{chosen.length - complete.length} 张待填写单价或质押率）</Typography.Text>
        )}
        {over && applyMoney.success && (
          <div>
            <Typography.Text type="danger" data-testid="finance-over-pledge">
              {financeRefusals.overPledgeAmount(formatAmount(applyMoney.data), formatAmount(estimate)).message}
            </Typography.Text>
          </div>
        )}
      </div>
    </>
  );
};

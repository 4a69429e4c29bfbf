import { financeApplyForm, financeMessages } from '@kc/domain/finance/finance';
import { Col, Form, Input, Row, Select } from 'antd';
import { zodFormRules } from '../../../components/crud/zod-rules';
import { useFinanceBanks, useFinanceBorrowers, useFinanceGoods, useFinanceWarehouses } from '../api';
import type { ApplyValues } from '../hooks/use-finance-editor';

const rules = zodFormRules(financeApplyForm.shape);

type Option = { value: string; label: string };
/** The saved choice stays readable when the options no longer list it (its receipts are all this application's). */
export type SavedChoices = { warehouse?: Option; bank?: Option; goods?: Option };
const withSaved = (options: Option[], saved: Option | undefined) =>
  saved && !options.some((o) => o.value === saved.value) ? [saved, ...options] : options;

/**
 * The application's heads: the warehouse where the shipper holds receipts in effect (getWarehouseComp), the bank,
 * the bank's financing goods, the amount asked and a remark. A new warehouse empties the chosen receipts; a new
 * bank empties the goods.
 */
export const FinanceApplyFields = ({
  saved = {},
  onWarehouseChange,
}: {
  saved?: SavedChoices;
  onWarehouseChange: () => void;
}) => {
  const form = Form.useFormInstance<ApplyValues>();
  const bankId = Form.useWatch('bankId', form);
  const warehouses = useFinanceWarehouses();
  const banks = useFinanceBanks();
  const goods = useFinanceGoods(bankId);
  const borrowers = useFinanceBorrowers();
  const borrowerRequired = borrowers.data?.required ?? false;
  return (
    <Row gutter={16}>
      <Col xs={24} md={12} xl={8}>
        <Form.Item name="warehouseUnitId" label="仓库" rules={rules.warehouseUnitId}>
          <Select
            placeholder={financeMessages.selectWarehouse}
            loading={warehouses.isLoading}
            options={withSaved(
              (warehouses.data ?? []).map((w) => ({ value: w.id, label: `${w.name}（${w.billCount}张）` })),
              saved.warehouse,
            )}
            onChange={onWarehouseChange}
            showSearch={{ optionFilterProp: 'label' }}
            data-testid="finance-warehouse"
          />
        </Form.Item>
      </Col>
      <Col xs={24} md={12} xl={8}>
        <Form.Item name="bankId" label="金融机构" rules={rules.bankId}>
          <Select
            placeholder={financeMessages.selectBank}
            loading={banks.isLoading}
            options={withSaved(
              (banks.data ?? []).map((b) => ({ value: b.id, label: b.name })),
              saved.bank,
            )}
            onChange={() => form.setFieldValue('financingGoodsId', undefined)}
            showSearch={{ optionFilterProp: 'label' }}
            data-testid="finance-bank"
          />
        </Form.Item>
      </Col>
      <Col xs={24} md={12} xl={8}>
        <Form.Item name="financingGoodsId" label="融资货物" rules={rules.financingGoodsId}>
          <Select
            placeholder={bankId ? financeMessages.selectGoods : '请先选择金融机构'}
            disabled={!bankId}
            loading={goods.isLoading && Boolean(bankId)}
            options={withSaved(
              (goods.data ?? []).map((g) => ({ value: g.id, label: `${g.name}（${g.code}）` })),
              bankId === saved.bank?.value ? saved.goods : undefined,
            )}
            data-testid="finance-goods"
          />
        </Form.Item>
      </Col>
      <Col xs={24} md={12} xl={8}>
        <Form.Item
          name="borrowerId"
          label="借款人"
          rules={borrowerRequired ? [{ required: true, message: '请选择借款人' }] : []}
          tooltip="个人货主必选；企业货主在银行要求个人担保时选择"
        >
          <Select
            allowClear={!borrowerRequired}
            placeholder={borrowerRequired ? '请选择借款人' : '选填'}
            loading={borrowers.isLoading}
            options={(borrowers.data?.borrowers ?? []).map((b) => ({ value: b.id, label: b.name }))}
            data-testid="finance-borrower"
          />
        </Form.Item>
      </Col>
      <Col xs={24} md={12} xl={8}>
        <Form.Item name="applyMoney" label="申请金额" rules={rules.applyMoney}>
          <Input
            placeholder={financeMessages.applyMoney}
            suffix="元"
            maxLength={12}
            data-testid="finance-apply-money"
          />
        </Form.Item>
      </Col>
      <Col xs={24} xl={16}>
        <Form.Item name="remark" label="备注" rules={rules.remark}>
          <Input.TextArea rows={1} autoSize={{ minRows: 1, maxRows: 4 }} maxLength={500} placeholder="选填" />
        </Form.Item>
      </Col>
    </Row>
  );
};

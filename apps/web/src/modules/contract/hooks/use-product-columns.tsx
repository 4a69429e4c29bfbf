import { contractMessages, isPrice, isWeightOrQuantity } from '@kc/domain/contract/contract';
import { PricingMode, ProductForm } from '@kc/domain/contract/status';
import { Button, Form, Input, type TableColumnsType } from 'antd';
import type { Rule } from 'antd/es/form';
import type { FormListFieldData } from 'antd/es/form/FormList';
import type { ContractAttribute } from '../api';
import { RowMeasure, RowText, RowTotal, RowUnit } from '../components/wizard/row-cells';
import { cellMax } from '../product-rows';

const empty = (v: unknown) => v == null || String(v).trim() === '';

/** A cell rule from a domain predicate: `required` names the field when empty, `test` the spec's message. */
const figureRule = (label: string, required: boolean, test: (v: unknown) => boolean, message: string): Rule => ({
  validator: async (_r, value) => {
    if (empty(value)) {
      if (required) throw new Error(contractMessages.fillAttr(label));
      return;
    }
    if (!test(value)) throw new Error(message);
  },
});

type Options = {
  productForm: number | undefined;
  pricingMode: number;
  attributes: ContractAttribute[];
  /** Rows may be removed (the side that picks the goods). */
  removable: boolean;
  remove: (index: number) => void;
};

/**
 * The goods table of step 2 (spec 2 §5): the category's contract attributes, price, weight (not when priced by
 * quantity) and quantity with their units, the live row total. A receipt's figures are the receipt's own.
 */
export const useProductColumns = ({
  productForm,
  pricingMode,
  attributes,
  removable,
  remove,
}: Options): TableColumnsType<FormListFieldData> => {
  const receipt = productForm === ProductForm.receipt;
  const custom = productForm === ProductForm.custom;
  const byWeight = pricingMode === PricingMode.byWeight;
  const max = cellMax(productForm);
  const columns: TableColumnsType<FormListFieldData> = [
    { title: '序号', key: 'index', width: 60, render: (_v, _f, i) => i + 1 },
  ];
  if (receipt)
    columns.push({
      title: '仓单编号',
      key: 'billCode',
      width: 170,
      render: (_v, f) => <RowText row={f.name} field="billCode" />,
    });
  columns.push({
    title: '产品名称',
    key: 'name',
    width: 160,
    render: (_v, f) =>
      custom ? (
        <Form.Item
          name={[f.name, 'name']}
          style={{ margin: 0 }}
          rules={[
            { required: true, whitespace: true, message: contractMessages.productName },
            { max: 200, message: contractMessages.productNameMax },
          ]}
        >
          <Input placeholder="产品名称" maxLength={200} />
        </Form.Item>
      ) : (
        <RowText row={f.name} field="name" />
      ),
  });
  for (const a of attributes) {
    columns.push({
      title: a.attrName,
      key: `attr-${a.attrCode}`,
      width: 140,
      render: (_v, f) => (
        <Form.Item
          name={[f.name, 'attrs', a.attrCode]}
          style={{ margin: 0 }}
          rules={[{ required: true, whitespace: true, message: contractMessages.fillAttr(a.attrName) }]}
        >
          <Input placeholder={a.attrName} maxLength={max} />
        </Form.Item>
      ),
    });
  }
  columns.push({
    title: '单价（元）',
    key: 'price',
    width: 140,
    render: (_v, f) => (
      <Form.Item
        name={[f.name, 'price']}
        style={{ margin: 0 }}
        rules={[figureRule('单价', true, isPrice, contractMessages.price)]}
      >
        <Input placeholder="单价" maxLength={11} data-testid="wizard-row-price" />
      </Form.Item>
    ),
  });
  const figure = (field: 'total_weight' | 'total_quantity', label: string, required: boolean) => ({
    title: label,
    key: field,
    width: 160,
    render: (_v: unknown, f: FormListFieldData) => {
      const kind = field === 'total_weight' ? 'weight' : 'number';
      if (receipt) return <RowMeasure row={f.name} kind={kind} />;
      return (
        <Form.Item
          name={[f.name, field]}
          style={{ margin: 0 }}
          rules={[figureRule(label, required, isWeightOrQuantity, contractMessages.weightQuantity)]}
        >
          <Input placeholder={label} maxLength={15} suffix={<RowUnit row={f.name} kind={kind} />} />
        </Form.Item>
      );
    },
  });
  // spec 2 §5: priced by quantity, the weight columns are left out.
  if (byWeight) columns.push(figure('total_weight', '重量', true));
  columns.push(figure('total_quantity', '数量', !byWeight));
  columns.push({
    title: '总价（元）',
    key: 'total',
    width: 130,
    align: 'right',
    render: (_v, f) => <RowTotal row={f.name} pricingMode={pricingMode} />,
  });
  if (removable)
    columns.push({
      title: '操作',
      key: 'actions',
      width: 70,
      render: (_v, f) => (
        <Button type="link" size="small" danger onClick={() => remove(f.name)}>
          删除
        </Button>
      ),
    });
  return columns;
};

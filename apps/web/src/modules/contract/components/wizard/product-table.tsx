import { PlusOutlined } from '@ant-design/icons';
import { contractMessages } from '@kc/domain/contract/contract';
import { isTotalWithinLimit } from '@kc/domain/contract/fees';
import { ProductForm } from '@kc/domain/contract/status';
import { measureText } from '@kc/domain/shared/measure';
import { amountText } from '@kc/domain/shared/money';
import { Button, Form, Table, Typography } from 'antd';
import type { FormListFieldData } from 'antd/es/form/FormList';
import type { ContractWizard } from '../../hooks/use-contract-wizard';
import { useProductColumns } from '../../hooks/use-product-columns';
import { customRow } from '../../product-rows';

type Props = { wizard: ContractWizard; productForm: number | undefined; removable: boolean };

/** The editable goods of step 2, with a summary row: total weight or quantity and the contract total. */
export const ProductTable = ({ wizard: w, productForm, removable }: Props) => (
  <Form.List name="products">
    {(fields, { add, remove }) => (
      <ProductRows
        wizard={w}
        productForm={productForm}
        removable={removable}
        fields={fields}
        add={() => add(customRow(w.material))}
        remove={remove}
      />
    )}
  </Form.List>
);

const ProductRows = ({
  wizard: w,
  productForm,
  removable,
  fields,
  add,
  remove,
}: Props & {
  fields: FormListFieldData[];
  add: () => void;
  remove: (index: number) => void;
}) => {
  const columns = useProductColumns({
    productForm,
    pricingMode: w.pricingMode,
    attributes: w.attributes,
    removable,
    remove,
  });
  const custom = productForm === ProductForm.custom;
  const basis = w.pricingMode === 0 ? '总重量' : '总数量';
  return (
    <div>
      {custom && removable && (
        <Button icon={<PlusOutlined />} data-testid="wizard-add-product" style={{ marginBottom: 12 }} onClick={add}>
          添加产品
        </Button>
      )}
      <Table
        data-testid="wizard-product-table"
        rowKey="key"
        size="small"
        bordered
        pagination={false}
        columns={columns}
        dataSource={fields}
        scroll={{ x: 'max-content' }}
        locale={{ emptyText: custom ? '请添加产品' : '请先选择产品' }}
        summary={() => (
          <Table.Summary.Row>
            <Table.Summary.Cell index={0} colSpan={columns.length}>
              <span data-testid="wizard-total">
                合计：{basis} {measureText(w.fees.weightTotal)}，合同总价{' '}
                {amountText(w.fees.totalAmount, { yuan: true })}
              </span>
              {!isTotalWithinLimit(w.fees.totalAmount) && (
                <Typography.Text type="danger" style={{ marginLeft: 16 }}>
                  {contractMessages.totalTooLarge}
                </Typography.Text>
              )}
            </Table.Summary.Cell>
          </Table.Summary.Row>
        )}
      />
    </div>
  );
};

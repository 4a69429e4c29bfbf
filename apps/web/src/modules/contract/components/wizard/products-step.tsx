import { contractMessages } from '@kc/domain/contract/contract';
import { ProductForm, type ProductFormValue, productFormLabels } from '@kc/domain/contract/status';
import { Form, Radio, Typography } from 'antd';
import type { ContractWizard } from '../../hooks/use-contract-wizard';
import type { WizardValues } from '../../wizard-values';
import { ListingPicker } from './listing-picker';
import { ProductTable } from './product-table';
import { ReceiptPicker } from './receipt-picker';

const forms = [ProductForm.receipt, ProductForm.listing, ProductForm.custom] as ProductFormValue[];

/**
 * Step 2 (spec 2 §5): the product basis, then the products. Receipts and listings are the supplier's own, so only
 * the supplier picks them; a demander has custom goods (the other options disabled).
 */
export const ProductsStep = ({ wizard: w }: { wizard: ContractWizard }) => {
  const form = Form.useFormInstance<WizardValues>();
  const productForm = Form.useWatch('productForm', { form, preserve: true });
  const picks = w.party === 'shipper';
  const custom = productForm === ProductForm.custom;
  return (
    <>
      <Form.Item
        name="productForm"
        label="产品依据"
        rules={[{ required: true, message: contractMessages.selectProductForm }]}
        extra={picks ? undefined : contractMessages.demanderCustomOnly}
      >
        <Radio.Group
          data-testid="wizard-product-form"
          disabled={!picks && !custom}
          options={forms.map((f) => ({
            value: f,
            label: productFormLabels[f],
            disabled: !picks && f !== ProductForm.custom,
          }))}
        />
      </Form.Item>
      {picks && productForm === ProductForm.receipt && <ReceiptPicker wizard={w} />}
      {picks && productForm === ProductForm.listing && <ListingPicker wizard={w} />}
      {productForm !== undefined && (
        <>
          <Typography.Title level={5}>产品明细</Typography.Title>
          <ProductTable wizard={w} productForm={productForm} removable={picks || custom} />
        </>
      )}
    </>
  );
};

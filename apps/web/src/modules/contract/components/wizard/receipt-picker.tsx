import { Form, Input, Table, type TableColumnsType } from 'antd';
import { useState } from 'react';
import { QuantityText, WeightText } from '../../../../components/measure-text';
import { type ContractReceiptOption, useReceiptOptions } from '../../api';
import type { ContractWizard } from '../../hooks/use-contract-wizard';
import { receiptRow } from '../../product-rows';
import type { WizardValues } from '../../wizard-values';

const columns: TableColumnsType<ContractReceiptOption> = [
  { title: '仓单编号', dataIndex: 'code', width: 170 },
  { title: '仓储物', dataIndex: 'materialName', width: 120 },
  { title: '仓库', dataIndex: 'warehouseName', ellipsis: true, render: (v: string | null) => v || '-' },
  {
    title: '重量',
    dataIndex: 'totalWeight',
    width: 130,
    render: (v: string, r) => <WeightText value={v} unit={r.weightUnit} />,
  },
  {
    title: '数量',
    dataIndex: 'totalQuantity',
    width: 110,
    render: (v: string, r) => <QuantityText value={v} unit={r.numberUnit} />,
  },
  {
    title: '属性',
    key: 'attrs',
    ellipsis: true,
    render: (_v, r) => r.attrs.map((a) => `${a.attrName}:${a.value}`).join('；') || '-',
  },
];

/**
 * Step 2 with receipts (spec 2 §5): the user's receipts of the category in effect and not frozen (billList), many
 * at a time; a receipt chosen adds its row. The receipts of one contract lie in one warehouse (its transfer is
 * applied for there), so once one is chosen, those of other warehouses cannot be.
 */
export const ReceiptPicker = ({ wizard: w }: { wizard: ContractWizard }) => {
  const form = Form.useFormInstance<WizardValues>();
  const materialId = Form.useWatch('materialId', { form, preserve: true });
  const products = Form.useWatch('products', { form, preserve: true }) ?? [];
  const warehouseUnitId = Form.useWatch('warehouseUnitId', { form, preserve: true });
  const [code, setCode] = useState<string>();
  const { data, isFetching } = useReceiptOptions(
    { materialId: materialId ?? '', code, contractId: w.existing?.id },
    Boolean(materialId),
  );
  const selected = products.flatMap((p) => (p.billId ? [String(p.billId)] : []));
  const choose = (keys: React.Key[], rows: (ContractReceiptOption | undefined)[]) => {
    const current = (form.getFieldValue('products') as WizardValues['products']) ?? [];
    const kept = current.filter((p) => p.billId && keys.includes(String(p.billId)));
    const added = rows.flatMap((r) =>
      r && !kept.some((p) => String(p.billId) === r.id) ? [receiptRow(r, w.attributes)] : [],
    );
    const next = [...kept, ...added];
    const first = rows.find((r) => r !== undefined);
    form.setFieldsValue({
      products: next,
      warehouseUnitId: next.length === 0 ? null : (warehouseUnitId ?? first?.warehouseId ?? null),
    });
  };
  return (
    <div style={{ marginBottom: 16 }}>
      <Input.Search
        placeholder="请输入仓单编号"
        allowClear
        maxLength={50}
        style={{ width: 260, marginBottom: 8 }}
        onSearch={(v) => setCode(v.trim() || undefined)}
      />
      <Table<ContractReceiptOption>
        data-testid="wizard-bill-table"
        rowKey="id"
        size="small"
        columns={columns}
        dataSource={data ?? []}
        loading={isFetching}
        pagination={{ pageSize: 5, size: 'small' }}
        scroll={{ x: 'max-content' }}
        locale={{ emptyText: '暂无可用仓单（须为本企业已生效、未冻结的同类别仓单）' }}
        rowSelection={{
          selectedRowKeys: selected,
          preserveSelectedRowKeys: true,
          onChange: choose,
          getCheckboxProps: (r) => ({
            disabled: selected.length > 0 && Boolean(warehouseUnitId) && r.warehouseId !== warehouseUnitId,
          }),
        }}
      />
    </div>
  );
};

import { Form, Input, Table, type TableColumnsType } from 'antd';
import { useState } from 'react';
import { QuantityText, WeightText } from '../../../../components/measure-text';
import { MoneyText } from '../../../../components/money-text';
import { type ContractListing, useListingOptions } from '../../api';
import type { ContractWizard } from '../../hooks/use-contract-wizard';
import { listingRow } from '../../product-rows';
import type { WizardValues } from '../../wizard-values';

const columns: TableColumnsType<ContractListing> = [
  { title: '货物名称', dataIndex: 'name', ellipsis: true },
  {
    title: '单价（元）',
    dataIndex: 'price',
    width: 120,
    align: 'right',
    render: (v: string) => <MoneyText value={v} />,
  },
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
  { title: '关联仓单', dataIndex: 'billCode', width: 170, render: (v: string | null) => v || '-' },
];

/** Step 2 with listed goods (spec 2 §5): the user's audited listings of the category; each chosen adds its row. */
export const ListingPicker = ({ wizard: w }: { wizard: ContractWizard }) => {
  const form = Form.useFormInstance<WizardValues>();
  const materialId = Form.useWatch('materialId', { form, preserve: true });
  const products = Form.useWatch('products', { form, preserve: true }) ?? [];
  const [name, setName] = useState<string>();
  const { data, isFetching } = useListingOptions(
    { enterpriseId: w.own.id, materialId: materialId ?? '', name },
    Boolean(materialId),
  );
  const selected = products.flatMap((p) => (p.goodsId ? [String(p.goodsId)] : []));
  const choose = (keys: React.Key[], rows: (ContractListing | undefined)[]) => {
    const current = (form.getFieldValue('products') as WizardValues['products']) ?? [];
    const kept = current.filter((p) => p.goodsId && keys.includes(String(p.goodsId)));
    const added = rows.flatMap((r) =>
      r && !kept.some((p) => String(p.goodsId) === r.id) ? [listingRow(r, w.attributes)] : [],
    );
    form.setFieldsValue({ products: [...kept, ...added] });
  };
  return (
    <div style={{ marginBottom: 16 }}>
      <Input.Search
        placeholder="请输入货物名称"
        allowClear
        maxLength={100}
        style={{ width: 260, marginBottom: 8 }}
        onSearch={(v) => setName(v.trim() || undefined)}
      />
      <Table<ContractListing>
        data-testid="wizard-listing-table"
        rowKey="id"
        size="small"
        columns={columns}
        dataSource={data ?? []}
        loading={isFetching}
        pagination={{ pageSize: 5, size: 'small' }}
        scroll={{ x: 'max-content' }}
        locale={{ emptyText: '暂无审核通过的上架货物' }}
        rowSelection={{ selectedRowKeys: selected, preserveSelectedRowKeys: true, onChange: choose }}
      />
    </div>
  );
};

import { PlusOutlined } from '@ant-design/icons';
import { financingGoodsAttribute, financingMessages } from '@kc/domain/goods/financing';
import { Button, Form, type FormListFieldData, Input, Select, Table, type TableColumnsType } from 'antd';
import { useMemo } from 'react';
import { zodFormRules } from '../../../components/crud/zod-rules';
import { type FinancingGoodsAttribute, useMaterialOptions } from '../api';

const rules = zodFormRules(financingGoodsAttribute.shape);
const materialRules = [{ required: true, message: financingMessages.materialRequired }];
const cell = { style: { margin: 0 } };
const LIST = 'attributeList';

const nextSort = (rows: FinancingGoodsAttribute[] | undefined) =>
  (rows ?? []).reduce((max, r) => Math.max(max, Number(r?.sort) || 0), 0) + 1;

/**
 * The categories the financing goods covers: each row a category (its code and name filled in from
 * it, editable), with a required sort of at most 11 characters. A category is picked once.
 */
export const FinancingAttrTable = () => {
  const form = Form.useFormInstance();
  const rows = Form.useWatch<FinancingGoodsAttribute[] | undefined>(LIST, form);
  const { data: materials, isLoading } = useMaterialOptions();
  // Rows may hold a category that is no longer normal (listAll has only status 1): keep its name visible.
  const options = useMemo(() => {
    const known = new Map((materials ?? []).map((m) => [String(m.id), `${m.name}（${m.code}）`]));
    for (const r of rows ?? []) {
      if (r?.materialId && !known.has(String(r.materialId)))
        known.set(String(r.materialId), r.materialName ?? r.name ?? r.materialId);
    }
    return [...known].map(([value, label]) => ({ value, label }));
  }, [materials, rows]);

  const pick = (field: FormListFieldData, materialId: string) => {
    const m = materials?.find((x) => String(x.id) === materialId);
    if (!m) return;
    form.setFieldValue([LIST, field.name, 'code'], m.code);
    form.setFieldValue([LIST, field.name, 'name'], m.name);
    form.setFieldValue([LIST, field.name, 'materialName'], m.name);
  };

  const columns = (remove: (index: number) => void): TableColumnsType<FormListFieldData> => [
    {
      title: '仓储物类别',
      key: 'materialId',
      width: 240,
      render: (_, f) => {
        const taken = new Set((rows ?? []).filter((_r, i) => i !== f.name).map((r) => String(r?.materialId)));
        return (
          <Form.Item name={[f.name, 'materialId']} rules={materialRules} {...cell}>
            <Select
              placeholder="请选择仓储物类别"
              aria-label="仓储物类别"
              showSearch={{ optionFilterProp: 'label' }}
              loading={isLoading}
              options={options.map((o) => ({ ...o, disabled: taken.has(o.value) }))}
              onChange={(v: string) => pick(f, v)}
            />
          </Form.Item>
        );
      },
    },
    {
      title: '编码',
      key: 'code',
      width: 160,
      render: (_, f) => (
        <Form.Item name={[f.name, 'code']} rules={rules.code} {...cell}>
          <Input placeholder="请输入编码" maxLength={50} />
        </Form.Item>
      ),
    },
    {
      title: '名称',
      key: 'name',
      width: 200,
      render: (_, f) => (
        <Form.Item name={[f.name, 'name']} rules={rules.name} {...cell}>
          <Input placeholder="请输入名称" maxLength={200} />
        </Form.Item>
      ),
    },
    {
      title: '排序',
      key: 'sort',
      width: 140,
      render: (_, f) => (
        <Form.Item name={[f.name, 'sort']} rules={rules.sort} {...cell}>
          <Input placeholder="请输入排序" maxLength={11} aria-label="排序" />
        </Form.Item>
      ),
    },
    {
      title: '操作',
      key: 'actions',
      width: 80,
      render: (_, f) => (
        <Button type="link" size="small" danger onClick={() => remove(f.name)}>
          删除
        </Button>
      ),
    },
  ];

  return (
    <Form.List name={LIST}>
      {(fields, { add, remove }) => (
        <>
          <Button
            icon={<PlusOutlined />}
            style={{ marginBottom: 12 }}
            onClick={() => add({ sort: nextSort(form.getFieldValue(LIST)) })}
          >
            新增类别
          </Button>
          <Table<FormListFieldData>
            data-testid="financing-attrs"
            rowKey="key"
            size="small"
            pagination={false}
            dataSource={fields}
            columns={columns(remove)}
            scroll={{ x: 820 }}
          />
        </>
      )}
    </Form.List>
  );
};

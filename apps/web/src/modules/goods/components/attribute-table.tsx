import { PlusOutlined } from '@ant-design/icons';
import { ATTR_FLAGS, attributeSchema, baseMaterialMessages, newAttribute } from '@kc/domain/goods/base-material';
import { App, Button, Form, type FormListFieldData, Input, Select, Table, type TableColumnsType } from 'antd';
import { zodFormRules } from '../../../components/crud/zod-rules';
import type { MaterialAttribute } from '../api';
import { yesNoOptions } from './goods-options';
import { SortInput } from './sort-input';

const rules = zodFormRules(attributeSchema.shape);
const cell = { style: { margin: 0 } };

export type AttributeListName = 'commonAttributeList' | 'baseMaterialAttributeList';

const columnsOf = (onRemove?: (field: FormListFieldData) => void): TableColumnsType<FormListFieldData> => [
  {
    title: '属性编码',
    key: 'attrCode',
    width: 130,
    render: (_, f) => (
      <Form.Item name={[f.name, 'attrCode']} rules={rules.attrCode} {...cell}>
        <Input placeholder="请输入属性编码" maxLength={50} />
      </Form.Item>
    ),
  },
  {
    title: '属性名称',
    key: 'attrName',
    width: 140,
    render: (_, f) => (
      <Form.Item name={[f.name, 'attrName']} rules={rules.attrName} {...cell}>
        <Input placeholder="请输入属性名称" maxLength={100} />
      </Form.Item>
    ),
  },
  ...ATTR_FLAGS.map(([flag, label]): TableColumnsType<FormListFieldData>[number] => ({
    title: label,
    key: flag,
    width: 88,
    render: (_, f) => (
      <Form.Item name={[f.name, flag]} rules={rules[flag]} {...cell}>
        <Select options={yesNoOptions} placeholder="请选择" aria-label={label} />
      </Form.Item>
    ),
  })),
  {
    title: '排序',
    key: 'sort',
    width: 100,
    render: (_, f) => (
      <Form.Item name={[f.name, 'sort']} rules={rules.sort} {...cell}>
        <SortInput />
      </Form.Item>
    ),
  },
  ...(onRemove
    ? [
        {
          title: '操作',
          key: 'actions',
          width: 80,
          fixed: 'right' as const,
          render: (_: unknown, f: FormListFieldData) => (
            <Button type="link" size="small" danger onClick={() => onRemove(f)}>
              删除
            </Button>
          ),
        },
      ]
    : []),
];

const nextSort = (rows: MaterialAttribute[] | undefined) =>
  (rows ?? []).reduce((max, r) => Math.max(max, Number(r?.sort) || 0), 0) + 1;

/**
 * An editable attribute table bound to one list of the form: every cell is required (spec 1 §5). The
 * extra list adds rows with the default flags and removes one only after a confirmation.
 */
export const AttributeTable = ({
  name,
  testId,
  readOnly = false,
}: {
  name: AttributeListName;
  testId: string;
  readOnly?: boolean;
}) => {
  const { modal } = App.useApp();
  const form = Form.useFormInstance();
  const extra = name === 'baseMaterialAttributeList' && !readOnly;
  return (
    <Form.List name={name}>
      {(fields, { add, remove }) => (
        <>
          {extra && (
            <Button
              icon={<PlusOutlined />}
              style={{ marginBottom: 12 }}
              onClick={() => add(newAttribute(1, nextSort(form.getFieldValue(name))))}
            >
              新增扩展属性
            </Button>
          )}
          <Table<FormListFieldData>
            data-testid={testId}
            rowKey="key"
            size="small"
            pagination={false}
            dataSource={fields}
            columns={columnsOf(
              extra
                ? (f) =>
                    modal.confirm({
                      title: '提示',
                      content: baseMaterialMessages.removeAttrConfirm,
                      okText: '确定',
                      cancelText: '取消',
                      okButtonProps: { danger: true },
                      onOk: () => remove(f.name),
                    })
                : undefined,
            )}
            scroll={{ x: 1100 }}
          />
        </>
      )}
    </Form.List>
  );
};

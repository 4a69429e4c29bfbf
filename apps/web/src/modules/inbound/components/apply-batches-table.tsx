import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { amountLabels, batchProp, inboundBatchInput, inboundMessages } from '@kc/domain/inbound/inbound';
import { App, Button, Form, Input, Table } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { zodFormRules, zodRules } from '../../../components/crud/zod-rules';
import type { StorageAttr } from '../api';

const rules = zodFormRules({
  batchNo: inboundBatchInput.shape.batchNo,
  applyWeight: inboundBatchInput.shape.applyWeight,
  applyQuantity: inboundBatchInput.shape.applyQuantity,
});
const valueRules = zodRules(batchProp.shape.value);

type Field = { key: number; name: number };

const cell = { style: { marginBottom: 0 } };

/**
 * The batches of an application: 批次号, the declared weight and quantity, and one column per storage
 * attribute (isStorage 1) of the chosen category. Rows are added and removed; one stays.
 */
export const ApplyBatchesTable = ({ attrs }: { attrs: StorageAttr[] }) => {
  const { message } = App.useApp();
  return (
    <Form.List name="batches">
      {(fields, { add, remove }) => {
        const columns: ColumnsType<Field> = [
          { title: '序号', key: 'index', width: 60, render: (_v, _f, i) => i + 1 },
          {
            title: '批次号',
            key: 'batchNo',
            width: 180,
            onHeaderCell: () => ({ className: 'ant-form-item-required' }),
            render: (_v, f, i) => (
              <Form.Item name={[f.name, 'batchNo']} rules={rules.batchNo} {...cell}>
                <Input placeholder="请输入批次号" maxLength={50} aria-label={`批次号 ${i + 1}`} />
              </Form.Item>
            ),
          },
          {
            title: amountLabels.applyWeight,
            key: 'applyWeight',
            width: 150,
            render: (_v, f, i) => (
              <Form.Item name={[f.name, 'applyWeight']} rules={rules.applyWeight} {...cell}>
                <Input placeholder="0.00" inputMode="decimal" aria-label={`${amountLabels.applyWeight} ${i + 1}`} />
              </Form.Item>
            ),
          },
          {
            title: amountLabels.applyQuantity,
            key: 'applyQuantity',
            width: 150,
            render: (_v, f, i) => (
              <Form.Item name={[f.name, 'applyQuantity']} rules={rules.applyQuantity} {...cell}>
                <Input placeholder="0.00" inputMode="decimal" aria-label={`${amountLabels.applyQuantity} ${i + 1}`} />
              </Form.Item>
            ),
          },
          ...attrs.map((a): ColumnsType<Field>[number] => ({
            title: a.attrName,
            key: `attr-${a.attrCode}`,
            width: 150,
            render: (_v, f, i) => (
              <Form.Item name={[f.name, 'props', a.attrCode]} rules={valueRules} {...cell}>
                <Input placeholder={`请输入${a.attrName}`} maxLength={100} aria-label={`${a.attrName} ${i + 1}`} />
              </Form.Item>
            ),
          })),
          {
            title: '操作',
            key: 'actions',
            width: 90,
            fixed: 'right',
            render: (_v, f, i) => (
              <Button
                type="link"
                danger
                size="small"
                icon={<DeleteOutlined />}
                aria-label={`删除批次 ${i + 1}`}
                onClick={() => {
                  if (fields.length <= 1) {
                    void message.warning(inboundMessages.batchesRequired);
                    return;
                  }
                  remove(f.name);
                }}
              >
                删除
              </Button>
            ),
          },
        ];
        return (
          <>
            <Table<Field>
              data-testid="apply-batches"
              rowKey="key"
              size="small"
              bordered
              pagination={false}
              columns={columns}
              dataSource={fields}
              scroll={{ x: 'max-content' }}
            />
            <Button type="dashed" icon={<PlusOutlined />} onClick={() => add({})} block style={{ marginTop: 12 }}>
              添加批次
            </Button>
          </>
        );
      }}
    </Form.List>
  );
};

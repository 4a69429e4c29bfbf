import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { inspectionFileInput, inspectionMessages } from '@kc/domain/inbound/inspection';
import { App, Button, Form, Input, Table } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { ApiError } from '../../../app/api-client';
import { zodFormRules } from '../../../components/crud/zod-rules';
import { ImageUpload } from '../../../components/image-upload';
import { inspectionApi } from '../inspection-api';

const rules = zodFormRules({
  testFileCode: inspectionFileInput.shape.testFileCode,
  testDesc: inspectionFileInput.shape.testDesc,
});
const fileRules = [{ required: true, message: inspectionMessages.fileRequired }];

type Field = { key: number; name: number };
const cell = { style: { marginBottom: 0 } };

/**
 * The inspection files of one batch (form list `files.<batchId>`): 公检文件编号, 公检说明 and one image each;
 * newest first as the server sends them. Read-only unless `editable`.
 */
export const InspectionFilesTable = ({
  batchId,
  batchNo,
  editable,
}: {
  batchId: string;
  batchNo: string;
  editable: boolean;
}) => {
  const { message } = App.useApp();
  const form = Form.useFormInstance();
  const upload = async (file: File) => {
    try {
      const { attachId, link } = await inspectionApi.upload(file);
      return { id: String(attachId), link };
    } catch (e) {
      // spec 3 §8: '上传失败', unless the server named the reason (a file whose content is not an image).
      void message.error(e instanceof ApiError && e.status === 400 ? e.message : inspectionMessages.uploadFailed);
      return undefined;
    }
  };
  return (
    <Form.List name={['files', batchId]}>
      {(fields, { add, remove }) => {
        const columns: ColumnsType<Field> = [
          {
            title: '公检文件编号',
            key: 'testFileCode',
            width: 220,
            onHeaderCell: () => ({ className: 'ant-form-item-required' }),
            render: (_v, f, i) => (
              <Form.Item name={[f.name, 'testFileCode']} rules={rules.testFileCode} {...cell}>
                <Input
                  placeholder="请输入公检文件编号"
                  maxLength={100}
                  aria-label={`${batchNo} 公检文件编号 ${i + 1}`}
                />
              </Form.Item>
            ),
          },
          {
            title: '公检说明',
            key: 'testDesc',
            render: (_v, f, i) => (
              <Form.Item name={[f.name, 'testDesc']} rules={rules.testDesc} {...cell}>
                <Input.TextArea
                  placeholder="请输入公检说明"
                  maxLength={400}
                  autoSize={{ minRows: 1, maxRows: 4 }}
                  aria-label={`${batchNo} 公检说明 ${i + 1}`}
                />
              </Form.Item>
            ),
          },
          {
            title: '公检文件',
            key: 'testFile',
            width: 150,
            onHeaderCell: () => ({ className: 'ant-form-item-required' }),
            render: (_v, f) => (
              <Form.Item name={[f.name, 'testFile']} rules={fileRules} {...cell}>
                <ImageUpload
                  label="公检文件"
                  upload={upload}
                  link={form.getFieldValue(['files', batchId, f.name, 'url'])}
                  removable={false}
                  size={80}
                />
              </Form.Item>
            ),
          },
          {
            title: '上传时间',
            key: 'createTime',
            width: 170,
            render: (_v, f) => form.getFieldValue(['files', batchId, f.name, 'createTime']) || '-',
          },
          ...(editable
            ? [
                {
                  title: '操作',
                  key: 'actions',
                  width: 80,
                  render: (_v: unknown, f: Field, i: number) => (
                    <Button
                      type="link"
                      danger
                      size="small"
                      icon={<DeleteOutlined />}
                      aria-label={`删除 ${batchNo} 公检文件 ${i + 1}`}
                      onClick={() => remove(f.name)}
                    >
                      删除
                    </Button>
                  ),
                },
              ]
            : []),
        ];
        return (
          <>
            <Table<Field>
              data-testid={`inspection-files-${batchNo}`}
              rowKey="key"
              size="small"
              bordered
              pagination={false}
              columns={columns}
              dataSource={fields}
              locale={{ emptyText: '暂无公检文件' }}
            />
            {editable && (
              <Button
                type="dashed"
                icon={<PlusOutlined />}
                onClick={() => add({}, 0)}
                block
                style={{ marginTop: 12 }}
                aria-label={`${batchNo} 添加公检文件`}
              >
                添加公检文件
              </Button>
            )}
          </>
        );
      }}
    </Form.List>
  );
};

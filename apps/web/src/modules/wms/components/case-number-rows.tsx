import { MinusCircleOutlined, PlusOutlined } from '@ant-design/icons';
import { wmsMessages } from '@kc/domain/wms/wms';
import { Button, Flex, Form, Input } from 'antd';
import type { Rule } from 'antd/es/form';

/**
 * The repeatable 货物标识 rows of the apply form: at least one, each filled ('请输入货物标识'); optional (`required`
 * false) once containers are ticked above.
 */
export const CaseNumberRows = ({ rules, required = true }: { rules: Rule[]; required?: boolean }) => (
  <Form.List name="caseNumbers">
    {(fields, { add, remove }) => (
      <>
        {fields.map((field, i) => (
          <Flex key={field.key} gap={8} align="start">
            <Form.Item
              name={field.name}
              label={i === 0 ? '货物标识' : `货物标识${i + 1}`}
              rules={rules}
              required={required}
              style={{ flex: 1, marginBottom: 12 }}
            >
              <Input placeholder={wmsMessages.caseNumber} maxLength={64} allowClear />
            </Form.Item>
            {fields.length > 1 && (
              <Button
                type="text"
                danger
                icon={<MinusCircleOutlined />}
                aria-label={`删除第${i + 1}行`}
                onClick={() => remove(field.name)}
                style={{ marginTop: 30 }}
              >
                删除
              </Button>
            )}
          </Flex>
        ))}
        <Button type="dashed" block icon={<PlusOutlined />} onClick={() => add()}>
          添加货物标识
        </Button>
      </>
    )}
  </Form.List>
);

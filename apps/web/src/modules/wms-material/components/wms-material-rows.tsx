import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { wmsMaterialMessages, wmsMaterialRow } from '@kc/domain/goods/wms-material';
import { App, Button, Col, Form, Input, Row } from 'antd';
import { zodFormRules } from '../../../components/crud/zod-rules';

const rules = zodFormRules(wmsMaterialRow.shape);

/** The repeatable WMS货物编码 / WMS货物名称 rows; the last row stays ('请至少填写一条货物信息'). */
export const WmsMaterialRows = () => {
  const { message } = App.useApp();
  return (
    <Form.List name="materialAddList">
      {(fields, { add, remove }) => (
        <>
          {fields.map((field, index) => (
            <Row key={field.key} gutter={16} align="top" data-testid="wms-material-row">
              <Col span={10}>
                <Form.Item
                  name={[field.name, 'externalMaterialId']}
                  label={`WMS货物编码 ${index + 1}`}
                  rules={rules.externalMaterialId}
                  required
                >
                  <Input placeholder="请输入WMS货物编码" maxLength={100} />
                </Form.Item>
              </Col>
              <Col span={10}>
                <Form.Item
                  name={[field.name, 'wmsMaterialName']}
                  label={`WMS货物名称 ${index + 1}`}
                  rules={rules.wmsMaterialName}
                  required
                >
                  <Input placeholder="请输入WMS货物名称" maxLength={100} />
                </Form.Item>
              </Col>
              <Col span={4}>
                <Form.Item label=" " colon={false}>
                  <Button
                    danger
                    icon={<DeleteOutlined />}
                    aria-label={`删除第${index + 1}行`}
                    onClick={() => {
                      if (fields.length <= 1) {
                        void message.warning(wmsMaterialMessages.oneRowAtLeast);
                        return;
                      }
                      remove(field.name);
                    }}
                  >
                    删除
                  </Button>
                </Form.Item>
              </Col>
            </Row>
          ))}
          <Button type="dashed" icon={<PlusOutlined />} onClick={() => add({})} block style={{ marginBottom: 24 }}>
            添加一行
          </Button>
        </>
      )}
    </Form.List>
  );
};

import { ArrowDownOutlined, ArrowUpOutlined, DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { chineseNumeral } from '@kc/domain/contract/document';
import {
  CLAUSE_CONTENT_MAX,
  CLAUSE_DISPLAY_MAX,
  CLAUSES_MAX,
  contractClauseSchema,
  contractTemplateMessages,
} from '@kc/domain/contract/template';
import { Button, Card, Flex, Form, Input, Space } from 'antd';
import { zodFormRules } from '../../../components/crud/zod-rules';

const rules = zodFormRules(contractClauseSchema.shape);
export const CLAUSE_LIST = 'listDetail';

/** The list itself: at least one clause, at most fifty (the domain's messages). */
const listRules = [
  {
    validator: async (_: unknown, v: unknown[] | undefined) => {
      if (!v?.length) throw new Error(contractTemplateMessages.clausesRequired);
      if (v.length > CLAUSES_MAX) throw new Error(contractTemplateMessages.clausesMax);
    },
  },
];

/**
 * The template's own clauses, in the order a contract prints them after its goods and fee clauses (so the
 * first is clause 三): each a title and a text; rows are added, removed and moved up or down.
 */
export const ClauseListEditor = ({ disabled = false }: { disabled?: boolean }) => (
  <Form.List name={CLAUSE_LIST} rules={listRules}>
    {(fields, { add, remove, move }, { errors }) => (
      <Flex vertical gap={12} data-testid="clause-list">
        {fields.map((field, index) => (
          <Card
            key={field.key}
            size="small"
            data-testid="clause-row"
            title={`第${chineseNumeral(index + 3)}条`}
            extra={
              !disabled && (
                <Space size={0}>
                  <Button
                    type="link"
                    size="small"
                    icon={<ArrowUpOutlined />}
                    disabled={index === 0}
                    aria-label={`上移第${index + 1}条`}
                    onClick={() => move(index, index - 1)}
                  >
                    上移
                  </Button>
                  <Button
                    type="link"
                    size="small"
                    icon={<ArrowDownOutlined />}
                    disabled={index === fields.length - 1}
                    aria-label={`下移第${index + 1}条`}
                    onClick={() => move(index, index + 1)}
                  >
                    下移
                  </Button>
                  <Button
                    type="link"
                    size="small"
                    danger
                    icon={<DeleteOutlined />}
                    aria-label={`删除第${index + 1}条`}
                    onClick={() => remove(field.name)}
                  >
                    删除
                  </Button>
                </Space>
              )
            }
          >
            <Form.Item name={[field.name, 'display']} label="条款标题" rules={rules.display} required>
              <Input placeholder="请输入条款标题，如：交货方式" maxLength={CLAUSE_DISPLAY_MAX} showCount />
            </Form.Item>
            <Form.Item
              name={[field.name, 'content']}
              label="条款内容"
              rules={rules.content}
              required
              style={{ marginBottom: 0 }}
            >
              <Input.TextArea
                placeholder="请输入条款内容，每行为一段"
                autoSize={{ minRows: 3, maxRows: 10 }}
                maxLength={CLAUSE_CONTENT_MAX}
                showCount
              />
            </Form.Item>
          </Card>
        ))}
        <Form.ErrorList errors={errors} />
        {!disabled && (
          <Button
            type="dashed"
            icon={<PlusOutlined />}
            block
            disabled={fields.length >= CLAUSES_MAX}
            onClick={() => add({ display: '', content: '' })}
          >
            添加条款
          </Button>
        )}
      </Flex>
    )}
  </Form.List>
);

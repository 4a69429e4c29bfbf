import { Button, Card, Flex, Form, Result, Space, Spin } from 'antd';
import { useSearchParams } from 'react-router-dom';
import { ForbiddenPage } from '../../../pages/status-pages';
import { AttributeTable } from '../components/attribute-table';
import { BaseMaterialFields } from '../components/base-material-fields';
import { type BaseMaterialValues, useBaseMaterialEditor } from '../hooks/use-base-material-editor';
import { useKeepsCatalogue } from '../hooks/use-keeps-catalogue';

const BaseMaterialEditor = ({ id }: { id: string | null }) => {
  const [form] = Form.useForm<BaseMaterialValues>();
  const editor = useBaseMaterialEditor(id);
  // A bank reads the category; only the operator edits it (the server refuses anyone else).
  const readOnly = !useKeepsCatalogue();
  const back = (
    <Button key="back" onClick={editor.back}>
      返回
    </Button>
  );
  if (readOnly && !id) return <ForbiddenPage />;
  if (editor.failed) return <Result status="warning" title="仓储物类别加载失败" extra={back} />;
  if (editor.loading || !editor.initial) return <Spin spinning style={{ display: 'block', padding: 48 }} />;
  return (
    <Card
      title={readOnly ? '查看仓储物类别' : id ? '编辑仓储物类别' : '新增仓储物类别'}
      extra={
        <Space>
          {back}
          {!readOnly && (
            <Button type="primary" loading={editor.saving} onClick={() => void editor.save(form)}>
              保存
            </Button>
          )}
        </Space>
      }
    >
      <Form<BaseMaterialValues>
        form={form}
        name="base-material"
        layout="vertical"
        initialValues={editor.initial}
        disabled={readOnly}
      >
        <BaseMaterialFields />
        <Flex vertical gap={16}>
          <Card type="inner" size="small" title="通用属性">
            <AttributeTable name="commonAttributeList" testId="common-attrs" readOnly={readOnly} />
          </Card>
          <Card type="inner" size="small" title="扩展属性">
            <AttributeTable name="baseMaterialAttributeList" testId="extra-attrs" readOnly={readOnly} />
          </Card>
        </Flex>
      </Form>
    </Card>
  );
};

/** /base/basematerial/detail (?id= to edit): the category with its common and extra attributes. */
export const BaseMaterialDetailPage = () => {
  const [params] = useSearchParams();
  const id = params.get('id');
  return <BaseMaterialEditor key={id ?? 'new'} id={id} />;
};

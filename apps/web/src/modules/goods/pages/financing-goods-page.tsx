import { Button, Card, Flex, Form, Result, Space, Spin } from 'antd';
import { useSearchParams } from 'react-router-dom';
import { FinancingAttrTable } from '../components/financing-attr-table';
import { FinancingGoodsFields } from '../components/financing-goods-fields';
import { type FinancingGoodsValues, useFinancingGoodsEditor } from '../hooks/use-financing-goods-editor';

const FinancingGoodsEditor = ({ materialId, id }: { materialId: string | null; id: string | null }) => {
  const [form] = Form.useForm<FinancingGoodsValues>();
  const editor = useFinancingGoodsEditor(materialId, id);
  const back = (
    <Button key="back" onClick={editor.back}>
      返回
    </Button>
  );
  if (editor.failed) return <Result status="warning" title="融资货物加载失败" extra={back} />;
  if (editor.loading || !editor.initial) return <Spin spinning style={{ display: 'block', padding: 48 }} />;
  return (
    <Card
      title={id ? '编辑融资货物' : '新增融资货物'}
      extra={
        <Space>
          {back}
          {id && (
            <Button danger onClick={editor.remove}>
              删除
            </Button>
          )}
          <Button type="primary" loading={editor.saving} onClick={() => void editor.save(form)}>
            保存
          </Button>
        </Space>
      }
    >
      <Form<FinancingGoodsValues> form={form} name="financing-goods" layout="vertical" initialValues={editor.initial}>
        <Flex vertical gap={8}>
          <FinancingGoodsFields />
          <Card type="inner" size="small" title="融资货物类别">
            <FinancingAttrTable />
          </Card>
        </Flex>
      </Form>
    </Card>
  );
};

/**
 * /base/basematerial/financingGoods?materialId= (&id= to edit): a bank's financing goods and the
 * categories it covers; the category it was opened from is the first row of a new one.
 */
export const FinancingGoodsPage = () => {
  const [params] = useSearchParams();
  const materialId = params.get('materialId');
  const id = params.get('id');
  return <FinancingGoodsEditor key={`${materialId ?? ''}-${id ?? 'new'}`} materialId={materialId} id={id} />;
};

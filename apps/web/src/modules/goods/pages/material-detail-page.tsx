import { Button, Card, Form, Result, Space, Spin } from 'antd';
import { useSearchParams } from 'react-router-dom';
import { BankDetailFields } from '../components/bank-detail-fields';
import { MissingMaterial } from '../components/missing-material';
import { type BankDetailValues, useBankDetailEditor } from '../hooks/use-bank-detail-editor';

const BankDetailEditor = ({ materialId, id }: { materialId: string; id: string | null }) => {
  const [form] = Form.useForm<BankDetailValues>();
  const editor = useBankDetailEditor(materialId, id);
  const back = (
    <Button key="back" onClick={editor.back}>
      返回
    </Button>
  );
  if (editor.failed) return <Result status="warning" title="银行类别明细加载失败" extra={back} />;
  if (editor.loading || !editor.initial) return <Spin spinning style={{ display: 'block', padding: 48 }} />;
  return (
    <Card
      title={id ? '编辑银行类别明细' : '新增银行类别明细'}
      extra={
        <Space>
          {back}
          <Button type="primary" loading={editor.saving} onClick={() => void editor.save(form)}>
            保存
          </Button>
        </Space>
      }
    >
      <Form<BankDetailValues> form={form} name="bank-material-detail" layout="vertical" initialValues={editor.initial}>
        <BankDetailFields />
      </Form>
    </Card>
  );
};

/** /base/basematerial/materialDetail?materialId= (&id= to edit): a bank's own detail of the category. */
export const MaterialDetailPage = () => {
  const [params] = useSearchParams();
  const materialId = params.get('materialId');
  const id = params.get('id');
  if (!materialId) return <MissingMaterial />;
  return <BankDetailEditor key={`${materialId}-${id ?? 'new'}`} materialId={materialId} id={id} />;
};

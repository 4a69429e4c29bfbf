import { financeRefusals } from '@kc/domain/finance/finance';
import { Button, Card, Form, Result, Space, Spin } from 'antd';
import { useSearchParams } from 'react-router-dom';
import { FinanceApplyFields } from '../components/finance-apply-fields';
import { FinanceBillPicker } from '../components/finance-bill-picker';
import { FinanceChosenBills } from '../components/finance-chosen-bills';
import { type ApplyValues, useFinanceEditor } from '../hooks/use-finance-editor';

const notEditable = financeRefusals.notEditable().message;

const FinanceApplyForm = ({ id }: { id: string | null }) => {
  const [form] = Form.useForm<ApplyValues>();
  const warehouseUnitId = Form.useWatch('warehouseUnitId', form);
  const editor = useFinanceEditor(id);
  const back = (
    <Button key="back" onClick={editor.back}>
      返回
    </Button>
  );
  if (editor.failed) return <Result status="warning" title="融资申请加载失败" extra={back} />;
  if (editor.loading || !editor.initial) return <Spin spinning style={{ display: 'block', padding: 48 }} />;
  if (!editor.editable) return <Result status="warning" title={notEditable} extra={back} />;
  return (
    <Card
      title={id ? `编辑融资申请 ${editor.code ?? ''}` : '新增融资申请'}
      extra={
        <Space>
          {back}
          <Button
            loading={editor.saving === 'save'}
            disabled={editor.saving !== null}
            onClick={() => editor.save(form)}
            data-testid="finance-save"
          >
            保存
          </Button>
          <Button
            type="primary"
            loading={editor.saving === 'submit'}
            disabled={editor.saving !== null}
            onClick={() => editor.submit(form)}
            data-testid="finance-apply-submit"
          >
            提交
          </Button>
        </Space>
      }
    >
      <Form<ApplyValues> form={form} name="finance-apply" layout="vertical" initialValues={editor.initial}>
        <FinanceApplyFields saved={editor.saved} onWarehouseChange={() => editor.setChosen([])} />
        <Card type="inner" size="small" title="选择质押仓单" style={{ marginBottom: 16 }}>
          <FinanceBillPicker
            key={warehouseUnitId ?? 'none'}
            warehouseUnitId={warehouseUnitId}
            applyId={id}
            chosen={editor.chosen}
            onChange={editor.setChosen}
          />
        </Card>
        <Card type="inner" size="small" title="质押仓单单价与质押率">
          <FinanceChosenBills
            chosen={editor.chosen}
            onRemove={(billId) => editor.setChosen(editor.chosen.filter((b) => b.id !== billId))}
          />
        </Card>
      </Form>
    </Card>
  );
};

/** /ccb/finance/apply (?id= to edit a saved or rejected application): 保存 keeps it, 提交 sends it to review. */
export const FinanceApplyPage = () => {
  const [params] = useSearchParams();
  const id = params.get('id');
  return <FinanceApplyForm key={id ?? 'new'} id={id} />;
};

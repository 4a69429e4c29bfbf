import { inboundMessages } from '@kc/domain/inbound/inbound';
import { InboundStatus } from '@kc/domain/inbound/status';
import { Button, Card, Form, Result, Space, Spin } from 'antd';
import { useSearchParams } from 'react-router-dom';
import { ApplyBatchesTable } from '../components/apply-batches-table';
import { ApplyFields } from '../components/apply-fields';
import { type ApplyValues, useInboundEditor } from '../hooks/use-inbound-editor';

const InboundApplyForm = ({ id }: { id: string | null }) => {
  const [form] = Form.useForm<ApplyValues>();
  const editor = useInboundEditor(id);
  const back = (
    <Button key="back" onClick={editor.back}>
      返回
    </Button>
  );
  if (editor.failed) return <Result status="warning" title="入库单加载失败" extra={back} />;
  if (editor.loading || !editor.initial) return <Spin spinning style={{ display: 'block', padding: 48 }} />;
  if (!editor.editable) return <Result status="warning" title={inboundMessages.notEditable} extra={back} />;
  return (
    <Card
      title={id ? `编辑入库申请 ${editor.code ?? ''}` : '新增入库申请'}
      extra={
        <Space>
          {back}
          <Button
            loading={editor.saving === InboundStatus.draft}
            disabled={editor.saving !== null}
            onClick={() => editor.saveDraft(form)}
          >
            保存
          </Button>
          <Button
            type="primary"
            loading={editor.saving === InboundStatus.awaitingShipperAudit}
            disabled={editor.saving !== null}
            onClick={() => editor.submit(form)}
          >
            提交
          </Button>
        </Space>
      }
    >
      <Form<ApplyValues> form={form} name="inbound-apply" layout="vertical" initialValues={editor.initial}>
        <ApplyFields onMaterialChange={editor.onMaterialChange} />
        <Card type="inner" size="small" title="入库批次">
          <ApplyBatchesTable attrs={editor.attrs} />
        </Card>
      </Form>
    </Card>
  );
};

/** /inputs/inputApply (?id= to edit a draft or a rejected order): 保存 keeps a draft, 提交 sends it to the shipper's audit. */
export const InboundApplyPage = () => {
  const [params] = useSearchParams();
  const id = params.get('id');
  return <InboundApplyForm key={id ?? 'new'} id={id} />;
};

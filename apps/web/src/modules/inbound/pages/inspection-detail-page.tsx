import { InspectionStatus } from '@kc/domain/inbound/inspection';
import { Button, Card, Descriptions, Flex, Form, Result, Space, Spin } from 'antd';
import { useSearchParams } from 'react-router-dom';
import { statusMaps } from '../../../components/status-maps';
import { StatusTag } from '../../../components/status-tag';
import { InspectionBatchCard } from '../components/inspection-batch-card';
import { type InspectionValues, toInspectionValues, useInspectionEditor } from '../hooks/use-inspection-editor';

const InspectionEditor = ({ id }: { id: string }) => {
  const [form] = Form.useForm<InspectionValues>();
  const editor = useInspectionEditor(id);
  const back = <Button onClick={editor.back}>返回</Button>;
  const t = editor.inspection;
  if (editor.failed) return <Result status="404" title="公检不存在" extra={back} />;
  if (editor.loading || !t) return <Spin spinning style={{ display: 'block', padding: 48 }} />;
  return (
    <Card
      title={`公检 ${t.input.code}`}
      extra={
        <Space>
          {back}
          {editor.editable && (
            <>
              <Button
                loading={editor.busy === InspectionStatus.pending}
                disabled={editor.busy !== null}
                onClick={() => editor.save(form)}
              >
                保存
              </Button>
              <Button
                type="primary"
                loading={editor.busy === InspectionStatus.done}
                disabled={editor.busy !== null}
                onClick={() => editor.finish(form)}
              >
                完成公检
              </Button>
            </>
          )}
        </Space>
      }
    >
      <Descriptions bordered size="small" column={{ xs: 1, md: 2, xl: 3 }} style={{ marginBottom: 16 }}>
        <Descriptions.Item label="入库单号">{t.input.code}</Descriptions.Item>
        <Descriptions.Item label="状态">
          <StatusTag value={t.status} map={statusMaps.inspection} />
        </Descriptions.Item>
        <Descriptions.Item label="仓储物">{t.input.materialName || '-'}</Descriptions.Item>
        <Descriptions.Item label="货主">{t.input.shipperName || '-'}</Descriptions.Item>
        <Descriptions.Item label="仓库">{t.input.warehouseName || '-'}</Descriptions.Item>
        <Descriptions.Item label="完成时间">{t.finishTime || '-'}</Descriptions.Item>
      </Descriptions>
      <Form<InspectionValues>
        form={form}
        name="inspection"
        layout="vertical"
        disabled={!editor.editable}
        initialValues={toInspectionValues(t)}
      >
        <Flex vertical gap={16}>
          {t.batches.map((b) => (
            <InspectionBatchCard key={b.id} batch={b} units={t.input} editable={editor.editable} />
          ))}
        </Flex>
      </Form>
    </Card>
  );
};

/** /check/testDetail?id= (the public inspection detail of an inbound order): after 完成公检 it goes to /check/test. */
export const InspectionDetailPage = () => {
  const [params] = useSearchParams();
  const id = params.get('id');
  if (!id) return <Result status="warning" title="未指定公检" />;
  return <InspectionEditor key={id} id={id} />;
};

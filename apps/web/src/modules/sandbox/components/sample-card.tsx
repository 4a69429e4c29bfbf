import { DownloadOutlined } from '@ant-design/icons';
import { App, Button, Card, Form, Image, Input, Typography } from 'antd';
import { type ReactNode, useEffect, useState } from 'react';
import { fetchSample, type SampleKind, saveBlob } from '../api';

export type SampleField = { name: string; label: string };

type Props = {
  kind: SampleKind;
  title: string;
  fields: SampleField[];
  defaults: Record<string, string>;
  hint?: ReactNode;
};

/** One sample image: its fields, 生成并下载 (the PNG the recognition sandbox reads), and a preview. */
export const SampleCard = ({ kind, title, fields, defaults, hint }: Props) => {
  const { message } = App.useApp();
  const [form] = Form.useForm<Record<string, string>>();
  const [preview, setPreview] = useState<string>();
  const [busy, setBusy] = useState(false);
  useEffect(() => () => (preview ? URL.revokeObjectURL(preview) : undefined), [preview]);
  const generate = async () => {
    const values = await form.validateFields();
    setBusy(true);
    try {
      const blob = await fetchSample(kind, values);
      saveBlob(blob, `sample-${kind}.png`);
      setPreview(URL.createObjectURL(blob));
    } catch (e) {
      void message.error(e instanceof Error ? e.message : String(e));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Card title={title} size="small" style={{ width: 360 }} data-testid={`sample-${kind}`}>
      {hint && <Typography.Paragraph type="secondary">{hint}</Typography.Paragraph>}
      <Form form={form} name={`sample-${kind}`} layout="vertical" initialValues={defaults}>
        {fields.map((f) => (
          <Form.Item key={f.name} name={f.name} label={f.label} style={{ marginBottom: 12 }}>
            <Input maxLength={100} />
          </Form.Item>
        ))}
      </Form>
      <Button type="primary" icon={<DownloadOutlined />} loading={busy} onClick={() => void generate().catch(() => {})}>
        生成并下载
      </Button>
      {preview && (
        <div style={{ marginTop: 12 }}>
          <Image src={preview} alt={`${title}预览`} width={320} />
        </div>
      )}
    </Card>
  );
};

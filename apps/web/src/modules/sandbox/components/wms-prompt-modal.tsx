import { Form, Input, Modal } from 'antd';
import type { Rule } from 'antd/es/form';
import { useEffect, useId } from 'react';

export type WmsPrompt = {
  title: string;
  label: string;
  initialValue?: string;
  placeholder?: string;
  rules?: Rule[];
  run: (value: string) => Promise<unknown>;
};

/** One question with one answer (移位 → 目标库位, 改重量 → 重量): 确定 runs it, a failure keeps the dialog open. */
export const WmsPromptModal = ({ prompt, onClose }: { prompt: WmsPrompt | null; onClose: () => void }) => {
  const [form] = Form.useForm<{ value: string }>();
  const name = `wms-prompt-${useId().replace(/[^a-zA-Z0-9]/g, '')}`;
  useEffect(() => {
    if (prompt) form.setFieldsValue({ value: prompt.initialValue ?? '' });
  }, [prompt, form]);
  const submit = async () => {
    const { value } = await form.validateFields();
    await prompt!.run(value.trim());
    onClose();
  };
  return (
    <Modal
      open={prompt != null}
      title={prompt?.title}
      okText="确定"
      cancelText="取消"
      onOk={() => void submit().catch(() => {})}
      onCancel={onClose}
      destroyOnHidden
      forceRender
    >
      <Form form={form} name={name} layout="vertical">
        <Form.Item name="value" label={prompt?.label} rules={prompt?.rules}>
          <Input placeholder={prompt?.placeholder} autoFocus />
        </Form.Item>
      </Form>
    </Modal>
  );
};

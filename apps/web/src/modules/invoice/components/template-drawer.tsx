import { invoiceTemplateForm } from '@kc/domain/payment/invoice';
import { doneMessages } from '@kc/domain/shared/messages';
import { App, Button, Drawer, Form, Input, Space, Switch } from 'antd';
import { useEffect } from 'react';
import { zodFormRules } from '../../../components/crud/zod-rules';
import { type InvoiceTemplate, type InvoiceTemplateForm, useTemplateMutations } from '../api';

const rules = zodFormRules(invoiceTemplateForm.shape);

type Values = Omit<InvoiceTemplateForm, 'isDefault'> & { isDefault?: boolean };

/** Add or edit one of the enterprise's invoice information (spec 2 §3 Invoice form). */
export const TemplateDrawer = ({
  open,
  editing,
  onClose,
}: {
  open: boolean;
  /** null adds */
  editing: InvoiceTemplate | null;
  onClose: () => void;
}) => {
  const { message } = App.useApp();
  const [form] = Form.useForm<Values>();
  const { save } = useTemplateMutations();
  useEffect(() => {
    if (!open) return;
    form.resetFields();
    if (editing) form.setFieldsValue({ ...editing, isDefault: editing.isDefault === 1 });
  }, [open, editing, form]);
  const submit = async () => {
    const v = await form.validateFields();
    await save.mutateAsync({ ...v, id: editing?.id, isDefault: v.isDefault ? 1 : 0 });
    void message.success(doneMessages.saved);
    onClose();
  };
  return (
    <Drawer
      open={open}
      title={editing ? '编辑开票信息' : '新增开票信息'}
      width={520}
      onClose={onClose}
      destroyOnHidden
      forceRender
      extra={
        <Space>
          <Button onClick={onClose}>取消</Button>
          <Button
            type="primary"
            loading={save.isPending}
            data-testid="template-save"
            onClick={() => void submit().catch(() => {})}
          >
            保存
          </Button>
        </Space>
      }
    >
      <Form<Values> form={form} name="invoice-template" layout="vertical" data-testid="template-form">
        <Form.Item name="title" label="发票抬头" rules={rules.title}>
          <Input maxLength={100} data-testid="template-title" />
        </Form.Item>
        <Form.Item name="taxNo" label="纳税人识别号" rules={rules.taxNo}>
          <Input maxLength={20} data-testid="template-tax-no" />
        </Form.Item>
        <Form.Item name="address" label="地址" rules={rules.address}>
          <Input maxLength={100} data-testid="template-address" />
        </Form.Item>
        <Form.Item name="phone" label="电话" rules={rules.phone}>
          <Input maxLength={30} data-testid="template-phone" />
        </Form.Item>
        <Form.Item name="bankName" label="开户银行" rules={rules.bankName}>
          <Input maxLength={100} data-testid="template-bank" />
        </Form.Item>
        <Form.Item name="bankAccount" label="银行账号" rules={rules.bankAccount}>
          <Input maxLength={100} data-testid="template-account" />
        </Form.Item>
        <Form.Item name="isDefault" label="设为默认" valuePropName="checked">
          <Switch data-testid="template-default" />
        </Form.Item>
      </Form>
    </Drawer>
  );
};

import { doneMessages } from '@kc/domain/shared/messages';
import { App, Form, type FormInstance, Modal } from 'antd';
import { type ReactNode, useEffect, useId, useState } from 'react';

export type FormMode = 'add' | 'edit' | 'view';
const modeTitle: Record<FormMode, string> = { add: '新增', edit: '编辑', view: '查看' };

export type FormModalProps<T> = {
  open: boolean;
  mode: FormMode;
  /** What is edited: 角色, 菜单, ... (title becomes 新增角色). */
  noun: string;
  initialValues?: Partial<T>;
  onSubmit: (values: T) => Promise<unknown>;
  onClose: () => void;
  children: ReactNode | ((form: FormInstance<T>) => ReactNode);
  width?: number;
  /** What the toast says after a save (已保存 unless the dialog does something else). */
  done?: string;
};

/**
 * The add / edit / view dialog every admin list uses: view is read-only with no OK button; a successful
 * save says what happened (已保存) and closes; a failure keeps the dialog open (the server's message is shown).
 */
export const FormModal = <T extends object>({
  open,
  mode,
  noun,
  initialValues,
  onSubmit,
  onClose,
  children,
  width = 640,
  done = doneMessages.saved,
}: FormModalProps<T>) => {
  const [form] = Form.useForm<T>();
  // A name of its own, so its field ids never collide with the search form's (a label would focus the wrong input).
  const formName = `kc-form-${useId().replace(/[^a-zA-Z0-9]/g, '')}`;
  const { message } = App.useApp();
  const [saving, setSaving] = useState(false);
  useEffect(() => {
    if (!open) return;
    form.resetFields();
    if (initialValues) form.setFieldsValue(initialValues as never);
  }, [open, initialValues, form]);
  const submit = async () => {
    const values = await form.validateFields();
    setSaving(true);
    try {
      await onSubmit({ ...(initialValues ?? {}), ...values } as T);
      void message.success(done);
      onClose();
    } finally {
      setSaving(false);
    }
  };
  return (
    <Modal
      open={open}
      title={`${modeTitle[mode]}${noun}`}
      width={width}
      onCancel={onClose}
      onOk={mode === 'view' ? onClose : () => void submit().catch(() => {})}
      okText={mode === 'view' ? '关闭' : '保存'}
      cancelButtonProps={mode === 'view' ? { style: { display: 'none' } } : undefined}
      confirmLoading={saving}
      destroyOnHidden
      forceRender
    >
      <Form<T> form={form} name={formName} layout="vertical" disabled={mode === 'view'}>
        {typeof children === 'function' ? children(form) : children}
      </Form>
    </Modal>
  );
};

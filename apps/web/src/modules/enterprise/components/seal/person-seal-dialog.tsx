import { personSealApplication, sealMessages } from '@kc/domain/enterprise/seal';
import { doneMessages } from '@kc/domain/shared/messages';
import { App, Form, Input, Modal } from 'antd';
import { ApiError } from '../../../../app/api-client';
import { zodFormRules } from '../../../../components/crud/zod-rules';
import { type EnterpriseDetail, type PersonSealInput, useApplyPerson } from '../../api';
import { AgreementField } from './agreement-field';
import { SmsCodeField } from './sms-code-field';

const rules = zodFormRules(personSealApplication.shape);
const CODE_REFUSALS: readonly string[] = [sealMessages.smsCodeRequired, sealMessages.smsCodeWrong];

type Props = { detail: EnterpriseDetail; onClose: () => void; onApplied: () => void };

/** Personal seal application: name, ID, mobile and the SMS code sent to it (spec 1 §3, §5). */
export const PersonSealDialog = ({ detail, onClose, onApplied }: Props) => {
  const { message } = App.useApp();
  const [form] = Form.useForm<PersonSealInput>();
  const apply = useApplyPerson();
  const submit = async () => {
    const values = await form.validateFields();
    try {
      await apply.mutateAsync(values);
    } catch (e) {
      // The server's verdict on the code belongs under the code field too.
      if (e instanceof ApiError && CODE_REFUSALS.includes(e.message)) {
        form.setFields([{ name: 'validateCode', errors: [e.message] }]);
      }
      throw e;
    }
    void message.success(doneMessages.applied);
    onApplied();
  };
  return (
    <Modal
      open
      title="申请个人电子签章"
      okText="提交申请"
      cancelText="取消"
      onOk={() => void submit().catch(() => {})}
      onCancel={onClose}
      confirmLoading={apply.isPending}
      width={560}
    >
      <Form<PersonSealInput>
        form={form}
        name="person-seal"
        layout="vertical"
        initialValues={{
          name: detail.name ?? undefined,
          idNumber: detail.identityNumber ?? undefined,
          mobile: detail.contactsPhone ?? undefined,
          email: detail.contactsEmail ?? undefined,
        }}
      >
        <Form.Item name="name" label="姓名" rules={rules.name}>
          <Input placeholder="请输入姓名" />
        </Form.Item>
        <Form.Item name="idNumber" label="身份证号" rules={rules.idNumber}>
          <Input placeholder="请输入身份证号" />
        </Form.Item>
        <Form.Item name="mobile" label="手机号" rules={rules.mobile}>
          <Input placeholder="请输入手机号" />
        </Form.Item>
        <Form.Item name="email" label="电子邮箱" rules={rules.email}>
          <Input placeholder="请输入电子邮箱" />
        </Form.Item>
        <SmsCodeField rules={rules.validateCode} />
        <AgreementField rules={rules.agree} />
      </Form>
    </Modal>
  );
};

import { companySealApplication } from '@kc/domain/enterprise/seal';
import { doneMessages } from '@kc/domain/shared/messages';
import { App, Form, Input, Modal } from 'antd';
import { zodFormRules } from '../../../../components/crud/zod-rules';
import { type CompanySealInput, type EnterpriseDetail, useApplyCompany } from '../../api';
import { AgreementField } from './agreement-field';

const rules = zodFormRules(companySealApplication.shape);

type Props = { detail: EnterpriseDetail; onClose: () => void; onApplied: () => void };

/** Company seal application: bank account and operator (spec 1 §3 Seal application, §5). */
export const CompanySealDialog = ({ detail, onClose, onApplied }: Props) => {
  const { message } = App.useApp();
  const [form] = Form.useForm<CompanySealInput>();
  const apply = useApplyCompany();
  const submit = async () => {
    const values = await form.validateFields();
    await apply.mutateAsync(values);
    void message.success(doneMessages.applied);
    onApplied();
  };
  return (
    <Modal
      open
      title="申请电子签章"
      okText="提交申请"
      cancelText="取消"
      onOk={() => void submit().catch(() => {})}
      onCancel={onClose}
      confirmLoading={apply.isPending}
      width={560}
    >
      <Form<CompanySealInput>
        form={form}
        name="company-seal"
        layout="vertical"
        initialValues={{
          bankName: detail.bankName ?? undefined,
          bankAccount: detail.bankAccount ?? undefined,
          name: detail.corporateInfo ?? undefined,
          identityNumber: detail.identityNumber ?? undefined,
          phone: detail.corporatePhone ?? undefined,
        }}
      >
        <Form.Item name="bankName" label="企业开户银行" rules={rules.bankName}>
          <Input placeholder="请输入企业开户银行" />
        </Form.Item>
        <Form.Item name="bankAccount" label="开户银行账号" rules={rules.bankAccount}>
          <Input placeholder="请输入开户银行账号" />
        </Form.Item>
        <Form.Item name="name" label="经办人姓名" rules={rules.name}>
          <Input placeholder="请输入经办人姓名" />
        </Form.Item>
        <Form.Item name="identityNumber" label="经办人身份证号" rules={rules.identityNumber}>
          <Input placeholder="请输入经办人身份证号" />
        </Form.Item>
        <Form.Item name="phone" label="手机号" rules={rules.phone}>
          <Input placeholder="请输入手机号" />
        </Form.Item>
        <AgreementField rules={rules.agree} />
      </Form>
    </Modal>
  );
};

import { FINANCING_FEE_BUSS_TYPE, feeInvoiceBody } from '@kc/domain/finance/service-fee';
import { invoiceMessages } from '@kc/domain/payment/invoice';
import { App, Button, Form, Input, Modal, Select, Space } from 'antd';
import { useEffect, useMemo } from 'react';
import { useNavigate } from 'react-router-dom';
import { useUserInfo } from '../../../app/session-queries';
import { zodRules } from '../../../components/crud/zod-rules';
import { useTemplateList } from '../../invoice/api';
import { TRADE_INVOICE_PATH } from '../../invoice/invoice-paths';
import { useServiceFeeMutations } from '../service-fee-api';

type Values = { invoiceTemplateId?: string; noticeEmail?: string };

const rules = {
  invoiceTemplateId: zodRules(feeInvoiceBody.shape.invoiceTemplateId),
  noticeEmail: zodRules(feeInvoiceBody.shape.noticeEmail),
};

/**
 * 申请开票 of the financing service fee (spec 2 §5 Invoice, §7 GET/POST ccb/finance/supplyInvoice, bussType 2): the
 * contract's invoice dialog (invoice module) with the fee's call — the company among the enterprise's invoice
 * information (the default first) and the address the PDF is mailed to.
 */
export const FeeInvoiceDialog = ({ feeId, open, onClose }: { feeId: string; open: boolean; onClose: () => void }) => {
  const { message } = App.useApp();
  const navigate = useNavigate();
  const [form] = Form.useForm<Values>();
  const { data: me } = useUserInfo();
  const enterpriseId = me?.postId ? String(me.postId) : undefined;
  const { data: templates, isLoading } = useTemplateList(enterpriseId, open);
  const { supplyInvoice } = useServiceFeeMutations();
  const options = useMemo(
    () => (templates ?? []).map((t) => ({ value: t.id, label: `${t.title}（${t.taxNo}）` })),
    [templates],
  );
  useEffect(() => {
    if (!open) return;
    form.resetFields();
    form.setFieldsValue({
      invoiceTemplateId: templates?.find((t) => t.isDefault === 1)?.id,
      noticeEmail: me?.email ?? undefined,
    });
  }, [open, templates, me?.email, form]);
  const submit = async () => {
    const v = await form.validateFields();
    await supplyInvoice.mutateAsync({
      invoiceTemplateId: v.invoiceTemplateId!,
      bussId: feeId,
      bussType: FINANCING_FEE_BUSS_TYPE,
      noticeEmail: v.noticeEmail!.trim(),
    });
    void message.success('开票申请已提交');
    onClose();
  };
  return (
    <Modal
      open={open}
      title="申请开票"
      width={520}
      onCancel={onClose}
      onOk={() => void submit().catch(() => {})}
      okText="提交"
      okButtonProps={{ 'data-testid': 'fee-invoice-submit' } as Record<string, string>}
      confirmLoading={supplyInvoice.isPending}
      destroyOnHidden
      forceRender
    >
      <Form<Values> form={form} name="fee-invoice-apply" layout="vertical" data-testid="fee-invoice-form">
        <Form.Item label="开票公司" required>
          <Space.Compact style={{ width: '100%' }}>
            <Form.Item name="invoiceTemplateId" rules={rules.invoiceTemplateId} noStyle>
              <Select
                placeholder={invoiceMessages.selectCompany}
                options={options}
                loading={isLoading}
                data-testid="fee-invoice-company"
                style={{ width: '100%' }}
              />
            </Form.Item>
            <Button onClick={() => navigate(TRADE_INVOICE_PATH)}>{invoiceMessages.addInfo}</Button>
          </Space.Compact>
        </Form.Item>
        <Form.Item name="noticeEmail" label="接收邮箱" rules={rules.noticeEmail} required>
          <Input placeholder={invoiceMessages.noticeEmail} maxLength={100} data-testid="fee-invoice-email" />
        </Form.Item>
      </Form>
    </Modal>
  );
};

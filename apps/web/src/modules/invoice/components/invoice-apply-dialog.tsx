import { InvoiceBussType, invoiceMessages, supplyInvoiceBody } from '@kc/domain/payment/invoice';
import { App, Button, Form, Input, Modal, Select, Space } from 'antd';
import { useEffect, useMemo } from 'react';
import { useNavigate } from 'react-router-dom';
import { useUserInfo } from '../../../app/session-queries';
import { zodRules } from '../../../components/crud/zod-rules';
import { useSupplyInvoice, useTemplateList } from '../api';
import { TRADE_INVOICE_PATH } from '../invoice-paths';

type Values = { invoiceTemplateId?: string; noticeEmail?: string };
type SupplyBody = { invoiceTemplateId: string; bussId: string; bussType: number; noticeEmail: string };
/** The call that applies (a react-query mutation): the contract's by default, another business's when given. */
type Supply = { mutateAsync: (body: SupplyBody) => Promise<unknown>; isPending: boolean };

const rules = {
  invoiceTemplateId: zodRules(supplyInvoiceBody.shape.invoiceTemplateId),
  noticeEmail: zodRules(supplyInvoiceBody.shape.noticeEmail),
};

/**
 * 申请开票 (spec 2 §5 Invoice, §7 Invoices): the company to invoice, chosen among the enterprise's invoice
 * information (the default first), and the address the PDF is mailed to. The contract's platform fee by default;
 * another business (the financing service fee, bussType 2) passes its own `supply` call.
 */
export const InvoiceApplyDialog = ({
  bussId,
  bussType = InvoiceBussType.contract,
  supply: given,
  open,
  onClose,
}: {
  bussId: string;
  bussType?: number;
  supply?: Supply;
  open: boolean;
  onClose: () => void;
}) => {
  const { message } = App.useApp();
  const navigate = useNavigate();
  const [form] = Form.useForm<Values>();
  const { data: me } = useUserInfo();
  const enterpriseId = me?.postId ? String(me.postId) : undefined;
  const { data: templates, isLoading } = useTemplateList(enterpriseId, open);
  const contractSupply = useSupplyInvoice(bussId);
  const supply: Supply = given ?? contractSupply;
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
    await supply.mutateAsync({
      invoiceTemplateId: v.invoiceTemplateId!,
      bussId,
      bussType,
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
      okButtonProps={{ 'data-testid': 'invoice-apply-submit' } as Record<string, string>}
      confirmLoading={supply.isPending}
      destroyOnHidden
      forceRender
    >
      <Form<Values> form={form} name="invoice-apply" layout="vertical" data-testid="invoice-apply-form">
        <Form.Item label="开票公司" required>
          <Space.Compact style={{ width: '100%' }}>
            <Form.Item name="invoiceTemplateId" rules={rules.invoiceTemplateId} noStyle>
              <Select
                placeholder={invoiceMessages.selectCompany}
                options={options}
                loading={isLoading}
                data-testid="invoice-apply-company"
                style={{ width: '100%' }}
              />
            </Form.Item>
            <Button data-testid="invoice-apply-add-info" onClick={() => navigate(TRADE_INVOICE_PATH)}>
              {invoiceMessages.addInfo}
            </Button>
          </Space.Compact>
        </Form.Item>
        <Form.Item name="noticeEmail" label="接收邮箱" rules={rules.noticeEmail} required>
          <Input placeholder={invoiceMessages.noticeEmail} maxLength={100} data-testid="invoice-apply-email" />
        </Form.Item>
      </Form>
    </Modal>
  );
};

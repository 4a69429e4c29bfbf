import { type ContractDocumentInput, type SamplePlatform, sampleContractInput } from '@kc/domain/contract/document';
import { Alert, Col, DatePicker, Flex, Form, Input, Modal, Row, Segmented, Typography } from 'antd';
import type { Dayjs } from 'dayjs';
import dayjs from 'dayjs';
import { useMemo, useState } from 'react';
import { useProportionConfig } from '../../contract';
import { ContractDocumentView } from './contract-document-view';

export { ContractDocumentView } from './contract-document-view';

type Clause = { display: string; content: string };
export type ReviewTemplate = { name: string; listDetail: Clause[] };
export type ReviewMode = 'edit' | 'preview';

/** The edit mode's inputs (spec 2 §2): contract number, both parties, signing place and date, bank fields. */
type ReviewFields = {
  code?: string;
  shipperName?: string;
  buyerName?: string;
  signingAddress?: string;
  signingDate?: Dayjs | null;
  shipperBankName?: string;
  shipperBankAccount?: string;
  buyerBankName?: string;
  buyerBankAccount?: string;
};

const modes: { value: ReviewMode; label: string }[] = [
  { value: 'edit', label: '编辑模式' },
  { value: 'preview', label: '预览模式' },
];

const fieldsOf = (base: Partial<ContractDocumentInput> | undefined): ReviewFields => ({
  code: base?.code ?? '',
  shipperName: base?.shipper?.name ?? '',
  buyerName: base?.buyer?.name ?? '',
  signingAddress: base?.signingAddress ?? '',
  signingDate: base?.signingDate ? dayjs(base.signingDate) : null,
  shipperBankName: base?.shipperBankName ?? '',
  shipperBankAccount: base?.shipperBankAccount ?? '',
  buyerBankName: base?.buyerBankName ?? '',
  buyerBankAccount: base?.buyerBankAccount ?? '',
});

/** The document of the edit mode: the typed fields over the goods and fee the review starts from. */
const withFields = (doc: ContractDocumentInput, v: ReviewFields): ContractDocumentInput => ({
  ...doc,
  code: v.code ?? '',
  shipper: { name: v.shipperName ?? '', code: v.shipperName === doc.shipper.name ? doc.shipper.code : null },
  buyer: { name: v.buyerName ?? '', code: v.buyerName === doc.buyer.name ? doc.buyer.code : null },
  shipperDeputy: v.shipperName === doc.shipper.name ? doc.shipperDeputy : null,
  buyerDeputy: v.buyerName === doc.buyer.name ? doc.buyerDeputy : null,
  signingAddress: v.signingAddress ?? '',
  signingDate: v.signingDate ? v.signingDate.format('YYYY-MM-DD') : '',
  shipperBankName: v.shipperBankName || null,
  shipperBankAccount: v.shipperBankAccount || null,
  buyerBankName: v.buyerBankName || null,
  buyerBankAccount: v.buyerBankAccount || null,
});

const text = (name: keyof ReviewFields, label: string, max = 100) => (
  <Col xs={24} md={12} xl={8}>
    <Form.Item name={name} label={label}>
      <Input placeholder={`请输入${label}`} maxLength={max} allowClear />
    </Form.Item>
  </Col>
);

export type ContractTemplateReviewProps = {
  template: ReviewTemplate;
  /**
   * What the caller already knows (the wizard's goods, fee and parties): it fills the edit mode's inputs and
   * stands in for the sample where given. The preview mode always shows the sample.
   */
  base?: Partial<ContractDocumentInput>;
  defaultMode?: ReviewMode;
  /** The template's name as a heading (leave it off inside a modal titled with it). */
  showTitle?: boolean;
};

/**
 * 合同模板预览 (spec 2 §2 "Contract template review screen"): in the edit mode the contract number, parties,
 * signing place and date and bank fields re-render the document as they are typed; the preview mode shows the
 * template with sample data (a sample contract number, sample parties, a sample receipt table).
 */
export const ContractTemplateReview = ({
  template,
  base,
  defaultMode = 'edit',
  showTitle = true,
}: ContractTemplateReviewProps) => {
  const [mode, setMode] = useState<ReviewMode>(defaultMode);
  const [form] = Form.useForm<ReviewFields>();
  const initial = useMemo(() => fieldsOf(base), [base]);
  const [fields, setFields] = useState<ReviewFields>(initial);
  // spec 2 §2: the remittance clause shows the platform's account of the fee configuration in force (and the
  // sample's fee follows that configuration), never a made-up account; blank until it has arrived.
  const config = useProportionConfig().data;
  const platform = useMemo<SamplePlatform | undefined>(
    () =>
      config && {
        config,
        remittance: { accountName: config.enterprise.name, bankName: config.bankName, account: config.account },
      },
    [config],
  );
  const sample = useMemo(
    () => sampleContractInput({ name: template.name, listDetail: template.listDetail }, platform),
    [template.name, template.listDetail, platform],
  );
  const start = useMemo<ContractDocumentInput>(() => ({ ...sample, ...base, clauses: sample.clauses }), [sample, base]);
  const doc = useMemo(() => (mode === 'preview' ? sample : withFields(start, fields)), [mode, sample, start, fields]);
  return (
    <Flex vertical gap={16} data-testid="contract-template-review">
      <Flex justify="space-between" align="center" wrap gap={8}>
        {showTitle ? (
          <Typography.Title level={4} style={{ margin: 0 }}>
            {template.name}
          </Typography.Title>
        ) : (
          <span />
        )}
        <Segmented<ReviewMode> options={modes} value={mode} onChange={setMode} />
      </Flex>
      {mode === 'edit' ? (
        <Form<ReviewFields>
          form={form}
          name="contract-template-review"
          layout="vertical"
          initialValues={initial}
          onValuesChange={(_changed, all) => setFields(all)}
        >
          <Row gutter={16}>
            {text('code', '合同编号', 50)}
            {text('shipperName', '供方')}
            {text('buyerName', '需方')}
            {text('signingAddress', '签订地点')}
            <Col xs={24} md={12} xl={8}>
              <Form.Item name="signingDate" label="签订时间">
                <DatePicker placeholder="请选择签订时间" style={{ width: '100%' }} />
              </Form.Item>
            </Col>
            {text('shipperBankName', '供方开户银行')}
            {text('shipperBankAccount', '供方银行账号')}
            {text('buyerBankName', '需方开户银行')}
            {text('buyerBankAccount', '需方银行账号')}
          </Row>
          {!base?.rows && <Alert type="info" showIcon title="货物明细、结算方式及平台服务费为示例数据。" />}
        </Form>
      ) : (
        <Alert
          type="info"
          showIcon
          title="预览模式：合同编号、供需双方及仓单明细均为示例数据；平台服务费及汇款账户为当前生效的平台手续费配置。"
        />
      )}
      <ContractDocumentView input={doc} />
    </Flex>
  );
};

/** The review screen in a dialog titled with the template's name (the contract wizard's step 1 preview). */
export const ContractTemplateReviewModal = ({
  template,
  open = Boolean(template),
  onClose,
  ...rest
}: Omit<ContractTemplateReviewProps, 'template' | 'showTitle'> & {
  template: ReviewTemplate | null | undefined;
  open?: boolean;
  onClose: () => void;
}) => (
  <Modal
    open={open}
    title={template?.name}
    width={1040}
    footer={null}
    onCancel={onClose}
    destroyOnHidden
    styles={{ body: { maxHeight: '75vh', overflowY: 'auto' } }}
  >
    {template && <ContractTemplateReview template={template} showTitle={false} {...rest} />}
  </Modal>
);

import { contractMessages, detailForm } from '@kc/domain/contract/contract';
import { type ContractParty, contractPartyLabels } from '@kc/domain/contract/status';
import { Col, Form, Input, Row } from 'antd';
import type { Rule } from 'antd/es/form';
import type { Dayjs } from 'dayjs';
import { zodRules } from '../../../../components/crud/zod-rules';
import type { ContractWizard } from '../../hooks/use-contract-wizard';
import type { Enterprise } from '../../wizard-values';
import { CounterpartyField } from './counterparty-field';
import { FeeShareCard } from './fee-share-card';
import { PaymentFigures } from './payment-figures';
import { SigningDateField, signingDayAllowed } from './signing-date-field';

const rules = (field: keyof typeof detailForm.shape) => zodRules(detailForm.shape[field]);

const dateRules: Rule[] = [
  {
    required: true,
    validator: async (_r, v: Dayjs | null | undefined) => {
      if (!v) throw new Error(contractMessages.signingDate);
      if (!signingDayAllowed(v)) throw new Error(contractMessages.signingDateRange);
    },
  },
];

/** Step 3 (spec 2 §5 Contract terms form): parties, place and date, payment, banks, fee shares, agreements. */
export const TermsStep = ({ wizard: w }: { wizard: ContractWizard }) => {
  const counterpartyRules: Rule[] = [
    {
      required: true,
      validator: async (_r, v: Enterprise | null | undefined) => {
        if (!v?.id) throw new Error(contractMessages.selectEnterprise);
        if (v.id === w.own.id) throw new Error(contractMessages.sameEnterprise);
      },
    },
  ];
  const party = (side: ContractParty) =>
    side === w.party ? (
      <Form.Item label={`${contractPartyLabels[side]}（本方）`}>
        <span data-testid={`terms-own-${side}`}>{w.own.name || '-'}</span>
      </Form.Item>
    ) : (
      <Form.Item name="counterparty" label={contractPartyLabels[side]} rules={counterpartyRules}>
        <CounterpartyField fixed={w.counterpartyFixed} />
      </Form.Item>
    );
  // spec 2 §5: each side fills its own deputy and bank fields; the other side's are shown as that side wrote them.
  const deputy = (side: ContractParty) => (
    <Col xs={24} md={8}>
      <Form.Item name={`${side}Deputy`} label={`${contractPartyLabels[side]}委托代理人`} rules={rules(`${side}Deputy`)}>
        <Input
          maxLength={100}
          disabled={side !== w.party}
          placeholder={side === w.party ? '请输入委托代理人' : ''}
          data-testid={`terms-deputy-${side}`}
        />
      </Form.Item>
    </Col>
  );
  const bank = (side: ContractParty) => (
    <>
      {deputy(side)}
      <Col xs={24} md={8}>
        <Form.Item
          name={`${side}BankName`}
          label={`${contractPartyLabels[side]}开户行`}
          rules={rules(`${side}BankName`)}
          required={side === w.party}
        >
          <Input
            maxLength={100}
            disabled={side !== w.party}
            placeholder={side === w.party ? '请输入开户行' : ''}
            data-testid={`terms-bank-name-${side}`}
          />
        </Form.Item>
      </Col>
      <Col xs={24} md={8}>
        <Form.Item
          name={`${side}BankAccount`}
          label={`${contractPartyLabels[side]}账号`}
          rules={rules(`${side}BankAccount`)}
          required={side === w.party}
        >
          <Input
            maxLength={100}
            disabled={side !== w.party}
            placeholder={side === w.party ? '请输入账号' : ''}
            data-testid={`terms-bank-account-${side}`}
          />
        </Form.Item>
      </Col>
    </>
  );
  return (
    <>
      <Row gutter={24}>
        <Col xs={24} md={12}>
          {party('shipper')}
        </Col>
        <Col xs={24} md={12}>
          {party('buyer')}
        </Col>
        <Col xs={24} md={12}>
          <Form.Item name="signingAddress" label="签订地点" rules={rules('signingAddress')}>
            <Input data-testid="terms-address" maxLength={100} placeholder="请输入签订地点" />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item name="signingDate" label="签订时间" rules={dateRules}>
            <SigningDateField />
          </Form.Item>
        </Col>
        <Col xs={24} md={6}>
          <Form.Item name="payType" label="付款方式" rules={rules('payType')}>
            <Input maxLength={50} placeholder="如：款到发货" data-testid="terms-pay-type" />
          </Form.Item>
        </Col>
        <Col xs={24} md={6}>
          <Form.Item
            name="downpaymentRate"
            label="首付比例（%）"
            rules={rules('downpaymentRate')}
            tooltip="不填或填 0 表示不设预付款，全部货款一次付清"
          >
            <Input maxLength={6} placeholder="如：30" data-testid="terms-downpayment-rate" />
          </Form.Item>
        </Col>
        <PaymentFigures payment={w.payment} />
        {bank('shipper')}
        {bank('buyer')}
      </Row>
      <FeeShareCard wizard={w} />
      <Row gutter={24}>
        <Col xs={24} md={12}>
          <Form.Item name="freeAgreement" label="仓储费约定" rules={rules('freeAgreement')}>
            <Input.TextArea rows={3} maxLength={2000} showCount />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item name="otherDesc" label="其他约定" rules={rules('otherDesc')}>
            <Input.TextArea rows={3} maxLength={2000} showCount />
          </Form.Item>
        </Col>
      </Row>
    </>
  );
};

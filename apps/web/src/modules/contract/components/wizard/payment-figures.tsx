import type { ContractPayment } from '@kc/domain/contract/fees';
import { formatAmount } from '@kc/domain/shared/money';
import { Col, Form, Input } from 'antd';

const COMPUTED = '按合同总价和首付比例自动计算';

/**
 * The down payment and the balance of the terms (spec 2 §3 downpaymentTotal, paymentTotal): computed from the
 * contract total and the rate as the server computes them, shown, never typed.
 */
export const PaymentFigures = ({ payment }: { payment: ContractPayment }) => (
  <>
    <Col xs={24} md={6}>
      <Form.Item label="首付金额（元）" tooltip={COMPUTED}>
        <Input
          readOnly
          variant="filled"
          data-testid="terms-downpayment-total"
          value={payment.downpaymentTotal === null ? '不设预付款' : formatAmount(payment.downpaymentTotal)}
        />
      </Form.Item>
    </Col>
    <Col xs={24} md={6}>
      <Form.Item label="余款（元）" tooltip={COMPUTED}>
        <Input readOnly variant="filled" data-testid="terms-payment-total" value={formatAmount(payment.paymentTotal)} />
      </Form.Item>
    </Col>
  </>
);

import { FinanceStatus, LoanMoneyStatus } from '@kc/domain/finance/status';
import { Card, Descriptions, Flex, Tag } from 'antd';
import { DictLabel } from '../../../components/dict-select';
import { MoneyText } from '../../../components/money-text';
import type { FinanceDetail } from '../api';
import { FinanceDrawdown } from './finance-drawdown';
import { FinanceLoanEditor } from './finance-loan-editor';
import { FinanceLoanTables } from './finance-loan-tables';

const text = (v: string | null | undefined) => v || '-';

/** Once the receipts are pledged the loan may come: from then on (and for any loan recorded) the card shows. */
export const showsLoan = (a: FinanceDetail) =>
  !a.redacted && (a.status === FinanceStatus.pledged || a.status === FinanceStatus.complete || a.loanMoney != null);

/**
 * 贷款信息 (spec 2 §3 Financing application; spec 3 §5 Loan amount): the bank's loan, its currency (ccy_cd), dates,
 * interest and what was repaid, the amount editor for who may (`actions.updateLoan`), and the bank's disbursements
 * and repayments. Never for a finance_warehouse reviewer: the server sends no loan figure to them.
 */
export const FinanceLoanCard = ({ apply: a }: { apply: FinanceDetail }) => (
  <Card
    title="贷款信息"
    size="small"
    data-testid="finance-loan"
    extra={
      a.loanMoneyStatus === LoanMoneyStatus.submitted ? (
        <Tag color="success">放款金额已提交</Tag>
      ) : a.loanMoneyStatus === LoanMoneyStatus.saved ? (
        <Tag color="processing">放款金额可修改</Tag>
      ) : null
    }
  >
    <Flex vertical gap={16}>
      <Descriptions bordered size="small" column={{ xs: 1, md: 2, xl: 3 }}>
        <Descriptions.Item label="放款金额">
          <MoneyText value={a.loanMoney} yuan />
        </Descriptions.Item>
        <Descriptions.Item label="币种">
          {a.loanCurrency ? <DictLabel code="ccy_cd" value={a.loanCurrency} /> : '-'}
        </Descriptions.Item>
        <Descriptions.Item label="已还金额">
          <MoneyText value={a.repaidMoney} yuan />
        </Descriptions.Item>
        <Descriptions.Item label="放款日期">{text(a.loanDate)}</Descriptions.Item>
        <Descriptions.Item label="到期日">{text(a.dateDue)}</Descriptions.Item>
        <Descriptions.Item label="利率信息">{text(a.interestInfo)}</Descriptions.Item>
      </Descriptions>
      {a.actions.updateLoan && <FinanceLoanEditor key={`${a.loanMoney}-${a.loanMoneyStatus}`} apply={a} />}
      <FinanceDrawdown apply={a} />
      <FinanceLoanTables applyId={a.id} />
    </Flex>
  </Card>
);

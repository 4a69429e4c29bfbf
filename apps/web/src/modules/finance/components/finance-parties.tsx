import { Button, Card, Col, Descriptions, Row, Space } from 'antd';
import { useState } from 'react';
import { useAccess } from '../../../app/access';
import { CreditContractDrawer } from '../../credit-contract';
import type { FinanceDetail } from '../api';

const text = (v: string | null | undefined) => v || '-';

/**
 * 企业信息 (the shipper asking for the loan, and its borrower when it names one) and 银行信息 (the bank, its financing
 * number, the goods financed). With a borrower, 征信合同 opens the credit-contract module's drawer for the application
 * (associationType 2): the borrower's consents to the bank, signed from the phone page.
 */
export const FinanceParties = ({ apply: a }: { apply: FinanceDetail }) => {
  const { can } = useAccess();
  const [credit, setCredit] = useState(false);
  return (
    <Row gutter={[16, 16]}>
      <Col xs={24} xl={12}>
        <Card title="企业信息" size="small" style={{ height: '100%' }}>
          <Descriptions size="small" column={1} data-testid="finance-shipper">
            <Descriptions.Item label="企业名称">{a.shipper.name || a.shipperCompName}</Descriptions.Item>
            <Descriptions.Item label="统一社会信用代码">{text(a.shipper.creditCode)}</Descriptions.Item>
            <Descriptions.Item label="联系人">{text(a.shipper.contactsName)}</Descriptions.Item>
            <Descriptions.Item label="联系电话">{text(a.shipper.contactsPhone)}</Descriptions.Item>
            <Descriptions.Item label="企业地址">{text(a.shipper.address)}</Descriptions.Item>
            {a.borrowerId ? (
              <Descriptions.Item label="借款人">
                <Space>
                  <span data-testid="finance-borrower-name">{text(a.borrowerName)}</span>
                  {can('investigation_agreement_view') && (
                    <Button size="small" data-testid="finance-credit-contract" onClick={() => setCredit(true)}>
                      征信合同
                    </Button>
                  )}
                </Space>
              </Descriptions.Item>
            ) : null}
          </Descriptions>
          {a.borrowerId && credit && (
            <CreditContractDrawer
              associationId={a.id}
              associationType={2}
              borrowerId={a.borrowerId}
              open
              onClose={() => setCredit(false)}
            />
          )}
        </Card>
      </Col>
      <Col xs={24} xl={12}>
        <Card title="银行信息" size="small" style={{ height: '100%' }}>
          <Descriptions size="small" column={1} data-testid="finance-bank-info">
            <Descriptions.Item label="金融机构">{a.bank.name || a.bankName}</Descriptions.Item>
            <Descriptions.Item label="统一社会信用代码">{text(a.bank.creditCode)}</Descriptions.Item>
            <Descriptions.Item label="银行融资编号">{text(a.financeAppId)}</Descriptions.Item>
            <Descriptions.Item label="融资货物">{a.financingGoodsName}</Descriptions.Item>
            <Descriptions.Item label="地址">{text(a.bank.address)}</Descriptions.Item>
          </Descriptions>
        </Card>
      </Col>
    </Row>
  );
};

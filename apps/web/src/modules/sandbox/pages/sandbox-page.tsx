import { Card, Space, Tabs, Typography } from 'antd';
import { BankPanel } from '../components/bank-panel';
import { CaPanel } from '../components/ca-panel';
import { EinvoicePanel } from '../components/einvoice-panel';
import { EsignFlowTable } from '../components/esign-flow-table';
import { EsignSettingsBar } from '../components/esign-settings-bar';
import { EsignSignTools } from '../components/esign-sign-tools';
import { IdentityPanel } from '../components/identity-panel';
import { MailTable } from '../components/mail-table';
import { MiniSessionTable } from '../components/mini-session-table';
import { PayNotificationTable } from '../components/pay-notification-table';
import { PayOrderTable } from '../components/pay-order-table';
import { PaySettingsBar } from '../components/pay-settings-bar';
import { SamplePanel } from '../components/sample-panel';
import { SmsTable } from '../components/sms-table';
import { WmsPanel } from '../components/wms-panel';

/**
 * 沙箱控制台 (/sandbox): plays the outside world for testers — the e-sign provider's flows and outcomes,
 * the SMS codes "sent", the mini-program's QR scans, the sample images recognition reads, the CA behind sandbox
 * signatures, the payment providers (orders, notifications and how they arrive), the mail outbox, the
 * e-invoice provider, the external warehouses' WMS and the bank of pledge financing.
 */
export const SandboxPage = () => (
  <Card title="沙箱控制台">
    <Tabs
      defaultActiveKey="esign"
      items={[
        {
          key: 'esign',
          label: '电子签章',
          children: (
            <Space orientation="vertical" style={{ width: '100%' }}>
              <EsignSettingsBar />
              <EsignSignTools />
              <EsignFlowTable />
            </Space>
          ),
        },
        { key: 'sms', label: '短信', children: <SmsTable /> },
        { key: 'mini', label: '小程序', children: <MiniSessionTable /> },
        { key: 'samples', label: '样例证照', children: <SamplePanel /> },
        { key: 'ca', label: '证书', children: <CaPanel /> },
        {
          key: 'pay',
          label: '支付',
          children: (
            <Space orientation="vertical" style={{ width: '100%' }}>
              <PaySettingsBar />
              <Typography.Title level={5}>支付订单</Typography.Title>
              <PayOrderTable />
              <Typography.Title level={5}>支付通知</Typography.Title>
              <PayNotificationTable />
            </Space>
          ),
        },
        { key: 'mail', label: '邮件', children: <MailTable /> },
        { key: 'einvoice', label: '发票', children: <EinvoicePanel /> },
        { key: 'wms', label: 'WMS', children: <WmsPanel /> },
        { key: 'bank', label: '银行', children: <BankPanel /> },
        { key: 'identity', label: '实名认证', children: <IdentityPanel /> },
      ]}
    />
  </Card>
);

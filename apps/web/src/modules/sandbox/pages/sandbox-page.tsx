import { Card, Space, Tabs } from 'antd';
import { CaPanel } from '../components/ca-panel';
import { EsignFlowTable } from '../components/esign-flow-table';
import { EsignSettingsBar } from '../components/esign-settings-bar';
import { EsignSignTools } from '../components/esign-sign-tools';
import { MiniSessionTable } from '../components/mini-session-table';
import { SamplePanel } from '../components/sample-panel';
import { SmsTable } from '../components/sms-table';

/**
 * 沙箱控制台 (/sandbox): plays the outside world for testers — the e-sign provider's flows and outcomes,
 * the SMS codes "sent", the mini-program's QR scans, the sample images recognition reads, and the CA behind sandbox signatures.
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
      ]}
    />
  </Card>
);

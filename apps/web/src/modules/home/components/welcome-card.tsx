import { SmileOutlined } from '@ant-design/icons';
import { Card, Space, Typography } from 'antd';
import dayjs from 'dayjs';
import { PRODUCT_NAME } from '../../../app/product';

const greeting = (hour: number) => (hour < 12 ? '上午好' : hour < 18 ? '下午好' : '晚上好');

export const WelcomeCard = ({ name, roleName }: { name: string; roleName?: string }) => (
  <Card data-testid="welcome-card">
    <Space align="center" size={16}>
      <SmileOutlined style={{ fontSize: 40, color: '#1677ff' }} />
      <div>
        <Typography.Title level={4} style={{ margin: 0 }}>
          {greeting(dayjs().hour())}，{name}
        </Typography.Title>
        <Typography.Text type="secondary">
          欢迎使用{PRODUCT_NAME}
          {roleName ? `　当前角色：${roleName}` : ''}　今天是 {dayjs().format('YYYY年M月D日 dddd')}
        </Typography.Text>
      </div>
    </Space>
  </Card>
);

import { Card, Tabs } from 'antd';
import { InfoTab } from '../profile/info-tab';
import { PasswordTab } from '../profile/password-tab';

/** /info/index: every logged-in user's own profile (spec 1 §2 Personal profile: tabs info and password). */
export const ProfilePage = () => (
  <Card>
    <Tabs
      defaultActiveKey="info"
      items={[
        { key: 'info', label: '个人信息', children: <InfoTab /> },
        { key: 'password', label: '修改密码', children: <PasswordTab /> },
      ]}
    />
  </Card>
);

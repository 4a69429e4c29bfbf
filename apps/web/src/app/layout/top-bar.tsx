import {
  BankOutlined,
  LogoutOutlined,
  MenuFoldOutlined,
  MenuUnfoldOutlined,
  SolutionOutlined,
  UserOutlined,
} from '@ant-design/icons';
import { Avatar, Breadcrumb, Button, Dropdown, Space, Typography } from 'antd';
import { type MouseEvent, useMemo } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { useMenuGrants } from '../access';
import { logout } from '../api-client';
import { appRoutes, matchAppRoute } from '../routes';
import { getSessionUser } from '../session';
import { useUserInfo } from '../session-queries';
import { breadcrumbOf } from './page-trail';

/** The menu groups above the page, then its lists (a detail page: the list it came from, as a link), then the page. */
const PageBreadcrumb = () => {
  const { tree } = useMenuGrants();
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  const route = matchAppRoute(pathname);
  const items = useMemo(() => {
    if (!route) return [{ title: '页面不存在' }];
    return breadcrumbOf(tree, appRoutes, route, search).map(({ title, path }) =>
      path
        ? {
            title,
            href: path,
            onClick: (e: MouseEvent<HTMLElement>) => {
              e.preventDefault();
              navigate(path);
            },
          }
        : { title },
    );
  }, [tree, route, search, navigate]);
  return <Breadcrumb items={items} />;
};

export const TopBar = ({ collapsed, onToggle }: { collapsed: boolean; onToggle: () => void }) => {
  const { data: info } = useUserInfo();
  const navigate = useNavigate();
  const sessionUser = getSessionUser();
  const displayName = info?.realName || info?.name || sessionUser?.real_name || sessionUser?.user_name || '';
  const account = info?.account ?? sessionUser?.account ?? '';

  return (
    <div className="kc-topbar">
      <Space size={12}>
        <Button
          type="text"
          aria-label={collapsed ? '展开菜单' : '收起菜单'}
          icon={collapsed ? <MenuUnfoldOutlined /> : <MenuFoldOutlined />}
          onClick={onToggle}
        />
        <PageBreadcrumb />
      </Space>
      <Space size={20}>
        {info?.enterpriseName && (
          <Typography.Text className="kc-topbar-enterprise" data-testid="enterprise-name">
            <BankOutlined /> {info.enterpriseName}
          </Typography.Text>
        )}
        <Dropdown
          trigger={['click']}
          menu={{
            items: [
              { key: 'profile', icon: <SolutionOutlined />, label: '个人信息' },
              { key: 'logout', icon: <LogoutOutlined />, label: '退出登录' },
            ],
            onClick: ({ key }) => {
              if (key === 'profile') navigate('/info/index');
              if (key === 'logout') void logout();
            },
          }}
        >
          <Button type="text" className="kc-topbar-user" data-testid="current-user">
            <Avatar size="small" src={info?.avatarLink || undefined} icon={<UserOutlined />} />
            <span>{displayName}</span>
            {account && displayName !== account && <Typography.Text type="secondary">({account})</Typography.Text>}
          </Button>
        </Dropdown>
      </Space>
    </div>
  );
};

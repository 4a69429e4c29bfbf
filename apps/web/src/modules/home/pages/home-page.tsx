import { Skeleton } from 'antd';
import { useUserInfo } from '../../../app/session-queries';
import { EnterpriseCard } from '../components/enterprise-card';
import { WelcomeCard } from '../components/welcome-card';

export const HomePage = () => {
  const { data: user, isLoading } = useUserInfo();
  if (isLoading) return <Skeleton active />;
  if (!user) return null;
  if (user.postId) return <EnterpriseCard postId={user.postId} />;
  return <WelcomeCard name={user.realName || user.name || user.account} roleName={user.roleName} />;
};

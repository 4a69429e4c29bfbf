import { Flex, Skeleton } from 'antd';
import { useUserInfo } from '../../../app/session-queries';
import { HomeWmsEntry } from '../../wms';
import { EnterpriseCard } from '../components/enterprise-card';
import { WelcomeCard } from '../components/welcome-card';

export const HomePage = () => {
  const { data: user, isLoading } = useUserInfo();
  if (isLoading) return <Skeleton active />;
  if (!user) return null;
  return (
    <Flex vertical gap={16}>
      {user.postId ? (
        <EnterpriseCard postId={user.postId} />
      ) : (
        <WelcomeCard name={user.realName || user.name || user.account} roleName={user.roleName} />
      )}
      <HomeWmsEntry />
    </Flex>
  );
};

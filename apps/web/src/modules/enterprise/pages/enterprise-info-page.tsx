import { Result, Skeleton, Space } from 'antd';
import { useUserInfo } from '../../../app/session-queries';
import { blankEnterprise, useMyEnterprise } from '../api';
import { EnterpriseForm } from '../components/info/enterprise-form';
import { EnterpriseStatusHeader } from '../components/info/enterprise-status-header';
import { SealCard } from '../components/seal/seal-card';
import { useEnterpriseLive } from '../hooks/use-enterprise-live';

/**
 * /base/enterprise/myEnterprise: the logged-in enterprise's profile, review and seal (spec 1 §2 Enterprise
 * information); the platform's decision shows at once.
 */
export const EnterpriseInfoPage = () => {
  const mine = useMyEnterprise();
  const user = useUserInfo();
  useEnterpriseLive();
  if (mine.isLoading || (mine.data === null && user.isLoading)) return <Skeleton active paragraph={{ rows: 8 }} />;
  if (mine.isError) return <Result status="warning" title={mine.error.message} />;
  const detail = mine.data ?? blankEnterprise(user.data?.isPerson === 1);
  return (
    <Space orientation="vertical" size={16} style={{ width: '100%' }}>
      <EnterpriseStatusHeader detail={detail} />
      <SealCard detail={detail} />
      <EnterpriseForm detail={detail} />
    </Space>
  );
};

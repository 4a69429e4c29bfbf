import { canAudit } from '@kc/domain/enterprise/status';
import { Button, Card, Flex, Result, Space, Spin } from 'antd';
import { useEnterpriseLive } from '../../hooks/use-enterprise-live';
import { useEnterpriseReviewDetail } from '../../review-api';
import { DetailCompanySection } from './detail-company-section';
import { DetailImagesSection } from './detail-images-section';
import { DetailPersonSection } from './detail-person-section';
import { DetailStatusSection } from './detail-status-section';
import { RejectDialog } from './reject-dialog';
import { useReviewDecision } from './use-review-decision';

export type EnterpriseDetailViewProps = {
  id: string;
  /** Opened from the list's ?id= link: look, don't decide. */
  readOnly?: boolean;
  onBack: () => void;
};

/** An enterprise's authentication detail: status, the person or enterprise layout, images and the decision. */
export const EnterpriseDetailView = ({ id, readOnly = false, onBack }: EnterpriseDetailViewProps) => {
  const { data, isLoading, isError } = useEnterpriseReviewDetail(id);
  const decision = useReviewDecision(id, onBack);
  useEnterpriseLive();
  const auditable = !readOnly && data !== undefined && canAudit(data.status);
  const back = (
    <Button onClick={onBack} key="back">
      返回
    </Button>
  );
  if (isError) return <Result status="warning" title="企业信息加载失败" extra={back} />;
  if (isLoading || !data) return <Spin spinning style={{ display: 'block', padding: 48 }} />;
  return (
    <Card
      title={`企业认证详情 - ${data.name}`}
      extra={
        <Space>
          {back}
          {auditable && (
            <>
              <Button type="primary" loading={decision.passing} onClick={() => void decision.pass()}>
                审核通过
              </Button>
              <Button danger onClick={decision.openReject}>
                审核驳回
              </Button>
            </>
          )}
        </Space>
      }
    >
      <Flex vertical gap={24}>
        <DetailStatusSection enterprise={data} />
        {data.isPerson === 1 ? <DetailPersonSection enterprise={data} /> : <DetailCompanySection enterprise={data} />}
        <DetailImagesSection enterprise={data} />
      </Flex>
      <RejectDialog open={decision.rejecting} onReject={decision.reject} onClose={decision.closeReject} />
    </Card>
  );
};

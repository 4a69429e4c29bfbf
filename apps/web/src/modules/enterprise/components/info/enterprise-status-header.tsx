import { enterpriseMessages } from '@kc/domain/enterprise/enterprise';
import { esignStatusRow, isFormReadOnly, ReviewStatus } from '@kc/domain/enterprise/status';
import { Alert, Card, Descriptions, Space, Typography } from 'antd';
import { statusMaps } from '../../../../components/status-maps';
import { StatusTag } from '../../../../components/status-tag';
import type { EnterpriseDetail } from '../../api';
import { EsignStatusTag } from '../review/esign-status-tag';

/** What an approved enterprise's pending edits mean for the user. */

/** spec 1 §2: name, review status with the reviewer's reason, e-sign status with its meaning. */
export const EnterpriseStatusHeader = ({ detail }: { detail: EnterpriseDetail }) => (
  <Card>
    <Space orientation="vertical" size={12} style={{ width: '100%' }}>
      <Typography.Title level={4} style={{ margin: 0 }} data-testid="enterprise-name">
        {detail.name || '未填写企业名称'}
      </Typography.Title>
      <Descriptions
        size="small"
        column={{ xs: 1, md: 2 }}
        items={[
          {
            key: 'status',
            label: '审核状态',
            children: (
              <span data-testid="review-status">
                <StatusTag value={detail.status} map={statusMaps.review} />
              </span>
            ),
          },
          {
            key: 'esign',
            label: '电子签章',
            children: (
              <Space data-testid="esign-status">
                <EsignStatusTag value={detail.esignStatus} />
                <Typography.Text type="secondary">{esignStatusRow(detail.esignStatus).meaning}</Typography.Text>
              </Space>
            ),
          },
        ]}
      />
      {detail.status === ReviewStatus.rejected && (
        <Alert type="error" showIcon title={`驳回原因：${detail.reviewerReason ?? ''}`} />
      )}
      {isFormReadOnly(detail.status) && <Alert type="info" showIcon title={enterpriseMessages.pendingReadOnly} />}
      {detail.hasPendingChanges && <Alert type="warning" showIcon title={enterpriseMessages.pendingChanges} />}
    </Space>
  </Card>
);

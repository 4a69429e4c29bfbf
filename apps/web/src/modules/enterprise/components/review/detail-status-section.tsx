import { esignStatusRow, ReviewStatus } from '@kc/domain/enterprise/status';
import { Alert, Descriptions } from 'antd';
import { statusMaps } from '../../../../components/status-maps';
import { StatusTag } from '../../../../components/status-tag';
import type { EnterpriseDetail } from '../../review-api';
import { field } from './detail-fields';
import { EsignStatusTag } from './esign-status-tag';

/** Where the enterprise stands: review status, the reviewer's reason, e-sign status and pending edits. */
export const DetailStatusSection = ({ enterprise: e }: { enterprise: EnterpriseDetail }) => (
  <>
    {e.hasPendingChanges && (
      <Alert
        type="warning"
        showIcon
        style={{ marginBottom: 16 }}
        title="该企业已认证，以下为修改后待审核的信息，审核通过后生效。"
      />
    )}
    <Descriptions
      title="认证状态"
      bordered
      size="small"
      column={2}
      items={[
        field('status', '审核状态', <StatusTag value={e.status} map={statusMaps.review} />),
        field('createTime', '创建时间', e.createTime),
        ...(e.status === ReviewStatus.rejected || e.reviewerReason
          ? [field('reviewerReason', '审核意见', e.reviewerReason, 2)]
          : []),
        field('esignStatus', '电子签章状态', <EsignStatusTag value={e.esignStatus} />),
        field('esignMsg', '签章说明', e.esignMsg || esignStatusRow(e.esignStatus).meaning),
      ]}
    />
  </>
);

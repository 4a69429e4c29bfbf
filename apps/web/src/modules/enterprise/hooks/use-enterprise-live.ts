import { ENTERPRISE_STATUS_EVENT, type EnterpriseStatusEvent } from '@kc/domain/enterprise/status';
import { useQueryClient } from '@tanstack/react-query';
import { useLiveEvent } from '../../../app/live-events';
import { refreshRecords } from '../../../app/query-keys';
import { sessionKeys } from '../../../app/session-queries';
import { enterpriseKeys } from '../api';
import { enterpriseReviewKeys } from '../review-api';

/**
 * A review move by the other side (the platform passed or rejected, the enterprise submitted): the enterprise's own
 * page, the reviewed enterprise's detail and the review lists read it again.
 */
export const useEnterpriseLive = () => {
  const client = useQueryClient();
  useLiveEvent<EnterpriseStatusEvent>(ENTERPRISE_STATUS_EVENT, (e) => {
    if (!e?.enterpriseId) return;
    void refreshRecords(
      client,
      [enterpriseReviewKeys.detail(String(e.enterpriseId))],
      [enterpriseKeys.all, sessionKeys.user()],
    );
  });
};

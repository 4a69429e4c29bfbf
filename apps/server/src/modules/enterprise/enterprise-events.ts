import { ENTERPRISE_STATUS_EVENT, type EnterpriseStatusEvent } from '@kc/domain/enterprise/status';
import type { AppContext } from '../../platform/context';
import { partyAndOperatorUserIds } from '../user';

/**
 * 'enterprise.status' after a review move committed (the enterprise submitted, the platform passed or rejected):
 * the enterprise's own users (企业信息) and the operators (企业认证审核). Best effort: it never fails the move.
 */
export const publishEnterpriseStatus = async (ctx: AppContext, e: { id: string; tenantId: string; status: number }) => {
  try {
    const users = await partyAndOperatorUserIds(ctx.db, e.tenantId, [e.id]);
    const data: EnterpriseStatusEvent = { enterpriseId: e.id, status: e.status };
    await ctx.events.publishToUsers(users, ENTERPRISE_STATUS_EVENT, data);
  } catch {
    // best effort: the pages read the enterprise again when they come back into view
  }
};

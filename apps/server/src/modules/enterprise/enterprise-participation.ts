import { enterpriseRefusals, type ParticipationMessage, participationRefusal } from '@kc/domain/enterprise/refusals';
import { isEnterpriseApproved, participationMessages, ReviewStatus } from '@kc/domain/enterprise/status';
import { and, eq, isNotNull, or, type SQL } from 'drizzle-orm';
import type { Principal } from '../../platform/auth/principal';
import type { DbOrTx } from '../../platform/db/client';
import { enterprise } from './enterprise.table';

type EnterpriseTable = typeof enterprise;

/** The select condition of isEnterpriseApproved (spec 1 §4), for lists meant for business; `t` may be an alias. */
export const approvedEnterprise = (t: EnterpriseTable = enterprise): SQL =>
  or(eq(t.status, ReviewStatus.approved), isNotNull(t.approvedTime))!;

const approvalOf = async (db: DbOrTx, tenantId: string, id: string) => {
  const [row] = await db
    .select({ status: enterprise.status, approvedTime: enterprise.approvedTime })
    .from(enterprise)
    .where(and(eq(enterprise.id, id), eq(enterprise.tenantId, tenantId), eq(enterprise.isDeleted, 0)))
    .limit(1);
  return row;
};

/** Whether a live enterprise of the tenant is approved for business. */
export const enterpriseApproved = async (db: DbOrTx, tenantId: string, id: string) => {
  const row = await approvalOf(db, tenantId, id);
  return row != null && isEnterpriseApproved(row);
};

/**
 * A user acts for their enterprise (postId) only once it is approved: 403 otherwise. A user without an
 * enterprise (the platform's administrator) is not refused here; moves that need an enterprise refuse them.
 */
export const assertOwnEnterpriseApproved = async (db: DbOrTx, p: Pick<Principal, 'tenantId' | 'postId'>) => {
  if (!p.postId) return;
  if (!(await enterpriseApproved(db, p.tenantId, p.postId))) throw enterpriseRefusals.ownNotApproved();
};

/** An enterprise a move names (a warehouse, a bank, the other party) must be approved: 400 with `message`. */
export const assertEnterpriseApproved = async (
  db: DbOrTx,
  tenantId: string,
  id: string,
  message: ParticipationMessage = participationMessages.notApproved,
) => {
  if (!(await enterpriseApproved(db, tenantId, id))) throw participationRefusal(message);
};

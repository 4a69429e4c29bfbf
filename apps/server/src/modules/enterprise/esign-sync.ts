import { EsignStatus } from '@kc/domain/enterprise/status';
import { and, eq, ne, or } from 'drizzle-orm';
import { appendAuditEvent } from '../../platform/audit/audit.service';
import type { AppContext } from '../../platform/context';
import type { EsignAccountState } from '../../providers/esign/port';
import { user } from '../user';
import { enterprise } from './enterprise.table';

/** SSE event type the enterprise page listens to. */
export const ESIGN_EVENT = 'esign.status';

/**
 * Applies the provider's word on an application to the enterprise that made it (callback or poll alike).
 * Idempotent: only the enterprise's current flow moves, and only when something changed; the users of the
 * enterprise hear of it at once over SSE.
 */
export const syncEsignState = async (ctx: AppContext, enterpriseId: string, state: EsignAccountState) => {
  const success = state.status === EsignStatus.success;
  const moved = await ctx.db.transaction(async (tx) => {
    const [row] = await tx
      .update(enterprise)
      .set({
        esignStatus: state.status,
        esignMsg: state.message,
        // A new seal comes with a success: the cached picture of an earlier one is dropped.
        ...(success ? { esignAccountId: state.accountId, sealAttachId: null } : {}),
        updateTime: new Date(),
      })
      .where(
        and(
          eq(enterprise.id, enterpriseId),
          eq(enterprise.esignFlowId, state.flowId),
          or(ne(enterprise.esignStatus, state.status), ne(enterprise.esignMsg, state.message)),
        ),
      )
      .returning({ tenantId: enterprise.tenantId });
    if (!row) return false;
    await appendAuditEvent(tx, {
      tenantId: row.tenantId,
      objectType: 'enterprise.esign',
      objectId: enterpriseId,
      action: 'esign-status',
      toStatus: state.status,
      payload: { flowId: state.flowId, message: state.message },
    });
    return true;
  });
  if (moved)
    await notifyEnterpriseUsers(ctx, enterpriseId, ESIGN_EVENT, {
      enterpriseId,
      esignStatus: state.status,
      esignMsg: state.message,
    });
  return moved;
};

export const notifyEnterpriseUsers = async (ctx: AppContext, enterpriseId: string, type: string, data: unknown) => {
  const users = await ctx.db
    .select({ id: user.id })
    .from(user)
    .where(and(eq(user.postId, enterpriseId), eq(user.isDeleted, 0)));
  if (users.length)
    await ctx.events.publishToUsers(
      users.map((u) => u.id),
      type,
      data,
    );
};

import { accessRefusals } from '@kc/domain';
import { enterpriseMessages, type reviewBody } from '@kc/domain/enterprise/enterprise';
import { enterpriseReviewMachine, ReviewStatus } from '@kc/domain/enterprise/status';
import type { z } from 'zod';
import type { Principal } from '../../platform/auth/principal';
import type { AppContext } from '../../platform/context';
import { updatedBy } from '../../platform/db/stamps';
import { transition } from '../../platform/state/transition';
import { findEnterprise } from './enterprise.repo';
import { enterprise } from './enterprise.table';
import { nextEnterpriseCode } from './enterprise-code';
import { publishEnterpriseStatus } from './enterprise-events';

/**
 * updateStatus (spec 1 §4 Enterprise review): pass (1) or reject (3) a pending submission. A pass makes an approved
 * enterprise's pending edits effective and gives an enterprise without a 企业编码 its code (spec 1 §3, kept for
 * good once issued); a rejection keeps the edits for rework.
 */
export const reviewEnterprise = async (ctx: AppContext, p: Principal, body: z.infer<typeof reviewBody>) => {
  const { id, status, reviewerReason } = body;
  const row = await findEnterprise(ctx.db, p.tenantId, id);
  if (!row) throw accessRefusals.notFound();
  const approve = status === ReviewStatus.approved;
  await ctx.db.transaction(async (tx) => {
    // The code is the platform's: whatever an older form left among the pending edits is not applied.
    const { code: _typed, ...pending } = (row.pendingInfo ?? {}) as Record<string, unknown>;
    const type = typeof pending.type === 'string' && pending.type ? pending.type : row.type;
    const code = approve && !row.code ? await nextEnterpriseCode(tx, p.tenantId, type) : undefined;
    const set = approve
      ? {
          ...pending,
          pendingInfo: null,
          approvedTime: row.approvedTime ?? new Date(),
          reviewerReason: reviewerReason || null,
          ...(code ? { code } : {}),
        }
      : { reviewerReason };
    // A review decides once per submission (spec 1 §4): only a pending submission moves, so of a pass and a
    // rejection racing one wins and the other gets 409; a rejected enterprise is passed after it submits again.
    await transition(tx, {
      table: enterprise,
      id,
      machine: enterpriseReviewMachine,
      move: approve ? 'approve' : 'reject',
      actor: p,
      payload: code ? { reviewerReason, code } : { reviewerReason },
      set: { ...set, ...updatedBy(p) } as Partial<typeof enterprise.$inferInsert>,
      message: enterpriseMessages.notPending,
    });
  });
  await publishEnterpriseStatus(ctx, { id, tenantId: row.tenantId, status });
};

import { formatDate } from '@kc/domain';
import { and, desc, eq, like, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/client';
import { ccbRelease } from './release.table';

/**
 * The next release code of the tenant for the day: 'JF' + yyyyMMdd (Shanghai) + a 4-digit sequence, one at a time per
 * tenant (an advisory lock held until the caller's transaction ends).
 */
export const nextReleaseCode = async (tx: DbOrTx, tenantId: string, now: Date) => {
  const prefix = `JF${formatDate(now)!.replaceAll('-', '')}`;
  await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`release-code:${tenantId}`}, 0))`);
  const [last] = await tx
    .select({ code: ccbRelease.code })
    .from(ccbRelease)
    .where(and(eq(ccbRelease.tenantId, tenantId), like(ccbRelease.code, `${prefix}%`)))
    .orderBy(desc(sql`length(${ccbRelease.code})`), desc(ccbRelease.code))
    .limit(1);
  const n = last ? Number.parseInt(last.code.slice(prefix.length), 10) || 0 : 0;
  return `${prefix}${String(n + 1).padStart(4, '0')}`;
};

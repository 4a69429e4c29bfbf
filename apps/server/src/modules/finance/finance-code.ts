import { formatDate } from '@kc/domain';
import { and, desc, eq, like, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/client';
import { financeApply } from './finance.table';

/**
 * The next application code of the tenant for the day: 'RZ' + yyyyMMdd (Shanghai) + a 4-digit sequence. New
 * applications take codes one at a time per tenant (an advisory lock held until the caller's transaction ends).
 */
export const nextFinanceCode = async (tx: DbOrTx, tenantId: string, now: Date) => {
  const prefix = `RZ${formatDate(now)!.replaceAll('-', '')}`;
  await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`finance-code:${tenantId}`}, 0))`);
  const [last] = await tx
    .select({ code: financeApply.code })
    .from(financeApply)
    .where(and(eq(financeApply.tenantId, tenantId), like(financeApply.code, `${prefix}%`)))
    .orderBy(desc(sql`length(${financeApply.code})`), desc(financeApply.code))
    .limit(1);
  const n = last ? Number.parseInt(last.code.slice(prefix.length), 10) || 0 : 0;
  return `${prefix}${String(n + 1).padStart(4, '0')}`;
};

import { formatDate } from '@kc/domain';
import { and, desc, eq, like, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/client';
import { billMove } from './bill-move.table';

/**
 * The next move code of the tenant for the day: 'YK' + yyyyMMdd (Shanghai) + a 4-digit sequence. New moves take
 * codes one at a time per tenant (an advisory lock held until the caller's transaction ends).
 */
export const nextBillMoveCode = async (tx: DbOrTx, tenantId: string, now: Date) => {
  const prefix = `YK${formatDate(now)!.replaceAll('-', '')}`;
  await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`bill-move-code:${tenantId}`}, 0))`);
  const [last] = await tx
    .select({ code: billMove.code })
    .from(billMove)
    .where(and(eq(billMove.tenantId, tenantId), like(billMove.code, `${prefix}%`)))
    .orderBy(desc(sql`length(${billMove.code})`), desc(billMove.code))
    .limit(1);
  const n = last ? Number.parseInt(last.code.slice(prefix.length), 10) || 0 : 0;
  return `${prefix}${String(n + 1).padStart(4, '0')}`;
};

import { randomBytes } from 'node:crypto';
import { formatDate } from '@kc/domain';
import { and, desc, eq, like, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/client';
import { contract } from './contract.table';

/**
 * The next free contract code of the tenant for the day: 'HT' + yyyyMMdd (Shanghai) + a 6-digit sequence. New
 * contracts take codes one at a time per tenant (an advisory lock held until the caller's transaction ends).
 */
export const nextContractCode = async (tx: DbOrTx, tenantId: string, now: Date) => {
  const prefix = `HT${formatDate(now)!.replaceAll('-', '')}`;
  await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`contract-code:${tenantId}`}, 0))`);
  const [last] = await tx
    .select({ code: contract.code })
    .from(contract)
    .where(and(eq(contract.tenantId, tenantId), like(contract.code, `${prefix}%`)))
    .orderBy(desc(contract.code))
    .limit(1);
  const n = last ? Number.parseInt(last.code.slice(prefix.length), 10) || 0 : 0;
  return `${prefix}${String(n + 1).padStart(6, '0')}`;
};

/** The verification page's token: 128 random bits, base64url (22 characters). */
export const newContractVerifyToken = () => randomBytes(16).toString('base64url');

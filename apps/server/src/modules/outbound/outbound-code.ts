import { randomInt } from 'node:crypto';
import { formatDate } from '@kc/domain';
import { VR_CODE_ALPHABET, VR_CODE_LENGTH } from '@kc/domain/outbound/outbound';
import { and, desc, eq, like, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/client';
import { outboundOrder } from './outbound.table';

/**
 * The next order code of the tenant for the day: 'CK' (出库) + yyyyMMdd (Shanghai) + a 4-digit sequence, the
 * inbound order's 'RK' mirror. Codes are taken one at a time per tenant (an advisory lock until the transaction ends).
 */
export const nextOutboundCode = async (tx: DbOrTx, tenantId: string, now: Date) => {
  const prefix = `CK${formatDate(now)!.replaceAll('-', '')}`;
  await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`outbound-code:${tenantId}`}, 0))`);
  const [last] = await tx
    .select({ code: outboundOrder.code })
    .from(outboundOrder)
    .where(and(eq(outboundOrder.tenantId, tenantId), like(outboundOrder.code, `${prefix}%`)))
    .orderBy(desc(sql`length(${outboundOrder.code})`), desc(outboundOrder.code))
    .limit(1);
  const n = last ? Number.parseInt(last.code.slice(prefix.length), 10) || 0 : 0;
  return `${prefix}${String(n + 1).padStart(4, '0')}`;
};

/** A fresh pick-up code (提货码): VR_CODE_LENGTH characters drawn with node:crypto's uniform randomInt. */
export const newVrCode = () =>
  Array.from({ length: VR_CODE_LENGTH }, () => VR_CODE_ALPHABET[randomInt(VR_CODE_ALPHABET.length)]).join('');

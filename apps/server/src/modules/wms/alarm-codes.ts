import { formatDate } from '@kc/domain';
import { and, desc, eq, like, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/client';
import { wmsAlarm } from './wms.table';

/**
 * The next `count` alarm codes of the tenant for the day (spec 3 §3 Alarm detail `code`): 'GJ' + yyyyMMdd (Shanghai)
 * + a 4-digit sequence (more digits past 9999). Codes are taken one caller at a time per tenant (an advisory lock
 * held until the caller's transaction ends), so two syncs never hand out the same code.
 */
export const nextAlarmCodes = async (tx: DbOrTx, tenantId: string, now: Date, count: number): Promise<string[]> => {
  if (count <= 0) return [];
  const prefix = `GJ${formatDate(now)!.replaceAll('-', '')}`;
  await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`wms-alarm-code:${tenantId}`}, 0))`);
  const [last] = await tx
    .select({ code: wmsAlarm.code })
    .from(wmsAlarm)
    .where(and(eq(wmsAlarm.tenantId, tenantId), like(wmsAlarm.code, `${prefix}%`)))
    .orderBy(desc(sql`length(${wmsAlarm.code})`), desc(wmsAlarm.code))
    .limit(1);
  const n = last ? Number.parseInt(last.code.slice(prefix.length), 10) || 0 : 0;
  return Array.from({ length: count }, (_, i) => `${prefix}${String(n + i + 1).padStart(4, '0')}`);
};

import { WMS_CHANGE_EVENT, type WmsChangeEvent } from '@kc/domain/wms/wms';
import type { AppContext } from '../../platform/context';
import { enterpriseUserIds, operatorUserIds } from '../user';

/** Who hears of a container's or an application's change: its cargo owner's and warehouse's users, the operators. */
export const wmsAudience = async (
  ctx: AppContext,
  tenantId: string,
  parties: readonly (string | null | undefined)[],
) => {
  const [users, operators] = await Promise.all([
    enterpriseUserIds(
      ctx.db,
      parties.filter((id): id is string => id != null),
    ),
    operatorUserIds(ctx.db, tenantId),
  ]);
  return [...new Set([...users, ...operators])];
};

/** 'wms.change' after the change committed; best effort (a lost event costs a refresh, pages refetch). */
export const publishWmsChange = async (
  ctx: AppContext,
  to: { tenantId: string; parties: readonly (string | null | undefined)[] },
  events: readonly WmsChangeEvent[],
) => {
  if (events.length === 0) return;
  try {
    const users = await wmsAudience(ctx, to.tenantId, to.parties);
    for (const e of events) await ctx.events.publishToUsers(users, WMS_CHANGE_EVENT, e);
  } catch {
    // best effort
  }
};

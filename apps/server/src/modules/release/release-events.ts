import { RELEASE_STATUS_EVENT, type ReleaseStatusEvent } from '@kc/domain/release/release-record';
import type { AppContext } from '../../platform/context';
import { enterpriseUserIds, operatorUserIds } from '../user';
import type { ReleaseRow } from './release-access';

/** Who hears of a release's change: the users of its shipper, warehouse and bank, and the platform operators. */
export const releaseAudience = async (ctx: AppContext, row: ReleaseRow) => {
  const [parties, operators] = await Promise.all([
    enterpriseUserIds(ctx.db, [row.shipperId, row.warehouseId, row.bankId]),
    operatorUserIds(ctx.db, row.tenantId),
  ]);
  return [...new Set([...parties, ...operators])];
};

/** 'release.status' {id, status, what} to everyone who sees the release, after the commit; best effort. */
export const announceRelease = async (ctx: AppContext, row: ReleaseRow, what: string) => {
  const data: ReleaseStatusEvent = { id: row.id, status: row.status, what };
  try {
    await ctx.events.publishToUsers(await releaseAudience(ctx, row), RELEASE_STATUS_EVENT, data);
  } catch {
    // A lost event costs a refresh, never the move.
  }
};

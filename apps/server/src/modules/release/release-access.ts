import { releaseRefusals as refuse } from '@kc/domain/release/release-record';
import { and, eq, or, type SQL, sql } from 'drizzle-orm';
import { isPlatformOperator } from '../../platform/access/party';
import type { Principal } from '../../platform/auth/principal';
import type { DbOrTx } from '../../platform/db/client';
import { assertOwnEnterpriseApproved } from '../enterprise';
import { ccbRelease } from './release.table';

export type ReleaseRow = typeof ccbRelease.$inferSelect;
export type ReleaseSide = 'shipper' | 'warehouse' | 'bank' | 'platform';

/** The caller's sides on a release: its enterprise as the shipper, the warehouse or the bank, and the operator. */
export const sidesOf = (p: Pick<Principal, 'postId' | 'roleAliases'>, row: ReleaseRow): ReleaseSide[] => {
  const sides: ReleaseSide[] = [];
  if (p.postId && row.shipperId === p.postId) sides.push('shipper');
  if (p.postId && row.warehouseId === p.postId) sides.push('warehouse');
  if (p.postId && row.bankId === p.postId) sides.push('bank');
  if (isPlatformOperator(p as Principal)) sides.push('platform');
  return sides;
};

/** Who sees a release: its shipper, warehouse and bank, and the platform operator every release of the tenant. */
export const canSeeRelease = (p: Principal, row: ReleaseRow) =>
  row.tenantId === p.tenantId && row.isDeleted === 0 && sidesOf(p, row).length > 0;

/** The list's scope, the same rule: each party sees its own, the platform all. */
export const visibleReleases = (p: Principal): SQL => {
  const base = and(eq(ccbRelease.tenantId, p.tenantId), eq(ccbRelease.isDeleted, 0))!;
  if (isPlatformOperator(p)) return base;
  if (!p.postId) return and(base, sql`false`)!;
  const postId = p.postId;
  return and(
    base,
    or(eq(ccbRelease.shipperId, postId), eq(ccbRelease.warehouseId, postId), eq(ccbRelease.bankId, postId)),
  )!;
};

export const findRelease = async (db: DbOrTx, id: string) =>
  (await db.select().from(ccbRelease).where(eq(ccbRelease.id, id)).limit(1))[0];

/** The release, or 404 when it is missing or not the caller's to see. */
export const loadVisibleRelease = async (db: DbOrTx, p: Principal, id: string) => {
  const row = await findRelease(db, id);
  if (!row || !canSeeRelease(p, row)) throw refuse.notFound();
  return { row, sides: sidesOf(p, row) };
};

/** A move only one side makes: anyone else who sees the release gets 403; an enterprise not approved too. */
export const assertReleaseSide = async (db: DbOrTx, p: Principal, row: ReleaseRow, side: 'platform' | 'warehouse') => {
  if (!sidesOf(p, row).includes(side)) throw side === 'platform' ? refuse.notPlatform() : refuse.notWarehouse();
  if (side !== 'platform') await assertOwnEnterpriseApproved(db, p);
};

/**
 * spec 2 §6 finance_warehouse: a caller whose only side is the warehouse never receives loan figures (the
 * application's redaction, isRedactedFor).
 */
export const redactedFor = (sides: readonly ReleaseSide[]) =>
  sides.includes('warehouse') && !sides.some((s) => s !== 'warehouse');

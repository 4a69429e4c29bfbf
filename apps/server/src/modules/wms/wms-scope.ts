import { type AnyColumn, and, eq, or, type SQL, sql } from 'drizzle-orm';
import { isPlatformOperator } from '../../platform/access/party';
import type { Principal } from '../../platform/auth/principal';
import { wmsAlarm, wmsApply, wmsContainer, wmsTrayTransfer } from './wms.table';

/**
 * Row scope of the external-WMS records (spec 3 §2 External containers, Alarms; §7): a cargo owner sees the rows
 * whose `cargoOwnerId` is its enterprise, a warehouse the rows whose `warehouseId` is its enterprise, the platform
 * operator every row of its tenant, anyone else nothing. A row of another tenant is never seen. Details answer 404
 * for a row out of scope, the same as for one that does not exist (API.md).
 */
export type WmsScopeColumns = { tenantId: AnyColumn; cargoOwnerId: AnyColumn; warehouseId: AnyColumn };
export type WmsScopedRow = { tenantId: string; cargoOwnerId: string | null; warehouseId: string | null };

/** The caller's sides on a row: its enterprise (postId) as the cargo owner and/or the warehouse. */
export const wmsSidesOf = (p: Pick<Principal, 'postId'>, row: Pick<WmsScopedRow, 'cargoOwnerId' | 'warehouseId'>) => ({
  owner: p.postId != null && row.cargoOwnerId === p.postId,
  warehouse: p.postId != null && row.warehouseId === p.postId,
});

/** Whether the caller may see the row (detail routes: otherwise 404). */
export const canSeeWmsRow = (p: Principal, row: WmsScopedRow) => {
  if (row.tenantId !== p.tenantId) return false;
  if (isPlatformOperator(p)) return true;
  const s = wmsSidesOf(p, row);
  return s.owner || s.warehouse;
};

/** The list filter of the same rule, on any table with tenant, cargo-owner and warehouse columns. */
export const wmsRowScope = (p: Principal, c: WmsScopeColumns): SQL => {
  const tenant = eq(c.tenantId, p.tenantId);
  if (isPlatformOperator(p)) return tenant;
  if (!p.postId) return sql`false`;
  return and(tenant, or(eq(c.cargoOwnerId, p.postId), eq(c.warehouseId, p.postId)))!;
};

/** Pre-bound scopes of the mirror, application and alarm tables. */
export const containerScope = (p: Principal) => wmsRowScope(p, wmsContainer);
export const applyScope = (p: Principal) => wmsRowScope(p, wmsApply);
export const alarmScope = (p: Principal) => wmsRowScope(p, wmsAlarm);
export const trayTransferScope = (p: Principal) => wmsRowScope(p, wmsTrayTransfer);

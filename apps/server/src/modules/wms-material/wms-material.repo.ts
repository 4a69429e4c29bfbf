import { formatDateTime, offsetOf, type PageQuery, toPage } from '@kc/domain';
import { EnterpriseType } from '@kc/domain/enterprise/enterprise';
import { and, count, desc, eq, ilike, inArray, type SQL } from 'drizzle-orm';
import { partyCondition } from '../../platform/access/party';
import type { Principal } from '../../platform/auth/principal';
import type { DbOrTx } from '../../platform/db/client';
import { escapeLike } from '../../platform/db/like';
import { enterpriseExists, enterpriseNameSql } from '../enterprise';
import { baseMaterial } from '../goods';
import { categoryInUseAt } from './category-in-use';
import { wmsMaterial } from './wms-material.table';

type WmsMaterialRow = typeof wmsMaterial.$inferSelect;

export type WmsMaterialFilter = {
  warehouseId?: string;
  materialId?: string;
  wmsMaterialName?: string;
  externalMaterialId?: string;
};

/**
 * The live rows a user may see and change: the tenant's, and for a user who does not see every party only
 * those of their own warehouse (warehouseId) or owning unit (warehouseUnitId).
 */
export const visibleMappings = (p: Principal): SQL =>
  and(
    eq(wmsMaterial.tenantId, p.tenantId),
    eq(wmsMaterial.isDeleted, 0),
    partyCondition(p, wmsMaterial.warehouseId, wmsMaterial.warehouseUnitId),
  )!;

export const pageMappings = async (db: DbOrTx, p: Principal, q: PageQuery & WmsMaterialFilter) => {
  const where = and(
    visibleMappings(p),
    q.warehouseId ? eq(wmsMaterial.warehouseId, q.warehouseId) : undefined,
    q.materialId ? eq(wmsMaterial.materialId, q.materialId) : undefined,
    q.wmsMaterialName ? ilike(wmsMaterial.wmsMaterialName, `%${escapeLike(q.wmsMaterialName)}%`) : undefined,
    q.externalMaterialId ? ilike(wmsMaterial.externalMaterialId, `%${escapeLike(q.externalMaterialId)}%`) : undefined,
  );
  const [rows, [total]] = await Promise.all([
    db
      .select({
        id: wmsMaterial.id,
        warehouseId: wmsMaterial.warehouseId,
        warehouseName: enterpriseNameSql(wmsMaterial.warehouseId),
        warehouseUnitId: wmsMaterial.warehouseUnitId,
        materialId: wmsMaterial.materialId,
        materialName: baseMaterial.name,
        externalMaterialId: wmsMaterial.externalMaterialId,
        wmsMaterialName: wmsMaterial.wmsMaterialName,
        createTime: wmsMaterial.createTime,
      })
      .from(wmsMaterial)
      // A removed category no longer names the row: it shows as not mapped.
      .leftJoin(baseMaterial, and(eq(baseMaterial.id, wmsMaterial.materialId), eq(baseMaterial.isDeleted, 0)))
      .where(where)
      .orderBy(desc(wmsMaterial.createTime), desc(wmsMaterial.id))
      .limit(q.size)
      .offset(offsetOf(q)),
    db.select({ n: count() }).from(wmsMaterial).where(where),
  ]);
  const records = rows.map((r) => ({ ...r, createTime: formatDateTime(r.createTime) }));
  return toPage(records, total?.n ?? 0, q.current, q.size);
};

/** The visible rows with these ids; fewer than asked means some are missing or another warehouse's. */
export const findMappings = (db: DbOrTx, p: Principal, ids: string[]) =>
  db
    .select()
    .from(wmsMaterial)
    .where(and(visibleMappings(p), inArray(wmsMaterial.id, ids)));

/** A live warehouse enterprise (type 2) of the tenant. */
export const warehouseExists = (db: DbOrTx, tenantId: string, id: string) =>
  enterpriseExists(db, tenantId, id, EnterpriseType.warehouse);

/** A live enterprise of the tenant, of any type (the owning unit). */
export const enterpriseLive = (db: DbOrTx, tenantId: string, id: string) => enterpriseExists(db, tenantId, id);

/** A live storage category (base material) of the tenant. */
export const materialExists = async (db: DbOrTx, tenantId: string, id: string) => {
  const [row] = await db
    .select({ id: baseMaterial.id })
    .from(baseMaterial)
    .where(and(eq(baseMaterial.id, id), eq(baseMaterial.tenantId, tenantId), eq(baseMaterial.isDeleted, 0)))
    .limit(1);
  return row != null;
};

/** The first of these codes already mapped (live) at the warehouse, if any. */
export const takenCode = async (db: DbOrTx, warehouseId: string, codes: string[]) => {
  const [row] = await db
    .select({ code: wmsMaterial.externalMaterialId })
    .from(wmsMaterial)
    .where(
      and(
        eq(wmsMaterial.warehouseId, warehouseId),
        eq(wmsMaterial.isDeleted, 0),
        inArray(wmsMaterial.externalMaterialId, codes),
      ),
    )
    .limit(1);
  return row?.code;
};

/** spec 1 §7: a mapping is in use while a live inbound order at its warehouse takes its category. */
export const mappingInUse = async (db: DbOrTx, row: WmsMaterialRow) => {
  if (!row.materialId) return false;
  return categoryInUseAt.get()(db, {
    tenantId: row.tenantId,
    warehouseId: row.warehouseId,
    materialId: row.materialId,
  });
};

const CODE_MAX = 100;

/** Soft delete that frees the code: `code~id`, the code shortened when the pair would pass 100 characters. */
export const removeMapping = (db: DbOrTx, row: WmsMaterialRow, stamps: { updateUser: string; updateTime: Date }) => {
  const suffix = `~${row.id}`;
  return db
    .update(wmsMaterial)
    .set({
      isDeleted: 1,
      externalMaterialId: `${row.externalMaterialId.slice(0, CODE_MAX - suffix.length)}${suffix}`,
      ...stamps,
    })
    .where(and(eq(wmsMaterial.id, row.id), eq(wmsMaterial.isDeleted, 0)));
};

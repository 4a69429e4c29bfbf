import { formatDateTime } from '@kc/domain';
import { MaterialStatus } from '@kc/domain/goods/base-material';
import { type AnyColumn, and, asc, eq, inArray, ne, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/client';
import { baseMaterial, baseMaterialAttr } from './goods.table';

export type MaterialRow = typeof baseMaterial.$inferSelect;
export type AttributeRow = typeof baseMaterialAttr.$inferSelect;

/** Live rows. Written as a literal so that the partial unique indexes (`WHERE is_deleted = 0`) serve it. */
export const live = (column: AnyColumn) => sql`${column} = 0`;

export const toMaterial = (r: MaterialRow) => ({
  id: r.id,
  code: r.code,
  name: r.name,
  pricingMode: r.pricingMode,
  ccbType: r.ccbType,
  weightUnit: r.weightUnit,
  numberUnit: r.numberUnit,
  sort: r.sort,
  status: r.status,
  reviewerReason: r.reviewerReason,
  createTime: formatDateTime(r.createTime),
});
export type Material = ReturnType<typeof toMaterial>;

export const toAttribute = (a: AttributeRow) => ({
  id: a.id,
  materialId: a.materialId,
  attrCode: a.attrCode,
  attrName: a.attrName,
  attrType: a.attrType,
  isShow: a.isShow,
  isTrade: a.isTrade,
  isContract: a.isContract,
  isStorage: a.isStorage,
  isSplit: a.isSplit,
  isHome: a.isHome,
  isPickup: a.isPickup,
  sort: a.sort,
  status: a.status,
});
export type Attribute = ReturnType<typeof toAttribute>;

const inTenant = (tenantId: string) => and(eq(baseMaterial.tenantId, tenantId), live(baseMaterial.isDeleted));

export const findMaterial = async (db: DbOrTx, tenantId: string, id: string) => {
  const [row] = await db
    .select()
    .from(baseMaterial)
    .where(and(eq(baseMaterial.id, id), inTenant(tenantId)))
    .limit(1);
  return row;
};

export const findMaterials = (db: DbOrTx, tenantId: string, ids: string[]) =>
  db
    .select()
    .from(baseMaterial)
    .where(and(inArray(baseMaterial.id, ids), inTenant(tenantId)));

/** Live categories of a tenant in display order (index kc_base_material_list_idx). */
export const materialsQuery = (db: DbOrTx, tenantId: string, where?: SQL) =>
  db
    .select()
    .from(baseMaterial)
    .where(and(inTenant(tenantId), where))
    .orderBy(asc(baseMaterial.sort), sql`${baseMaterial.createTime} desc`, asc(baseMaterial.id));

export const normalMaterials = (db: DbOrTx, tenantId: string) =>
  materialsQuery(db, tenantId, eq(baseMaterial.status, MaterialStatus.normal));

/** Live attributes of some categories, common before extra, by sort (index kc_base_material_attr_material_idx). */
export const attributesQuery = (db: DbOrTx, materialIds: string[], where?: SQL) =>
  db
    .select()
    .from(baseMaterialAttr)
    .where(and(inArray(baseMaterialAttr.materialId, materialIds), live(baseMaterialAttr.isDeleted), where))
    .orderBy(asc(baseMaterialAttr.attrType), asc(baseMaterialAttr.sort), asc(baseMaterialAttr.id));

export const attributesOf = async (db: DbOrTx, materialIds: string[], where?: SQL) =>
  materialIds.length ? (await attributesQuery(db, materialIds, where)).map(toAttribute) : [];

/** Attributes grouped by category id. */
export const attributesByMaterial = async (db: DbOrTx, materialIds: string[], where?: SQL) => {
  const byId = new Map<string, Attribute[]>(materialIds.map((id) => [id, []]));
  for (const a of await attributesOf(db, materialIds, where)) byId.get(a.materialId)?.push(a);
  return byId;
};

/** The category with its common (attrType 0) and extra (attrType 1) attributes: the detail and the form. */
export const materialDetail = async (db: DbOrTx, row: MaterialRow) => {
  const attributes = await attributesOf(db, [row.id]);
  return {
    ...toMaterial(row),
    commonAttributeList: attributes.filter((a) => a.attrType === 0),
    baseMaterialAttributeList: attributes.filter((a) => a.attrType === 1),
  };
};

/** Another live category of the tenant with this code (codes are unique per tenant among live rows). */
export const codeTaken = async (db: DbOrTx, tenantId: string, code: string, exceptId?: string) => {
  const [row] = await db
    .select({ id: baseMaterial.id })
    .from(baseMaterial)
    .where(
      and(
        eq(baseMaterial.tenantId, tenantId),
        eq(baseMaterial.code, code),
        live(baseMaterial.isDeleted),
        exceptId ? ne(baseMaterial.id, exceptId) : undefined,
      ),
    )
    .limit(1);
  return row != null;
};

/** Category names by id, for lists that show the categories a row covers. */
export const materialNames = async (db: DbOrTx, ids: string[]) => {
  if (!ids.length) return new Map<string, string>();
  const rows = await db
    .select({ id: baseMaterial.id, name: baseMaterial.name })
    .from(baseMaterial)
    .where(inArray(baseMaterial.id, [...new Set(ids)]));
  return new Map(rows.map((r) => [r.id, r.name]));
};

import { EnterpriseType } from '@kc/domain/enterprise/enterprise';
import { and, asc, eq, inArray, ne, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/client';
import { enterpriseExists, enterpriseNameSql, enterpriseNames } from '../enterprise';
import { live } from './base-material.repo';
import { baseMaterial, bankMaterialDetail as detail } from './goods.table';

const columns = {
  id: detail.id,
  materialId: detail.materialId,
  materialName: baseMaterial.name,
  bankEnterpriseId: detail.bankEnterpriseId,
  bankName: enterpriseNameSql(detail.bankEnterpriseId),
  name: detail.name,
  code: detail.code,
  sort: detail.sort,
  status: detail.status,
};

/**
 * Live details of the tenant with their category and bank names, by sort. Callers name the material
 * (index kc_bank_material_detail_uq) or the bank (kc_bank_material_detail_bank_idx) where they can.
 */
export const detailsQuery = (db: DbOrTx, tenantId: string, where?: SQL) =>
  db
    .select(columns)
    .from(detail)
    .innerJoin(baseMaterial, eq(baseMaterial.id, detail.materialId))
    .where(and(eq(detail.tenantId, tenantId), live(detail.isDeleted), where))
    .orderBy(asc(detail.sort), sql`${detail.createTime} desc`, asc(detail.id));

export const findDetail = async (db: DbOrTx, tenantId: string, id: string, where?: SQL) =>
  (await detailsQuery(db, tenantId, and(eq(detail.id, id), where)).limit(1))[0];

export const findDetails = (db: DbOrTx, tenantId: string, ids: string[], where?: SQL) =>
  db
    .select({ id: detail.id })
    .from(detail)
    .where(and(inArray(detail.id, ids), eq(detail.tenantId, tenantId), live(detail.isDeleted), where));

/** The live detail of this category at this bank, other than `exceptId` (one per category and bank). */
export const detailOfPair = async (db: DbOrTx, materialId: string, bankEnterpriseId: string, exceptId?: string) => {
  const [row] = await db
    .select({ id: detail.id })
    .from(detail)
    .where(
      and(
        eq(detail.materialId, materialId),
        eq(detail.bankEnterpriseId, bankEnterpriseId),
        live(detail.isDeleted),
        exceptId ? ne(detail.id, exceptId) : undefined,
      ),
    )
    .limit(1);
  return row;
};

/** A live financial institution (enterprise type 5) of the tenant. */
export const isBankEnterprise = (db: DbOrTx, tenantId: string, id: string) =>
  enterpriseExists(db, tenantId, id, EnterpriseType.bank);

/** Bank names by id, for financing goods lists. */
export const bankNames = (db: DbOrTx, ids: string[]) => enterpriseNames(db, ids);

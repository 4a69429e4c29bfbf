import { accessRefusals } from '@kc/domain';
import { and, inArray, sql } from 'drizzle-orm';
import type { Principal } from '../../platform/auth/principal';
import type { Db } from '../../platform/db/client';
import { updatedBy } from '../../platform/db/stamps';
import { findMaterials, live } from './base-material.repo';
import { bankMaterialDetail, baseMaterial, baseMaterialAttr, financingGoodsAttr } from './goods.table';
import { materialsInUse } from './materials-in-use';

/**
 * remove: soft-deletes categories with their attributes, the banks' details of them and the financing goods
 * rows that covered them, in one transaction. A category an inbound order uses stops the whole call
 * (spec 1 §8: data 402); an id that is not a live category of the tenant answers 404.
 */
export const removeBaseMaterials = async (db: Db, p: Principal, ids: string[]): Promise<'inUse' | 'removed'> =>
  db.transaction(async (tx) => {
    const rows = await findMaterials(tx, p.tenantId, ids).for('update');
    if (rows.length !== ids.length) throw accessRefusals.notFound();
    if ((await materialsInUse.get()(tx, ids)).size > 0) return 'inUse';
    const stamp = updatedBy(p);
    // The code is unique among live rows: renaming it to code~id frees it for a new category.
    await tx
      .update(baseMaterial)
      .set({ isDeleted: 1, code: sql`left(${baseMaterial.code}, 60) || '~' || ${baseMaterial.id}`, ...stamp })
      .where(inArray(baseMaterial.id, ids));
    for (const t of [baseMaterialAttr, bankMaterialDetail, financingGoodsAttr]) {
      await tx
        .update(t)
        .set({ isDeleted: 1, ...stamp })
        .where(and(inArray(t.materialId, ids), live(t.isDeleted)));
    }
    return 'removed';
  });

import { accessRefusals } from '@kc/domain';
import { and, eq, inArray } from 'drizzle-orm';
import type { Principal } from '../../platform/auth/principal';
import type { Db } from '../../platform/db/client';
import { updatedBy } from '../../platform/db/stamps';
import { live } from './base-material.repo';
import { baseMaterial } from './goods.table';

/** updateStatus: sets the display status (0 disabled, 1 normal, 2 hidden) and the reviewer's note of categories. */
export const updateMaterialStatus = async (
  db: Db,
  p: Principal,
  ids: string[],
  status: number,
  reviewerReason?: string,
) =>
  db.transaction(async (tx) => {
    const changed = await tx
      .update(baseMaterial)
      .set({ status, reviewerReason: reviewerReason || null, ...updatedBy(p) })
      .where(and(inArray(baseMaterial.id, ids), eq(baseMaterial.tenantId, p.tenantId), live(baseMaterial.isDeleted)))
      .returning({ id: baseMaterial.id });
    // All or nothing: an id that is not a live category of the tenant undoes the others.
    if (changed.length !== ids.length) throw accessRefusals.notFound();
  });

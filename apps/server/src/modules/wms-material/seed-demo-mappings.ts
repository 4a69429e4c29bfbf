import { and, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/client';
import { wmsMaterial } from './wms-material.table';

export type DemoMapping = { externalMaterialId: string; wmsMaterialName: string; materialId: string | null };

/** Demo mappings at a warehouse (seed): codes already mapped there are kept as they are, so it runs again safely. */
export const seedDemoMappings = async (
  db: DbOrTx,
  at: { tenantId: string; warehouseId: string },
  rows: readonly DemoMapping[],
) => {
  const existing = await db
    .select({ code: wmsMaterial.externalMaterialId })
    .from(wmsMaterial)
    .where(
      and(
        eq(wmsMaterial.warehouseId, at.warehouseId),
        eq(wmsMaterial.isDeleted, 0),
        inArray(
          wmsMaterial.externalMaterialId,
          rows.map((m) => m.externalMaterialId),
        ),
      ),
    );
  const have = new Set(existing.map((r) => r.code));
  const missing = rows.filter((m) => !have.has(m.externalMaterialId));
  if (!missing.length) return;
  await db.insert(wmsMaterial).values(
    missing.map((m) => ({
      ...m,
      tenantId: at.tenantId,
      warehouseId: at.warehouseId,
      warehouseUnitId: at.warehouseId,
    })),
  );
};

import { and, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../../platform/db/client';
import { enterprise } from '../../enterprise/enterprise.table';
import { baseMaterial } from '../../goods/goods.table';
import { wmsMaterial } from '../../wms-material/wms-material.table';
import { demoEnterprises } from './demo';

/** The demo warehouse (the 'warehouse' account's enterprise) keeps the demo mappings. */
const DEMO_WAREHOUSE_CODE = demoEnterprises.find((d) => d.account === 'warehouse')!.enterprise.code;

/** The cotton category of the goods demo data. */
const COTTON_CODE = 'MH001';

/** WMS goods at the demo warehouse: two mapped to cotton, one still waiting for a category. */
export const demoWmsMaterials: { externalMaterialId: string; wmsMaterialName: string; materialCode: string | null }[] =
  [
    { externalMaterialId: 'WMS-MH-01', wmsMaterialName: '新疆机采棉', materialCode: COTTON_CODE },
    { externalMaterialId: 'WMS-MH-02', wmsMaterialName: '细绒棉', materialCode: COTTON_CODE },
    { externalMaterialId: 'WMS-X-09', wmsMaterialName: '待映射货物', materialCode: null },
  ];

/**
 * Demo WMS mappings, after the demo enterprises and the goods demo data. Codes already mapped at the
 * warehouse are kept as they are, so it runs again safely; without the warehouse or the category it does nothing.
 */
export const seedDemoWmsMaterials = async (db: DbOrTx, tenantId: string) => {
  const [warehouse] = await db
    .select({ id: enterprise.id })
    .from(enterprise)
    .where(
      and(eq(enterprise.tenantId, tenantId), eq(enterprise.code, DEMO_WAREHOUSE_CODE), eq(enterprise.isDeleted, 0)),
    )
    .limit(1);
  const [cotton] = await db
    .select({ id: baseMaterial.id })
    .from(baseMaterial)
    .where(and(eq(baseMaterial.tenantId, tenantId), eq(baseMaterial.code, COTTON_CODE), eq(baseMaterial.isDeleted, 0)))
    .limit(1);
  if (!warehouse || !cotton) return;
  const existing = await db
    .select({ code: wmsMaterial.externalMaterialId })
    .from(wmsMaterial)
    .where(
      and(
        eq(wmsMaterial.warehouseId, warehouse.id),
        eq(wmsMaterial.isDeleted, 0),
        inArray(
          wmsMaterial.externalMaterialId,
          demoWmsMaterials.map((m) => m.externalMaterialId),
        ),
      ),
    );
  const have = new Set(existing.map((r) => r.code));
  const missing = demoWmsMaterials.filter((m) => !have.has(m.externalMaterialId));
  if (!missing.length) return;
  await db.insert(wmsMaterial).values(
    missing.map((m) => ({
      tenantId,
      warehouseId: warehouse.id,
      warehouseUnitId: warehouse.id,
      materialId: m.materialCode ? cotton.id : null,
      externalMaterialId: m.externalMaterialId,
      wmsMaterialName: m.wmsMaterialName,
    })),
  );
};

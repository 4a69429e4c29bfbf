import { and, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../../platform/db/client';
import { enterpriseByCode } from '../../enterprise';
import { baseMaterial } from '../../goods';
import { seedDemoMappings } from '../../wms-material';
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
 * Demo WMS mappings, after the demo enterprises and the goods demo data; without the warehouse or the category
 * it does nothing.
 */
export const seedDemoWmsMaterials = async (db: DbOrTx, tenantId: string) => {
  const warehouse = await enterpriseByCode(db, tenantId, DEMO_WAREHOUSE_CODE);
  const [cotton] = await db
    .select({ id: baseMaterial.id })
    .from(baseMaterial)
    .where(and(eq(baseMaterial.tenantId, tenantId), eq(baseMaterial.code, COTTON_CODE), eq(baseMaterial.isDeleted, 0)))
    .limit(1);
  if (!warehouse || !cotton) return;
  await seedDemoMappings(
    db,
    { tenantId, warehouseId: warehouse.id },
    demoWmsMaterials.map(({ materialCode, ...m }) => ({ ...m, materialId: materialCode ? cotton.id : null })),
  );
};

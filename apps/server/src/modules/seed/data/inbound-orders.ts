import { and, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../../platform/db/client';
import { enterprise } from '../../enterprise/enterprise.table';
import { baseMaterial } from '../../goods/goods.table';
import { inboundOrder } from '../../inbound/inbound.table';
import { demoEnterprises } from './demo';

const codeOf = (account: string) => demoEnterprises.find((d) => d.account === account)!.enterprise.code;

/**
 * One demo inbound order: the demo shipper stores cotton at the demo warehouse. It makes the cotton category
 * "in use" (deleting it answers '删除失败,此类别已被占用!'); the inbound module fills in its batches later.
 */
export const demoInboundOrders = [
  { code: 'RK20261101001', shipper: 'shipper', warehouse: 'warehouse', material: 'MH001' },
];

export const seedDemoInboundOrders = async (db: DbOrTx, tenantId: string) => {
  for (const order of demoInboundOrders) {
    const [exists] = await db
      .select({ id: inboundOrder.id })
      .from(inboundOrder)
      .where(and(eq(inboundOrder.tenantId, tenantId), eq(inboundOrder.code, order.code)))
      .limit(1);
    if (exists) continue;
    const parties = await db
      .select({ id: enterprise.id, code: enterprise.code })
      .from(enterprise)
      .where(
        and(
          eq(enterprise.tenantId, tenantId),
          inArray(enterprise.code, [codeOf(order.shipper), codeOf(order.warehouse)]),
        ),
      );
    const [material] = await db
      .select({ id: baseMaterial.id })
      .from(baseMaterial)
      .where(
        and(eq(baseMaterial.tenantId, tenantId), eq(baseMaterial.code, order.material), eq(baseMaterial.isDeleted, 0)),
      )
      .limit(1);
    const shipper = parties.find((p) => p.code === codeOf(order.shipper));
    const warehouse = parties.find((p) => p.code === codeOf(order.warehouse));
    if (!material || !shipper || !warehouse) continue;
    await db.insert(inboundOrder).values({
      tenantId,
      code: order.code,
      shipperId: shipper.id,
      warehouseId: warehouse.id,
      materialId: material.id,
      reservePerson: '张建国',
      reservePhone: '13812340001',
    });
  }
};

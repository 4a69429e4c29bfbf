import { parseDateTime } from '@kc/domain';
import { inboundSums } from '@kc/domain/inbound/inbound';
import { InboundStatus } from '@kc/domain/inbound/status';
import { and, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../../platform/db/client';
import { liveEnterprises } from '../../enterprise';
import { baseMaterial, baseMaterialAttr } from '../../goods';
import { importInboundOrder, inboundBatch, inboundOrder } from '../../inbound';
import { receipt } from '../../receipt';
import { user } from '../../user';
import { demoEnterprises } from './demo';

const codeOf = (account: string) => demoEnterprises.find((d) => d.account === account)!.enterprise.code;

type DemoBatch = { batchNo: string; applyWeight: string; applyQuantity: string; props: Record<string, string> };

/** Storage attribute values of one cotton lot (only the category's storage attributes are kept). */
const cotton = (batchNo: string, colorGrade: string, micronaire: string, moisture: string, bales: string) => ({
  brand: '天山雪',
  spec: '3128B',
  origin: '新疆阿克苏',
  grade: '三级',
  batchNo,
  producingArea: '新疆',
  colorGrade,
  moisture,
  micronaire,
  bales,
});

/**
 * One demo inbound order: the demo shipper stores three lots of Xinjiang machine-picked cotton at the demo
 * warehouse. The shipper has submitted and passed it (status 20), so the demo warehouse user can weigh it,
 * temp-save and audit it, which generates one receipt per lot. It also makes the cotton category "in use".
 */
export const demoInboundOrders = [
  {
    code: 'RK20261101001',
    shipper: 'shipper',
    warehouse: 'warehouse',
    material: 'MH001',
    status: InboundStatus.awaitingWarehouse,
    reserveTime: '2026-11-03 09:00:00',
    reservePerson: '张建国',
    reservePhone: '13812340001',
    remark: '新疆机采棉三批，铁路到郑州圃田站后汽运入库',
    submitTime: '2026-11-01 10:12:36',
    shippingAuditTime: '2026-11-01 14:30:08',
    batches: [
      {
        batchNo: '65001251101',
        applyWeight: '45.32',
        applyQuantity: '200',
        props: cotton('65001251101', '白棉3级', '4.3', '7.8', '200'),
      },
      {
        batchNo: '65001251102',
        applyWeight: '44.87',
        applyQuantity: '198',
        props: cotton('65001251102', '白棉3级', '4.5', '8.1', '198'),
      },
      {
        batchNo: '65001251103',
        applyWeight: '38.06',
        applyQuantity: '168',
        props: cotton('65001251103', '白棉2级', '4.1', '7.5', '168'),
      },
    ] satisfies DemoBatch[],
  },
];

export type DemoOrder = (typeof demoInboundOrders)[number];

const live = (inputId: string) => and(eq(inboundBatch.inputId, inputId), eq(inboundBatch.isDeleted, 0));

/** The order's columns and batches, from the demo data and the parties' current rows. */
export const orderValues = async (db: DbOrTx, tenantId: string, order: DemoOrder) => {
  const parties = await liveEnterprises(
    db,
    tenantId,
    { codes: [codeOf(order.shipper), codeOf(order.warehouse)] },
    { order: 'id', limit: 2 },
  );
  const [material] = await db
    .select()
    .from(baseMaterial)
    .where(
      and(eq(baseMaterial.tenantId, tenantId), eq(baseMaterial.code, order.material), eq(baseMaterial.isDeleted, 0)),
    )
    .limit(1);
  const shipper = parties.find((p) => p.code === codeOf(order.shipper));
  const warehouse = parties.find((p) => p.code === codeOf(order.warehouse));
  if (!material || !shipper || !warehouse) return undefined;
  const [shipperUser] = await db
    .select({ id: user.id, realName: user.realName })
    .from(user)
    .where(and(eq(user.tenantId, tenantId), eq(user.account, order.shipper)))
    .limit(1);
  const storage = await db
    .select({ attrCode: baseMaterialAttr.attrCode, attrName: baseMaterialAttr.attrName })
    .from(baseMaterialAttr)
    .where(
      and(
        eq(baseMaterialAttr.materialId, material.id),
        eq(baseMaterialAttr.isDeleted, 0),
        eq(baseMaterialAttr.isStorage, 1),
      ),
    )
    .orderBy(baseMaterialAttr.attrType, baseMaterialAttr.sort);
  const batches = order.batches.map((b, i) => ({
    batchNo: b.batchNo,
    sort: i + 1,
    applyWeight: b.applyWeight,
    applyQuantity: b.applyQuantity,
    props: storage
      .filter((a) => b.props[a.attrCode as keyof typeof b.props] !== undefined)
      .map((a) => ({ ...a, value: b.props[a.attrCode as keyof typeof b.props] })),
  }));
  const sums = inboundSums(batches);
  const shipperName = shipperUser?.realName ?? order.reservePerson;
  return {
    batches,
    values: {
      shipperId: shipper.id,
      warehouseId: warehouse.id,
      materialId: material.id,
      status: order.status,
      reserveTime: parseDateTime(order.reserveTime),
      reservePerson: order.reservePerson,
      reservePhone: order.reservePhone,
      remark: order.remark,
      warehouseContactName: warehouse.contactsName,
      warehouseContactPhone: warehouse.contactsPhone,
      weightUnit: material.weightUnit,
      numberUnit: material.numberUnit,
      ...sums,
      submitTime: parseDateTime(order.submitTime),
      submitUser: shipperUser?.id ?? null,
      submitUserName: shipperName,
      shippingAuditTime: parseDateTime(order.shippingAuditTime),
      shippingAuditUser: shipperUser?.id ?? null,
      shippingAuditUserName: shipperName,
      createUser: shipperUser?.id ?? null,
      createTime: parseDateTime(order.submitTime) ?? new Date(),
    },
  };
};

/**
 * Idempotent: an order already there is left alone, except the bare row an earlier seed wrote (status 1, no
 * batches, no receipts), which becomes the full demo order.
 */
export const seedDemoInboundOrders = async (db: DbOrTx, tenantId: string) => {
  for (const order of demoInboundOrders) {
    const [exists] = await db
      .select({ id: inboundOrder.id, status: inboundOrder.status })
      .from(inboundOrder)
      .where(and(eq(inboundOrder.tenantId, tenantId), eq(inboundOrder.code, order.code)))
      .limit(1);
    if (exists) {
      if (exists.status !== InboundStatus.stored) continue;
      const [batch] = await db.select({ id: inboundBatch.id }).from(inboundBatch).where(live(exists.id)).limit(1);
      const [bill] = await db.select({ id: receipt.id }).from(receipt).where(eq(receipt.inputId, exists.id)).limit(1);
      if (batch || bill) continue;
    }
    const built = await orderValues(db, tenantId, order);
    if (!built) continue;
    await importInboundOrder(db, { tenantId, code: order.code, ...built, replaceId: exists?.id });
  }
};

import { OutboundStatus } from '@kc/domain/outbound/status';
import { eq } from 'drizzle-orm';
import type { AppContext } from '../../platform/context';
import { serverOrigin } from '../../platform/http/origin';
import { outboundBill, shippingAuditOutbound, submitOutbound } from '../outbound';
import { receiptsByIds } from '../receipt';
import { readSeedMark, writeSeedMark } from '../system';
import { demoOutbound, demoOutboundOrder } from './data/outbound';
import { demoActor, seedDemoReceipts } from './seed-trading';

/** Bumped when the demo outbound order changes; a data directory seeded with this version is left alone. */
const OUTBOUND_MARK = 'seed:demo-outbound';
const OUTBOUND_VERSION = 'v1';

/**
 * The outbound demo (README "Outbound orders"): a receipt of its own comes into effect at the demo warehouse, the demo
 * shipper applies to take the goods out and passes its own audit through the screens' own services, so the warehouse
 * finds an order waiting for it (20). Idempotent: a receipt already in an order is left alone.
 */
export const seedDemoOutbound = async (ctx: AppContext) => {
  if ((await readSeedMark(ctx.db, OUTBOUND_MARK)) === OUTBOUND_VERSION) return;
  const billIds = await seedDemoReceipts(ctx, serverOrigin(ctx.config), demoOutboundOrder);
  const holder = await demoActor(ctx, demoOutbound.holder);
  if (billIds.length === 0 || !holder) return;
  const [taken] = await ctx.db
    .select({ id: outboundBill.id })
    .from(outboundBill)
    .where(eq(outboundBill.billId, billIds[0]!))
    .limit(1);
  if (!taken) {
    const warehouseId = (await receiptsByIds(ctx.db, billIds)).get(billIds[0]!)!.warehouseId;
    const { id } = await submitOutbound(ctx, holder, {
      status: OutboundStatus.awaitingShipperAudit,
      warehouseId,
      reserveTime: demoOutbound.reserveTime,
      pickPerson: demoOutbound.pickPerson,
      pickPhone: demoOutbound.pickPhone,
      carNo: demoOutbound.carNo,
      remark: demoOutbound.remark,
      bills: billIds.map((billId) => ({ billId })),
    });
    await shippingAuditOutbound(ctx, holder, { id, status: 1 });
  }
  await writeSeedMark(ctx.db, OUTBOUND_MARK, OUTBOUND_VERSION);
};

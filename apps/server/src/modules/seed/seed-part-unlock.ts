import { PartUnlockStatus } from '@kc/domain/part-unlock/status';
import { ReceiptStatus } from '@kc/domain/receipt/status';
import { ContainerStatus, TrayStatus } from '@kc/domain/wms/wms';
import { and, asc, eq, isNotNull } from 'drizzle-orm';
import type { Principal } from '../../platform/auth/principal';
import type { AppContext } from '../../platform/context';
import { escapeXml, renderSvgToPng } from '../../platform/pdf/font';
import { auditShipper, partUnlock, submitPartUnlock } from '../part-unlock';
import { receipt, receiptHolders } from '../receipt';
import { readSeedMark, writeSeedMark } from '../system';
import { coveredTrays } from '../wms';
import { demoActor } from './seed-trading';
import { seedDemoWms } from './seed-wms';

/** Bumped when the demo partial unlock changes; a data directory seeded with this version is left alone. */
const PART_UNLOCK_MARK = 'seed:demo-part-unlock';
const PART_UNLOCK_VERSION = 'v1';
/** How many trays of the demo's locked container the warehouse lets go. */
const DEMO_TRAYS = 2;

/** The owner's pick-up application (提货申请书) as the warehouse would photograph it. */
const applicationPng = (billCode: string, trayCodes: string[]) => {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="720" height="420" viewBox="0 0 720 420">
  <rect width="720" height="420" fill="#fdfcf7"/>
  <rect x="12" y="12" width="696" height="396" fill="none" stroke="#1f4e79" stroke-width="2"/>
  <text x="360" y="64" font-size="30" text-anchor="middle" fill="#1f4e79">提货申请书</text>
  <text x="40" y="130" font-size="20" fill="#111">仓单编号：${escapeXml(billCode)}</text>
  <text x="40" y="170" font-size="20" fill="#111">申请解锁托盘：${escapeXml(trayCodes.join('、'))}</text>
  <text x="40" y="210" font-size="20" fill="#111">货主同意上述托盘部分解锁提货。</text>
  <text x="460" y="360" font-size="20" fill="#111">（货主盖章）</text>
  </svg>`;
  return Buffer.from(renderSvgToPng(svg));
};

/**
 * The partial-unlock demo (README "Partial unlock"): on the demo WMS goods (seed-wms.ts), the demo warehouse applies
 * to let two trays of the locked container under the receipt in effect go, with the owner's application image, and
 * the demo shipper passes its audit through the screens' own services, so the platform finds a partial unlock
 * waiting for it (20). Idempotent: a receipt already held by a process is left alone.
 */
export const seedDemoPartUnlock = async (ctx: AppContext) => {
  if ((await readSeedMark(ctx.db, PART_UNLOCK_MARK)) === PART_UNLOCK_VERSION) return;
  await seedDemoWms(ctx);
  const [warehouse, shipper] = await Promise.all([demoActor(ctx, 'warehouse'), demoActor(ctx, 'shipper')]);
  if (!warehouse?.postId || !shipper) return;
  const existing = await ctx.db.select({ id: partUnlock.id }).from(partUnlock).limit(1);
  if (existing.length === 0) {
    const bills = await ctx.db
      .select()
      .from(receipt)
      .where(
        and(
          eq(receipt.warehouseId, warehouse.postId),
          eq(receipt.status, ReceiptStatus.inEffect),
          isNotNull(receipt.goodsId),
          eq(receipt.isDeleted, 0),
        ),
      )
      .orderBy(asc(receipt.code));
    const holders = await receiptHolders(
      ctx.db,
      bills.map((b) => b.id),
    );
    for (const bill of bills.filter((b) => !holders.has(b.id))) {
      const trays = (await coveredTrays(ctx.db, [{ id: bill.id, lineageId: bill.lineageId }])).filter(
        (t) => t.status === TrayStatus.locked && t.containerStatus === ContainerStatus.locked,
      );
      const chosen = trays.filter((t) => t.containerId === trays[0]?.containerId).slice(0, DEMO_TRAYS);
      if (chosen.length === 0) continue;
      await seedFor(ctx, warehouse, shipper, bill, chosen);
      break;
    }
  }
  await writeSeedMark(ctx.db, PART_UNLOCK_MARK, PART_UNLOCK_VERSION);
};

const seedFor = async (
  ctx: AppContext,
  warehouse: Principal,
  shipper: Principal,
  bill: typeof receipt.$inferSelect,
  trays: { trayId: string; trayCode: string }[],
) => {
  const file = await ctx.files.store(warehouse, {
    originalName: '提货申请书.png',
    bytes: applicationPng(
      bill.code,
      trays.map((t) => t.trayCode),
    ),
    kind: 'png',
    ext: 'png',
    mime: 'image/png',
  });
  const { id } = await submitPartUnlock(ctx, warehouse, {
    applyFile: [file.id],
    billIds: [bill.id],
    trayIds: trays.map((t) => t.trayId),
  });
  await auditShipper(ctx, shipper, { id, status: PartUnlockStatus.awaitingPlatform });
};

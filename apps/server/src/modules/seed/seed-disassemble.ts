import { DEFAULT_TENANT_ID } from '@kc/domain';
import { DisassembleStatus } from '@kc/domain/disassemble/status';
import { ReceiptStatus, type SignerRole } from '@kc/domain/receipt/status';
import { WmsApplyStatus } from '@kc/domain/wms/wms';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Principal } from '../../platform/auth/principal';
import type { AppContext } from '../../platform/context';
import { serverOrigin } from '../../platform/http/origin';
import { signReceipt } from '../batch-sign';
import { disassemble, submitDisassemble } from '../disassemble';
import { receipt } from '../receipt';
import { readSeedMark, writeSeedMark } from '../system';
import { pullUnit, saveApply, sendPendingLocks, updateBillApply, wmsContainer } from '../wms';
import { demoEnterprises } from './data/demo';
import { demoActor } from './seed-trading';
import { DEMO_WMS_UNIT } from './seed-wms';

const MARK = 'seed:demo-disassemble';
const VERSION = 'v1';

/**
 * Two receipts of three containers each (the screens issue one receipt per container; these are completed as one
 * receipt over the application, updateBillApply's oneReceipt): the first is under a WMS split the warehouse submitted
 * (10, waiting for the shipper's review: its first container to a receipt of its own), the second is free for the
 * browser journey (e2e/disassemble-journey.spec.ts) to split.
 */
export const DEMO_SPLIT_CASES = ['XH240302001', 'XH240302002', 'XH240302003'];
export const DEMO_FREE_SPLIT_CASES = ['XH240302004', 'XH240302005', 'XH240302006'];

const codeOf = (account: string) => demoEnterprises.find((d) => d.account === account)!.enterprise.code;

const trays = (count: number, from: number) =>
  Array.from({ length: count }, (_, i) => ({
    num: '10',
    weight: (2.23 + ((from + i) % 5) * 0.03).toFixed(2),
    numUnit: '2',
    weightUnit: '1',
  }));

/** The WMS's three containers of machine-picked cotton, added once, then pulled into the mirror. */
const addStock = async (ctx: AppContext, cases: string[]) => {
  const tenantId = DEFAULT_TENANT_ID;
  const known = await ctx.db
    .select({ caseNumber: wmsContainer.caseNumber })
    .from(wmsContainer)
    .where(and(eq(wmsContainer.warehouseUnitId, DEMO_WMS_UNIT), inArray(wmsContainer.caseNumber, cases)));
  for (const [i, caseNumber] of cases.entries()) {
    if (known.some((k) => k.caseNumber === caseNumber)) continue;
    await ctx.wmsSandbox.addContainer(tenantId, DEMO_WMS_UNIT, {
      caseNumber,
      warehouseCode: codeOf('warehouse'),
      ownerCode: codeOf('shipper'),
      goods: [
        {
          goodsName: '新疆机采棉',
          materialCode: 'WMS-MH-01',
          materialName: '新疆机采棉',
          attrs: [
            { attrCode: 'producingArea', attrName: '产区', value: '新疆哈密' },
            { attrCode: 'colorGrade', attrName: '颜色级', value: '白棉3级' },
          ],
          trays: trays(3 + i, i),
        },
      ],
    });
  }
};

/** Apply, complete as one receipt, and sign it into effect (the three parties); answers the receipt's id. */
const receiptOver = async (
  ctx: AppContext,
  actors: Record<SignerRole, Principal>,
  cases: string[],
): Promise<string | undefined> => {
  const apply = await saveApply(ctx, actors.shipper, { warehouseUnitId: DEMO_WMS_UNIT, caseNumber: cases });
  await updateBillApply(
    ctx,
    actors.warehouse,
    { id: apply.id, status: WmsApplyStatus.completed },
    serverOrigin(ctx.config),
    {
      oneReceipt: true,
    },
  );
  const [bill] = await ctx.db
    .select({ id: receipt.id, status: receipt.status })
    .from(receipt)
    .where(eq(receipt.goodsId, apply.id))
    .orderBy(asc(receipt.code));
  if (!bill) return undefined;
  for (const role of ['warehouse', 'shipper', 'platform'] as const)
    await signReceipt(ctx, { billId: bill.id, role, actor: actors[role] });
  await sendPendingLocks(ctx, { tenantId: DEFAULT_TENANT_ID });
  return bill.id;
};

/** The WMS split demo (README of modules/disassemble). Idempotent by seed mark. */
export const seedDemoDisassemble = async (ctx: AppContext) => {
  if ((await readSeedMark(ctx.db, MARK)) === VERSION) return;
  const [shipper, warehouse, platform] = await Promise.all(
    ['shipper', 'warehouse', 'platform'].map((a) => demoActor(ctx, a)),
  );
  if (!shipper || !warehouse || !platform) return;
  const actors = { shipper, warehouse, platform };
  await addStock(ctx, [...DEMO_SPLIT_CASES, ...DEMO_FREE_SPLIT_CASES]);
  await pullUnit(ctx, DEFAULT_TENANT_ID, DEMO_WMS_UNIT);
  const split = await receiptOver(ctx, actors, DEMO_SPLIT_CASES);
  await receiptOver(ctx, actors, DEMO_FREE_SPLIT_CASES);
  if (split) {
    const [bill] = await ctx.db.select().from(receipt).where(eq(receipt.id, split));
    const [first] = await ctx.db
      .select({ id: wmsContainer.id })
      .from(wmsContainer)
      .where(and(eq(wmsContainer.warehouseUnitId, DEMO_WMS_UNIT), eq(wmsContainer.caseNumber, DEMO_SPLIT_CASES[0]!)));
    const [existing] = await ctx.db
      .select({ id: disassemble.id })
      .from(disassemble)
      .where(eq(disassemble.billId, split));
    if (bill?.status === ReceiptStatus.inEffect && first && !existing)
      await submitDisassemble(ctx, warehouse, {
        warehouseUnitId: DEMO_WMS_UNIT,
        status: DisassembleStatus.awaitingShipper,
        billIds: [split],
        containerIds: [first.id],
      });
  }
  await writeSeedMark(ctx.db, MARK, VERSION);
};

import {
  type DisassembleDetail,
  disassembleMessages,
  disassembleRefusals,
  splitFigures,
} from '@kc/domain/disassemble/disassemble';
import { disassembleInputRefusals } from '@kc/domain/disassemble/input-refusals';
import { DisassembleStatus } from '@kc/domain/disassemble/status';
import { ReceiptStatus } from '@kc/domain/receipt/status';
import Decimal from 'decimal.js';
import { eq, inArray } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Principal } from '../../platform/auth/principal';
import { enterpriseOfAccount } from '../../test/fixtures/batch-sign';
import { createEnterprise, createTestApp, dataOf, expectRefusal, type TestApp } from '../../test/harness';
import { signReceipt } from '../batch-sign';
import { holdReceipts, receipt, receiptHolders, releaseReceipts } from '../receipt';
import { demoActor } from '../seed/seed-trading';
import { wmsBillTray, wmsContainer } from '../wms';
import { receiptOverContainers, type TrayFigures } from './disassemble.fixtures';
import { disassemble } from './disassemble.table';

const BASE = '/api/kc-flrk/billDisassemble';
const reasons = disassembleRefusals.reasons;
const inputReasons = disassembleInputRefusals.reasons;
type Account = 'shipper' | 'warehouse' | 'warehouse2' | 'platform' | 'foreign';
let t: TestApp;
let tok: Record<Account, string>;
let ids: Record<'shipper' | 'warehouse', string>;
const actors: Record<string, Principal> = {};

const tray = (weight: string, num = '10.00'): TrayFigures => ({ weight, num });
/** A receipt of three containers (2, 1 and 2 trays). */
const threeContainers = () =>
  receiptOverContainers(t.ctx, {
    shipperId: ids.shipper,
    warehouseId: ids.warehouse,
    containers: [[tray('2.21'), tray('2.33')], [tray('2.45', '9.50')], [tray('2.27'), tray('2.39')]],
  });
const form = (billId: string, containerIds: string[], over: Record<string, unknown> = {}) => ({
  warehouseUnitId: '1001',
  status: DisassembleStatus.awaitingShipper,
  billIds: billId,
  containerIds: containerIds.join(','),
  ...over,
});
const post = (token: string, path: string, body: object) => t.post(token, `${BASE}/${path}`, body);
const submitted = async (token: string, body: object) =>
  dataOf<{ id: string; status: number; applyCode: string }>(post(token, 'submit', body));
const detailOf = (token: string, id: string) => dataOf<DisassembleDetail>(t.get(token, `${BASE}/detail`, { id }));
const rowOf = async (id: string) => (await t.ctx.db.select().from(disassemble).where(eq(disassemble.id, id)))[0]!;
const holders = async (billId: string) => [...(await receiptHolders(t.ctx.db, [billId])).values()];
const billsOf = (billIds: string[]) => t.ctx.db.select().from(receipt).where(inArray(receipt.id, billIds));

/** Through the three reviews to 40. */
const passAll = async (id: string) => {
  await dataOf(post(tok.shipper, 'auditShipper', { id, status: 20 }));
  await dataOf(post(tok.platform, 'auditPlatform', { id, status: 30 }));
  return dataOf(post(tok.warehouse, 'auditWarehouse', { id, status: 40 }));
};
const signIntoEffect = async (billId: string) => {
  for (const role of ['warehouse', 'shipper', 'platform'] as const)
    await signReceipt(t.ctx, { billId, role, actor: actors[role]! });
};

beforeAll(async () => {
  t = await createTestApp();
  const foreign = await createEnterprise(t.ctx.db, { name: '外部拆单测试棉业有限公司', type: '1' });
  tok = {
    shipper: await t.login('shipper'),
    warehouse: await t.login('warehouse'),
    warehouse2: await t.login('warehouse2'),
    platform: await t.login('platform'),
    foreign: (await t.newUser('disassemble-foreign', { roleAliases: ['shipper'], postId: foreign })).token,
  };
  ids = {
    shipper: await enterpriseOfAccount(t.ctx.db, 'shipper'),
    warehouse: await enterpriseOfAccount(t.ctx.db, 'warehouse'),
  };
  for (const a of ['shipper', 'warehouse', 'platform']) actors[a] = (await demoActor(t.ctx, a))!;
});
afterAll(async () => t?.close());

describe(`WMS bill split on ${process.env.TEST_DB}`, () => {
  it('the warehouse saves, submits; shipper, platform, warehouse pass; the new receipts are signed and replace the old one', async () => {
    const { billId, containerIds } = await threeContainers();
    const draft = await submitted(tok.warehouse, form(billId, [containerIds[0]!], { status: 1 }));
    expect(draft).toMatchObject({ status: DisassembleStatus.draft, applyCode: expect.stringMatching(/^CD\d{12}$/) });
    expect(await holders(billId)).toEqual([]);
    // A draft is its applicant's alone.
    expect((await t.get(tok.shipper, `${BASE}/detail`, { id: draft.id })).statusCode).toBe(404);

    const moved = await submitted(tok.warehouse, { ...form(billId, [containerIds[0]!]), id: draft.id });
    expect(moved.status).toBe(DisassembleStatus.awaitingShipper);
    expect(await holders(billId)).toEqual([{ process: 'split', processId: draft.id }]);
    const seen = await detailOf(tok.shipper, draft.id);
    expect(seen.billDisassemble).toMatchObject({
      statusName: '待货主审核',
      billIds: billId,
      containerIds: containerIds[0],
    });
    expect(seen.actions).toMatchObject({ edit: false, review: 'shipper' });
    expect(seen.containerList.map((c) => c.totalWeight)).toEqual(['4.54']);
    // The list shows it to the holder and the platform, never to a foreign enterprise.
    const listed = (token: string) =>
      dataOf<{ records: { id: string }[] }>(t.get(token, `${BASE}/listByPage`, { current: 1, size: 50 }));
    expect((await listed(tok.platform)).records.map((r) => r.id)).toContain(draft.id);
    expect((await listed(tok.foreign)).records.map((r) => r.id)).not.toContain(draft.id);

    await passAll(draft.id);
    const done = await detailOf(tok.warehouse, draft.id);
    expect(done.billDisassemble).toMatchObject({ status: 40, signStatus: 1, signStatusName: '待仓库生成仓单签章' });
    expect(done.actions.sign).toBe(true);
    const [chosen, remainder] = done.disassembleBillList;
    expect(done.disassembleBillList).toHaveLength(2);
    expect(chosen).toMatchObject({ group: 1, totalWeight: '4.54', totalQuantity: '20.00', status: 10 });
    expect(remainder).toMatchObject({ group: 2, totalWeight: '7.11', totalQuantity: '29.50', status: 10 });
    const [origin] = await billsOf([billId]);
    expect(origin!.status).toBe(ReceiptStatus.inEffect);
    const successors = await billsOf([chosen!.id, remainder!.id]);
    for (const s of successors) {
      expect(s).toMatchObject({ disassembleId: draft.id, originBillId: billId, originProcess: 'disassemble' });
      expect(s.attrs).toEqual(origin!.attrs);
      expect(s.materialId).toBe(origin!.materialId);
    }
    // Each new receipt has its containers' trays.
    const bt = await t.ctx.db
      .select()
      .from(wmsBillTray)
      .where(inArray(wmsBillTray.billId, [chosen!.id, remainder!.id]));
    expect(bt.filter((r) => r.billId === chosen!.id).map((r) => r.containerId)).toEqual([
      containerIds[0],
      containerIds[0],
    ]);
    expect(new Set(bt.filter((r) => r.billId === remainder!.id).map((r) => r.containerId))).toEqual(
      new Set([containerIds[1], containerIds[2]]),
    );

    await signIntoEffect(chosen!.id);
    await signIntoEffect(remainder!.id);
    const [retired] = await billsOf([billId]);
    expect(retired!.status).toBe(ReceiptStatus.cancelled);
    expect(await holders(billId)).toEqual([]);
    const after = await billsOf([chosen!.id, remainder!.id]);
    expect(after.map((b) => b.status)).toEqual([1, 1]);
    const containers = await t.ctx.db.select().from(wmsContainer).where(inArray(wmsContainer.id, containerIds));
    const lineageOf = (id: string) => containers.find((c) => c.id === id)!.lineageId;
    const chosenRow = after.find((b) => b.id === chosen!.id)!;
    const remainderRow = after.find((b) => b.id === remainder!.id)!;
    expect(lineageOf(containerIds[0]!)).toBe(chosenRow.lineageId);
    expect(lineageOf(containerIds[1]!)).toBe(remainderRow.lineageId);
    expect(remainderRow.lineageId).toBe(retired!.lineageId ?? retired!.id);
    expect(containers.map((c) => c.status)).toEqual([10, 10, 10]);

    // The database itself refuses a successor whose figures break conservation (checked at commit).
    await expect(
      t.ctx.db.transaction(async (tx) => {
        await tx.update(receipt).set({ totalWeight: '4.55' }).where(eq(receipt.id, chosen!.id));
      }),
    ).rejects.toThrow();
    expect((await billsOf([chosen!.id]))[0]!.totalWeight).toBe('4.54');

    // Each new receipt in effect read the split's sign status again: none left to sign.
    expect((await rowOf(draft.id)).signStatus).toBe(-1);
    const sign = await dataOf<{ signStatus: number }>(
      post(tok.warehouse, 'upDisassembleSignStatus', { disassembleId: draft.id }),
    );
    expect(sign.signStatus).toBe(-1);
    // The old receipt's verification page names its successors.
    const view = (await t.get(undefined, '/api/kc-flrk/ple/bill/verify', { token: retired!.verifyToken })).json().data;
    expect(view.statusName).toBe('已作废');
    expect(view.replacedBy.text).toBe(`该仓单已拆单，现由新仓单 ${chosenRow.code}、${remainderRow.code} 代替`);
  });

  it('the holder may apply too; each rejection frees the receipt, records its reason, and a resubmission takes it again', async () => {
    const { billId, containerIds } = await threeContainers();
    const { id } = await submitted(tok.shipper, form(billId, [containerIds[1]!, containerIds[2]!]));
    const resubmit = () => submitted(tok.shipper, { ...form(billId, [containerIds[1]!]), id });
    expectRefusal(
      await post(tok.shipper, 'auditShipper', { id, status: 11 }),
      400,
      inputReasons.descrRequired,
      '请填写驳回意见',
    );
    expectRefusal(
      await post(tok.shipper, 'auditShipper', { id }),
      400,
      inputReasons.auditResultRequired,
      '请选择审核结果',
    );
    await dataOf(post(tok.shipper, 'auditShipper', { id, status: 11, descr: '箱号选错' }));
    expect(await rowOf(id)).toMatchObject({ status: 11, descr: '箱号选错' });
    expect(await holders(billId)).toEqual([]);
    expect((await detailOf(tok.shipper, id)).actions.edit).toBe(true);

    await resubmit();
    expect(await holders(billId)).toEqual([{ process: 'split', processId: id }]);
    await dataOf(post(tok.shipper, 'auditShipper', { id, status: 20 }));
    await dataOf(post(tok.platform, 'auditPlatform', { id, status: 21, descr: '资料不全' }));
    expect(await rowOf(id)).toMatchObject({ status: 21, descr: '资料不全' });
    expect(await holders(billId)).toEqual([]);

    await resubmit();
    await dataOf(post(tok.shipper, 'auditShipper', { id, status: 20 }));
    await dataOf(post(tok.platform, 'auditPlatform', { id, status: 30 }));
    await dataOf(post(tok.warehouse, 'auditWarehouse', { id, status: 31, descr: '箱号与库存不符' }));
    expect(await rowOf(id)).toMatchObject({ status: 31, descr: '箱号与库存不符' });
    expect(await holders(billId)).toEqual([]);

    // Voided (0), then deleted; a voided split cannot be voided again.
    await dataOf(post(tok.shipper, 'remove', { ids: id }));
    expect((await rowOf(id)).status).toBe(DisassembleStatus.voided);
    expectRefusal(await post(tok.shipper, 'remove', { ids: id }), 409, reasons.notVoidable);
    await dataOf(post(tok.shipper, 'delBillDisassemble', { ids: id }));
    expect((await rowOf(id)).isDeleted).toBe(1);
  });

  it('who may: a foreign enterprise 404, the wrong party 403, the wrong step 409', async () => {
    const { billId, containerIds } = await threeContainers();
    const { id } = await submitted(tok.warehouse, form(billId, [containerIds[0]!]));
    expect((await t.get(tok.foreign, `${BASE}/detail`, { id })).statusCode).toBe(404);
    expect((await t.get(tok.warehouse2, `${BASE}/detail`, { id })).statusCode).toBe(404);
    expectRefusal(await post(tok.foreign, 'auditShipper', { id, status: 20 }), 404, reasons.notFound);
    // The warehouse holds no shipper review; the platform none either (the route's permission).
    expect((await post(tok.warehouse, 'auditShipper', { id, status: 20 })).statusCode).toBe(403);
    expect((await post(tok.platform, 'auditWarehouse', { id, status: 40 })).statusCode).toBe(403);
    // Not yet the platform's or the warehouse's step.
    expectRefusal(await post(tok.platform, 'auditPlatform', { id, status: 30 }), 409, reasons.notAwaitingReview);
    expectRefusal(await post(tok.warehouse, 'auditWarehouse', { id, status: 40 }), 409, reasons.notAwaitingReview);
    // A pass target of another party.
    expectRefusal(await post(tok.shipper, 'auditShipper', { id, status: 40 }), 409, reasons.notAwaitingReview);
    // Only its applicant edits it; not while it waits for a review.
    expectRefusal(
      await post(tok.shipper, 'submit', { ...form(billId, [containerIds[0]!]), id }),
      403,
      reasons.notApplicant,
    );
    expectRefusal(
      await post(tok.warehouse, 'submit', { ...form(billId, [containerIds[0]!]), id }),
      409,
      reasons.notEditable,
    );
    // Another warehouse cannot split this receipt.
    const other = await threeContainers();
    expectRefusal(
      await post(tok.warehouse2, 'submit', form(other.billId, [other.containerIds[0]!])),
      403,
      reasons.notApplicant,
    );
  });

  it('every message of the form', async () => {
    const { billId, containerIds } = await threeContainers();
    const refused = async (body: object, code: number, reason: string, msg: string) =>
      expectRefusal(await post(tok.warehouse, 'submit', body), code, reason, msg);
    await refused(
      form(billId, [containerIds[0]!], { warehouseUnitId: '' }),
      400,
      // the WMS module's rule: one reason for the one choice of a WMS platform
      'wms.platform_required',
      '请选择WMS平台',
    );
    await refused(form(billId, []), 400, inputReasons.containersRequired, '请选择WMS仓单、箱号');
    await refused(form('', [containerIds[0]!]), 400, inputReasons.containersRequired, '请选择WMS仓单、箱号');
    await refused(form(billId, containerIds), 400, reasons.allContainers, disassembleMessages.allContainers);
    const other = await threeContainers();
    await refused(
      form(billId, [other.containerIds[0]!]),
      400,
      reasons.containerNotOfBill,
      disassembleMessages.containerNotOfBill,
    );
    await refused(
      form(billId, [containerIds[0]!], { warehouseUnitId: '1002' }),
      400,
      reasons.billNotOfPlatform,
      disassembleMessages.billNotOfPlatform,
    );
    const single = await receiptOverContainers(t.ctx, {
      shipperId: ids.shipper,
      warehouseId: ids.warehouse,
      containers: [[tray('1.00'), tray('2.00')]],
    });
    await refused(
      form(single.billId, [single.containerIds[0]!]),
      409,
      reasons.billTooFewContainers,
      disassembleMessages.billTooFewContainers,
    );
    await t.ctx.db.update(receipt).set({ status: ReceiptStatus.pledged }).where(eq(receipt.id, other.billId));
    await refused(
      form(other.billId, [other.containerIds[0]!]),
      409,
      reasons.billNotInEffect,
      disassembleMessages.billNotInEffect,
    );
  });

  it('a pledged or contracted receipt is refused, and a receipt being split enters no other process', async () => {
    for (const process of ['pledge', 'contract'] as const) {
      const { billId, containerIds } = await threeContainers();
      const holder = { process, processId: '987654321' };
      expect(
        await t.ctx.db.transaction((tx) => holdReceipts(tx, { ...holder, tenantId: '000000', billIds: [billId] })),
      ).toEqual([]);
      expectRefusal(
        await post(tok.warehouse, 'submit', form(billId, [containerIds[0]!])),
        409,
        reasons.billHeld,
        disassembleMessages.billHeld,
      );
      await t.ctx.db.transaction((tx) => releaseReceipts(tx, holder));
      const { id } = await submitted(tok.warehouse, form(billId, [containerIds[0]!]));
      const others = await t.ctx.db.transaction((tx) =>
        holdReceipts(tx, { process, processId: '987654322', tenantId: '000000', billIds: [billId] }),
      );
      expect(others).toEqual([{ billId, process: 'split', processId: id }]);
    }
  });

  it('two splits of one receipt racing: exactly one wins', async () => {
    const { billId, containerIds } = await threeContainers();
    const results = await Promise.all([
      post(tok.warehouse, 'submit', form(billId, [containerIds[0]!])),
      post(tok.shipper, 'submit', form(billId, [containerIds[1]!])),
    ]);
    const codes = results.map((r) => r.statusCode).sort();
    expect(codes).toEqual([200, 409]);
    expectRefusal(results.find((r) => r.statusCode === 409)!, 409, reasons.billHeld);
    const live = await t.ctx.db.select().from(disassemble).where(eq(disassemble.billId, billId));
    expect(live.filter((d) => d.status === DisassembleStatus.awaitingShipper)).toHaveLength(1);
  });
});

describe('conservation of the WMS split', () => {
  const figure = fc.integer({ min: 1, max: 99_999 }).map((cents) => new Decimal(cents).div(100).toFixed(2));
  const trayArb = fc.record({ weight: figure, num: figure });
  const containersArb = fc.array(fc.array(trayArb, { minLength: 1, maxLength: 4 }), { minLength: 2, maxLength: 5 });

  it('the two groups add up to the origin to the last decimal (pure, 500 runs)', () => {
    fc.assert(
      fc.property(containersArb, fc.nat(), (containers, pick) => {
        const all = containers.flat();
        const origin = {
          totalWeight: all.reduce((a, t) => a.plus(t.weight), new Decimal(0)).toFixed(2),
          totalQuantity: all.reduce((a, t) => a.plus(t.num), new Decimal(0)).toFixed(2),
        };
        const chosen = containers.slice(0, 1 + (pick % (containers.length - 1))).flat();
        const f = splitFigures(origin, chosen)!;
        expect(new Decimal(f.chosen.totalWeight).plus(f.remainder.totalWeight).toFixed(2)).toBe(origin.totalWeight);
        expect(new Decimal(f.chosen.totalQuantity).plus(f.remainder.totalQuantity).toFixed(2)).toBe(
          origin.totalQuantity,
        );
      }),
      { numRuns: 500 },
    );
  });

  it(`random splits through the reviews issue receipts that add up exactly (database, ${process.env.TEST_DB})`, async () => {
    await fc.assert(
      fc.asyncProperty(containersArb, fc.nat(), async (containers, pick) => {
        const made = await receiptOverContainers(t.ctx, {
          shipperId: ids.shipper,
          warehouseId: ids.warehouse,
          containers,
        });
        const chosen = made.containerIds.filter((_, i) => (pick >> i) & 1).slice(0, containers.length - 1);
        const ids2 = chosen.length ? chosen : [made.containerIds[0]!];
        const { id } = await submitted(tok.warehouse, form(made.billId, ids2));
        await passAll(id);
        const detail = await detailOf(tok.warehouse, id);
        const [origin] = await billsOf([made.billId]);
        const sum = (k: 'totalWeight' | 'totalQuantity') =>
          detail.disassembleBillList.reduce((a, b) => a.plus(b[k]), new Decimal(0)).toFixed(2);
        expect(sum('totalWeight')).toBe(new Decimal(origin!.totalWeight).toFixed(2));
        expect(sum('totalQuantity')).toBe(new Decimal(origin!.totalQuantity).toFixed(2));
        const expected = containers
          .filter((_, i) => ids2.includes(made.containerIds[i]!))
          .flat()
          .reduce((a, tr) => a.plus(tr.weight), new Decimal(0))
          .toFixed(2);
        expect(detail.disassembleBillList[0]!.totalWeight).toBe(expected);
      }),
      { numRuns: 50 },
    );
  }, 600_000);
});

import { releaseRefusals } from '@kc/domain/release/release-record';
import { traySplitMessages } from '@kc/domain/release/tray-split';
import { traySplitRefusals } from '@kc/domain/release/tray-split-routes';
import Decimal from 'decimal.js';
import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Principal } from '../../platform/auth/principal';
import { createTestApp, dataOf, expectRefusal, type TestApp } from '../../test/harness';
import { signReceipt } from '../batch-sign/sign-receipt';
import { financeApplyBill } from '../finance';
import { financeParties, type Parties, TENANT } from '../finance/finance.fixtures';
import { receipt, receiptHolders } from '../receipt';
import { demoActor } from '../seed/seed-trading';
import { wmsBillTray } from '../wms';
import { makeWmsContainer } from '../wms/wms.fixtures';
import { pledgedApplication } from './release.fixtures';
import { ccbRelease, ccbReleaseBill, traySplitTmp } from './release.table';

const R = '/api/kc-flrk/ccb/release';
const T = '/api/kc-flrk/traySplitTmp';
const reasons = traySplitRefusals.reasons;
type Account = 'shipper' | 'warehouse' | 'warehouse2' | 'platform' | 'bank';
let t: TestApp;
let parties: Parties;
let tok: Record<Account, string>;
const db = () => t.database.db;
const sandbox = () => t.ctx.bankSandbox;

const pledged = (count = 2) => pledgedApplication(t, parties, tok, count);

/** The first receipt's goods in a WMS: one container of 5 trays of 5.10 / 24.00 (the receipt's 25.50 / 120.00). */
const inWms = async (billId: string) => {
  const c = await makeWmsContainer(db(), {
    warehouseId: parties.warehouseId,
    cargoOwnerId: parties.shipperId,
    billId,
    lineageId: billId,
    status: 10,
    trays: 5,
    weight: '5.10',
    num: '24.00',
  });
  await db()
    .insert(wmsBillTray)
    .values(
      c.trayIds.map((trayId, i) => ({
        billId,
        trayId,
        containerId: c.id,
        trayCode: c.trayCodes[i]!,
        weight: '5.10',
        num: '24.00',
      })),
    );
  return c;
};

const submit = (who: Account, body: object) => t.post(tok[who], `${T}/submit`, body);
const releaseOf = async (id: string) => (await db().select().from(ccbRelease).where(eq(ccbRelease.id, id)))[0]!;

type BillRow = { id: string; hasWms: boolean; selectedCount: number; selectTrayList: string[]; lots: unknown[] };
type Trays = {
  trayList: { id: string; selected: boolean; inTime: string }[];
  goodsList: { goodsName: string; weight: string; quantity: string; trays: number }[];
};

beforeAll(async () => {
  t = await createTestApp();
  parties = await financeParties(db());
  tok = {
    shipper: await t.login('shipper'),
    warehouse: await t.login('warehouse'),
    warehouse2: await t.login('warehouse2'),
    platform: await t.login('platform'),
    bank: await t.login('bank'),
  };
});
afterAll(async () => {
  await t?.close();
});

describe(`the tray split of a partial release on ${process.env.TEST_DB}`, () => {
  let a: { id: string; bills: string[] };
  let releaseId: string;
  let rows: (typeof ccbReleaseBill.$inferSelect)[];
  let trays: string[];

  beforeAll(async () => {
    a = await pledged(2);
    trays = (await inWms(a.bills[0]!)).trayIds;
    await sandbox().releaseInstruction({
      tenantId: TENANT,
      applyId: a.id,
      bills: [
        { billId: a.bills[0]!, takeGoodType: '02', weight: '10.5', number: 2 },
        { billId: a.bills[1]!, takeGoodType: '02', weight: '7.33', number: 1 },
      ],
    });
    const [release] = await db().select().from(ccbRelease).where(eq(ccbRelease.applyId, a.id));
    releaseId = release!.id;
    rows = await db()
      .select()
      .from(ccbReleaseBill)
      .where(eq(ccbReleaseBill.releaseId, releaseId))
      .orderBy(ccbReleaseBill.sort);
  });

  it('lists the receipts, containers, goods and trays to every side; a stranger 404', async () => {
    const bills = await dataOf<BillRow[]>(t.get(tok.shipper, `${T}/billListByReleaseId`, { releaseId }));
    expect(bills.map((b) => [b.id, b.hasWms, b.selectedCount])).toEqual([
      [rows[0]!.id, true, 0],
      [rows[1]!.id, false, 0],
    ]);
    const goods = await dataOf<{ containerList: unknown[]; goodsList: unknown[] }>(
      t.get(tok.warehouse, `${T}/goodsListByReleaseId`, { releaseId }),
    );
    expect([goods.containerList.length, goods.goodsList.length]).toEqual([1, 1]);
    const listed = await dataOf<Trays>(t.get(tok.bank, `${T}/trayListByReleaseId`, { releaseId }));
    expect(listed.trayList.map((x) => x.id)).toEqual(trays);
    expect(listed.goodsList).toEqual([]);
    for (const path of ['billListByReleaseId', 'goodsListByReleaseId', 'trayListByReleaseId'])
      expectRefusal(await t.get(tok.warehouse2, `${T}/${path}`, { releaseId }), 404, releaseRefusals.reasons.notFound);
  });

  it('only the shipper splits: the warehouse lacks the key, the platform is not the shipper, unknown ids 404', async () => {
    const body = { id: releaseId, billList: [{ id: rows[0]!.id, trayIds: [trays[0]] }], status: 0 };
    expect((await submit('warehouse', body)).statusCode).toBe(403);
    expectRefusal(await submit('platform', body), 403, reasons.notShipper);
    expectRefusal(await submit('shipper', { ...body, id: '1' }), 404, releaseRefusals.reasons.notFound);
    expectRefusal(
      await submit('shipper', { ...body, billList: [{ id: rows[0]!.id, trayIds: ['999999999'] }] }),
      400,
      reasons.trayNotOfBill,
    );
    expectRefusal(
      await submit('shipper', { ...body, billList: [{ id: '999999999', trayIds: [] }] }),
      400,
      reasons.unknownBill,
    );
    expect((await submit('shipper', { ...body, status: 3 })).statusCode).toBe(400);
  });

  it('a draft keeps an over-selection (exceedStatus 1) and its summary; a submit without trays is refused', async () => {
    const draft = await dataOf<{ status: number; traySplitStatus: number; exceedStatus: number }>(
      submit('shipper', { id: releaseId, billList: [{ id: rows[0]!.id, trayIds: trays.slice(0, 3) }], status: 0 }),
    );
    expect(draft).toMatchObject({ status: 5, traySplitStatus: 0, exceedStatus: 1 });
    const listed = await dataOf<Trays>(t.get(tok.shipper, `${T}/trayListByReleaseId`, { releaseId }));
    expect(listed.trayList.filter((x) => x.selected).map((x) => x.id)).toEqual(trays.slice(0, 3));
    expect(listed.goodsList).toEqual([{ goodsName: '新疆机采棉', weight: '15.30', quantity: '72.00', trays: 3 }]);
    const bills = await dataOf<BillRow[]>(t.get(tok.shipper, `${T}/billListByReleaseId`, { releaseId }));
    expect(bills[0]!.selectTrayList).toEqual(trays.slice(0, 3));

    expectRefusal(
      await submit('shipper', { id: releaseId, billList: [{ id: rows[0]!.id, trayIds: [] }], status: 1 }),
      400,
      reasons.missingTrays,
      traySplitMessages.missingTrays,
    );
    expectRefusal(
      await submit('shipper', { id: releaseId, billList: [{ id: rows[0]!.id, trayIds: trays }], status: 1 }),
      400,
      reasons.wholeReceipt,
    );
    expect((await releaseOf(releaseId)).status).toBe(5);
  });

  it('the warehouse records the lots of goods no WMS holds; not for WMS goods, not too heavy, not the shipper', async () => {
    const lots = { id: rows[1]!.id, lots: [{ label: '批次A', weight: '7.00', quantity: '30' }] };
    expect((await t.post(tok.shipper, `${T}/saveLots`, lots)).statusCode).toBe(403);
    expectRefusal(await t.post(tok.warehouse, `${T}/saveLots`, { ...lots, id: rows[0]!.id }), 400, reasons.lotsWmsBill);
    expectRefusal(
      await t.post(tok.warehouse, `${T}/saveLots`, { ...lots, lots: [{ label: 'x', weight: '25.50', quantity: '1' }] }),
      400,
      reasons.lotsTooHeavy,
    );
    const saved = await dataOf<{ label: string; weight: string }[]>(t.post(tok.warehouse, `${T}/saveLots`, lots));
    expect(saved.map((l) => [l.label, l.weight])).toEqual([['批次A', '7.00']]);
  });

  it('type 1 proposes the trays (first in, first out, closest to the weight asked); a submit locks the split, 5 → 10', async () => {
    const done = await dataOf<{ status: number; traySplitStatus: number; traySplitType: number; exceedStatus: number }>(
      submit('shipper', { id: releaseId, billList: [], type: 1, status: 1 }),
    );
    expect(done).toEqual({ id: releaseId, status: 10, traySplitStatus: 1, traySplitType: 1, exceedStatus: 0 });
    const picked = await db()
      .select()
      .from(traySplitTmp)
      .where(and(eq(traySplitTmp.releaseId, releaseId), eq(traySplitTmp.live, 1)));
    // 10.50 asked of 5.10 trays: two (10.20) are closer than three (15.30); the number asked is 2.
    expect(picked.filter((p) => p.trayId).map((p) => [p.trayId, p.status])).toEqual([
      [trays[0], 1],
      [trays[1], 1],
    ]);
    expectRefusal(
      await submit('shipper', { id: releaseId, billList: [{ id: rows[0]!.id, trayIds: [trays[2]] }], status: 0 }),
      409,
      reasons.locked,
      traySplitMessages.locked,
    );
    expect((await releaseOf(releaseId)).status).toBe(10);
  });

  it('the warehouse pass splits each part exactly; signed, the remainder is pledged again and the part leaves free', async () => {
    await db().update(ccbRelease).set({ payStatus: 1, serviceAmountStatus: 1 }).where(eq(ccbRelease.id, releaseId));
    await dataOf(t.post(tok.platform, `${R}/platformReleaseAudit`, { id: releaseId, status: 'pass' }));
    expectRefusal(await t.post(tok.shipper, `${T}/upPickSignStatus`, { goodsId: releaseId }), 409, reasons.notSplitYet);
    await dataOf(t.post(tok.warehouse, `${R}/warehouseReleaseAudit`, { id: releaseId, status: 'pass' }));
    const split = await db()
      .select()
      .from(ccbReleaseBill)
      .where(eq(ccbReleaseBill.releaseId, releaseId))
      .orderBy(ccbReleaseBill.sort);
    const ids = split.flatMap((r) => [r.leaveWrInfoId!, r.remainWrInfoId!]);
    expect(ids.every(Boolean)).toBe(true);
    const byId = new Map((await db().select().from(receipt).where(inArray(receipt.id, ids))).map((r) => [r.id, r]));
    const figures = ids.map((id) => [byId.get(id)!.totalWeight, byId.get(id)!.totalQuantity, byId.get(id)!.status]);
    // WMS goods: the two trays leave (10.20 / 48.00); no WMS: the warehouse's lot (7.00 / 30.00).
    expect(figures).toEqual([
      ['10.20', '48.00', 10],
      ['15.30', '72.00', 10],
      ['7.00', '30.00', 10],
      ['18.50', '90.00', 10],
    ]);
    for (const [i, origin] of a.bills.entries()) {
      const [leave, remain] = [byId.get(ids[2 * i]!)!, byId.get(ids[2 * i + 1]!)!];
      expect(new Decimal(leave.totalWeight).plus(remain.totalWeight).toFixed(2)).toBe('25.50');
      expect(new Decimal(leave.totalQuantity).plus(remain.totalQuantity).toFixed(2)).toBe('120.00');
      expect([leave.originBillId, remain.originBillId, leave.releaseId, remain.releaseId]).toEqual([
        origin,
        origin,
        releaseId,
        releaseId,
      ]);
      expect(remain.lineageId).toBe(origin);
      expect(leave.lineageId).not.toBe(origin);
    }
    const linked = await db()
      .select()
      .from(wmsBillTray)
      .where(inArray(wmsBillTray.billId, ids.slice(0, 2)));
    expect(linked.filter((l) => l.billId === ids[0]).map((l) => l.trayId)).toEqual(trays.slice(0, 2));
    expect(linked.filter((l) => l.billId === ids[1]).length).toBe(3);
    expect(
      await dataOf<{ waiting: number }>(t.post(tok.shipper, `${T}/upPickSignStatus`, { goodsId: releaseId })),
    ).toEqual({ releaseId, waiting: 4 });

    const actors: Record<'warehouse' | 'shipper' | 'platform', Principal> = {
      warehouse: (await demoActor(t.ctx, 'warehouse'))!,
      shipper: (await demoActor(t.ctx, 'shipper'))!,
      platform: (await demoActor(t.ctx, 'platform'))!,
    };
    for (const role of ['warehouse', 'shipper', 'platform'] as const)
      for (const billId of ids) await signReceipt(t.ctx, { billId, role, actor: actors[role] });

    const after = new Map((await db().select().from(receipt).where(inArray(receipt.id, ids))).map((r) => [r.id, r]));
    expect(ids.map((id) => [after.get(id)!.status, after.get(id)!.dgeCcbStatus])).toEqual([
      [1, null],
      [70, 80],
      [1, null],
      [70, 80],
    ]);
    const origins = await db().select().from(receipt).where(inArray(receipt.id, a.bills));
    expect(origins.map((o) => o.status)).toEqual([0, 0]);
    const applyRows = await db().select().from(financeApplyBill).where(eq(financeApplyBill.applyId, a.id));
    expect(applyRows.filter((r) => a.bills.includes(r.billId)).map((r) => r.active)).toEqual([0, 0]);
    const pledgedAgain = applyRows.filter((r) => r.active === 1);
    expect(pledgedAgain.map((r) => [r.billId, r.totalWeight, r.dgeCcbStatus]).sort()).toEqual(
      [
        [ids[1], '15.30', 80],
        [ids[3], '18.50', 80],
      ].sort(),
    );
    const holders = await receiptHolders(db(), ids);
    expect(ids.map((id) => holders.get(id))).toEqual([
      { process: 'release', processId: releaseId },
      { process: 'pledge', processId: a.id },
      { process: 'release', processId: releaseId },
      { process: 'pledge', processId: a.id },
    ]);

    // The old receipt's verification names both successors.
    const old = origins.find((o) => o.id === a.bills[0])!;
    const verify = await dataOf<{ replacedBy: { code: string } }>(
      t.get(undefined, '/api/kc-flrk/ple/bill/verify', { token: old.verifyToken! }),
    );
    expect(verify.replacedBy.code).toBe(`${after.get(ids[0]!)!.code}、${after.get(ids[1]!)!.code}`);
  });
});

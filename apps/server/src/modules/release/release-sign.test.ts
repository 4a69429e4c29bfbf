import { releaseSignRefusals } from '@kc/domain/release/release-sign';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findSession } from '../../providers/mini-program/qr-session';
import { confirmedSession } from '../../test/fixtures/pledge';
import { createTestApp, dataOf, expectRefusal, type TestApp } from '../../test/harness';
import { batchWorkerOf } from '../batch-sign/batch-sign.routes';
import { enterprise } from '../enterprise/enterprise.table';
import { financeApplyBill } from '../finance';
import { financeParties, type Parties, TENANT } from '../finance/finance.fixtures';
import { receipt } from '../receipt';
import { user } from '../user/user.table';
import { pledgedApplication } from './release.fixtures';
import { ccbRelease, ccbReleaseBill, ccbReleaseSign } from './release.table';

const API = '/api/kc-flrk';
const R = `${API}/ccb/release`;
const reasons = releaseSignRefusals.reasons;
type Account = 'shipper' | 'warehouse' | 'warehouse2' | 'platform' | 'bank';
let t: TestApp;
let parties: Parties;
let tok: Record<Account, string>;
const userIds: Record<string, string> = {};
const db = () => t.database.db;

/** A whole release of two receipts passed by the platform and the warehouse: 30, rows 101. */
const passed = async () => {
  const a = await pledgedApplication(t, parties, tok, 2);
  await t.ctx.bankSandbox.releaseInstruction({
    tenantId: TENANT,
    applyId: a.id,
    bills: a.bills.map((billId) => ({ billId, takeGoodType: '01' as const })),
  });
  const [release] = await db().select().from(ccbRelease).where(eq(ccbRelease.applyId, a.id));
  await db().update(ccbRelease).set({ payStatus: 1, serviceAmountStatus: 1 }).where(eq(ccbRelease.id, release!.id));
  await dataOf(t.post(tok.platform, `${R}/platformReleaseAudit`, { id: release!.id, status: 'pass' }));
  await dataOf(t.post(tok.warehouse, `${R}/warehouseReleaseAudit`, { id: release!.id, status: 'pass' }));
  const rows = await db()
    .select()
    .from(ccbReleaseBill)
    .where(eq(ccbReleaseBill.releaseId, release!.id))
    .orderBy(ccbReleaseBill.sort);
  return { a, id: release!.id, rows };
};
const releaseOf = async (id: string) => (await db().select().from(ccbRelease).where(eq(ccbRelease.id, id)))[0]!;
const rowsOf = (id: string) =>
  db().select().from(ccbReleaseBill).where(eq(ccbReleaseBill.releaseId, id)).orderBy(ccbReleaseBill.sort);

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
  const users = await db().select({ id: user.id, account: user.account }).from(user);
  for (const a of ['shipper', 'warehouse']) userIds[a] = users.find((u) => u.account === a)!.id;
});
afterAll(async () => {
  await t?.close();
});

describe(`the release's seals on ${process.env.TEST_DB}`, () => {
  it('the warehouse pass waits at 30 (101); shipper then warehouse seal each row: 111, 112, then the release 30 → 40', async () => {
    const { a, id, rows } = await passed();
    expect((await releaseOf(id)).status).toBe(30);
    expect(rows.map((r) => r.dgeCcbStatus)).toEqual([101, 101]);
    const SHIPPER = `${API}/ple/bill/shipperReleaseSignNow`;
    const WAREHOUSE = `${API}/ple/bill/warehouseReleaseSignNow`;
    // Out of order, the wrong party, a stranger.
    expectRefusal(await t.post(tok.warehouse, WAREHOUSE, { id: rows[0]!.id }), 409, reasons.statusMismatch);
    expect((await t.post(tok.warehouse, SHIPPER, { id: rows[0]!.id })).statusCode).toBe(403);
    expect((await t.post(tok.platform, SHIPPER, { id: rows[0]!.id })).statusCode).toBe(403);
    expectRefusal(await t.post(tok.warehouse2, WAREHOUSE, { id: rows[0]!.id }), 404, reasons.notFound);

    expect(await dataOf(t.post(tok.shipper, SHIPPER, { id: rows[0]!.id }))).toMatchObject({
      dgeCcbStatus: 111,
      signed: true,
      releaseStatus: 30,
      signStatus: 0,
    });
    expectRefusal(await t.post(tok.shipper, SHIPPER, { id: rows[0]!.id }), 409, reasons.statusMismatch);
    expect(await dataOf(t.post(tok.shipper, SHIPPER, { id: rows[1]!.id }))).toMatchObject({ signStatus: 1 });
    const apply = await db().select().from(financeApplyBill).where(eq(financeApplyBill.applyId, a.id));
    expect(apply.map((r) => r.dgeCcbStatus)).toEqual([111, 111]);
    expect((await db().select().from(receipt).where(eq(receipt.id, a.bills[0]!)))[0]!.dgeCcbStatus).toBe(111);

    await dataOf(t.post(tok.warehouse, WAREHOUSE, { id: rows[0]!.id }));
    expect((await releaseOf(id)).status).toBe(30);
    expect(await dataOf(t.post(tok.warehouse, WAREHOUSE, { id: rows[1]!.id }))).toMatchObject({
      dgeCcbStatus: 112,
      releaseStatus: 40,
      signStatus: 2,
    });
    expect((await rowsOf(id)).map((r) => r.dgeCcbStatus)).toEqual([112, 112]);
    const seals = await db().select().from(ccbReleaseSign).where(eq(ccbReleaseSign.releaseId, id));
    expect(seals.map((s) => s.kind).sort()).toEqual([
      'release-shipper',
      'release-shipper',
      'release-warehouse',
      'release-warehouse',
    ]);
    // The warehouse sealed the shipper's sealed file: a new file each time.
    expect(new Set(seals.map((s) => s.fileId)).size).toBe(4);
  });

  it('the QR dialog: a five-minute code for the row, polled; sealed once the phone confirms', async () => {
    const { id, rows } = await passed();
    const qr = await dataOf<{ token: string; lifetimeMs: number; qrCodeUrl: string }>(
      t.post(tok.shipper, `${API}/ple/bill/shipperReleaseSign`, { id: rows[0]!.id }),
    );
    expect(qr.lifetimeMs).toBe(5 * 60_000);
    expect(qr.qrCodeUrl).toMatch(/^data:image/);
    expect(
      (await dataOf<{ status: number }>(t.get(tok.shipper, `${API}/ple/bill/releaseQrData`, { token: qr.token })))
        .status,
    ).toBe(0);
    expectRefusal(
      await t.post(tok.warehouse, `${API}/ple/bill/warehouseReleaseSign`, { id: rows[0]!.id }),
      409,
      reasons.statusMismatch,
    );
    const confirmed = await t.app.inject({
      method: 'POST',
      url: '/api/kc-mini/scan/confirm',
      payload: { t: qr.token },
    });
    expect(confirmed.json().code).toBe(200);
    expect(
      (await dataOf<{ status: number }>(t.get(tok.shipper, `${API}/ple/bill/releaseQrData`, { token: qr.token })))
        .status,
    ).toBe(2);
    expect((await rowsOf(id)).map((r) => r.dgeCcbStatus)).toEqual([111, 101]);
    // Another user's token is not the caller's: 404.
    expectRefusal(
      await t.get(tok.warehouse, `${API}/ple/bill/releaseQrData`, { token: qr.token }),
      404,
      reasons.notFound,
    );
  });

  it('batch release signing after the mini-program scan: every row of the caller, then the progress', async () => {
    const { id } = await passed();
    await db().update(enterprise).set({ isAutoSign: 1 }).where(eq(enterprise.id, parties.shipperId));
    await db().update(enterprise).set({ isAutoSign: 1 }).where(eq(enterprise.id, parties.warehouseId));
    const BATCH = `${API}/ple/bill/releaseBatchSign`;
    expectRefusal(await t.post(tok.shipper, BATCH, { releaseId: id, type: 0 }), 400, 'batch_sign.qr_not_found');
    expectRefusal(await t.post(tok.warehouse, BATCH, { releaseId: id, type: 0 }), 403, reasons.notShipper);
    for (const [who, type] of [
      ['shipper', 0],
      ['warehouse', 1],
    ] as const) {
      const token = await confirmedSession(t, userIds[who]!, { bussType: type === 0 ? 70 : 80, bussId: id });
      const started = await dataOf<{ batchId: string; totalNum: number }>(
        t.post(tok[who], BATCH, { releaseId: id, type, token }),
      );
      expect(started.totalNum).toBe(2);
      await batchWorkerOf(t.ctx)!.run(started.batchId);
      expect((await findSession(db(), token))!.status).toBe(2);
      expect(
        await dataOf(t.get(tok[who], `${R}/searchSignStatus`, { releaseId: id, type: String(type) })),
      ).toMatchObject({ status: 0, totalNum: 2, finishNum: 2, failNum: 0 });
    }
    expect((await releaseOf(id)).status).toBe(40);
  });
});

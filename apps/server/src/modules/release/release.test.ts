import { FINANCE_REDACTED_FIELDS, financeRefusals } from '@kc/domain/finance/finance';
import { releaseRefusals } from '@kc/domain/release/release-record';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { listAuditEvents } from '../../platform/audit/audit.service';
import { createEnterprise, createTestApp, dataOf, expectRefusal, type TestApp } from '../../test/harness';
import { financeApply, financeApplyBill } from '../finance';
import {
  APP,
  applyForm,
  applyRows,
  bankMessage,
  CCB,
  deliver,
  expectRefused,
  expectSuccess,
  financeParties,
  holdersOf,
  inboxOf,
  type Parties,
  receiptRows,
  receiptsInEffect,
  saved,
  TENANT,
} from '../finance/finance.fixtures';
import { receipt } from '../receipt';
import { ccbRelease, ccbReleaseBill } from './release.table';
import { pushDueFeedbacks } from './release-feedback';

const R = '/api/kc-flrk/ccb/release';
const reasons = releaseRefusals.reasons;
type Account = 'shipper' | 'warehouse' | 'warehouse2' | 'platform' | 'bank';
let t: TestApp;
let parties: Parties;
let tok: Record<Account, string>;
const db = () => t.database.db;
const sandbox = () => t.ctx.bankSandbox;

/**
 * A pledged application (README "The flow": pushed, admitted and registered by the sandbox bank, the seals written
 * directly as pledge.test.ts does), 400,000.00 disbursed: rows 80, receipts 70, held by the pledge.
 */
const pledged = async (count = 2) => {
  const bills = await receiptsInEffect(t, parties, count);
  const id = await saved(t, tok.shipper, applyForm(parties, bills));
  await dataOf(t.post(tok.shipper, `${APP}/submitApplication`, { id }));
  await dataOf(t.post(tok.platform, `${APP}/auditApplication`, { id, status: 1 }));
  await dataOf(t.post(tok.warehouse, `${APP}/auditApplication`, { id, status: 1 }));
  await dataOf(t.post(tok.platform, `${CCB}/pushAgreementFour`, { id }));
  await sandbox().admit({ tenantId: TENANT, applyId: id });
  await sandbox().registerPledge({ tenantId: TENANT, applyId: id });
  await db().update(financeApplyBill).set({ dgeCcbStatus: 80, signStatus: 5 }).where(eq(financeApplyBill.applyId, id));
  await db().update(receipt).set({ status: 70, dgeCcbStatus: 80 }).where(inArray(receipt.id, bills));
  await db().update(financeApply).set({ status: 70, pledgePushStatus: 1 }).where(eq(financeApply.id, id));
  await sandbox().disburse({
    tenantId: TENANT,
    applyId: id,
    amount: count >= 2 ? '400000' : '150000',
    loanDate: '2026-11-26',
    dueDate: '2027-05-25',
    interestRate: '3.85',
  });
  const financeAppId = (await db().select().from(financeApply).where(eq(financeApply.id, id)))[0]!.financeAppId!;
  return { id, bills, financeAppId };
};

const releasesOf = (applyId: string) => db().select().from(ccbRelease).where(eq(ccbRelease.applyId, applyId));
const releaseBills = (releaseId: string) =>
  db().select().from(ccbReleaseBill).where(eq(ccbReleaseBill.releaseId, releaseId)).orderBy(ccbReleaseBill.sort);

/** The sandbox bank's release instruction of whole receipts (its console's form, before full repayment). */
const wholeInstruction = async (a: { id: string; bills: string[] }) => {
  await sandbox().releaseInstruction({
    tenantId: TENANT,
    applyId: a.id,
    bills: a.bills.map((billId) => ({ billId, takeGoodType: '01' as const })),
  });
  const rows = await releasesOf(a.id);
  return rows.at(-1)!;
};

/** The release's fee as the fee form leaves it (a later step's routes): notified and paid. */
const feePaid = (id: string) =>
  db().update(ccbRelease).set({ payStatus: 1, serviceAmountStatus: 1 }).where(eq(ccbRelease.id, id));

const audit = (who: Account, path: 'platformReleaseAudit' | 'warehouseReleaseAudit', body: object) =>
  t.post(tok[who], `${R}/${path}`, body);

/** The release's seals (release-sign.ts): the shipper's then the warehouse's on every row; the last one seals 30 → 40. */
const sealAll = async (id: string) => {
  for (const [who, path] of [
    ['shipper', 'shipperReleaseSignNow'],
    ['warehouse', 'warehouseReleaseSignNow'],
  ] as const)
    for (const row of await releaseBills(id))
      await dataOf(t.post(tok[who], `/api/kc-flrk/ple/bill/${path}`, { id: row.id }));
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
afterEach(async () => {
  await sandbox().setMode(TENANT, { mode: 'normal' });
});
afterAll(async () => {
  await t?.close();
});

describe(`the bank's release instruction on ${process.env.TEST_DB}`, () => {
  it('a partial instruction before full repayment creates a release waiting for its tray split (5)', async () => {
    const a = await pledged(2);
    const step = await sandbox().releaseInstruction({
      tenantId: TENANT,
      applyId: a.id,
      bills: [
        { billId: a.bills[0]!, takeGoodType: '02', weight: '10.5', number: 2 },
        { billId: a.bills[1]!, takeGoodType: '01' },
      ],
    });
    const inbox = await inboxOf(db(), a.id);
    expect(inbox.at(-1)).toMatchObject({ type: 'release.instruction', reason: null, status: 1 });
    expect(step.deliveries.map((d) => [d.type, d.status])).toEqual([['release.instruction', 'delivered']]);
    const [release] = await releasesOf(a.id);
    expect(release).toMatchObject({
      status: 5,
      traySplitStatus: 0,
      payStatus: 0,
      serviceAmountStatus: 0,
      shipperId: parties.shipperId,
      warehouseId: parties.warehouseId,
      bankId: parties.bankId,
      financeAppId: a.financeAppId,
    });
    expect(release!.code).toMatch(/^JF\d{12}$/);
    expect(release!.thCode).toMatch(/^TH\d{16}$/);
    expect(release!.takeGoodCode).toMatch(/^\d{6}$/);
    expect(release!.takeGoodNoticeFile).not.toBeNull();
    expect((await releaseBills(release!.id)).map((b) => [b.takeGoodType, b.weight, b.number, b.dgeCcbStatus])).toEqual([
      ['02', '10.50', 2, 100],
      ['01', '25.50', null, 100],
    ]);
    // The application stays pledged, its rows and receipts read 待平台解押审核, the release holds the receipts.
    expect((await applyRows(db(), a.id)).map((r) => [r.dgeCcbStatus, r.active])).toEqual([
      [100, 1],
      [100, 1],
    ]);
    expect((await receiptRows(db(), a.bills)).map((b) => [b.status, b.dgeCcbStatus])).toEqual([
      [70, 100],
      [70, 100],
    ]);
    expect((await holdersOf(db(), a.bills)).map((h) => [h.process, h.processId])).toEqual([
      ['release', release!.id],
      ['release', release!.id],
    ]);
    // The bank keeps it; the detail shows it with the shipper's tray split link, nobody's audit yet.
    expect((await sandbox().applicationDetail(TENANT, a.id)).releases).toHaveLength(1);
    const detail = await dataOf<Record<string, unknown>>(t.get(tok.shipper, `${R}/getById`, { id: release!.id }));
    expect(detail).toMatchObject({
      status: 5,
      statusName: '待托盘拆分',
      code: expect.stringMatching(/^RZ/),
      releaseCode: release!.code,
      actions: { traySplit: true, platformAudit: false, warehouseAudit: false, pickupFeedback: false },
    });
    const pdf = await dataOf<{ extractPdfBase64: string; mime: string }>(
      t.get(tok.warehouse, `${R}/getTakeGoodPdf`, { id: release!.id }),
    );
    expect(Buffer.from(pdf.extractPdfBase64, 'base64').subarray(0, 5).toString()).toBe('%PDF-');
    expect(pdf.mime).toBe('application/pdf');
    // A receipt already in a live release is refused for another instruction.
    expectRefused(
      await deliver(
        t,
        bankMessage(
          a.id,
          { type: 'release.instruction', data: { instructionNo: 'JY-AGAIN', billIds: [a.bills[1]!] } },
          a.financeAppId,
        ),
      ),
      /已在解押中/,
    );
    const actions = (await listAuditEvents(db(), 'release', release!.id)).map((e) => e.action);
    expect(actions).toEqual(['instruction']);
  });

  it('a repeated instruction is applied once; bad instructions are refused with their reason', async () => {
    const a = await pledged(1);
    const message = bankMessage(
      a.id,
      { type: 'release.instruction', data: { instructionNo: 'JY-ONCE', billIds: a.bills } },
      a.financeAppId,
    );
    expectSuccess(await deliver(t, message));
    // The same instruction under another event id: nothing new.
    expectSuccess(await deliver(t, { ...message, eventId: `${message.eventId}X` }));
    expect(await releasesOf(a.id)).toHaveLength(1);
    const b = await pledged(1);
    const partial = (weight: string | undefined, number?: number) =>
      deliver(
        t,
        bankMessage(
          b.id,
          {
            type: 'release.instruction',
            data: {
              instructionNo: `JY-${weight}-${number}`,
              bills: [{ billId: b.bills[0]!, takeGoodType: '02', weight, number }],
            },
          },
          b.financeAppId,
        ),
      );
    expectRefused(await partial('25.50', 1), /部分解押重量须小于仓单重量/);
    expectRefused(await partial(undefined, 1), /须给出解押重量/);
    expectRefused(await partial('5', undefined), /须给出托盘数量/);
    expectRefused(
      await deliver(
        t,
        bankMessage(
          b.id,
          { type: 'release.instruction', data: { instructionNo: 'JY-X', billIds: a.bills } },
          b.financeAppId,
        ),
      ),
      /不在该融资申请的质押中/,
    );
    expect(await releasesOf(b.id)).toHaveLength(0);
  });
});

describe('the release flow through the routes', () => {
  it('a whole release: 10 → 20 → 30/40 → 50, each by its party; the receipts come back and the bank hears it', async () => {
    const a = await pledged(2);
    await sandbox().repay({ tenantId: TENANT, applyId: a.id, amount: '400000', repayDate: '2027-02-01' });
    // The full repayment's own instruction (billIds only) became a record, not a release of the receipts.
    const [release] = await releasesOf(a.id);
    expect(release).toMatchObject({ status: 10, traySplitStatus: 2 });
    expect((await receiptRows(db(), a.bills)).map((b) => [b.status, b.dgeCcbStatus])).toEqual([
      [70, 100],
      [70, 100],
    ]);
    const id = release!.id;
    // An older sender's instruction carries no pick-up notice.
    expectRefusal(await t.get(tok.shipper, `${R}/getTakeGoodPdf`, { id }), 404, reasons.noticeMissing);
    // 平台审核 waits for the fee: the button hidden, the route refused.
    expect((await dataOf<{ actions: object }>(t.get(tok.platform, `${R}/getById`, { id }))).actions).toMatchObject({
      platformAudit: false,
    });
    expectRefusal(
      await audit('platform', 'platformReleaseAudit', { id, status: 'pass' }),
      409,
      reasons.platformAuditHidden,
    );
    await feePaid(id);
    expect((await dataOf<{ actions: object }>(t.get(tok.platform, `${R}/getById`, { id }))).actions).toMatchObject({
      platformAudit: true,
    });
    // Only the platform, with its key: others 403.
    for (const who of ['shipper', 'warehouse', 'bank'] as const)
      expect((await audit(who, 'platformReleaseAudit', { id, status: 'pass' })).statusCode).toBe(403);
    expect((await audit('platform', 'warehouseReleaseAudit', { id, status: 'pass' })).statusCode).toBe(403);
    expect(await dataOf(audit('platform', 'platformReleaseAudit', { id, status: 'pass' }))).toMatchObject({
      id,
      status: 20,
      statusName: '待仓库审核',
    });
    expectRefusal(await audit('platform', 'platformReleaseAudit', { id, status: 'pass' }), 409, reasons.statusChanged);
    expect((await applyRows(db(), a.id)).map((r) => r.dgeCcbStatus)).toEqual([90, 90]);
    // The other warehouse holds the key but is not this release's party: it does not see it (404).
    expectRefusal(await audit('warehouse2', 'warehouseReleaseAudit', { id, status: 'pass' }), 404, reasons.notFound);
    expect(await dataOf(audit('warehouse', 'warehouseReleaseAudit', { id, status: 'pass' }))).toMatchObject({
      status: 30,
    });
    await sealAll(id);
    expect((await applyRows(db(), a.id)).map((r) => r.dgeCcbStatus)).toEqual([112, 112]);
    expect((await receiptRows(db(), a.bills)).map((b) => b.dgeCcbStatus)).toEqual([112, 112]);
    // 提货反馈: the platform only.
    expect((await t.post(tok.shipper, `${R}/pickGoodsFeedback`, { id })).statusCode).toBe(403);
    expect((await t.post(tok.warehouse, `${R}/pickGoodsFeedback`, { id })).statusCode).toBe(403);
    expect(await dataOf(t.post(tok.platform, `${R}/pickGoodsFeedback`, { id }))).toMatchObject({
      status: 50,
      statusName: '提货反馈成功',
    });
    expect((await applyRows(db(), a.id)).map((r) => [r.dgeCcbStatus, r.active])).toEqual([
      [120, 0],
      [120, 0],
    ]);
    expect((await receiptRows(db(), a.bills)).map((b) => [b.status, b.dgeCcbStatus])).toEqual([
      [1, 0],
      [1, 0],
    ]);
    expect(await holdersOf(db(), a.bills)).toEqual([]);
    const [done] = await releasesOf(a.id);
    expect(done!.fedAt).not.toBeNull();
    expect((await sandbox().applicationDetail(TENANT, a.id)).status).toBe('released');
    expect((await listAuditEvents(db(), 'release', id)).map((e) => e.action)).toEqual([
      'instruction',
      'platformPass',
      'warehousePass',
      'release-sign-shipper',
      'release-sign-shipper',
      'release-sign-warehouse',
      'release-sign-warehouse',
      'sealed',
      'pickupFeedback',
      'feedback-sent',
    ]);
    expectRefusal(await t.post(tok.platform, `${R}/pickGoodsFeedback`, { id }), 409, reasons.statusChanged);
  });

  it('rejections: the platform and the warehouse reject with a reason (required, at most 50 characters)', async () => {
    const a = await pledged(1);
    const first = await wholeInstruction(a);
    await feePaid(first.id);
    expect((await audit('platform', 'platformReleaseAudit', { id: first.id, status: 'reject' })).statusCode).toBe(400);
    expect(
      (await audit('platform', 'platformReleaseAudit', { id: first.id, status: 'reject', descr: '长'.repeat(51) }))
        .statusCode,
    ).toBe(400);
    expect(
      await dataOf(
        audit('platform', 'platformReleaseAudit', { id: first.id, status: 'reject', descr: '服务费凭证不清晰' }),
      ),
    ).toMatchObject({ status: 21, statusName: '平台审核驳回', descr: '服务费凭证不清晰' });
    expect((await applyRows(db(), a.id)).map((r) => r.dgeCcbStatus)).toEqual([100]);

    const b = await pledged(1);
    const second = await wholeInstruction(b);
    await feePaid(second.id);
    await dataOf(audit('platform', 'platformReleaseAudit', { id: second.id, status: 'pass' }));
    expectRefusal(
      await audit('warehouse', 'platformReleaseAudit', { id: second.id, status: 'pass' }),
      403,
      'access.forbidden',
    );
    expect(
      await dataOf(
        audit('warehouse', 'warehouseReleaseAudit', { id: second.id, status: 'reject', descr: '货物未到位' }),
      ),
    ).toMatchObject({ status: 11, statusName: '仓库审核驳回', descr: '货物未到位' });
    expectRefusal(
      await audit('warehouse', 'warehouseReleaseAudit', { id: second.id, status: 'pass' }),
      409,
      reasons.statusChanged,
    );
    // Still pledged, still held by the release.
    expect((await receiptRows(db(), b.bills)).map((r) => r.status)).toEqual([70]);
    expect((await holdersOf(db(), b.bills)).map((h) => h.process)).toEqual(['release']);
  });

  it('the feedback failed is retried by the job until the bank accepts it', async () => {
    const a = await pledged(1);
    const release = await wholeInstruction(a);
    await feePaid(release.id);
    await dataOf(audit('platform', 'platformReleaseAudit', { id: release.id, status: 'pass' }));
    await dataOf(audit('warehouse', 'warehouseReleaseAudit', { id: release.id, status: 'pass' }));
    await sealAll(release.id);
    await sandbox().setMode(TENANT, { mode: 'pushFail' });
    expect(await dataOf(t.post(tok.platform, `${R}/pickGoodsFeedback`, { id: release.id }))).toMatchObject({
      status: 50,
    });
    let [row] = await releasesOf(a.id);
    expect(row).toMatchObject({ fedAt: null, feedbackTries: 1 });
    expect(row!.feedbackError).toBeTruthy();
    expect(row!.feedbackNextAt!.getTime()).toBeGreaterThan(Date.now());
    // Not due yet: the job leaves it; once due (and the bank back), it is fed.
    expect(await pushDueFeedbacks(t.ctx)).toEqual({ due: 0, fed: 0 });
    await sandbox().setMode(TENANT, { mode: 'normal' });
    await db()
      .update(ccbRelease)
      .set({ feedbackNextAt: new Date(Date.now() - 1000) })
      .where(eq(ccbRelease.id, release.id));
    expect(await pushDueFeedbacks(t.ctx)).toEqual({ due: 1, fed: 1 });
    [row] = await releasesOf(a.id);
    expect(row).toMatchObject({ feedbackError: null, feedbackNextAt: null });
    expect(row!.fedAt).not.toBeNull();
    const actions = (await listAuditEvents(db(), 'release', release.id)).map((e) => e.action);
    expect(actions.slice(-2)).toEqual(['feedback-failed', 'feedback-sent']);
    // The bank sends the instruction again: the feedback goes again, no new release.
    expectSuccess(
      await deliver(
        t,
        bankMessage(
          a.id,
          { type: 'release.instruction', data: { instructionNo: release.instructionNo, billIds: a.bills } },
          a.financeAppId,
        ),
      ),
    );
    expect(await releasesOf(a.id)).toHaveLength(1);
    expect(
      (await listAuditEvents(db(), 'release', release.id)).filter((e) => e.action === 'feedback-sent'),
    ).toHaveLength(2);
  });
});

describe('who sees a release', () => {
  it('each party its own, the platform all; a stranger 404; the warehouse reviewer sees no loan figure', async () => {
    const a = await pledged(1);
    const release = await wholeInstruction(a);
    for (const who of ['shipper', 'warehouse', 'bank', 'platform'] as const) {
      const page = await dataOf<{ records: { id: string }[] }>(t.get(tok[who], `${R}/list`, { size: '200' }));
      expect(page.records.map((r) => r.id)).toContain(release.id);
    }
    const other = await dataOf<{ records: { id: string }[] }>(t.get(tok.warehouse2, `${R}/list`, { size: '200' }));
    expect(other.records.map((r) => r.id)).not.toContain(release.id);
    expectRefusal(await t.get(tok.warehouse2, `${R}/getById`, { id: release.id }), 404, reasons.notFound);
    const stranger = await createEnterprise(db(), { name: '解押旁观棉业有限公司', type: '1' });
    const s = (await t.newUser('release-stranger', { roleAliases: ['shipper'], postId: stranger })).token;
    for (const path of ['getById', 'prePickupBillList', 'repaymentsByGoodsId', 'getTakeGoodPdf'])
      expectRefusal(await t.get(s, `${R}/${path}`, { id: release.id }), 404, reasons.notFound);
    const [bill] = await releaseBills(release.id);
    expectRefusal(await t.get(s, `${R}/splitBillsByBilId`, { id: bill!.id }), 404, reasons.notFound);

    // finance_warehouse: no redacted key anywhere in its detail; the repayments are refused.
    const forWarehouse = await dataOf(t.get(tok.warehouse, `${R}/getById`, { id: release.id }));
    const keys = new Set(
      JSON.stringify(forWarehouse)
        .match(/"(\w+)":/g)
        ?.map((k) => k.slice(1, -2)),
    );
    expect(FINANCE_REDACTED_FIELDS.filter((f) => keys.has(f))).toEqual([]);
    expectRefusal(
      await t.get(tok.warehouse, `${R}/repaymentsByGoodsId`, { id: release.id }),
      403,
      financeRefusals.reasons.figuresHidden,
    );
    const forBank = await dataOf<{ bcFinanceApply: { loanMoney: string } }>(
      t.get(tok.bank, `${R}/getById`, { id: release.id }),
    );
    expect(forBank.bcFinanceApply.loanMoney).toBe('150000.00');
    expect(await dataOf(t.get(tok.shipper, `${R}/repaymentsByGoodsId`, { id: release.id }))).toEqual([]);
    // The dialogs: the receipts to pick up, the split situation (the origin only before a split), the notice.
    expect(
      (await dataOf<{ wrInfoId: string }[]>(t.get(tok.shipper, `${R}/prePickupBillList`, { id: release.id }))).map(
        (r) => r.wrInfoId,
      ),
    ).toEqual(a.bills);
    expect(
      (await dataOf<{ role: string }[]>(t.get(tok.shipper, `${R}/splitBillsByBilId`, { id: bill!.id }))).map(
        (r) => r.role,
      ),
    ).toEqual(['origin']);
    expect(
      (await dataOf<{ fileName: string }>(t.get(tok.bank, `${R}/getTakeGoodPdf`, { id: release.id }))).fileName,
    ).toMatch(/^提货通知书-TH\d+\.pdf$/);
  });
});

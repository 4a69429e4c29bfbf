import { DEFAULT_TENANT_ID } from '@kc/domain';
import type { BillSplitDetail, BillSplitLiveVideo, BillSplitMoveAnswer } from '@kc/domain/bill-split/answers';
import { billSplitMessages, billSplitRefusals } from '@kc/domain/bill-split/bill-split';
import { billSplitInputRefusals } from '@kc/domain/bill-split/input-refusals';
import { BillSplitStatus } from '@kc/domain/bill-split/status';
import { outboundRefusals } from '@kc/domain/outbound/outbound';
import { ReceiptStatus } from '@kc/domain/receipt/status';
import Decimal from 'decimal.js';
import { eq, inArray } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Principal } from '../../platform/auth/principal';
import { enterpriseOfAccount, makeReceipts } from '../../test/fixtures/batch-sign';
import { makeReceiptContract } from '../../test/fixtures/transfer';
import { answerOf, createEnterprise, createTestApp, dataOf, expectRefusal, type TestApp } from '../../test/harness';
import { signReceipt } from '../batch-sign/sign-receipt';
import { APP, applyForm, financeParties } from '../finance/finance.fixtures';
import { type ReceiptAttr, receipt, receiptHolders } from '../receipt';
import { demoActor } from '../seed/seed-trading';
import { wmsContainer } from '../wms';
import { billSplitApply } from './bill-split.table';

const BASE = '/api/kc-flrk/billSplitApply';
const reasons = billSplitRefusals.reasons;
type Account = 'shipper' | 'buyer' | 'warehouse' | 'warehouse2' | 'platform' | 'foreign';
let t: TestApp;
let tok: Record<Account, string>;
let ids: Record<'shipper' | 'warehouse' | 'warehouse2', string>;
const actors: Record<string, Principal> = {};

/** 25.50 t, 120.00 包 (makeReceipts); 包数 is the splittable attribute, 等级 is carried over. */
const ATTRS: ReceiptAttr[] = [
  { attrCode: 'grade', attrName: '等级', value: '一级', isSplit: 0 },
  { attrCode: 'bales', attrName: '包数', value: '120', isSplit: 1 },
];
const splittable = async (count = 1, warehouseId = ids.warehouse, attrs = ATTRS) => {
  const bills = await makeReceipts(t.ctx, {
    count,
    shipperId: ids.shipper,
    warehouseId,
    status: ReceiptStatus.inEffect,
  });
  await t.ctx.db.update(receipt).set({ attrs, locator: 'A-03-12' }).where(inArray(receipt.id, bills));
  return bills;
};
const form = (billId: string, over: Record<string, unknown> = {}) => ({
  status: BillSplitStatus.awaitingOwner,
  warehouseUnitId: ids.warehouse,
  billIds: [billId],
  totalWeight: '10.25',
  totalQuantity: '50',
  attrs: [{ attrCode: 'bales', value: '40.5' }],
  ...over,
});
const add = (token: string, body: object) => t.post(token, `${BASE}/addSplit`, body);
const submitted = async (billId: string, over: Record<string, unknown> = {}) =>
  (await dataOf<BillSplitMoveAnswer>(add(tok.shipper, form(billId, over)))).id;
const audit = (token: string, path: string, body: object) => t.post(token, `${BASE}/${path}`, body);
const detailOf = (token: string, id: string) => dataOf<BillSplitDetail>(t.get(token, `${BASE}/detail`, { id }));
const holdersOf = async (billIds: string[]) => [...(await receiptHolders(t.ctx.db, billIds)).values()];
const billsOf = (billIds: string[]) => t.ctx.db.select().from(receipt).where(inArray(receipt.id, billIds));
const atWarehouse = async (billId: string, over: Record<string, unknown> = {}) => {
  const id = await submitted(billId, over);
  await dataOf(audit(tok.shipper, 'shippingAuditSplit', { id, status: '20', billId }));
  await dataOf(audit(tok.platform, 'auditPlatform', { id, status: '30' }));
  return id;
};
const msgOf = async (res: Parameters<typeof answerOf>[0]) => (await answerOf(res)).msg as string;

beforeAll(async () => {
  t = await createTestApp();
  const foreign = await createEnterprise(t.ctx.db, { name: '外部拆单测试棉业有限公司', type: '1' });
  const foreignUser = await t.newUser('split-foreign', { roleAliases: ['shipper'], postId: foreign });
  tok = {
    shipper: await t.login('shipper'),
    buyer: await t.login('buyer'),
    warehouse: await t.login('warehouse'),
    warehouse2: await t.login('warehouse2'),
    platform: await t.login('platform'),
    foreign: foreignUser.token,
  };
  ids = {
    shipper: await enterpriseOfAccount(t.ctx.db, 'shipper'),
    warehouse: await enterpriseOfAccount(t.ctx.db, 'warehouse'),
    warehouse2: await enterpriseOfAccount(t.ctx.db, 'warehouse2'),
  };
  for (const a of ['shipper', 'warehouse', 'platform']) actors[a] = (await demoActor(t.ctx, a))!;
});
afterAll(async () => t?.close());

describe(`the owner's bill split application on ${process.env.TEST_DB}`, () => {
  it('draft, submit, three reviews, the two receipts issued with exact figures; signing voids the original', async () => {
    const [bill] = await splittable();
    const draft = await dataOf<BillSplitMoveAnswer>(add(tok.shipper, form(bill!, { status: '1' })));
    expect(draft).toMatchObject({ status: '1', statusName: '草稿' });
    expect(await holdersOf([bill!])).toEqual([]);
    expect((await t.get(tok.warehouse, `${BASE}/detail`, { id: draft.id })).statusCode).toBe(404);

    const moved = await dataOf<BillSplitMoveAnswer>(add(tok.shipper, { ...form(bill!), id: draft.id }));
    expect(moved).toMatchObject({ id: draft.id, status: '10', statusName: '待货主审核' });
    expect(await holdersOf([bill!])).toEqual([{ process: 'split', processId: draft.id }]);

    // Each review by its own party only; a review out of turn is 409.
    expectRefusal(await audit(tok.platform, 'auditPlatform', { id: draft.id, status: '30' }), 409, reasons.notAwaiting);
    expect((await audit(tok.warehouse, 'shippingAuditSplit', { id: draft.id, status: '20' })).statusCode).toBe(403);
    expect(
      await dataOf(audit(tok.shipper, 'shippingAuditSplit', { id: draft.id, status: '20', billId: bill })),
    ).toMatchObject({ status: '20' });
    expect((await audit(tok.shipper, 'auditPlatform', { id: draft.id, status: '30' })).statusCode).toBe(403);
    expect(await dataOf(audit(tok.platform, 'auditPlatform', { id: draft.id, status: '30' }))).toMatchObject({
      status: '30',
    });
    expect((await audit(tok.warehouse2, 'auditWarehouse', { id: draft.id, status: '40' })).statusCode).toBe(404);
    expect((await audit(tok.platform, 'auditWarehouse', { id: draft.id, status: '40' })).statusCode).toBe(403);
    const done = await dataOf<BillSplitMoveAnswer>(
      audit(tok.warehouse, 'auditWarehouse', { id: draft.id, status: '40' }),
    );
    expect(done).toMatchObject({ status: '40', statusName: '拆单完成' });

    const [origin, made, rest] = await Promise.all([
      billsOf([bill!]),
      billsOf([done.newBillId!]),
      billsOf([done.remainderBillId!]),
    ]);
    expect(origin[0]!.status).toBe(ReceiptStatus.inEffect);
    expect(made[0]).toMatchObject({
      status: ReceiptStatus.generated,
      totalWeight: '10.25',
      totalQuantity: '50.00',
      originBillId: bill,
    });
    expect(rest[0]).toMatchObject({
      status: ReceiptStatus.generated,
      totalWeight: '15.25',
      totalQuantity: '70.00',
      originBillId: bill,
      lineageId: origin[0]!.lineageId,
    });
    expect(made[0]!.lineageId).not.toBe(origin[0]!.lineageId);
    expect(made[0]!.attrs.map((a) => a.value)).toEqual(['一级', '40.50']);
    expect(rest[0]!.attrs.map((a) => a.value)).toEqual(['一级', '79.50']);

    const d = await detailOf(tok.shipper, draft.id);
    expect(d).toMatchObject({
      originalBill: { id: bill, status: ReceiptStatus.inEffect },
      newBill: { id: done.newBillId, code: made[0]!.code },
      remainderBill: { id: done.remainderBillId },
      actions: { sign: true, edit: false, void: false },
    });
    expect(d.steps.map((s) => s.state)).toEqual(['finish', 'finish', 'finish', 'finish', 'finish']);
    expect(d.log.map((l) => l.action)).toEqual(['save', 'submit', 'ownerPass', 'platformPass', 'warehousePass']);

    // The new receipt signed by the three parties comes into effect: the original is voided and names both.
    for (const role of ['warehouse', 'shipper', 'platform'] as const)
      await signReceipt(t.ctx, { billId: done.newBillId!, role, actor: actors[role]! });
    expect((await billsOf([bill!]))[0]!.status).toBe(ReceiptStatus.cancelled);
    expect(await holdersOf([bill!])).toEqual([]);
    const verify = await dataOf<{ replacedBy: { code: string; text: string } }>(
      t.get(undefined, '/api/kc-flrk/ple/bill/verify', { token: origin[0]!.verifyToken }),
    );
    expect(verify.replacedBy.code).toContain(made[0]!.code);
    expect(verify.replacedBy.code).toContain(rest[0]!.code);
  });

  it('a foreign enterprise sees nothing (404); a bystander is refused', async () => {
    const [bill] = await splittable();
    const id = await submitted(bill!);
    for (const token of [tok.foreign, tok.warehouse2])
      expect((await t.get(token, `${BASE}/detail`, { id })).statusCode).toBe(404);
    const list = await dataOf<{ records: { id: string }[] }>(t.get(tok.foreign, `${BASE}/page`, { size: 100 }));
    expect(list.records).toEqual([]);
    const mine = await dataOf<{ records: { id: string }[] }>(t.get(tok.warehouse, `${BASE}/page`, { size: 100 }));
    expect(mine.records.map((r) => r.id)).toContain(id);
    // The financePush aliases answer the same.
    const fp = await dataOf<{ records: { id: string }[] }>(
      t.get(tok.shipper, '/api/kc-flrk/financePush/list', { size: 100 }),
    );
    expect(fp.records.map((r) => r.id)).toContain(id);
    expect((await t.post(tok.foreign, '/api/kc-flrk/financePush/auditShipper', { id, status: '20' })).statusCode).toBe(
      404,
    );
    expectRefusal(await add(tok.foreign, form(bill!)), 403, reasons.notHolder);
    expect((await t.post(tok.foreign, `${BASE}/remove`, { ids: [id] })).statusCode).toBe(404);
  });

  it('rejections need an opinion, let the receipt go; a resubmission takes it again; void', async () => {
    const [bill] = await splittable();
    const id = await submitted(bill!);
    expectRefusal(
      await audit(tok.shipper, 'shippingAuditSplit', { id, status: '11' }),
      400,
      reasons.opinionRequired,
      '请填写驳回意见',
    );
    expectRefusal(
      await audit(tok.shipper, 'shippingAuditSplit', { id, status: '11', descr: '驳'.repeat(51) }),
      400,
      'request.invalid',
      '审核意见最多50个字符',
    );
    expectRefusal(
      await audit(tok.shipper, 'shippingAuditSplit', { id, status: '30' }),
      400,
      reasons.auditStatusInvalid,
    );
    expectRefusal(await t.post(tok.shipper, `${BASE}/remove`, { ids: [id] }), 409, reasons.notVoidable);
    expect(
      await dataOf(audit(tok.shipper, 'shippingAuditSplit', { id, status: '11', descr: '数量有误' })),
    ).toMatchObject({
      status: '11',
    });
    expect(await holdersOf([bill!])).toEqual([]);
    expect((await detailOf(tok.shipper, id)).descr).toBe('数量有误');
    // Resubmitted as it stands (financePush/submitAudit): held again, then the platform rejects (21), the
    // warehouse later rejects (31): each lets it go.
    await dataOf(t.post(tok.shipper, '/api/kc-flrk/financePush/submitAudit', { id }));
    expect(await holdersOf([bill!])).toEqual([{ process: 'split', processId: id }]);
    await dataOf(audit(tok.shipper, 'shippingAuditSplit', { id, status: '20' }));
    await dataOf(audit(tok.platform, 'auditPlatform', { id, status: '21', descr: '请补充说明' }));
    expect(await holdersOf([bill!])).toEqual([]);
    await dataOf(t.post(tok.shipper, `${BASE}/submit`, { id }));
    await dataOf(audit(tok.shipper, 'shippingAuditSplit', { id, status: '20' }));
    await dataOf(audit(tok.platform, 'auditPlatform', { id, status: '30' }));
    await dataOf(audit(tok.warehouse, 'auditWarehouse', { id, status: '31', descr: '货位核对不符' }));
    expect(await holdersOf([bill!])).toEqual([]);
    expect(await dataOf(t.post(tok.shipper, `${BASE}/remove`, { ids: [id] }))).toBe(true);
    expect((await detailOf(tok.shipper, id)).status).toBe('0');
    expect((await billsOf([bill!]))[0]!.status).toBe(ReceiptStatus.inEffect);
  });

  it('every input message', async () => {
    const [bill] = await splittable();
    const [plain] = await splittable(1, ids.warehouse, [
      { attrCode: 'grade', attrName: '等级', value: '一级', isSplit: 0 },
    ]);
    const [other] = await splittable();
    expectRefusal(await add(tok.shipper, form(plain!)), 400, reasons.noSplitAttrs, billSplitMessages.noSplitAttrs);
    expectRefusal(
      await add(tok.shipper, form(bill!, { warehouseUnitId: '' })),
      400,
      billSplitInputRefusals.reasons.warehouseRequired,
    );
    expectRefusal(await add(tok.shipper, form(bill!, { billIds: [] })), 400, billSplitInputRefusals.reasons.selectBill);
    expectRefusal(
      await add(tok.shipper, form(bill!, { billIds: [bill, other] })),
      400,
      billSplitInputRefusals.reasons.oneBill,
    );
    expectRefusal(
      await add(tok.shipper, form(bill!, { warehouseUnitId: ids.warehouse2 })),
      400,
      reasons.warehouseMismatch,
    );
    const cases: [Record<string, unknown>, string][] = [
      [{ totalWeight: '' }, '请输入拆分重量'],
      [{ totalWeight: 'abc' }, '拆分重量须为不小于0的数字，最多两位小数'],
      [{ totalWeight: '1.234' }, '拆分重量须为不小于0的数字，最多两位小数'],
      [{ totalWeight: '-1' }, '拆分重量须为不小于0的数字，最多两位小数'],
      [{ totalWeight: '0' }, '拆分重量不能为0'],
      [{ totalWeight: '25.50' }, '拆分重量须小于原仓单的25.50'],
      [{ totalQuantity: '' }, '请输入拆分数量'],
      [{ totalQuantity: '0.00' }, '拆分数量不能为0'],
      [{ totalQuantity: '121' }, '拆分数量须小于原仓单的120.00'],
      [{ attrs: [] }, '请输入包数'],
      [{ attrs: [{ attrCode: 'bales', value: '120' }] }, '包数须小于原仓单的120.00'],
      [{ attrs: [{ attrCode: 'bales', value: '0' }] }, '包数不能为0'],
    ];
    for (const [over, msg] of cases) {
      const res = await add(tok.shipper, form(bill!, over));
      expect(res.statusCode).toBe(400);
      expect(await msgOf(res)).toBe(msg);
    }
  });

  it('two applications of one receipt racing: exactly one holds it', async () => {
    const [bill] = await splittable();
    const a = await dataOf<BillSplitMoveAnswer>(add(tok.shipper, form(bill!, { status: '1' })));
    const b = await dataOf<BillSplitMoveAnswer>(add(tok.shipper, form(bill!, { status: '1' })));
    const results = await Promise.all([
      t.post(tok.shipper, `${BASE}/submit`, { id: a.id }),
      t.post(tok.shipper, `${BASE}/submit`, { id: b.id }),
    ]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    expectRefusal(results.find((r) => r.statusCode === 409)!, 409, reasons.billHeld);
    const holders = await holdersOf([bill!]);
    expect(holders).toHaveLength(1);
    const winner = results[0]!.statusCode === 200 ? a.id : b.id;
    expect(holders[0]).toEqual({ process: 'split', processId: winner });
    const statuses = (
      await t.ctx.db
        .select()
        .from(billSplitApply)
        .where(inArray(billSplitApply.id, [a.id, b.id]))
    ).map((r) => r.status);
    expect(statuses.sort()).toEqual(['1', '10']);
  });

  it('a contracted or pledged receipt cannot be split; a receipt being split enters no other process', async () => {
    const contracted = await makeReceiptContract(t.ctx, { count: 1 });
    await t.ctx.db.update(receipt).set({ attrs: ATTRS }).where(inArray(receipt.id, contracted.billIds));
    expectRefusal(await add(tok.shipper, form(contracted.billIds[0]!)), 409, reasons.billHeld);

    const [pledged] = await splittable();
    const parties = await financeParties(t.ctx.db);
    await dataOf(t.post(tok.shipper, `${APP}/save`, applyForm(parties, [pledged!])));
    const held = await holdersOf([pledged!]);
    const res = await add(tok.shipper, form(pledged!));
    expect(res.statusCode).toBe(409);
    expect(await holdersOf([pledged!])).toEqual(held);

    const [bill] = await splittable();
    await submitted(bill!);
    const pledge = await t.post(tok.shipper, `${APP}/save`, applyForm(parties, [bill!]));
    expect(pledge.statusCode).toBe(409);
    const outbound = await t.post(tok.shipper, '/api/kc-flrk/wms/output/submit', {
      status: 10,
      warehouseId: ids.warehouse,
      reserveTime: '2026-12-01 09:00:00',
      pickPerson: '王师傅',
      pickPhone: '13800000001',
      bills: [{ billId: bill }],
    });
    expectRefusal(outbound, 409, outboundRefusals.reasons.billHeld);
  });

  it('conservation to the last decimal over random splits (and the database refuses a row that breaks it)', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.integer({ min: 1, max: 2549 }),
        fc.integer({ min: 1, max: 11999 }),
        fc.integer({ min: 1, max: 11999 }),
        async (w, q, b) => {
          const [bill] = await splittable();
          const cents = (n: number) => new Decimal(n).div(100).toFixed(2);
          const id = await atWarehouse(bill!, {
            totalWeight: cents(w),
            totalQuantity: cents(q),
            attrs: [{ attrCode: 'bales', value: cents(b) }],
          });
          const done = await dataOf<BillSplitMoveAnswer>(audit(tok.warehouse, 'auditWarehouse', { id, status: '40' }));
          const rows = await billsOf([bill!, done.newBillId!, done.remainderBillId!]);
          const [o, n, r] = [bill, done.newBillId, done.remainderBillId].map((x) => rows.find((y) => y.id === x)!);
          expect(new Decimal(n!.totalWeight).plus(r!.totalWeight).toFixed(2)).toBe(
            new Decimal(o!.totalWeight).toFixed(2),
          );
          expect(new Decimal(n!.totalQuantity).plus(r!.totalQuantity).toFixed(2)).toBe(
            new Decimal(o!.totalQuantity).toFixed(2),
          );
          const bales = (x: typeof o) => x!.attrs.find((a) => a.attrCode === 'bales')!.value;
          expect(new Decimal(bales(n)).plus(bales(r)).eq(bales(o))).toBe(true);
          expect(n!.totalWeight).toBe(cents(w));
        },
      ),
      { numRuns: 4 },
    );
    const [row] = await t.ctx.db.select().from(billSplitApply).limit(1);
    await expect(
      t.ctx.db
        .update(billSplitApply)
        .set({ splitWeight: new Decimal(row!.splitWeight).plus('0.01').toFixed(2) })
        .where(eq(billSplitApply.id, row!.id)),
    ).rejects.toThrow();
  });

  it('live video: the sandbox camera at the receipt’s place; a warehouse without a WMS says so', async () => {
    const [bill] = await splittable();
    await t.ctx.db.insert(wmsContainer).values({
      tenantId: DEFAULT_TENANT_ID,
      warehouseUnitId: '1001',
      externalId: `CAM-${bill}`,
      caseNumber: `CAM-${bill}`,
      warehouseId: ids.warehouse,
      lineageId: bill!,
      createUser: '1',
      updateUser: '1',
    });
    const v = await dataOf<BillSplitLiveVideo>(t.get(tok.shipper, `${BASE}/liveVideo`, { billId: bill }));
    expect(v).toMatchObject({ available: true, place: 'A-03-12' });
    const svg = Buffer.from(v.image!.replace('data:image/svg+xml;base64,', ''), 'base64').toString();
    expect(svg).toContain('A-03-12');
    expect(svg).toMatch(/\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}/);
    const [far] = await splittable(1, ids.warehouse2);
    const none = await dataOf<BillSplitLiveVideo>(t.get(tok.shipper, `${BASE}/liveVideo`, { billId: far }));
    expect(none).toMatchObject({ available: false, msg: billSplitMessages.noWms, image: null });
    expect((await t.get(tok.foreign, `${BASE}/liveVideo`, { billId: bill })).statusCode).toBe(404);
  });
});

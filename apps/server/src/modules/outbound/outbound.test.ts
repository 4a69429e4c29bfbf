import { DEFAULT_TENANT_ID } from '@kc/domain';
import { billMoveRefusals } from '@kc/domain/bill-move/bill-move';
import { financeRefusals } from '@kc/domain/finance/finance';
import type { OutboundAlarmAnswer, OutboundDetail, OutboundMoveAnswer } from '@kc/domain/outbound/answers';
import { outboundMessages, outboundRefusals } from '@kc/domain/outbound/outbound';
import { OutboundStatus } from '@kc/domain/outbound/status';
import { ReceiptStatus } from '@kc/domain/receipt/status';
import { ContainerStatus } from '@kc/domain/wms/wms';
import Decimal from 'decimal.js';
import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listAuditEvents } from '../../platform/audit/audit.service';
import type { Principal } from '../../platform/auth/principal';
import { enterpriseOfAccount, makeReceipts } from '../../test/fixtures/batch-sign';
import { makeReceiptContract } from '../../test/fixtures/transfer';
import { createEnterprise, createTestApp, dataOf, expectRefusal, type TestApp } from '../../test/harness';
import { signReceipt } from '../batch-sign/sign-receipt';
import { APP, applyForm, financeParties } from '../finance/finance.fixtures';
import { doublyValidLineages, receipt, receiptHolders } from '../receipt';
import { demoActor } from '../seed/seed-trading';
import { seedDemoWms } from '../seed/seed-wms';
import { handleAlarm, runReconciliation, wmsAlarmBill, wmsBillTray, wmsContainer } from '../wms';
import { wmsReconcileFinding } from '../wms/wms.table';
import { createOutboundOrder } from '.';
import { outboundOrder } from './outbound.table';

const BASE = '/api/kc-flrk/wms/output';
const reasons = outboundRefusals.reasons;
type Account = 'shipper' | 'buyer' | 'warehouse' | 'warehouse2' | 'platform' | 'foreign';
let t: TestApp;
let tok: Record<Account, string>;
let ids: Record<'shipper' | 'buyer' | 'warehouse' | 'warehouse2', string>;
const actors: Record<string, Principal> = {};

const inEffect = (count: number, shipperId = ids.shipper, warehouseId = ids.warehouse) =>
  makeReceipts(t.ctx, { count, shipperId, warehouseId, status: ReceiptStatus.inEffect });
const form = (billIds: string[], over: Record<string, unknown> = {}) => ({
  status: OutboundStatus.awaitingShipperAudit,
  warehouseId: ids.warehouse,
  reserveTime: '2026-12-01 09:00:00',
  pickPerson: '王师傅',
  pickPhone: '13800000001',
  carNo: '豫A12345',
  bills: billIds.map((billId) => ({ billId })),
  ...over,
});
const submit = (token: string, body: object) => t.post(token, `${BASE}/submit`, body);
const submitted = async (billIds: string[], over: Record<string, unknown> = {}) =>
  (await dataOf<OutboundMoveAnswer>(submit(tok.shipper, form(billIds, over)))).id;
const act = (token: string, path: string, body: object) => t.post(token, `${BASE}/${path}`, body);
const detailOf = (token: string, id: string) => dataOf<OutboundDetail>(t.get(token, `${BASE}/detail`, { id }));
const orderOf = async (id: string) => (await t.ctx.db.select().from(outboundOrder).where(eq(outboundOrder.id, id)))[0]!;
const billsOf = (billIds: string[]) => t.ctx.db.select().from(receipt).where(inArray(receipt.id, billIds));
const statusesOf = async (billIds: string[]) => {
  const rows = await billsOf(billIds);
  return billIds.map((id) => rows.find((r) => r.id === id)!.status);
};
const holdersOf = async (billIds: string[]) => [...(await receiptHolders(t.ctx.db, billIds)).values()];

/** Submitted and passed by the holder: waiting for the warehouse (20); answers the order and its pick-up code. */
const atWarehouse = async (billIds: string[], over: Record<string, unknown> = {}) => {
  const id = await submitted(billIds, over);
  await dataOf(act(tok.shipper, 'shippingAudit', { id, status: 1 }));
  const vrCode = (await detailOf(tok.shipper, id)).vrCode!;
  return { id, vrCode };
};
const lot = (billId: string, weight: string, quantity: string, lotLabel = '第1车') => ({
  billId,
  lotLabel,
  weight,
  quantity,
});

beforeAll(async () => {
  t = await createTestApp();
  const foreign = await createEnterprise(t.ctx.db, { name: '外部出库测试棉业有限公司', type: '1' });
  const foreignUser = await t.newUser('outbound-foreign', { roleAliases: ['shipper'], postId: foreign });
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
    buyer: await enterpriseOfAccount(t.ctx.db, 'buyer'),
    warehouse: await enterpriseOfAccount(t.ctx.db, 'warehouse'),
    warehouse2: await enterpriseOfAccount(t.ctx.db, 'warehouse2'),
  };
  for (const a of ['shipper', 'warehouse', 'platform']) actors[a] = (await demoActor(t.ctx, a))!;
});
afterAll(async () => t?.close());

describe(`applying for an outbound order on ${process.env.TEST_DB}`, () => {
  it('a draft takes nothing; the submission takes the receipts (80, held) with a pick-up code for the holder only', async () => {
    const bills = await inEffect(2);
    const draft = await dataOf<OutboundMoveAnswer>(submit(tok.shipper, form(bills, { status: 0 })));
    expect(draft).toMatchObject({ status: OutboundStatus.draft, statusName: '草稿' });
    expect(await statusesOf(bills)).toEqual([1, 1]);
    expect(await holdersOf(bills)).toEqual([]);
    // The warehouse does not see a draft.
    expect((await t.get(tok.warehouse, `${BASE}/detail`, { id: draft.id })).statusCode).toBe(404);

    const moved = await dataOf<OutboundMoveAnswer>(submit(tok.shipper, { ...form(bills), id: draft.id }));
    expect(moved).toMatchObject({ id: draft.id, status: 10, statusName: '待货主审核' });
    expect(await statusesOf(bills)).toEqual([ReceiptStatus.outbound, ReceiptStatus.outbound]);
    expect(await holdersOf(bills)).toEqual([
      { process: 'outbound', processId: draft.id },
      { process: 'outbound', processId: draft.id },
    ]);
    const mine = await detailOf(tok.shipper, draft.id);
    expect(mine).toMatchObject({
      code: expect.stringMatching(/^CK\d{12}$/),
      shipperName: '江苏恒丰棉业有限公司',
      warehouseName: '河南豫通棉花仓储有限公司',
      billCount: 2,
      applySumWeight: '51.00',
      applySumQuantity: '240.00',
      vrCode: expect.stringMatching(/^[2-9A-HJKMNP-Z]{8}$/),
      actions: { shippingAudit: true, checkVrCode: false, edit: false },
    });
    expect(mine.bills.map((b) => [b.billId, b.whole, b.mode, b.billStatus])).toEqual(
      bills.map((b) => [b, true, 'lot', ReceiptStatus.outbound]),
    );
    const theirs = await detailOf(tok.warehouse, draft.id);
    expect(theirs.vrCode).toBeNull();
    expect((await detailOf(tok.platform, draft.id)).vrCode).toBeNull();
    const list = await dataOf<{ records: { id: string }[] }>(t.get(tok.warehouse, `${BASE}/list`, { size: 100 }));
    expect(list.records.some((r) => r.id === draft.id)).toBe(true);
  });

  it('refuses what the rules forbid with the domain’s messages', async () => {
    const [mine] = await inEffect(1);
    const [theirs] = await inEffect(1, ids.buyer);
    const [elsewhere] = await inEffect(1, ids.shipper, ids.warehouse2);
    const [signing] = await makeReceipts(t.ctx, { count: 1, shipperId: ids.shipper, warehouseId: ids.warehouse });
    expect((await submit(tok.shipper, form([]))).json()).toMatchObject({
      code: 400,
      msg: outboundMessages.selectBills,
    });
    expect((await submit(tok.shipper, form([mine!], { pickPerson: ' ' }))).json()).toMatchObject({
      code: 400,
      msg: outboundMessages.pickPersonRequired,
    });
    expect((await submit(tok.shipper, form([mine!], { pickPhone: '123' }))).json()).toMatchObject({
      code: 400,
      msg: outboundMessages.pickPhoneInvalid,
    });
    expectRefusal(await submit(tok.shipper, form([mine!, theirs!])), 403, reasons.notHolder);
    expectRefusal(await submit(tok.shipper, form([mine!, elsewhere!])), 400, reasons.mixedWarehouses);
    expectRefusal(await submit(tok.shipper, form([elsewhere!])), 400, reasons.warehouseMismatch);
    expectRefusal(await submit(tok.shipper, form([signing!])), 409, reasons.billNotInEffect);
    expectRefusal(
      await submit(tok.shipper, form([], { bills: [{ billId: mine, applyWeight: '30', applyQuantity: '10' }] })),
      400,
      reasons.applyExceeds,
    );
    expectRefusal(await submit(tok.warehouse, form([mine!])), 403, reasons.notHolder);
    expect(await statusesOf([mine!])).toEqual([1]);
  });

  it('a receipt in an outbound order is refused by a move, a pledge and a contract; one held by a contract is refused here', async () => {
    const [bill] = await inEffect(1);
    await submitted([bill!]);
    // Move (移库).
    const moveApply = await t.post(tok.shipper, '/api/kc-flrk/wms/billMove/apply', {
      billIds: bill,
      targetWarehouseId: ids.warehouse2,
      reason: '就近交割',
    });
    expectRefusal(moveApply, 409, billMoveRefusals.reasons.billNotInEffect);
    // Pledge (质押融资).
    const parties = await financeParties(t.ctx.db);
    const pledge = await t.post(tok.shipper, `${APP}/save`, applyForm(parties, [bill!]));
    expectRefusal(pledge, 409, financeRefusals.reasons.billNotInEffect);
    // A contract (and so a transfer, which takes a contract's receipts): its receipts to choose leave it out.
    const [row] = await t.ctx.db.select().from(receipt).where(eq(receipt.id, bill!));
    const contractOptions = await dataOf<{ id: string }[]>(
      t.get(tok.shipper, '/api/kc-flrk/contract/billList', { materialId: row!.materialId }),
    );
    expect(contractOptions.map((o) => o.id)).not.toContain(bill);
    // A second outbound order.
    expectRefusal(await submit(tok.shipper, form([bill!])), 409, reasons.billNotInEffect);
    expect(await holdersOf([bill!])).toEqual([{ process: 'outbound', processId: expect.any(String) }]);
    // A contract in force (and the transfer it hands its receipts to) keeps them from an outbound order.
    const contracted = await makeReceiptContract(t.ctx, { count: 1 });
    expectRefusal(await submit(tok.shipper, form(contracted.billIds)), 409, reasons.billHeld);
    expect(await statusesOf(contracted.billIds)).toEqual([1]);
    expect(await holdersOf(contracted.billIds)).toEqual([{ process: 'contract', processId: contracted.contractId }]);
  });

  it('a foreign enterprise and another warehouse see nothing (404); a bystander is refused every move', async () => {
    const [bill] = await inEffect(1);
    const { id } = await atWarehouse([bill!]);
    for (const token of [tok.foreign, tok.warehouse2, tok.buyer])
      expect((await t.get(token, `${BASE}/detail`, { id })).statusCode).toBe(404);
    const list = await dataOf<{ records: { id: string }[] }>(t.get(tok.foreign, `${BASE}/list`, { size: 100 }));
    expect(list.records).toEqual([]);
    expect((await act(tok.foreign, 'checkVrCode', { id, vrCode: 'AAAAAAAA' })).statusCode).toBe(404);
    expect((await t.get(tok.warehouse2, `${BASE}/getSumQuantityAndWeight`, { id })).statusCode).toBe(404);
  });
});

describe(`a pick-up creates its order on ${process.env.TEST_DB}`, () => {
  it('createOutboundOrder: at 10 with a code, the receipts taken; one live order per release', async () => {
    const bills = await inEffect(2);
    const made = await t.ctx.db.transaction((tx) =>
      createOutboundOrder(t.ctx, tx, {
        tenantId: DEFAULT_TENANT_ID,
        shipperId: ids.shipper,
        warehouseId: ids.warehouse,
        bills: bills.map((billId) => ({ billId })),
        releaseId: '9000000001',
        actor: actors.shipper!,
      }),
    );
    expect(made).toMatchObject({ code: expect.stringMatching(/^CK/), vrCode: expect.stringMatching(/^\w{8}$/) });
    const d = await detailOf(tok.shipper, made.id);
    expect(d).toMatchObject({ status: 10, source: 2, sourceName: '提货', vrCode: made.vrCode });
    expect(d.logs.map((l) => l.operateType)).toEqual(['提货生成出库单']);
    expect(await statusesOf(bills)).toEqual([80, 80]);
    const again = await inEffect(1);
    await expect(
      t.ctx.db.transaction((tx) =>
        createOutboundOrder(t.ctx, tx, {
          tenantId: DEFAULT_TENANT_ID,
          shipperId: ids.shipper,
          warehouseId: ids.warehouse,
          bills: again.map((billId) => ({ billId })),
          releaseId: '9000000001',
          actor: actors.shipper!,
        }),
      ),
    ).rejects.toThrow();
    expect(await statusesOf(again)).toEqual([1]);
  });
});

describe(`the moves of an outbound order and who makes them on ${process.env.TEST_DB}`, () => {
  it('only the holder audits; its rejection gives the receipts back; it may resubmit or remove', async () => {
    const bills = await inEffect(1);
    const id = await submitted(bills);
    expectRefusal(await act(tok.warehouse, 'shippingAudit', { id, status: 1 }), 403, reasons.notOrderShipper);
    expect((await act(tok.shipper, 'shippingAudit', { id, status: 2 })).json()).toMatchObject({
      code: 400,
      msg: outboundMessages.opinionRequired,
    });
    const rejected = await dataOf<OutboundMoveAnswer>(
      act(tok.shipper, 'shippingAudit', { id, status: 2, opinion: '提货人变更' }),
    );
    expect(rejected.status).toBe(OutboundStatus.shipperRejected);
    expect(await statusesOf(bills)).toEqual([1]);
    expect(await holdersOf(bills)).toEqual([]);
    expectRefusal(await act(tok.shipper, 'shippingAudit', { id, status: 1 }), 409, reasons.notAwaitingShipper);
    const before = (await orderOf(id)).vrCode;
    await dataOf(submit(tok.shipper, { ...form(bills), id }));
    expect((await orderOf(id)).vrCode).not.toBe(before);
    expectRefusal(await t.post(tok.shipper, `${BASE}/remove`, { ids: id }), 409, reasons.notRemovable);
    await dataOf(act(tok.shipper, 'shippingAudit', { id, status: 2, opinion: '不提了' }));
    expectRefusal(await t.post(tok.warehouse, `${BASE}/remove`, { ids: id }), 403, reasons.notOrderShipper);
    await dataOf(t.post(tok.shipper, `${BASE}/remove`, { ids: id }));
    expect((await t.get(tok.shipper, `${BASE}/detail`, { id })).statusCode).toBe(404);
  });

  it('the warehouse checks the pick-up code once: a wrong one and a reused one are refused', async () => {
    const [bill] = await inEffect(1);
    const { id, vrCode } = await atWarehouse([bill!]);
    expectRefusal(await act(tok.shipper, 'checkVrCode', { id, vrCode }), 403, reasons.notOrderWarehouse);
    expect((await act(tok.warehouse, 'checkVrCode', { id, vrCode: '' })).json()).toMatchObject({
      code: 400,
      msg: outboundMessages.vrCodeRequired,
    });
    const wrong = vrCode === 'ABCDEFGH' ? 'ABCDEFGJ' : 'ABCDEFGH';
    expectRefusal(await act(tok.warehouse, 'checkVrCode', { id, vrCode: wrong }), 400, reasons.vrCodeWrong);
    // The pass needs the code checked.
    expectRefusal(
      await act(tok.warehouse, 'warehouseAudit', { id, status: 1, records: [lot(bill!, '25.50', '120.00')] }),
      409,
      reasons.vrCodeUnchecked,
    );
    await dataOf(act(tok.warehouse, 'checkVrCode', { id, vrCode: vrCode.toLowerCase() }));
    expectRefusal(await act(tok.warehouse, 'checkVrCode', { id, vrCode }), 409, reasons.vrCodeUsed);
    const d = await detailOf(tok.warehouse, id);
    expect(d).toMatchObject({ vrChecked: true, actions: { checkVrCode: false, warehouseAudit: true } });
    expect(d.logs.map((l) => l.operateType)).toEqual([
      '提交出库申请',
      '货主审核通过',
      '提货码核验失败',
      '仓库核验提货码',
    ]);
  });

  it('the warehouse rejects: the receipts come back in effect and free', async () => {
    const bills = await inEffect(2);
    const { id } = await atWarehouse(bills);
    expectRefusal(
      await act(tok.warehouse2, 'warehouseAudit', { id, status: 2, opinion: '无' }),
      404,
      'access.not_found',
    );
    const answer = await dataOf<OutboundMoveAnswer>(
      act(tok.warehouse, 'warehouseAudit', { id, status: 2, opinion: '车辆未到' }),
    );
    expect(answer).toMatchObject({ status: OutboundStatus.warehouseRejected, statusName: '仓库审核驳回' });
    expect(await statusesOf(bills)).toEqual([1, 1]);
    expect(await holdersOf(bills)).toEqual([]);
  });

  it('a whole take by lots: temp save, the weight alarm, the pass cancels the receipts; the holder signs once', async () => {
    const bills = await inEffect(2);
    const { id, vrCode } = await atWarehouse(bills);
    await dataOf(act(tok.warehouse, 'checkVrCode', { id, vrCode }));
    // Records of another order's receipt, or with neither tray nor lot, are refused.
    const [other] = await inEffect(1);
    expectRefusal(
      await act(tok.warehouse, 'warehouseTempSave', { id, records: [lot(other!, '1', '1')] }),
      400,
      reasons.billNotOfOrder,
    );
    expect(
      (
        await act(tok.warehouse, 'warehouseTempSave', {
          id,
          records: [{ billId: bills[0], weight: '1', quantity: '1' }],
        })
      ).json(),
    ).toMatchObject({ code: 400, msg: outboundMessages.trayOrLot });
    // Temp save: the first receipt in two lots, 2 % light; the second not yet weighed.
    const records = [lot(bills[0]!, '12.00', '60.00'), lot(bills[0]!, '12.99', '60.00', '第2车')];
    const saved = await dataOf<OutboundMoveAnswer>(
      act(tok.warehouse, 'warehouseTempSave', { id, records, opinion: '暂存' }),
    );
    expect(saved.status).toBe(OutboundStatus.awaitingWarehouse);
    const sums = await dataOf(t.get(tok.shipper, `${BASE}/getSumQuantityAndWeight`, { id }));
    expect(sums).toMatchObject({
      applySumWeight: '51.00',
      applySumQuantity: '240.00',
      sumWeight: '24.99',
      sumQuantity: '120.00',
      recordCount: 2,
      weightUnitName: expect.any(String),
    });
    const alarms = await dataOf<OutboundAlarmAnswer>(
      t.get(tok.warehouse, '/api/kc-flrk/riskCenterAlarm/orderWeightaAlarm', { id }),
    );
    expect(alarms.tolerance).toBe(1);
    expect(alarms.alarms.map((a) => [a.billId, a.weighedWeight, a.percent])).toEqual([[bills[0], '24.99', '2']]);
    // The pass: the second receipt unweighed is refused; then the alarm; then confirmed.
    expectRefusal(await act(tok.warehouse, 'warehouseAudit', { id, status: 1 }), 400, reasons.unweighed);
    const all = [...records, lot(bills[1]!, '25.50', '120.00')];
    expectRefusal(
      await act(tok.warehouse, 'warehouseAudit', { id, status: 1, records: all }),
      409,
      reasons.weightAlarm,
    );
    expect(await statusesOf(bills)).toEqual([80, 80]);
    expectRefusal(
      await act(tok.shipper, 'warehouseAudit', { id, status: 1, records: all }),
      403,
      reasons.notOrderWarehouse,
    );
    const passed = await dataOf<OutboundMoveAnswer>(
      act(tok.warehouse, 'warehouseAudit', { id, status: 1, records: all, confirmAlarm: true }),
    );
    expect(passed).toMatchObject({ status: OutboundStatus.completed, statusName: '已出库', remainderIds: [] });
    expect(await statusesOf(bills)).toEqual([ReceiptStatus.cancelled, ReceiptStatus.cancelled]);
    expect(await holdersOf(bills)).toEqual([]);
    const d = await detailOf(tok.shipper, id);
    expect(d).toMatchObject({
      weightAlarm: true,
      sumWeight: '50.49',
      sumQuantity: '240.00',
      signed: false,
      actions: { shippingSign: true, warehouseAudit: false },
    });
    expect(d.records).toHaveLength(3);
    // The holder signs the outbound record, once; nobody else may.
    expectRefusal(await act(tok.warehouse, 'shippingSignByOutput', { id }), 403, reasons.notOrderShipper);
    await dataOf(act(tok.shipper, 'shippingSignByOutput', { id }));
    expectRefusal(await act(tok.shipper, 'shippingSignByOutput', { id }), 409, reasons.notSignable);
    const steps = await dataOf<{ title: string; status: string }[]>(t.get(tok.shipper, `${BASE}/getSteps`, { id }));
    expect(steps.map((s) => [s.title, s.status])).toEqual([
      ['提交申请', 'finish'],
      ['货主审核', 'finish'],
      ['仓库出库', 'finish'],
      ['货主签收', 'finish'],
    ]);
    const events = await listAuditEvents(t.ctx.db, 'receipt', bills[0]!);
    expect(events.map((e) => e.action).slice(-2)).toEqual(['outbound', 'taken-out']);
    expect(await doublyValidLineages(t.ctx.db)).toEqual([]);
  });

  it('a partial take issues the remainder’s receipt with exact figures; its effect cancels the origin', async () => {
    const [bill] = await inEffect(1);
    const { id, vrCode } = await atWarehouse([bill!], {
      bills: [{ billId: bill, applyWeight: '10.20', applyQuantity: '48' }],
    });
    await dataOf(act(tok.warehouse, 'checkVrCode', { id, vrCode }));
    // Weighing out everything on a partial order is refused.
    expectRefusal(
      await act(tok.warehouse, 'warehouseAudit', { id, status: 1, records: [lot(bill!, '25.50', '48.00')] }),
      400,
      reasons.partialLeavesNothing,
    );
    expectRefusal(
      await act(tok.warehouse, 'warehouseAudit', { id, status: 1, records: [lot(bill!, '25.51', '48.00')] }),
      400,
      reasons.exceeds,
    );
    const passed = await dataOf<OutboundMoveAnswer>(
      act(tok.warehouse, 'warehouseAudit', { id, status: 1, records: [lot(bill!, '10.23', '48.00')] }),
    );
    expect(passed.remainderIds).toHaveLength(1);
    const [rest] = await billsOf(passed.remainderIds!);
    expect(rest).toMatchObject({
      status: ReceiptStatus.generated,
      totalWeight: '15.27',
      totalQuantity: '72.00',
      originBillId: bill,
      originProcess: 'outbound',
      cargoOwnerId: ids.shipper,
      warehouseId: ids.warehouse,
    });
    expect(await statusesOf([bill!])).toEqual([ReceiptStatus.outbound]);
    expect(await holdersOf([bill!])).toEqual([{ process: 'outbound', processId: id }]);
    const d = await detailOf(tok.warehouse, id);
    expect(d.bills[0]).toMatchObject({
      whole: false,
      weighedWeight: '10.23',
      weighedQuantity: '48.00',
      remainderBillId: rest!.id,
      remainderBillCode: rest!.code,
    });
    expect(d.actions.batchSign).toBe(true);
    // Signed by the warehouse, the holder and the platform: the remainder in effect, the origin cancelled.
    await signReceipt(t.ctx, { billId: rest!.id, role: 'warehouse', actor: actors.warehouse! });
    await signReceipt(t.ctx, { billId: rest!.id, role: 'shipper', actor: actors.shipper! });
    await signReceipt(t.ctx, { billId: rest!.id, role: 'platform', actor: actors.platform! });
    expect(await statusesOf([rest!.id, bill!])).toEqual([ReceiptStatus.inEffect, ReceiptStatus.cancelled]);
    expect(await holdersOf([bill!])).toEqual([]);
    expect(await doublyValidLineages(t.ctx.db)).toEqual([]);
  });
});

describe(`an outbound order of WMS goods on ${process.env.TEST_DB}`, () => {
  it('weighed out per tray: every tray of a whole take, the receipt cancelled, the trays gone from the WMS', async () => {
    await seedDemoWms(t.ctx);
    // The demo's container under a receipt in effect (the other one's receipt is 预警中).
    const locked = await t.ctx.db
      .select()
      .from(wmsContainer)
      .where(and(eq(wmsContainer.warehouseUnitId, '1001'), eq(wmsContainer.status, ContainerStatus.locked)));
    const live = await t.ctx.db
      .select()
      .from(receipt)
      .where(
        and(
          inArray(
            receipt.lineageId,
            locked.map((x) => x.lineageId!),
          ),
          eq(receipt.status, ReceiptStatus.inEffect),
        ),
      );
    const bill = live[0];
    const c = locked.find((x) => x.lineageId === bill?.lineageId);
    expect(bill).toBeDefined();
    const { id, vrCode } = await atWarehouse([bill!.id]);
    const d = await detailOf(tok.warehouse, id);
    expect(d.bills[0]!.mode).toBe('tray');
    const trays = d.bills[0]!.trays;
    expect(trays.length).toBeGreaterThan(1);
    expect((await detailOf(tok.shipper, id)).bills[0]!.trays).toEqual([]);
    await dataOf(act(tok.warehouse, 'checkVrCode', { id, vrCode }));
    const records = trays.map((tr) => ({ billId: bill!.id, trayId: tr.trayId, weight: tr.weight, quantity: tr.num }));
    // A tray twice, or missing trays on a whole take, are refused.
    expectRefusal(
      await act(tok.warehouse, 'warehouseTempSave', { id, records: [records[0], records[0]] }),
      400,
      reasons.trayTwice,
    );
    expectRefusal(
      await act(tok.warehouse, 'warehouseAudit', { id, status: 1, records: records.slice(1), confirmAlarm: true }),
      400,
      reasons.allTrays,
    );
    await dataOf(act(tok.warehouse, 'warehouseTempSave', { id, records }));
    const mode = await dataOf(t.get(tok.warehouse, `${BASE}/getCurrentSetupMode`, { id }));
    expect(mode).toEqual({ mode: 'tray' });
    const rfid = await dataOf<{ trays: { rfidCode: string; weighedOut: boolean }[] }>(
      t.get(tok.warehouse, `${BASE}/getRfidByOutId`, { id }),
    );
    expect(rfid.trays.every((x) => x.weighedOut)).toBe(true);
    const read = await dataOf(
      act(tok.warehouse, 'checkRfidNum', { id, rfidCodes: [...rfid.trays.slice(1).map((x) => x.rfidCode), 'E2XX'] }),
    );
    expect(read).toEqual({
      matched: rfid.trays.slice(1).map((x) => x.rfidCode),
      unknown: ['E2XX'],
      missing: [rfid.trays[0]!.rfidCode],
    });
    await dataOf(act(tok.warehouse, 'warehouseAudit', { id, status: 1, confirmAlarm: true }));
    expect((await billsOf([bill!.id]))[0]!.status).toBe(ReceiptStatus.cancelled);
    // The platform's mirror: released, out of the lineage, no tray left under a receipt.
    expect((await t.ctx.db.select().from(wmsContainer).where(eq(wmsContainer.id, c!.id)))[0]).toMatchObject({
      status: ContainerStatus.released,
      lineageId: null,
    });
    expect(await t.ctx.db.select().from(wmsBillTray).where(eq(wmsBillTray.containerId, c!.id))).toEqual([]);
    // The sandbox WMS: every tray gone, the container gone and unlocked, no missing-tray alarm.
    const { containers } = await t.ctx.wms.listContainers(DEFAULT_TENANT_ID, '1001', { after: null, limit: 500 });
    expect(containers.find((x) => x.containerId === c!.externalId)).toMatchObject({
      removed: true,
      locked: false,
      goods: [],
    });
    const alarms = await t.ctx.wms.listOpenAlarms(DEFAULT_TENANT_ID, '1001');
    expect(alarms.some((a) => a.containerId === c!.externalId)).toBe(false);
  });

  it('a partial take by trays: the remainder covers the trays left, the container stays locked, no finding', async () => {
    // The demo's other container: its receipt 预警中 (a weight alarm) comes back in effect once the alarm is handled.
    const alarming = await t.ctx.db
      .select()
      .from(receipt)
      .where(and(eq(receipt.status, ReceiptStatus.alarming), eq(receipt.warehouseId, ids.warehouse)));
    const bill = alarming.find((r) => r.goodsId != null)!;
    const open = await t.ctx.db
      .select({ id: wmsAlarmBill.alarmId })
      .from(wmsAlarmBill)
      .where(and(eq(wmsAlarmBill.billId, bill.id), eq(wmsAlarmBill.closed, 0)));
    for (const a of open) await handleAlarm(t.ctx, actors.warehouse!, { id: a.id, descr: '复核无误' });
    expect((await billsOf([bill.id]))[0]!.status).toBe(ReceiptStatus.inEffect);
    const d0 = await detailOf(
      tok.shipper,
      await submitted([bill.id], { bills: [{ billId: bill.id, applyWeight: '1', applyQuantity: '1' }] }),
    );
    expect(d0.bills[0]!.mode).toBe('tray');
    const id = d0.id;
    await dataOf(act(tok.shipper, 'shippingAudit', { id, status: 1 }));
    const trays = (await detailOf(tok.warehouse, id)).bills[0]!.trays;
    const leaving = trays.slice(0, 2);
    const records = leaving.map((tr) => ({ billId: bill.id, trayId: tr.trayId, weight: tr.weight, quantity: tr.num }));
    await dataOf(act(tok.warehouse, 'checkVrCode', { id, vrCode: (await orderOf(id)).vrCode }));
    const passed = await dataOf<OutboundMoveAnswer>(
      act(tok.warehouse, 'warehouseAudit', { id, status: 1, records, confirmAlarm: true }),
    );
    const [rest] = await billsOf(passed.remainderIds!);
    const out = leaving.reduce((s, tr) => s.plus(tr.weight), new Decimal(0));
    const outNum = leaving.reduce((s, tr) => s.plus(tr.num), new Decimal(0));
    expect(rest).toMatchObject({
      totalWeight: new Decimal(bill.totalWeight).minus(out).toFixed(2),
      totalQuantity: new Decimal(bill.totalQuantity).minus(outNum).toFixed(2),
      lineageId: bill.lineageId,
    });
    // The WMS: those two trays gone, the container still there and locked.
    const [c] = await t.ctx.db.select().from(wmsContainer).where(eq(wmsContainer.lineageId, bill.lineageId!));
    const { containers } = await t.ctx.wms.listContainers(DEFAULT_TENANT_ID, '1001', { after: null, limit: 500 });
    const snap = containers.find((x) => x.containerId === c!.externalId)!;
    expect(snap).toMatchObject({ removed: false, locked: true });
    const present = snap.goods.flatMap((g) => g.trays.map((x) => x.trayCode));
    expect(present).toHaveLength(trays.length - 2);
    for (const tr of leaving) expect(present).not.toContain(tr.trayCode);
    // Reconciliation after the pull: nothing to say of the order's receipt or its remainder.
    await runReconciliation(t.ctx, DEFAULT_TENANT_ID, { trigger: 'job', pull: true });
    const findings = await t.ctx.db
      .select()
      .from(wmsReconcileFinding)
      .where(inArray(wmsReconcileFinding.billId, [bill.id, rest!.id]));
    expect(findings.filter((f) => f.kind !== 'rfidStale')).toEqual([]);
    // The remainder in effect: the origin cancelled, the container still locked to the lineage.
    await signReceipt(t.ctx, { billId: rest!.id, role: 'warehouse', actor: actors.warehouse! });
    await signReceipt(t.ctx, { billId: rest!.id, role: 'shipper', actor: actors.shipper! });
    await signReceipt(t.ctx, { billId: rest!.id, role: 'platform', actor: actors.platform! });
    expect(await statusesOf([rest!.id, bill.id])).toEqual([ReceiptStatus.inEffect, ReceiptStatus.cancelled]);
    expect((await t.ctx.db.select().from(wmsContainer).where(eq(wmsContainer.id, c!.id)))[0]).toMatchObject({
      status: ContainerStatus.locked,
      lineageId: bill.lineageId,
    });
  });
});

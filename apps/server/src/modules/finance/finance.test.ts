import type { Page } from '@kc/domain';
import { billMoveRefusals } from '@kc/domain/bill-move/bill-move';
import {
  FINANCE_REDACTED_FIELDS,
  type FinanceApplyDetail,
  type FinanceApplyRecord,
  type FinanceMoveAnswer,
  financeMessages,
  financeRefusals,
} from '@kc/domain/finance/finance';
import { estimatedPledgeAmount } from '@kc/domain/finance/formulas';
import { stateRefusals } from '@kc/domain/shared/state';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listAuditEvents } from '../../platform/audit/audit.service';
import { compact, pageTexts } from '../../platform/pdf/pdf-inspect';
import { createEnterprise, createTestApp, dataOf, expectRefusal, type TestApp } from '../../test/harness';
import { receipt } from '../receipt';
import {
  APP,
  applyForm,
  applyRow,
  applyRows,
  CCB,
  financeParties,
  holdersOf,
  keysIn,
  type Parties,
  receiptRows,
  receiptsInEffect,
  saved,
  stateOf,
} from './finance.fixtures';

const reasons = financeRefusals.reasons;
type Account = 'shipper' | 'buyer' | 'warehouse' | 'warehouse2' | 'platform' | 'bank' | 'admin' | 'foreign';
let t: TestApp;
let parties: Parties;
let tok: Record<Account, string>;
const db = () => t.database.db;

const act = (who: Account, path: string, body: object) => t.post(tok[who], `${APP}/${path}`, body);
const submitted = async (bills: string[]) => {
  const id = await saved(t, tok.shipper, applyForm(parties, bills));
  await dataOf(act('shipper', 'submitApplication', { id }));
  return id;
};
const passedPlatform = async (bills: string[]) => {
  const id = await submitted(bills);
  await dataOf(act('platform', 'auditApplication', { id, status: 1 }));
  return id;
};
const detailOf = (who: Account, id: string) => dataOf<FinanceApplyDetail>(t.get(tok[who], `${CCB}/detail`, { id }));
const pageOf = (who: Account, query: Record<string, string> = {}) =>
  dataOf<Page<FinanceApplyRecord>>(t.get(tok[who], `${CCB}/list`, { size: '200', ...query }));

beforeAll(async () => {
  t = await createTestApp();
  parties = await financeParties(db());
  const accounts = ['shipper', 'buyer', 'warehouse', 'warehouse2', 'platform', 'bank', 'admin'] as const;
  const foreign = await createEnterprise(db(), { name: '外部测试棉业有限公司', type: '1' });
  tok = {
    ...(Object.fromEntries(await Promise.all(accounts.map(async (a) => [a, await t.login(a)]))) as Record<
      (typeof accounts)[number],
      string
    >),
    foreign: (await t.newUser('finance-foreign', { roleAliases: ['shipper'], postId: foreign })).token,
  };
});
afterAll(async () => {
  await t?.close();
});

describe(`saving an application on ${process.env.TEST_DB}`, () => {
  it('saves the shipper’s receipts with their pledge amounts (50 / 0, rows 1), holding them for the pledge', async () => {
    const bills = await receiptsInEffect(t, parties, 2);
    const id = await saved(t, tok.shipper, applyForm(parties, bills, { applyMoney: '300000' }));
    const row = await applyRow(db(), id);
    expect(row).toMatchObject({ status: 50, fourStatus: 0, applyMoney: '300000.00', submitTime: null });
    expect(row.code).toMatch(/^RZ\d{8}\d{4}$/);
    // 15600 × 70 % × 25.50 = 278460.00 per receipt.
    expect((await applyRows(db(), id)).map((r) => [r.pledgeAmount, r.dgeCcbStatus, r.active])).toEqual([
      ['278460.00', 1, 1],
      ['278460.00', 1, 1],
    ]);
    expect(row.pledgeAmount).toBe('556920.00');
    expect(row.pledgeAmount).toBe(
      estimatedPledgeAmount(bills.map(() => ({ priceUnit: '15600', cltPlgRate: '70', totalWeight: '25.50' }))),
    );
    expect((await receiptRows(db(), bills)).map((b) => [b.status, b.dgeCcbStatus])).toEqual([
      [1, 1],
      [1, 1],
    ]);
    expect(await holdersOf(db(), bills)).toEqual([
      { process: 'pledge', processId: id },
      { process: 'pledge', processId: id },
    ]);
    const events = await listAuditEvents(db(), 'finance', id);
    expect(events.map((e) => e.action)).toEqual(['save']);
  });

  it('numbers applications RZ + the day + a sequence', async () => {
    const a = await saved(t, tok.shipper, applyForm(parties, await receiptsInEffect(t, parties, 1)));
    const b = await saved(t, tok.shipper, applyForm(parties, await receiptsInEffect(t, parties, 1)));
    const [ca, cb] = [(await applyRow(db(), a)).code, (await applyRow(db(), b)).code];
    expect(cb.slice(0, 10)).toBe(ca.slice(0, 10));
    expect(Number(cb.slice(10))).toBe(Number(ca.slice(10)) + 1);
  });

  it('edits a draft: the receipts it drops are free again and read 未质押', async () => {
    const [keep, drop, add] = await receiptsInEffect(t, parties, 3);
    const id = await saved(t, tok.shipper, applyForm(parties, [keep!, drop!]));
    await saved(t, tok.shipper, applyForm(parties, [keep!, add!], { id, applyMoney: '120000.50' }));
    expect((await applyRows(db(), id)).map((r) => r.billId)).toEqual([keep, add]);
    expect((await applyRow(db(), id)).applyMoney).toBe('120000.50');
    expect(await holdersOf(db(), [drop!])).toEqual([]);
    expect((await receiptRows(db(), [drop!]))[0]!.dgeCcbStatus).toBe(0);
    expect((await receiptRows(db(), [add!]))[0]!.dgeCcbStatus).toBe(1);
  });

  it('refuses an amount above the estimated pledge amount (spec 2 §9), on saving and on editing; nothing held', async () => {
    // Two receipts of 25.50 at 15,600 × 70 %: 556,920.00.
    const bills = await receiptsInEffect(t, parties, 2);
    const over = await t.post(tok.shipper, `${APP}/submit`, applyForm(parties, bills, { applyMoney: '556920.01' }));
    expectRefusal(
      over,
      400,
      reasons.overPledgeAmount,
      '申请金额（556,920.01 元）不能超过预估质押金额（556,920.00 元），请调低申请金额或增加质押仓单',
    );
    expect(await holdersOf(db(), bills)).toEqual([]);
    expect((await receiptRows(db(), bills)).map((b) => b.dgeCcbStatus ?? 0)).toEqual([0, 0]);
    const id = await saved(t, tok.shipper, applyForm(parties, bills, { applyMoney: '556920.00' }));
    expect(await applyRow(db(), id)).toMatchObject({ applyMoney: '556920.00', pledgeAmount: '556920.00' });
    // Lowering the rate lowers the estimate below the amount: the edit is refused, the saved figures stay.
    const lower = applyForm(parties, bills, {
      id,
      applyMoney: '556920.00',
      billList: bills.map((billId) => ({ billId, priceUnit: '15600', cltPlgRate: '60' })),
    });
    expectRefusal(await t.post(tok.shipper, `${APP}/update`, lower), 400, reasons.overPledgeAmount);
    expect(await applyRow(db(), id)).toMatchObject({ applyMoney: '556920.00', pledgeAmount: '556920.00' });
  });

  it('refuses what the rules forbid, with the domain’s messages and reasons', async () => {
    const [mine] = await receiptsInEffect(t, parties, 1);
    const [theirs] = await receiptsInEffect(t, parties, 1, { shipperId: parties.buyerId });
    const [elsewhere] = await receiptsInEffect(t, parties, 1, { warehouseId: parties.warehouse2Id });
    const ok = applyForm(parties, [mine!]);
    const save = (who: Account, form: object) => act(who, 'save', form);
    expect((await save('shipper', { ...ok, warehouseUnitId: '' })).json()).toMatchObject({
      code: 400,
      msg: financeMessages.selectWarehouse,
    });
    expect((await save('shipper', { ...ok, billList: [] })).json()).toMatchObject({
      code: 400,
      msg: financeMessages.selectBills,
    });
    expect((await save('shipper', { ...ok, applyMoney: '-1' })).json()).toMatchObject({
      code: 400,
      msg: financeMessages.applyMoneyFormat,
    });
    expect(
      (
        await save(
          'shipper',
          applyForm(parties, [mine!], { billList: [{ billId: mine, priceUnit: '1', cltPlgRate: '101' }] }),
        )
      ).json(),
    ).toMatchObject({ code: 400, msg: financeMessages.pledgeRateFormat });
    expectRefusal(await save('shipper', { ...ok, warehouseUnitId: parties.buyerId }), 400, reasons.warehouseMissing);
    expectRefusal(await save('shipper', { ...ok, bankId: parties.warehouseId }), 400, reasons.bankMissing);
    expectRefusal(await save('shipper', { ...ok, financingGoodsId: '1' }), 400, reasons.goodsMissing);
    expectRefusal(await save('shipper', applyForm(parties, [mine!, mine!])), 400, reasons.duplicateBill);
    expectRefusal(await save('shipper', applyForm(parties, [mine!, theirs!])), 403, reasons.billNotYours);
    expectRefusal(await save('shipper', applyForm(parties, [elsewhere!])), 400, reasons.billWrongWarehouse);
    expectRefusal(await save('warehouse', ok), 403, reasons.billNotYours);
    expectRefusal(await save('admin', ok), 403, reasons.enterpriseOnly);
    expect(await holdersOf(db(), [mine!, theirs!, elsewhere!])).toEqual([]);
  });

  it('refuses a receipt not in effect, and one in a warehouse move; a pledged one cannot enter a move', async () => {
    const [signing] = await (await import('../../test/fixtures/batch-sign')).makeReceipts(t.ctx, {
      count: 1,
      shipperId: parties.shipperId,
      warehouseId: parties.warehouseId,
    });
    expectRefusal(await act('shipper', 'save', applyForm(parties, [signing!])), 409, reasons.billNotInEffect);

    const [moving, pledged] = await receiptsInEffect(t, parties, 2);
    const move = { targetWarehouseId: parties.warehouse2Id, reason: '就近交割' };
    await dataOf(t.post(tok.shipper, '/api/kc-flrk/wms/billMove/apply', { billIds: moving, ...move }));
    expectRefusal(await act('shipper', 'save', applyForm(parties, [moving!])), 409, reasons.billHeld);

    await saved(t, tok.shipper, applyForm(parties, [pledged!]));
    expectRefusal(
      await t.post(tok.shipper, '/api/kc-flrk/wms/billMove/apply', { billIds: pledged, ...move }),
      409,
      billMoveRefusals.reasons.billHeld,
    );
  });

  it('refuses a second pledge of a receipt, even when two saves race: exactly one wins', async () => {
    const [once] = await receiptsInEffect(t, parties, 1);
    await saved(t, tok.shipper, applyForm(parties, [once!]));
    expectRefusal(await act('shipper', 'save', applyForm(parties, [once!])), 409, reasons.billHeld);

    for (let round = 0; round < 3; round++) {
      const [raced] = await receiptsInEffect(t, parties, 1);
      const answers = await Promise.all([1, 2, 3].map(() => act('shipper', 'save', applyForm(parties, [raced!]))));
      expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409, 409]);
      for (const a of answers.filter((x) => x.statusCode === 409)) expectRefusal(a, 409, reasons.billHeld);
      const winner = (answers.find((a) => a.statusCode === 200)!.json().data as FinanceMoveAnswer).id;
      expect(await holdersOf(db(), [raced!])).toEqual([{ process: 'pledge', processId: winner }]);
    }
  });

  it('the active-row index is the database’s own guard: a second live row for a receipt is refused', async () => {
    const [bill] = await receiptsInEffect(t, parties, 1);
    const id = await saved(t, tok.shipper, applyForm(parties, [bill!]));
    const [row] = await applyRows(db(), id);
    const { financeApplyBill } = await import('./finance.table');
    await expect(
      db()
        .insert(financeApplyBill)
        .values({ ...row!, id: undefined, applyId: '1' } as never),
    ).rejects.toThrow();
  });
});

describe('submitting, cancelling and the four-party reviews', () => {
  it('submit: fourStatus 20, rows 10, the agreement rendered and sealed by the supplier', async () => {
    const bills = await receiptsInEffect(t, parties, 2);
    const id = await saved(t, tok.shipper, applyForm(parties, bills));
    expectRefusal(await t.get(tok.shipper, `${CCB}/getFourPdf`, { id }), 404, reasons.fourPdfMissing);
    await dataOf(act('shipper', 'submitApplication', { id }));
    expect(await stateOf(db(), id)).toEqual({ status: 50, fourStatus: 20, dge: [10, 10] });
    expect((await receiptRows(db(), bills)).map((b) => b.dgeCcbStatus)).toEqual([10, 10]);
    const row = await applyRow(db(), id);
    expect(row.submitTime).not.toBeNull();
    const pdf = await dataOf<{ fourPdfBase64: string; fileName: string }>(
      t.get(tok.shipper, `${CCB}/getFourPdf`, { id }),
    );
    expect(pdf.fileName).toBe(`四方协议-${row.code}.pdf`);
    const text = compact((await pageTexts(Buffer.from(pdf.fourPdfBase64, 'base64'))).join(''));
    for (const s of [
      '四方协议（仓单质押融资）',
      '江苏恒丰棉业有限公司',
      '河南豫通棉花仓储有限公司',
      '278,460.00',
      '556,920.00',
      '第六条',
    ])
      expect(text).toContain(s);
    const contract = await dataOf<{ sealedBy: string[] }[]>(
      t.get(tok.platform, `${APP}/queryContractPage`, { applicationId: id }),
    );
    expect(contract).toMatchObject([{ contractNo: row.code, fourStatus: 20, sealedBy: ['shipper'] }]);
  });

  it('weights read with their unit and significant decimals on the list, the detail and the agreement', async () => {
    const bills = await receiptsInEffect(t, parties, 2);
    await db().update(receipt).set({ weightUnit: '1', totalWeight: '1250.50' }).where(inArray(receipt.id, bills));
    const id = await submitted(bills);
    const listed = (await pageOf('shipper')).records.find((r) => r.id === id)!;
    expect([listed.totalWeight, listed.weightUnitName]).toEqual(['2501.00', '吨']);
    expect((await detailOf('shipper', id)).weightUnitName).toBe('吨');
    const pdf = await dataOf<{ fourPdfBase64: string }>(t.get(tok.shipper, `${CCB}/getFourPdf`, { id }));
    const text = compact((await pageTexts(Buffer.from(pdf.fourPdfBase64, 'base64'))).join(''));
    expect(text).toContain('1,250.5吨');
    expect(text).not.toContain('1250.50');
    // Receipts of different units share none: the total is shown without one.
    const mixed = await receiptsInEffect(t, parties, 2);
    await db().update(receipt).set({ weightUnit: '2' }).where(eq(receipt.id, mixed[0]!));
    await db().update(receipt).set({ weightUnit: '1' }).where(eq(receipt.id, mixed[1]!));
    expect((await detailOf('shipper', await saved(t, tok.shipper, applyForm(parties, mixed)))).weightUnitName).toBe('');
  });

  it('the platform passes (10, its seal), then the warehouse passes (30, its seal, rows 20)', async () => {
    const id = await submitted(await receiptsInEffect(t, parties, 2));
    expectRefusal(await act('warehouse', 'auditApplication', { id, status: 1 }), 403, reasons.notPlatform);
    // The shipper holds neither reviewer's permission: the route refuses it.
    expect((await act('shipper', 'auditApplication', { id, status: 1 })).statusCode).toBe(403);
    // Each move answers where it left the application: here the agreement waits for the warehouse.
    expect(await dataOf(act('platform', 'auditApplication', { id, status: 1 }))).toMatchObject({
      id,
      status: 50,
      fourStatus: 10,
    });
    expect(await stateOf(db(), id)).toEqual({ status: 50, fourStatus: 10, dge: [10, 10] });
    expectRefusal(await act('platform', 'auditApplication', { id, status: 1 }), 403, reasons.notWarehouse);
    expectRefusal(await act('warehouse2', 'auditApplication', { id, status: 1 }), 404, reasons.notFound);
    expect(await dataOf(t.post(tok.warehouse, '/api/kc-flrk/ccb/warehouse/pushAgreementSign', { id }))).toMatchObject({
      id,
      status: 50,
      fourStatus: 30,
    });
    expect(await stateOf(db(), id)).toEqual({ status: 50, fourStatus: 30, dge: [20, 20] });
    const contract = await dataOf<{ sealedBy: string[] }[]>(
      t.get(tok.shipper, `${APP}/queryContractPage`, { applicationId: id }),
    );
    expect(contract[0].sealedBy).toEqual(['shipper', 'platform', 'warehouse']);
    expectRefusal(await act('warehouse', 'auditApplication', { id, status: 1 }), 409, reasons.statusChanged);
    expectRefusal(await act('shipper', 'cancelApplication', { id }), 409, reasons.statusChanged);
    const actions = (await listAuditEvents(db(), 'finance', id)).map((e) => e.action);
    expect(actions).toEqual(['save', 'submit', 'platformAudit-pass', 'warehouseAudit-pass']);
  });

  it('confirmContract seals the agreement as the side it waits for: shipper, platform, warehouse', async () => {
    const bills = await receiptsInEffect(t, parties, 1);
    const id = await saved(t, tok.shipper, applyForm(parties, bills));
    expect((await act('shipper', 'confirmContract', {})).statusCode).toBe(400);
    // A draft is the shipper's: the platform does not see it yet.
    expectRefusal(await act('platform', 'confirmContract', { applicationId: id }), 404, reasons.notFound);
    expect(await dataOf(act('shipper', 'confirmContract', { applicationId: id }))).toMatchObject({ id, status: 50 });
    expect(await stateOf(db(), id)).toEqual({ status: 50, fourStatus: 20, dge: [10] });
    expectRefusal(await act('warehouse', 'confirmContract', { applicationId: id }), 403, reasons.notPlatform);
    expectRefusal(await act('shipper', 'confirmContract', { applicationId: id }), 403, reasons.notPlatform);
    await dataOf(act('platform', 'confirmContract', { id }));
    expect(await stateOf(db(), id)).toEqual({ status: 50, fourStatus: 10, dge: [10] });
    await dataOf(act('warehouse', 'confirmContract', { applicationId: id }));
    expect(await stateOf(db(), id)).toEqual({ status: 50, fourStatus: 30, dge: [20] });
    const contract = await dataOf<{ sealedBy: string[] }[]>(
      t.get(tok.shipper, `${APP}/queryContractPage`, { applicationId: id }),
    );
    expect(contract[0].sealedBy).toEqual(['shipper', 'platform', 'warehouse']);
    // Passed: nothing is left to confirm.
    expectRefusal(await act('shipper', 'confirmContract', { applicationId: id }), 409, reasons.statusChanged);
    const actions = (await listAuditEvents(db(), 'finance', id)).map((e) => e.action);
    expect(actions).toEqual(['save', 'submit', 'platformAudit-pass', 'warehouseAudit-pass']);
  });

  it('rejections keep the reason (21, 11); the shipper edits and re-submits', async () => {
    const bills = await receiptsInEffect(t, parties, 1);
    const id = await submitted(bills);
    expect((await act('platform', 'auditApplication', { id, status: 2 })).json()).toMatchObject({
      code: 400,
      msg: financeMessages.rejectReason,
    });
    await dataOf(act('platform', 'auditApplication', { id, status: 2, descr: '质押率偏高' }));
    expectRefusal(await act('platform', 'reSubmitApplication', { id }), 403, reasons.notShipper);
    expectRefusal(await act('warehouse', 'cancelApplication', { id }), 403, reasons.notShipper);
    expect(await applyRow(db(), id)).toMatchObject({ fourStatus: 21, fourDescr: '质押率偏高' });
    expect((await detailOf('shipper', id)).actions).toMatchObject({ edit: true, submit: true, cancel: true });
    await saved(
      t,
      tok.shipper,
      applyForm(parties, bills, { id, billList: [{ billId: bills[0], priceUnit: '15600', cltPlgRate: '60' }] }),
    );
    expect(await stateOf(db(), id)).toEqual({ status: 50, fourStatus: 0, dge: [1] });
    await dataOf(act('shipper', 'reSubmitApplication', { id }));
    expect(await applyRow(db(), id)).toMatchObject({ fourStatus: 20, fourDescr: null, pledgeAmount: '238680.00' });
    await dataOf(act('platform', 'auditApplication', { id, status: 1 }));
    await dataOf(act('warehouse', 'auditApplication', { id, status: 2, descr: '库位待核实' }));
    expect(await stateOf(db(), id)).toEqual({ status: 50, fourStatus: 11, dge: [10] });
    await dataOf(act('shipper', 'submitApplication', { id }));
    expect(await stateOf(db(), id)).toEqual({ status: 50, fourStatus: 20, dge: [10] });
    expect((await listAuditEvents(db(), 'finance', id)).map((e) => e.action)).toContain('reSubmit');
  });

  it('cancel (and remove) void the application and free its receipts; only the shipper, only before the pass', async () => {
    const bills = await receiptsInEffect(t, parties, 2);
    const id = await submitted(bills);
    expectRefusal(await act('platform', 'cancelApplication', { id }), 403, reasons.notShipper);
    expect(await dataOf(act('shipper', 'cancelApplication', { id }))).toMatchObject({ id, status: 0, fourStatus: 20 });
    expect(await stateOf(db(), id)).toEqual({ status: 0, fourStatus: 20, dge: [0, 0] });
    expect((await applyRows(db(), id)).map((r) => r.active)).toEqual([0, 0]);
    expect(await holdersOf(db(), bills)).toEqual([]);
    expect((await receiptRows(db(), bills)).map((b) => [b.status, b.dgeCcbStatus])).toEqual([
      [1, 0],
      [1, 0],
    ]);
    expectRefusal(await act('shipper', 'cancelApplication', { id }), 409, reasons.statusChanged);
    expectRefusal(await act('shipper', 'save', applyForm(parties, bills, { id })), 409, reasons.notEditable);
    // The freed receipts can be pledged again.
    const again = await saved(t, tok.shipper, applyForm(parties, bills));
    expect(await dataOf(act('shipper', 'remove', { ids: again }))).toMatchObject([{ id: again, status: 0 }]);
    expect((await applyRow(db(), again)).status).toBe(0);
  });

  it('a seal not ready refuses submit and the warehouse’s pass with the enterprise’s name (409)', async () => {
    const shipper2 = await createEnterprise(db(), { name: '无签章棉业有限公司', type: '1' });
    const user = await t.newUser('finance-noseal', { roleAliases: ['shipper'], postId: shipper2 });
    const bills = await receiptsInEffect(t, parties, 1, { shipperId: shipper2 });
    const id = await saved(t, user.token, applyForm(parties, bills));
    const res = await t.post(user.token, `${APP}/submitApplication`, { id });
    expectRefusal(res, 409, reasons.sealNotReady, '无签章棉业有限公司尚未开通电子签章');
    expect((await applyRow(db(), id)).fourStatus).toBe(0);

    const wh = await createEnterprise(db(), { name: '无签章仓储有限公司', type: '2' });
    const whUser = await t.newUser('finance-noseal-wh', { roleAliases: ['warehouse'], postId: wh });
    const id2 = await saved(
      t,
      tok.shipper,
      applyForm(parties, await receiptsInEffect(t, parties, 1, { warehouseId: wh }), { warehouseUnitId: wh }),
    );
    await dataOf(act('shipper', 'submitApplication', { id: id2 }));
    await dataOf(act('platform', 'auditApplication', { id: id2, status: 1 }));
    expectRefusal(
      await t.post(whUser.token, `${APP}/auditApplication`, { id: id2, status: 1 }),
      409,
      reasons.sealNotReady,
    );
    expect((await applyRow(db(), id2)).fourStatus).toBe(10);
  });

  it('two passes racing: one seals, the other is refused (409), one seal row', async () => {
    const id = await submitted(await receiptsInEffect(t, parties, 1));
    const answers = await Promise.all([1, 2].map(() => act('platform', 'auditApplication', { id, status: 1 })));
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
    expect(answers.find((a) => a.statusCode === 409)!.json().reason).toMatch(
      new RegExp(`^(${reasons.statusChanged}|${stateRefusals.reasons.statusChanged})$`),
    );
    const contract = await dataOf<{ sealedBy: string[] }[]>(
      t.get(tok.platform, `${APP}/queryContractPage`, { applicationId: id }),
    );
    expect(contract[0].sealedBy).toEqual(['shipper', 'platform']);
  });
});

describe('who sees what', () => {
  let draft: string;
  let live: string;
  beforeAll(async () => {
    draft = await saved(t, tok.shipper, applyForm(parties, await receiptsInEffect(t, parties, 1)));
    live = await passedPlatform(await receiptsInEffect(t, parties, 2));
  });

  it('a draft is the shipper’s alone; once submitted the warehouse, the bank and the platform see it', async () => {
    for (const who of ['shipper', 'warehouse', 'bank', 'platform'] as const) {
      expect(
        (await pageOf(who)).records.map((r) => r.id),
        who,
      ).toContain(live);
      expect((await detailOf(who, live)).id).toBe(live);
    }
    expect((await pageOf('shipper')).records.map((r) => r.id)).toContain(draft);
    for (const who of ['warehouse', 'bank', 'platform', 'foreign', 'warehouse2'] as const) {
      expect(
        (await pageOf(who)).records.map((r) => r.id),
        who,
      ).not.toContain(draft);
      expectRefusal(await t.get(tok[who], `${CCB}/detail`, { id: draft }), 404, reasons.notFound);
    }
    expect((await t.get(tok.buyer, `${CCB}/list`)).statusCode).toBe(403);
    for (const who of ['foreign', 'warehouse2'] as const) {
      expectRefusal(await t.get(tok[who], `${CCB}/detail`, { id: live }), 404, reasons.notFound);
      expectRefusal(await t.get(tok[who], `${CCB}/getFourPdf`, { id: live }), 404, reasons.notFound);
    }
    const filtered = await pageOf('platform', { fourStatus: '10' });
    expect(filtered.records.every((r) => r.fourStatus === 10)).toBe(true);
  });

  it('actions follow the moves and the permissions', async () => {
    expect((await detailOf('warehouse', live)).actions).toMatchObject({ warehouseAudit: true, platformAudit: false });
    expect((await detailOf('platform', live)).actions).toMatchObject({ warehouseAudit: false, platformAudit: false });
    expect((await detailOf('shipper', live)).actions).toMatchObject({ edit: false, submit: false, cancel: false });
    expect((await detailOf('shipper', draft)).actions).toMatchObject({ edit: true, submit: true, cancel: true });
  });

  it('finance_warehouse answers carry no price, rate or loan field anywhere (list, detail, options)', async () => {
    const answers = [
      await pageOf('warehouse'),
      await dataOf(t.get(tok.warehouse, `${APP}/page`, { size: '200' })),
      await detailOf('warehouse', live),
      await dataOf(t.get(tok.warehouse, `${APP}/detail`, { id: live })),
      await dataOf(t.get(tok.warehouse, `${APP}/getApplyDetail`, { id: live })),
      await dataOf(t.get(tok.warehouse, `${APP}/queryContractPage`, { applicationId: live })),
    ];
    for (const a of answers) {
      const keys = keysIn(a);
      expect(FINANCE_REDACTED_FIELDS.filter((f) => keys.has(f))).toEqual([]);
    }
    expect((await detailOf('warehouse', live)).redacted).toBe(true);
    // The others see them.
    const full = keysIn(await detailOf('bank', live));
    expect(['applyMoney', 'pledgeAmount', 'priceUnit', 'cltPlgRate'].every((k) => full.has(k))).toBe(true);
    // Its copy of the agreement has none of the figures; the loan's answers are refused.
    const copy = await dataOf<{ fourPdfBase64: string }>(t.get(tok.warehouse, `${CCB}/getFourPdf`, { id: live }));
    const text = compact((await pageTexts(Buffer.from(copy.fourPdfBase64, 'base64'))).join(''));
    expect(text).toContain('仓库审核副本');
    expect(text).not.toMatch(/278,460|15,600|70%|申请融资金额/);
    for (const path of ['disburseList', 'repaymentList', 'getDisburseInfo', 'getRepaymentInfo'])
      expectRefusal(await t.get(tok.warehouse, `${APP}/${path}`, { applicationId: live }), 403, reasons.figuresHidden);
  });
});

describe('the options of the apply page', () => {
  it('warehouses with the shipper’s receipts, its free receipts there, banks and the bank’s goods', async () => {
    const [free, taken] = await receiptsInEffect(t, parties, 2);
    const id = await saved(t, tok.shipper, applyForm(parties, [taken!]));
    const warehouses = await dataOf<{ id: string; billCount: number }[]>(t.get(tok.shipper, `${APP}/getWarehouseComp`));
    expect(warehouses.find((w) => w.id === parties.warehouseId)!.billCount).toBeGreaterThan(1);
    const bills = async (q: Record<string, string>) =>
      (
        await dataOf<Page<{ id: string }>>(
          t.get(tok.shipper, `${APP}/getBillListByWarehouseUnitId`, {
            warehouseUnitId: parties.warehouseId,
            size: '200',
            ...q,
          }),
        )
      ).records.map((r) => r.id);
    expect(await bills({})).toContain(free);
    expect(await bills({})).not.toContain(taken);
    expect(await bills({ applyId: id })).toContain(taken);
    const banks = await dataOf<{ id: string }[]>(t.get(tok.shipper, `${APP}/banks`));
    // The approved banks with financing goods: the demo bank (API) and the desk bank (bank2) alike.
    expect(banks.map((b) => b.id)).toContain(parties.bankId);
    expect(banks).toHaveLength(2);
    const goods = await dataOf<{ id: string; name: string }[]>(
      t.get(tok.shipper, `${APP}/financingGoods`, { bankId: parties.bankId }),
    );
    expect(goods.map((g) => g.id)).toContain(parties.goodsId);
    expect(await dataOf(t.get(tok.shipper, `${APP}/getIframeUrl`, { id }))).toEqual({
      url: `/ccb/finance/detail?id=${id}`,
    });
    expect(await dataOf(t.get(tok.foreign, `${APP}/getWarehouseComp`))).toEqual([]);
  });
});

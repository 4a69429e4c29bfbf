import { type BankDeskCustomer, type BankDeskCustomerAnswer, bankDeskRefusals } from '@kc/domain/finance/bank-desk';
import { bankSandboxInputRefusals } from '@kc/domain/input-refusals';
import { and, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { enterpriseOfAccount } from '../../test/fixtures/batch-sign';
import { consentRelation } from '../../test/fixtures/credit-consent';
import { createTestApp, dataOf, expectRefusal, type TestApp } from '../../test/harness';
import { bankCustomer } from '../bank-customer';
import { borrower } from '../borrower';
import { setBankMode } from './bank-port';
import { bankInbox } from './finance.table';

const TENANT = '000000';
const DESK = '/api/kc-flrk/bankDesk';
const BORROWER = '/api/kc-financeInfo/borrower';
const CUSTOMER = '/api/blade-financeInfo/customer';
const reasons = bankDeskRefusals.reasons;
let t: TestApp;
let tok: Record<'shipper' | 'bank' | 'bank2', string>;
let shipperId: string;
let bank1: string;
let bank2: string;
const db = () => t.database.db;
let n = 0;

const newBorrower = async () => {
  n += 1;
  const [b] = await db()
    .insert(borrower)
    .values({
      code: `JKR-DESK${n}`,
      shipperId,
      name: `工作台借款人${n}`,
      phone: '13812345678',
      identityNumber: `41010519800101${String(2000 + n).slice(-4)}`,
      maritalStatus: '1',
      periodValidity: '2020-01-01至2040-01-01',
      address: '410105',
      addressDetail: '金水路1号',
      residenceAddress: '410105',
      residenceAddressDetail: '金水路1号',
      realNameStatus: 2,
    })
    .returning();
  return b!;
};
/** A borrower sent to the desk bank (bank2): the record at 1 (no materials). */
const sentToDesk = async () => {
  const b = await newBorrower();
  // the borrower's consent for this bank, signed (no mocks: test files share their modules)
  const relationId = await consentRelation(db(), { borrower: b, unionBankId: bank2 });
  const c = await dataOf<{ id: string; status: number }>(
    t.post(tok.shipper, `${BORROWER}/jiankeSubmit`, {
      borrowerId: b.id,
      unionBankId: bank2,
      organId: bank2,
      branchName: '工作台支行',
      relationId,
    }),
  );
  return { b, id: c.id };
};
const rowOf = async (id: string) => (await db().select().from(bankCustomer).where(eq(bankCustomer.id, id)))[0]!;
const deskList = async (token = tok.bank2, q: Record<string, unknown> = {}) =>
  dataOf<{ records: BankDeskCustomer[]; total: number }>(
    t.get(token, `${DESK}/customers`, { current: 1, size: 50, ...q }),
  );

beforeAll(async () => {
  t = await createTestApp();
  shipperId = await enterpriseOfAccount(db(), 'shipper');
  bank1 = await enterpriseOfAccount(db(), 'bank');
  bank2 = await enterpriseOfAccount(db(), 'bank2');
  tok = { shipper: await t.login('shipper'), bank: await t.login('bank'), bank2: await t.login('bank2') };
});
afterAll(async () => {
  await t?.close();
});

describe(`the bank desk's customers on ${process.env.TEST_DB}`, () => {
  it('a customer sent to a desk bank waits on its desk; 受理 then 建客成功 through the inbox, applied once', async () => {
    const { b, id } = await sentToDesk();
    // accepted by the desk at once, never reaching the sandbox bank
    expect(await rowOf(id)).toMatchObject({ status: 1, pushed: 1 });
    expect((await t.ctx.bankSandbox.listCustomers(TENANT)).some((c) => c.customerId === id)).toBe(false);

    const listed = (await deskList(tok.bank2, { waiting: '1' })).records.find((r) => r.id === id)!;
    expect(listed).toMatchObject({
      borrowerName: b.name,
      identityNumber: `4101${'*'.repeat(10)}${b.identityNumber.slice(-4)}`,
      phone: '138****5678',
      coborrowerName: null,
      branchName: '工作台支行',
      status: 1,
      statusName: '待上传资料',
      actions: { accept: true, create: false, refuse: true, redo: false },
    });

    // 建客成功 is not offered before 受理 at 1
    expectRefusal(await t.post(tok.bank2, `${DESK}/customerCreate`, { id }), 409, reasons.notNow, '当前状态不能建客');
    const accepted = await dataOf<BankDeskCustomerAnswer>(t.post(tok.bank2, `${DESK}/customerAccept`, { id }));
    expect(accepted).toMatchObject({ outcome: 'applied', customer: { status: 3, statusName: '建客中' } });
    const created = await dataOf<BankDeskCustomerAnswer>(t.post(tok.bank2, `${DESK}/customerCreate`, { id }));
    expect(created).toMatchObject({
      outcome: 'applied',
      message: '已办理',
      customer: { status: 4, statusName: '已建客', resultStatus: 1, resultStatusName: '建客成功' },
    });
    const done = await rowOf(id);
    expect(done).toMatchObject({ status: 4, resultStatus: 1 });
    expect(done.buildTime).not.toBeNull();
    // posted twice: stored once, applied once
    const again = await dataOf<BankDeskCustomerAnswer>(t.post(tok.bank2, `${DESK}/customerCreate`, { id }));
    expect(again.outcome).toBe('duplicate');
    expect((await rowOf(id)).version).toBe(done.version);
    const desk = await db()
      .select()
      .from(bankInbox)
      .where(
        and(eq(bankInbox.tenantId, TENANT), eq(bankInbox.type, 'customer.status'), like(bankInbox.eventId, 'desk-%')),
      );
    const events = desk.filter((m) => (m.payload as { applyId?: string }).applyId === id);
    expect(events).toHaveLength(2);
    expect(events.every((m) => m.status === 1)).toBe(true);
    // the shipper sees the bank's answer
    expect(await dataOf(t.get(tok.shipper, `${CUSTOMER}/detail`, { id }))).toMatchObject({
      status: 4,
      resultStatus: 1,
    });
    expect((await deskList(tok.bank2, { waiting: '1' })).records.some((r) => r.id === id)).toBe(false);
  });

  it('拒绝 needs its reason and fails the record; 需重新建客 moves it to 5', async () => {
    const { id } = await sentToDesk();
    expectRefusal(
      await t.post(tok.bank2, `${DESK}/customerRefuse`, { id, reason: ' ' }),
      400,
      bankSandboxInputRefusals.reasons.refuseReasonRequired,
      '请填写拒绝原因',
    );
    // 需重新建客 is not offered at 1
    expectRefusal(
      await t.post(tok.bank2, `${DESK}/customerRefuse`, { id, reason: '资料不全', redo: true }),
      409,
      reasons.notNow,
    );
    const refused = await dataOf<BankDeskCustomerAnswer>(
      t.post(tok.bank2, `${DESK}/customerRefuse`, { id, reason: '征信不符合要求' }),
    );
    expect(refused.customer).toMatchObject({
      status: 1,
      resultStatus: 0,
      resultStatusName: '建客失败',
      remarks: '征信不符合要求',
      actions: { accept: false, create: false, refuse: false, redo: false },
    });
    expect(await dataOf(t.get(tok.shipper, `${CUSTOMER}/detail`, { id }))).toMatchObject({
      resultStatus: 0,
      canRepush: true,
    });
    expectRefusal(await t.post(tok.bank2, `${DESK}/customerCreate`, { id }), 409, reasons.notNow);

    const second = await sentToDesk();
    await dataOf(t.post(tok.bank2, `${DESK}/customerAccept`, { id: second.id }));
    const redo = await dataOf<BankDeskCustomerAnswer>(
      t.post(tok.bank2, `${DESK}/customerRefuse`, { id: second.id, reason: '请补充共借人', redo: true }),
    );
    expect(redo.customer).toMatchObject({ status: 5, statusName: '需重新建客', resultStatus: null });
    expect(await dataOf(t.get(tok.shipper, `${CUSTOMER}/detail`, { id: second.id }))).toMatchObject({
      status: 5,
      canRebuild: true,
    });
  });

  it("another bank's desk: 404; an API bank: 409", async () => {
    const { id } = await sentToDesk();
    expectRefusal(await t.get(tok.bank, `${DESK}/customers`, { current: 1, size: 10 }), 409, reasons.apiBank);
    expectRefusal(await t.post(tok.bank, `${DESK}/customerCreate`, { id }), 409, reasons.apiBank);
    await setBankMode(db(), TENANT, bank1, 'desk');
    try {
      expect((await deskList(tok.bank)).records.some((r) => r.id === id)).toBe(false);
      expectRefusal(
        await t.post(tok.bank, `${DESK}/customerCreate`, { id }),
        404,
        reasons.customerNotFound,
        '建客记录不存在或无权查看',
      );
      expectRefusal(
        await t.post(tok.bank, `${DESK}/customerRefuse`, { id, reason: '无' }),
        404,
        reasons.customerNotFound,
      );
    } finally {
      await setBankMode(db(), TENANT, bank1, 'api');
    }
    expect((await rowOf(id)).status).toBe(1);
  });
});

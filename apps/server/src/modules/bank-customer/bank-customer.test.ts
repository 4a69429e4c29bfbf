import { bankCustomerRefusals, type CustomerRow, customerMessages } from '@kc/domain/bank-customer/customer';
import { and, eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { enterpriseOfAccount } from '../../test/fixtures/batch-sign';
import { consentRelation } from '../../test/fixtures/credit-consent';
import { createEnterprise, createTestApp, dataOf, expectRefusal, type TestApp } from '../../test/harness';
import { borrower, borrowerMaterials, coBorrower } from '../borrower';
import { bankInbox } from '../finance/finance.table';
import { bankCustomer } from './bank-customer.table';

const TENANT = '000000';
const BORROWER = '/api/kc-financeInfo/borrower';
const CUSTOMER = '/api/blade-financeInfo/customer';
const reasons = bankCustomerRefusals.reasons;
let t: TestApp;
let tok: Record<'shipper' | 'platform' | 'bank' | 'foreign', string>;
let shipperId: string;
let bankId: string;
const db = () => t.database.db;
const sandbox = () => t.ctx.bankSandbox;
let n = 0;

const newBorrower = async (over: Partial<typeof borrower.$inferInsert> = {}) => {
  n += 1;
  const [b] = await db()
    .insert(borrower)
    .values({
      code: `JKR-T${n}`,
      shipperId,
      name: `借款人${n}`,
      phone: '13800000000',
      identityNumber: `41010519800101${String(1000 + n).slice(-4)}`,
      maritalStatus: '1',
      periodValidity: '2020-01-01至2040-01-01',
      address: '410105',
      addressDetail: '金水路1号',
      residenceAddress: '410105',
      residenceAddressDetail: '金水路1号',
      realNameStatus: 2,
      ...over,
    })
    .returning();
  return b!;
};
const newCo = async (borrowerId: string, relationship: string, realNameStatus = 2) => {
  n += 1;
  const [c] = await db()
    .insert(coBorrower)
    .values({
      borrowerId,
      shipperId,
      name: `共借人${n}`,
      phone: '13900000000',
      identityNumber: `41010519820202${String(1000 + n).slice(-4)}`,
      relationship,
      realNameStatus,
    })
    .returning();
  return c!;
};
/**
 * The borrower's consent for the bank (with the co-borrower when given), written into the credit-contract table:
 * signed by every signer unless the test says otherwise (no module is mocked: the test files share their modules).
 */
const consent = (
  b: typeof borrower.$inferSelect,
  co?: typeof coBorrower.$inferSelect,
  signed: boolean | 'borrowerOnly' = true,
) => consentRelation(db(), { borrower: b, coborrower: co, unionBankId: bankId, signed });
const form = (borrowerId: string, coborrowerId?: string, over: Record<string, unknown> = {}) => ({
  borrowerId,
  unionBankId: bankId,
  organId: bankId,
  branchName: '郑州金水支行',
  coborrowerId,
  ...over,
});
/** The wizard's form naming a consent relation signed by the borrower (and co-borrower). */
const signedForm = async (
  b: typeof borrower.$inferSelect,
  co?: typeof coBorrower.$inferSelect,
  over: Record<string, unknown> = {},
) => ({ ...form(b.id, co?.id, over), relationId: await consent(b, co) });
const submit = (body: object, token = tok.shipper) => t.post(token, `${BORROWER}/jiankeSubmit`, body);
const rowOf = async (id: string) => (await db().select().from(bankCustomer).where(eq(bankCustomer.id, id)))[0]!;
const step = (customerId: string, s: 'pending' | 'inProgress' | 'created' | 'redo' | 'fail', remark?: string) =>
  sandbox().customerStep({ tenantId: TENANT, customerId, step: s, remark });

beforeAll(async () => {
  t = await createTestApp();
  shipperId = await enterpriseOfAccount(db(), 'shipper');
  bankId = await enterpriseOfAccount(db(), 'bank');
  const foreign = await createEnterprise(db(), { name: '外部建客测试棉业有限公司', type: '1' });
  tok = {
    shipper: await t.login('shipper'),
    platform: await t.login('platform'),
    bank: await t.login('bank'),
    foreign: (await t.newUser('customer-foreign', { roleAliases: ['shipper'], postId: foreign })).token,
  };
});
afterEach(async () => {
  await sandbox().setMode(TENANT, { mode: 'normal' });
});
afterAll(async () => {
  await t?.close();
});

describe(`customer establishment on ${process.env.TEST_DB}`, () => {
  it("refuses with the wizard's messages: bank, married, only one, no borrower info, consent, real name", async () => {
    const single = await newBorrower();
    const r1 = await submit(await signedForm(single, undefined, { unionBankId: '' }));
    expectRefusal(r1, 400, reasons.chooseBank, customerMessages.chooseBank);

    const married = await newBorrower({ maritalStatus: '2' });
    const parent = await newCo(married.id, '2');
    const spouse = await newCo(married.id, '1');
    expectRefusal(
      await submit(await signedForm(married)),
      400,
      reasons.marriedNeedsSpouse,
      customerMessages.marriedNeedsSpouse,
    );
    expectRefusal(
      await submit(await signedForm(married, parent)),
      400,
      reasons.marriedNeedsSpouse,
      customerMessages.marriedNeedsSpouse,
    );
    expectRefusal(
      await submit({ ...(await signedForm(married)), coborrowerIds: [parent.id, spouse.id] }),
      400,
      reasons.onlyOne,
      customerMessages.onlyOne,
    );
    const marriedSigned = await signedForm(married, spouse);
    expectRefusal(await submit(marriedSigned, tok.foreign), 400, reasons.noBorrowerInfo);
    expect((await submit(marriedSigned, tok.foreign)).json().msg).toBe('当前登录人没有借款人信息!');

    // The consent: none named, not signed, signed by the borrower only, another borrower's, or without the co-borrower.
    expectRefusal(await submit(form(single.id)), 400, reasons.signFirst, customerMessages.signFirst);
    const unsigned = await consent(single, undefined, false);
    expectRefusal(
      await submit(form(single.id, undefined, { relationId: unsigned })),
      400,
      reasons.signFirst,
      customerMessages.signFirst,
    );
    const half = await consent(married, spouse, 'borrowerOnly');
    expectRefusal(await submit(form(married.id, spouse.id, { relationId: half })), 400, reasons.signFirst);
    expectRefusal(
      await submit(form(single.id, undefined, { relationId: marriedSigned.relationId })),
      400,
      reasons.signFirst,
    );
    const alone = await consent(single);
    const parentOfSingle = await newCo(single.id, '2');
    expectRefusal(await submit(form(single.id, parentOfSingle.id, { relationId: alone })), 400, reasons.signFirst);

    const unverified = await newBorrower({ realNameStatus: 1 });
    expectRefusal(await submit(await signedForm(unverified)), 400, reasons.realNameFirst);
    const coUnverified = await newCo(single.id, '2', 0);
    expectRefusal(await submit(await signedForm(single, coUnverified)), 400, reasons.coRealNameFirst);
    expect(await db().select().from(bankCustomer).where(eq(bankCustomer.borrowerId, married.id))).toHaveLength(0);
  });

  it('1 → 2 → 3 → 4 through the sandbox bank; each callback applied once; who sees it', async () => {
    const b = await newBorrower({ maritalStatus: '2' });
    const spouse = await newCo(b.id, '1');
    const signed = await signedForm(b, spouse);
    const created = await dataOf<CustomerRow>(submit(signed));
    // No materials: awaiting data (1), pushed at once.
    expect(created).toMatchObject({
      status: 1,
      statusName: '待上传资料',
      coborrowerName: spouse.name,
      canRebuild: false,
    });
    expect((await rowOf(created.id)).pushed).toBe(1);
    // A second request at the same bank while this one is on its way is refused.
    expectRefusal(await submit(signed), 409, reasons.inFlight);

    const listed = (await sandbox().listCustomers(TENANT)).find((c) => c.customerId === created.id)!;
    expect(listed).toMatchObject({ status: 1, steps: ['pending', 'fail'], borrowerName: b.name });
    await step(created.id, 'pending');
    expect((await rowOf(created.id)).status).toBe(2);
    await step(created.id, 'inProgress');
    expect((await rowOf(created.id)).status).toBe(3);
    await expect(step(created.id, 'pending')).rejects.toThrow();
    await step(created.id, 'created');
    const done = await rowOf(created.id);
    expect(done).toMatchObject({ status: 4, resultStatus: 1 });
    expect(done.buildTime).not.toBeNull();

    // The same message delivered again changes nothing (stored once, applied once).
    const page = await sandbox().listDeliveries(TENANT, { current: 1, size: 50 });
    const last = page.records.find((d) => d.type === 'customer.status' && d.applyId === created.id)!;
    await sandbox().resend(TENANT, last.id);
    const inbox = await db()
      .select()
      .from(bankInbox)
      .where(and(eq(bankInbox.tenantId, TENANT), eq(bankInbox.type, 'customer.status')));
    expect(inbox.filter((m) => m.eventId === last.eventId)).toHaveLength(1);
    expect(inbox.filter((m) => m.eventId === last.eventId)[0]!.status).toBe(1);
    expect((await rowOf(created.id)).version).toBe(done.version);

    // The shipper, the bank and the platform see it; a stranger gets 404.
    for (const token of [tok.shipper, tok.bank, tok.platform]) {
      const detail = await dataOf(t.get(token, `${CUSTOMER}/detail`, { id: created.id }));
      expect(detail).toMatchObject({ status: 4, statusName: '已建客', resultStatus: 1, branchName: '郑州金水支行' });
    }
    expectRefusal(await t.get(tok.foreign, `${CUSTOMER}/detail`, { id: created.id }), 404, reasons.notFound);
    expect(await dataOf(t.get(tok.foreign, `${CUSTOMER}/list`, { borrowerId: b.id }))).toHaveLength(0);
    const list = await dataOf<{ id: string }[]>(t.get(tok.shipper, `${CUSTOMER}/list`, { borrowerId: b.id }));
    expect(list.map((r) => r.id)).toEqual([created.id]);
    const paged = await dataOf<{ total: number }>(t.get(tok.bank, `${CUSTOMER}/page`, { borrowerId: b.id }));
    expect(paged.total).toBe(1);

    // The bank the customer was sent to sees the borrower (numbers masked); a borrower never sent to it stays hidden.
    const seen = await dataOf<{ identityNumber: string; phone: string }>(
      t.get(tok.bank, '/api/kc-financeInfo/borrower/detail', { id: b.id }),
    );
    expect(seen.identityNumber).toBe(`${b.identityNumber.slice(0, 4)}**********${b.identityNumber.slice(-4)}`);
    expect(seen.phone).toContain('****');
    const other = await newBorrower();
    expect((await t.get(tok.bank, '/api/kc-financeInfo/borrower/detail', { id: other.id })).statusCode).toBe(404);
  });

  it('with materials the record starts at 2; rebuild only at 5; a failure offers the re-push (butTest)', async () => {
    const b = await newBorrower();
    await db()
      .insert(borrowerMaterials)
      .values({ borrowerId: b.id, shipperId, materials: { businessLicense: ['1'] } });
    const c = await dataOf<CustomerRow>(submit(await signedForm(b)));
    expect(c.status).toBe(2);
    expectRefusal(await t.post(tok.shipper, `${BORROWER}/rebuild`, { id: c.id }), 409, reasons.notRebuildable);
    await step(c.id, 'inProgress');
    await step(c.id, 'redo', '资料有误');
    const redo = await dataOf(t.get(tok.shipper, `${CUSTOMER}/detail`, { id: c.id }));
    expect(redo).toMatchObject({ status: 5, statusName: '需重新建客', canRebuild: true, remarks: '资料有误' });
    expectRefusal(await t.post(tok.bank, `${BORROWER}/rebuild`, { id: c.id }), 403, 'access.forbidden');
    const rebuilt = await dataOf(t.post(tok.shipper, `${BORROWER}/rebuild`, { id: c.id }));
    expect(rebuilt).toMatchObject({ status: 2, resultStatus: null, canRebuild: false });
    expect((await sandbox().listCustomers(TENANT)).find((x) => x.customerId === c.id)).toMatchObject({
      status: 2,
      pushCount: 2,
    });

    await step(c.id, 'fail', '征信不符');
    const failed = await dataOf(t.get(tok.shipper, `${CUSTOMER}/detail`, { id: c.id }));
    expect(failed).toMatchObject({
      status: 2,
      resultStatus: 0,
      remarks: '征信不符',
      canRepush: true,
      canRebuild: false,
    });
    expectRefusal(await t.post(tok.shipper, `${BORROWER}/rebuild`, { id: c.id }), 409, reasons.notRebuildable);
    const again = await dataOf(t.post(tok.platform, `${CUSTOMER}/repush`, { id: c.id }));
    expect(again).toMatchObject({ status: 2, resultStatus: null });
    expectRefusal(await t.post(tok.platform, `${CUSTOMER}/repush`, { id: c.id }), 409, reasons.notRepushable);
  });

  it('a bank that is unavailable: kept waiting and pushed by the sweep', async () => {
    const b = await newBorrower();
    await sandbox().setMode(TENANT, { mode: 'pushFail' });
    const c = await dataOf<CustomerRow>(submit(await signedForm(b)));
    const waiting = await rowOf(c.id);
    expect(waiting).toMatchObject({ pushed: 0, pushTries: 1 });
    await sandbox().setMode(TENANT, { mode: 'normal' });
    await db()
      .update(bankCustomer)
      .set({ nextPushAt: new Date(Date.now() - 1000) })
      .where(eq(bankCustomer.id, c.id));
    const { pushDueCustomers } = await import('./customer-service');
    await pushDueCustomers(t.ctx);
    expect((await rowOf(c.id)).pushed).toBe(1);
  });

  it('the organ tree: the approved banks with their branch', async () => {
    const tree = await dataOf<{ id: string; children: { unionBankId: string }[] }[]>(
      t.get(tok.shipper, `${BORROWER}/getOrganTree`),
    );
    const bank = tree.find((x) => x.id === bankId)!;
    expect(bank.children[0]!.unionBankId).toBe(bankId);
  });
});

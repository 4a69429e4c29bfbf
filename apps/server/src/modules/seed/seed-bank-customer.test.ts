import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { enterpriseOfAccount } from '../../test/fixtures/batch-sign';
import { createTestApp, type TestApp } from '../../test/harness';
import { bankCustomer } from '../bank-customer';
import { borrower, coBorrower } from '../borrower';
import { creditRelationOf } from '../credit-contract';
import { seedDemoBankCustomer } from './seed-bank-customer';

let t: TestApp;
const db = () => t.ctx.db;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

describe(`customer-establishment demo seed on ${process.env.TEST_DB}`, () => {
  it('writes nothing while the demo shipper has no borrower', async () => {
    await seedDemoBankCustomer(t.ctx);
    expect(await db().select().from(bankCustomer)).toHaveLength(0);
  });

  it('makes the demo borrower a customer (4) of the demo bank, with the spouse; once', async () => {
    const shipperId = await enterpriseOfAccount(db(), 'shipper');
    const bankId = await enterpriseOfAccount(db(), 'bank');
    const [b] = await db()
      .insert(borrower)
      .values({
        code: 'JKR-DEMO',
        shipperId,
        name: '陈建国',
        phone: '13800000000',
        identityNumber: '410105198001011234',
        maritalStatus: '2',
        periodValidity: '长期',
        address: '410105',
        addressDetail: '金水路1号',
        residenceAddress: '410105',
        residenceAddressDetail: '金水路1号',
        realNameStatus: 2,
      })
      .returning();
    const [spouse] = await db()
      .insert(coBorrower)
      .values({
        borrowerId: b!.id,
        shipperId,
        name: '王秀兰',
        phone: '13900000000',
        identityNumber: '410105198202021234',
        relationship: '1',
        realNameStatus: 2,
      })
      .returning();
    await seedDemoBankCustomer(t.ctx);
    await seedDemoBankCustomer(t.ctx);
    const all = await db().select().from(bankCustomer).where(eq(bankCustomer.borrowerId, b!.id));
    const rows = all.filter((r) => r.unionBankId === bankId);
    expect(rows).toHaveLength(1);
    // The second request waits on the desk bank's 客户建档 (2 待建客), on its own signed consent.
    const deskBankId = await enterpriseOfAccount(db(), 'bank2');
    const waiting = all.filter((r) => r.unionBankId === deskBankId);
    expect(waiting).toHaveLength(1);
    expect(waiting[0]).toMatchObject({ status: 2, resultStatus: null });
    expect((await creditRelationOf(db(), '000000', waiting[0]!.relationId!))?.allSigned).toBe(true);
    expect(rows[0]).toMatchObject({ status: 4, resultStatus: 1, unionBankId: bankId, coborrowerId: spouse!.id });
    expect(rows[0]!.branchName).toBe('中国建设银行股份有限公司郑州金水支行');
    const atBank = (await t.ctx.bankSandbox.listCustomers('000000')).find((c) => c.customerId === rows[0]!.id);
    expect(atBank).toMatchObject({ status: 4, borrowerName: '陈建国', coborrowerName: '王秀兰' });
    // Created on the couple's consent, signed by both (征信合同).
    const relation = await creditRelationOf(db(), '000000', rows[0]!.relationId!);
    expect(relation).toMatchObject({
      borrowerId: b!.id,
      coborrowerId: spouse!.id,
      unionBankId: bankId,
      allSigned: true,
    });
  });
});

import { financeRefusals } from '@kc/domain/finance/finance';
import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { consentRelation, signConsent } from '../../test/fixtures/credit-consent';
import { createTestApp, dataOf, expectRefusal, type TestApp } from '../../test/harness';
import { borrower } from '../borrower';
import { enterprise } from '../enterprise/enterprise.table';
import {
  APP,
  applyForm,
  applyRow,
  CCB,
  financeParties,
  type Parties,
  receiptsInEffect,
  saved,
  TENANT,
} from '../finance/finance.fixtures';

type Options = { required: boolean; borrowers: { id: string }[] };
let t: TestApp;
let parties: Parties;
let tok: Record<'shipper' | 'warehouse' | 'platform', string>;
const db = () => t.database.db;
const sandbox = () => t.ctx.bankSandbox;

const newBorrower = async (name: string) => {
  const [b] = await db()
    .insert(borrower)
    .values({
      code: `JKR-A${name.length}${Date.now() % 100000}`,
      shipperId: parties.shipperId,
      name,
      phone: '13800000000',
      identityNumber: `4101051980010${String(Date.now()).slice(-5)}`,
      maritalStatus: '1',
      periodValidity: '长期',
      address: '410105',
      addressDetail: '金水路1号',
      residenceAddress: '410105',
      residenceAddressDetail: '金水路1号',
      realNameStatus: 2,
    })
    .returning();
  return b!;
};

/** Saved with the borrower, submitted, reviewed and pushed: at the bank, awaiting admission. */
const pushed = async (borrowerId: string) => {
  const bills = await receiptsInEffect(t, parties, 1);
  const id = await saved(t, tok.shipper, applyForm(parties, bills, { borrowerId }));
  await dataOf(t.post(tok.shipper, `${APP}/submitApplication`, { id }));
  await dataOf(t.post(tok.platform, `${APP}/auditApplication`, { id, status: 1 }));
  await dataOf(t.post(tok.warehouse, `${APP}/auditApplication`, { id, status: 1 }));
  await dataOf(t.post(tok.platform, `${CCB}/pushAgreementFour`, { id }));
  return id;
};

beforeAll(async () => {
  t = await createTestApp();
  parties = await financeParties(db());
  tok = {
    shipper: await t.login('shipper'),
    warehouse: await t.login('warehouse'),
    platform: await t.login('platform'),
  };
});
afterEach(async () => {
  await sandbox().setMode(TENANT, { mode: 'normal', admissionNeedsCustomer: true });
});
afterAll(async () => {
  await t?.close();
});

describe(`financing with a borrower on ${process.env.TEST_DB}`, () => {
  it('a person shipper must name a borrower; a company may; the detail shows it', async () => {
    const b = await newBorrower('王借款');
    const bills = await receiptsInEffect(t, parties, 1);
    await db().update(enterprise).set({ isPerson: 1 }).where(eq(enterprise.id, parties.shipperId));
    try {
      const options = await dataOf<Options>(t.get(tok.shipper, `${APP}/borrowers`));
      expect(options.required).toBe(true);
      expect(options.borrowers.map((x) => x.id)).toContain(b.id);
      expectRefusal(
        await t.post(tok.shipper, `${APP}/save`, applyForm(parties, bills)),
        400,
        financeRefusals.reasons.borrowerRequired,
      );
    } finally {
      await db().update(enterprise).set({ isPerson: 0 }).where(eq(enterprise.id, parties.shipperId));
    }
    expectRefusal(
      await t.post(tok.shipper, `${APP}/save`, applyForm(parties, bills, { borrowerId: '999999999' })),
      400,
      financeRefusals.reasons.borrowerMissing,
    );
    const id = await saved(t, tok.shipper, applyForm(parties, bills, { borrowerId: b.id }));
    const detail = await dataOf(t.get(tok.shipper, `${APP}/detail`, { id }));
    expect(detail).toMatchObject({ borrowerId: b.id, borrowerName: '王借款' });
    // Without a borrower a company applies as before.
    const plain = await dataOf<Options>(t.get(tok.shipper, `${APP}/borrowers`));
    expect(plain.required).toBe(false);
  });

  it('the bank refuses admission until the borrower is its customer and consented; then admits', async () => {
    const b = await newBorrower('李借款');
    const id = await pushed(b.id);
    const admit = () => sandbox().admit({ tenantId: TENANT, applyId: id });
    await expect(admit()).rejects.toThrow('借款人未在本行建客或征信授权未签署');
    // A customer created at the bank, but the consent not signed: still refused.
    await sandbox().seedCustomer({
      tenantId: TENANT,
      customerId: '900000001',
      borrower: { id: b.id, name: b.name, identityNumber: b.identityNumber, phone: b.phone },
      coborrower: null,
      bankId: parties.bankId,
      bankName: '银行',
      organId: null,
      branchName: null,
      relationId: null,
    });
    // The consent at this bank written, not yet signed (credit-contract rows at 0 未签署): still refused.
    const relationId = await consentRelation(db(), { borrower: b, unionBankId: parties.bankId, signed: false });
    await expect(admit()).rejects.toThrow('借款人未在本行建客或征信授权未签署');
    await signConsent(db(), relationId);
    await admit();
    const row = await applyRow(db(), id);
    expect(row.status).not.toBe(101);
  });

  it('the console switch turns the rule off', async () => {
    const b = await newBorrower('赵借款');
    const id = await pushed(b.id);
    await expect(sandbox().admit({ tenantId: TENANT, applyId: id })).rejects.toThrow();
    const s = await sandbox().setMode(TENANT, { mode: 'normal', admissionNeedsCustomer: false });
    expect(s.admissionNeedsCustomer).toBe(false);
    expect((await sandbox().settings(TENANT)).admissionNeedsCustomer).toBe(false);
    const answer = await sandbox().admit({ tenantId: TENANT, applyId: id });
    expect(answer.application.status).toBe('admitted');
  });
});

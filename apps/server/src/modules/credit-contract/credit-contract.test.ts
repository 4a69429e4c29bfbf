import type { CreditRelationAnswer, CreditSignView } from '@kc/domain/credit-contract/credit-contract';
import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkPdfSignatures } from '../../platform/pdf/pdf-signatures';
import { sandboxSms } from '../../providers/esign/sandbox.table';
import { enterpriseOfAccount, signatureCount } from '../../test/fixtures/batch-sign';
import { answerOf, createTestApp, dataOf, type Session, type TestApp } from '../../test/harness';
import { borrower, coBorrower } from '../borrower';
import { creditContract } from './credit-contract.table';
import { creditRelationOf, creditSignedFor } from './index';

let t: TestApp;
let shipper: Session;
let buyer: Session;
let bankUser: Session;
let borrowerId: string;
let coborrowerId: string;
let bankId: string;

const V3 = '/api/kc-financeInfo/borrower/getCreditContractQRCodeV3';
const SIGN = '/api/kc-financeInfo/creditSign';

const lastCode = async (mobile: string) => {
  const [row] = await t.ctx.db
    .select()
    .from(sandboxSms)
    .where(eq(sandboxSms.mobile, mobile))
    .orderBy(desc(sandboxSms.id))
    .limit(1);
  return row!.code;
};
/** The SMS sandbox refuses a resend within 60 s: tests move the last code back in time. */
const ageCodes = (mobile: string) =>
  t.ctx.db
    .update(sandboxSms)
    .set({ createTime: new Date(Date.now() - 120_000) })
    .where(eq(sandboxSms.mobile, mobile));

const signBy = async (token: string, mobile: string) => {
  await ageCodes(mobile);
  await dataOf(t.post(undefined, `${SIGN}/sendCode`, { token }));
  return answerOf(t.post(undefined, `${SIGN}/sign`, { token, code: await lastCode(mobile) }));
};

beforeAll(async () => {
  t = await createTestApp();
  shipper = await t.session('shipper');
  buyer = await t.session('buyer');
  bankUser = await t.session('bank');
  const shipperId = await enterpriseOfAccount(t.ctx.db, 'shipper');
  bankId = await enterpriseOfAccount(t.ctx.db, 'bank');
  const [b] = await t.ctx.db
    .insert(borrower)
    .values({
      tenantId: '000000',
      code: 'JK0001',
      shipperId,
      name: '张三',
      phone: '13800138001',
      identityNumber: '11010519491231002X',
      maritalStatus: '2',
      periodValidity: '2020-01-01至2040-01-01',
      address: '320000',
      addressDetail: '南京路1号',
      residenceAddress: '320000',
      residenceAddressDetail: '南京路1号',
      realNameStatus: 2,
    })
    .returning();
  borrowerId = b!.id;
  const [c] = await t.ctx.db
    .insert(coBorrower)
    .values({
      tenantId: '000000',
      borrowerId,
      shipperId,
      name: '李四',
      phone: '13800138002',
      identityNumber: '110105194912310037',
      relationship: '1',
      realNameStatus: 2,
    })
    .returning();
  coborrowerId = c!.id;
});
afterAll(async () => {
  await t?.close();
});

describe(`credit-investigation contracts on ${process.env.TEST_DB}`, () => {
  let relationId: string;
  let tokens: Record<string, string>;

  it('V3 creates the relation once: one row per signer, one consent PDF', async () => {
    const q = { borrowerId, bankCode: bankId, coborrowerId };
    const first = await dataOf<CreditRelationAnswer>(shipper.get(V3, q));
    expect(first.list.map((r: { signer: string; signStatus: number }) => [r.signer, r.signStatus])).toEqual([
      ['borrower', 0],
      ['coborrower', 0],
    ]);
    expect(first.allSigned).toBe(false);
    expect(first.list[0].qrCodeUrl).toContain('/h5/creditSign?token=');
    const again = await dataOf<CreditRelationAnswer>(shipper.get(V3, q));
    expect(again.relationId).toBe(first.relationId);
    expect(again.list[0].token).toBe(first.list[0].token);
    relationId = first.relationId;
    tokens = Object.fromEntries(first.list.map((r: { signer: string; token: string }) => [r.signer, r.token]));
    expect(await creditRelationOf(t.ctx.db, '000000', relationId)).toEqual({
      relationId,
      borrowerId,
      coborrowerId,
      unionBankId: bankId,
      allSigned: false,
    });
    const qr = await dataOf(t.get(undefined, '/api/kc-financeInfo/borrower/creditQrData', { token: tokens.borrower! }));
    expect(qr).toMatchObject({ status: 0, allSigned: false });
  });

  it('a foreign enterprise gets 404; the bank of the contract sees it', async () => {
    // the buyer holds no investigation_agreement keys (403); a shipper-like user of another enterprise gets 404
    const res = await buyer.get(V3, { borrowerId, bankCode: bankId, coborrowerId });
    expect([403, 404]).toContain(res.statusCode);
    const [row] = await t.ctx.db.select().from(creditContract).where(eq(creditContract.relationId, relationId));
    expect([403, 404]).toContain(
      (await buyer.get('/api/blade-financeInfo/investigationAgreement/detail', { id: row!.id })).statusCode,
    );
    const list = await dataOf(
      bankUser.get('/api/blade-financeInfo/investigationAgreement/list', { associationId: borrowerId, type: 1 }),
    );
    expect(list).toHaveLength(2);
  });

  it('a wrong SMS code and a wrong token are refused', async () => {
    await ageCodes('13800138001');
    await dataOf(t.post(undefined, `${SIGN}/sendCode`, { token: tokens.borrower }));
    // the sandbox console's SMS tab lists the code with its phone and purpose
    const [sms] = await t.ctx.db
      .select()
      .from(sandboxSms)
      .where(eq(sandboxSms.mobile, '13800138001'))
      .orderBy(desc(sandboxSms.id))
      .limit(1);
    expect(sms).toMatchObject({ mobile: '13800138001', purpose: 'credit-sign' });
    const wrong = await answerOf(t.post(undefined, `${SIGN}/sign`, { token: tokens.borrower, code: '000000x' }));
    expect(wrong.msg).toBe('短信验证码错误或已过期');
    const bad = await t.post(undefined, `${SIGN}/sign`, { token: 'A'.repeat(32), code: '123456' });
    expect(bad.statusCode).toBe(404);
    expect(bad.json().msg).toBe('签署链接无效或已过期，请重新扫码');
  });

  it('a provider failure sets 3 with its reason; signing again works; both signatures land on one PDF', async () => {
    await t.ctx.esignSandbox.failNextSignatures(1);
    const failed = await signBy(tokens.borrower!, '13800138001');
    expect(failed.code).toBe(500);
    const view = await dataOf<CreditSignView>(t.get(undefined, `${SIGN}/view`, { token: tokens.borrower! }));
    expect(view).toMatchObject({ status: 3, statusName: '签署失败', maskedPhone: '138****8001' });
    expect(view.failReason).toBeTruthy();

    const ok1 = await signBy(tokens.borrower!, '13800138001');
    expect(ok1.data).toMatchObject({ status: 1, allSigned: false });
    expect(await creditSignedFor(t.ctx.db, '000000', borrowerId, bankId)).toBe(false);

    const ok2 = await signBy(tokens.coborrower!, '13800138002');
    expect(ok2.data).toMatchObject({ status: 1, allSigned: true });
    const answer = await dataOf<CreditRelationAnswer>(
      shipper.get(V3, { borrowerId, bankCode: bankId, coborrowerId, relationId }),
    );
    expect(answer.allSigned).toBe(true);
    expect(answer.list.map((r: { signStatus: number }) => r.signStatus)).toEqual([2, 2]);
    expect(await creditSignedFor(t.ctx.db, '000000', borrowerId, bankId)).toBe(true);
    expect((await creditRelationOf(t.ctx.db, '000000', relationId))?.allSigned).toBe(true);

    const rows = await t.ctx.db.select().from(creditContract).where(eq(creditContract.relationId, relationId));
    expect(new Set(rows.map((r) => r.docFileId)).size).toBe(1);
    const pdf = (await t.ctx.files.read(rows[0]!.docFileId!))!;
    expect(signatureCount(pdf)).toBe(2);
    const checks = checkPdfSignatures(new Uint8Array(pdf), await t.ctx.esign.caCertificatePem());
    expect(checks).toHaveLength(2);

    const again = await answerOf(t.post(undefined, `${SIGN}/sign`, { token: tokens.borrower, code: '123456' }));
    expect(again.msg).toBe('该合同已签署，无需重复签署');
    const removed = await answerOf(
      shipper.post('/api/blade-financeInfo/investigationAgreement/remove', { ids: rows[0]!.id }),
    );
    expect(removed.msg).toBe('已有签署的征信合同不能删除');
  });

  it('an expired token is refused', async () => {
    const { relationId: rel, list } = await dataOf<CreditRelationAnswer>(
      shipper.get(V3, { borrowerId, bankCode: bankId }),
    );
    expect(rel).not.toBe(relationId);
    await t.ctx.db
      .update(creditContract)
      .set({ tokenExpire: new Date(Date.now() - 1000) })
      .where(and(eq(creditContract.relationId, rel)));
    const res = await t.get(undefined, `${SIGN}/view`, { token: list[0].token });
    expect(res.statusCode).toBe(404);
  });
});

import { createHash } from 'node:crypto';
import { PDFDocument } from '@cantoo/pdf-lib';
import { sealMessages } from '@kc/domain/enterprise/seal';
import { esignStatusTable } from '@kc/domain/enterprise/status';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { SandboxOutcome } from '../../providers/esign/sandbox';
import { createTestApp, expectRefusal, type TestApp } from '../../test/harness';
import { createUser } from '../../test/users';
import { enterprise } from './enterprise.table';
import { ESIGN_EVENT } from './esign-sync';

let t: TestApp;
let seq = 0;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

const state = async (token: string) => (await t.get(token, '/api/kc-flrk/esign/state')).json().data;

/** An enterprise user of a fresh enterprise; approved unless told otherwise. */
const enterpriseUser = async (values: Partial<typeof enterprise.$inferInsert> = {}) => {
  const n = ++seq;
  const [row] = await t.ctx.db
    .insert(enterprise)
    .values({
      name: `签章测试企业${n}有限公司`,
      type: '1',
      creditCode: `91320102MA1SIG${String(n).padStart(3, '0')}X`,
      corporateInfo: '钱法人',
      status: 1,
      approvedTime: new Date(),
      ...values,
    })
    .returning({ id: enterprise.id });
  await createUser(t.ctx.db, `esign-user-${n}`, { roleAliases: ['shipper'], postId: row!.id });
  return { id: row!.id, token: await t.login(`esign-user-${n}`) };
};

const company = {
  bankName: '中国建设银行股份有限公司南京玄武支行',
  bankAccount: '32050159360000009999',
  name: '孙经办',
  identityNumber: '320102197803152433',
  phone: '13812349999',
  agree: true,
};

const apply = async (token: string, outcome: SandboxOutcome = 'ok') => {
  await t.ctx.esignSandbox.setSettings({ nextOutcome: outcome });
  const res = (await t.post(token, '/api/kc-flrk/esign/applyCompany', company)).json();
  expect(res.code).toBe(200);
  return res.data.esignFlowId as string;
};
const advance = (flowId: string) => t.ctx.esignSandbox.advance(flowId);
const amountOf = async (flowId: string) => {
  const page = await t.ctx.esignSandbox.listAccounts({ current: 1, size: 200 });
  return page.records.find((r) => r.flowId === flowId)!.amount!;
};
const wrongAmount = (amount: string) => (Number(amount) === 0.99 ? '0.98' : '0.99');

/** Applies and moves the company flow to "transfer applied" (4). */
const toAmount = async (token: string) => {
  const flowId = await apply(token);
  await advance(flowId);
  await advance(flowId);
  expect((await state(token)).esignStatus).toBe(4);
  return flowId;
};

describe('company seal application', () => {
  it.each([
    [{ bankName: '' }, sealMessages.bankNameRequired],
    [{ bankAccount: '' }, sealMessages.bankAccountRequired],
    [{ name: '' }, sealMessages.operatorNameRequired],
    [{ identityNumber: '' }, sealMessages.operatorIdRequired],
    [{ identityNumber: '320102197803152434' }, sealMessages.identityNumberInvalid],
    [{ phone: '' }, sealMessages.phoneRequired],
    [{ phone: '1381234' }, sealMessages.phoneMin],
    [{ agree: false }, sealMessages.agreementRequired],
    [{ name: 'x'.repeat(51) }, '请最多输入50个字符'],
  ])('refuses %j with its message', async (patch, message) => {
    const { token } = await enterpriseUser();
    const res = await t.post(token, '/api/kc-flrk/esign/applyCompany', { ...company, ...patch });
    expect(res.json()).toMatchObject({ code: 400, msg: message });
  });

  it('needs an approved company', async () => {
    const draft = await enterpriseUser({ status: 0, approvedTime: null });
    const draftApplies = await t.post(draft.token, '/api/kc-flrk/esign/applyCompany', company);
    expectRefusal(draftApplies, 400, 'esign.not_approved', sealMessages.notApproved);
    const person = await enterpriseUser({ isPerson: 1, type: '6' });
    const personApplies = await t.post(person.token, '/api/kc-flrk/esign/applyCompany', company);
    expectRefusal(personApplies, 400, 'esign.person_only', sealMessages.personOnly);
  });

  it('goes 20 → 3 → 4, then a wrong amount answers 204 and the right one 200 with a seal', async () => {
    const { id, token } = await enterpriseUser();
    const spy = vi.spyOn(t.ctx.events, 'publishToUsers');
    const flowId = await apply(token);
    expect(await state(token)).toMatchObject({ esignStatus: 20, esignFlowId: flowId, hasSeal: false });
    await advance(flowId);
    expect((await state(token)).esignStatus).toBe(3);
    await advance(flowId);
    expect((await state(token)).esignStatus).toBe(4);
    // Each move reached the enterprise's users at once (SSE), not only through polling.
    await vi.waitFor(() =>
      expect(
        spy.mock.calls.filter((c) => c[1] === ESIGN_EVENT).map((c) => (c[2] as { esignStatus: number }).esignStatus),
      ).toEqual(expect.arrayContaining([3, 4])),
    );
    spy.mockRestore();

    const amount = await amountOf(flowId);
    const wrong = (
      await t.post(token, '/api/kc-flrk/esign/verifyAmount', { flowId, amount: wrongAmount(amount) })
    ).json();
    expect(wrong.data).toMatchObject({ code: 204, msg: sealMessages.amountWrong, esignStatus: 4 });
    const right = (await t.post(token, '/api/kc-flrk/esign/verifyAmount', { flowId, amount })).json();
    expect(right.data).toMatchObject({ code: 200, esignStatus: 1, hasSeal: true });
    const [row] = await t.ctx.db.select().from(enterprise).where(eq(enterprise.id, id));
    expect(row).toMatchObject({ esignStatus: 1, esignAccountId: flowId, bankName: company.bankName });
    // The seal exists: no second application.
    const second = await t.post(token, '/api/kc-flrk/esign/applyCompany', company);
    expectRefusal(second, 400, 'esign.apply_not_allowed', sealMessages.applyNotAllowed);
  });

  it('checks the amount format', async () => {
    const { token } = await enterpriseUser();
    const flowId = await toAmount(token);
    for (const amount of ['-1', '1.234', '12345678901', 'abc']) {
      const res = await t.post(token, '/api/kc-flrk/esign/verifyAmount', { flowId, amount });
      expect(res.json()).toMatchObject({ code: 400, msg: sealMessages.amountInvalid });
    }
    expect((await t.post(token, '/api/kc-flrk/esign/verifyAmount', { flowId, amount: '' })).json().msg).toBe(
      sealMessages.amountRequired,
    );
  });

  it('answers 205 after repeated wrong amounts, and the enterprise may apply again', async () => {
    const { token } = await enterpriseUser();
    const flowId = await toAmount(token);
    const wrong = wrongAmount(await amountOf(flowId));
    const codes: number[] = [];
    for (let i = 0; i < 4; i++) {
      codes.push((await t.post(token, '/api/kc-flrk/esign/verifyAmount', { flowId, amount: wrong })).json().data.code);
    }
    expect(codes).toEqual([204, 204, 204, 205]);
    const last = (await t.post(token, '/api/kc-flrk/esign/verifyAmount', { flowId, amount: wrong })).json().data;
    expect(last).toMatchObject({ code: 205, msg: sealMessages.amountReapply });
    expect((await state(token)).esignStatus).toBe(0);
    expect((await t.post(token, '/api/kc-flrk/esign/applyCompany', company)).json().data.esignStatus).toBe(20);
  });

  it('answers 205 when the transfer verification expired', async () => {
    const { token } = await enterpriseUser();
    const flowId = await toAmount(token);
    await t.ctx.esignSandbox.setOutcome(flowId, 'amount_expired');
    const res = (
      await t.post(token, '/api/kc-flrk/esign/verifyAmount', { flowId, amount: await amountOf(flowId) })
    ).json();
    expect(res.data.code).toBe(205);
  });

  it('reaches 22 when the enterprise verification fails, with the spec message, and may re-apply', async () => {
    const { token } = await enterpriseUser();
    const flowId = await apply(token, 'enterprise_fail');
    await advance(flowId);
    await advance(flowId);
    expect(await state(token)).toMatchObject({ esignStatus: 22, esignMsg: esignStatusTable[22].meaning });
    expect((await t.post(token, '/api/kc-flrk/esign/applyCompany', company)).json().data.esignStatus).toBe(20);
  });

  it('reaches 5 when the bank information fails; choosing a branch re-applies the transfer (200) or restarts (205)', async () => {
    const { token } = await enterpriseUser();
    const flowId = await apply(token, 'bank_fail');
    await advance(flowId);
    await advance(flowId);
    expect((await state(token)).esignStatus).toBe(5);
    const branches = (
      await t.get(
        token,
        `/api/kc-flrk/esign/bankBranchList?bankName=${encodeURIComponent('建设银行')}&flowId=${flowId}`,
      )
    ).json().data;
    expect(branches.length).toBeGreaterThan(0);
    expect(branches[0]).toEqual(
      expect.objectContaining({ bank: expect.any(String), bankName: expect.stringContaining('建设银行') }),
    );
    const missing = await t.post(token, '/api/kc-flrk/esign/submitBranch', { flowId, bankName: '', bankAccount: '1' });
    expect(missing.json().msg).toBe(sealMessages.bankNameRequired);
    const noAccount = await t.post(token, '/api/kc-flrk/esign/submitBranch', {
      flowId,
      bankName: 'x',
      bankAccount: '',
    });
    expect(noAccount.json().msg).toBe(sealMessages.bankAccountRequired);
    const ok = (
      await t.post(token, '/api/kc-flrk/esign/submitBranch', {
        flowId,
        bankName: branches[0].bankName,
        bankAccount: '6217000000001',
      })
    ).json();
    expect(ok.data).toMatchObject({ code: 200, esignStatus: 4 });

    const other = await enterpriseUser();
    const flow2 = await apply(other.token, 'bank_fail');
    await advance(flow2);
    await advance(flow2);
    await t.ctx.esignSandbox.setOutcome(flow2, 'amount_expired');
    const expired = (
      await t.post(other.token, '/api/kc-flrk/esign/submitBranch', {
        flowId: flow2,
        bankName: branches[0].bankName,
        bankAccount: '1',
      })
    ).json();
    expect(expired.data).toMatchObject({ code: 205, msg: sealMessages.branchTimedOut });
  });

  it('reaches 6 while the transfer takes long, and 4 once it arrives', async () => {
    const { token } = await enterpriseUser();
    const flowId = await apply(token, 'transfer_slow');
    await advance(flowId);
    await advance(flowId);
    expect((await state(token)).esignStatus).toBe(6);
    await t.ctx.esignSandbox.releaseTransfer(flowId);
    expect((await state(token)).esignStatus).toBe(4);
  });

  it('only accepts the enterprise own flow', async () => {
    const a = await enterpriseUser();
    const b = await enterpriseUser();
    const flowA = await toAmount(a.token);
    await apply(b.token);
    const res = await t.post(b.token, '/api/kc-flrk/esign/verifyAmount', { flowId: flowA, amount: '0.10' });
    expectRefusal(res, 400, 'esign.no_flow', sealMessages.noFlow);
  });
});

describe('personal seal application', () => {
  const person = (mobile: string) => ({ name: '周个人', idNumber: '110101199003074258', mobile, agree: true });
  const smsCode = async (mobile: string) => {
    const page = await t.ctx.esignSandbox.listSms({ current: 1, size: 200 });
    return page.records.find((r) => r.mobile === mobile)!.code;
  };

  it('needs the SMS code, refuses a wrong one, and goes 10 → 2 → 11 → 1', async () => {
    const { token } = await enterpriseUser({ isPerson: 1, type: '6' });
    const mobile = '13700000001';
    expect((await t.post(token, '/api/kc-flrk/esign/submitAccount', { phone: mobile })).json().code).toBe(200);
    const code = await smsCode(mobile);
    const missing = await t.post(token, '/api/kc-flrk/esign/applyPerson', { ...person(mobile), validateCode: '' });
    expect(missing.json().msg).toBe(sealMessages.smsCodeRequired);
    const wrongCode = code === '000000' ? '111111' : '000000';
    const wrong = await t.post(token, '/api/kc-flrk/esign/validateCode', { phone: mobile, validateCode: wrongCode });
    expectRefusal(wrong, 400, 'esign.sms_code_wrong', sealMessages.smsCodeWrong);
    expect(
      (await t.post(token, '/api/kc-flrk/esign/validateCode', { phone: mobile, validateCode: code })).json().code,
    ).toBe(200);
    const applied = (
      await t.post(token, '/api/kc-flrk/esign/applyPerson', { ...person(mobile), validateCode: code })
    ).json();
    expect(applied.data.esignStatus).toBe(10);
    const flowId = applied.data.esignFlowId;
    const seen: number[] = [];
    for (let i = 0; i < 3; i++) {
      await advance(flowId);
      seen.push((await state(token)).esignStatus);
    }
    expect(seen).toEqual([2, 11, 1]);
    // A spent code does not open a second application.
    expect(
      (await t.post(token, '/api/kc-flrk/esign/validateCode', { phone: mobile, validateCode: code })).json().code,
    ).toBe(400);
  });

  it('reaches 12 when the personal verification fails, with the spec message', async () => {
    const { token } = await enterpriseUser({ isPerson: 1, type: '6' });
    const mobile = '13700000002';
    await t.post(token, '/api/kc-flrk/esign/submitAccount', { phone: mobile });
    await t.ctx.esignSandbox.setSettings({ nextOutcome: 'person_fail' });
    const applied = (
      await t.post(token, '/api/kc-flrk/esign/applyPerson', { ...person(mobile), validateCode: await smsCode(mobile) })
    ).json();
    await advance(applied.data.esignFlowId);
    await advance(applied.data.esignFlowId);
    expect(await state(token)).toMatchObject({ esignStatus: 12, esignMsg: esignStatusTable[12].meaning });
  });

  it('sends a code only to a mainland mobile number', async () => {
    const { token } = await enterpriseUser({ isPerson: 1, type: '6' });
    const sent = async () => (await t.ctx.esignSandbox.listSms({ current: 1, size: 1 })).total;
    const before = await sent();
    for (const phone of [
      '12345678901',
      '1380000000a',
      '010-12345678',
      '138000000001',
      '+8613800000000',
      '10086100861',
    ]) {
      const res = await t.post(token, '/api/kc-flrk/esign/submitAccount', { phone });
      expect({ phone, code: res.json().code, msg: res.json().msg }).toEqual({
        phone,
        code: 400,
        msg: sealMessages.mobileInvalid,
      });
    }
    expect(await sent()).toBe(before);
    expect((await t.post(token, '/api/kc-flrk/esign/submitAccount', { phone: ' 19912345678 ' })).json().code).toBe(200);
    expect(await sent()).toBe(before + 1);
  });

  it('is refused to a company', async () => {
    const { token } = await enterpriseUser();
    const res = await t.post(token, '/api/kc-flrk/esign/applyPerson', {
      ...person('13700000003'),
      validateCode: '123456',
    });
    expectRefusal(res, 400, 'esign.company_only', sealMessages.companyOnly);
  });
});

describe('seal image, auto-sign and document signing', () => {
  const withSeal = async () => {
    const user = await enterpriseUser();
    const flowId = await toAmount(user.token);
    await t.post(user.token, '/api/kc-flrk/esign/verifyAmount', { flowId, amount: await amountOf(flowId) });
    return { ...user, flowId };
  };

  it('shows the seal image through a signed link', async () => {
    const { token } = await withSeal();
    const res = (await t.get(token, '/api/kc-flrk/enterprise/sealImage')).json();
    expect(res.code).toBe(200);
    const image = await t.app.inject({ method: 'GET', url: res.data.sealLink });
    expect(image.statusCode).toBe(200);
    expect(image.rawPayload.subarray(1, 4).toString()).toBe('PNG');
    expect((await t.get(token, '/api/kc-flrk/enterprise/myDetail')).json().data.sealLink).toBe(res.data.sealLink);
  });

  it('says so when the provider cannot give the seal image', async () => {
    const { token, flowId } = await withSeal();
    await t.ctx.esignSandbox.setOutcome(flowId, 'seal_fail');
    expect((await t.get(token, '/api/kc-flrk/enterprise/sealImage')).json().msg).toBe(sealMessages.sealImageFailed);
  });

  it('switches auto-sign on and off, and keeps it when the provider refuses', async () => {
    const { id, token, flowId } = await withSeal();
    expect((await t.post(token, '/api/kc-flrk/enterprise/updateAutoSign', { isAutoSign: 1 })).json().code).toBe(200);
    const on = await t.ctx.db.select({ v: enterprise.isAutoSign }).from(enterprise).where(eq(enterprise.id, id));
    expect(on[0]!.v).toBe(1);
    await t.ctx.esignSandbox.setOutcome(flowId, 'autosign_fail');
    const refused = await t.post(token, '/api/kc-flrk/enterprise/updateAutoSign', { isAutoSign: 0 });
    expectRefusal(refused, 400, 'esign.auto_sign_failed', sealMessages.autoSignFailed);
    const still = await t.ctx.db.select({ v: enterprise.isAutoSign }).from(enterprise).where(eq(enterprise.id, id));
    expect(still[0]!.v).toBe(1);
  });

  it('takes only 0 or 1 for auto-sign, as a number or as text', async () => {
    const { id, token } = await withSeal();
    const value = async () =>
      (await t.ctx.db.select({ v: enterprise.isAutoSign }).from(enterprise).where(eq(enterprise.id, id)))[0]!.v;
    expect((await t.post(token, '/api/kc-flrk/enterprise/updateAutoSign', { isAutoSign: '1' })).json().code).toBe(200);
    expect(await value()).toBe(1);
    for (const isAutoSign of [2, -1, 0.5, '', ' ', null, [], [0], '1.0', '0x0', 'off', false, true, {}]) {
      const res = await t.post(token, '/api/kc-flrk/enterprise/updateAutoSign', { isAutoSign });
      expect({ isAutoSign, code: res.json().code, msg: res.json().msg }).toEqual({
        isAutoSign,
        code: 400,
        msg: sealMessages.autoSignInvalid,
      });
    }
    expect(await value()).toBe(1);
    expect((await t.post(token, '/api/kc-flrk/enterprise/updateAutoSign', { isAutoSign: 0 })).json().code).toBe(200);
    expect(await value()).toBe(0);
  });

  it('needs a seal before auto-sign', async () => {
    const { token } = await enterpriseUser();
    const res = await t.post(token, '/api/kc-flrk/enterprise/updateAutoSign', { isAutoSign: 1 });
    expectRefusal(res, 400, 'esign.no_seal', sealMessages.noSeal);
  });

  it('signs a PDF for the enterprise and returns its SHA-256', async () => {
    const { flowId } = await withSeal();
    const doc = await PDFDocument.create();
    doc.addPage([595, 842]);
    const pdf = await doc.save();
    const signed = await t.ctx.signing.signDocument({
      accountId: flowId,
      pdf,
      placements: [{ page: 0, x: 400, y: 100, size: 120 }],
      reason: '货主签章',
    });
    expect(Buffer.from(signed.pdf).includes('/ByteRange')).toBe(true);
    expect(signed.sha256).toBe(createHash('sha256').update(signed.pdf).digest('hex'));
  });
});

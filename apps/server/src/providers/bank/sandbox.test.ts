import { DomainError } from '@kc/domain';
import { bankSandboxRefusals } from '@kc/domain/finance/bank-sandbox';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Database } from '../../platform/db/client';
import { openTestDatabase } from '../../test/harness';
import { type AgreementPush, type BankCallbackMessage, BankRejected, BankUnavailable } from './port';
import { callbackHeaders, newSignKey } from './protocol';
import { type BankDeliverRequest, type BankSandbox, createSandboxBank } from './sandbox';
import { RETRY_SCHEDULE_SECONDS } from './sandbox-delivery';

/** The bank sandbox's protocol, modes and console steps (README.md), on a simulated clock and a recording platform. */

let database: Database;
let bank: BankSandbox;
let at = new Date('2026-11-24T02:00:00Z');
const sent: BankDeliverRequest[] = [];
/** What the platform answers next (by default: verify, then 200 SUCCESS). */
let answer: (r: BankDeliverRequest) => Promise<{ status: number; body: string }>;

const tenantOfPath = (r: BankDeliverRequest) => decodeURIComponent(r.path.split('/').pop()!);
const verifyAndAck = async (r: BankDeliverRequest) => {
  const v = await bank.verifyCallback(tenantOfPath(r), r.headers, r.body);
  return v.ok
    ? { status: 200, body: '{"code":"SUCCESS"}' }
    : { status: 400, body: JSON.stringify({ code: 'FAIL', message: v.reason }) };
};
const messageOf = (r: BankDeliverRequest) => JSON.parse(r.body) as BankCallbackMessage;

let tenants = 0;
/** A fresh tenant per test, so modes and applications do not leak between tests. */
const newTenant = () => `B${String(++tenants).padStart(5, '0')}`;
let applies = 7_000_000;

const agreement = (tenantId: string, over: Partial<AgreementPush> = {}): AgreementPush => ({
  tenantId,
  applyId: String(++applies),
  applyCode: `RZ${applies}`,
  bankId: '1',
  bankName: '演示银行',
  shipper: { id: '2', name: '演示货主', creditCode: '91110000000000000X' },
  warehouse: { id: '3', name: '演示仓库' },
  goodsName: '棉花仓单融资',
  applyMoney: '1000000.00',
  agreementSha256: 'a'.repeat(64),
  collateral: ['101', '102'].map((billId) => ({
    billId: `${applies}${billId}`,
    billCode: `CD${billId}`,
    materialName: '新疆机采棉',
    totalWeight: '22.50',
    weightUnit: '1',
    priceUnit: '16000.00',
    cltPlgRate: '70',
    pledgeAmount: '252000.00',
  })),
  ...over,
});
const refusedWith = async (p: Promise<unknown>, reason: string) => {
  const err = await p.then(
    () => null,
    (e: unknown) => e,
  );
  expect(err).toBeInstanceOf(DomainError);
  expect((err as DomainError).reason).toBe(reason);
};
const R = bankSandboxRefusals.reasons;
const loan = { amount: '500000', loanDate: '2026-11-25', dueDate: '2027-05-25', interestRate: '3.85' };

beforeAll(async () => {
  database = await openTestDatabase();
  bank = createSandboxBank({
    db: database.db,
    deliver: async (r) => {
      sent.push(r);
      return answer(r);
    },
    onError: () => undefined,
    now: () => at,
  });
});
afterAll(async () => {
  await database?.close();
});
beforeEach(() => {
  sent.length = 0;
  answer = verifyAndAck;
});

describe(`bank sandbox on ${process.env.TEST_DB}`, () => {
  describe('signed callbacks', () => {
    const message = (tenantId: string): BankCallbackMessage => ({
      type: 'agreement.refused',
      data: { reason: '测试' },
      eventId: 'BK1',
      tenantId,
      applyId: '123',
      financeAppId: 'CCB2026112400000001',
      occurredAt: at.toISOString(),
    });

    it('verifies a callback signed with the tenant key, and refuses a tampered, stale or foreign one', async () => {
      const T = newTenant();
      const good = await bank.composeCallback(message(T));
      const ok = await bank.verifyCallback(T, good.headers, good.body);
      expect(ok).toEqual({ ok: true, message: message(T) });

      const tampered = good.body.replace('测试', '篡改');
      expect(await bank.verifyCallback(T, good.headers, tampered)).toEqual({ ok: false, reason: '回调签名验证失败' });

      const stale = await bank.composeCallback(message(T), new Date(at.getTime() - 5 * 60_000 - 1000));
      expect(await bank.verifyCallback(T, stale.headers, stale.body)).toEqual({
        ok: false,
        reason: '回调已过期或时间不符',
      });

      const forged = callbackHeaders(newSignKey(), good.body, at);
      expect(await bank.verifyCallback(T, forged, good.body)).toMatchObject({ ok: false, reason: '回调签名验证失败' });
      expect(await bank.verifyCallback(T, {}, good.body)).toMatchObject({ ok: false, reason: '回调缺少签名头' });
      // Another tenant's key does not verify this tenant's callback; a tenant never used has no key at all.
      expect(await bank.verifyCallback(newTenant(), good.headers, good.body)).toMatchObject({ ok: false });
    });

    it('refuses a well-signed body that is not a callback, or is addressed to another tenant', async () => {
      const T = newTenant();
      const key = await bank.keyOf(T);
      const bad = JSON.stringify({ ...message(T), type: 'loan.disbursed' });
      expect(await bank.verifyCallback(T, callbackHeaders(key, bad, at), bad)).toMatchObject({ ok: false });
      expect(await bank.verifyCallback(T, callbackHeaders(key, 'not json', at), 'not json')).toEqual({
        ok: false,
        reason: '回调内容不是有效的JSON',
      });
      const other = await bank.composeCallback(message(newTenant()));
      const otherBody = other.body;
      expect(await bank.verifyCallback(T, callbackHeaders(key, otherBody, at), otherBody)).toEqual({
        ok: false,
        reason: '回调租户与地址不符',
      });
    });

    it('makes a random 32-byte key per tenant on first use', async () => {
      const [a, b] = [newTenant(), newTenant()];
      const ka = await bank.keyOf(a);
      expect(Buffer.from(ka, 'base64')).toHaveLength(32);
      expect(await bank.keyOf(a)).toBe(ka);
      expect(await bank.keyOf(b)).not.toBe(ka);
    });
  });

  describe('the port', () => {
    it('answers the same financeAppId to a second push of the same application', async () => {
      const T = newTenant();
      const push = agreement(T);
      const first = await bank.pushAgreement(push);
      expect(first.financeAppId).toMatch(/^CCB20261124\d{8}$/);
      expect(await bank.pushAgreement(push)).toEqual(first);
      const [again] = await Promise.all([bank.pushAgreement(push), bank.pushAgreement(push)]);
      expect(again).toEqual(first);
      expect(await bank.listApplications(T)).toHaveLength(1);
      expect((await bank.applicationDetail(T, push.applyId)).status).toBe('received');
    });

    it('pushFail: every call fails as unavailable until the mode is switched back', async () => {
      const T = newTenant();
      await bank.setMode(T, { mode: 'pushFail' });
      const push = agreement(T);
      await expect(bank.pushAgreement(push)).rejects.toBeInstanceOf(BankUnavailable);
      await expect(bank.pushAgreement(push)).rejects.toThrow('银行系统繁忙');
      expect(await bank.listApplications(T)).toHaveLength(0);
      expect(await bank.setMode(T, { mode: 'normal' })).toMatchObject({
        mode: 'normal',
        modeName: '正常（回调失败按规则重试）',
      });
      expect((await bank.pushAgreement(push)).financeAppId).toMatch(/^CCB/);
    });

    it('reject: the agreement is refused as a business error (E1001)', async () => {
      const T = newTenant();
      await bank.setMode(T, { mode: 'reject' });
      const err = await bank.pushAgreement(agreement(T)).catch((e: unknown) => e);
      expect(err).toBeInstanceOf(BankRejected);
      expect(err).toMatchObject({ errorCode: 'E1001', message: '客户信息不完整' });
    });

    it('takes the pledge only once registered, and the release feedback only for its instruction', async () => {
      const T = newTenant();
      const push = agreement(T);
      const { financeAppId } = await bank.pushAgreement(push);
      const pledge = { tenantId: T, applyId: push.applyId, financeAppId, bills: [] };
      await expect(bank.pushPledge(pledge)).rejects.toMatchObject({ errorCode: 'E2004' });
      await expect(bank.pushPledge({ ...pledge, financeAppId: 'CCB0' })).rejects.toMatchObject({ errorCode: 'E2002' });
      await bank.admit({ tenantId: T, applyId: push.applyId });
      await bank.registerPledge({ tenantId: T, applyId: push.applyId });
      expect(await bank.pushPledge(pledge)).toEqual({ accepted: true });
      expect((await bank.applicationDetail(T, push.applyId)).pledgePushed).toBe(true);

      const feedback = { tenantId: T, applyId: push.applyId, financeAppId, instructionNo: 'JY1', bills: [] };
      await expect(bank.sendReleaseFeedback(feedback)).rejects.toMatchObject({ errorCode: 'E3001' });
    });
  });

  it('seeds a registered application without callbacks, once', async () => {
    const T = newTenant();
    const push = agreement(T);
    const seeded = await bank.seedApplication(push, 'registered');
    expect(seeded.registrationNo).toMatch(/^DJ/);
    expect(await bank.seedApplication(push, 'registered')).toEqual(seeded);
    expect(sent).toHaveLength(0);
    const lent = await bank.disburse({ tenantId: T, applyId: push.applyId, ...loan });
    expect(lent.application).toMatchObject({ status: 'disbursed', financeAppId: seeded.financeAppId });
  });

  describe('the console', () => {
    const received = async () => {
      const T = newTenant();
      const push = agreement(T);
      await bank.pushAgreement(push);
      return { T, push, applyId: push.applyId, bills: push.collateral.map((c) => c.billId) };
    };

    it('walks admission, registration, loan, repayment and release, one callback per step', async () => {
      const { T, applyId, bills } = await received();
      const admitted = await bank.admit({ tenantId: T, applyId });
      expect(admitted.application).toMatchObject({ status: 'admitted', statusName: '已准入，待登记质押' });
      expect(admitted.deliveries).toMatchObject([{ type: 'collateral.admission', status: 'delivered', attempt: 1 }]);
      expect(messageOf(sent[0]!)).toMatchObject({
        type: 'collateral.admission',
        tenantId: T,
        applyId,
        data: { results: bills.map((billId) => ({ billId, collateralAccResult: 0 })) },
      });

      const registered = await bank.registerPledge({ tenantId: T, applyId });
      expect(registered.application.registrationNo).toMatch(/^DJ\d{16}$/);
      expect(messageOf(sent[1]!)).toMatchObject({ type: 'pledge.registered', data: { billIds: bills } });

      await bank.disburse({ tenantId: T, applyId, ...loan });
      const more = await bank.disburse({ tenantId: T, applyId, ...loan, amount: '500000.00', currency: '156' });
      expect(more.application).toMatchObject({ status: 'disbursed', disbursed: '1000000.00' });
      await refusedWith(bank.disburse({ tenantId: T, applyId, ...loan, amount: '0.01' }), R.overApplied);
      expect(messageOf(sent[2]!)).toMatchObject({
        type: 'loan.disbursed',
        data: { amount: '500000.00', currency: '156', loanDate: '2026-11-25', dueDate: '2027-05-25' },
      });

      await refusedWith(bank.releaseInstruction({ tenantId: T, applyId }), R.notRepaid);
      await bank.repay({ tenantId: T, applyId, amount: '400000', repayDate: '2027-01-10' });
      await refusedWith(
        bank.repay({ tenantId: T, applyId, amount: '600000.01', repayDate: '2027-02-01' }),
        R.overRepaid,
      );
      const last = await bank.repay({ tenantId: T, applyId, amount: '600000', repayDate: '2027-02-01' });
      expect(last.application).toMatchObject({ status: 'repaid', repaid: '1000000.00' });
      expect(last.deliveries.map((d) => d.type)).toEqual(['loan.repaid', 'release.instruction']);
      const instruction = messageOf(sent.at(-1)!);
      expect(instruction).toMatchObject({ type: 'release.instruction', data: { billIds: bills } });
      await refusedWith(bank.repay({ tenantId: T, applyId, amount: '1', repayDate: '2027-02-01' }), R.settled);

      // Sent again on request, with the same instruction number, until the feedback comes.
      const again = await bank.releaseInstruction({ tenantId: T, applyId });
      expect(messageOf(sent.at(-1)!)).toMatchObject({ data: instruction.data });
      expect(again.deliveries[0]!.eventId).not.toBe(instruction.eventId);
      const { financeAppId } = again.application;
      if (instruction.type !== 'release.instruction') throw new Error('not an instruction');
      const feedback = { tenantId: T, applyId, financeAppId, instructionNo: instruction.data.instructionNo, bills: [] };
      expect(await bank.sendReleaseFeedback(feedback)).toEqual({ accepted: true });
      expect((await bank.applicationDetail(T, applyId)).status).toBe('released');
      await refusedWith(bank.releaseInstruction({ tenantId: T, applyId }), R.released);

      const detail = await bank.applicationDetail(T, applyId);
      expect(detail.loans).toHaveLength(2);
      expect(detail.repayments.map((r) => r.amount)).toEqual(['400000.00', '600000.00']);
    });

    it('a release instruction with receipts, before full repayment: parts, the pick-up notice, our feedback', async () => {
      const { T, applyId, bills } = await received();
      const part = [{ billId: bills[0]!, takeGoodType: '02' as const, weight: '10.5', number: 3 }];
      await refusedWith(bank.releaseInstruction({ tenantId: T, applyId, bills: part }), R.releaseNotRegistered);
      await bank.admit({ tenantId: T, applyId });
      await bank.registerPledge({ tenantId: T, applyId });
      await bank.disburse({ tenantId: T, applyId, ...loan });
      await refusedWith(
        bank.releaseInstruction({ tenantId: T, applyId, bills: [{ ...part[0]!, weight: '22.50' }] }),
        R.partialTooHeavy,
      );
      await refusedWith(
        bank.releaseInstruction({ tenantId: T, applyId, bills: [{ billId: '1', takeGoodType: '01' }] }),
        R.unknownBill,
      );
      const step = await bank.releaseInstruction({
        tenantId: T,
        applyId,
        bills: [...part, { billId: bills[1]!, takeGoodType: '01' }],
      });
      expect(step.application.status).toBe('disbursed');
      const message = messageOf(sent.at(-1)!);
      if (message.type !== 'release.instruction') throw new Error('not an instruction');
      expect(message.data).toMatchObject({
        bills: [
          { billId: bills[0], takeGoodType: '02', weight: '10.50', number: 3 },
          { billId: bills[1], takeGoodType: '01' },
        ],
        takeGoodTime: '2026-11-24 10:00:00',
      });
      expect(message.data.instructionNo).toMatch(/^JY\d{16}$/);
      expect(message.data.thCode).toMatch(/^TH\d{16}$/);
      expect(message.data.takeGoodCode).toMatch(/^\d{6}$/);
      const pdf = Buffer.from(message.data.takeGoodNotice!.contentBase64, 'base64');
      expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
      expect((await bank.applicationDetail(T, applyId)).releases).toMatchObject([
        { instructionNo: message.data.instructionNo, fedAt: null },
      ]);
      const { financeAppId } = step.application;
      const feedback = { tenantId: T, applyId, financeAppId, instructionNo: message.data.instructionNo, bills: [] };
      expect(await bank.sendReleaseFeedback(feedback)).toEqual({ accepted: true });
      const detail = await bank.applicationDetail(T, applyId);
      expect(detail.status).toBe('disbursed');
      expect(detail.releases[0]!.fedAt).not.toBeNull();
      await expect(bank.sendReleaseFeedback({ ...feedback, instructionNo: 'JY0' })).rejects.toMatchObject({
        errorCode: 'E3002',
      });
    });

    it('refuses steps out of order, in Chinese', async () => {
      const { T, applyId } = await received();
      await refusedWith(bank.registerPledge({ tenantId: T, applyId }), R.notAdmitted);
      await refusedWith(bank.disburse({ tenantId: T, applyId, ...loan }), R.notRegistered);
      await refusedWith(bank.repay({ tenantId: T, applyId, amount: '1', repayDate: '2027-01-01' }), R.notDisbursed);
      await refusedWith(
        bank.admit({ tenantId: T, applyId, results: [{ billId: '1', collateralAccResult: 0 }] }),
        R.unknownBill,
      );
      await bank.admit({ tenantId: T, applyId });
      await refusedWith(bank.admit({ tenantId: T, applyId }), R.alreadyDecided);
      await bank.registerPledge({ tenantId: T, applyId });
      await refusedWith(bank.refuse({ tenantId: T, applyId, reason: '授信不足' }), R.notRefusable);
      await refusedWith(bank.admit({ tenantId: newTenant(), applyId }), R.applicationMissing);
      expect(sent).toHaveLength(2);
    });

    it('a failed receipt refuses the application; the bank may refuse before registration', async () => {
      const a = await received();
      const [first, second] = a.bills;
      const out = await bank.admit({
        tenantId: a.T,
        applyId: a.applyId,
        results: [{ billId: second!, collateralAccResult: 1, reason: '仓单已冻结' }],
      });
      expect(out.application).toMatchObject({ status: 'refused', refuseReason: '仓单已冻结' });
      expect(messageOf(sent[0]!).data).toEqual({
        results: [
          { billId: first, collateralAccResult: 0 },
          { billId: second, collateralAccResult: 1, reason: '仓单已冻结' },
        ],
      });
      await refusedWith(bank.registerPledge({ tenantId: a.T, applyId: a.applyId }), R.refused);

      const b = await received();
      const refused = await bank.refuse({ tenantId: b.T, applyId: b.applyId, reason: '企业征信不良' });
      expect(refused.application.status).toBe('refused');
      expect(messageOf(sent[1]!)).toMatchObject({ type: 'agreement.refused', data: { reason: '企业征信不良' } });
    });
  });

  describe('delivery', () => {
    it('retries a callback answered other than 200 SUCCESS on the schedule, then it is delivered', async () => {
      const { T, applyId } = await (async () => {
        const T = newTenant();
        const p = agreement(T);
        await bank.pushAgreement(p);
        return { T, applyId: p.applyId };
      })();
      answer = async () => ({ status: 500, body: 'busy' });
      const out = await bank.admit({ tenantId: T, applyId });
      expect(out.deliveries[0]).toMatchObject({ status: 'pending', attempt: 1, lastStatus: 500, lastAnswer: 'busy' });
      answer = async () => ({ status: 200, body: '{"code":"FAIL"}' });
      at = new Date(at.getTime() + RETRY_SCHEDULE_SECONDS[0] * 1000);
      await bank.deliverDue();
      let [row] = (await bank.listDeliveries(T, { current: 1, size: 10 })).records;
      expect(row).toMatchObject({ status: 'pending', attempt: 2, lastStatus: 200 });

      answer = verifyAndAck;
      expect(await bank.deliverDue()).toBe(0);
      at = new Date(at.getTime() + RETRY_SCHEDULE_SECONDS[1] * 1000);
      expect(await bank.deliverDue()).toBe(1);
      [row] = (await bank.listDeliveries(T, { current: 1, size: 10 })).records;
      expect(row).toMatchObject({ status: 'delivered', statusName: '已送达', attempt: 3, lastStatus: 200 });
      // Every attempt was signed afresh: the retry 75 s later still verifies.
      expect(sent).toHaveLength(3);
      expect(new Set(sent.map((s) => s.headers['x-bank-nonce'])).size).toBe(3);
    });

    it('hold: callbacks wait until released by hand; twice: every callback goes twice with one eventId', async () => {
      const T = newTenant();
      const p = agreement(T);
      await bank.pushAgreement(p);
      await bank.setMode(T, { mode: 'hold' });
      const held = await bank.admit({ tenantId: T, applyId: p.applyId });
      expect(held.deliveries).toMatchObject([{ status: 'held', statusName: '已暂扣' }]);
      expect(sent).toHaveLength(0);
      expect(await bank.deliverDue()).toBe(0);
      const released = await bank.release(T, held.deliveries[0]!.id);
      expect(released).toMatchObject({ status: 'delivered' });
      expect(sent).toHaveLength(1);
      await refusedWith(bank.release(T, held.deliveries[0]!.id), R.notHeld);
      await refusedWith(bank.release(newTenant(), held.deliveries[0]!.id), R.deliveryMissing);

      await bank.setMode(T, { mode: 'twice' });
      const twice = await bank.registerPledge({ tenantId: T, applyId: p.applyId });
      expect(twice.deliveries.map((d) => [d.status, d.duplicate])).toEqual([
        ['delivered', false],
        ['delivered', true],
      ]);
      expect(sent).toHaveLength(3);
      expect(messageOf(sent[1]!).eventId).toBe(messageOf(sent[2]!).eventId);

      const resent = await bank.resend(T, twice.deliveries[0]!.id);
      expect(resent).toMatchObject({ status: 'delivered', duplicate: true, eventId: twice.deliveries[0]!.eventId });
      expect((await bank.listDeliveries(T, { current: 1, size: 10 })).total).toBe(4);
    });
  });
});

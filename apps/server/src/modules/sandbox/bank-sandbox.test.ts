import type { Page } from '@kc/domain';
import type {
  BankSandboxApplicationDetail,
  BankSandboxApplicationRow,
  BankSandboxDeliveryRow,
  BankSandboxSettings,
  BankSandboxStepAnswer,
} from '@kc/domain/finance/bank-sandbox';
import { bankSandboxRefusals } from '@kc/domain/finance/bank-sandbox';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, dataOf, expectRefusal, type Session, type TestApp } from '../../test/harness';

/** The bank sandbox console's routes (providers/bank/README.md "Console"): sandbox permission, Chinese refusals. */

let t: TestApp;
let admin: Session;
let shipper: Session;
const applyId = '8800000001';
const R = bankSandboxRefusals.reasons;

beforeAll(async () => {
  t = await createTestApp();
  [admin, shipper] = await Promise.all([t.session('admin'), t.session('shipper')]);
  await t.ctx.bank.pushAgreement({
    tenantId: '000000',
    applyId,
    applyCode: 'RZ-TEST-1',
    bankId: '1',
    bankName: '演示银行',
    shipper: { id: '2', name: '演示货主', creditCode: null },
    warehouse: { id: '3', name: '演示仓库' },
    goodsName: '棉花仓单融资',
    applyMoney: '300000.00',
    agreementSha256: 'b'.repeat(64),
    collateral: [
      {
        billId: '8800000101',
        billCode: 'CD1',
        materialName: '新疆机采棉',
        totalWeight: '22.50',
        weightUnit: '1',
        priceUnit: '16000.00',
        cltPlgRate: '70',
        pledgeAmount: '252000.00',
      },
    ],
  });
});
afterAll(async () => t?.close());

describe('bank sandbox console', () => {
  it.each([
    ['GET', 'applications'],
    ['GET', 'mode'],
    ['POST', 'admit'],
    ['POST', 'disburse'],
    ['POST', 'release'],
  ] as const)('%s %s needs the sandbox permission', async (method, url) => {
    const payload = method === 'POST' ? {} : undefined;
    const at = `/api/kc-sandbox/bank/${url}`;
    expect((await t.as(undefined, { method, url: at, payload })).statusCode).toBe(401);
    expect((await shipper.as({ method, url: at, payload })).statusCode).toBe(403);
  });

  it('plays the bank step by step, holding callbacks until released', async () => {
    const held = await dataOf<BankSandboxSettings>(admin.post('/api/kc-sandbox/bank/mode', { mode: 'hold' }));
    expect(held).toMatchObject({ mode: 'hold', modeName: '暂扣回调，手动放行' });
    expect(await dataOf<BankSandboxSettings>(admin.get('/api/kc-sandbox/bank/mode'))).toEqual(held);

    const list = await dataOf<BankSandboxApplicationRow[]>(admin.get('/api/kc-sandbox/bank/applications'));
    expect(list.find((a) => a.applyId === applyId)).toMatchObject({ status: 'received', applyMoney: '300000.00' });

    expectRefusal(await admin.post('/api/kc-sandbox/bank/registerPledge', { applyId }), 409, R.notAdmitted);
    const admitted = await dataOf<BankSandboxStepAnswer>(admin.post('/api/kc-sandbox/bank/admit', { applyId }));
    expect(admitted.application.status).toBe('admitted');
    expect(admitted.deliveries).toMatchObject([{ type: 'collateral.admission', status: 'held' }]);
    await dataOf(admin.post('/api/kc-sandbox/bank/registerPledge', { applyId }));

    const bad = await admin.post('/api/kc-sandbox/bank/disburse', {
      applyId,
      amount: '10000000',
      loanDate: '2026-11-25',
      dueDate: '2027-05-25',
      interestRate: '3.85',
    });
    expect(bad.statusCode).toBe(400);
    const early = await admin.post('/api/kc-sandbox/bank/disburse', {
      applyId,
      amount: '100',
      loanDate: '2026-11-25',
      dueDate: '2026-11-24',
      interestRate: '3.85',
    });
    expect(early.json().msg).toContain('到期日期须晚于放款日期');
    expectRefusal(
      await admin.post('/api/kc-sandbox/bank/disburse', {
        applyId,
        amount: '300000.01',
        loanDate: '2026-11-25',
        dueDate: '2027-05-25',
        interestRate: '3.85',
      }),
      409,
      R.overApplied,
      '放款总额不能超过申请金额，最多还可放款 300000.00',
    );
    const lent = await dataOf<BankSandboxStepAnswer>(
      admin.post('/api/kc-sandbox/bank/disburse', {
        applyId,
        amount: 300000,
        loanDate: '2026-11-25',
        dueDate: '2027-05-25',
        interestRate: 3.85,
      }),
    );
    expect(lent.application).toMatchObject({ status: 'disbursed', disbursed: '300000.00' });
    const detail = await dataOf<BankSandboxApplicationDetail>(
      admin.get(`/api/kc-sandbox/bank/application?applyId=${applyId}`),
    );
    expect(detail.loans).toMatchObject([{ amount: '300000.00', currency: '156', interestRate: '3.85' }]);

    const deliveries = await dataOf<Page<BankSandboxDeliveryRow>>(
      admin.get('/api/kc-sandbox/bank/deliveries?current=1&size=10'),
    );
    expect(deliveries.records.map((d) => d.type)).toEqual([
      'loan.disbursed',
      'pledge.registered',
      'collateral.admission',
    ]);
    expect(deliveries.records.every((d) => d.status === 'held')).toBe(true);

    // 放行 sends it (whatever the platform answers, it is no longer held); a second 放行 is refused.
    const released = await dataOf<BankSandboxDeliveryRow>(
      admin.post('/api/kc-sandbox/bank/release', { id: deliveries.records[2]!.id }),
    );
    expect(released.status).not.toBe('held');
    expect(released.attempt).toBe(1);
    expectRefusal(await admin.post('/api/kc-sandbox/bank/release', { id: deliveries.records[2]!.id }), 409, R.notHeld);
    expectRefusal(await admin.post('/api/kc-sandbox/bank/resend', { id: '1' }), 404, R.deliveryMissing);
    expectRefusal(await admin.get('/api/kc-sandbox/bank/application?applyId=1'), 404, R.applicationMissing);
    await dataOf(admin.post('/api/kc-sandbox/bank/mode', { mode: 'normal' }));
  });
});

import { PDFDocument } from '@cantoo/pdf-lib';
import { batchSignMessages } from '@kc/domain/receipt/status';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { esignProviderMessages, sandboxConsoleMessages } from '../../providers/esign/sandbox';
import { createSession } from '../../providers/mini-program/qr-session';
import { createTestApp, expectRefusal, type Session, type TestApp } from '../../test/harness';
import { createUser } from '../../test/users';
import { enterprise } from '../enterprise/enterprise.table';
import { ESIGN_EVENT } from '../enterprise/esign-sync';

let t: TestApp;
let admin: Session;
let shipper: Session;

beforeAll(async () => {
  t = await createTestApp({ ESIGN_SANDBOX_STEP_MS: '0' });
  [admin, shipper] = await Promise.all([t.session('admin'), t.session('shipper')]);
});
afterAll(async () => t?.close());

const apply = () =>
  t.ctx.esign.applyCompany({
    enterpriseId: '7000001',
    enterpriseName: '河南豫丰粮油有限公司',
    creditCode: '91410100MA4ABC0001',
    legalPerson: '赵豫丰',
    bankName: '中国建设银行',
    bankAccount: '41001234567890',
    operatorName: '钱经办',
    operatorIdNumber: '410102198502021234',
    phone: '13600136000',
  });

describe('sandbox console access', () => {
  it.each([
    ['GET', '/api/kc-sandbox/esign/accounts'],
    ['GET', '/api/kc-sandbox/esign/settings'],
    ['GET', '/api/kc-sandbox/sms'],
    ['POST', '/api/kc-sandbox/esign/outcome'],
    ['POST', '/api/kc-sandbox/esign/advance'],
    ['POST', '/api/kc-sandbox/esign/transfer'],
    ['POST', '/api/kc-sandbox/esign/settings'],
    ['POST', '/api/kc-sandbox/samples/licence'],
    ['POST', '/api/kc-sandbox/esign/provision'],
    ['GET', '/api/kc-sandbox/esign/failNext'],
    ['POST', '/api/kc-sandbox/esign/failNext'],
    ['GET', '/api/kc-sandbox/mini/sessions'],
    ['POST', '/api/kc-sandbox/mini/confirm'],
    ['POST', '/api/kc-sandbox/mini/cancel'],
  ] as const)('%s %s needs the sandbox permission', async (method, url) => {
    expect((await t.as(undefined, { method, url, payload: method === 'POST' ? {} : undefined })).statusCode).toBe(401);
    const res = await shipper.as({ method, url, payload: method === 'POST' ? {} : undefined });
    expect(res.statusCode).toBe(403);
  });

  it('gives the CA certificate to anyone', async () => {
    const res = await t.get(undefined, '/api/kc-sandbox/esign/ca.pem');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('application/x-pem-file');
    expect(res.headers['content-disposition']).toContain('attachment');
    expect(res.body).toMatch(/^-----BEGIN CERTIFICATE-----/);
    expect(res.body).toBe(await t.ctx.esign.caCertificatePem());
  });
});

describe('e-sign applications in the console', () => {
  it('lists an application with its amount after the console advanced it to 4', async () => {
    const s = await apply();
    expect((await admin.post('/api/kc-sandbox/esign/advance', { flowId: s.flowId })).json().data).toMatchObject({
      status: 3,
    });
    expect((await admin.post('/api/kc-sandbox/esign/advance', { flowId: s.flowId })).json().data.status).toBe(4);
    const res = await admin.get('/api/kc-sandbox/esign/accounts?current=1&size=10');
    expect(res.statusCode).toBe(200);
    const { data } = res.json();
    expect(data).toMatchObject({ current: 1, size: 10 });
    expect(data.records[0]).toMatchObject({
      flowId: s.flowId,
      enterpriseId: '7000001',
      enterpriseName: '河南豫丰粮油有限公司',
      kind: 'company',
      status: 4,
      outcome: 'ok',
      amountTries: 0,
      hasSeal: false,
    });
    expect(data.records[0].amount).toMatch(/^0\.\d\d$/);
    expect(data.records[0].history.map((h: { status: number }) => h.status)).toEqual([20, 3, 4]);
  });

  it('applies an outcome that decides the current status at once, and releases a slow transfer', async () => {
    const s = await apply();
    await admin.post('/api/kc-sandbox/esign/advance', { flowId: s.flowId });
    await admin.post('/api/kc-sandbox/esign/advance', { flowId: s.flowId });
    const slow = await admin.post('/api/kc-sandbox/esign/outcome', { flowId: s.flowId, outcome: 'transfer_slow' });
    expect(slow.json()).toMatchObject({ code: 200, data: { status: 6 } });
    const arrived = await admin.post('/api/kc-sandbox/esign/transfer', { flowId: s.flowId });
    expect(arrived.json()).toMatchObject({ code: 200, data: { status: 4 } });
    const again = await admin.post('/api/kc-sandbox/esign/transfer', { flowId: s.flowId });
    expectRefusal(again, 400, 'sandbox.not_in_transfer', sandboxConsoleMessages.notInTransfer);
  });

  it('refuses an unknown outcome, an unknown flow and a flow with no next step', async () => {
    const s = await apply();
    const bad = await admin.post('/api/kc-sandbox/esign/outcome', { flowId: s.flowId, outcome: 'explode' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().msg).toContain('请选择沙箱结果');
    const missing = await admin.post('/api/kc-sandbox/esign/advance', { flowId: 'f'.repeat(32) });
    expectRefusal(missing, 404, 'sandbox.flow_missing', sandboxConsoleMessages.flowMissing);
    await admin.post('/api/kc-sandbox/esign/outcome', { flowId: s.flowId, outcome: 'enterprise_fail' });
    const stuck = await admin.post('/api/kc-sandbox/esign/advance', { flowId: s.flowId });
    expectRefusal(stuck, 400, 'sandbox.nothing_to_advance', sandboxConsoleMessages.nothingToAdvance);
  });

  it('reads and changes the settings; the next outcome applies to the next application', async () => {
    expect((await admin.get('/api/kc-sandbox/esign/settings')).json().data).toEqual({
      nextOutcome: 'ok',
      stepMs: 0,
    });
    const set = await admin.post('/api/kc-sandbox/esign/settings', { nextOutcome: 'bank_fail', stepMs: 2000 });
    expect(set.json().data).toEqual({ nextOutcome: 'bank_fail', stepMs: 2000 });
    const s = await apply();
    const page = (await admin.get('/api/kc-sandbox/esign/accounts?current=1&size=1')).json().data;
    expect(page.records[0]).toMatchObject({ flowId: s.flowId, outcome: 'bank_fail' });
    expect(page.records[0].nextStepAt).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    expect((await admin.post('/api/kc-sandbox/esign/settings', { stepMs: 0 })).json().data).toEqual({
      nextOutcome: 'ok',
      stepMs: 0,
    });
  });

  it.each([
    [{ stepMs: 60_001 }, '自动推进间隔不能超过60000毫秒'],
    [{ stepMs: -1 }, '自动推进间隔不能小于0'],
    [{ stepMs: 1.5 }, '自动推进间隔必须是整数'],
    [{ nextOutcome: 'maybe' }, '请选择沙箱结果'],
  ])('refuses settings %j', async (body, msg) => {
    const res = await admin.post('/api/kc-sandbox/esign/settings', body);
    expect(res.statusCode).toBe(400);
    expect(res.json().msg).toContain(msg);
  });
});

describe('SMS codes in the console', () => {
  it('shows the code "sent" to a mobile, newest first', async () => {
    await t.ctx.esign.sendSmsCode('13500135000');
    const { data } = (await admin.get('/api/kc-sandbox/sms?current=1&size=10')).json();
    expect(data.records[0]).toMatchObject({ mobile: '13500135000', purpose: 'esign', used: 0 });
    expect(data.records[0].code).toMatch(/^\d{6}$/);
    expect(data.records[0].expireTime).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    expect(await t.ctx.esign.checkSmsCode('13500135000', data.records[0].code)).toBe(true);
  });
});

describe('sample pictures', () => {
  const sample = (kind: string, body?: object) => admin.post(`/api/kc-sandbox/samples/${kind}`, body);

  it('draws a licence the recognition sandbox reads with the chosen fields', async () => {
    const fields = {
      name: '河南豫丰粮油有限公司',
      creditCode: '91410100MA4ABC0001',
      address: '河南省郑州市金水区花园路1号',
      legalPerson: '赵豫丰',
      businessLifeStart: '2018-03-01',
      businessLifeEnd: '长期',
    };
    const res = await sample('licence', fields);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/png');
    expect(res.headers['content-disposition']).toBe('attachment; filename="sample-licence.png"');
    const read = await t.ctx.recognition.recognise('licence', res.rawPayload, 'image/png');
    expect(read).toEqual({ recognised: true, fields });
  });

  it('draws ID card sides the recognition sandbox reads', async () => {
    const front = await sample('idFront', { name: '赵豫丰', idNumber: '410102198502021234' });
    expect(await t.ctx.recognition.recognise('idFront', front.rawPayload, 'image/png')).toEqual({
      recognised: true,
      fields: { name: '赵豫丰', idNumber: '410102198502021234' },
    });
    const back = await sample('idBack', { issuingAuthority: '郑州市公安局金水分局', validPeriod: '2019.05.01-长期' });
    expect(back.headers['content-disposition']).toContain('sample-idBack.png');
    expect(await t.ctx.recognition.recognise('idBack', back.rawPayload, 'image/png')).toEqual({
      recognised: true,
      fields: { issuingAuthority: '郑州市公安局金水分局', validPeriod: '2019.05.01-长期' },
    });
  });

  it('draws a plain picture that is not recognised, with or without a body', async () => {
    for (const res of [await sample('plain'), await sample('plain', {})]) {
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('image/png');
      expect(await t.ctx.recognition.recognise('licence', res.rawPayload, 'image/png')).toEqual({ recognised: false });
    }
  });

  it('refuses an unknown kind and a field over 100 characters', async () => {
    expect((await sample('passport', {})).statusCode).toBe(400);
    const long = await sample('licence', { name: '长'.repeat(101) });
    expect(long.statusCode).toBe(400);
    expect(long.json().msg).toContain('样例字段不能超过100个字符');
  });
});

describe('e-sign: opening a seal at once and planned signature failures', () => {
  const newEnterprise = async (over: Partial<typeof enterprise.$inferInsert> = {}) => {
    const [e] = await t.ctx.db
      .insert(enterprise)
      .values({ name: '河南控制台直开仓储有限公司', type: '2', status: 1, creditCode: '91410100MA4CON0001', ...over })
      .returning();
    return e!;
  };
  const signOnce = async (accountId: string) => {
    const doc = await PDFDocument.create();
    doc.addPage([595, 842]);
    return t.ctx.signing.signDocument({
      accountId,
      pdf: await doc.save(),
      placements: [{ page: 0, x: 400, y: 100, size: 120 }],
      reason: '仓储企业签章',
    });
  };

  it('provision opens a ready seal with silent signing; signDocument works and the enterprise reads esignStatus 1', async () => {
    const e = await newEnterprise();
    const member = await createUser(t.ctx.db, 'provision-member', { roleAliases: ['warehouse'], postId: e.id });
    const spy = vi.spyOn(t.ctx.events, 'publishToUsers');
    const res = await admin.post('/api/kc-sandbox/esign/provision', { enterpriseId: e.id });
    expect(spy).toHaveBeenCalledWith(
      [member],
      ESIGN_EVENT,
      expect.objectContaining({ enterpriseId: e.id, esignStatus: 1 }),
    );
    spy.mockRestore();
    expect(res.json()).toMatchObject({
      code: 200,
      data: { status: 1, autoSign: 1, kind: 'company', enterpriseId: e.id },
    });
    const accountId = res.json().data.accountId as string;
    const [row] = await t.ctx.db.select().from(enterprise).where(eq(enterprise.id, e.id));
    expect(row).toMatchObject({ esignStatus: 1, esignAccountId: accountId, esignFlowId: accountId, isAutoSign: 1 });
    expect((await signOnce(accountId)).sha256).toMatch(/^[0-9a-f]{64}$/);
    // Again: the same account.
    const again = await admin.post('/api/kc-sandbox/esign/provision', { enterpriseId: e.id });
    expect(again.json().data.accountId).toBe(accountId);
    const listed = (await admin.get('/api/kc-sandbox/esign/accounts?current=1&size=50')).json().data.records;
    expect(listed.filter((a: { enterpriseId: string }) => a.enterpriseId === e.id)).toHaveLength(1);
  });

  it('provision refuses an unknown enterprise and a malformed id', async () => {
    const missing = await admin.post('/api/kc-sandbox/esign/provision', { enterpriseId: '999999999' });
    expectRefusal(missing, 404, 'sandbox.enterprise_missing', sandboxConsoleMessages.enterpriseMissing);
    expect((await admin.post('/api/kc-sandbox/esign/provision', { enterpriseId: 'abc' })).statusCode).toBe(400);
  });

  it('failNext makes exactly the next N signatures fail at the provider', async () => {
    const e = await newEnterprise({ name: '河南失败演练仓储有限公司' });
    const { accountId } = (await admin.post('/api/kc-sandbox/esign/provision', { enterpriseId: e.id })).json().data;
    expect((await admin.get('/api/kc-sandbox/esign/failNext')).json().data).toEqual({ count: 0 });
    expect((await admin.post('/api/kc-sandbox/esign/failNext', { count: 2 })).json().data).toEqual({ count: 2 });
    const outcomes = await Promise.allSettled([1, 2, 3].map(() => signOnce(accountId)));
    const failed = outcomes.filter((o) => o.status === 'rejected') as PromiseRejectedResult[];
    expect(failed).toHaveLength(2);
    expect(failed.every((f) => (f.reason as Error).message === esignProviderMessages.signFailed)).toBe(true);
    expect((await admin.get('/api/kc-sandbox/esign/failNext')).json().data).toEqual({ count: 0 });

    await admin.post('/api/kc-sandbox/esign/failNext', { count: 4 });
    expect((await admin.post('/api/kc-sandbox/esign/failNext', { count: 0 })).json().data).toEqual({ count: 0 });
    expect((await signOnce(accountId)).sha256).toMatch(/^[0-9a-f]{64}$/);
    for (const count of [-1, 1.5, 'x', 10_001]) {
      expect((await admin.post('/api/kc-sandbox/esign/failNext', { count })).statusCode, String(count)).toBe(400);
    }
  });
});

describe('mini-program sessions in the console', () => {
  const newCode = async (token: string, bussId: string) =>
    (await t.get(token, `/api/kc-flrk/wx/wxQrCodeForMiniProgram?bussType=20&bussId=${bussId}`)).json().data as {
      token: string;
      expireTime: number;
    };
  const flag = async (token: string, qr: string) =>
    (await t.get(token, `/api/kc-flrk/wx/wxQrCodeToRefreshFlag?token=${qr}`)).json().data;

  it('lists the sessions newest first with the user and the enterprise', async () => {
    const code = await newCode(shipper.token, '5100001');
    const page = (await admin.get('/api/kc-sandbox/mini/sessions?current=1&size=10')).json().data;
    expect(page.records[0]).toMatchObject({
      token: code.token,
      bussType: 20,
      bussTypeName: '仓单生成签章',
      bussId: '5100001',
      userName: '张建国',
      enterpriseName: '江苏恒丰棉业有限公司',
      flag: 0,
      status: 0,
      expireTime: code.expireTime,
    });
    expect(page.records[0].createTime).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
  });

  it('confirms for the phone: the user’s dialog reads flag 2', async () => {
    const code = await newCode(shipper.token, '5100002');
    const res = await admin.post('/api/kc-sandbox/mini/confirm', { token: code.token });
    expect(res.json()).toMatchObject({ code: 200, data: { flag: 2, status: 0 } });
    expect(await flag(shipper.token, code.token)).toBe(2);
    const twice = await admin.post('/api/kc-sandbox/mini/confirm', { token: code.token });
    expect(twice.statusCode).toBe(400);
    expect(twice.json().msg).toBe(batchSignMessages.qrExpired);
  });

  it('cancels for the phone: flag 3; an expired or unknown code cannot be confirmed', async () => {
    const code = await newCode(shipper.token, '5100003');
    expect((await admin.post('/api/kc-sandbox/mini/cancel', { token: code.token })).json().data).toEqual({
      flag: 3,
      status: 3,
    });
    expect(await flag(shipper.token, code.token)).toBe(3);

    const old = await createSession(
      t.ctx.db,
      { tenantId: '000000', userId: '7100001', bussType: 20, bussId: '5100004' },
      new Date(Date.now() - 10 * 60_000),
    );
    const expired = await admin.post('/api/kc-sandbox/mini/confirm', { token: old.token });
    expect(expired.json()).toMatchObject({ code: 400, msg: batchSignMessages.qrExpired });
    expect((await admin.post('/api/kc-sandbox/mini/confirm', { token: 'AAAAAAAAAAAAAAAAAAAAAA' })).statusCode).toBe(
      400,
    );
    expect((await admin.post('/api/kc-sandbox/mini/confirm', {})).statusCode).toBe(400);
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sandboxConsoleMessages } from '../../providers/esign/sandbox';
import { createTestApp, type TestApp } from '../../test/harness';

let t: TestApp;
let admin: string;
let shipper: string;

beforeAll(async () => {
  t = await createTestApp({ ESIGN_SANDBOX_STEP_MS: '0' });
  [admin, shipper] = await Promise.all([t.login('admin'), t.login('shipper')]);
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
const post = (token: string | undefined, url: string, payload?: object) =>
  t.as(token, { method: 'POST', url, payload });
const get = (token: string | undefined, url: string) => t.as(token, { method: 'GET', url });

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
  ] as const)('%s %s needs the sandbox permission', async (method, url) => {
    expect((await t.as(undefined, { method, url, payload: method === 'POST' ? {} : undefined })).statusCode).toBe(401);
    const res = await t.as(shipper, { method, url, payload: method === 'POST' ? {} : undefined });
    expect(res.statusCode).toBe(403);
  });

  it('gives the CA certificate to anyone', async () => {
    const res = await get(undefined, '/api/kc-sandbox/esign/ca.pem');
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
    expect((await post(admin, '/api/kc-sandbox/esign/advance', { flowId: s.flowId })).json().data).toMatchObject({
      status: 3,
    });
    expect((await post(admin, '/api/kc-sandbox/esign/advance', { flowId: s.flowId })).json().data.status).toBe(4);
    const res = await get(admin, '/api/kc-sandbox/esign/accounts?current=1&size=10');
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
    await post(admin, '/api/kc-sandbox/esign/advance', { flowId: s.flowId });
    await post(admin, '/api/kc-sandbox/esign/advance', { flowId: s.flowId });
    const slow = await post(admin, '/api/kc-sandbox/esign/outcome', { flowId: s.flowId, outcome: 'transfer_slow' });
    expect(slow.json()).toMatchObject({ code: 200, data: { status: 6 } });
    const arrived = await post(admin, '/api/kc-sandbox/esign/transfer', { flowId: s.flowId });
    expect(arrived.json()).toMatchObject({ code: 200, data: { status: 4 } });
    const again = await post(admin, '/api/kc-sandbox/esign/transfer', { flowId: s.flowId });
    expect(again.statusCode).toBe(400);
    expect(again.json().msg).toBe(sandboxConsoleMessages.notInTransfer);
  });

  it('refuses an unknown outcome, an unknown flow and a flow with no next step', async () => {
    const s = await apply();
    const bad = await post(admin, '/api/kc-sandbox/esign/outcome', { flowId: s.flowId, outcome: 'explode' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().msg).toContain('请选择沙箱结果');
    const missing = await post(admin, '/api/kc-sandbox/esign/advance', { flowId: 'f'.repeat(32) });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().msg).toBe(sandboxConsoleMessages.flowMissing);
    await post(admin, '/api/kc-sandbox/esign/outcome', { flowId: s.flowId, outcome: 'enterprise_fail' });
    const stuck = await post(admin, '/api/kc-sandbox/esign/advance', { flowId: s.flowId });
    expect(stuck.statusCode).toBe(400);
    expect(stuck.json().msg).toBe(sandboxConsoleMessages.nothingToAdvance);
  });

  it('reads and changes the settings; the next outcome applies to the next application', async () => {
    expect((await get(admin, '/api/kc-sandbox/esign/settings')).json().data).toEqual({
      nextOutcome: 'ok',
      stepMs: 0,
    });
    const set = await post(admin, '/api/kc-sandbox/esign/settings', { nextOutcome: 'bank_fail', stepMs: 2000 });
    expect(set.json().data).toEqual({ nextOutcome: 'bank_fail', stepMs: 2000 });
    const s = await apply();
    const page = (await get(admin, '/api/kc-sandbox/esign/accounts?current=1&size=1')).json().data;
    expect(page.records[0]).toMatchObject({ flowId: s.flowId, outcome: 'bank_fail' });
    expect(page.records[0].nextStepAt).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    expect((await post(admin, '/api/kc-sandbox/esign/settings', { stepMs: 0 })).json().data).toEqual({
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
    const res = await post(admin, '/api/kc-sandbox/esign/settings', body);
    expect(res.statusCode).toBe(400);
    expect(res.json().msg).toContain(msg);
  });
});

describe('SMS codes in the console', () => {
  it('shows the code "sent" to a mobile, newest first', async () => {
    await t.ctx.esign.sendSmsCode('13500135000');
    const { data } = (await get(admin, '/api/kc-sandbox/sms?current=1&size=10')).json();
    expect(data.records[0]).toMatchObject({ mobile: '13500135000', purpose: 'esign', used: 0 });
    expect(data.records[0].code).toMatch(/^\d{6}$/);
    expect(data.records[0].expireTime).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    expect(await t.ctx.esign.checkSmsCode('13500135000', data.records[0].code)).toBe(true);
  });
});

describe('sample pictures', () => {
  const sample = (kind: string, body?: object) => post(admin, `/api/kc-sandbox/samples/${kind}`, body);

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

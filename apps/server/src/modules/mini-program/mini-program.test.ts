import { randomBytes } from 'node:crypto';
import { BATCH_SCAN_WAIT_MS } from '@kc/domain/receipt/batch';
import { batchSignMessages, receiptMessages } from '@kc/domain/receipt/status';
import { eq } from 'drizzle-orm';
import QRCode from 'qrcode';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { consumeConfirmedSession, createSession, setSessionStatus } from '../../providers/mini-program/qr-session';
import { QR_IMAGE_PX } from '../../providers/mini-program/sandbox';
import { createTestApp, expectRefusal, type Session, type TestApp } from '../../test/harness';
import { signBatch } from '../batch-sign/batch-sign.table';
import { enterprise } from '../enterprise/enterprise.table';
import { receipt } from '../receipt/receipt.table';
import { user } from '../user/user.table';

let t: TestApp;
let shipper: Session;
let warehouse: Session;
let platform: Session;
let admin: Session;
const ids: Record<string, string> = {};
/** The inbound order (applyId) whose receipts the codes below sign. */
const APPLY_ID = '6100001';

const enterpriseId = async (code: string) =>
  (await t.ctx.db.select({ id: enterprise.id }).from(enterprise).where(eq(enterprise.code, code)))[0]!.id;
const userId = async (account: string) =>
  (await t.ctx.db.select({ id: user.id }).from(user).where(eq(user.account, account)))[0]!.id;

let receiptSeq = 0;
const addReceipt = (status: number, over: Partial<typeof receipt.$inferInsert> = {}) =>
  t.ctx.db.insert(receipt).values({
    code: `QRTEST${++receiptSeq}`,
    inputId: APPLY_ID,
    materialId: '1',
    materialName: '棉花',
    cargoOwnerId: ids.shipper!,
    warehouseId: ids.warehouse!,
    totalWeight: '10.00',
    totalQuantity: '2.00',
    verifyToken: randomBytes(16).toString('base64url'),
    status,
    ...over,
  });

beforeAll(async () => {
  t = await createTestApp();
  [shipper, warehouse, platform, admin] = await Promise.all(
    ['shipper', 'warehouse', 'platform', 'admin'].map((a) => t.session(a)),
  );
  ids.shipper = await enterpriseId('HZ0001');
  ids.warehouse = await enterpriseId('CK0001');
  ids.otherOwner = await enterpriseId('MF0001');
  ids.shipperUser = await userId('shipper');
  // Two receipts wait for the shipper (20), one for the warehouse (10), one for the platform (30); one is
  // another owner's; one is in effect; one belongs to another application.
  await addReceipt(20);
  await addReceipt(20);
  await addReceipt(10);
  await addReceipt(30);
  await addReceipt(20, { cargoOwnerId: ids.otherOwner });
  await addReceipt(1);
  await addReceipt(20, { inputId: '6100999' });
});
afterAll(async () => t?.close());

type Code = { token: string; qrCodeUrl: string; scanUrl: string; expireTime: number; lifetimeMs: number };
const newCode = async (token: string, bussId = APPLY_ID, extra = '') => {
  const res = await t.get(token, `/api/kc-flrk/wx/wxQrCodeForMiniProgram?bussType=20&bussId=${bussId}${extra}`);
  expect(res.json().code).toBe(200);
  return res.json().data as Code;
};
const flagOf = async (token: string, query: string) =>
  (await t.get(token, `/api/kc-flrk/wx/wxQrCodeToRefreshFlag?${query}`)).json().data as number;
const qrData = (token: string, qr: string) => t.get(token, `/api/kc-flrk/wx/qrData?token=${qr}`);
const scan = (qr: string) => t.get(undefined, `/api/kc-mini/scan?t=${qr}`);
const confirm = (qr: string) => t.post(undefined, '/api/kc-mini/scan/confirm', { t: qr });
const cancel = (qr: string) => t.post(undefined, '/api/kc-mini/scan/cancel', { t: qr });
const qrImageOf = async (text: string) =>
  `data:image/png;base64,${(
    await QRCode.toBuffer(text, { type: 'png', width: QR_IMAGE_PX, margin: 2, errorCorrectionLevel: 'M' })
  ).toString('base64')}`;

describe('the QR code', () => {
  it('needs a login; the phone page API does not', async () => {
    for (const url of [
      '/api/kc-flrk/wx/wxQrCodeForMiniProgram?bussType=20&bussId=1',
      '/api/kc-flrk/wx/wxQrCodeToRefreshFlag?bussType=20&bussId=1',
      '/api/kc-flrk/wx/qrData?token=AAAAAAAAAAAAAAAAAAAAAA',
    ]) {
      expect((await t.get(undefined, url)).statusCode, url).toBe(401);
    }
    expect((await scan('AAAAAAAAAAAAAAAAAAAAAA')).statusCode).toBe(404);
  });

  it('carries a 22-character token behind the phone page URL, as a 250 px PNG, for 5 minutes', async () => {
    const before = Date.now();
    const code = await newCode(shipper.token);
    expect(code.token).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect(code.scanUrl).toBe(`http://localhost:80/m/scan?t=${code.token}`);
    expect(code.qrCodeUrl).toBe(await qrImageOf(code.scanUrl));
    const png = Buffer.from(code.qrCodeUrl.split(',')[1]!, 'base64');
    // PNG signature, then IHDR: width and height (big-endian) at bytes 16 and 20.
    expect(png.subarray(1, 4).toString()).toBe('PNG');
    expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([QR_IMAGE_PX, QR_IMAGE_PX]);
    expect(code.lifetimeMs).toBe(300_000);
    expect(code.expireTime).toBeGreaterThanOrEqual(before + 300_000);
    expect(code.expireTime).toBeLessThanOrEqual(Date.now() + 300_000);
  });

  it('uses PUBLIC_URL when it is set, and a 1-minute lifetime when asked', async () => {
    const config = t.ctx.config as { publicUrl?: string };
    const saved = config.publicUrl;
    config.publicUrl = 'https://kc.example.com';
    try {
      const code = await newCode(shipper.token, '6100002', '&lifetimeMs=60000');
      expect(code.scanUrl).toBe(`https://kc.example.com/m/scan?t=${code.token}`);
      expect(code.lifetimeMs).toBe(60_000);
      expect(code.expireTime).toBeLessThanOrEqual(Date.now() + 60_000);
    } finally {
      config.publicUrl = saved;
    }
  });

  it('refuses an unknown business type, a missing or long business id and another lifetime', async () => {
    for (const query of [
      'bussType=99&bussId=1',
      'bussType=20',
      `bussType=20&bussId=${'9'.repeat(65)}`,
      'bussType=20&bussId=1&lifetimeMs=1000',
    ]) {
      const res = await shipper.get(`/api/kc-flrk/wx/wxQrCodeForMiniProgram?${query}`);
      expect(res.statusCode, query).toBe(400);
    }
    const res = await shipper.get('/api/kc-flrk/wx/wxQrCodeForMiniProgram?bussType=99&bussId=1');
    expect(res.json().msg).toBe('业务类型错误');
    expect((await shipper.get('/api/kc-flrk/wx/wxQrCodeToRefreshFlag?bussType=20')).statusCode).toBe(400);
  });
});

describe('the phone page', () => {
  it('shows what is signed, by whom and how many receipts wait, and marks the code scanned', async () => {
    const code = await newCode(shipper.token);
    expect(await flagOf(shipper.token, `bussType=20&bussId=${APPLY_ID}`)).toBe(0);
    const res = await scan(code.token);
    expect(res.statusCode).toBe(200);
    // Names and counts only: nothing else of the business leaves through the public page.
    expect(res.json().data).toEqual({
      status: 0,
      flag: 1,
      bussType: 20,
      bussTypeName: '仓单生成签章',
      enterpriseName: '江苏恒丰棉业有限公司',
      userName: '张建国',
      count: 2,
      expireTime: code.expireTime,
    });
    expect(await flagOf(shipper.token, `bussType=20&bussId=${APPLY_ID}`)).toBe(1);
    expect(await flagOf(shipper.token, `token=${code.token}`)).toBe(1);
    expect((await qrData(shipper.token, code.token)).json().data).toMatchObject({ status: 0, flag: 1 });
  });

  it('counts the receipts waiting for the signer’s own seal: warehouse 10, platform 30', async () => {
    expect((await scan((await newCode(warehouse.token)).token)).json().data).toMatchObject({
      enterpriseName: '河南豫通棉花仓储有限公司',
      userName: '王志强',
      count: 1,
    });
    expect((await scan((await newCode(platform.token)).token)).json().data).toMatchObject({
      enterpriseName: '中原仓单服务平台有限公司',
      count: 1,
    });
    // No enterprise (the administrator): every receipt of the application awaiting a signature.
    expect((await scan((await newCode(admin.token)).token)).json().data).toMatchObject({
      enterpriseName: '',
      count: 5,
    });
    // Another application, or one with no receipts.
    expect((await scan((await newCode(shipper.token, '6100999')).token)).json().data.count).toBe(1);
    expect((await scan((await newCode(shipper.token, '6100003')).token)).json().data.count).toBe(0);
  });

  it('confirms (flag 2) once; the batch uses the confirmation once and reports its progress', async () => {
    const code = await newCode(shipper.token);
    await scan(code.token);
    expect((await confirm(code.token)).json()).toMatchObject({ code: 200, data: { flag: 2, status: 0 } });
    expect(await flagOf(shipper.token, `bussType=20&bussId=${APPLY_ID}`)).toBe(2);
    const again = await confirm(code.token);
    expectRefusal(again, 400, 'mini_program.qr_expired', batchSignMessages.qrExpired);
    expectRefusal(await cancel(code.token), 400, 'mini_program.qr_expired', batchSignMessages.qrExpired);

    const key = { token: code.token, bussType: 20, bussId: APPLY_ID };
    expect(await consumeConfirmedSession(t.ctx.db, { ...key, userId: await userId('warehouse') })).toBeUndefined();
    expect(await consumeConfirmedSession(t.ctx.db, { ...key, userId: ids.shipperUser! })).toMatchObject({ status: 1 });
    expect(await consumeConfirmedSession(t.ctx.db, { ...key, userId: ids.shipperUser! })).toBeUndefined();
    expect((await qrData(shipper.token, code.token)).json().data).toMatchObject({ status: 1, flag: 2 });
    await setSessionStatus(t.ctx.db, code.token, 2, '8800001');
    expect((await qrData(shipper.token, code.token)).json().data).toMatchObject({ status: 2, flag: 2 });
    expect((await scan(code.token)).json().data).toMatchObject({ status: 2, flag: 2 });
  });

  it('cancels: flag 3 and status 3; the code cannot be confirmed afterwards', async () => {
    const code = await newCode(shipper.token, '6100004');
    expect((await cancel(code.token)).json().data).toEqual({ flag: 3, status: 3 });
    expect(await flagOf(shipper.token, 'bussType=20&bussId=6100004')).toBe(3);
    expect((await qrData(shipper.token, code.token)).json().data).toMatchObject({ status: 3, flag: 3 });
    expect((await confirm(code.token)).json()).toMatchObject({ code: 400, msg: batchSignMessages.qrExpired });
  });

  it('an expired code reads 3 everywhere and cannot be confirmed', async () => {
    const old = await createSession(
      t.ctx.db,
      { tenantId: '000000', userId: ids.shipperUser!, enterpriseId: ids.shipper, bussType: 20, bussId: '6100005' },
      new Date(Date.now() - 6 * 60_000),
    );
    expect((await scan(old.token)).json().data).toMatchObject({ status: 3, flag: 3 });
    expect((await confirm(old.token)).json()).toMatchObject({ code: 400, msg: batchSignMessages.qrExpired });
    expect(await flagOf(shipper.token, 'bussType=20&bussId=6100005')).toBe(3);
    const data = (await qrData(shipper.token, old.token)).json().data;
    expect(data).toMatchObject({ status: 3, flag: 3 });
    expect(data.qrCodeUrl).toMatch(/^data:image\/png;base64,/);
  });

  it('a new code replaces the earlier one of the same business', async () => {
    const first = await newCode(shipper.token, '6100006');
    await scan(first.token);
    const second = await newCode(shipper.token, '6100006');
    expect((await qrData(shipper.token, first.token)).json().data).toMatchObject({ status: 3, flag: 3 });
    expect((await confirm(first.token)).json().msg).toBe(batchSignMessages.qrExpired);
    expect(await flagOf(shipper.token, 'bussType=20&bussId=6100006')).toBe(0);
    expect((await confirm(second.token)).json().data.flag).toBe(2);
  });

  it('answers an unknown code 404 and a malformed one 400', async () => {
    const unknown = await scan(randomBytes(16).toString('base64url'));
    expectRefusal(unknown, 404, 'mini_program.qr_not_found', receiptMessages.qrNotFound);
    expect((await scan('x')).statusCode).toBe(400);
    expect((await t.get(undefined, '/api/kc-mini/scan')).statusCode).toBe(400);
    expect((await confirm('A'.repeat(40))).statusCode).toBe(400);
    expect((await t.post(undefined, '/api/kc-mini/scan/cancel', {})).statusCode).toBe(400);
  });
});

describe('the page giving a code up (wx/cancelQrCode)', () => {
  const giveUp = (token: string, qr: string) => t.post(token, '/api/kc-flrk/wx/cancelQrCode', { token: qr });
  const APPLY = '6100020';
  const receiptsOf = async (inputId: string) =>
    t.ctx.db.select({ status: receipt.status }).from(receipt).where(eq(receipt.inputId, inputId));
  const batchesOf = async (bussId: string) => t.ctx.db.select().from(signBatch).where(eq(signBatch.bussId, bussId));
  const startBatch = (qr: string, applyId = APPLY) =>
    shipper.post('/api/kc-flrk/ple/bill/batchSign', { applyId, token: qr });

  beforeAll(async () => {
    await addReceipt(20, { inputId: APPLY });
  });

  it('lets a batch code live the dialog’s 36-second wait', async () => {
    const code = await newCode(shipper.token, '6100021', `&lifetimeMs=${BATCH_SCAN_WAIT_MS}`);
    expect(code.lifetimeMs).toBe(36_000);
    expect(code.expireTime).toBeLessThanOrEqual(Date.now() + 36_000);
    const other = await shipper.get('/api/kc-flrk/wx/wxQrCodeForMiniProgram?bussType=20&bussId=1&lifetimeMs=35000');
    expect(other.json().msg).toBe('有效期只能是36秒、1分钟、5分钟');
  });

  it('cancels a code nobody scanned: the phone reads it expired and cannot confirm it; no batch starts', async () => {
    const code = await newCode(shipper.token, APPLY);
    expect((await giveUp(shipper.token, code.token)).json()).toMatchObject({ code: 200, data: { flag: 3, status: 3 } });
    expect((await scan(code.token)).json().data).toMatchObject({ flag: 3, status: 3 });
    expect((await confirm(code.token)).json()).toMatchObject({ code: 400, msg: batchSignMessages.qrExpired });
    expect(await flagOf(shipper.token, `token=${code.token}`)).toBe(3);
    const start = await startBatch(code.token);
    expect(start.json()).toMatchObject({ code: 400, msg: receiptMessages.qrNotFound });
    expect(await batchesOf(APPLY)).toHaveLength(0);
    expect((await receiptsOf(APPLY)).map((r) => r.status)).toEqual([20]);
  });

  it('cancels a code the phone scanned or already confirmed: the confirmation starts no batch', async () => {
    const scanned = await newCode(shipper.token, APPLY);
    await scan(scanned.token);
    expect((await giveUp(shipper.token, scanned.token)).json().data).toEqual({ flag: 3, status: 3 });
    expect((await confirm(scanned.token)).json().msg).toBe(batchSignMessages.qrExpired);

    const confirmed = await newCode(shipper.token, APPLY);
    expect((await confirm(confirmed.token)).json().data.flag).toBe(2);
    expect((await giveUp(shipper.token, confirmed.token)).json().data).toEqual({ flag: 3, status: 3 });
    expect(
      await consumeConfirmedSession(t.ctx.db, {
        token: confirmed.token,
        userId: ids.shipperUser!,
        bussType: 20,
        bussId: APPLY,
      }),
    ).toBeUndefined();
    expect((await startBatch(confirmed.token)).json().msg).toBe(receiptMessages.qrNotFound);
    expect(await batchesOf(APPLY)).toHaveLength(0);
    expect((await receiptsOf(APPLY)).map((r) => r.status)).toEqual([20]);
  });

  it('leaves a code a batch already uses as it is, and answers again the same', async () => {
    const code = await newCode(shipper.token, '6100022');
    await confirm(code.token);
    await consumeConfirmedSession(t.ctx.db, {
      token: code.token,
      userId: ids.shipperUser!,
      bussType: 20,
      bussId: '6100022',
    });
    expect((await giveUp(shipper.token, code.token)).json().data).toEqual({ flag: 2, status: 1 });
    const done = await newCode(shipper.token, '6100023');
    await giveUp(shipper.token, done.token);
    expect((await giveUp(shipper.token, done.token)).json().data).toEqual({ flag: 3, status: 3 });
  });

  it('is the asking user’s alone: another user’s or an unknown code answers 404, a malformed one 400', async () => {
    const code = await newCode(shipper.token, '6100024');
    const theirs = await giveUp(warehouse.token, code.token);
    expectRefusal(theirs, 404, 'mini_program.qr_not_found', receiptMessages.qrNotFound);
    expect((await qrData(shipper.token, code.token)).json().data).toMatchObject({ status: 0, flag: 0 });
    expectRefusal(
      await giveUp(shipper.token, randomBytes(16).toString('base64url')),
      404,
      'mini_program.qr_not_found',
      receiptMessages.qrNotFound,
    );
    expect((await giveUp(shipper.token, 'x')).statusCode).toBe(400);
    expect((await t.post(undefined, '/api/kc-flrk/wx/cancelQrCode', { token: code.token })).statusCode).toBe(401);
  });
});

describe('another user’s code', () => {
  it('is not theirs to read: qrData 404, the flag reads 3', async () => {
    const code = await newCode(shipper.token, '6100007');
    const res = await qrData(warehouse.token, code.token);
    expectRefusal(res, 404, 'mini_program.qr_not_found', receiptMessages.qrNotFound);
    expect(await flagOf(warehouse.token, `token=${code.token}`)).toBe(3);
    // The warehouse has no session of its own for that business.
    expect(await flagOf(warehouse.token, 'bussType=20&bussId=6100007')).toBe(3);
    expect((await qrData(shipper.token, code.token)).json().data).toMatchObject({ status: 0, flag: 0 });
  });
});

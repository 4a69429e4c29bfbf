import { DomainError } from '@kc/domain';
import { BussType, batchSignMessages, QR_TOKEN_MAX_LENGTH } from '@kc/domain/receipt/status';
import { eq } from 'drizzle-orm';
import QRCode from 'qrcode';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { enterpriseNames } from '../../modules/enterprise';
import { userNames } from '../../modules/user';
import type { Database } from '../../platform/db/client';
import { openTestDatabase } from '../../test/harness';
import { miniQrSession } from './mini-program.table';
import {
  cancelSession,
  confirmSession,
  consumeConfirmedSession,
  createSession,
  effectiveState,
  findSession,
  latestSession,
  newQrToken,
  scanSession,
  setSessionStatus,
} from './qr-session';
import { createSandboxMiniProgram, QR_IMAGE_PX, scanUrlOf } from './sandbox';

const names = { users: userNames, enterprises: enterpriseNames };

let database: Database;
let seq = 0;
/** A business of its own for each test, so sessions never meet. */
const business = () => ({ bussType: BussType.byApplyId as number, bussId: String(8_000_000 + ++seq) });
const USER = '7000001';
const OTHER = '7000002';
const MINUTE = 60_000;

beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(async () => database?.close());

const newSession = (over: { userId?: string; at?: Date; lifetimeMs?: number } = {}, key = business()) =>
  createSession(
    database.db,
    { tenantId: '000000', userId: over.userId ?? USER, enterpriseId: null, lifetimeMs: over.lifetimeMs, ...key },
    over.at,
  );
/** A session made 10 minutes ago: its 5-minute lifetime is over. */
const expiredSession = (key = business()) => newSession({ at: new Date(Date.now() - 10 * MINUTE) }, key);

const refused = async (p: Promise<unknown>) => {
  const err = await p.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(err).toBeInstanceOf(DomainError);
  return err as DomainError;
};

describe('token', () => {
  it('is 22 base64url characters (≤ 32, a mini-program scene) carrying 128 random bits', () => {
    const tokens = Array.from({ length: 2000 }, newQrToken);
    for (const t of tokens.slice(0, 50)) {
      expect(t).toMatch(/^[A-Za-z0-9_-]{22}$/);
      expect(t.length).toBeLessThanOrEqual(QR_TOKEN_MAX_LENGTH);
      expect(Buffer.from(t, 'base64url')).toHaveLength(16);
    }
    expect(new Set(tokens).size).toBe(tokens.length);
    // Every bit position takes both values across the sample (no fixed bits).
    const bits = new Array(128).fill(0);
    for (const t of tokens) {
      const bytes = Buffer.from(t, 'base64url');
      for (let i = 0; i < 128; i++) bits[i] += (bytes[i >> 3]! >> (7 - (i & 7))) & 1;
    }
    expect(bits.every((n) => n > 800 && n < 1200)).toBe(true);
  });

  it('stores a new session waiting (flag 0, status 0) for 5 minutes, or the lifetime asked', async () => {
    const at = new Date();
    const s = await newSession({ at });
    expect(s).toMatchObject({ flag: 0, status: 0, userId: USER, batchId: null, usedTime: null });
    expect(s.expiresAt.getTime() - at.getTime()).toBe(5 * MINUTE);
    const short = await newSession({ at, lifetimeMs: MINUTE });
    expect(short.expiresAt.getTime() - at.getTime()).toBe(MINUTE);
    expect(await findSession(database.db, s.token)).toMatchObject({ id: s.id });
    expect(await findSession(database.db, 'not a token!')).toBeUndefined();
  });
});

describe('lifetime', () => {
  it('reads expired (flag 3, status 3) once the lifetime is over while waiting', async () => {
    const at = new Date();
    const s = await newSession({ at, lifetimeMs: MINUTE });
    expect(effectiveState(s, new Date(at.getTime() + MINUTE - 1))).toEqual({ flag: 0, status: 0 });
    expect(effectiveState(s, new Date(at.getTime() + MINUTE))).toEqual({ flag: 3, status: 3 });
  });

  it('a new code for the same user and business expires the earlier ones; other businesses keep theirs', async () => {
    const key = business();
    const first = await newSession({}, key);
    const elsewhere = await newSession();
    const otherUser = await newSession({ userId: OTHER }, key);
    const second = await newSession({}, key);
    const reread = await findSession(database.db, first.token);
    expect(reread?.status).toBe(3);
    expect(effectiveState(reread!)).toEqual({ flag: 3, status: 3 });
    expect((await findSession(database.db, elsewhere.token))?.status).toBe(0);
    expect((await findSession(database.db, otherUser.token))?.status).toBe(0);
    expect((await latestSession(database.db, { userId: USER, ...key }))?.token).toBe(second.token);
    expect((await refused(confirmSession(database.db, first.token))).message).toBe(batchSignMessages.qrExpired);
  });
});

describe('the phone', () => {
  it('scans (0 → 1) once; a second scan changes nothing', async () => {
    const s = await newSession();
    const scanned = await scanSession(database.db, s.token);
    expect(scanned).toMatchObject({ flag: 1, status: 0 });
    expect(scanned?.scanTime).toBeInstanceOf(Date);
    const again = await scanSession(database.db, s.token);
    expect(again).toMatchObject({ flag: 1 });
    expect(again?.scanTime?.getTime()).toBe(scanned?.scanTime?.getTime());
    expect(await scanSession(database.db, newQrToken())).toBeUndefined();
  });

  it('does not mark an expired code scanned', async () => {
    const s = await expiredSession();
    expect(await scanSession(database.db, s.token)).toMatchObject({ flag: 0 });
  });

  it('confirms from 0 or 1 (→ 2), once; expired, cancelled or unknown codes answer 二维码已失效', async () => {
    const direct = await newSession();
    expect(await confirmSession(database.db, direct.token)).toMatchObject({ flag: 2, status: 0 });
    const scanned = await newSession();
    await scanSession(database.db, scanned.token);
    const confirmed = await confirmSession(database.db, scanned.token);
    expect(confirmed).toMatchObject({ flag: 2 });
    expect(confirmed.confirmTime).toBeInstanceOf(Date);

    expect((await refused(confirmSession(database.db, scanned.token))).message).toBe(batchSignMessages.qrExpired);
    const expired = await expiredSession();
    const err = await refused(confirmSession(database.db, expired.token));
    expect(err).toMatchObject({ code: 400, reason: 'mini_program.qr_expired', message: batchSignMessages.qrExpired });
    expect((await findSession(database.db, expired.token))?.flag).toBe(0);
    expect((await refused(confirmSession(database.db, newQrToken()))).code).toBe(400);
  });

  it('cancels before confirming (flag 3, status 3); not after confirming', async () => {
    const s = await newSession();
    await scanSession(database.db, s.token);
    expect(await cancelSession(database.db, s.token)).toMatchObject({ flag: 3, status: 3 });
    expect((await refused(confirmSession(database.db, s.token))).message).toBe(batchSignMessages.qrExpired);
    expect((await refused(cancelSession(database.db, s.token))).message).toBe(batchSignMessages.qrExpired);

    const confirmed = await newSession();
    await confirmSession(database.db, confirmed.token);
    expect((await refused(cancelSession(database.db, confirmed.token))).message).toBe(batchSignMessages.qrExpired);
    expect((await findSession(database.db, confirmed.token))?.flag).toBe(2);
  });
});

describe('consumeConfirmedSession', () => {
  it('uses a confirmed session of this user and business once: status 1', async () => {
    const key = business();
    const s = await newSession({}, key);
    const input = { token: s.token, userId: USER, ...key };
    expect(await consumeConfirmedSession(database.db, input)).toBeUndefined(); // not confirmed yet
    await confirmSession(database.db, s.token);
    expect(await consumeConfirmedSession(database.db, { ...input, userId: OTHER })).toBeUndefined();
    expect(await consumeConfirmedSession(database.db, { ...input, bussId: '1' })).toBeUndefined();
    expect(await consumeConfirmedSession(database.db, { ...input, bussType: BussType.disassemble })).toBeUndefined();
    const used = await consumeConfirmedSession(database.db, input);
    expect(used).toMatchObject({ token: s.token, flag: 2, status: 1 });
    expect(used?.usedTime).toBeInstanceOf(Date);
    expect(await consumeConfirmedSession(database.db, input)).toBeUndefined();
  });

  it('refuses an expired confirmation, and one of an unknown token', async () => {
    const key = business();
    const at = new Date();
    const s = await newSession({ at, lifetimeMs: MINUTE }, key);
    await confirmSession(database.db, s.token, at);
    const later = new Date(at.getTime() + MINUTE + 1);
    expect(await consumeConfirmedSession(database.db, { token: s.token, userId: USER, ...key }, later)).toBeUndefined();
    expect(await consumeConfirmedSession(database.db, { token: newQrToken(), userId: USER, ...key })).toBeUndefined();
  });

  it('without a token uses the newest session of the user for the business', async () => {
    const key = business();
    const s = await newSession({}, key);
    await confirmSession(database.db, s.token);
    expect(await consumeConfirmedSession(database.db, { userId: OTHER, ...key })).toBeUndefined();
    expect(await consumeConfirmedSession(database.db, { userId: USER, ...key })).toMatchObject({ token: s.token });
    expect(await consumeConfirmedSession(database.db, { userId: USER, ...key })).toBeUndefined();
  });

  it('starts one batch only when two requests use the confirmation at once', async () => {
    const key = business();
    const s = await newSession({}, key);
    await confirmSession(database.db, s.token);
    const input = { token: s.token, userId: USER, ...key };
    const results = await Promise.all(Array.from({ length: 5 }, () => consumeConfirmedSession(database.db, input)));
    expect(results.filter(Boolean)).toHaveLength(1);
  });
});

describe('setSessionStatus', () => {
  it('records the batch and its outcome; a used session keeps its status past the lifetime', async () => {
    const key = business();
    const at = new Date();
    const s = await newSession({ at, lifetimeMs: MINUTE }, key);
    await confirmSession(database.db, s.token, at);
    await consumeConfirmedSession(database.db, { token: s.token, userId: USER, ...key }, at);
    expect(await setSessionStatus(database.db, s.token, 1, '1234567')).toMatchObject({ status: 1, batchId: '1234567' });
    const done = await setSessionStatus(database.db, s.token, 2);
    expect(done).toMatchObject({ status: 2, batchId: '1234567' });
    expect(effectiveState(done!, new Date(at.getTime() + 10 * MINUTE))).toEqual({ flag: 2, status: 2 });
    expect(await setSessionStatus(database.db, newQrToken(), 2)).toBeUndefined();
  });
});

describe('sandbox mini-program', () => {
  it('draws a 250 px PNG QR code of the phone page for the token', async () => {
    const mp = createSandboxMiniProgram({ db: database.db, names });
    const token = newQrToken();
    const code = await mp.qrCode({ token, origin: 'https://kc.example.com/' });
    expect(code.scanUrl).toBe(`https://kc.example.com/m/scan?t=${token}`);
    expect(scanUrlOf('http://10.0.0.5:3000', token)).toBe(`http://10.0.0.5:3000/m/scan?t=${token}`);
    expect(code.dataUrl).toBe(`data:image/png;base64,${Buffer.from(code.png).toString('base64')}`);
    const png = Buffer.from(code.png);
    // PNG signature, then IHDR: width and height (big-endian) at bytes 16 and 20.
    expect(png.subarray(1, 4).toString()).toBe('PNG');
    expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([QR_IMAGE_PX, QR_IMAGE_PX]);
    // The same text drawn again gives the same picture: the code carries exactly the phone page's URL.
    const again = await QRCode.toBuffer(code.scanUrl, {
      type: 'png',
      width: QR_IMAGE_PX,
      margin: 2,
      errorCorrectionLevel: 'M',
    });
    expect(Buffer.from(code.png).equals(again)).toBe(true);
  });

  it('lists sessions newest first for the console, expired ones as 3', async () => {
    const mp = createSandboxMiniProgram({ db: database.db, names });
    const expired = await expiredSession();
    const fresh = await newSession();
    const page = await mp.listSessions({ current: 1, size: 2 });
    expect(page.total).toBeGreaterThan(2);
    expect(page.records.map((r) => r.token)).toEqual([fresh.token, expired.token]);
    expect(page.records[0]).toMatchObject({ flag: 0, status: 0, bussTypeName: '仓单生成签章', userName: '' });
    expect(page.records[1]).toMatchObject({ flag: 3, status: 3, expireTime: expired.expiresAt.getTime() });
    await mp.confirm(fresh.token);
    const [row] = await database.db.select().from(miniQrSession).where(eq(miniQrSession.token, fresh.token));
    expect(row?.flag).toBe(2);
  });
});

import { randomBytes } from 'node:crypto';
import { miniProgramRefusals, QR_TOKEN_PATTERN } from '@kc/domain/mini-program/mini-program';
import { batchSignTiming, QR_TOKEN_MAX_LENGTH, QrSignStatus, ScanFlag } from '@kc/domain/receipt/status';
import { and, desc, eq, gt, inArray, isNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/client';
import { miniQrSession } from './mini-program.table';

/**
 * QR sign sessions (README.md): a user asks for a code for one business (bussType, bussId), the phone scans
 * (flag 1) and confirms (flag 2) or cancels (flag 3), and the user's batch uses the confirmation once (status 1).
 * Every move is one conditional UPDATE, so two phones, two tabs or two instances never both move a session.
 */
export type QrSession = typeof miniQrSession.$inferSelect;

/** 16 random bytes, base64url: 22 characters (a mini-program scene holds 32), 128 bits. */
export const newQrToken = () => randomBytes(16).toString('base64url');

export const isExpired = (s: Pick<QrSession, 'expiresAt'>, at: Date = new Date()) =>
  s.expiresAt.getTime() <= at.getTime();

/**
 * The flag and status as the dialog reads them: a session still waiting (status 0) past its lifetime reads
 * 3 / 3 (expired); a confirmation already used or finished keeps its status.
 */
export const effectiveState = (s: QrSession, at: Date = new Date()) => {
  if (s.status === QrSignStatus.waiting && isExpired(s, at)) {
    return { flag: ScanFlag.cancelled as number, status: QrSignStatus.expired as number };
  }
  return { flag: s.flag, status: s.status };
};

export type NewSession = {
  tenantId: string;
  userId: string;
  enterpriseId?: string | null;
  bussType: number;
  bussId: string;
  /** 5 minutes by default (batch and pledge); 1 minute for contract dialogs */
  lifetimeMs?: number;
  /**
   * A token made beforehand (newQrToken), so the code can be drawn before the session exists and its lifetime
   * starts when the code is handed out, not when it was asked for.
   */
  token?: string;
};

/** A new code for the business; the user's earlier codes still waiting for it expire at once. */
export const createSession = async (db: DbOrTx, input: NewSession, at: Date = new Date()): Promise<QrSession> => {
  const lifetimeMs = input.lifetimeMs ?? batchSignTiming.qrLifetimeMs;
  await db
    .update(miniQrSession)
    .set({ flag: ScanFlag.cancelled, status: QrSignStatus.expired, expiresAt: at })
    .where(
      and(
        eq(miniQrSession.userId, input.userId),
        eq(miniQrSession.bussType, input.bussType),
        eq(miniQrSession.bussId, input.bussId),
        eq(miniQrSession.status, QrSignStatus.waiting),
      ),
    );
  const token = input.token ?? newQrToken();
  if (!QR_TOKEN_PATTERN.test(token) || token.length > QR_TOKEN_MAX_LENGTH) throw new Error('QR token too long');
  const [row] = await db
    .insert(miniQrSession)
    .values({
      token,
      tenantId: input.tenantId,
      userId: input.userId,
      enterpriseId: input.enterpriseId ?? null,
      bussType: input.bussType,
      bussId: input.bussId,
      flag: ScanFlag.waiting,
      status: QrSignStatus.waiting,
      expiresAt: new Date(at.getTime() + lifetimeMs),
      createTime: at,
    })
    .returning();
  return row!;
};

export const findSession = async (db: DbOrTx, token: string): Promise<QrSession | undefined> => {
  if (!QR_TOKEN_PATTERN.test(token)) return undefined;
  const [row] = await db.select().from(miniQrSession).where(eq(miniQrSession.token, token)).limit(1);
  return row;
};

/** The user's newest session for the business (index kc_mini_qr_session_user_buss_idx). */
export const latestSession = async (
  db: DbOrTx,
  key: { userId: string; bussType: number; bussId: string },
): Promise<QrSession | undefined> => {
  const [row] = await db
    .select()
    .from(miniQrSession)
    .where(
      and(
        eq(miniQrSession.userId, key.userId),
        eq(miniQrSession.bussType, key.bussType),
        eq(miniQrSession.bussId, key.bussId),
      ),
    )
    .orderBy(desc(miniQrSession.createTime), desc(miniQrSession.id))
    .limit(1);
  return row;
};

const waitingAndLive = (at: Date) =>
  and(eq(miniQrSession.status, QrSignStatus.waiting), gt(miniQrSession.expiresAt, at));

/** The phone opened the code: 0 → 1 (a second scan, or a later state, changes nothing). */
export const scanSession = async (db: DbOrTx, token: string, at: Date = new Date()) => {
  const session = await findSession(db, token);
  if (!session) return undefined;
  const [moved] = await db
    .update(miniQrSession)
    .set({ flag: ScanFlag.scanned, scanTime: at })
    .where(and(eq(miniQrSession.id, session.id), eq(miniQrSession.flag, ScanFlag.waiting), waitingAndLive(at)))
    .returning();
  return moved ?? session;
};

/** The phone (or the sandbox console) confirms: flag 0/1 → 2 while waiting and unexpired, else 二维码已失效. */
export const confirmSession = async (db: DbOrTx, token: string, at: Date = new Date()) => {
  const session = await findSession(db, token);
  if (!session) throw miniProgramRefusals.qrExpired();
  const [moved] = await db
    .update(miniQrSession)
    .set({ flag: ScanFlag.confirmed, confirmTime: at, scanTime: sql`coalesce(${miniQrSession.scanTime}, ${at})` })
    .where(
      and(
        eq(miniQrSession.id, session.id),
        inArray(miniQrSession.flag, [ScanFlag.waiting, ScanFlag.scanned]),
        waitingAndLive(at),
      ),
    )
    .returning();
  if (!moved) throw miniProgramRefusals.qrExpired();
  return moved;
};

/** The phone (or the console) cancels before confirming: flag 3, status 3; anything later: 二维码已失效. */
export const cancelSession = async (db: DbOrTx, token: string) => {
  const session = await findSession(db, token);
  if (!session) throw miniProgramRefusals.qrExpired();
  const [moved] = await db
    .update(miniQrSession)
    .set({ flag: ScanFlag.cancelled, status: QrSignStatus.expired })
    .where(
      and(
        eq(miniQrSession.id, session.id),
        inArray(miniQrSession.flag, [ScanFlag.waiting, ScanFlag.scanned]),
        eq(miniQrSession.status, QrSignStatus.waiting),
      ),
    )
    .returning();
  if (!moved) throw miniProgramRefusals.qrExpired();
  return moved;
};

/**
 * The page that showed the code gave up on it (its wait ran out, or the user closed it or left): a code still
 * unused (status 0, whatever the phone did) is cancelled at once, so a phone can no longer confirm it and a
 * confirmation already made starts no batch. Only the user who asked for the code may; undefined for anyone
 * else's or an unknown token. A code in use or finished is left as it is.
 */
export const abandonSession = async (db: DbOrTx, token: string, userId: string, at: Date = new Date()) => {
  const session = await findSession(db, token);
  if (!session || session.userId !== userId) return undefined;
  const [moved] = await db
    .update(miniQrSession)
    .set({ flag: ScanFlag.cancelled, status: QrSignStatus.expired, expiresAt: at })
    .where(
      and(
        eq(miniQrSession.id, session.id),
        eq(miniQrSession.status, QrSignStatus.waiting),
        isNull(miniQrSession.usedTime),
      ),
    )
    .returning();
  return moved ?? session;
};

/**
 * The batch-sign module's use of a confirmation: the user's confirmed (flag 2), unexpired, unused session for
 * this business becomes status 1 (signing) in the same statement, so it starts one batch only. Without a token
 * the user's newest session for the business is the one. undefined: no such session (another user's token,
 * another business, not confirmed, expired, or used already).
 */
export const consumeConfirmedSession = async (
  db: DbOrTx,
  input: { token?: string | null; userId: string; bussType: number; bussId: string },
  at: Date = new Date(),
): Promise<QrSession | undefined> => {
  let id: string | undefined;
  if (input.token) {
    id = (await findSession(db, input.token))?.id;
  } else {
    id = (await latestSession(db, input))?.id;
  }
  if (!id) return undefined;
  const [used] = await db
    .update(miniQrSession)
    .set({ status: QrSignStatus.signing, usedTime: at })
    .where(
      and(
        eq(miniQrSession.id, id),
        eq(miniQrSession.userId, input.userId),
        eq(miniQrSession.bussType, input.bussType),
        eq(miniQrSession.bussId, input.bussId),
        eq(miniQrSession.flag, ScanFlag.confirmed),
        isNull(miniQrSession.usedTime),
        waitingAndLive(at),
      ),
    )
    .returning();
  return used;
};

/**
 * The batch's word on the dialog: 1 signing (with the batch), 2 done, 3 failed or given up. Answers the
 * session, or undefined for an unknown token.
 */
export const setSessionStatus = async (
  db: DbOrTx,
  token: string,
  status: number,
  batchId?: string,
): Promise<QrSession | undefined> => {
  const [row] = await db
    .update(miniQrSession)
    .set({ status, ...(batchId !== undefined ? { batchId } : {}) })
    .where(eq(miniQrSession.token, token))
    .returning();
  return row;
};

/**
 * A QR signing dialog's poll (spec 2 §4 QR signing dialog: 0 waiting, 1 signing, 2 done, other expired) that seals on
 * the phone's confirmation: the poll that consumes the confirmed session runs `seal` (once, however many polls
 * arrive) and marks the session done, or expired when the seal failed (the error goes on to the caller); every other
 * poll answers the session's status as it stands.
 */
export const sealOnConfirmedPoll = async (
  db: DbOrTx,
  session: QrSession,
  userId: string,
  seal: () => Promise<unknown>,
): Promise<number> => {
  const state = effectiveState(session);
  if (state.flag !== ScanFlag.confirmed || state.status !== QrSignStatus.waiting) return state.status;
  const used = await consumeConfirmedSession(db, {
    token: session.token,
    userId,
    bussType: session.bussType,
    bussId: session.bussId,
  });
  // Another poll took the confirmation: it is sealing (or has sealed) now.
  if (!used) return ((await findSession(db, session.token)) ?? session).status;
  try {
    await seal();
  } catch (e) {
    await setSessionStatus(db, session.token, QrSignStatus.expired);
    throw e;
  }
  await setSessionStatus(db, session.token, QrSignStatus.done);
  return QrSignStatus.done;
};

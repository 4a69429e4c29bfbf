import { randomBytes, randomUUID } from 'node:crypto';
import { count, desc, eq } from 'drizzle-orm';
import type { Db } from '../../platform/db/client';
import {
  IDENTITY_NOTIFY_PATH,
  type IdentityCallback,
  type IdentityPort,
  identityCallbackValid,
  signIdentityCallback,
} from './port';
import { type SandboxIdentityRow, sandboxIdentity } from './sandbox.table';

export type IdentityDecision = 'pass' | 'reject' | 'keep';
type Deliver = (request: { path: string; headers: Record<string, string>; body: string }) => Promise<{
  status: number;
  body: string;
}>;

/**
 * The identity sandbox: every request waits ('pending') until the console decides — pass, reject with a reason, or
 * keep it in progress. A decision is posted at once, signed, to the product's notify route (a lost callback is
 * caught up by the query button). The callback key is this process's own (random at start): the sandbox and the
 * product that verifies it are the same server.
 */
export const createSandboxIdentity = (deps: { db: Db; deliver: Deliver; onError: (err: unknown) => void }) => {
  const { db } = deps;
  const key = randomBytes(32).toString('base64');

  const deliverOf = async (row: SandboxIdentityRow) => {
    if (row.status === 'pending') return;
    const unsigned = {
      ref: row.ref,
      result: row.status as 'passed' | 'rejected',
      reason: row.reason,
      timestamp: String(Math.floor(Date.now() / 1000)),
    };
    const body: IdentityCallback = { ...unsigned, signature: signIdentityCallback(key, unsigned) };
    try {
      const res = await deps.deliver({
        path: IDENTITY_NOTIFY_PATH,
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
      if (res.status === 200)
        await db.update(sandboxIdentity).set({ delivered: true }).where(eq(sandboxIdentity.ref, row.ref));
    } catch (err) {
      deps.onError(err);
    }
  };

  const port: IdentityPort = {
    request: async (input) => {
      const ref = `ID${randomUUID().replaceAll('-', '').slice(0, 24)}`;
      await db.insert(sandboxIdentity).values({
        ref,
        name: input.name,
        identityNumber: input.identityNumber,
        hasPhoto: input.photo != null,
      });
      return { ref };
    },
    query: async (ref) => {
      const [row] = await db.select().from(sandboxIdentity).where(eq(sandboxIdentity.ref, ref)).limit(1);
      if (!row) return { status: 'unknown' };
      if (row.status === 'passed') return { status: 'passed' };
      if (row.status === 'rejected') return { status: 'rejected', reason: row.reason ?? '' };
      return { status: 'pending' };
    },
    verifyCallback: (callback, now = new Date()) => identityCallbackValid(key, callback, now),
  };

  const settle = async (ref: string, decision: IdentityDecision, reason?: string) => {
    const [row] = await db.select().from(sandboxIdentity).where(eq(sandboxIdentity.ref, ref)).limit(1);
    if (row?.status !== 'pending' || decision === 'keep') return { row, moved: false };
    const [moved] = await db
      .update(sandboxIdentity)
      .set({
        status: decision === 'pass' ? 'passed' : 'rejected',
        reason: decision === 'reject' ? reason || '身份信息核验不一致' : null,
        updateTime: new Date(),
      })
      .where(eq(sandboxIdentity.ref, ref))
      .returning();
    return { row: moved, moved: true };
  };

  return {
    port,
    /** The console's list, newest first. */
    list: async (q: { current: number; size: number; status?: string }) => {
      const where = q.status ? eq(sandboxIdentity.status, q.status) : undefined;
      const [[total], rows] = await Promise.all([
        db.select({ n: count() }).from(sandboxIdentity).where(where),
        db
          .select()
          .from(sandboxIdentity)
          .where(where)
          .orderBy(desc(sandboxIdentity.createTime))
          .limit(q.size)
          .offset((q.current - 1) * q.size),
      ]);
      return { rows, total: total?.n ?? 0 };
    },
    /** Decides a pending request without posting the callback (the demo seed; the query button finds it). */
    settle,
    /** The console decides a pending request and posts the signed callback (a decided one is answered as it stands). */
    decide: async (ref: string, decision: IdentityDecision, reason?: string) => {
      const { row, moved } = await settle(ref, decision, reason);
      if (!row || !moved) return row;
      await deliverOf(row);
      const [after] = await db.select().from(sandboxIdentity).where(eq(sandboxIdentity.ref, ref)).limit(1);
      return after;
    },
  };
};

export type IdentitySandbox = ReturnType<typeof createSandboxIdentity>;

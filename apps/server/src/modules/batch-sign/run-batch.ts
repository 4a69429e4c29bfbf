import { DomainError } from '@kc/domain';
import { batchSignRefusals, SignBatchRunStatus } from '@kc/domain/receipt/batch';
import { QrSignStatus, receiptSignMessages, SignBatchStatus, type SignerRole } from '@kc/domain/receipt/status';
import { and, eq, sql } from 'drizzle-orm';
import type { AppContext } from '../../platform/context';
import type { Db, DbOrTx } from '../../platform/db/client';
import { setSessionStatus } from '../../providers/mini-program/qr-session';
import { settleReceiptBatchStatus } from '../receipt';
import { batchAudience, findBatch, publishProgress, type SignBatchRow } from './batch-progress';
import { signBatch, signBatchItem } from './batch-sign.table';
import { batchSignerFor } from './batch-signers';
import { type AudienceCache, publishReceiptStatus } from './receipt-events';
import { findReceipt, signReceipt } from './sign-receipt';
import { assertSealReady, enterpriseById, type SignActor, signerRoleOf } from './signer';

/** pg-boss queue of batch signing: the job is { batchId }. */
export const BATCH_SIGN_QUEUE = 'receipt.batch-sign';

/**
 * A claimed item belongs to its worker for this long, renewed while it signs; a lapsed claim means the worker
 * died and another one (a retried job, the next process) takes the item over. Short, so recovery is quick.
 */
export const ITEM_LEASE_MS = 15_000;
/**
 * Receipts in flight per run. One: stamping and PGlite both run on this thread, so a second lane measured slower
 * (it only interleaves the same work); kept as an option for a provider whose signature waits on the network.
 */
export const BATCH_LANES = 1;
/** The longest pause while another worker still holds a claim. */
const IDLE_WAIT_MS = 500;

export type RunBatchOptions = {
  leaseMs?: number;
  /** Checked before each claim: a closing server stops taking items (its claims lapse for the next one). */
  shouldStop?: () => boolean;
  onError?: (err: unknown, msg: string) => void;
  /** Receipts signed at once by this run (file reads and writes of one overlap the other's stamping). */
  lanes?: number;
};

/** What db.execute answers on both drivers (PGlite and node-postgres). */
type Rows<T> = { rows: T[] };

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

const intervalOf = (ms: number) => sql.raw(`interval '${Math.max(1, Math.round(ms))} milliseconds'`);

/**
 * Claims the next waiting item, or one whose claim lapsed (SKIP LOCKED: two workers never take the same one).
 * Failed items (1) stay failed in this batch: a new batch retries them.
 */
const claimNext = async (db: DbOrTx, batchId: string, leaseMs: number) => {
  const claimable = sql`(${signBatchItem.status} = ${SignBatchStatus.notSigned} or (${signBatchItem.status} = ${SignBatchStatus.signing} and ${signBatchItem.claimedUntil} < now()))`;
  const rows = (await db.execute(sql`
    update ${signBatchItem}
       set status = ${SignBatchStatus.signing}, claimed_until = now() + ${intervalOf(leaseMs)}, update_time = now()
     where id = (
       select id from ${signBatchItem}
        where ${signBatchItem.batchId} = ${batchId} and ${claimable}
        order by id
        limit 1
        for update skip locked
     ) and ${claimable}
    returning id, bill_id`)) as unknown as Rows<{ id: string; bill_id: string }>;
  const row = rows.rows[0];
  return row ? { id: String(row.id), billId: String(row.bill_id) } : undefined;
};

const renewClaim = (db: DbOrTx, itemId: string, leaseMs: number) =>
  db.execute(sql`
    update ${signBatchItem} set claimed_until = now() + ${intervalOf(leaseMs)}
     where id = ${itemId} and status = ${SignBatchStatus.signing}`);

/** The counters from the items themselves, so a repeated or concurrent handler can never count twice. */
const countersSql = (batchId: string) => ({
  finishNum: sql`(select count(*)::int from ${signBatchItem} where ${signBatchItem.batchId} = ${batchId} and ${signBatchItem.status} = ${SignBatchStatus.success})`,
  failNum: sql`(select count(*)::int from ${signBatchItem} where ${signBatchItem.batchId} = ${batchId} and ${signBatchItem.status} = ${SignBatchStatus.failed})`,
  totalNum: sql`(select count(*)::int from ${signBatchItem} where ${signBatchItem.batchId} = ${batchId})`,
});

/**
 * Records an item's result, its receipt's signBatchStatus and the batch counters in one transaction. Only the
 * worker that moves the item out of 2 counts it, so a lapsed claim finished by two workers counts once.
 */
const settleItem = (
  db: Db,
  batchId: string,
  item: { id: string; billId: string },
  error: string | undefined,
  receiptChain: boolean,
) =>
  db.transaction(async (tx) => {
    const status = error === undefined ? SignBatchStatus.success : SignBatchStatus.failed;
    const settled = await tx
      .update(signBatchItem)
      .set({
        status,
        message: error === undefined ? null : error.slice(0, 255),
        claimedUntil: null,
        updateTime: new Date(),
      })
      .where(and(eq(signBatchItem.id, item.id), eq(signBatchItem.status, SignBatchStatus.signing)))
      .returning({ id: signBatchItem.id });
    if (settled.length === 0) return (await tx.select().from(signBatch).where(eq(signBatch.id, batchId)))[0];
    // The receipt's own batch status belongs to its signing chain; another business's items leave it alone.
    if (receiptChain) await settleReceiptBatchStatus(tx, item.billId, status);
    const counted =
      status === SignBatchStatus.success
        ? { finishNum: sql`${signBatch.finishNum} + 1` }
        : { failNum: sql`${signBatch.failNum} + 1` };
    const [row] = await tx.update(signBatch).set(counted).where(eq(signBatch.id, batchId)).returning();
    return row;
  });

/** Ends the batch once no item waits or is being signed; undefined while some still do. */
const finishIfDone = async (db: DbOrTx, batchId: string) => {
  const [b] = await db
    .update(signBatch)
    .set({ ...countersSql(batchId), status: SignBatchRunStatus.finished, finishTime: new Date() })
    .where(
      and(
        eq(signBatch.id, batchId),
        eq(signBatch.status, SignBatchRunStatus.running),
        sql`not exists (select 1 from ${signBatchItem} where ${signBatchItem.batchId} = ${batchId} and ${signBatchItem.status} in (${SignBatchStatus.signing}, ${SignBatchStatus.notSigned}))`,
      ),
    )
    .returning();
  return b;
};

/** How long until the earliest claim held by another worker lapses (capped: it may well finish sooner). */
const waitForClaims = async (db: DbOrTx, batchId: string) => {
  const rows = (await db.execute(sql`
    select extract(epoch from (min(${signBatchItem.claimedUntil}) - now())) * 1000 as ms
      from ${signBatchItem}
     where ${signBatchItem.batchId} = ${batchId} and ${signBatchItem.status} = ${SignBatchStatus.signing}`)) as unknown as Rows<{
    ms: number | string | null;
  }>;
  const ms = Number(rows.rows[0]?.ms ?? 0);
  return Math.min(Math.max(ms, 50), IDLE_WAIT_MS);
};

/** The batch's creator as the signer: roles and enterprise as they are now (a disabled user signs nothing more). */
const actorOf = async (ctx: AppContext, b: SignBatchRow): Promise<SignActor | undefined> => {
  const state = await ctx.principals.get(b.createUser);
  if (!state || state.tenantId !== b.tenantId) return undefined;
  return {
    userId: state.userId,
    tenantId: state.tenantId,
    postId: state.postId,
    roleAliases: state.roleAliases,
    userName: state.userName,
    realName: state.realName,
  };
};

const messageOf = (e: unknown) =>
  e instanceof DomainError
    ? e.message
    : `${receiptSignMessages.signFailed}（${e instanceof Error ? e.message : String(e)}）`;

/** The progress after an item settled. */
const progressAfter = (batch: SignBatchRow, settled: SignBatchRow | undefined): SignBatchRow =>
  settled ? { ...batch, finishNum: settled.finishNum, failNum: settled.failNum } : batch;

/**
 * Checked once per run: the creator still signs in the batch's role, and the batch's enterprise still holds a
 * ready seal. The cause, if not, fails every remaining item (the receipts stay signable by a new batch).
 */
const signerOf = async (ctx: AppContext, batch: SignBatchRow, actor: SignActor | undefined) => {
  const role = batch.role as SignerRole;
  try {
    if (!actor || (await signerRoleOf(ctx.db, actor)) !== role) throw batchSignRefusals.noPermission();
    return { signer: assertSealReady(role, await enterpriseById(ctx.db, batch.tenantId, batch.enterpriseId)) };
  } catch (e) {
    return { error: messageOf(e) };
  }
};

/** Progress events at most this often while signing (the screen polls every second anyway); the last one always. */
const PROGRESS_EVERY_MS = 200;

/**
 * The batch-sign job (spec 3 §2 batch signing): signs every item of the batch, one at a time, each idempotently; a failed
 * receipt never stops the others. Safe to run twice at once and to re-run after a crash: items are claimed, each
 * is counted by the worker that settles it, and the batch is finished (and recounted) by exactly one handler.
 */
export const runBatch = async (ctx: AppContext, batchId: string, opts: RunBatchOptions = {}) => {
  const leaseMs = opts.leaseMs ?? ITEM_LEASE_MS;
  const batch = await findBatch(ctx.db, batchId);
  if (!batch || batch.status !== SignBatchRunStatus.running) return;
  const actor = await actorOf(ctx, batch);
  const role = batch.role as SignerRole;
  // Another business's items (registerBatchSigner) are signed by its module, which checks the actor itself.
  const custom = batchSignerFor(batch.bussType);
  const { signer, error: setupError } = custom
    ? { signer: undefined, error: undefined }
    : await signerOf(ctx, batch, actor);
  const receipts: AudienceCache = new Map();
  const followers = await batchAudience(ctx, { userId: batch.createUser, postId: actor?.postId ?? null });
  const publish = (b: SignBatchRow) =>
    publishProgress(ctx, followers, b).catch((err) => opts.onError?.(err, '批量签章进度推送失败'));
  let publishedAt = 0;
  const lanes = Math.max(1, opts.lanes ?? BATCH_LANES);
  let active = lanes;

  const lane = async () => {
    for (;;) {
      if (opts.shouldStop?.()) return;
      const item = await claimNext(ctx.db, batchId, leaseMs);
      if (!item) {
        // Another lane of this run is still signing: the last lane out finishes the batch.
        if (active > 1) return;
        const done = await finishIfDone(ctx.db, batchId);
        if (done) {
          if (done.qrToken) await setSessionStatus(ctx.db, done.qrToken, QrSignStatus.done, done.id);
          await publish(done);
          return;
        }
        const now = await findBatch(ctx.db, batchId);
        if (!now || now.status !== SignBatchRunStatus.running) return;
        await sleep(await waitForClaims(ctx.db, batchId));
        continue;
      }

      const renew = setInterval(() => {
        renewClaim(ctx.db, item.id, leaseMs).catch(() => {});
      }, leaseMs / 3);
      let error = setupError;
      try {
        if (custom) {
          await custom(ctx, { billId: item.billId, role: batch.role, batch, actor });
        } else if (signer && actor) {
          await signReceipt(ctx, { billId: item.billId, role, actor, audience: receipts, signer });
        }
      } catch (e) {
        error = messageOf(e);
        if (!(e instanceof DomainError)) opts.onError?.(e, '批量签章出错');
      } finally {
        clearInterval(renew);
      }
      const settled = await settleItem(ctx.db, batchId, item, error, !custom);
      if (error !== undefined && !custom) {
        const r = await findReceipt(ctx.db, batch.tenantId, item.billId);
        if (r) await publishReceiptStatus(ctx, r, receipts).catch(() => {});
      }
      if (Date.now() - publishedAt >= PROGRESS_EVERY_MS) {
        publishedAt = Date.now();
        await publish(progressAfter(batch, settled));
      }
    }
  };

  await Promise.all(
    Array.from({ length: lanes }, () =>
      lane().finally(() => {
        active -= 1;
      }),
    ),
  );
};

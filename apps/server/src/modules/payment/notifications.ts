import {
  FeeParty,
  type FeePartyValue,
  fenOf,
  NotifyStatus,
  PAYMENT_STATUS_EVENT,
  type PaymentStatusEvent,
  PayOrderStatus,
  type PayProviderName,
  TradePayStatus,
  yuanOf,
} from '@kc/domain/payment/payment';
import { payOrderMachine } from '@kc/domain/payment/status';
import { and, asc, eq, lt } from 'drizzle-orm';
import type { AppContext } from '../../platform/context';
import type { DbOrTx } from '../../platform/db/client';
import { createInbox, type InboxVerdict } from '../../platform/inbox/inbox';
import { type Actor, transition, tryTransition } from '../../platform/state/transition';
import type { RawNotification, VerifiedNotification } from '../../providers/payment/port';
import { announceContract, contractById, markServicePaid, mirrorTradePayStatus } from '../contract';
import { notifyEnterpriseUsers } from '../enterprise';
import { applyBusinessPayment, insertLedger } from './ledger-write';
import { bodyFacts, capBody, capHeaders, registerNotifyRetentionJob } from './notify-retention';
import { PayBussType, payBusinessOf } from './pay-registry';
import { payNotify, payOrder, tradePay } from './payment.table';

/**
 * The notification inbox and its one processing path (spec 2 §4 "Service fee payment per party": a payment counts
 * only when the provider's verified notification says so). A message is stored first, keyed by the provider's
 * transaction id, then processed in one transaction with the order row locked, so however often and however
 * concurrently it arrives — posted by the provider, or found by the reconciliation's query — it takes effect once.
 */

export const PAYMENT_NOTIFY_QUEUE = 'payment-notify';
export const PAYMENT_RECONCILE_QUEUE = 'payment-reconcile';
/** Open orders younger than this are left to their notification; older ones are asked about. */
export const RECONCILE_AFTER_MS = 60_000;

/** kc_pay_notify as an inbox (platform/inbox): stored once by (provider, transaction id), applied once. */
const notifyInbox = createInbox<typeof payNotify.$inferSelect>({
  table: payNotify,
  id: payNotify.id,
  status: payNotify.status,
  reason: payNotify.reason,
  processedAt: payNotify.processedTime,
  processedAtKey: 'processedTime',
  received: NotifyStatus.received,
  applied: NotifyStatus.applied,
  refused: NotifyStatus.refused,
  reasonMax: 200,
});

type Applied = { contractId: string; party: FeePartyValue; enterpriseId: string };
type BusinessApplied = { bussType: number; bussId: string };

const lowerHeaders = (headers: Record<string, string | string[] | undefined>) =>
  Object.fromEntries(
    Object.entries(headers)
      .filter(([k]) => k.toLowerCase().startsWith('wechatpay-') || k.toLowerCase() === 'content-type')
      .map(([k, v]) => [k.toLowerCase(), Array.isArray(v) ? v.join(',') : (v ?? '')]),
  );

/** Inserts a verified message (or finds the one stored before); answers the inbox id when it still needs processing. */
const storeVerified = async (
  db: DbOrTx,
  v: VerifiedNotification,
  raw: { rawBody: string; headers: Record<string, string>; source: 'notify' | 'query' },
) => {
  const first = await notifyInbox.storeOnce(
    db,
    {
      provider: v.provider,
      source: raw.source,
      transactionId: v.transactionId,
      dedupeKey: v.transactionId,
      outTradeNo: v.outTradeNo,
      amountFen: v.amountFen,
      paid: v.paid ? 1 : 0,
      rawBody: raw.rawBody,
      ...bodyFacts(raw.rawBody),
      headers: raw.headers,
      payload: v.payload,
    },
    and(eq(payNotify.provider, v.provider), eq(payNotify.dedupeKey, v.transactionId)),
  );
  // A repeat: acknowledged and ignored — unless the first one's processing never finished (then finish it).
  return first.stored || first.status === NotifyStatus.received ? first.id : undefined;
};

/**
 * A notification as it arrived on /api/kc-pay/notify/<provider>: verified (a failure is kept, refused, with its
 * reason, and answered as a failure), stored once, processed. Answers whether to acknowledge it.
 */
export const receiveNotification = async (
  ctx: AppContext,
  provider: PayProviderName,
  raw: { rawBody: string; headers: Record<string, string | string[] | undefined> },
  log?: (err: unknown) => void,
): Promise<boolean> => {
  const headers = lowerHeaders(raw.headers);
  const incoming: RawNotification = { rawBody: raw.rawBody, headers };
  let verified: VerifiedNotification;
  try {
    verified = await ctx.payment.verifyNotification(provider, incoming);
  } catch (err) {
    // Anyone can post here: only 2 KB of what did not verify is kept, with the whole body's digest and length.
    await ctx.db.insert(payNotify).values({
      provider,
      rawBody: capBody(raw.rawBody),
      ...bodyFacts(raw.rawBody),
      headers: capHeaders(headers),
      status: NotifyStatus.refused,
      reason: (err instanceof Error ? err.message : '验证失败').slice(0, 200),
      processedTime: new Date(),
    });
    return false;
  }
  const id = await storeVerified(ctx.db, verified, { rawBody: raw.rawBody, headers, source: 'notify' });
  if (id) {
    // Processed here at once (the payer's page sees the result within a poll); the job is the path by which any
    // instance finishes it should this one fail half-way. Both are idempotent.
    await processNotification(ctx, id).catch((err) => log?.(err));
    await ctx.jobs.send(PAYMENT_NOTIFY_QUEUE, { id }).catch(() => undefined);
  }
  return true;
};

/** A provider's notification or the reconciling job moves the order: no user acted. */
const systemActor = (tenantId: string): Actor => ({ userId: null as unknown as string, postId: null, tenantId });

const partyOf = (n: number): FeePartyValue => (n === FeeParty.buyer ? FeeParty.buyer : FeeParty.shipper);

/** The change one stored message makes, in the inbox's transaction; `finish` gives the message's verdict. */
const applyNotification = async (
  tx: DbOrTx,
  n: typeof payNotify.$inferSelect,
  finish: (status: number, reason: string | null) => Promise<void>,
): Promise<Applied | BusinessApplied | null> => {
  const [order] = n.outTradeNo
    ? await tx.select().from(payOrder).where(eq(payOrder.outTradeNo, n.outTradeNo)).for('update')
    : [];
  if (!order || order.provider !== n.provider) {
    await finish(NotifyStatus.refused, '商户订单不存在');
    return null;
  }
  if (n.paid !== 1) {
    // Alipay notifies a closed trade too: the order is closed, nothing is paid.
    await tryTransition(tx, {
      table: payOrder,
      machine: payOrderMachine,
      move: 'close',
      id: order.id,
      actor: systemActor(order.tenantId),
      set: { closeTime: new Date() },
    });
    await finish(NotifyStatus.applied, '交易已关闭');
    return null;
  }
  const orderFen = fenOf(order.amount);
  if (n.amountFen !== orderFen) {
    await finish(
      NotifyStatus.refused,
      `金额不符：通知 ${n.amountFen != null && n.amountFen >= 0 ? yuanOf(n.amountFen) : '无效'} 元，订单 ${yuanOf(orderFen)} 元`,
    );
    return null;
  }
  const currency = currencyOf(n.payload);
  if (currency && currency !== 'CNY') {
    await finish(NotifyStatus.refused, `币种不符：通知 ${currency.slice(0, 8)}，订单 CNY`);
    return null;
  }
  if (order.status === PayOrderStatus.paid) {
    // The same transaction again is a repeat; another transaction on a paid order is money taken twice.
    if (order.transactionId === n.transactionId) await finish(NotifyStatus.duplicate, '订单此前已入账');
    else await finish(NotifyStatus.refused, '该订单此前已由另一笔交易入账（重复付款，需人工核对退款）');
    return null;
  }
  const at = new Date();
  const paidAt = paidAtOf(n.payload, n.provider as PayProviderName) ?? at;
  // The provider took the money on this order (also one closed here after the payer paid): the order is paid.
  // Whether the business can take it is checked next; if not, the notification is refused and kept for review.
  await transition(tx, {
    table: payOrder,
    machine: payOrderMachine,
    move: 'paid',
    from: order.status,
    id: order.id,
    actor: systemActor(order.tenantId),
    set: { transactionId: n.transactionId, paidAt },
  });
  if (order.bussType !== PayBussType.contractShare) {
    // Another business (the financing service fee): its module applies it; the ledger row is written with it.
    const moved = await applyBusinessPayment(tx, order, { transactionId: n.transactionId, paidAt });
    if (!moved) {
      await finish(NotifyStatus.refused, '该笔费用此前已付清或无需支付（重复付款，需人工退款）');
      return null;
    }
    await finish(NotifyStatus.applied, null);
    return { bussType: order.bussType, bussId: order.bussId! };
  }
  const contractId = order.contractId!;
  const party = partyOf(order.party);
  const moved = await markServicePaid(tx, {
    contractId,
    tenantId: order.tenantId,
    party,
    actor: null,
    payload: {
      payWay: order.payWay,
      amount: order.amount,
      outTradeNo: order.outTradeNo,
      transactionId: n.transactionId,
    },
  });
  if (!moved) {
    // The share was paid another way (the other pay way's order, a confirmed voucher) or needs no payment.
    await finish(NotifyStatus.refused, '该方服务费此前已付清或无需支付（重复付款，需人工退款）');
    return null;
  }
  await upsertTradePay(tx, {
    tenantId: order.tenantId,
    contractId,
    party,
    enterpriseId: order.enterpriseId,
    tradePayStatus: TradePayStatus.paidOnline,
    payWay: order.payWay,
    payTime: paidAt,
  });
  const c = await contractById(tx, contractId);
  await insertLedger(tx, {
    tenantId: order.tenantId,
    bussType: PayBussType.contractShare,
    contractId,
    code: c?.code ?? '',
    party,
    enterpriseId: order.enterpriseId,
    payWay: order.payWay,
    amount: order.amount,
    status: TradePayStatus.paidOnline,
    orderNo: order.outTradeNo,
    transactionId: n.transactionId,
    paidTime: paidAt,
  });
  await finish(NotifyStatus.applied, null);
  return { contractId, party, enterpriseId: order.enterpriseId };
};

/**
 * Applies one stored message, exactly once, checked against the business first: the inbox row and the order row
 * locked; an unknown order, another amount or another currency is refused and kept (nothing changes); an order
 * already paid makes it a duplicate (the same transaction) or a refusal (another one); otherwise the order is paid
 * and, if its share (or fee) still waits for payment, the party's trade payment is 10, the share is paid
 * (markServicePaid, the system as actor) and the ledger has its row — a share paid meanwhile another way refuses the
 * message (kept for review: a refund is due). The paying party's pages hear of it after the commit.
 */
export const processNotification = async (ctx: AppContext, inboxId: string) => {
  const done = await notifyInbox.applyOnce(ctx.db, [inboxId], async (tx, [n]) => {
    let verdict: InboxVerdict | undefined;
    // A refused message gives up its key: it is kept for review, and the genuine message can still be taken.
    const finish = async (status: number, reason: string | null) => {
      verdict = { status, reason, set: status === NotifyStatus.refused ? { dedupeKey: null } : {} };
    };
    const result = await applyNotification(tx, n!, finish);
    return { result, verdict };
  });
  if (done.outcome === 'retry') throw done.error;
  const applied = done.outcome === 'applied' ? done.result : null;
  // Live events after the commit, best effort (the pages poll anyway).
  if (applied && 'bussId' in applied)
    await payBusinessOf(applied.bussType)
      .afterPaid?.(ctx, applied.bussId)
      .catch(() => undefined);
  else if (applied) await announcePaid(ctx, applied);
  return applied != null;
};

/**
 * 'payment.status' to the paying party's users (their pay dialog), and 'contract.status' to everyone who sees the
 * contract (the other party's and the platform's open pages show the share paid). Best effort: the dialog polls.
 */
export const announcePaid = async (ctx: AppContext, a: Applied) => {
  const data: PaymentStatusEvent = { contractId: a.contractId, companyType: a.party, status: 'success' };
  await notifyEnterpriseUsers(ctx, a.enterpriseId, PAYMENT_STATUS_EVENT, data).catch(() => undefined);
  await announceContract(ctx, a.contractId);
};

/** The currency a WeChat transaction names (amount.currency); Alipay's 当面付 is always 人民币 and names none. */
const currencyOf = (payload: Record<string, unknown> | null) => {
  const amount = payload?.amount as { currency?: unknown } | undefined;
  return typeof amount?.currency === 'string' ? amount.currency : null;
};

const paidAtOf = (payload: Record<string, unknown> | null, provider: PayProviderName): Date | null => {
  const text = provider === 'wechat' ? payload?.success_time : payload?.gmt_payment;
  if (typeof text !== 'string') return null;
  const d = new Date(provider === 'wechat' ? text : `${text.replace(' ', 'T')}+08:00`);
  return Number.isNaN(d.getTime()) ? null : d;
};

export const upsertTradePay = async (
  tx: DbOrTx,
  v: {
    tenantId: string;
    contractId: string;
    party: FeePartyValue;
    enterpriseId: string;
    tradePayStatus: number;
    payWay: number | null;
    payTime: Date | null;
  },
) => {
  await tx
    .insert(tradePay)
    .values(v)
    .onConflictDoUpdate({
      target: [tradePay.contractId, tradePay.party],
      set: { tradePayStatus: v.tradePayStatus, payWay: v.payWay, payTime: v.payTime, updateTime: new Date() },
    });
  await mirrorTradePayStatus(tx, v);
};

/** Every stored message still waiting (a crash between storing and processing); tests and the bench call it. */
export const processPendingNotifications = async (ctx: AppContext) => {
  let applied = 0;
  for (const id of await notifyInbox.pendingIds(ctx.db)) if (await processNotification(ctx, id)) applied += 1;
  return applied;
};

/**
 * Reconciliation: every order open for more than a minute is asked about. Paid → applied as a notification would be
 * (stored under the same transaction id, so a notification arriving later is a duplicate); closed or expired →
 * the order is closed. Answers what it did.
 */
export const reconcilePayments = async (ctx: AppContext, opts: { now?: Date } = {}) => {
  const now = opts.now ?? new Date();
  const open = await ctx.db
    .select()
    .from(payOrder)
    .where(
      and(
        eq(payOrder.status, PayOrderStatus.open),
        lt(payOrder.createTime, new Date(now.getTime() - RECONCILE_AFTER_MS)),
      ),
    )
    .orderBy(asc(payOrder.id));
  let paid = 0;
  let closed = 0;
  for (const o of open) {
    const outcome = await reconcileOrder(ctx, o, now);
    if (outcome === 'paid') paid += 1;
    if (outcome === 'closed') closed += 1;
  }
  await processPendingNotifications(ctx);
  return { checked: open.length, paid, closed };
};

/**
 * One order asked about at its provider: paid → stored under the provider's transaction id and applied (the same
 * exactly-once path as a notification); closed or expired → closed here. Answers what changed ('paid' also when
 * the payment had already been applied).
 */
export const reconcileOrder = async (
  ctx: AppContext,
  o: typeof payOrder.$inferSelect,
  now = new Date(),
): Promise<'paid' | 'closed' | 'open' | 'unknown'> => {
  const provider = o.provider as PayProviderName;
  let state: Awaited<ReturnType<AppContext['payment']['queryOrder']>>;
  try {
    state = await ctx.payment.queryOrder(provider, o.outTradeNo);
  } catch {
    return 'unknown'; // the provider did not answer: asked again next time
  }
  if (state.state === 'paid') {
    const id = await storeVerified(
      ctx.db,
      {
        provider,
        transactionId: state.transactionId,
        outTradeNo: o.outTradeNo,
        paid: true,
        amountFen: state.amountFen,
        paidAt: state.paidAt,
        payload: {
          state: 'paid',
          transactionId: state.transactionId,
          amountFen: state.amountFen,
          ...(provider === 'wechat'
            ? { success_time: state.paidAt.toISOString() }
            : { gmt_payment: alipayWallTime(state.paidAt) }),
        },
      },
      { rawBody: JSON.stringify(state), headers: {}, source: 'query' },
    );
    if (id) await processNotification(ctx, id);
    return 'paid';
  }
  if (state.state === 'closed') {
    const moved = await tryTransition(ctx.db, {
      table: payOrder,
      machine: payOrderMachine,
      move: 'close',
      id: o.id,
      actor: systemActor(o.tenantId),
      set: { closeTime: now },
    });
    return moved ? 'closed' : 'open';
  }
  return 'open';
};

const alipayWallTime = (d: Date) => {
  const c = new Date(d.getTime() + 8 * 3600_000).toISOString();
  return `${c.slice(0, 10)} ${c.slice(11, 19)}`;
};

/** The queues: a stored message's processing, and the reconciliation every five minutes. */
export const registerPaymentJobs = async (ctx: AppContext, log: (err: unknown, msg: string) => void) => {
  await ctx.jobs.createQueue(PAYMENT_NOTIFY_QUEUE, { retryLimit: 10, retryDelay: 5, retryBackoff: true });
  await ctx.jobs.work<{ id?: string }>(PAYMENT_NOTIFY_QUEUE, async (job) => {
    if (job.data?.id) await processNotification(ctx, job.data.id);
  });
  await ctx.jobs.createQueue(PAYMENT_RECONCILE_QUEUE, { retryLimit: 0 });
  await ctx.jobs.work(PAYMENT_RECONCILE_QUEUE, async () => {
    try {
      await reconcilePayments(ctx);
    } catch (err) {
      log(err, '支付对账出错');
    }
  });
  await ctx.jobs.schedule(PAYMENT_RECONCILE_QUEUE, '*/5 * * * *');
  await registerNotifyRetentionJob(ctx, log);
};

import { BankInboxStatus } from '@kc/domain/finance/bank-inbox';
import { and, asc, eq, lte } from 'drizzle-orm';
import type { AppContext } from '../../platform/context';
import { createInbox } from '../../platform/inbox/inbox';
import type { BankCallbackMessage } from '../../providers/bank/port';
import { applyCustomerCallback, CustomerMessageEarly, CustomerMessageRefused } from '../bank-customer';
import { lockApply } from './apply-moves';
import { applyBankCallback } from './bank-callbacks';
import { BankMessageEarly, BankMessageRefused } from './bank-errors';
import type { Applied } from './bank-event';
import { bankInbox } from './finance.table';
import { announceFinance } from './finance-events';

/**
 * What became of one delivery: applied now; a duplicate; refused (kept with the reason); pending — stored but not
 * applied yet (early, or an unexpected failure), the sweep applies it; busy — another instance is applying it.
 */
export type InboxOutcome = 'applied' | 'duplicate' | 'refused' | 'pending' | 'busy';
/** The outcome, with the reason of a refusal (what the bank is answered) or of a wait. */
export type InboxResult = { outcome: InboxOutcome; reason?: string };

/** An early callback still not applicable after this long is refused (the sweep stops trying). */
const EARLY_GIVE_UP_MS = 24 * 3600_000;

const ID = /^\d{1,19}$/;

/** What one applied callback did: an application's change, or a customer record's (modules/bank-customer). */
type InboxApplied = { finance?: Applied; customer?: { after: () => Promise<void> } };

/** kc_bank_inbox as an inbox (platform/inbox): stored once by (tenant, event id), applied once. */
const bankInboxes = createInbox<typeof bankInbox.$inferSelect>({
  table: bankInbox,
  id: bankInbox.id,
  status: bankInbox.status,
  reason: bankInbox.reason,
  processedAt: bankInbox.processedAt,
  processedAtKey: 'processedAt',
  received: BankInboxStatus.received,
  applied: BankInboxStatus.applied,
  refused: BankInboxStatus.refused,
  reasonMax: 255,
});

/**
 * Applies one stored callback exactly once (README "The bank's callbacks"): in one transaction the inbox row is
 * locked while still received (a concurrent delivery or the sweep finds it taken or done) and the application
 * locked FOR UPDATE; the type's change applies and the row is marked applied. A refusal rolls the change back and
 * keeps the message refused with its reason; an early one stays received with the reason. After the commit the
 * sides hear of it (SSE) and the follow-up runs (the release feedback).
 */
export const processBankInbox = async (ctx: AppContext, inboxId: string): Promise<InboxResult> => {
  const done = await bankInboxes.applyOnce<InboxApplied>(
    ctx.db,
    [inboxId],
    async (tx, [box]) => {
      const message = box!.payload as unknown as BankCallbackMessage;
      if (message.type === 'customer.status') {
        // Customer establishment (modules/bank-customer): the record, not an application.
        try {
          const applied = await applyCustomerCallback(ctx, tx, box!.tenantId, message.data);
          return { result: { customer: applied } };
        } catch (e) {
          if (e instanceof CustomerMessageRefused) throw new BankMessageRefused(e.message);
          if (e instanceof CustomerMessageEarly) throw new BankMessageEarly(e.message);
          throw e;
        }
      }
      const row = box!.applyId ? await lockApply(tx, box!.applyId) : undefined;
      if (!row || row.tenantId !== box!.tenantId || row.isDeleted !== 0) throw new BankMessageRefused('融资申请不存在');
      return { result: { finance: await applyBankCallback(ctx, tx, row, message) } };
    },
    {
      skipLocked: true,
      // An early callback waits (received, with the reason) until it is stale; a refusal is kept refused.
      refusal: (e, [box]) =>
        e instanceof BankMessageRefused ||
        (e instanceof BankMessageEarly && box != null && Date.now() - box.receivedAt.getTime() > EARLY_GIVE_UP_MS),
    },
  );
  if (done.outcome === 'busy') return { outcome: 'busy' };
  if (done.outcome === 'refused') return { outcome: 'refused', reason: done.reason };
  if (done.outcome === 'retry') {
    if (done.error instanceof BankMessageEarly) return { outcome: 'pending', reason: done.reason };
    throw done.error;
  }
  if (done.result.customer) {
    await done.result.customer.after();
    return { outcome: 'applied' };
  }
  const applied = done.result.finance!;
  await announceFinance(ctx, applied.row, applied.what);
  await applied.after?.();
  return { outcome: 'applied' };
};

/**
 * A verified callback: stored once by (tenant, event id) — ON CONFLICT DO NOTHING, so a repeat is acknowledged as
 * a duplicate and changes nothing — then applied. A message for another tenant than the URL's, or without a
 * usable application id, is stored refused.
 */
export const receiveBankMessage = async (
  ctx: AppContext,
  tenantId: string,
  message: BankCallbackMessage,
  log?: (err: unknown, msg: string) => void,
): Promise<InboxResult> => {
  const eventId = String(message.eventId ?? '').slice(0, 64);
  const wrong =
    message.tenantId !== tenantId
      ? '租户与回调地址不符'
      : !ID.test(String(message.applyId ?? ''))
        ? '融资申请编号错误'
        : null;
  if (!eventId) return { outcome: 'refused', reason: '缺少事件编号' };
  const first = await bankInboxes.storeOnce(
    ctx.db,
    {
      tenantId,
      eventId,
      type: String(message.type ?? '').slice(0, 40),
      // a customer.status names the customer record (modules/bank-customer), not an application
      applyId: wrong || message.type === 'customer.status' ? null : String(message.applyId),
      payload: message as unknown as Record<string, unknown>,
      status: wrong ? BankInboxStatus.refused : BankInboxStatus.received,
      reason: wrong,
      processedAt: wrong ? new Date() : null,
    },
    and(eq(bankInbox.tenantId, tenantId), eq(bankInbox.eventId, eventId)),
  );
  if (!first.stored) {
    // A repeat gets the first delivery's answer: refused again with its reason, otherwise acknowledged.
    return first.status === BankInboxStatus.refused
      ? { outcome: 'refused', reason: first.reason ?? undefined }
      : { outcome: 'duplicate' };
  }
  if (wrong) return { outcome: 'refused', reason: wrong };
  try {
    return await processBankInbox(ctx, first.id);
  } catch (err) {
    // Stored: the sweep applies it; the bank need not send it again.
    log?.(err, '银行回调处理出错');
    return { outcome: 'pending' };
  }
};

/** The sweep: callbacks still received (early ones, or a process that died mid-way), oldest first. */
export const processPendingBankInbox = async (ctx: AppContext, log?: (err: unknown, msg: string) => void) => {
  const pending = await bankInboxes.pendingIds(ctx.db, {
    where: lte(bankInbox.receivedAt, new Date()),
    orderBy: [asc(bankInbox.receivedAt), asc(bankInbox.id)],
    limit: 100,
  });
  let applied = 0;
  for (const id of pending) {
    try {
      if ((await processBankInbox(ctx, id)).outcome === 'applied') applied += 1;
    } catch (err) {
      log?.(err, '银行回调处理出错');
    }
  }
  return { pending: pending.length, applied };
};

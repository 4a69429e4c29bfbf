import { createHash } from 'node:crypto';
import {
  type BankDeskCustomer,
  type BankDeskCustomerAnswer,
  bankDeskMessages,
  bankDeskRefusals as refuse,
} from '@kc/domain/finance/bank-desk';
import { and, eq } from 'drizzle-orm';
import { appendAuditEvent } from '../../platform/audit/audit.service';
import type { Principal } from '../../platform/auth/principal';
import type { AppContext } from '../../platform/context';
import type { BankCallbackMessage, CustomerStatusData } from '../../providers/bank/port';
import { type BankCustomerRow, deskCustomerOut, deskCustomerPage, deskCustomerRecord } from '../bank-customer';
import { deskBankOf } from './bank-desk';
import { receiveBankMessage } from './bank-inbox';
import { bankInbox } from './finance.table';

/*
 * 客户建档 on the bank's desk (README "The bank's desk"): the customer-creation records (modules/bank-customer) sent
 * to a desk bank, and its answers — 受理, 建客成功, 拒绝 (a failure, or 需重新建客). Each answer is the customer.status
 * callback the API bank would send, through receiveBankMessage (stored once, applied once by the bank-customer
 * module's applyCustomerCallback), like the desk's other actions.
 */

/** GET bankDesk/customers. */
export const deskCustomers = async (
  ctx: AppContext,
  p: Principal,
  q: { current: number; size: number; waiting?: '0' | '1' },
) => deskCustomerPage(ctx.db, p.tenantId, await deskBankOf(ctx, p), q);

const loadDeskCustomer = async (ctx: AppContext, p: Principal, id: string) => {
  const bankId = await deskBankOf(ctx, p);
  const row = await deskCustomerRecord(ctx.db, p.tenantId, bankId, id);
  if (!row) throw refuse.customerNotFound();
  return row;
};

const actCustomer = async (
  ctx: AppContext,
  p: Principal,
  row: BankCustomerRow,
  what: { allowed: keyof BankDeskCustomer['actions']; name: string },
  data: Omit<CustomerStatusData, 'customerId'>,
): Promise<BankDeskCustomerAnswer> => {
  const callback = { type: 'customer.status' as const, data: { customerId: row.id, ...data } };
  const digest = createHash('sha256')
    .update(JSON.stringify({ customerId: row.id, type: callback.type, data: callback.data }))
    .digest('hex')
    .slice(0, 48);
  const eventId = `desk-${digest}`;
  // A repeat of a stored action gets the inbox's answer (applied once); a new one must be what the desk offers now.
  const [stored] = await ctx.db
    .select({ id: bankInbox.id })
    .from(bankInbox)
    .where(and(eq(bankInbox.tenantId, row.tenantId), eq(bankInbox.eventId, eventId)))
    .limit(1);
  if (!stored && !(await deskCustomerOut(ctx.db, row)).actions[what.allowed]) throw refuse.notNow(what.name);
  const message: BankCallbackMessage = {
    ...callback,
    eventId,
    tenantId: row.tenantId,
    applyId: row.id,
    financeAppId: null,
    occurredAt: new Date().toISOString(),
  };
  const result = await receiveBankMessage(ctx, row.tenantId, message);
  if (result.outcome === 'refused') throw refuse.refused(result.reason ?? '银行事件被拒收');
  if (result.outcome === 'applied') {
    // Who at the bank did it (the record's own audit names the bank's enterprise only).
    await appendAuditEvent(ctx.db, {
      tenantId: row.tenantId,
      objectType: 'bank-customer',
      objectId: row.id,
      action: 'bank-desk',
      fromStatus: row.status,
      toStatus: data.status,
      actorId: p.userId,
      actorEnterpriseId: row.unionBankId,
      payload: { type: callback.type, eventId, resultStatus: data.resultStatus ?? null },
    });
  }
  const now = await deskCustomerRecord(ctx.db, row.tenantId, row.unionBankId, row.id);
  const outcome = result.outcome === 'pending' ? 'pending' : result.outcome === 'applied' ? 'applied' : 'duplicate';
  return {
    outcome,
    message: outcome === 'pending' ? bankDeskMessages.pending(result.reason ?? '') : bankDeskMessages.applied,
    customer: await deskCustomerOut(ctx.db, now ?? row),
  };
};

/** 受理: the bank works on the record (→ 3 建客中). */
export const deskCustomerAccept = async (ctx: AppContext, p: Principal, body: { id: string }) => {
  const row = await loadDeskCustomer(ctx, p, body.id);
  return actCustomer(ctx, p, row, { allowed: 'accept', name: '受理' }, { status: 3, resultStatus: null, remark: null });
};

/** 建客成功 (→ 4, resultStatus 1, buildTime). */
export const deskCustomerCreate = async (ctx: AppContext, p: Principal, body: { id: string }) => {
  const row = await loadDeskCustomer(ctx, p, body.id);
  return actCustomer(ctx, p, row, { allowed: 'create', name: '建客' }, { status: 4, resultStatus: 1, remark: null });
};

/** 拒绝 with the reason: a failure (resultStatus 0, status kept), or `redo` 需重新建客 (→ 5, the shipper rebuilds). */
export const deskCustomerRefuse = async (
  ctx: AppContext,
  p: Principal,
  body: { id: string; reason: string; redo?: boolean },
) => {
  const row = await loadDeskCustomer(ctx, p, body.id);
  if (body.redo)
    return actCustomer(
      ctx,
      p,
      row,
      { allowed: 'redo', name: '要求重新建客' },
      { status: 5, resultStatus: null, remark: body.reason },
    );
  return actCustomer(
    ctx,
    p,
    row,
    { allowed: 'refuse', name: '拒绝建客' },
    { status: (row.status === 3 ? 3 : 2) as 2 | 3, resultStatus: 0, remark: body.reason },
  );
};

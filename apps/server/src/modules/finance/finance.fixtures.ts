import type { FinanceMoveAnswer } from '@kc/domain/finance/finance';
import { ReceiptStatus } from '@kc/domain/receipt/status';
import { eq, inArray, sql } from 'drizzle-orm';
import { expect } from 'vitest';
import type { Db } from '../../platform/db/client';
import type { BankCallback, BankCallbackMessage } from '../../providers/bank/port';
import { newEventId } from '../../providers/bank/protocol';
import { enterpriseOfAccount, makeReceipts } from '../../test/fixtures/batch-sign';
import type { TestApp } from '../../test/harness';
import { dataOf } from '../../test/harness';
import { receipt, receiptHolders } from '../receipt';
import { bankInbox, financeApply, financeApplyBill } from './finance.table';

/**
 * The financing tests' world: the demo shipper, warehouse, bank and platform (seeded), receipts in effect made
 * directly (batch-sign fixtures), the bank sandbox as `ctx.bank` (its modes make pushes fail or be refused) and
 * callbacks signed with the tenant's key (`composeCallback`), posted to the public notify route.
 */
export const APP = '/api/kc-finance/application';
export const CCB = '/api/kc-flrk/ccb/finance';
export const TENANT = '000000';

export type Parties = {
  shipperId: string;
  warehouseId: string;
  warehouse2Id: string;
  bankId: string;
  buyerId: string;
  goodsId: string;
};

export const financeParties = async (db: Db): Promise<Parties> => {
  const bankId = await enterpriseOfAccount(db, 'bank');
  const res = await db.execute(
    sql`select id::text as id from kc_financing_goods where bank_enterprise_id = ${bankId} and code = 'RZ-MH' limit 1`,
  );
  const goodsId = (res as unknown as { rows: { id: string }[] }).rows[0]?.id;
  if (!goodsId) throw new Error('demo financing goods RZ-MH missing');
  return {
    shipperId: await enterpriseOfAccount(db, 'shipper'),
    warehouseId: await enterpriseOfAccount(db, 'warehouse'),
    warehouse2Id: await enterpriseOfAccount(db, 'warehouse2'),
    bankId,
    buyerId: await enterpriseOfAccount(db, 'buyer'),
    goodsId,
  };
};

/** Receipts in effect of 25.50 each (makeReceipts), the shipper's at the demo warehouse unless told. */
export const receiptsInEffect = (
  t: TestApp,
  parties: Parties,
  count: number,
  over: { shipperId?: string; warehouseId?: string } = {},
) =>
  makeReceipts(t.ctx, {
    count,
    shipperId: over.shipperId ?? parties.shipperId,
    warehouseId: over.warehouseId ?? parties.warehouseId,
    status: ReceiptStatus.inEffect,
  });

/**
 * The shipper's form: the demo bank's cotton goods, 15600 a tonne at 70 % for every receipt; the amount within the
 * estimated pledge amount of receipts of 25.50 (278,460.00 each): 200,000.00 on one, 500,000.00 on more.
 */
export const applyForm = (parties: Parties, billIds: string[], over: Record<string, unknown> = {}) => ({
  warehouseUnitId: parties.warehouseId,
  bankId: parties.bankId,
  financingGoodsId: parties.goodsId,
  applyMoney: billIds.length >= 2 ? '500000.00' : '200000.00',
  remark: '采购籽棉流动资金',
  billList: billIds.map((billId) => ({ billId, priceUnit: '15600.00', cltPlgRate: '70' })),
  ...over,
});

/** A saved application's id (the save answers the application and its status). */
export const saved = async (t: TestApp, token: string, form: object) =>
  (await dataOf<FinanceMoveAnswer>(t.post(token, `${APP}/save`, form))).id;

export const applyRow = async (db: Db, id: string) =>
  (await db.select().from(financeApply).where(eq(financeApply.id, id)))[0]!;
export const applyRows = (db: Db, id: string) =>
  db.select().from(financeApplyBill).where(eq(financeApplyBill.applyId, id)).orderBy(financeApplyBill.sort);
export const receiptRows = (db: Db, ids: readonly string[]) =>
  db
    .select()
    .from(receipt)
    .where(inArray(receipt.id, [...ids]))
    .orderBy(receipt.id);
export const holdersOf = async (db: Db, ids: readonly string[]) => [...(await receiptHolders(db, ids)).values()];
export const inboxOf = (db: Db, applyId: string) =>
  db.select().from(bankInbox).where(eq(bankInbox.applyId, applyId)).orderBy(bankInbox.receivedAt, bankInbox.id);

/** Status, fourStatus and the rows' pledge statuses, at a glance. */
export const stateOf = async (db: Db, id: string) => {
  const row = await applyRow(db, id);
  const rows = await applyRows(db, id);
  return { status: row.status, fourStatus: row.fourStatus, dge: rows.map((r) => r.dgeCcbStatus) };
};

/** A bank callback message for an application (a fresh event id unless given). */
export const bankMessage = (
  applyId: string,
  callback: BankCallback,
  financeAppId: string | null = null,
  eventId = newEventId(),
): BankCallbackMessage => ({
  ...callback,
  eventId,
  tenantId: TENANT,
  applyId,
  financeAppId,
  occurredAt: new Date().toISOString(),
});

/** The callback signed with the tenant's key and posted to the public notify route, as the bank delivers it. */
export const deliver = async (t: TestApp, message: BankCallbackMessage) => {
  const c = await t.ctx.bankSandbox.composeCallback(message);
  return t.app.inject({ method: 'POST', url: c.path, headers: c.headers, payload: c.body });
};

export const expectSuccess = (res: { statusCode: number; json: () => unknown }) => {
  expect(res.statusCode).toBe(200);
  expect(res.json()).toEqual({ code: 'SUCCESS' });
};

/** The platform's answer to a callback its business refused: 200 (the bank stops) with REFUSED and the reason. */
export const expectRefused = (res: { statusCode: number; json: () => unknown }, reason: string | RegExp) => {
  expect(res.statusCode).toBe(200);
  const body = res.json() as { code: string; message: string };
  expect(body.code).toBe('REFUSED');
  if (typeof reason === 'string') expect(body.message).toBe(reason);
  else expect(body.message).toMatch(reason);
};

/** Every key anywhere in an answer (the redaction walk). */
export const keysIn = (value: unknown, into = new Set<string>()): Set<string> => {
  if (Array.isArray(value)) for (const v of value) keysIn(v, into);
  else if (value && typeof value === 'object')
    for (const [k, v] of Object.entries(value)) {
      into.add(k);
      keysIn(v, into);
    }
  return into;
};

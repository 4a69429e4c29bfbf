import {
  BANK_CUSTOMER_EVENT,
  type BankCustomerEvent,
  CUSTOMER_RESULT_LABELS,
  CustomerResult,
  type CustomerRow,
  canRebuild,
  canRepush,
  customerStatusLabel,
  type JiankeSubmitBody,
  MARRIED,
  RELATIONSHIP_LABELS,
  bankCustomerRefusals as refuse,
  SPOUSE,
} from '@kc/domain/bank-customer/customer';
import { maskPhone } from '@kc/domain/borrower/identity-number';
import { CustomerStatus, RealNameStatus } from '@kc/domain/borrower/status';
import { EnterpriseType } from '@kc/domain/enterprise/enterprise';
import { toPage } from '@kc/domain/shared/envelope';
import { formatDateTime } from '@kc/domain/shared/time';
import { and, desc, eq, inArray, isNull, lte, or, type SQL, sql } from 'drizzle-orm';
import { isPlatformOperator } from '../../platform/access/party';
import { appendAuditEvent } from '../../platform/audit/audit.service';
import type { Principal } from '../../platform/auth/principal';
import type { AppContext } from '../../platform/context';
import type { DbOrTx } from '../../platform/db/client';
import { bankOf } from '../../providers/bank/desk-mode';
import { BankRejected, BankUnavailable, type CustomerStatusData } from '../../providers/bank/port';
import { borrowerById, borrowerMaterials, coBorrowerById, coBorrowersOf } from '../borrower';
import { creditRelationOf } from '../credit-contract';
import { enterpriseNames, liveEnterprise, liveEnterprises } from '../enterprise';
import { partyAndOperatorUserIds } from '../user';
import { type BankCustomerRow, bankCustomer } from './bank-customer.table';

/*
 * Customer establishment (README.md): the wizard's submit with the server's rules, the push to the bank (an outbox
 * on the row, retried), re-push and rebuild, the bank's customer.status callbacks (through the finance module's
 * bank inbox), the records and who sees them.
 */

const PUSH_CLAIM_MS = 2 * 60_000;
const backoffMs = (tries: number) => Math.min(30_000 * 2 ** Math.max(tries - 1, 0), 30 * 60_000);

// ---- who sees a record ---------------------------------------------------------------------------------------------

/** The borrower's shipper, the bank it was sent to, the platform. */
export const canSeeCustomer = (p: Principal, row: BankCustomerRow) =>
  row.tenantId === p.tenantId &&
  row.isDeleted === 0 &&
  (isPlatformOperator(p) || (p.postId != null && (p.postId === row.shipperId || p.postId === row.unionBankId)));

const visibleWhere = (p: Principal): SQL => {
  const base = and(eq(bankCustomer.tenantId, p.tenantId), eq(bankCustomer.isDeleted, 0))!;
  if (isPlatformOperator(p)) return base;
  if (!p.postId) return and(base, sql`false`)!;
  return and(base, or(eq(bankCustomer.shipperId, p.postId), eq(bankCustomer.unionBankId, p.postId)))!;
};

const loadVisible = async (db: DbOrTx, p: Principal, id: string) => {
  const [row] = await db.select().from(bankCustomer).where(eq(bankCustomer.id, id)).limit(1);
  if (!row || !canSeeCustomer(p, row)) throw refuse.notFound();
  return row;
};

// ---- answers -------------------------------------------------------------------------------------------------------

const rowsOut = async (db: DbOrTx, tenantId: string, rows: BankCustomerRow[]): Promise<CustomerRow[]> => {
  const names = new Map<string, string>();
  for (const r of rows) {
    if (!names.has(`b${r.borrowerId}`))
      names.set(`b${r.borrowerId}`, (await borrowerById(db, tenantId, r.borrowerId))?.name ?? '');
    if (r.coborrowerId && !names.has(`c${r.coborrowerId}`))
      names.set(`c${r.coborrowerId}`, (await coBorrowerById(db, tenantId, r.coborrowerId))?.name ?? '');
  }
  const banks = await enterpriseNames(
    db,
    rows.map((r) => r.unionBankId),
  );
  return rows.map((r) => ({
    id: r.id,
    borrowerId: r.borrowerId,
    borrowerName: names.get(`b${r.borrowerId}`) ?? '',
    coborrowerId: r.coborrowerId,
    coborrowerName: r.coborrowerId ? (names.get(`c${r.coborrowerId}`) ?? null) : null,
    shipperId: r.shipperId,
    unionBankId: r.unionBankId,
    bankName: banks.get(r.unionBankId) ?? '',
    organId: r.organId,
    branchName: r.branchName,
    relationId: r.relationId,
    status: r.status,
    statusName: customerStatusLabel(r.status),
    resultStatus: r.resultStatus,
    resultStatusName: r.resultStatus == null ? null : (CUSTOMER_RESULT_LABELS[r.resultStatus] ?? null),
    remarks: r.remarks,
    buildTime: formatDateTime(r.buildTime),
    createTime: formatDateTime(r.createTime),
    canRebuild: canRebuild(r.status, r.resultStatus),
    canRepush: canRepush(r.resultStatus),
  }));
};
export const customerOut = async (db: DbOrTx, row: BankCustomerRow) => (await rowsOut(db, row.tenantId, [row]))[0]!;

/** The records of one borrower the caller may see, newest first. */
export const customersOfBorrower = async (db: DbOrTx, p: Principal, borrowerId: string) =>
  rowsOut(
    db,
    p.tenantId,
    await db
      .select()
      .from(bankCustomer)
      .where(and(visibleWhere(p), eq(bankCustomer.borrowerId, borrowerId)))
      .orderBy(desc(bankCustomer.createTime), desc(bankCustomer.id)),
  );

export const customerPage = async (
  db: DbOrTx,
  p: Principal,
  q: { current: number; size: number; borrowerId?: string },
) => {
  const where = and(visibleWhere(p), q.borrowerId ? eq(bankCustomer.borrowerId, q.borrowerId) : undefined);
  const [total] = await db.select({ n: sql<number>`count(*)::int` }).from(bankCustomer).where(where);
  const rows = await db
    .select()
    .from(bankCustomer)
    .where(where)
    .orderBy(desc(bankCustomer.createTime), desc(bankCustomer.id))
    .limit(q.size)
    .offset((q.current - 1) * q.size);
  return toPage(await rowsOut(db, p.tenantId, rows), total?.n ?? 0, q.current, q.size);
};

export const customerDetail = async (db: DbOrTx, p: Principal, id: string) =>
  customerOut(db, await loadVisible(db, p, id));

/**
 * getOrganTree: the tenant's approved banks (type 5), each with its branches; a bank enterprise is its own branch
 * (its registered name, or its bank name when it has one). The wizard picks a branch: organId + branchName +
 * unionBankId.
 */
export const customerOrganTree = async (db: DbOrTx, tenantId: string) =>
  (
    await liveEnterprises(db, tenantId, { type: EnterpriseType.bank, approved: true }, { order: 'name', limit: 500 })
  ).map((b) => ({
    id: b.id,
    title: b.name,
    key: b.id,
    children: [{ id: b.id, title: b.name, key: `${b.id}-${b.id}`, unionBankId: b.id }],
  }));

// ---- live events ---------------------------------------------------------------------------------------------------

/** 'bank-customer' {id, borrowerId, status, resultStatus} to the shipper, the bank and the operators (best effort). */
export const announceCustomer = async (ctx: AppContext, row: BankCustomerRow) => {
  const data: BankCustomerEvent = {
    id: row.id,
    borrowerId: row.borrowerId,
    status: row.status,
    resultStatus: row.resultStatus,
  };
  try {
    const users = await partyAndOperatorUserIds(ctx.db, row.tenantId, [row.shipperId, row.unionBankId]);
    await ctx.events.publishToUsers(users, BANK_CUSTOMER_EVENT, data);
  } catch {
    // The drawer refetches on its next action.
  }
};

const audit = (
  db: DbOrTx,
  row: BankCustomerRow,
  action: string,
  actor: { userId: string | null; enterpriseId: string | null },
  to: number,
  payload: Record<string, unknown> = {},
) =>
  appendAuditEvent(db, {
    tenantId: row.tenantId,
    objectType: 'bank-customer',
    objectId: row.id,
    action,
    fromStatus: row.status,
    toStatus: to,
    actorId: actor.userId,
    actorEnterpriseId: actor.enterpriseId,
    payload,
  });

// ---- submit, re-push, rebuild --------------------------------------------------------------------------------------

/** 1 when the borrower has no materials uploaded yet (the bank waits for them), else 2. */
const startStatus = async (db: DbOrTx, borrowerId: string) => {
  const [m] = await db
    .select({ materials: borrowerMaterials.materials })
    .from(borrowerMaterials)
    .where(eq(borrowerMaterials.borrowerId, borrowerId))
    .limit(1);
  const any = m && Object.values(m.materials ?? {}).some((files) => Array.isArray(files) && files.length > 0);
  return any ? CustomerStatus.pending : CustomerStatus.awaitingData;
};

/**
 * jiankeSubmit: the wizard's rules on the server (README "Rules"), then the record at 2 (1 without materials) and
 * its push right after the commit.
 */
export const submitCustomer = async (ctx: AppContext, p: Principal, input: JiankeSubmitBody) => {
  const db = ctx.db;
  const b = await borrowerById(db, p.tenantId, input.borrowerId);
  if (!b || !p.postId || b.shipperId !== p.postId) throw refuse.noBorrowerInfo();
  const ticked = [...new Set([...(input.coborrowerIds ?? []), ...(input.coborrowerId ? [input.coborrowerId] : [])])];
  if (ticked.length > 1) throw refuse.onlyOne();
  const co = ticked[0] ? await coBorrowerById(db, p.tenantId, ticked[0]) : undefined;
  if (ticked[0] && (!co || co.borrowerId !== b.id)) throw refuse.notCoBorrower();
  if (b.maritalStatus === MARRIED && co?.relationship !== SPOUSE) throw refuse.marriedNeedsSpouse();
  if (b.realNameStatus !== RealNameStatus.passed) throw refuse.realNameFirst();
  if (co && co.realNameStatus !== RealNameStatus.passed) throw refuse.coRealNameFirst();
  const bank = await liveEnterprise(db, p.tenantId, input.unionBankId, { type: EnterpriseType.bank, approved: true });
  if (!bank) throw refuse.bankMissing();
  const relation = input.relationId ? await creditRelationOf(db, p.tenantId, input.relationId) : undefined;
  if (
    !relation?.allSigned ||
    relation.borrowerId !== b.id ||
    relation.unionBankId !== bank.id ||
    (relation.coborrowerId ?? null) !== (co?.id ?? null)
  )
    throw refuse.signFirst();
  const status = await startStatus(db, b.id);
  const row = await db.transaction(async (tx) => {
    // One live request per borrower and bank: a record still on its way (1–3, not failed) refuses another.
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`bank-customer:${b.id}:${bank.id}`}))`);
    const [busy] = await tx
      .select({ id: bankCustomer.id })
      .from(bankCustomer)
      .where(
        and(
          eq(bankCustomer.tenantId, p.tenantId),
          eq(bankCustomer.borrowerId, b.id),
          eq(bankCustomer.unionBankId, bank.id),
          eq(bankCustomer.isDeleted, 0),
          inArray(bankCustomer.status, [1, 2, 3]),
          or(isNull(bankCustomer.resultStatus), eq(bankCustomer.resultStatus, CustomerResult.success)),
        ),
      )
      .limit(1);
    if (busy) throw refuse.inFlight();
    const [created] = await tx
      .insert(bankCustomer)
      .values({
        tenantId: p.tenantId,
        borrowerId: b.id,
        coborrowerId: co?.id ?? null,
        shipperId: b.shipperId,
        unionBankId: bank.id,
        organId: input.organId?.trim() || bank.id,
        branchName: input.branchName?.trim() || bank.name,
        relationId: relation.relationId,
        status,
        createUser: p.userId,
        updateUser: p.userId,
      })
      .returning();
    await audit(tx, created!, 'submit', { userId: p.userId, enterpriseId: p.postId }, status);
    return created!;
  });
  await announceCustomer(ctx, row);
  return pushCustomerOf(ctx, row.id);
};

/** Back to 1/2, the bank's verdict cleared, pushed again now (re-push after a failure; rebuild at 5). */
const sendAgain = async (ctx: AppContext, p: Principal, id: string, action: 'rebuild' | 'repush') => {
  const row = await loadVisible(ctx.db, p, id);
  if (action === 'rebuild' && !canRebuild(row.status, row.resultStatus)) throw refuse.notRebuildable();
  if (action === 'repush' && !canRepush(row.resultStatus)) throw refuse.notRepushable();
  const status = await startStatus(ctx.db, row.borrowerId);
  const moved = await ctx.db.transaction(async (tx) => {
    const [m] = await tx
      .update(bankCustomer)
      .set({
        status,
        resultStatus: null,
        remarks: null,
        buildTime: null,
        pushed: 0,
        pushError: null,
        nextPushAt: null,
        updateUser: p.userId,
        updateTime: new Date(),
        version: sql`${bankCustomer.version} + 1`,
      })
      .where(and(eq(bankCustomer.id, row.id), eq(bankCustomer.version, row.version)))
      .returning();
    if (!m) throw action === 'rebuild' ? refuse.notRebuildable() : refuse.notRepushable();
    await audit(tx, row, action, { userId: p.userId, enterpriseId: p.postId }, status);
    return m;
  });
  await announceCustomer(ctx, moved);
  return pushCustomerOf(ctx, moved.id);
};

/** rebuild {id}: the shipper sends a record the bank asked to re-create (5, not failed) again. */
export const rebuildCustomer = async (ctx: AppContext, p: Principal, id: string) => {
  const row = await loadVisible(ctx.db, p, id);
  if (p.postId !== row.shipperId) throw refuse.notShipper();
  return sendAgain(ctx, p, id, 'rebuild');
};

/** butTest: a record the bank failed (resultStatus 0) pushed again. */
export const repushCustomer = (ctx: AppContext, p: Principal, id: string) => sendAgain(ctx, p, id, 'repush');

/**
 * Pushes one record if it is due (claimed by one UPDATE, so the job and a submit never push together): accepted →
 * pushed 1; unavailable → retried with backoff; refused by the bank → resultStatus 0 with the bank's reason (the
 * re-push is offered). Answers the record as it stands.
 */
export const pushCustomerOf = async (ctx: AppContext, id: string, log?: (err: unknown, msg: string) => void) => {
  const now = new Date();
  const [claimed] = await ctx.db
    .update(bankCustomer)
    .set({ nextPushAt: new Date(now.getTime() + PUSH_CLAIM_MS) })
    .where(
      and(
        eq(bankCustomer.id, id),
        eq(bankCustomer.pushed, 0),
        eq(bankCustomer.isDeleted, 0),
        or(isNull(bankCustomer.nextPushAt), lte(bankCustomer.nextPushAt, now)),
      ),
    )
    .returning();
  if (claimed) {
    const r = claimed;
    const b = await borrowerById(ctx.db, r.tenantId, r.borrowerId);
    const co = r.coborrowerId ? await coBorrowerById(ctx.db, r.tenantId, r.coborrowerId) : undefined;
    const bankName = (await enterpriseNames(ctx.db, [r.unionBankId])).get(r.unionBankId) ?? '';
    let set: Partial<BankCustomerRow>;
    try {
      // a desk bank's push is accepted at once and waits on its desk (providers/bank/desk-mode.ts)
      await (await bankOf(ctx, r.tenantId, r.unionBankId)).pushCustomer({
        tenantId: r.tenantId,
        customerId: r.id,
        borrower: {
          id: r.borrowerId,
          name: b?.name ?? '',
          identityNumber: b?.identityNumber ?? '',
          phone: b?.phone ?? '',
        },
        coborrower: co ? { id: co.id, name: co.name, identityNumber: co.identityNumber, phone: co.phone } : null,
        bankId: r.unionBankId,
        bankName,
        organId: r.organId,
        branchName: r.branchName,
        relationId: r.relationId,
        status: r.status === CustomerStatus.awaitingData ? 1 : 2,
      });
      set = { pushed: 1, pushError: null, nextPushAt: null };
    } catch (e) {
      if (e instanceof BankRejected) {
        set = {
          pushed: 2,
          pushError: e.message.slice(0, 255),
          nextPushAt: null,
          resultStatus: 0,
          remarks: e.message.slice(0, 255),
        };
      } else {
        if (!(e instanceof BankUnavailable)) log?.(e, '建客推送出错');
        const tries = r.pushTries + 1;
        const message = e instanceof Error ? e.message : String(e);
        set = {
          pushTries: tries,
          pushError: message.slice(0, 255),
          nextPushAt: new Date(Date.now() + backoffMs(tries)),
        };
      }
    }
    const [after] = await ctx.db.update(bankCustomer).set(set).where(eq(bankCustomer.id, r.id)).returning();
    if (after && after.resultStatus !== r.resultStatus) await announceCustomer(ctx, after);
  }
  const [row] = await ctx.db.select().from(bankCustomer).where(eq(bankCustomer.id, id)).limit(1);
  return customerOut(ctx.db, row!);
};

/** The job's sweep: every record waiting for its push and due. */
export const pushDueCustomers = async (ctx: AppContext, log?: (err: unknown, msg: string) => void) => {
  const due = await ctx.db
    .select({ id: bankCustomer.id })
    .from(bankCustomer)
    .where(
      and(
        eq(bankCustomer.pushed, 0),
        eq(bankCustomer.isDeleted, 0),
        or(isNull(bankCustomer.nextPushAt), lte(bankCustomer.nextPushAt, new Date())),
      ),
    )
    .limit(100);
  for (const { id } of due) {
    try {
      await pushCustomerOf(ctx, id, log);
    } catch (err) {
      log?.(err, '建客推送出错');
    }
  }
  return due.length;
};

// ---- the bank's callbacks ------------------------------------------------------------------------------------------

/** A customer.status callback the platform will never apply (kept refused in the bank inbox). */
export class CustomerMessageRefused extends Error {
  constructor(reason: string) {
    super(reason);
    this.name = 'CustomerMessageRefused';
  }
}
/** A customer.status callback before our push's answer was stored (kept received; the sweep applies it). */
export class CustomerMessageEarly extends Error {
  constructor(reason: string) {
    super(reason);
    this.name = 'CustomerMessageEarly';
  }
}

/** The statuses each callback status may come from (a failure keeps the status it failed at). */
const FROM: Record<2 | 3 | 4 | 5, number[]> = { 2: [1], 3: [1, 2], 4: [2, 3], 5: [2, 3] };

/**
 * Applies one customer.status callback in the bank inbox's transaction (called by the finance module's inbox, which
 * stores it once and applies it once): the record locked FOR UPDATE, the move checked, the record and its audit
 * written. Answers the record and what to do after the commit (the live event).
 */
export const applyCustomerCallback = async (
  ctx: AppContext,
  tx: DbOrTx,
  tenantId: string,
  data: CustomerStatusData,
): Promise<{ row: BankCustomerRow; after: () => Promise<void> }> => {
  const [row] = await tx
    .select()
    .from(bankCustomer)
    .where(and(eq(bankCustomer.id, data.customerId), eq(bankCustomer.tenantId, tenantId)))
    .for('update')
    .limit(1);
  if (row?.isDeleted !== 0) throw new CustomerMessageRefused('建客记录不存在');
  if (row.pushed === 0) throw new CustomerMessageEarly('建客推送结果尚未记录');
  if (row.resultStatus === CustomerResult.failed) throw new CustomerMessageRefused('建客记录已失败，等待重新推送');
  const failed = data.resultStatus === CustomerResult.failed;
  let set: Partial<BankCustomerRow>;
  if (failed) {
    if (![1, 2, 3].includes(row.status))
      throw new CustomerMessageRefused(`建客记录状态（${customerStatusLabel(row.status)}）不接受该回调`);
    set = { resultStatus: 0, remarks: (data.remark ?? '建客失败').slice(0, 255) };
  } else {
    if (!FROM[data.status].includes(row.status))
      throw new CustomerMessageRefused(
        `建客记录状态（${customerStatusLabel(row.status)}）不能转为（${customerStatusLabel(data.status)}）`,
      );
    if (data.status === 4 && data.resultStatus !== CustomerResult.success)
      throw new CustomerMessageRefused('建客成功须带建客结果');
    set =
      data.status === 4
        ? { status: 4, resultStatus: 1, remarks: data.remark ?? null, buildTime: new Date() }
        : { status: data.status, resultStatus: null, remarks: data.remark?.slice(0, 255) ?? null };
  }
  const [moved] = await tx
    .update(bankCustomer)
    .set({ ...set, updateTime: new Date(), version: sql`${bankCustomer.version} + 1` })
    .where(eq(bankCustomer.id, row.id))
    .returning();
  await audit(
    tx,
    row,
    failed ? 'bank-failed' : `bank-status-${data.status}`,
    { userId: null, enterpriseId: row.unionBankId },
    moved!.status,
    {
      resultStatus: moved!.resultStatus,
      remark: data.remark ?? null,
    },
  );
  return { row: moved!, after: () => announceCustomer(ctx, moved!) };
};

/** Item 7: whether the borrower is a created customer (4) at that bank. */
export const customerCreatedAt = async (db: DbOrTx, tenantId: string, borrowerId: string, bankId: string) => {
  const [row] = await db
    .select({ id: bankCustomer.id })
    .from(bankCustomer)
    .where(
      and(
        eq(bankCustomer.tenantId, tenantId),
        eq(bankCustomer.borrowerId, borrowerId),
        eq(bankCustomer.unionBankId, bankId),
        eq(bankCustomer.status, CustomerStatus.created),
        eq(bankCustomer.isDeleted, 0),
      ),
    )
    .limit(1);
  return row != null;
};

/** jiankeParties: the wizard's borrower (the caller's shipper's, else the no-borrower message) and co-borrowers. */
export const customerParties = async (db: DbOrTx, p: Principal, borrowerId: string) => {
  const b = await borrowerById(db, p.tenantId, borrowerId);
  if (!b || !p.postId || b.shipperId !== p.postId) throw refuse.noBorrowerInfo();
  const cos = await coBorrowersOf(db, p.tenantId, b.id);
  return {
    borrowerId: b.id,
    borrowerName: b.name,
    married: b.maritalStatus === MARRIED,
    realNameStatus: b.realNameStatus,
    coBorrowers: cos.map((c) => ({
      id: c.id,
      name: c.name,
      relationship: c.relationship,
      relationshipName: RELATIONSHIP_LABELS[c.relationship] ?? c.relationship,
      phone: maskPhone(c.phone),
      realNameStatus: c.realNameStatus,
    })),
  };
};

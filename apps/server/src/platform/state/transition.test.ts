import { DomainError } from '@kc/domain';
import { enterpriseReviewMachine, ReviewStatus } from '@kc/domain/enterprise/status';
import { defineMachine, type MoveOf } from '@kc/domain/shared/machine';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { enterprise } from '../../modules/enterprise/enterprise.table';
import { openTestDatabase } from '../../test/harness';
import { listAuditEvents, verifyAuditChain } from '../audit/audit.service';
import { auditEvent } from '../audit/audit.table';
import type { Database } from '../db/client';
import { type TransitionInput, transition, transitionAll, tryTransition } from './transition';

let database: Database;
let ids: string[];
const actor = { userId: '1', postId: '2', tenantId: '000000' };

beforeAll(async () => {
  database = await openTestDatabase();
  const rows = await database.db.select({ id: enterprise.id }).from(enterprise).orderBy(enterprise.id);
  ids = rows.map((r) => r.id);
  expect(ids.length).toBeGreaterThanOrEqual(4);
});
afterAll(async () => database?.close());

const reset = (id: string, status: number) =>
  database.db.update(enterprise).set({ status }).where(eq(enterprise.id, id));
const read = async (id: string) => (await database.db.select().from(enterprise).where(eq(enterprise.id, id)))[0]!;
const eventsOf = (id: string) => listAuditEvents(database.db, 'enterprise', id);
/** The review as this file moves it: submitReview, reject and resubmit, audited on the enterprise's trail. */
const review = defineMachine({
  objectType: 'enterprise',
  statuses: { saved: 0, approved: 1, pending: 2, rejected: 3 },
  moves: {
    submitReview: { from: [0], to: 2, by: ['enterprise'] },
    reject: { from: [2], to: 3, by: ['platform'] },
    resubmit: { from: [3, 0], to: 2, by: ['enterprise'] },
  },
});
const submit = (id: string, extra: Partial<TransitionInput<typeof enterprise, MoveOf<typeof review>>> = {}) =>
  transition(database.db, { machine: review, move: 'submitReview', table: enterprise, id, actor, ...extra });

describe('transition', () => {
  it('lets exactly one of 50 concurrent identical moves win', async () => {
    const id = ids[0]!;
    await reset(id, 0);
    const before = await read(id);
    const results = await Promise.allSettled(Array.from({ length: 50 }, () => submit(id)));
    const won = results.filter((r) => r.status === 'fulfilled');
    const lost = results.filter((r) => r.status === 'rejected') as PromiseRejectedResult[];
    expect(won).toHaveLength(1);
    expect(lost).toHaveLength(49);
    for (const r of lost) {
      expect(r.reason).toBeInstanceOf(DomainError);
      expect(r.reason.code).toBe(409);
      expect(r.reason.message).toBe('数据状态已变化，请刷新后重试');
      expect(r.reason.reason).toBe('state.status_changed');
    }
    const after = await read(id);
    expect(after.status).toBe(2);
    expect(after.version).toBe(before.version + 1);
    const events = await eventsOf(id);
    expect(events).toHaveLength(1);
    expect(events[0]).toMatchObject({ seq: 1, action: 'submitReview', fromStatus: '0', toStatus: '2', actorId: '1' });
    expect(events[0]!.createTime).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
  });

  it('chains three moves, and a tampered payload breaks the chain at its event', async () => {
    const id = ids[1]!;
    await reset(id, 0);
    await submit(id, { payload: { note: 'first' } });
    await submit(id, { move: 'reject', payload: { reason: '资料不全' } });
    const row = await submit(id, {
      move: 'resubmit',
      set: { reviewerReason: null },
      payload: { amount: '12.50', nested: { b: 1, a: [1, 2] } },
    });
    expect(row.status).toBe(2);
    const events = await eventsOf(id);
    expect(events.map((e) => [e.seq, e.action, e.fromStatus, e.toStatus])).toEqual([
      [1, 'submitReview', '0', '2'],
      [2, 'reject', '2', '3'],
      [3, 'resubmit', '3', '2'],
    ]);
    expect(await verifyAuditChain(database.db, 'enterprise', id)).toEqual({ valid: true, length: 3 });

    // Someone with owner rights on the database switches the append-only trigger off and edits an event.
    await database.db.execute(sql`alter table kc_audit_event disable trigger kc_audit_event_append_only`);
    await database.db
      .update(auditEvent)
      .set({ payload: { reason: '资料齐全' } })
      .where(and(eq(auditEvent.objectType, 'enterprise'), eq(auditEvent.objectId, id), eq(auditEvent.seq, 2)));
    await database.db.execute(sql`alter table kc_audit_event enable trigger kc_audit_event_append_only`);
    expect(await verifyAuditChain(database.db, 'enterprise', id)).toMatchObject({ valid: false, brokenAtSeq: 2 });
  });

  it('answers 409 for a move from the wrong status and writes no event', async () => {
    const id = ids[2]!;
    await reset(id, 1);
    const before = await read(id);
    await expect(submit(id, { message: '只有草稿可以提交审核' })).rejects.toMatchObject({
      code: 409,
      message: '只有草稿可以提交审核',
    });
    expect(await eventsOf(id)).toHaveLength(0);
    expect((await read(id)).version).toBe(before.version);
  });

  it('rolls the status back when the audit event cannot be written', async () => {
    const id = ids[3]!;
    await reset(id, 0);
    // object_type is varchar(50): the insert after the UPDATE fails inside the same transaction.
    await expect(submit(id, { objectType: 'x'.repeat(60) })).rejects.toThrow();
    const after = await read(id);
    expect(after.status).toBe(0);
    const n = await database.db.$count(auditEvent, eq(auditEvent.objectId, id));
    expect(n).toBe(0);
  });
});

describe('a declared move', () => {
  it('takes from, to, object type and action from the declaration, and refuses a target it does not declare', async () => {
    const id = ids[3]!;
    await reset(id, ReviewStatus.saved);
    const before = (await eventsOf(id)).length;
    const row = await transition(database.db, {
      table: enterprise,
      machine: enterpriseReviewMachine,
      move: 'submit',
      id,
      actor,
    });
    expect(row.status).toBe(ReviewStatus.pending);
    const events = await eventsOf(id);
    expect(events).toHaveLength(before + 1);
    expect(events.at(-1)).toMatchObject({ action: 'submit', fromStatus: '0', toStatus: '2' });
    await expect(
      transition(database.db, {
        table: enterprise,
        machine: enterpriseReviewMachine,
        move: 'approve',
        to: ReviewStatus.rejected,
        id,
        actor,
      }),
    ).rejects.toThrow('enterprise.approve does not reach 3');
    // At pending a second submit is a lost move: tryTransition answers undefined, nothing written.
    expect(
      await tryTransition(database.db, {
        table: enterprise,
        machine: enterpriseReviewMachine,
        move: 'submit',
        id,
        actor,
      }),
    ).toBeUndefined();
    expect(await eventsOf(id)).toHaveLength(before + 1);
  });

  it('moves in bulk only the rows standing where the move starts, one event each', async () => {
    const [a, b] = [ids[2]!, ids[3]!];
    await reset(a, ReviewStatus.pending);
    await reset(b, ReviewStatus.approved);
    const moved = await transitionAll(database.db, {
      table: enterprise,
      machine: enterpriseReviewMachine,
      move: 'reject',
      where: inArray(enterprise.id, [a, b]),
      actor,
    });
    expect(moved.map((r) => r.id)).toEqual([a]);
    expect((await read(b)).status).toBe(ReviewStatus.approved);
    expect((await eventsOf(a)).at(-1)).toMatchObject({ action: 'reject', fromStatus: '2', toStatus: '3' });
  });
});

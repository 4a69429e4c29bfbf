import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../../test/harness';
import type { Database } from '../db/client';
import { appendAuditEvent, listAuditEvents, verifyAuditChain } from './audit.service';
import { auditEvent } from './audit.table';

let database: Database;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(async () => database?.close());

describe('audit chain', () => {
  it('numbers concurrent appends to one object 1..n in one valid chain', async () => {
    await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        appendAuditEvent(database.db, {
          tenantId: '000000',
          objectType: 'contract',
          objectId: '42',
          action: 'note',
          payload: { i },
        }),
      ),
    );
    const events = await listAuditEvents(database.db, 'contract', '42');
    expect(events.map((e) => e.seq)).toEqual(Array.from({ length: 20 }, (_, i) => i + 1));
    expect(await verifyAuditChain(database.db, 'contract', '42')).toEqual({ valid: true, length: 20 });
  });

  it('keeps one chain per object', async () => {
    await appendAuditEvent(database.db, { tenantId: '000000', objectType: 'contract', objectId: '43', action: 'a' });
    const [first] = await listAuditEvents(database.db, 'contract', '43');
    expect(first).toMatchObject({ seq: 1, action: 'a', fromStatus: null, payload: {} });
    expect(await verifyAuditChain(database.db, 'receipt', '43')).toEqual({ valid: true, length: 0 });
  });

  it('is append-only in the database itself', async () => {
    const where = eq(auditEvent.objectId, '43');
    const refusal = (attempt: Promise<unknown>) =>
      attempt.then(
        () => 'allowed',
        (err) => String(err.cause?.message ?? err.message),
      );
    expect(await refusal(database.db.update(auditEvent).set({ action: 'b' }).where(where))).toMatch(/append-only/);
    expect(await refusal(database.db.delete(auditEvent).where(where))).toMatch(/append-only/);
    expect(await refusal(database.db.execute(sql`truncate kc_audit_event`))).toMatch(/append-only/);
    expect(await verifyAuditChain(database.db, 'contract', '43')).toEqual({ valid: true, length: 1 });
  });
});

import { ReceiptStatus } from '@kc/domain/receipt/status';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../platform/db/client';
import { demoDocuments } from '../../test/fixtures/demo-documents';
import { createTestApp, type TestApp } from '../../test/harness';
import { seed } from './seed';
import { demoBusinessSteps, seedDemoBusiness } from './seed-demo-business';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
  await seedDemoBusiness(t.ctx);
}, 300_000);
afterAll(async () => {
  await t?.close();
});

type Rows = { rows: Record<string, unknown>[] };

/**
 * Every table of the product (pg-boss's own excepted) with its row count and the newest row version (xmin): an
 * insert, an update or a delete anywhere changes it.
 */
const tableVersions = async (db: Db) => {
  const { rows: tables } = (await db.execute(sql`
    select table_schema as schema, table_name as name from information_schema.tables
    where table_type = 'BASE TABLE' and table_schema not in ('pg_catalog', 'information_schema', 'pgboss')
    order by 1, 2`)) as unknown as Rows;
  const parts = tables.map(
    (t) =>
      sql`select ${`${t.schema}.${t.name}`}::text as name, count(*)::int as rows, coalesce(max(xmin::text::bigint), 0)::text as version from ${sql.identifier(String(t.schema))}.${sql.identifier(String(t.name))}`,
  );
  const { rows } = (await db.execute(sql.join(parts, sql` union all `))) as unknown as Rows;
  return rows;
};

describe(`the demo's business on ${process.env.TEST_DB}`, () => {
  it('is complete: every document it sealed is stored with the hash recorded for it, and verifies', async () => {
    const { seals, receipts, contracts } = await demoDocuments(t.ctx);
    expect(seals.length).toBeGreaterThan(40);
    expect(seals.filter((s) => s.stored !== s.sha256)).toEqual([]);
    // Every receipt the demo sealed carries the three parties' signatures in its current PDF.
    const sealed = receipts.filter((r) => r.seals === 3);
    expect(sealed.length).toBeGreaterThanOrEqual(10);
    expect(sealed.filter((r) => !r.hashMatches || r.validSignatures !== 3)).toEqual([]);
    expect(receipts.filter((r) => r.status === ReceiptStatus.inEffect && r.seals !== 3)).toEqual([]);
    // The contracts in force (over receipts, of custom goods), each sealed by both parties.
    expect(contracts.length).toBeGreaterThanOrEqual(2);
    expect(contracts.filter((c) => !c.hashMatches || c.validSignatures !== 2)).toEqual([]);
  });

  it('a restart does no seeding work: the seed and the business again write no row of any table', async () => {
    const before = await tableVersions(t.ctx.db);
    expect(before.length).toBeGreaterThan(50);
    await seed(t.ctx.db, { demo: true, production: false, log: () => {} });
    const steps: string[] = [];
    await seedDemoBusiness(t.ctx, { onStep: (step) => steps.push(step) });
    expect(steps).toEqual(demoBusinessSteps.map(([name]) => name));
    expect(await tableVersions(t.ctx.db)).toEqual(before);
  });

  it('ends between two steps once asked to stop (a shutdown never leaves a step half done)', async () => {
    const stop = new AbortController();
    const steps: string[] = [];
    await seedDemoBusiness(t.ctx, {
      signal: stop.signal,
      onStep: (step) => {
        steps.push(step);
        stop.abort();
      },
    });
    expect(steps).toEqual(['trading']);
  });
});

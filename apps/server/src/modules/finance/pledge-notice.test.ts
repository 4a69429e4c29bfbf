import { createHash } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { afterCommit } from '../../platform/db/after-commit';
import { attachment } from '../../platform/files/attachment.table';
import { makePledgeApply, receiptsOf, rowsOf } from '../../test/fixtures/pledge';
import { createTestApp, dataOf, type Session, type TestApp } from '../../test/harness';
import { preparePledgeNotices } from './pledge-notice';
import { PLEDGE_NOTICE_FILE_OWNER } from './pledge-rows';

let t: TestApp;
let shipper: Session;

const noticesOf = (rowId: string) =>
  t.ctx.db
    .select({ id: attachment.id })
    .from(attachment)
    .where(and(eq(attachment.ownerType, PLEDGE_NOTICE_FILE_OWNER), eq(attachment.ownerId, rowId)));

/** The bank's pledge.registered as its inbox applies it: the notices' rows moved in `tx`, the notices after it. */
const register = (applyId: string, before?: () => Promise<void>) =>
  t.ctx.db.transaction(async (tx) => {
    if (before) await afterCommit(tx, before);
    await preparePledgeNotices(t.ctx, tx, { applyId, actor: null });
  });

beforeAll(async () => {
  t = await createTestApp();
  shipper = await t.session('shipper');
});
afterAll(async () => {
  await t?.close();
});

describe(`pledge notices are drawn after the bank's registration commits on ${process.env.TEST_DB}`, () => {
  it('the registration commits rows 50 and receipts 91 without notices; the notices follow the commit', async () => {
    const { applyId, billIds } = await makePledgeApply(t.ctx, { count: 2 });
    let committed: unknown;
    // Registered first, so it runs first once the transaction committed: before the notices' render.
    await register(applyId, async () => {
      committed = (await rowsOf(t.ctx, applyId)).map((r) => [r.dgeCcbStatus, r.extractFileId]);
    });
    expect(committed).toEqual([
      [50, null],
      [50, null],
    ]);
    const rows = await rowsOf(t.ctx, applyId);
    for (const r of rows) {
      expect(r.extractFileId).toBeTruthy();
      const pdf = (await t.ctx.files.read(r.extractFileId!))!;
      expect(createHash('sha256').update(pdf).digest('hex')).toBe(r.extractSha256);
      expect(await noticesOf(r.id)).toHaveLength(1);
    }
    expect((await receiptsOf(t.ctx, billIds)).map((r) => r.status)).toEqual([91, 91]);
  });

  it('a render that fails keeps the registration; reading the notice draws it once', async () => {
    const { applyId, billIds, rowIds } = await makePledgeApply(t.ctx, { count: 2 });
    const store = t.ctx.files.store;
    t.ctx.files.store = async () => {
      throw new Error('disk full');
    };
    try {
      await register(applyId);
    } finally {
      t.ctx.files.store = store;
    }
    const rows = await rowsOf(t.ctx, applyId);
    expect(rows.map((r) => [r.dgeCcbStatus, r.extractFileId, r.extractSha256])).toEqual([
      [50, null, null],
      [50, null, null],
    ]);
    expect((await receiptsOf(t.ctx, billIds)).map((r) => r.status)).toEqual([91, 91]);
    expect(await noticesOf(rowIds[0]!)).toEqual([]);

    // Two reads at once: one notice is stored, both answer it.
    const [a, b] = await Promise.all(
      [0, 1].map(() =>
        dataOf<{ extractPdfBase64: string }>(shipper.get('/api/kc-flrk/ccb/finance/getExtractPdf', { id: rowIds[0]! })),
      ),
    );
    expect(a.extractPdfBase64).toBeTruthy();
    expect(b.extractPdfBase64).toBe(a.extractPdfBase64);
    expect(await noticesOf(rowIds[0]!)).toHaveLength(1);
    const [drawn, other] = await rowsOf(t.ctx, applyId);
    expect(drawn!.extractFileId).toBe((await noticesOf(rowIds[0]!))[0]!.id);
    // Only the row read was drawn; the other waits for its own read (or its seal).
    expect(other!.extractFileId).toBeNull();
  });
});

import { createHash } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listAuditEvents } from '../../platform/audit/audit.service';
import { afterCommit } from '../../platform/db/after-commit';
import { attachment } from '../../platform/files/attachment.table';
import { compact, pageTexts } from '../../platform/pdf/pdf-inspect';
import { demoParties } from '../../test/fixtures/batch-sign';
import { createTestApp, dataOf, type Session, type TestApp } from '../../test/harness';
import { baseMaterial } from '../goods';
import { user } from '../user';
import { generateReceiptsForGoods } from './generate-goods-receipts';
import { receipt, receiptRender, receiptSign } from './receipt.table';
import { RECEIPT_FILE_OWNER, receiptFile } from './receipt-document';

let t: TestApp;
let warehouse: Session;
let parties: Awaited<ReturnType<typeof demoParties>>;
let materialId: string;
let actor: { userId: string; postId: string; tenantId: string };
let sequence = 0;

const row = async (id: string) => (await t.ctx.db.select().from(receipt).where(eq(receipt.id, id)))[0]!;
const kept = (id: string) => t.ctx.db.select().from(receiptRender).where(eq(receiptRender.billId, id));
const chain = (id: string) => t.ctx.db.select().from(receiptSign).where(eq(receiptSign.billId, id));
const filesOf = (id: string) =>
  t.ctx.db
    .select({ id: attachment.id })
    .from(attachment)
    .where(and(eq(attachment.ownerType, RECEIPT_FILE_OWNER), eq(attachment.ownerId, id)));

/** One receipt from external goods (a container), generated in `tx` as the WMS application's completion does. */
const generateIn = (tx: Parameters<Parameters<TestApp['ctx']['db']['transaction']>[0]>[0]) => {
  sequence += 1;
  return generateReceiptsForGoods(t.ctx, tx, {
    goodsId: `9000${sequence}`,
    inputCode: `SQ-DOC-${sequence}`,
    tenantId: '000000',
    actor,
    origin: 'http://localhost:8080',
    items: [
      {
        materialId,
        cargoOwnerId: parties.shipperId,
        warehouseId: parties.warehouseId,
        totalWeight: '12.50',
        totalQuantity: '60.00',
        locator: 'C区-01',
        props: [],
        batchNo: `XH-${sequence}`,
        payload: { caseNumber: `XH-${sequence}` },
      },
    ],
  });
};

beforeAll(async () => {
  t = await createTestApp();
  warehouse = await t.session('warehouse');
  parties = await demoParties(t.ctx.db);
  const [m] = await t.ctx.db.select({ id: baseMaterial.id }).from(baseMaterial).where(eq(baseMaterial.code, 'MH001'));
  materialId = m!.id;
  const [u] = await t.ctx.db.select({ id: user.id }).from(user).where(eq(user.account, 'warehouse'));
  actor = { userId: u!.id, postId: parties.warehouseId, tenantId: '000000' };
});
afterAll(async () => {
  await t?.close();
});

describe(`a receipt's PDF is drawn after its generation commits on ${process.env.TEST_DB}`, () => {
  it('the generation commits the receipt without a file; the PDF, its chain row and audit event follow the commit', async () => {
    let committed: { fileId: string | null; kept: number } | undefined;
    let made = '';
    const [id] = await t.ctx.db.transaction(async (tx) => {
      // Registered first, so it runs first once the transaction committed: before the receipt's render.
      await afterCommit(tx, async () => {
        committed = { fileId: (await row(made)).fileId, kept: (await kept(made)).length };
      });
      const ids = await generateIn(tx);
      made = ids[0]!;
      expect((await tx.select().from(receipt).where(eq(receipt.id, made)))[0]!.fileId).toBeNull();
      return ids;
    });
    expect(committed).toEqual({ fileId: null, kept: 1 });

    const r = await row(id!);
    expect(r.fileId).toBeTruthy();
    expect(r.originalFileId).toBe(r.fileId);
    const pdf = (await t.ctx.files.read(r.fileId!))!;
    expect(createHash('sha256').update(pdf).digest('hex')).toBe(r.fileSha256);
    // What the generation saw and the receipt row does not hold (the container's case number, the application's code).
    const text = compact((await pageTexts(pdf)).join(''));
    expect(text).toContain(`XH-${sequence}`);
    expect(text).toContain(`SQ-DOC-${sequence}`);
    expect(await kept(id!)).toEqual([]);
    expect(await chain(id!)).toEqual([
      expect.objectContaining({ kind: 'generate', fileId: r.fileId, sha256: r.fileSha256, toStatus: 10 }),
    ]);
    const [event] = await listAuditEvents(t.ctx.db, 'receipt', id!);
    expect(event).toMatchObject({ action: 'generate', toStatus: '10', actorEnterpriseId: parties.warehouseId });
    expect(event!.payload).toMatchObject({ code: r.code, caseNumber: `XH-${sequence}`, sha256: r.fileSha256 });
  });

  it('a render that fails keeps the receipt and what it is drawn from; the next read draws it once', async () => {
    const store = t.ctx.files.store;
    t.ctx.files.store = async () => {
      throw new Error('disk full');
    };
    let id: string;
    try {
      [id] = (await t.ctx.db.transaction((tx) => generateIn(tx))) as [string];
    } finally {
      t.ctx.files.store = store;
    }
    const left = await row(id);
    expect(left).toMatchObject({ status: 10, fileId: null, originalFileId: null, fileSha256: null });
    expect(await kept(id)).toHaveLength(1);
    expect(await chain(id)).toEqual([]);
    expect(await listAuditEvents(t.ctx.db, 'receipt', id)).toEqual([]);
    expect(await filesOf(id)).toEqual([]);

    // The receipt's detail (its PDF links) draws it; a second read finds it drawn.
    const detail = await dataOf<{ fileLink: string | null; events: unknown[] }>(
      warehouse.get('/api/kc-flrk/ple/bill/detail', { id }),
    );
    const drawn = await row(id);
    expect(drawn.fileId).toBeTruthy();
    expect(detail).toMatchObject({ fileId: drawn.fileId, originalFileId: drawn.fileId, fileSha256: drawn.fileSha256 });
    expect(detail.fileLink).toBeTruthy();
    expect(detail.events).toEqual([expect.objectContaining({ kind: 'generate', sha256: drawn.fileSha256 })]);
    expect(await receiptFile(t.ctx, id)).toEqual({ fileId: drawn.fileId, sha256: drawn.fileSha256 });
    expect(await filesOf(id)).toHaveLength(1);
    expect(await listAuditEvents(t.ctx.db, 'receipt', id)).toEqual([expect.objectContaining({ action: 'generate' })]);
  });

  it('the public verification page of a receipt whose render failed draws it, and shows its hash and generation', async () => {
    const store = t.ctx.files.store;
    t.ctx.files.store = async () => {
      throw new Error('disk full');
    };
    let id: string;
    try {
      [id] = (await t.ctx.db.transaction((tx) => generateIn(tx))) as [string];
    } finally {
      t.ctx.files.store = store;
    }
    const { verifyToken } = await row(id);
    const view = (await t.get(undefined, '/api/kc-flrk/ple/bill/verify', { token: verifyToken })).json().data;
    const drawn = await row(id);
    expect(drawn.fileSha256).toMatch(/^[0-9a-f]{64}$/);
    expect(view).toMatchObject({ sha256: drawn.fileSha256, chain: [expect.objectContaining({ kind: 'generate' })] });
  });

  it('the warehouse signs a receipt whose render failed: the PDF is drawn first, then sealed', async () => {
    const store = t.ctx.files.store;
    t.ctx.files.store = async () => {
      throw new Error('disk full');
    };
    let id: string;
    try {
      [id] = (await t.ctx.db.transaction((tx) => generateIn(tx))) as [string];
    } finally {
      t.ctx.files.store = store;
    }
    expect((await row(id)).fileId).toBeNull();
    await dataOf(warehouse.post('/api/kc-flrk/ple/bill/sign', { id }));
    const signed = await row(id);
    expect(signed.status).toBe(20);
    expect(signed.originalFileId).toBeTruthy();
    expect(signed.fileId).not.toBe(signed.originalFileId);
    expect((await chain(id)).map((e) => e.kind).sort()).toEqual(['generate', 'warehouse']);
    expect((await listAuditEvents(t.ctx.db, 'receipt', id)).map((e) => e.action)).toEqual([
      'generate',
      'sign-warehouse',
    ]);
  });

  it('two renders at once store one PDF and one generation record', async () => {
    const store = t.ctx.files.store;
    t.ctx.files.store = async () => {
      throw new Error('disk full');
    };
    let id: string;
    try {
      [id] = (await t.ctx.db.transaction((tx) => generateIn(tx))) as [string];
    } finally {
      t.ctx.files.store = store;
    }
    await Promise.all([receiptFile(t.ctx, id), receiptFile(t.ctx, id)]);
    const files = await filesOf(id);
    expect(files).toHaveLength(1);
    expect((await row(id)).fileId).toBe(files[0]!.id);
    expect(await chain(id)).toHaveLength(1);
    expect(await listAuditEvents(t.ctx.db, 'receipt', id)).toHaveLength(1);
  });
});

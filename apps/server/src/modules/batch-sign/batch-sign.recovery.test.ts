import { batchBusiness, ReceiptStatus, SignBatchStatus } from '@kc/domain/receipt/status';
import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { auditEvent } from '../../platform/audit/audit.table';
import { confirmSession, createSession } from '../../providers/mini-program/qr-session';
import { demoParties, makeReceipts, signatureCount } from '../../test/fixtures/batch-sign';
import { accessToken, killableDataDir, type ServerProcess } from '../../test/process';
import { receipt, receiptSign } from '../receipt/receipt.table';
import { user } from '../user/user.table';
import { signBatch, signBatchItem } from './batch-sign.table';

// A real server process on the embedded database, killed in the middle of a batch (once is enough: not on PostgreSQL).
const embeddedOnly = process.env.TEST_DB === 'postgres' ? describe.skip : describe;

const RECEIPTS = 20;
const APPLY_ID = '7000001';
const data = killableDataDir('kc-batch-kill-');
const { openHere } = data;

afterAll(() => data.cleanup());

type Progress = { status: number; totalNum: number; finishNum: number; failNum: number };
const progressOf = async (server: ServerProcess, token: string, batchId: string) =>
  (await server.api(token, `/api/kc-flrk/ple/bill/searchSignStatus?batchId=${batchId}`)).data as Progress;

embeddedOnly('a batch whose server is killed half way', () => {
  it('is finished by the next process on the same data, every receipt signed exactly once', async () => {
    // The data: demo seed, 20 receipts awaiting the warehouse, and the warehouse user's confirmed scan.
    let token: string;
    let billIds: string[];
    {
      await data.seedDemo();
      const here = await openHere();
      const parties = await demoParties(here.ctx.db);
      billIds = await makeReceipts(here.ctx, {
        count: RECEIPTS,
        shipperId: parties.shipperId,
        warehouseId: parties.warehouseId,
        inputId: APPLY_ID,
      });
      const [wh] = await here.ctx.db.select().from(user).where(eq(user.account, 'warehouse'));
      const session = await createSession(here.ctx.db, {
        tenantId: '000000',
        userId: wh!.id,
        enterpriseId: parties.warehouseId,
        ...batchBusiness({ applyId: APPLY_ID }, parties.warehouseId),
      });
      await confirmSession(here.ctx.db, session.token);
      token = session.token;
      await here.close();
    }

    // The first server starts the batch and is killed (SIGKILL: no shutdown) while it signs.
    const first = await data.start();
    const access = await accessToken(first, 'warehouse');
    const start = await first.api(access, '/api/kc-flrk/ple/bill/batchSign', { applyId: APPLY_ID, token });
    expect(start).toMatchObject({ code: 200, data: { totalNum: RECEIPTS } });
    const { batchId } = start.data as { batchId: string };
    let atKill: Progress;
    const deadline = Date.now() + 60_000;
    for (;;) {
      atKill = await progressOf(first, access, batchId);
      if (atKill.finishNum >= 3) break;
      if (Date.now() > deadline) throw new Error(`no progress: ${first.output()}`);
      await new Promise((r) => setTimeout(r, 10));
    }
    first.proc.kill('SIGKILL');
    await first.exited;
    expect(atKill.status).toBe(0);
    expect(atKill.finishNum).toBeLessThan(RECEIPTS);

    // The next process on the same data directory takes the batch up again and finishes it.
    const second = await data.start();
    const access2 = await accessToken(second, 'warehouse');
    const until = Date.now() + 90_000;
    let done: Progress;
    for (;;) {
      done = await progressOf(second, access2, batchId);
      if (done.status === 1) break;
      if (Date.now() > until) throw new Error(`not finished after restart: ${JSON.stringify(done)} ${second.output()}`);
      await new Promise((r) => setTimeout(r, 200));
    }
    expect(done).toMatchObject({ status: 1, totalNum: RECEIPTS, finishNum: RECEIPTS, failNum: 0 });
    expect(await second.stop()).toBe(0);

    // Exactly once: one warehouse signature row, one PDF signature and one audit move per receipt.
    const here = await openHere();
    try {
      const rows = await here.ctx.db.select().from(receipt).where(inArray(receipt.id, billIds));
      expect(rows).toHaveLength(RECEIPTS);
      for (const r of rows) {
        expect(r).toMatchObject({ status: ReceiptStatus.warehouseSigned, signBatchStatus: SignBatchStatus.success });
        expect(signatureCount((await here.ctx.files.read(r.fileId!))!)).toBe(1);
      }
      const signs = await here.ctx.db
        .select()
        .from(receiptSign)
        .where(and(inArray(receiptSign.billId, billIds), eq(receiptSign.kind, 'warehouse')));
      expect(signs).toHaveLength(RECEIPTS);
      expect(new Set(signs.map((s) => s.billId)).size).toBe(RECEIPTS);
      const moves = await here.ctx.db
        .select()
        .from(auditEvent)
        .where(and(inArray(auditEvent.objectId, billIds), eq(auditEvent.action, 'sign-warehouse')));
      expect(moves).toHaveLength(RECEIPTS);
      const items = await here.ctx.db.select().from(signBatchItem).where(eq(signBatchItem.batchId, batchId));
      expect(items.map((i) => i.status)).toEqual(Array(RECEIPTS).fill(SignBatchStatus.success));
      const [b] = await here.ctx.db.select().from(signBatch).where(eq(signBatch.id, batchId));
      expect(b).toMatchObject({ status: 1, totalNum: RECEIPTS, finishNum: RECEIPTS, failNum: 0 });
    } finally {
      await here.close();
    }
  }, 400_000);
});

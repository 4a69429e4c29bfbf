import { batchBusiness, ReceiptStatus } from '@kc/domain/receipt/status';
import { TransferStatus } from '@kc/domain/transfer/transfer';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { confirmSession, createSession } from '../../providers/mini-program/qr-session';
import { doublyValidLineages, makeReceiptContract } from '../../test/fixtures/transfer';
import { accessToken, killableDataDir } from '../../test/process';
import { signReceipt } from '../batch-sign';
import { platformEnterprise } from '../batch-sign/signer';
import { contract } from '../contract/contract.table';
import { receipt } from '../receipt/receipt.table';
import { demoActor } from '../seed/seed-trading';
import { receiptTransfer } from './transfer.table';
import { applyTransfer, auditTransfer, confirmTransferAtWarehouse } from './transfer-moves';

// A real server process on the embedded database, killed while the platform signs the new receipts (once is enough).
const embeddedOnly = process.env.TEST_DB === 'postgres' ? describe.skip : describe;

const RECEIPTS = 12;
const data = killableDataDir('kc-transfer-kill-');
const { openHere } = data;

afterAll(() => data.cleanup());

/** Every old receipt is either still transferring with its successor not yet in effect, or cancelled with it in effect. */
const expectConsistent = async (db: Awaited<ReturnType<typeof openHere>>['ctx']['db'], oldIds: string[]) => {
  expect(await doublyValidLineages(db)).toEqual([]);
  const olds = await db.select().from(receipt).where(inArray(receipt.id, oldIds));
  const news = await db.select().from(receipt).where(inArray(receipt.originBillId, oldIds));
  expect(news).toHaveLength(oldIds.length);
  for (const o of olds) {
    const n = news.find((x) => x.originBillId === o.id)!;
    if (o.status === ReceiptStatus.cancelled) expect(n.status).toBe(ReceiptStatus.inEffect);
    else {
      expect(o.status).toBe(ReceiptStatus.transferring);
      expect([ReceiptStatus.shipperSigned, ReceiptStatus.platformSigned]).toContain(n.status);
    }
  }
  return olds.filter((o) => o.status === ReceiptStatus.cancelled).length;
};

embeddedOnly('a transfer whose server is killed while the new receipts take effect', () => {
  it('is never both old and new, and the next process finishes it: old cancelled, new in effect, contract complete', async () => {
    let token: string;
    let contractId: string;
    let oldIds: string[];
    {
      await data.seedDemo();
      const here = await openHere();
      const [shipper, buyer, warehouse, platform] = await Promise.all(
        ['shipper', 'buyer', 'warehouse', 'platform'].map((a) => demoActor(here.ctx, a)),
      );
      const made = await makeReceiptContract(here.ctx, { count: RECEIPTS });
      contractId = made.contractId;
      oldIds = made.billIds;
      const transferId = await applyTransfer(here.ctx, shipper!, { id: contractId, freeAgreement: '', otherDesc: '' });
      await auditTransfer(here.ctx, platform!, { id: transferId, auditStatus: 1 });
      const newIds = await confirmTransferAtWarehouse(here.ctx, warehouse!, transferId, 'http://127.0.0.1');
      for (const id of newIds) await signReceipt(here.ctx, { billId: id, role: 'warehouse', actor: warehouse! });
      for (const id of newIds) await signReceipt(here.ctx, { billId: id, role: 'shipper', actor: buyer! });
      const platformEnt = await platformEnterprise(here.ctx.db, '000000');
      const session = await createSession(here.ctx.db, {
        tenantId: '000000',
        userId: platform!.userId,
        enterpriseId: platformEnt!.id,
        ...batchBusiness({ contractId }, platformEnt!.id),
      });
      await confirmSession(here.ctx.db, session.token);
      token = session.token;
      await here.close();
    }

    // The platform's batch starts on a real server, which is killed (SIGKILL) part way.
    const first = await data.start();
    const access = await accessToken(first, 'platform');
    const start = await first.api(access, '/api/kc-flrk/ple/bill/addBatchSign', { contractId, token });
    expect(start).toMatchObject({ code: 200, data: { totalNum: RECEIPTS } });
    const { batchId } = start.data as { batchId: string };
    const deadline = Date.now() + 60_000;
    for (;;) {
      const p = (await first.api(access, `/api/kc-flrk/ple/bill/searchSignStatus?batchId=${batchId}`)).data as {
        finishNum: number;
      };
      if (p.finishNum >= 2) break;
      if (Date.now() > deadline) throw new Error(`no progress: ${first.output()}`);
      await new Promise((r) => setTimeout(r, 10));
    }
    first.proc.kill('SIGKILL');
    await first.exited;

    // Between the two processes: consistent, the transfer still signing.
    {
      const here = await openHere();
      try {
        const cancelled = await expectConsistent(here.ctx.db, oldIds);
        expect(cancelled).toBeGreaterThanOrEqual(2);
        expect(cancelled).toBeLessThan(RECEIPTS);
        const [tr] = await here.ctx.db.select().from(receiptTransfer).where(eq(receiptTransfer.contractId, contractId));
        expect(tr!.status).toBe(TransferStatus.signing);
      } finally {
        await here.close();
      }
    }

    // The next process takes the batch up again: every new receipt in effect, the transfer and the contract complete.
    const second = await data.start();
    const access2 = await accessToken(second, 'platform');
    const until = Date.now() + 90_000;
    for (;;) {
      const p = (await second.api(access2, `/api/kc-flrk/ple/bill/searchSignStatus?batchId=${batchId}`)).data as {
        status: number;
      };
      if (p.status === 1) break;
      if (Date.now() > until) throw new Error(`not finished after restart: ${second.output()}`);
      await new Promise((r) => setTimeout(r, 200));
    }
    const progress = await second.api(access2, '/api/kc-flrk/ple/bill/upBillSignStatus', { id: contractId });
    expect(progress.data).toMatchObject({ status: TransferStatus.complete, totalNum: RECEIPTS, finishNum: RECEIPTS });
    expect(await second.stop()).toBe(0);

    const here = await openHere();
    try {
      expect(await expectConsistent(here.ctx.db, oldIds)).toBe(RECEIPTS);
      const [c] = await here.ctx.db.select().from(contract).where(eq(contract.id, contractId));
      expect(c!.transferStatus).toBe(TransferStatus.complete);
    } finally {
      await here.close();
    }
  }, 400_000);
});

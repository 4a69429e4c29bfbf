// Part j of `npm run bench`: pledge financing on a real server process (PGlite, `main.ts`):
//   (a) the batch seal of 50 pledge notices, the owner's then the warehouse's, each right after its scan was
//       confirmed: ms from the owner's scan to the last warehouse seal (target ≤ 10,000 ms: two batches of 50),
//   (b) the bank's callback to the page: a disbursement made in the bank sandbox's console, its signed callback
//       delivered to /api/kc-bank/notify, applied, and the 'finance.status' event at an HTTP SSE client; p95 over
//       20 disbursements (target ≤ 500 ms).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { and, eq } from 'drizzle-orm';
import { buildApp } from '../apps/server/src/app';
import { financeApply, financeSign } from '../apps/server/src/modules/finance/finance.table';
import { seed } from '../apps/server/src/modules/seed/seed';
import { loadConfig } from '../apps/server/src/platform/config';
import { openPglite } from '../apps/server/src/platform/db/client';
import { makePledgeApply, registerPledge } from '../apps/server/src/test/fixtures/pledge';
import { type Child, client, md5, openEvents, quantile, round, sleep, spawnServer, stop } from './batch-sign';

export const FINANCE_TARGET = { sealAllMs: 10_000, callbackP95Ms: 500 } as const;
const RECEIPTS = 50;
const DISBURSEMENTS = 20;

export type FinanceBench = {
  receipts: number;
  ownerScanToLastOwnerSealMs: number;
  warehouseScanToLastSealMs: number;
  ownerScanToLastWarehouseSealMs: number;
  callbackToPage: { events: number; p50Ms: number; p95Ms: number; maxMs: number };
  pass: { sealAll: boolean; callback: boolean };
};

/** The data directory: demo seed, an application of 50 receipts the bank registered (notices at 50), the bank's books. */
const prepare = async (dataDir: string) => {
  const config = loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'silent', JOBS: 'false', ESIGN_SANDBOX_STEP_MS: '0' });
  const database = await openPglite(config.pgDir);
  await database.migrate();
  await seed(database.db, { demo: true, production: false, log: () => {} });
  const { app, ctx } = await buildApp({ config, database, logger: false, serveWeb: false });
  try {
    const made = await makePledgeApply(ctx, { count: RECEIPTS });
    await registerPledge(ctx, made.applyId);
    const books = await ctx.bankSandbox.seedApplication(
      {
        tenantId: '000000',
        applyId: made.applyId,
        applyCode: made.apply.code,
        bankId: made.parties.bankId,
        bankName: '中国建设银行股份有限公司郑州金水支行',
        shipper: { id: made.parties.shipperId, name: '江苏恒丰棉业有限公司', creditCode: null },
        warehouse: { id: made.parties.warehouseId, name: '河南豫通棉花仓储有限公司' },
        goodsName: '棉花质押融资',
        applyMoney: made.apply.applyMoney,
        agreementSha256: '0'.repeat(64),
        collateral: made.billIds.map((billId, i) => ({
          billId,
          billCode: `BENCH${i}`,
          materialName: '棉花',
          totalWeight: '25.50',
          weightUnit: '吨',
          priceUnit: '12000.00',
          cltPlgRate: '75.00',
          pledgeAmount: '229500.00',
        })),
      },
      'registered',
    );
    // The application carries the bank's own number for it, as the push would have left it.
    await ctx.db
      .update(financeApply)
      .set({ financeAppId: books.financeAppId, registrationNo: books.registrationNo })
      .where(eq(financeApply.id, made.applyId));
    return made;
  } finally {
    await app.close();
    await database.close();
  }
};

const login = async (port: number, account: string) =>
  (
    await client(port)<{ access_token: string }>('/api/kc-auth/oauth/token', {
      grant_type: 'password',
      tenantId: '000000',
      username: account,
      password: md5('demo123456'),
    })
  ).data.access_token;

export const benchFinance = async (): Promise<FinanceBench> => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'kc-bench-finance-'));
  let server: Child | undefined;
  try {
    const prepared = await prepare(dataDir);
    const { applyId } = prepared;
    server = await spawnServer(dataDir);
    const { port } = server;
    const shipperToken = await login(port, 'shipper');
    const events = await openEvents(port, shipperToken);

    /** One party's scan confirmed on the phone, then its batch; answers when the scan was confirmed. */
    const sealAll = async (account: string, type: 0 | 1) => {
      const api = client(port, await login(port, account));
      const qr = await api<{ token: string }>(
        `/api/kc-flrk/wx/wxQrCodeForMiniProgram?bussType=${type === 0 ? 40 : 50}&bussId=${applyId}&lifetimeMs=300000`,
      );
      if (qr.code !== 200) throw new Error(`wxQrCodeForMiniProgram answered ${qr.code} ${qr.msg}`);
      const confirmed = await client(port)('/api/kc-mini/scan/confirm', { t: qr.data.token });
      if (confirmed.code !== 200) throw new Error(`scan/confirm answered ${confirmed.code} ${confirmed.msg}`);
      const scanAt = Date.now();
      const start = await api<{ batchId: string }>('/api/kc-flrk/ple/bill/pledgeBatchSign', {
        type,
        applyId,
        token: qr.data.token,
      });
      if (start.code !== 200 || typeof start.data !== 'object')
        throw new Error(`pledgeBatchSign: ${JSON.stringify(start)}`);
      const deadline = Date.now() + 300_000;
      for (;;) {
        const p = await api<{ finishNum: number; failNum: number; totalNum: number }>(
          `/api/kc-flrk/ccb/finance/searchSignStatus?applyId=${applyId}&type=${type}`,
        );
        if (p.data.finishNum + p.data.failNum >= RECEIPTS) {
          if (p.data.failNum > 0) throw new Error(`${p.data.failNum} seals failed`);
          return scanAt;
        }
        if (Date.now() > deadline) throw new Error('the pledge batch did not finish in 300 s');
        await sleep(20);
      }
    };
    const ownerScanAt = await sealAll('shipper', 0);
    const warehouseScanAt = await sealAll('warehouse', 1);

    // The bank disburses 20 times from its console (the administrator's); each callback reaches the page.
    const admin = client(port, await login(port, 'admin'));
    const delays: number[] = [];
    for (let i = 0; i < DISBURSEMENTS; i++) {
      const t0 = Date.now();
      const lent = await admin('/api/kc-sandbox/bank/disburse', {
        applyId,
        amount: '1000.00',
        currency: '156',
        loanDate: '2026-11-24',
        dueDate: '2027-05-23',
        interestRate: '3.85',
      });
      if (lent.code !== 200) throw new Error(`disburse answered ${lent.code} ${lent.msg}`);
      const deadline = Date.now() + 10_000;
      for (;;) {
        const hit = events.arrivals.find((a) => a.event === 'finance.status' && a.data.id === applyId && a.at >= t0);
        if (hit) {
          delays.push(hit.at - t0);
          events.arrivals.splice(events.arrivals.indexOf(hit), 1);
          break;
        }
        if (Date.now() > deadline) throw new Error('no finance.status event within 10 s of a disbursement');
        await sleep(2);
      }
      // Events of earlier moves (the seals) must not count for a later disbursement.
      events.arrivals.length = 0;
      await sleep(50);
    }
    events.close();
    await stop(server);
    server = undefined;

    // The database's word on when the last seal of each party was made.
    const database = await openPglite(path.join(dataDir, 'pg'));
    try {
      const sealsOf = async (kind: string) =>
        (
          await database.db
            .select({ at: financeSign.createTime })
            .from(financeSign)
            .where(and(eq(financeSign.applyId, applyId), eq(financeSign.kind, kind)))
        ).map((r) => r.at.getTime());
      const owner = await sealsOf('pledge-shipper');
      const warehouse = await sealsOf('pledge-warehouse');
      if (owner.length !== RECEIPTS || warehouse.length !== RECEIPTS) {
        throw new Error(`sealed ${owner.length} / ${warehouse.length} of ${RECEIPTS}`);
      }
      const result: FinanceBench = {
        receipts: RECEIPTS,
        ownerScanToLastOwnerSealMs: Math.max(...owner) - ownerScanAt,
        warehouseScanToLastSealMs: Math.max(...warehouse) - warehouseScanAt,
        ownerScanToLastWarehouseSealMs: Math.max(...warehouse) - ownerScanAt,
        callbackToPage: {
          events: delays.length,
          p50Ms: round(quantile(delays, 0.5)),
          p95Ms: round(quantile(delays, 0.95)),
          maxMs: Math.max(...delays),
        },
        pass: { sealAll: false, callback: false },
      };
      result.pass = {
        sealAll: result.ownerScanToLastWarehouseSealMs <= FINANCE_TARGET.sealAllMs,
        callback: delays.length === DISBURSEMENTS && result.callbackToPage.p95Ms <= FINANCE_TARGET.callbackP95Ms,
      };
      return result;
    } finally {
      await database.close();
    }
  } finally {
    if (server) server.child.kill('SIGKILL');
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
};

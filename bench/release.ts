// Part k of `npm run bench`: a release (解押) of 50 pledged receipts on a real server process (PGlite, `main.ts`),
// from the bank's instruction in the sandbox console to both parties' release seals: the instruction's signed callback
// delivered and the release record made (10: every receipt leaves whole, no tray split), its fee committed (a zero
// fee: no payment), 平台审核 and 仓库审核, the shipper's batch seal of the 50 rows after its scan, then the warehouse's;
// the release at 40 (target ≤ 15,000 ms from the instruction: the pledge's two batches of 50 take ≤ 10 s).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq, inArray } from 'drizzle-orm';
import { buildApp } from '../apps/server/src/app';
import { financeApply, financeApplyBill } from '../apps/server/src/modules/finance/finance.table';
import { holdReceipts, receipt } from '../apps/server/src/modules/receipt';
import { seed } from '../apps/server/src/modules/seed/seed';
import { seedDemoBusiness } from '../apps/server/src/modules/seed/seed-demo-business';
import { loadConfig } from '../apps/server/src/platform/config';
import { openPglite } from '../apps/server/src/platform/db/client';
import { makePledgeApply } from '../apps/server/src/test/fixtures/pledge';
import { type Child, client, md5, sleep, spawnServer, stop } from './batch-sign';

export const RELEASE_TARGET = { instructionToSealedMs: 15_000 } as const;
const RECEIPTS = 50;

export type ReleaseBench = {
  receipts: number;
  instructionToRecordMs: number;
  feeAndAuditsMs: number;
  shipperScanToLastSealMs: number;
  warehouseScanToSealedMs: number;
  instructionToSealedMs: number;
  pass: boolean;
};

/**
 * The data directory: demo seed, an application of 50 receipts pledged (rows 80, receipts 70, held by the pledge,
 * 1,000,000.00 lent) and the bank's books of it (registered).
 */
const prepare = async (dataDir: string) => {
  const config = loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'silent', JOBS: 'false', ESIGN_SANDBOX_STEP_MS: '0' });
  const database = await openPglite(config.pgDir);
  await database.migrate();
  await seed(database.db, { demo: true, production: false, log: () => {} });
  const { app, ctx } = await buildApp({ config, database, logger: false, serveWeb: false });
  try {
    // The demo business first, as a running product has it (its release demo takes the oldest pledged application).
    await seedDemoBusiness(ctx);
    const made = await makePledgeApply(ctx, { count: RECEIPTS });
    await ctx.db
      .update(financeApplyBill)
      .set({ dgeCcbStatus: 80, signStatus: 5 })
      .where(eq(financeApplyBill.applyId, made.applyId));
    await ctx.db.update(receipt).set({ status: 70, dgeCcbStatus: 80 }).where(inArray(receipt.id, made.billIds));
    await holdReceipts(ctx.db, {
      process: 'pledge',
      processId: made.applyId,
      tenantId: '000000',
      billIds: made.billIds,
    });
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
    await ctx.db
      .update(financeApply)
      .set({
        status: 70,
        pledgePushStatus: 1,
        financeAppId: books.financeAppId,
        registrationNo: books.registrationNo,
        loanMoney: '1000000.00',
        loanCurrency: '156',
        loanMoneyStatus: 0,
        loanDate: '2026-11-26',
        dateDue: '2027-05-25',
        interestInfo: '3.85',
      })
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

const must = <T>(what: string, r: { code: number; msg: string; data: T }) => {
  if (r.code !== 200) throw new Error(`${what} answered ${r.code} ${r.msg}`);
  return r.data;
};

export const benchRelease = async (): Promise<ReleaseBench> => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'kc-bench-release-'));
  let server: Child | undefined;
  try {
    const { applyId, billIds } = await prepare(dataDir);
    server = await spawnServer(dataDir);
    const { port } = server;
    const [admin, platform, shipper, warehouse] = await Promise.all(
      ['admin', 'platform', 'shipper', 'warehouse'].map(async (a) => client(port, await login(port, a))),
    );
    const R = '/api/kc-flrk/ccb/release';

    // The bank instructs the release of the 50 receipts (whole) from its console; the record appears.
    const t0 = Date.now();
    const step = must(
      'releaseInstruction',
      await admin!<{ deliveries?: { status: string; answer?: unknown }[] }>('/api/kc-sandbox/bank/releaseInstruction', {
        applyId,
        bills: billIds.map((billId) => ({ billId, takeGoodType: '01' })),
      }),
    );
    let releaseId = '';
    for (const deadline = Date.now() + 30_000; ; ) {
      const page = must(
        'release list',
        await platform!<{ records: { id: string; status: number }[] }>(`${R}/list?applyId=${applyId}&current=1&size=5`),
      );
      const found = page.records.find((r) => r.status === 10);
      if (found) {
        releaseId = found.id;
        break;
      }
      if (Date.now() > deadline)
        throw new Error(
          `no release record within 30 s of the instruction: ${JSON.stringify(step.deliveries).slice(0, 900)}`,
        );
      await sleep(20);
    }
    const recordAt = Date.now();

    // Its fee committed (a zero fee: no payment needed), the platform's and the warehouse's passes.
    must(
      'submitServiceAmount',
      await platform!(`${R}/submitServiceAmount`, {
        applyId,
        releaseId,
        loanMoney: '1000000',
        ccyCd: '156',
        exchangeRate: '1',
        feeBegin: '2026-11-26',
        feeEnd: '2027-05-25',
        feeRate: '0',
        daysOfYear: 360,
        discountRate: '100',
        serviceAmountStatus: 1,
      }),
    );
    must('platformReleaseAudit', await platform!(`${R}/platformReleaseAudit`, { id: releaseId, status: 'pass' }));
    must('warehouseReleaseAudit', await warehouse!(`${R}/warehouseReleaseAudit`, { id: releaseId, status: 'pass' }));
    const auditedAt = Date.now();

    /** One party's scan confirmed on the phone, then its batch to the end; answers when the scan was confirmed. */
    const sealAll = async (api: typeof admin, type: 0 | 1) => {
      const qr = must(
        'wxQrCodeForMiniProgram',
        await api!<{ token: string }>(
          `/api/kc-flrk/wx/wxQrCodeForMiniProgram?bussType=${type === 0 ? 70 : 80}&bussId=${releaseId}&lifetimeMs=300000`,
        ),
      );
      must('scan/confirm', await client(port)('/api/kc-mini/scan/confirm', { t: qr.token }));
      const scanAt = Date.now();
      const start = await api!('/api/kc-flrk/ple/bill/releaseBatchSign', { releaseId, type, token: qr.token });
      if (start.code !== 200 || typeof start.data !== 'object')
        throw new Error(`releaseBatchSign: ${JSON.stringify(start)}`);
      for (const deadline = Date.now() + 300_000; ; ) {
        const p = must(
          'searchSignStatus',
          await api!<{ finishNum: number; failNum: number }>(
            `${R}/searchSignStatus?releaseId=${releaseId}&type=${type}`,
          ),
        );
        if (p.finishNum + p.failNum >= RECEIPTS) {
          if (p.failNum > 0) throw new Error(`${p.failNum} release seals failed`);
          return { scanAt, doneAt: Date.now() };
        }
        if (Date.now() > deadline) throw new Error('the release batch did not finish in 300 s');
        await sleep(20);
      }
    };
    const owner = await sealAll(shipper, 0);
    const wh = await sealAll(warehouse, 1);
    const detail = must('getById', await platform!<{ status: number }>(`${R}/getById?id=${releaseId}`));
    if (detail.status !== 40) throw new Error(`the release stands at ${detail.status} after both seals, not 40`);
    const result: ReleaseBench = {
      receipts: RECEIPTS,
      instructionToRecordMs: recordAt - t0,
      feeAndAuditsMs: auditedAt - recordAt,
      shipperScanToLastSealMs: owner.doneAt - owner.scanAt,
      warehouseScanToSealedMs: wh.doneAt - wh.scanAt,
      instructionToSealedMs: wh.doneAt - t0,
      pass: false,
    };
    result.pass = result.instructionToSealedMs <= RELEASE_TARGET.instructionToSealedMs;
    return result;
  } finally {
    if (server) await stop(server).catch(() => server?.child.kill('SIGKILL'));
    if (!process.env.KEEP_BENCH_DIR) fs.rmSync(dataDir, { recursive: true, force: true });
    else console.log('kept', dataDir);
  }
};

import { randomInt } from 'node:crypto';
import {
  type BankSandboxMode,
  type BankSandboxStepAnswer,
  bankSandboxRefusals as refuse,
} from '@kc/domain/finance/bank-sandbox';
import { toMoney } from '@kc/domain/shared/money';
import { asc, eq, inArray } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../platform/db/client';
import type { BankCallback, ReleaseInstructionBill, SandboxReleaseInstruction } from './port';
import { bankNumber } from './protocol';
import { sandboxBankApplication, sandboxBankDelivery, sandboxBankLoan, sandboxBankRepayment } from './sandbox.table';
import { type ApplicationRow, applicationRowOf, loadApplication, sumsOf } from './sandbox-books';
import { type createDelivery, deliveryRowOf } from './sandbox-delivery';
import { renderTakeGoodNotice } from './take-good-notice';

/**
 * The console's bank steps (README.md "Console"): each checks where the application stands at the bank, moves it,
 * and queues its callback in the same transaction; the first attempt goes right after the commit. Amounts are
 * exact decimals (2 places).
 */

type Delivery = ReturnType<typeof createDelivery>;
type StepResult = { set?: Partial<ApplicationRow>; callbacks: BankCallback[] };

export type AdmitInput = {
  tenantId: string;
  applyId: string;
  results?: { billId: string; collateralAccResult: 0 | 1; reason?: string }[];
};
export type DisburseInput = {
  tenantId: string;
  applyId: string;
  amount: string;
  currency?: string;
  loanDate: string;
  dueDate: string;
  interestRate: string;
  /** the shipper's drawdown request this disbursement answers (pending in the books) */
  requestId?: string;
};
export type RepayInput = { tenantId: string; applyId: string; amount: string; repayDate: string };
export type ReleaseInput = { tenantId: string; applyId: string; bills?: ReleaseInstructionBill[] };
export type VoidReleaseInput = { tenantId: string; applyId: string; instructionNo: string; reason?: string };

/** yyyy-MM-dd HH:mm:ss in Shanghai time. */
const shanghaiTime = (at: Date) => new Date(at.getTime() + 8 * 3600_000).toISOString().slice(0, 19).replace('T', ' ');

/** The refusal for a step the application is already past (or was refused before). */
const pastOrRefused = (a: ApplicationRow, otherwise: () => Error) =>
  a.status === 'refused' ? refuse.refused() : otherwise();

export const createSteps = (deps: {
  db: Db;
  now: () => Date;
  modeOf: (tenantId: string) => Promise<BankSandboxMode>;
  delivery: Delivery;
  /** refuses the admission of an application whose borrower is not a customer here (sandbox.ts) */
  admissionGate?: (tenantId: string, a: ApplicationRow) => Promise<void>;
}) => {
  const { db, now, delivery } = deps;

  const step = async (
    tenantId: string,
    applyId: string,
    fn: (tx: DbOrTx, a: ApplicationRow, at: Date) => Promise<StepResult>,
  ): Promise<BankSandboxStepAnswer> => {
    const mode = await deps.modeOf(tenantId);
    const { queued, id } = await db.transaction(async (tx) => {
      const a = await loadApplication(tx, tenantId, applyId, true);
      const at = now();
      const r = await fn(tx, a, at);
      await tx
        .update(sandboxBankApplication)
        .set({ ...r.set, updateTime: at })
        .where(eq(sandboxBankApplication.id, a.id));
      const queued = [];
      for (const callback of r.callbacks) {
        const p = { tenantId, applyId, financeAppId: a.financeAppId, mode, at };
        queued.push(...(await delivery.queueCallback(tx, p, callback)));
      }
      return { queued, id: a.id };
    });
    await delivery.send(queued);
    const [a] = await db.select().from(sandboxBankApplication).where(eq(sandboxBankApplication.id, id));
    const sums = await sumsOf(db, [id]);
    const rows = queued.length
      ? await db
          .select()
          .from(sandboxBankDelivery)
          .where(
            inArray(
              sandboxBankDelivery.id,
              queued.map((q) => q.id),
            ),
          )
      : [];
    return {
      application: applicationRowOf(a!, sums.get(id)),
      deliveries: rows.sort((x, y) => (BigInt(x.id) < BigInt(y.id) ? -1 : 1)).map(deliveryRowOf),
    };
  };

  /** 准入: every receipt accepted unless a result says 1 (with its reason); any failure refuses the application. */
  const admit = async (input: AdmitInput) => {
    // Checked before the step's transaction: the gate reads the bank's customers and asks the platform's consent.
    const found = await loadApplication(db, input.tenantId, input.applyId);
    if (found.status === 'received') await deps.admissionGate?.(input.tenantId, found);
    return step(input.tenantId, input.applyId, async (_tx, a) => {
      if (a.status !== 'received') throw pastOrRefused(a, refuse.alreadyDecided);
      const billIds = new Set(a.collateral.map((c) => c.billId));
      for (const r of input.results ?? []) if (!billIds.has(r.billId)) throw refuse.unknownBill(r.billId);
      const given = new Map((input.results ?? []).map((r) => [r.billId, r]));
      const results = a.collateral.map((c) => {
        const r = given.get(c.billId);
        return r?.collateralAccResult === 1
          ? { billId: c.billId, collateralAccResult: 1 as const, reason: r.reason ?? '抵质押物准入失败' }
          : { billId: c.billId, collateralAccResult: 0 as const };
      });
      const failed = results.find((r) => r.collateralAccResult === 1);
      return {
        set: { status: failed ? 'refused' : 'admitted', admission: results, refuseReason: failed?.reason ?? null },
        callbacks: [{ type: 'collateral.admission', data: { results } }],
      };
    });
  };

  /** 拒绝: before the pledge is registered, the bank may refuse the application with a reason. */
  const refuseApplication = (input: { tenantId: string; applyId: string; reason: string }) =>
    step(input.tenantId, input.applyId, async (_tx, a) => {
      if (a.status !== 'received' && a.status !== 'admitted') throw pastOrRefused(a, refuse.notRefusable);
      return {
        set: { status: 'refused', refuseReason: input.reason },
        callbacks: [{ type: 'agreement.refused', data: { reason: input.reason } }],
      };
    });

  /** 登记质押: after admission; every receipt of the collateral, under one registration number. */
  const registerPledge = (input: { tenantId: string; applyId: string }) =>
    step(input.tenantId, input.applyId, async (_tx, a, at) => {
      if (a.status === 'received') throw refuse.notAdmitted();
      if (a.status !== 'admitted') throw pastOrRefused(a, refuse.alreadyRegistered);
      const registrationNo = bankNumber('DJ', at);
      return {
        set: { status: 'registered', registrationNo },
        callbacks: [
          { type: 'pledge.registered', data: { registrationNo, billIds: a.collateral.map((c) => c.billId) } },
        ],
      };
    });

  /** 放款: after registration, one or more times, never more in all than the amount applied for. */
  const disburse = (input: DisburseInput) =>
    step(input.tenantId, input.applyId, async (tx, a, at) => {
      if (a.status === 'repaid' || a.status === 'released') throw refuse.settled();
      if (a.status !== 'registered' && a.status !== 'disbursed') throw pastOrRefused(a, refuse.notRegistered);
      const sums = (await sumsOf(tx, [a.id])).get(a.id);
      const left = toMoney(a.applyMoney).minus(toMoney(sums?.disbursed ?? '0'));
      const amount = toMoney(input.amount);
      if (amount.gt(left)) throw refuse.overApplied(left.toFixed(2));
      const request = input.requestId ? a.drawdownRequests.find((r) => r.requestId === input.requestId) : undefined;
      if (input.requestId && request?.status !== 'requested') throw refuse.requestNotPending();
      const disburseNo = bankNumber('FK', at);
      const currency = input.currency ?? '156';
      const drawdownRequests = a.drawdownRequests.map((r) =>
        r.requestId === input.requestId ? { ...r, status: 'disbursed' as const, disburseNo } : r,
      );
      await tx.insert(sandboxBankLoan).values({
        applicationId: a.id,
        disburseNo,
        amount: amount.toFixed(2),
        currency,
        loanDate: input.loanDate,
        dueDate: input.dueDate,
        interestRate: input.interestRate,
        createTime: at,
      });
      return {
        set: { status: 'disbursed', drawdownRequests },
        callbacks: [
          {
            type: 'loan.disbursed',
            data: {
              disburseNo,
              amount: amount.toFixed(2),
              currency,
              loanDate: input.loanDate,
              dueDate: input.dueDate,
              interestRate: input.interestRate,
              ...(input.requestId ? { requestId: input.requestId } : {}),
            },
          },
        ],
      };
    });

  /** 还款: up to what is outstanding; the last repayment is followed by the release instruction. */
  const repay = (input: RepayInput) =>
    step(input.tenantId, input.applyId, async (tx, a, at) => {
      if (a.status === 'repaid' || a.status === 'released') throw refuse.settled();
      if (a.status !== 'disbursed') throw pastOrRefused(a, refuse.notDisbursed);
      const sums = (await sumsOf(tx, [a.id])).get(a.id);
      const outstanding = toMoney(sums?.disbursed ?? '0').minus(toMoney(sums?.repaid ?? '0'));
      const amount = toMoney(input.amount);
      if (amount.gt(outstanding)) throw refuse.overRepaid(outstanding.toFixed(2));
      const repayNo = bankNumber('HK', at);
      await tx.insert(sandboxBankRepayment).values({
        applicationId: a.id,
        repayNo,
        amount: amount.toFixed(2),
        repayDate: input.repayDate,
        createTime: at,
      });
      const [loan] = await tx
        .select({ currency: sandboxBankLoan.currency })
        .from(sandboxBankLoan)
        .where(eq(sandboxBankLoan.applicationId, a.id))
        .orderBy(asc(sandboxBankLoan.id))
        .limit(1);
      const callbacks: BankCallback[] = [
        {
          type: 'loan.repaid',
          data: { repayNo, amount: amount.toFixed(2), repayDate: input.repayDate, currency: loan?.currency ?? '156' },
        },
      ];
      if (!amount.eq(outstanding)) return { callbacks };
      const instructionNo = bankNumber('JY', at);
      callbacks.push(releaseOf(a, instructionNo));
      return { set: { status: 'repaid', instructionNo }, callbacks };
    });

  const releaseOf = (a: ApplicationRow, instructionNo: string): BankCallback => ({
    type: 'release.instruction',
    data: { instructionNo, billIds: a.collateral.map((c) => c.billId) },
  });

  /**
   * 解押指令: sent by itself on full repayment; without `bills` the console sends it again while the feedback is
   * awaited. With `bills` it is a new instruction (README "Release instructions"): any time after the pledge is
   * registered — before the loan is repaid in full too —, each receipt whole ('01') or in part ('02': a weight below
   * the receipt's and a number of trays), with a pick-up number (TH…), a pick-up code, the time and the notice PDF.
   */
  const releaseInstruction = (input: ReleaseInput) =>
    input.bills?.length ? partialRelease(input, input.bills) : instructionAgain(input);

  const instructionAgain = (input: { tenantId: string; applyId: string }) =>
    step(input.tenantId, input.applyId, async (_tx, a, at) => {
      if (a.status === 'released') throw refuse.released();
      if (a.status !== 'repaid') throw pastOrRefused(a, refuse.notRepaid);
      const instructionNo = a.instructionNo ?? bankNumber('JY', at);
      return { set: { instructionNo }, callbacks: [releaseOf(a, instructionNo)] };
    });

  const partialRelease = (input: ReleaseInput, bills: ReleaseInstructionBill[]) =>
    step(input.tenantId, input.applyId, async (_tx, a, at) => {
      if (a.status === 'released') throw refuse.released();
      if (a.status !== 'registered' && a.status !== 'disbursed' && a.status !== 'repaid')
        throw pastOrRefused(a, refuse.releaseNotRegistered);
      const collateral = new Map(a.collateral.map((c) => [c.billId, c]));
      for (const b of bills) {
        const c = collateral.get(b.billId);
        if (!c) throw refuse.unknownBill(b.billId);
        if (b.takeGoodType === '02' && toMoney(b.weight ?? '0').gte(toMoney(c.totalWeight)))
          throw refuse.partialTooHeavy(c.billCode, c.totalWeight);
      }
      const instructionNo = bankNumber('JY', at);
      const thCode = bankNumber('TH', at);
      const takeGoodCode = String(randomInt(100000, 1000000));
      const takeGoodTime = shanghaiTime(at);
      const sent = bills.map((b) =>
        b.takeGoodType === '02'
          ? { billId: b.billId, takeGoodType: '02' as const, weight: toMoney(b.weight!).toFixed(2), number: b.number }
          : { billId: b.billId, takeGoodType: '01' as const },
      );
      const pdf = await renderTakeGoodNotice({
        bankName: a.bankName,
        shipperName: a.shipperName,
        warehouseName: a.warehouseName,
        applyCode: a.applyCode,
        financeAppId: a.financeAppId,
        instructionNo,
        thCode,
        takeGoodCode,
        takeGoodTime,
        bills: sent.map((b) => ({ ...b, billCode: collateral.get(b.billId)!.billCode })),
      });
      const release: SandboxReleaseInstruction = {
        instructionNo,
        thCode,
        takeGoodCode,
        takeGoodTime,
        bills: sent,
        sentAt: at.toISOString(),
        fedAt: null,
      };
      return {
        set: { releases: [...a.releases, release] },
        callbacks: [
          {
            type: 'release.instruction',
            data: {
              instructionNo,
              bills: sent,
              thCode,
              takeGoodCode,
              takeGoodTime,
              takeGoodNotice: {
                fileName: `提货通知书-${thCode}.pdf`,
                contentBase64: Buffer.from(pdf).toString('base64'),
              },
            },
          },
        ],
      };
    });

  /**
   * 撤销解押: the bank calls off an instruction the console sent (README "Console"), while the platform has not fed
   * its pick-up back; marked void in the books and `release.void` sent (the platform voids the release).
   */
  const voidRelease = (input: VoidReleaseInput) =>
    step(input.tenantId, input.applyId, async (_tx, a, at) => {
      const sent = a.releases.find((r) => r.instructionNo === input.instructionNo);
      if (!sent) throw refuse.releaseUnknown();
      if (sent.voidedAt) throw refuse.releaseVoided();
      if (sent.fedAt) throw refuse.releaseFed();
      const reason = input.reason?.trim();
      return {
        set: { releases: a.releases.map((r) => (r === sent ? { ...r, voidedAt: at.toISOString() } : r)) },
        callbacks: [
          { type: 'release.void', data: { instructionNo: sent.instructionNo, ...(reason ? { reason } : {}) } },
        ],
      };
    });

  return { admit, refuse: refuseApplication, registerPledge, disburse, repay, releaseInstruction, voidRelease };
};

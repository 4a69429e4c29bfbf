import { CUSTOMER_STATUS_LABELS, type CustomerStatus } from '@kc/domain/borrower/status';
import {
  BANK_CUSTOMER_STEPS,
  BANK_SANDBOX_MODES,
  type BankCustomerStep,
  type BankSandboxCustomerRow,
  type BankSandboxMode,
  type BankSandboxSettings,
  bankSandboxModeLabels,
  bankSandboxRefusals,
} from '@kc/domain/finance/bank-sandbox';
import { formatDateTime } from '@kc/domain/shared/time';
import { and, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/client';
import type { Jobs } from '../../platform/jobs/jobs';
import { verifyBankCallback } from './merchant';
import {
  type AgreementPush,
  type BankCallbackMessage,
  type BankPort,
  BankRejected,
  BankUnavailable,
  type SandboxDrawdownRequest,
  type SandboxRepaymentNotice,
} from './port';
import { bankNotifyPath, bankNumber, callbackHeaders, newSignKey } from './protocol';
import { sandboxBankApplication, sandboxBankCustomer, sandboxBankSetting } from './sandbox.table';
import { applicationDetail, listApplications, loadApplication } from './sandbox-books';
import { type BankDeliverFn, createDelivery } from './sandbox-delivery';
import { createSteps } from './sandbox-steps';

export type { BankDeliverFn, BankDeliverRequest } from './sandbox-delivery';

/**
 * The bank sandbox: a 建设银行-style bank behind the BankPort (port.ts) with its books in its own tables, so a
 * restart or a second instance carries on. It takes the platform's pushes at once and answers each step with a
 * signed callback to the platform's notify route; the console (BankSandbox) is the person at the bank who admits,
 * refuses, registers, lends and collects. See README.md for the protocol, the modes and the console.
 */

export type CreateSandboxBankOptions = {
  db: Db;
  jobs?: Jobs;
  /** posts a callback (app.ts: app.inject to this app's notify route; tests record) */
  deliver?: BankDeliverFn;
  onError?: (err: unknown) => void;
  now?: () => Date;
};

const BUSY = '银行系统繁忙';
const money = /^\d{1,14}(\.\d{1,2})?$/;
const byApply = (tenantId: string, applyId: string) =>
  and(eq(sandboxBankApplication.tenantId, tenantId), eq(sandboxBankApplication.applyId, applyId));

export const createSandboxBank = (opts: CreateSandboxBankOptions) => {
  const { db } = opts;
  let deliver = opts.deliver;
  let clock: (() => Date) | null = opts.now ?? null;
  const now = () => (clock ? clock() : new Date());
  const onError = opts.onError ?? ((err) => console.error('银行沙箱回调出错:', err));

  // ---- settings: the shared key (made on first use), the mode, the time scale -----------------------------------

  const readSetting = async (tenantId: string) =>
    (await db.select().from(sandboxBankSetting).where(eq(sandboxBankSetting.tenantId, tenantId)).limit(1))[0];
  const ensureSetting = async (tenantId: string) => {
    const found = await readSetting(tenantId);
    if (found) return found;
    await db.insert(sandboxBankSetting).values({ tenantId, signKey: newSignKey() }).onConflictDoNothing();
    return (await readSetting(tenantId))!;
  };
  const settingsOf = (
    row: { mode: string; timeScale: string; admissionNeedsCustomer?: number } | undefined,
  ): BankSandboxSettings => {
    const mode = BANK_SANDBOX_MODES.includes(row?.mode as BankSandboxMode) ? (row!.mode as BankSandboxMode) : 'normal';
    const scale = Number(row?.timeScale ?? 1);
    return {
      mode,
      modeName: bankSandboxModeLabels[mode],
      timeScale: Number.isFinite(scale) && scale >= 0 ? scale : 1,
      admissionNeedsCustomer: (row?.admissionNeedsCustomer ?? 1) === 1,
    };
  };
  const settings = async (tenantId: string) => settingsOf(await readSetting(tenantId));
  const setMode = async (
    tenantId: string,
    s: { mode: BankSandboxMode; timeScale?: number; admissionNeedsCustomer?: boolean },
  ) => {
    await ensureSetting(tenantId);
    const [row] = await db
      .update(sandboxBankSetting)
      .set({
        mode: s.mode,
        ...(s.timeScale != null ? { timeScale: String(s.timeScale) } : {}),
        ...(s.admissionNeedsCustomer != null ? { admissionNeedsCustomer: s.admissionNeedsCustomer ? 1 : 0 } : {}),
        updateTime: now(),
      })
      .where(eq(sandboxBankSetting.tenantId, tenantId))
      .returning();
    return settingsOf(row);
  };
  const keyOf = async (tenantId: string) => (await ensureSetting(tenantId)).signKey;
  const modeOf = async (tenantId: string) => (await settings(tenantId)).mode;

  const delivery = createDelivery({
    db,
    jobs: opts.jobs,
    now,
    deliver: () => deliver,
    keyOf,
    timeScaleOf: async (tenantId) => (await settings(tenantId)).timeScale,
    onError,
  });
  /**
   * Whether the borrower's credit-investigation consent at this bank is signed: the platform's credit-contract
   * module lends the answer at start (setCreditCheck); without one, nothing is signed.
   */
  let creditSigned: (tenantId: string, borrowerId: string, bankId: string) => Promise<boolean> = async () => false;

  /**
   * The admission rule for an application with a borrower (README "Customers"): the borrower must be a customer
   * created here (4) and have consented, unless the console's switch turned the rule off.
   */
  const admissionGate = async (
    tenantId: string,
    a: { bankId: string | null; borrowerId: string | null },
  ): Promise<void> => {
    if (!a.borrowerId || !a.bankId) return;
    if (!(await settings(tenantId)).admissionNeedsCustomer) return;
    const [created] = await db
      .select({ id: sandboxBankCustomer.id })
      .from(sandboxBankCustomer)
      .where(
        and(
          eq(sandboxBankCustomer.tenantId, tenantId),
          eq(sandboxBankCustomer.borrowerId, a.borrowerId),
          eq(sandboxBankCustomer.bankId, a.bankId),
          eq(sandboxBankCustomer.status, 4),
        ),
      )
      .limit(1);
    if (!created || !(await creditSigned(tenantId, a.borrowerId, a.bankId)))
      throw bankSandboxRefusals.customerMissing();
  };
  const steps = createSteps({ db, now, modeOf, delivery, admissionGate });

  // ---- the port (we → bank) ---------------------------------------------------------------------------------------

  /** The transport fails while the console says so (pushFail): every call we make throws BankUnavailable. */
  const reachable = async (tenantId: string) => {
    const mode = await modeOf(tenantId);
    if (mode === 'pushFail') throw new BankUnavailable(BUSY);
    return mode;
  };

  const pushAgreement: BankPort['pushAgreement'] = async (input) => {
    const mode = await reachable(input.tenantId);
    const known = await db
      .update(sandboxBankApplication)
      .set({ pushCount: sql`${sandboxBankApplication.pushCount} + 1`, updateTime: now() })
      .where(byApply(input.tenantId, input.applyId))
      .returning({ financeAppId: sandboxBankApplication.financeAppId });
    if (known[0]) return { financeAppId: known[0].financeAppId };
    if (mode === 'reject') throw new BankRejected('E1001', '客户信息不完整');
    if (!money.test(input.applyMoney)) throw new BankRejected('E1002', '申请金额格式错误');
    if (input.collateral.length === 0) throw new BankRejected('E1003', '未提供抵质押物');
    const at = now();
    await db
      .insert(sandboxBankApplication)
      .values({
        tenantId: input.tenantId,
        applyId: input.applyId,
        applyCode: input.applyCode.slice(0, 64),
        financeAppId: bankNumber('CCB', at),
        bankName: input.bankName.slice(0, 200),
        shipperName: input.shipper.name.slice(0, 200),
        shipperCreditCode: input.shipper.creditCode?.slice(0, 50) ?? null,
        warehouseName: input.warehouse.name.slice(0, 200),
        goodsName: input.goodsName.slice(0, 200),
        applyMoney: input.applyMoney,
        collateral: input.collateral,
        agreementSha256: input.agreementSha256.slice(0, 64),
        bankId: input.bankId,
        borrowerId: input.borrower?.id ?? null,
        borrowerName: input.borrower?.name.slice(0, 50) ?? null,
        status: 'received',
        createTime: at,
        updateTime: at,
      })
      .onConflictDoNothing();
    // Two pushes racing: whichever inserted, both answer the stored number.
    return { financeAppId: (await loadApplication(db, input.tenantId, input.applyId)).financeAppId };
  };

  /** The application the platform names, by its id and the bank's number, or a business refusal. */
  const known = async (tenantId: string, applyId: string, financeAppId: string) => {
    const a = (await db.select().from(sandboxBankApplication).where(byApply(tenantId, applyId)).limit(1))[0];
    if (!a) throw new BankRejected('E2001', '银行无此融资申请');
    if (a.financeAppId !== financeAppId) throw new BankRejected('E2002', '融资申请编号不符');
    return a;
  };

  const pushPledge: BankPort['pushPledge'] = async (input) => {
    await reachable(input.tenantId);
    const a = await known(input.tenantId, input.applyId, input.financeAppId);
    if (a.status === 'refused') throw new BankRejected('E2003', '该融资申请已被拒绝');
    if (a.status === 'received' || a.status === 'admitted') throw new BankRejected('E2004', '质押尚未登记');
    await db
      .update(sandboxBankApplication)
      .set({ pledgePushedAt: a.pledgePushedAt ?? now(), pledgeNotices: input.bills, updateTime: now() })
      .where(eq(sandboxBankApplication.id, a.id));
    return { accepted: true };
  };

  const sendReleaseFeedback: BankPort['sendReleaseFeedback'] = async (input) => {
    await reachable(input.tenantId);
    const a = await known(input.tenantId, input.applyId, input.financeAppId);
    // A release instruction the console sent with receipts (whole or in part, before full repayment too).
    const sent = a.releases.find((r) => r.instructionNo === input.instructionNo);
    if (sent?.voidedAt) throw new BankRejected('E3003', '解押指令已撤销');
    if (sent) {
      await db
        .update(sandboxBankApplication)
        .set({
          releases: a.releases.map((r) => (r === sent ? { ...r, fedAt: r.fedAt ?? now().toISOString() } : r)),
          updateTime: now(),
        })
        .where(eq(sandboxBankApplication.id, a.id));
      return { accepted: true };
    }
    if (a.status !== 'repaid' && a.status !== 'released' && a.releases.length === 0)
      throw new BankRejected('E3001', '银行尚未发出解押指令');
    if (a.instructionNo !== input.instructionNo) throw new BankRejected('E3002', '解押指令编号不符');
    await db
      .update(sandboxBankApplication)
      .set({ status: 'released', releaseFedAt: a.releaseFedAt ?? now(), updateTime: now() })
      .where(eq(sandboxBankApplication.id, a.id));
    return { accepted: true };
  };

  /** The drawdown side (README "Drawdown requests"): kept in the application's books for the console to act on. */
  const lendable = (a: { status: string }) => {
    if (a.status === 'refused') throw new BankRejected('E2003', '该融资申请已被拒绝');
    if (a.status === 'repaid' || a.status === 'released') throw new BankRejected('E4004', '贷款已还清');
    if (a.status !== 'registered' && a.status !== 'disbursed') throw new BankRejected('E4003', '质押尚未登记');
  };

  const requestDisbursement: BankPort['requestDisbursement'] = async (input) => {
    await reachable(input.tenantId);
    const a = await known(input.tenantId, input.applyId, input.financeAppId);
    lendable(a);
    if (!money.test(input.amount)) throw new BankRejected('E4005', '申请放款金额格式错误');
    if (a.drawdownRequests.some((r) => r.requestId === input.requestId)) return { accepted: true };
    const request: SandboxDrawdownRequest = {
      requestId: input.requestId,
      amount: input.amount,
      remark: input.remark?.slice(0, 200) ?? null,
      status: 'requested',
      disburseNo: null,
      requestedAt: now().toISOString(),
    };
    await db
      .update(sandboxBankApplication)
      .set({ drawdownRequests: [...a.drawdownRequests, request], updateTime: now() })
      .where(eq(sandboxBankApplication.id, a.id));
    return { accepted: true };
  };

  const cancelDisbursement: BankPort['cancelDisbursement'] = async (input) => {
    await reachable(input.tenantId);
    const a = await known(input.tenantId, input.applyId, input.financeAppId);
    const r = a.drawdownRequests.find((x) => x.requestId === input.requestId);
    if (!r) throw new BankRejected('E4001', '银行无此放款申请');
    if (r.status === 'disbursed') throw new BankRejected('E4002', '该放款申请已放款，不能撤销');
    if (r.status === 'cancelled') return { accepted: true };
    await db
      .update(sandboxBankApplication)
      .set({
        drawdownRequests: a.drawdownRequests.map((x) =>
          x.requestId === input.requestId ? { ...x, status: 'cancelled' as const } : x,
        ),
        updateTime: now(),
      })
      .where(eq(sandboxBankApplication.id, a.id));
    return { accepted: true };
  };

  const notifyRepayment: BankPort['notifyRepayment'] = async (input) => {
    await reachable(input.tenantId);
    const a = await known(input.tenantId, input.applyId, input.financeAppId);
    if (a.status !== 'disbursed') throw new BankRejected('E5001', '该融资申请没有未还贷款');
    if (!money.test(input.amount)) throw new BankRejected('E5002', '还款金额格式错误');
    const notice: SandboxRepaymentNotice = {
      amount: input.amount,
      repayDate: input.repayDate,
      noticedAt: now().toISOString(),
    };
    await db
      .update(sandboxBankApplication)
      .set({ repaymentNotices: [...a.repaymentNotices, notice], updateTime: now() })
      .where(eq(sandboxBankApplication.id, a.id));
    return { accepted: true };
  };

  // ---- customers (建客) ----------------------------------------------------------------------------------------------

  /** Received at once (or again: a re-push or rebuild starts the request over at the status sent). */
  const pushCustomer: BankPort['pushCustomer'] = async (input) => {
    const mode = await reachable(input.tenantId);
    if (mode === 'reject') throw new BankRejected('E6001', '客户信息不完整');
    const at = now();
    const values = {
      borrowerId: input.borrower.id,
      borrowerName: input.borrower.name.slice(0, 50),
      coborrowerName: input.coborrower?.name.slice(0, 50) ?? null,
      bankId: input.bankId,
      bankName: input.bankName.slice(0, 200),
      branchName: input.branchName?.slice(0, 200) ?? null,
      relationId: input.relationId?.slice(0, 64) ?? null,
      status: input.status,
      resultStatus: null,
      remark: null,
      updateTime: at,
    };
    await db
      .insert(sandboxBankCustomer)
      .values({ tenantId: input.tenantId, customerId: input.customerId, ...values, createTime: at })
      .onConflictDoUpdate({
        target: [sandboxBankCustomer.tenantId, sandboxBankCustomer.customerId],
        set: { ...values, pushCount: sql`${sandboxBankCustomer.pushCount} + 1` },
      });
    return { accepted: true };
  };

  /** The console's moves from each status (a failure keeps the status and sets resultStatus 0). */
  const customerStepsFrom = (status: number, resultStatus: number | null): BankCustomerStep[] => {
    if (resultStatus === 0) return [];
    switch (status) {
      case 1:
        return ['pending', 'fail'];
      case 2:
        return ['inProgress', 'fail'];
      case 3:
        return ['created', 'redo', 'fail'];
      default:
        return [];
    }
  };
  const customerRowOf = (c: typeof sandboxBankCustomer.$inferSelect): BankSandboxCustomerRow => ({
    customerId: c.customerId,
    borrowerId: c.borrowerId,
    borrowerName: c.borrowerName,
    coborrowerName: c.coborrowerName,
    bankName: c.bankName,
    branchName: c.branchName,
    status: c.status,
    statusName:
      c.resultStatus === 0 ? '建客失败' : (CUSTOMER_STATUS_LABELS[c.status as CustomerStatus] ?? String(c.status)),
    resultStatus: c.resultStatus,
    remark: c.remark,
    pushCount: c.pushCount,
    updateTime: formatDateTime(c.updateTime),
    steps: customerStepsFrom(c.status, c.resultStatus),
  });
  const listCustomers = async (tenantId: string) =>
    (
      await db
        .select()
        .from(sandboxBankCustomer)
        .where(eq(sandboxBankCustomer.tenantId, tenantId))
        .orderBy(desc(sandboxBankCustomer.updateTime), desc(sandboxBankCustomer.id))
        .limit(200)
    ).map(customerRowOf);

  /** 建客 by the person at the bank: one move, and its customer.status callback (delivered after the commit). */
  const customerStep = async (input: {
    tenantId: string;
    customerId: string;
    step: BankCustomerStep;
    remark?: string;
  }): Promise<BankSandboxCustomerRow> => {
    if (!BANK_CUSTOMER_STEPS.includes(input.step)) throw bankSandboxRefusals.customerRequestMissing();
    const mode = await modeOf(input.tenantId);
    const { queued, row } = await db.transaction(async (tx) => {
      const [c] = await tx
        .select()
        .from(sandboxBankCustomer)
        .where(
          and(eq(sandboxBankCustomer.tenantId, input.tenantId), eq(sandboxBankCustomer.customerId, input.customerId)),
        )
        .for('update')
        .limit(1);
      if (!c) throw bankSandboxRefusals.customerRequestMissing();
      const label = (st: number, r: number | null) =>
        r === 0 ? '建客失败' : (CUSTOMER_STATUS_LABELS[st as CustomerStatus] ?? String(st));
      if (!customerStepsFrom(c.status, c.resultStatus).includes(input.step))
        throw bankSandboxRefusals.customerStepNotAllowed(label(c.status, c.resultStatus), input.step);
      const to =
        input.step === 'pending'
          ? { status: 2 as const, resultStatus: null, remark: null }
          : input.step === 'inProgress'
            ? { status: 3 as const, resultStatus: null, remark: null }
            : input.step === 'created'
              ? { status: 4 as const, resultStatus: 1 as const, remark: null }
              : input.step === 'redo'
                ? { status: 5 as const, resultStatus: null, remark: input.remark?.trim() || '请重新建客' }
                : {
                    status: (c.status === 1 ? 2 : c.status) as 2 | 3,
                    resultStatus: 0 as const,
                    remark: input.remark?.trim() || '建客失败',
                  };
      const at = now();
      const [row] = await tx
        .update(sandboxBankCustomer)
        .set({ ...to, updateTime: at })
        .where(eq(sandboxBankCustomer.id, c.id))
        .returning();
      const queued = await delivery.queueCallback(
        tx,
        { tenantId: input.tenantId, applyId: c.customerId, financeAppId: null, mode, at },
        { type: 'customer.status', data: { customerId: c.customerId, ...to } },
      );
      return { queued, row: row! };
    });
    await delivery.send(queued);
    const [fresh] = await db.select().from(sandboxBankCustomer).where(eq(sandboxBankCustomer.id, row.id));
    return customerRowOf(fresh ?? row);
  };

  /** Demo data: a customer already created (4) at the bank, no callback (the seed writes the platform's side). */
  const seedCustomer = async (input: Omit<Parameters<BankPort['pushCustomer']>[0], 'status'>) => {
    await pushCustomer({ ...input, status: 2 });
    await db
      .update(sandboxBankCustomer)
      .set({ status: 4, resultStatus: 1, updateTime: now() })
      .where(
        and(eq(sandboxBankCustomer.tenantId, input.tenantId), eq(sandboxBankCustomer.customerId, input.customerId)),
      );
  };

  const verifyCallback: BankPort['verifyCallback'] = async (tenantId, headers, rawBody) =>
    verifyBankCallback((await readSetting(tenantId))?.signKey, tenantId, headers, rawBody, now());

  const port: BankPort = {
    pushAgreement,
    pushPledge,
    sendReleaseFeedback,
    requestDisbursement,
    cancelDisbursement,
    notifyRepayment,
    pushCustomer,
    verifyCallback,
  };

  /**
   * Demo data: the agreement as if pushed and, for `registered`, admitted and registered too — written directly,
   * no callbacks (the seed writes the platform's side itself). Answers the bank's numbers; a second call changes
   * nothing.
   */
  const seedApplication = async (input: AgreementPush, status: 'received' | 'registered' = 'received') => {
    const { financeAppId } = await pushAgreement(input);
    const a = await loadApplication(db, input.tenantId, input.applyId);
    if (status === 'registered' && a.status === 'received') {
      const at = now();
      const [row] = await db
        .update(sandboxBankApplication)
        .set({
          status: 'registered',
          admission: a.collateral.map((c) => ({ billId: c.billId, collateralAccResult: 0 as const })),
          registrationNo: bankNumber('DJ', at),
          updateTime: at,
        })
        .where(eq(sandboxBankApplication.id, a.id))
        .returning();
      return { financeAppId, registrationNo: row!.registrationNo };
    }
    return { financeAppId, registrationNo: a.registrationNo };
  };

  return {
    ...port,
    registerJobs: delivery.registerJobs,
    // ---- the console ----
    admit: steps.admit,
    refuse: steps.refuse,
    registerPledge: steps.registerPledge,
    disburse: steps.disburse,
    repay: steps.repay,
    releaseInstruction: steps.releaseInstruction,
    voidRelease: steps.voidRelease,
    listApplications: (tenantId: string) => listApplications(db, tenantId),
    applicationDetail: (tenantId: string, applyId: string) => applicationDetail(db, tenantId, applyId),
    listDeliveries: delivery.listDeliveries,
    resend: delivery.resend,
    release: delivery.release,
    settings,
    setMode,
    listCustomers,
    customerStep,
    seedCustomer,
    /** The platform's credit-contract module tells the bank whose consent is signed (see admissionGate). */
    setCreditCheck: (fn: (tenantId: string, borrowerId: string, bankId: string) => Promise<boolean>) => {
      creditSigned = fn;
    },
    // ---- tests and tools ----
    seedApplication,
    /** Every callback due now (the job's sweep). */
    deliverDue: delivery.deliverDue,
    /** The HMAC key shared with the platform for this tenant; made on first use. */
    keyOf,
    setDeliver: (fn: BankDeliverFn | undefined) => {
      deliver = fn;
    },
    /** Moves the sandbox's clock (numbers, callback timestamps, verification age, retries); null: real time. */
    setClock: (fn: (() => Date) | null) => {
      clock = fn;
    },
    now,
    /** A callback signed now with the tenant's key, not delivered (tests: forge, tamper, replay). */
    composeCallback: async (message: BankCallbackMessage, at = now()) => {
      const body = JSON.stringify(message);
      const key = await keyOf(message.tenantId);
      return { path: bankNotifyPath(message.tenantId), headers: callbackHeaders(key, body, at), body };
    },
  };
};

/** The port plus the console's handle (`ctx.bank` and `ctx.bankSandbox` are the same object). */
export type BankSandbox = ReturnType<typeof createSandboxBank>;

import { createHash, randomBytes, randomInt } from 'node:crypto';
import { formatDateTime, offsetOf, type Page, type PageQuery, toPage } from '@kc/domain';
import { type BankBranch, sealMessages } from '@kc/domain/enterprise/seal';
import { EsignStatus, esignStatusTable } from '@kc/domain/enterprise/status';
import {
  MAX_FAIL_NEXT,
  SANDBOX_OUTCOMES,
  type sandboxAccountRow,
  type sandboxSmsRow,
} from '@kc/domain/sandbox/answers';
import { sandboxRefusals } from '@kc/domain/sandbox/refusals';
import { and, count, desc, eq, inArray, isNotNull, lt, lte, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db, DbOrTx } from '../../platform/db/client';
import { signPdfWithCertificate } from '../../platform/pdf/pdf-sign';
import type { AmountResult, BranchResult, EsignAccountState, EsignEnterprises, EsignPort } from './port';
import { sandboxEsignAccount as account, sandboxSetting, sandboxSms } from './sandbox.table';
import { createSandboxCa, type SandboxCa } from './sandbox-ca';

export { prepareSandboxKeys } from './sandbox-ca';

import { drawSeal } from './seal-drawing';

export { esignProviderMessages, sandboxConsoleMessages } from '@kc/domain/sandbox/refusals';

/**
 * The e-sign provider played by the product itself (README.md has the moves, outcomes and timings).
 * Everything lives in the sandbox tables, so it survives a restart and several instances share it: every move
 * is one `UPDATE … WHERE flow_id = $1 AND status = $from`, so two instances never both move a flow.
 * An account is the flow that reached success: accountId is the flowId.
 */

export { MAX_FAIL_NEXT, SANDBOX_OUTCOMES };
export type SandboxOutcome = (typeof SANDBOX_OUTCOMES)[number];
export type SandboxSettings = { nextOutcome: SandboxOutcome; stepMs: number };

export type SandboxAccountRow = z.infer<typeof sandboxAccountRow>;
export type SandboxSmsRow = z.infer<typeof sandboxSmsRow>;

/** An account the console opened at once (provisionAccount): ready seal, certificate, silent signing on. */
export type ProvisionedAccount = EsignAccountState & { enterpriseId: string; kind: 'company' | 'person'; autoSign: 1 };

export type SandboxConsole = {
  listAccounts: (query: PageQuery) => Promise<Page<SandboxAccountRow>>;
  listSms: (query: PageQuery) => Promise<Page<SandboxSmsRow>>;
  /** Choose what happens next; where the outcome decides the current status it applies at once. */
  setOutcome: (flowId: string, outcome: SandboxOutcome) => Promise<EsignAccountState>;
  /** The next step now, whatever nextStepAt says. */
  advance: (flowId: string) => Promise<EsignAccountState>;
  /** A slow transfer (6) arrives: 4 with a new amount. */
  releaseTransfer: (flowId: string) => Promise<EsignAccountState>;
  getSettings: () => Promise<SandboxSettings>;
  setSettings: (patch: Partial<SandboxSettings>) => Promise<SandboxSettings>;
  /**
   * Opens a ready account for the enterprise at once (status 1, seal and certificate; a person's when its
   * isPerson is 1), turns silent signing on at the provider and writes the enterprise row (esignAccountId,
   * esignFlowId, esignStatus 1, esignMsg, isAutoSign 1). Idempotent: an enterprise whose account is ready
   * keeps it (no new key).
   */
  provisionAccount: (input: { enterpriseId: string }) => Promise<ProvisionedAccount>;
  /** The next n signPdf calls fail with 签章服务异常，请稍后重试 (0 clears); answers the count now set. */
  failNextSignatures: (n: number) => Promise<number>;
  /** How many of the next signatures will still fail. */
  getFailNextSignatures: () => Promise<number>;
  /** Moves every flow whose nextStepAt has passed; answers how many moved. */
  runDue: () => Promise<number>;
  /** A timer calling runDue about every 250 ms (unref'd); stop waits for a pass in flight. */
  start: () => void;
  stop: () => Promise<void>;
};

export type SandboxEsign = EsignPort & SandboxConsole;

const OUTCOME_KEY = 'esign.nextOutcome';
const STEP_KEY = 'esign.stepMs';
const FAIL_NEXT_KEY = 'esign.failNext';
const SMS_VALID_MS = 5 * 60 * 1000;
const SMS_RESEND_MS = 60 * 1000;
const MAX_AMOUNT_TRIES = 3;
const TICK_MS = 250;

/** Statuses the sandbox leaves by itself after stepMs; every other one waits for the user or the console. */
const AUTOMATIC: readonly number[] = [
  EsignStatus.enterpriseApplied,
  EsignStatus.enterpriseVerifying,
  EsignStatus.personApplied,
  EsignStatus.personVerifying,
  EsignStatus.personSucceeded,
];

/** Outcomes that decide the status a flow is in now: chosen there, they apply at once. */
const IMMEDIATE: Record<number, Partial<Record<SandboxOutcome, number>>> = {
  [EsignStatus.enterpriseApplied]: { enterprise_fail: EsignStatus.enterpriseFailed },
  [EsignStatus.enterpriseVerifying]: { enterprise_fail: EsignStatus.enterpriseFailed },
  [EsignStatus.transferApplied]: { bank_fail: EsignStatus.bankFailed, transfer_slow: EsignStatus.transferInProgress },
  [EsignStatus.personVerifying]: { person_fail: EsignStatus.personFailed },
  [EsignStatus.personSucceeded]: { person_fail: EsignStatus.personFailed },
};

const meaning = (status: number) => esignStatusTable[status as keyof typeof esignStatusTable]?.meaning ?? '';
const isOutcome = (v: unknown): v is SandboxOutcome => SANDBOX_OUTCOMES.includes(v as SandboxOutcome);
const randomAmount = () => `0.${String(randomInt(1, 100)).padStart(2, '0')}`;
/** Cents of a decimal text ('0.5' and '0.50' are both 50); undefined when it is not an amount. */
const cents = (text: string | null | undefined) => {
  const m = /^(\d{1,12})(?:\.(\d{1,2}))?$/.exec((text ?? '').trim());
  return m ? Number(m[1]) * 100 + Number((m[2] ?? '').padEnd(2, '0')) : undefined;
};

type Row = typeof account.$inferSelect;
type Insert = typeof account.$inferInsert;
type Change = { to: number; message?: string; set?: { [K in keyof Insert]?: Insert[K] | SQL } };
type Listener = Parameters<EsignPort['onStateChange']>[0];

/** The provider's seal and certificate for a successful account. */
const sealAndCertificateOf = async (
  ca: SandboxCa,
  row: Pick<Row, 'name' | 'kind' | 'creditCode' | 'idNumber' | 'flowId'>,
) => {
  const [png, cert] = await Promise.all([
    drawSeal(row.name, row.kind === 'person' ? 'person' : 'company'),
    ca.issue({ commonName: row.name, serial: row.creditCode ?? row.idNumber ?? row.flowId }),
  ]);
  return { sealPng: Buffer.from(png).toString('base64'), certPem: cert.certPem, keyPem: cert.keyPem };
};

const isReady = (row: Row | undefined): row is Row =>
  row?.status === EsignStatus.success && !!row.sealPng && !!row.certPem && !!row.keyPem;

/** The sandbox CA on any handle: the demo seed works inside its transaction. */
export const sandboxCaOn = (db: DbOrTx): SandboxCa => createSandboxCa(db);

/**
 * provisionAccount's work on any handle (the console's database, or the demo seed's transaction): the
 * enterprise's ready account is reused, else a new successful flow is written with a seal and a certificate;
 * silent signing is switched on at the provider and the enterprise row points at the account.
 */
export const provisionSandboxAccount = async (
  deps: { db: DbOrTx; ca: SandboxCa; enterprises: EsignEnterprises; now?: Date },
  enterpriseId: string,
): Promise<{ row: Row; created: boolean }> => {
  const { db, ca } = deps;
  const at = deps.now ?? new Date();
  const e = await deps.enterprises.applicant(db, enterpriseId);
  if (!e) throw sandboxRefusals.enterpriseMissing();
  const person = e.isPerson;
  const accountId = e.accountId;
  const [current] = accountId
    ? await db.select().from(account).where(eq(account.flowId, accountId)).limit(1)
    : [undefined];
  let row: Row;
  let created = false;
  if (isReady(current) && current.enterpriseId === enterpriseId) {
    const [updated] = await db
      .update(account)
      .set({ autoSign: 1, nextStepAt: null, updateTime: at })
      .where(eq(account.flowId, current.flowId))
      .returning();
    row = updated!;
  } else {
    // Earlier unfinished flows of the enterprise are superseded, as a new application would.
    await db
      .update(account)
      .set({ nextStepAt: null, updateTime: at })
      .where(and(eq(account.enterpriseId, enterpriseId), isNotNull(account.nextStepAt)));
    const message = meaning(EsignStatus.success);
    const values = {
      flowId: randomBytes(16).toString('hex'),
      enterpriseId,
      kind: person ? 'person' : 'company',
      name: e.name,
      creditCode: person ? null : e.creditCode,
      legalPerson: person ? null : e.legalPerson,
      idNumber: person ? e.idNumber : null,
      mobile: e.mobile,
      operatorName: e.operatorName,
      bankName: person ? null : e.bankName,
      bankAccount: person ? null : e.bankAccount,
    };
    const [inserted] = await db
      .insert(account)
      .values({
        ...values,
        ...(await sealAndCertificateOf(ca, values)),
        status: EsignStatus.success,
        message,
        outcome: 'ok',
        autoSign: 1,
        nextStepAt: null,
        history: [
          { at: formatDateTime(at)!, status: EsignStatus.success, message: `${message}（沙箱控制台直接开通）` },
        ],
        createTime: at,
        updateTime: at,
      })
      .returning();
    row = inserted!;
    created = true;
  }
  await deps.enterprises.accountOpened(db, enterpriseId, {
    accountId: row.flowId,
    message: row.message,
    newSeal: created,
    at,
  });
  return { row, created };
};

const stateOf = (row: Row): EsignAccountState => ({
  accountId: row.flowId,
  flowId: row.flowId,
  status: row.status,
  message: row.message,
});

export const createSandboxEsign = (deps: {
  db: Db;
  /** The product's enterprises, for provisionAccount (the enterprise module's, wired in app.ts). */
  enterprises: EsignEnterprises;
  defaultStepMs: number;
  now?: () => Date;
  onError?: (err: unknown) => void;
}): SandboxEsign => {
  const { db } = deps;
  const now = deps.now ?? (() => new Date());
  const ca = createSandboxCa(db);
  const listeners = new Set<Listener>();

  const notify = (row: Row) => {
    const event = { ...stateOf(row), enterpriseId: row.enterpriseId };
    for (const listener of listeners) {
      try {
        const result = listener(event) as unknown;
        if (result instanceof Promise) result.catch((err) => deps.onError?.(err));
      } catch (err) {
        // One listener's failure is its own: the move has happened and the others still hear of it.
        deps.onError?.(err);
      }
    }
  };

  const getSettings = async (): Promise<SandboxSettings> => {
    const rows = await db
      .select()
      .from(sandboxSetting)
      .where(inArray(sandboxSetting.key, [OUTCOME_KEY, STEP_KEY]));
    const value = (key: string) => rows.find((r) => r.key === key)?.value;
    const outcome = value(OUTCOME_KEY);
    const step = Number(value(STEP_KEY));
    return {
      nextOutcome: isOutcome(outcome) ? outcome : 'ok',
      stepMs: value(STEP_KEY) !== undefined && Number.isInteger(step) && step >= 0 ? step : deps.defaultStepMs,
    };
  };

  const nextStepAt = (to: number, stepMs: number) =>
    AUTOMATIC.includes(to) && stepMs > 0 ? new Date(now().getTime() + stepMs) : null;

  const historyEntry = (status: number, message: string) => [{ at: formatDateTime(now())!, status, message }];

  const find = async (flowId: string) => {
    const [row] = await db.select().from(account).where(eq(account.flowId, flowId)).limit(1);
    return row;
  };
  const mustFind = async (flowId: string) => {
    const row = await find(flowId);
    if (!row) throw sandboxRefusals.flowMissing();
    return row;
  };

  /** One move, only from the status the caller saw; undefined when another move came first. */
  const move = async (row: Row, change: Change, extra: SQL[] = []) => {
    const message = change.message ?? meaning(change.to);
    const { stepMs } = await getSettings();
    const [moved] = await db
      .update(account)
      .set({
        status: change.to,
        message,
        nextStepAt: nextStepAt(change.to, stepMs),
        history: sql`${account.history} || ${JSON.stringify(historyEntry(change.to, message))}::jsonb`,
        updateTime: now(),
        ...change.set,
      })
      .where(and(eq(account.flowId, row.flowId), eq(account.status, row.status), ...extra))
      .returning();
    if (moved) notify(moved);
    return moved;
  };

  const sealAndCertificate = (row: Row) => sealAndCertificateOf(ca, row);

  /** What the provider does next on its own (or when the console advances it); undefined: nothing. */
  const nextChange = async (row: Row): Promise<Change | undefined> => {
    switch (row.status) {
      case EsignStatus.enterpriseApplied:
        return { to: EsignStatus.enterpriseVerifying };
      case EsignStatus.enterpriseVerifying:
        if (row.outcome === 'enterprise_fail') return { to: EsignStatus.enterpriseFailed };
        if (row.outcome === 'bank_fail') return { to: EsignStatus.bankFailed };
        if (row.outcome === 'transfer_slow') return { to: EsignStatus.transferInProgress };
        return { to: EsignStatus.transferApplied, set: { amount: randomAmount(), amountTries: 0 } };
      case EsignStatus.transferInProgress:
        return { to: EsignStatus.transferApplied, set: { amount: randomAmount(), amountTries: 0 } };
      case EsignStatus.personApplied:
        return { to: EsignStatus.personVerifying };
      case EsignStatus.personVerifying:
        return { to: row.outcome === 'person_fail' ? EsignStatus.personFailed : EsignStatus.personSucceeded };
      case EsignStatus.personSucceeded:
        return { to: EsignStatus.success, set: await sealAndCertificate(row) };
      default:
        return undefined;
    }
  };

  const isDue = (row: Row) => row.nextStepAt !== null && row.nextStepAt.getTime() <= now().getTime();
  /** A scheduled step moves only while it is still due (the console may have changed the schedule). */
  const dueStep = async (row: Row) => {
    const change = await nextChange(row);
    return change ? move(row, change, [lte(account.nextStepAt, now())]) : undefined;
  };

  const runDue = async () => {
    const due = await db
      .select()
      .from(account)
      .where(lte(account.nextStepAt, now()))
      .orderBy(account.nextStepAt)
      .limit(100);
    let moved = 0;
    for (const row of due) {
      if (await dueStep(row)) moved += 1;
    }
    return moved;
  };

  const apply = async (values: Omit<typeof account.$inferInsert, 'flowId' | 'status' | 'message'>, status: number) => {
    const [consumed] = await db.delete(sandboxSetting).where(eq(sandboxSetting.key, OUTCOME_KEY)).returning();
    const outcome = isOutcome(consumed?.value) ? consumed.value : 'ok';
    const { stepMs } = await getSettings();
    const at = now();
    // Earlier unfinished flows of the enterprise are superseded: they stay for the record but stop moving.
    await db
      .update(account)
      .set({ nextStepAt: null, updateTime: at })
      .where(and(eq(account.enterpriseId, values.enterpriseId), isNotNull(account.nextStepAt)));
    const message = meaning(status);
    const [row] = await db
      .insert(account)
      .values({
        ...values,
        flowId: randomBytes(16).toString('hex'),
        status,
        message,
        outcome,
        nextStepAt: nextStepAt(status, stepMs),
        history: historyEntry(status, message),
        createTime: at,
        updateTime: at,
      })
      .returning();
    notify(row!);
    return stateOf(row!);
  };

  const state = async (flowId: string) => {
    let row = await find(flowId);
    // The page may ask before any timer ran: the moves that are due happen first.
    for (let i = 0; row && isDue(row) && i < AUTOMATIC.length; i++) {
      await dueStep(row);
      row = await find(flowId);
    }
    return row ? stateOf(row) : undefined;
  };

  const submitBranch = async (
    input: { flowId: string; bankName: string; bankAccount: string },
    retries = 2,
  ): Promise<BranchResult> => {
    const row = await find(input.flowId);
    if (!row) throw sandboxRefusals.noFlow();
    // Only a failed bank check (5) takes a branch; at any other status the flow cannot go on from here.
    if (row.status !== EsignStatus.bankFailed) return { code: 205, state: stateOf(row) };
    const moved =
      row.outcome === 'amount_expired'
        ? await move(row, { to: EsignStatus.none, message: sealMessages.branchTimedOut })
        : await move(row, {
            to: EsignStatus.transferApplied,
            set: {
              outcome: 'ok',
              bankName: input.bankName,
              bankAccount: input.bankAccount,
              amount: randomAmount(),
              amountTries: 0,
            },
          });
    if (!moved) {
      if (retries > 0) return submitBranch(input, retries - 1);
      return { code: 205, state: stateOf((await find(input.flowId)) ?? row) };
    }
    return { code: moved.status === EsignStatus.transferApplied ? 200 : 205, state: stateOf(moved) };
  };

  const verifyAmount = async (input: { flowId: string; amount: string }, retries = 2): Promise<AmountResult> => {
    const row = await find(input.flowId);
    if (!row) throw sandboxRefusals.noFlow();
    if (row.status !== EsignStatus.transferApplied) return { code: 205, state: stateOf(row) };
    const tries = [lt(account.amountTries, MAX_AMOUNT_TRIES)];
    let result: AmountResult | undefined;
    if (row.outcome === 'amount_expired' || row.amountTries >= MAX_AMOUNT_TRIES) {
      const moved = await move(row, { to: EsignStatus.none, message: sealMessages.amountReapply });
      if (moved) result = { code: 205, state: stateOf(moved) };
    } else if (cents(input.amount) !== undefined && cents(input.amount) === cents(row.amount)) {
      const moved = await move(row, { to: EsignStatus.success, set: await sealAndCertificate(row) }, tries);
      if (moved) result = { code: 200, state: stateOf(moved) };
    } else {
      const moved = await move(
        row,
        {
          to: EsignStatus.transferApplied,
          message: sealMessages.amountWrong,
          set: { amountTries: sql`${account.amountTries} + 1` },
        },
        tries,
      );
      if (moved) result = { code: 204, state: stateOf(moved) };
    }
    if (result) return result;
    // Another answer moved the flow first: judge again on what it is now.
    if (retries > 0) return verifyAmount(input, retries - 1);
    return { code: 205, state: stateOf((await find(input.flowId)) ?? row) };
  };

  const setOutcome = async (flowId: string, outcome: SandboxOutcome) => {
    const [current] = await db
      .update(account)
      .set({ outcome, updateTime: now() })
      .where(eq(account.flowId, flowId))
      .returning();
    if (!current) throw sandboxRefusals.flowMissing();
    const to = IMMEDIATE[current.status]?.[outcome];
    const moved = to === undefined ? undefined : await move(current, { to });
    return stateOf(moved ?? (await mustFind(flowId)));
  };

  const advance = async (flowId: string) => {
    const row = await mustFind(flowId);
    const change = await nextChange(row);
    if (!change) throw sandboxRefusals.nothingToAdvance();
    const moved = await move(row, change);
    return stateOf(moved ?? (await mustFind(flowId)));
  };

  const releaseTransfer = async (flowId: string) => {
    const row = await mustFind(flowId);
    if (row.status !== EsignStatus.transferInProgress) throw sandboxRefusals.notInTransfer();
    const moved = await move(row, { to: EsignStatus.transferApplied, set: { amount: randomAmount(), amountTries: 0 } });
    return stateOf(moved ?? (await mustFind(flowId)));
  };

  const setSettings = async (patch: Partial<SandboxSettings>) => {
    const at = now();
    const put = (key: string, value: string) =>
      db
        .insert(sandboxSetting)
        .values({ key, value, updateTime: at })
        .onConflictDoUpdate({ target: sandboxSetting.key, set: { value, updateTime: at } });
    if (patch.nextOutcome !== undefined) {
      if (patch.nextOutcome === 'ok') await db.delete(sandboxSetting).where(eq(sandboxSetting.key, OUTCOME_KEY));
      else await put(OUTCOME_KEY, patch.nextOutcome);
    }
    if (patch.stepMs !== undefined) {
      await put(STEP_KEY, String(patch.stepMs));
      // The new pace applies to the flows waiting now: manual (0) stops them, a pace schedules them — only the
      // newest flow of each enterprise, the superseded ones stay still.
      await db
        .update(account)
        .set({ nextStepAt: patch.stepMs > 0 ? new Date(at.getTime() + patch.stepMs) : null })
        .where(
          and(
            inArray(account.status, [...AUTOMATIC]),
            sql`not exists (select 1 from ${account} as newer where newer.enterprise_id = ${account.enterpriseId} and newer.id > ${account.id})`,
          ),
        );
    }
    return getSettings();
  };

  const listAccounts = async (q: PageQuery): Promise<Page<SandboxAccountRow>> => {
    const [total] = await db.select({ n: count() }).from(account);
    const rows = await db
      .select({
        flowId: account.flowId,
        enterpriseId: account.enterpriseId,
        name: account.name,
        kind: account.kind,
        mobile: account.mobile,
        bankName: account.bankName,
        bankAccount: account.bankAccount,
        status: account.status,
        message: account.message,
        outcome: account.outcome,
        amount: account.amount,
        amountTries: account.amountTries,
        autoSign: account.autoSign,
        hasSeal: sql<boolean>`${account.sealPng} is not null`,
        nextStepAt: account.nextStepAt,
        history: account.history,
        createTime: account.createTime,
      })
      .from(account)
      .orderBy(desc(account.id))
      .limit(q.size)
      .offset(offsetOf(q));
    const records = rows.map((r) => ({
      ...r,
      enterpriseName: r.kind === 'company' ? r.name : null,
      hasSeal: Boolean(r.hasSeal),
      nextStepAt: formatDateTime(r.nextStepAt),
      createTime: formatDateTime(r.createTime),
    }));
    return toPage(records, total?.n ?? 0, q.current, q.size);
  };

  const listSms = async (q: PageQuery): Promise<Page<SandboxSmsRow>> => {
    const [total] = await db.select({ n: count() }).from(sandboxSms);
    const rows = await db.select().from(sandboxSms).orderBy(desc(sandboxSms.id)).limit(q.size).offset(offsetOf(q));
    const records = rows.map((r) => ({
      ...r,
      createTime: formatDateTime(r.createTime),
      expireTime: formatDateTime(r.expireTime),
    }));
    return toPage(records, total?.n ?? 0, q.current, q.size);
  };

  const lastSms = async (mobile: string) => {
    const [row] = await db
      .select()
      .from(sandboxSms)
      .where(eq(sandboxSms.mobile, mobile))
      .orderBy(desc(sandboxSms.createTime), desc(sandboxSms.id))
      .limit(1);
    return row;
  };

  const provisionAccount = async ({ enterpriseId }: { enterpriseId: string }): Promise<ProvisionedAccount> => {
    const { row, created } = await provisionSandboxAccount(
      { db, ca, enterprises: deps.enterprises, now: now() },
      enterpriseId,
    );
    if (created) notify(row);
    return { ...stateOf(row), enterpriseId, kind: row.kind === 'person' ? 'person' : 'company', autoSign: 1 };
  };

  const getFailNextSignatures = async () => {
    const [row] = await db.select().from(sandboxSetting).where(eq(sandboxSetting.key, FAIL_NEXT_KEY)).limit(1);
    const n = Number(row?.value);
    return Number.isInteger(n) && n > 0 ? n : 0;
  };

  const failNextSignatures = async (n: number) => {
    if (!Number.isInteger(n) || n < 0 || n > MAX_FAIL_NEXT) throw sandboxRefusals.failNextRange();
    if (n === 0) {
      await db.delete(sandboxSetting).where(eq(sandboxSetting.key, FAIL_NEXT_KEY));
      return 0;
    }
    const at = now();
    await db
      .insert(sandboxSetting)
      .values({ key: FAIL_NEXT_KEY, value: String(n), updateTime: at })
      .onConflictDoUpdate({ target: sandboxSetting.key, set: { value: String(n), updateTime: at } });
    return n;
  };

  /** One planned failure spent, atomically (two instances never spend the same one): true when there was one. */
  const spendFailure = async () => {
    const spent = await db
      .update(sandboxSetting)
      .set({ value: sql`(${sandboxSetting.value}::int - 1)::text`, updateTime: now() })
      .where(and(eq(sandboxSetting.key, FAIL_NEXT_KEY), sql`${sandboxSetting.value}::int > 0`))
      .returning({ value: sandboxSetting.value });
    return spent.length === 1;
  };

  let timer: NodeJS.Timeout | undefined;
  let pass: Promise<unknown> | undefined;

  return {
    applyCompany: (input) =>
      apply(
        {
          enterpriseId: input.enterpriseId,
          kind: 'company',
          name: input.enterpriseName,
          creditCode: input.creditCode,
          legalPerson: input.legalPerson,
          idNumber: input.operatorIdNumber,
          operatorName: input.operatorName,
          mobile: input.phone,
          bankName: input.bankName,
          bankAccount: input.bankAccount,
        },
        EsignStatus.enterpriseApplied,
      ),
    applyPerson: (input) =>
      apply(
        {
          enterpriseId: input.enterpriseId,
          kind: 'person',
          name: input.name,
          idNumber: input.idNumber,
          mobile: input.mobile,
        },
        EsignStatus.personApplied,
      ),
    sendSmsCode: async (mobile, purpose = 'esign') => {
      const at = now();
      const last = await lastSms(mobile);
      if (last && at.getTime() - last.createTime.getTime() < SMS_RESEND_MS) throw sandboxRefusals.smsTooSoon();
      await db.insert(sandboxSms).values({
        mobile,
        code: String(randomInt(0, 1_000_000)).padStart(6, '0'),
        purpose,
        createTime: at,
        expireTime: new Date(at.getTime() + SMS_VALID_MS),
      });
    },
    checkSmsCode: async (mobile, code, opts) => {
      const last = await lastSms(mobile);
      const valid = last?.used === 0 && last.expireTime.getTime() > now().getTime() && last.code === code.trim();
      if (!valid) return false;
      if (opts?.consume === false) return true;
      const spent = await db
        .update(sandboxSms)
        .set({ used: 1 })
        .where(and(eq(sandboxSms.id, last.id), eq(sandboxSms.used, 0)))
        .returning({ id: sandboxSms.id });
      return spent.length === 1;
    },
    state,
    searchBranches: async ({ bankName }) => searchBranches(bankName),
    submitBranch: (input) => submitBranch(input),
    verifyAmount: (input) => verifyAmount(input),
    sealImage: async (accountId) => {
      const row = await find(accountId);
      if (!row?.sealPng || row.outcome === 'seal_fail') return undefined;
      return new Uint8Array(Buffer.from(row.sealPng, 'base64'));
    },
    setSealImage: async (accountId, png) => {
      const row = await find(accountId);
      if (!row || row.status !== EsignStatus.success) throw sandboxRefusals.noSeal();
      await db
        .update(account)
        .set({ sealPng: Buffer.from(png).toString('base64'), updateTime: now() })
        .where(eq(account.flowId, accountId));
    },
    setAutoSign: async (accountId, on) => {
      const row = await find(accountId);
      if (!row || row.status !== EsignStatus.success || row.outcome === 'autosign_fail') return false;
      await db
        .update(account)
        .set({ autoSign: on ? 1 : 0, updateTime: now() })
        .where(eq(account.flowId, accountId));
      return true;
    },
    signPdf: async (request) => {
      const row = await find(request.accountId);
      if (!row || row.status !== EsignStatus.success || !row.sealPng || !row.certPem || !row.keyPem) {
        throw sandboxRefusals.noSeal();
      }
      if (await spendFailure()) throw sandboxRefusals.signFailed();
      return signPdfWithCertificate({
        pdf: request.pdf,
        placements: request.placements,
        sealPng: new Uint8Array(Buffer.from(row.sealPng, 'base64')),
        certPem: row.certPem,
        keyPem: row.keyPem,
        caPem: await ca.certificatePem(),
        reason: request.reason,
        signerName: row.name,
      });
    },
    signPdfAsPerson: async ({ person, pdf, placements, reason }) => {
      // A person signing for themselves holds an account keyed by the ID number: opened at the first signature
      // (the product checked the name and ID number through its identity port), then reused.
      const flowId = `PSN-${createHash('sha256').update(person.idNumber).digest('hex').slice(0, 32)}`;
      let row = await find(flowId);
      if (!isReady(row)) {
        const made = await sealAndCertificateOf(ca, {
          name: person.name,
          kind: 'person',
          creditCode: null,
          idNumber: person.idNumber,
          flowId,
        });
        const at = now();
        await db
          .insert(account)
          .values({
            flowId,
            enterpriseId: '0',
            kind: 'person',
            name: person.name,
            idNumber: person.idNumber,
            mobile: person.mobile,
            status: EsignStatus.success,
            message: '个人签名账户',
            autoSign: 1,
            ...made,
            history: [{ at: at.toISOString(), status: EsignStatus.success, message: '个人签名账户' }],
            createTime: at,
            updateTime: at,
          })
          .onConflictDoNothing();
        row = await find(flowId);
      }
      if (!isReady(row)) throw sandboxRefusals.noSeal();
      if (await spendFailure()) throw sandboxRefusals.signFailed();
      return signPdfWithCertificate({
        pdf,
        placements,
        sealPng: new Uint8Array(Buffer.from(row.sealPng!, 'base64')),
        certPem: row.certPem!,
        keyPem: row.keyPem!,
        caPem: await ca.certificatePem(),
        reason,
        signerName: row.name,
      });
    },
    caCertificatePem: () => ca.certificatePem(),
    onStateChange: (listener) => {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },

    listAccounts,
    listSms,
    provisionAccount,
    failNextSignatures,
    getFailNextSignatures,
    setOutcome,
    advance,
    releaseTransfer,
    getSettings,
    setSettings,
    runDue,
    start: () => {
      if (timer) return;
      timer = setInterval(() => {
        if (pass) return;
        pass = runDue()
          .catch((err) => deps.onError?.(err))
          .finally(() => {
            pass = undefined;
          });
      }, TICK_MS);
      timer.unref();
    },
    stop: async () => {
      if (timer) clearInterval(timer);
      timer = undefined;
      await pass;
    },
  };
};

/**
 * The branches the sandbox "knows": 12 banks, each in Zhengzhou, Nanjing and two more cities. Codes are shaped
 * like a 联行号 (bank 3 digits, city 4, branch 4, a check digit) and never change between starts.
 */
const BANKS = [
  ['102', '中国工商银行股份有限公司'],
  ['103', '中国农业银行股份有限公司'],
  ['104', '中国银行股份有限公司'],
  ['105', '中国建设银行股份有限公司'],
  ['301', '交通银行股份有限公司'],
  ['308', '招商银行股份有限公司'],
  ['302', '中信银行股份有限公司'],
  ['303', '中国光大银行股份有限公司'],
  ['305', '中国民生银行股份有限公司'],
  ['309', '兴业银行股份有限公司'],
  ['310', '上海浦东发展银行股份有限公司'],
  ['403', '中国邮政储蓄银行股份有限公司'],
] as const;
const CITIES = [
  ['4910', '河南省', '郑州市', '郑州金水支行'],
  ['3010', '江苏省', '南京市', '南京玄武支行'],
  ['1000', '北京市', '北京市', '北京海淀支行'],
  ['2900', '上海市', '上海市', '上海浦东支行'],
  ['5810', '广东省', '广州市', '广州天河支行'],
  ['5840', '广东省', '深圳市', '深圳福田支行'],
  ['3310', '浙江省', '杭州市', '杭州西湖支行'],
  ['5210', '湖北省', '武汉市', '武汉江汉支行'],
  ['6510', '四川省', '成都市', '成都锦江支行'],
  ['7910', '陕西省', '西安市', '西安雁塔支行'],
] as const;
const checkDigit = (digits: string) =>
  String([...digits].reduce((sum, d, i) => sum + Number(d) * (i % 2 ? 3 : 1), 0) % 10);

export const SANDBOX_BRANCHES: readonly BankBranch[] = BANKS.flatMap(([bankCode, bankName], b) =>
  [0, 1, 2 + (b % 8), 2 + ((b + 4) % 8)].map((c) => {
    const [cityCode, province, city, branch] = CITIES[c]!;
    const digits = `${bankCode}${cityCode}${String(1000 + b * 10 + c).padStart(4, '0')}`;
    return { bank: `${digits}${checkDigit(digits)}`, bankName: `${bankName}${branch}`, province, city };
  }),
);
const MAX_BRANCHES = 50;

/** Every word of the query must appear in the branch name ('建设银行 郑州'); no query lists them all. */
const searchBranches = (bankName?: string) => {
  const words = (bankName ?? '').split(/\s+/).filter(Boolean);
  return SANDBOX_BRANCHES.filter((b) => words.every((w) => b.bankName.includes(w))).slice(0, MAX_BRANCHES);
};

/*
 * A bank's mode and the desk adapter of the bank port (finance README "The bank's desk"). Kept with the bank
 * provider so that every module that pushes to a bank (bank-customer, finance) picks the same port.
 */
import { and, eq } from 'drizzle-orm';
import type { AppContext } from '../../platform/context';
import type { DbOrTx } from '../../platform/db/client';
import { bankDeskSetting } from './desk-mode.table';
import type { BankPort } from './port';

/** How a bank works with the platform (kc_bank_desk_setting; finance README "The bank's desk"). */
export type BankMode = 'api' | 'desk';

/** A bank's mode: 'desk' when its row says so, otherwise (no row) 'api'. */
export const bankModeOf = async (db: DbOrTx, tenantId: string, bankEnterpriseId: string): Promise<BankMode> => {
  const [row] = await db
    .select({ mode: bankDeskSetting.mode })
    .from(bankDeskSetting)
    .where(and(eq(bankDeskSetting.tenantId, tenantId), eq(bankDeskSetting.bankEnterpriseId, bankEnterpriseId)))
    .limit(1);
  return row?.mode === 'desk' ? 'desk' : 'api';
};

/** Sets a bank's mode (the seed, tests; idempotent). */
export const setBankMode = async (db: DbOrTx, tenantId: string, bankEnterpriseId: string, mode: BankMode) => {
  await db
    .insert(bankDeskSetting)
    .values({ tenantId, bankEnterpriseId, mode })
    .onConflictDoUpdate({
      target: [bankDeskSetting.tenantId, bankDeskSetting.bankEnterpriseId],
      set: { mode, updateTime: new Date() },
    });
};

/** The desk's number for an application (what the bank's financeAppId is for an API bank). */
export const deskFinanceAppId = (applyCode: string) => `DESK-${applyCode}`.slice(0, 64);

/**
 * The desk adapter of the bank port: a desk bank has no system to send to, so every push is accepted at once and
 * left where the flow keeps it (the application at 60 with its rows awaiting admission, a drawdown request at 0, the
 * pledge pushed, a release's feedback sent) — the desk lists what waits for the bank from those records. Its
 * "callbacks" are the desk user's actions (bank-desk.ts), which go through the inbox like verified ones; nothing
 * is ever verified here.
 */
const deskPort = (api: BankPort): BankPort => ({
  pushAgreement: async (input) => ({ financeAppId: deskFinanceAppId(input.applyCode) }),
  pushPledge: async () => ({ accepted: true }),
  sendReleaseFeedback: async () => ({ accepted: true }),
  requestDisbursement: async () => ({ accepted: true }),
  cancelDisbursement: async () => ({ accepted: true }),
  notifyRepayment: async () => ({ accepted: true }),
  pushCustomer: async () => ({ accepted: true }),
  verifyCallback: api.verifyCallback,
});

/** The bank port of an application's bank: the provider (sandbox or real) for an API bank, the desk for a desk bank. */
export const bankOf = async (ctx: AppContext, tenantId: string, bankEnterpriseId: string | null): Promise<BankPort> =>
  bankEnterpriseId && (await bankModeOf(ctx.db, tenantId, bankEnterpriseId)) === 'desk' ? deskPort(ctx.bank) : ctx.bank;

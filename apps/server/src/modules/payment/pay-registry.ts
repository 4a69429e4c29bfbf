import type { Principal } from '../../platform/auth/principal';
import type { AppContext } from '../../platform/context';
import type { DbOrTx } from '../../platform/db/client';
import type { payOrder } from './payment.table';

/**
 * What a pay order, voucher or ledger row is for (README "Businesses"): 1 a party's share of a contract's platform
 * fee (the contract module, built in); 2 a financing service fee (the finance module registers its handlers).
 */
export const PayBussType = { contractShare: 1, financingFee: 2 } as const;

export type OrderRow = typeof payOrder.$inferSelect;

/** What a paid order of a business record amounts to, applied in the notification's transaction. */
export type BusinessPaid = {
  bussId: string;
  tenantId: string;
  enterpriseId: string;
  payWay: number;
  amount: string;
  outTradeNo: string;
  transactionId: string | null;
  paidAt: Date;
};

/** A business other than contract shares: how its payments take effect and who sees its vouchers. */
export type PayBusiness = {
  /**
   * In the notification's transaction, the order row locked and not yet paid: the business record paid (exactly
   * once: a conditional update). Answers its code for the ledger (`moved` false: it was paid before, e.g. offline).
   */
  onPaid: (tx: DbOrTx, paid: BusinessPaid) => Promise<{ moved: boolean; code: string }>;
  /** After the commit: live events (best effort). */
  afterPaid?: (ctx: AppContext, bussId: string) => Promise<void>;
  /** Whether the caller may see a voucher image of this record (the file owner resolver). */
  canSeeVoucher: (ctx: AppContext, p: Principal, v: { bussId: string; enterpriseId: string }) => Promise<boolean>;
};

const businesses = new Map<number, PayBusiness>();

/** A module registers its business when its routes load (idempotent: the last registration counts). */
export const registerPayBusiness = (bussType: number, business: PayBusiness) => {
  if (bussType === PayBussType.contractShare) throw new Error('合同服务费由支付模块自行处理');
  businesses.set(bussType, business);
};

export const payBusinessOf = (bussType: number) => {
  const b = businesses.get(bussType);
  if (!b) throw new Error(`未登记的支付业务类型 ${bussType}`);
  return b;
};

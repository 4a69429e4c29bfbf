import type { AppContext } from '../../platform/context';
import type { DbOrTx } from '../../platform/db/client';
import { lentLater } from '../../platform/lent';
import type { Actor } from '../../platform/state/transition';

/** A receipt generated from an inbound order, as the order's detail lists it. */
export type OrderReceipt = { id: string; code: string; status: number; createTime: Date };

/**
 * spec 3 §3: the warehouse's final audit of an inbound order generates its receipts. Receipts are kept by the receipt
 * module (registered after this one); it lends, from its door, their generation (in the audit's transaction;
 * answers the ids of the receipts made now) and the read of an order's receipts.
 */
export type OrderReceipts = {
  generate: (
    ctx: AppContext,
    tx: DbOrTx,
    input: { inboundId: string; actor: Actor; origin: string },
  ) => Promise<string[]>;
  /** The live receipts generated from an order, by code. */
  of: (db: DbOrTx, inputId: string) => Promise<OrderReceipt[]>;
};

export const orderReceipts = lentLater<OrderReceipts>('仓单模块的入库单仓单生成与查询');

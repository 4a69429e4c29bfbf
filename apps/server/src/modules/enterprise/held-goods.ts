import type { DbOrTx } from '../../platform/db/client';
import { lentLater } from '../../platform/lent';

/** A category of goods an enterprise holds, with its summed weight (spec 3 §2 home card). */
export type HeldGoods = { name: string; weight: string; weightUnit: string };

/**
 * The goods an enterprise holds are read from its receipts, kept by the receipt module (registered after this one);
 * it lends the read from its door.
 */
export const heldGoods =
  lentLater<(db: DbOrTx, tenantId: string, enterpriseId: string) => Promise<HeldGoods[]>>('仓单模块的企业持有货物查询');

import type { frontGoodsRecord } from '@kc/domain/goods/answers';
import type { z } from 'zod';
import type { DbOrTx } from '../../platform/db/client';
import { lentLater } from '../../platform/lent';

/** A receipt in effect of a category, as the receipt module reads it (the effective time still a time). */
export type CategoryGoods = Omit<z.infer<typeof frontGoodsRecord>, 'effectiveTime'> & { effectiveTime: Date | null };

/**
 * The goods of a category on the front goods page are its receipts in effect, kept by the receipt module (registered
 * after this one); it lends the read from its door.
 */
export const categoryGoods =
  lentLater<(db: DbOrTx, tenantId: string, materialId: string) => Promise<CategoryGoods[]>>('仓单模块的品类货物查询');

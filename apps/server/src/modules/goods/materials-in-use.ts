import type { DbOrTx } from '../../platform/db/client';
import { lentLater } from '../../platform/lent';

/**
 * Which categories are in use is known to the modules that take a category (an inbound order, registered after this
 * one); the inbound module lends the answer from its door, so that a category in use is not removed.
 */
export const materialsInUse =
  lentLater<(db: DbOrTx, materialIds: string[]) => Promise<Set<string>>>('入库模块的品类使用查询');

import type { DbOrTx } from '../../platform/db/client';
import { lentLater } from '../../platform/lent';

/**
 * spec 1 §7: a mapping is in use while a live inbound order at its warehouse takes its category. Inbound orders are
 * kept by the inbound module (registered after this one); it lends the answer from its door.
 */
export const categoryInUseAt =
  lentLater<(db: DbOrTx, at: { tenantId: string; warehouseId: string; materialId: string }) => Promise<boolean>>(
    '入库模块的仓库品类使用查询',
  );

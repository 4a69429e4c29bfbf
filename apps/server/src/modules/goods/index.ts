import { moduleOf } from '../../platform/module';
import { bankMaterialDetailRoutes } from './bank-material-detail.routes';
import { baseMaterialRoutes } from './base-material.routes';
import { financingGoodsRoutes } from './financing-goods.routes';
import { frontGoodsRoutes } from './front-goods.routes';

/** The goods module's one door (ARCHITECTURE "Layout"): other modules import only what this file exports. */
export const goodsModule = moduleOf('goods', [
  baseMaterialRoutes,
  bankMaterialDetailRoutes,
  financingGoodsRoutes,
  frontGoodsRoutes,
]);

// What other modules use of this one: services, read models, and tables they may read and join on (only this
// module writes them; the module-wall check).
export { attributesOf, findMaterial } from './base-material.repo';
export { categoryGoods } from './category-goods';
export { baseMaterial, baseMaterialAttr, financingGoods } from './goods.table';
export { materialsInUse } from './materials-in-use';
export type { DemoGoods } from './seed-demo-goods';
export { seedDemoGoods } from './seed-demo-goods';

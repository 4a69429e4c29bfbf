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

// Tables other modules may read and join on; only this module writes them (the module-wall check).
export { baseMaterial } from './goods.table';

import { moduleOf } from '../../platform/module';
import { wmsMaterialRoutes } from './wms-material.routes';

/** The wms-material module's one door (ARCHITECTURE "Layout"): other modules import only what this file exports. */
export const wmsMaterialModule = moduleOf('wms-material', [wmsMaterialRoutes]);
export { categoryInUseAt } from './category-in-use';
export { seedDemoMappings } from './seed-demo-mappings';
// The mapping table other modules read (the WMS module maps a container's goods to a storage category with it).
export { wmsMaterial } from './wms-material.table';

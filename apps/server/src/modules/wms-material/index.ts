import { moduleOf } from '../../platform/module';
import { wmsMaterialRoutes } from './wms-material.routes';

/** The wms-material module's one door (ARCHITECTURE "Layout"): other modules import only what this file exports. */
export const wmsMaterialModule = moduleOf('wms-material', [wmsMaterialRoutes]);
export { type DemoMapping, seedDemoMappings } from './seed-demo-mappings';

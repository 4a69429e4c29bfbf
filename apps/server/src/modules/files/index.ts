import { moduleOf } from '../../platform/module';
import { filesRoutes } from './files.routes';

/** The files module's one door (ARCHITECTURE "Layout"): other modules import only what this file exports. */
export const filesModule = moduleOf('files', [filesRoutes]);

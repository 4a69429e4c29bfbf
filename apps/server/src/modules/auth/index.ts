import { moduleOf } from '../../platform/module';
import { authRoutes } from './auth.routes';

/** The auth module's one door (ARCHITECTURE "Layout"): other modules import only what this file exports. */
export const authModule = moduleOf('auth', [authRoutes]);

import { moduleOf } from '../../platform/module';
import { miniProgramRoutes } from './mini-program.routes';

/** The mini-program module's one door (ARCHITECTURE "Layout"): other modules import only what this file exports. */
export const miniProgramModule = moduleOf('mini-program', [miniProgramRoutes]);

import type { AppModule } from '../../platform/module';
import { sandboxRoutes } from './sandbox.routes';

/** The sandbox console's module (its one door, ARCHITECTURE "Layout"). */
export const sandboxModule: AppModule = {
  name: 'sandbox',
  plugin: (ctx) => sandboxRoutes(ctx, ctx.esignSandbox),
};

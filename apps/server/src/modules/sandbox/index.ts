import type { AppModule } from '../../platform/module';
import { bankSandboxRoutes } from './bank-sandbox.routes';
import { mailInvoiceSandboxRoutes } from './mail-invoice-sandbox.routes';
import { paySandboxRoutes } from './pay-sandbox.routes';
import { sandboxRoutes } from './sandbox.routes';
import { wmsSandboxRoutes } from './wms-sandbox.routes';

/** The sandbox console's module (its one door, ARCHITECTURE "Layout"). */
export const sandboxModule: AppModule = {
  name: 'sandbox',
  plugin: (ctx) => async (app) => {
    await app.register(sandboxRoutes(ctx, ctx.esignSandbox));
    await app.register(mailInvoiceSandboxRoutes(ctx));
    await app.register(paySandboxRoutes(ctx));
    await app.register(wmsSandboxRoutes(ctx));
    await app.register(bankSandboxRoutes(ctx));
  },
};

import type { AppModule } from '../../platform/module';
import type { Party } from '../../providers/parties';
import { bankSandboxRoutes } from './bank-sandbox.routes';
import { identitySandboxRoutes } from './identity-sandbox.routes';
import { mailInvoiceSandboxRoutes } from './mail-invoice-sandbox.routes';
import { paySandboxRoutes } from './pay-sandbox.routes';
import { sandboxRoutes } from './sandbox.routes';
import { wmsSandboxRoutes } from './wms-sandbox.routes';

/**
 * The sandbox console's module (its one door, ARCHITECTURE "Layout"), with the payment sandbox's phone page API.
 * Its routes exist only where sandboxes play the parties (SANDBOXES: on outside production, off in production
 * unless set): a production server answers 404 to every one of them. The mini-program's phone page API
 * (/api/kc-mini/scan, the mini-program module) is not here: a real mini-program calls it too.
 */
export const sandboxModule: AppModule = {
  name: 'sandbox',
  plugin: (ctx) => async (app) => {
    const plays = (...parties: Party[]) => parties.every((p) => ctx.sandboxed.includes(p));
    if (plays('esign', 'miniProgram', 'recognition')) await app.register(sandboxRoutes(ctx, ctx.esignSandbox));
    if (plays('mail', 'einvoice')) await app.register(mailInvoiceSandboxRoutes(ctx));
    if (plays('payment')) await app.register(paySandboxRoutes(ctx));
    if (plays('wms')) await app.register(wmsSandboxRoutes(ctx));
    if (plays('bank')) await app.register(bankSandboxRoutes(ctx));
    if (plays('identity')) await app.register(identitySandboxRoutes(ctx));
  },
};

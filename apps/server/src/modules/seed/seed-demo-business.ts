import type { AppContext } from '../../platform/context';
import { seedDemoBankCustomer } from './seed-bank-customer';
import { seedDemoBillSplit } from './seed-bill-split';
import { seedDemoBorrower } from './seed-borrower';
import { seedDemoDisassemble } from './seed-disassemble';
import { seedDemoFinance } from './seed-finance';
import { seedDemoMoves } from './seed-moves';
import { seedDemoOutbound } from './seed-outbound';
import { seedDemoPartUnlock } from './seed-part-unlock';
import { seedDemoPayments } from './seed-payments';
import { seedDemoRelease } from './seed-release';
import { seedDemoReleaseFee } from './seed-release-fee';
import { seedDemoTrading } from './seed-trading';
import { seedDemoTransfers } from './seed-transfers';
import { seedDemoWms } from './seed-wms';

/**
 * The demo's business, made through the screens' own services once the app is built (they render and seal
 * documents), in this order: payments pay a trading contract, the transfer follows the payment, and every step takes
 * the next receipt codes, so the order keeps the demo the same on every first start. Each step is skipped by its seed
 * mark once done, so a restart only reads eight marks.
 */
export const demoBusinessSteps = [
  ['trading', seedDemoTrading],
  ['payments', seedDemoPayments],
  ['transfers', seedDemoTransfers],
  ['moves', seedDemoMoves],
  ['wms', seedDemoWms],
  ['borrower', seedDemoBorrower],
  ['finance', seedDemoFinance],
  ['release', seedDemoRelease],
  ['releaseFee', seedDemoReleaseFee],
  ['outbound', seedDemoOutbound],
  ['billSplit', seedDemoBillSplit],
  ['partUnlock', seedDemoPartUnlock],
  ['disassemble', seedDemoDisassemble],
  ['bankCustomer', seedDemoBankCustomer],
] as const satisfies readonly (readonly [string, (ctx: AppContext) => Promise<void>])[];

export type DemoBusinessStep = (typeof demoBusinessSteps)[number][0];

/**
 * Runs the steps one after the other; an aborted signal ends the run between two steps (a shutdown never leaves a
 * step half done). `onStep` hears how long each took (main.ts logs it at debug level).
 */
export const seedDemoBusiness = async (
  ctx: AppContext,
  opts: { signal?: AbortSignal; onStep?: (step: DemoBusinessStep, ms: number) => void } = {},
) => {
  for (const [name, step] of demoBusinessSteps) {
    if (opts.signal?.aborted) return;
    const started = performance.now();
    await step(ctx);
    opts.onStep?.(name, Math.round(performance.now() - started));
  }
};

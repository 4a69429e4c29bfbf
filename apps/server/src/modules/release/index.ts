import { moduleOf } from '../../platform/module';
import { onReleaseInstruction, onReleaseVoid, registerReleaseFeeSource } from '../finance';
import { releaseRoutes } from './release.routes';
import { releaseFeeSource } from './release-fee';
import { releaseFeeRoutesPlugin } from './release-fee.routes';
import { applyReleaseInstruction } from './release-instruction';
import { releasePickupRoutes } from './release-pickup.routes';
import { applyReleaseVoid } from './release-void';

/**
 * The release module's one door (ARCHITECTURE "Layout"; README.md): release records (解押) made of the bank's
 * release instructions, their reviews and the pick-up feedback.
 */
export const releaseModule = moduleOf('release', [releaseRoutes, releaseFeeRoutesPlugin, releasePickupRoutes]);

// The finance module's inbox hands the bank's release instruction here (it comes before this module in the line).
onReleaseInstruction(applyReleaseInstruction);
// …and the bank's void of a release; the fee tells a release's pickup weights through this module's source.
onReleaseVoid(applyReleaseVoid);
registerReleaseFeeSource(releaseFeeSource);

// What later modules, the seed and tests use of this one.
export { ccbRelease, ccbReleaseBill } from './release.table';
export type { ReleaseRow } from './release-access';
export { submitReleaseFee } from './release-fee';
export { pushDueFeedbacks, pushFeedback } from './release-feedback';
export { moveRelease, requireReleaseSignatures } from './release-moves';

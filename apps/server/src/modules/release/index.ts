import { moduleOf } from '../../platform/module';
import { onReleaseInstruction, onReleaseVoid, registerReleaseFeeSource } from '../finance';
import { releaseRoutes } from './release.routes';
import { releaseFeeSource } from './release-fee';
import { releaseFeeRoutesPlugin } from './release-fee.routes';
import { applyReleaseInstruction } from './release-instruction';
import { releasePickupRoutes } from './release-pickup.routes';
import { releaseSignRoutesPlugin } from './release-sign.routes';
import { registerSplitListeners } from './release-split';
import { applyReleaseVoid } from './release-void';
import { traySplitRoutesPlugin } from './tray-split.routes';

/**
 * The release module's one door (ARCHITECTURE "Layout"; README.md): release records (解押) made of the bank's
 * release instructions, their reviews and the pick-up feedback.
 */
export const releaseModule = moduleOf('release', [
  releaseRoutes,
  releaseFeeRoutesPlugin,
  releasePickupRoutes,
  traySplitRoutesPlugin,
  releaseSignRoutesPlugin,
]);

// The finance module's inbox hands the bank's release instruction here (it comes before this module in the line).
onReleaseInstruction(applyReleaseInstruction);
// …and the bank's void of a release; the fee tells a release's pickup weights through this module's source.
onReleaseVoid(applyReleaseVoid);
registerReleaseFeeSource(releaseFeeSource);
// A partial release's successors: the origin's row leaves the application, the remainder is pledged again.
registerSplitListeners();

// What later modules, the seed and tests use of this one.
export { ccbRelease, ccbReleaseBill, ccbReleaseSign, traySplitTmp } from './release.table';
export type { ReleaseRow } from './release-access';
export { submitReleaseFee } from './release-fee';
export { pushDueFeedbacks, pushFeedback } from './release-feedback';
export { moveRelease, requireReleaseSignatures } from './release-moves';
export { sealReleaseRow } from './release-sign';
// The bank's void (another step) ends the split so its trays may be picked again.
export { endTraySplit } from './tray-split';

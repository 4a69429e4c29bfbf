import { ReleaseStatus } from '@kc/domain/release/release';

/**
 * Whether the release's batch-seal buttons (and their QR dialogs) are mounted: while the seals are made (30) and once
 * the last one moved the release on (40), so a dialog still open says 签章已完成 instead of vanishing with its button.
 */
export const sealStageMounted = (status: number) =>
  status === ReleaseStatus.warehousePassed || status === ReleaseStatus.awaitingPickupFeedback;

import { moduleOf } from '../../platform/module';
import { partUnlockRoutes } from './part-unlock.routes';

/**
 * The part-unlock module's one door (ARCHITECTURE "Layout"; README.md): partial unlocks (部分解锁, partUnlock). It
 * comes after the wms module, whose locked trays it lets go and whose port it tells, and after the release module.
 */
export const partUnlockModule = moduleOf('part-unlock', [partUnlockRoutes]);

// What the seed and tests use of this one.
export { auditPlatform, auditShipper, auditWarehouse } from './audit-part-unlock';
export { partUnlock, partUnlockTray } from './part-unlock.table';
export { publishPartUnlockStatus } from './part-unlock-events';
export { PART_UNLOCK_FILE_OWNER } from './part-unlock-files';
export { removePartUnlockTray, resubmitPartUnlock, submitPartUnlock } from './submit-part-unlock';
export { sendPendingTrayUnlocks } from './unlock-outbox';

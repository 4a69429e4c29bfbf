import { moduleOf } from '../../platform/module';
import { onReceiptEffective } from '../receipt';
import { alarmRoutes } from './alarm.routes';
import { billApplyRoutes } from './bill-apply.routes';
import { containerRoutes } from './container.routes';
import { containerListener } from './container-listener';
import { reconcileRoutes } from './reconcile.routes';
import { wmsPushRoutes } from './wms-push.routes';

/**
 * The external-WMS module's one door (ARCHITECTURE "Layout"; README.md): the mirror of the WMS platforms'
 * containers, goods and trays (push inbox and pull), applications for receipts, locks, alarms and reconciliation.
 */
export const wmsModule = moduleOf('wms', [
  wmsPushRoutes,
  containerRoutes,
  billApplyRoutes,
  alarmRoutes,
  reconcileRoutes,
]);

// spec 3 §4: a receipt generated from containers comes into effect → its containers and trays are locked (10) and a
// lock is queued for the WMS; a move's successor comes into effect → the source's containers are released (11) and an
// unlock queued; in the signer's transaction, the WMS told after the commit (container-listener.ts).
onReceiptEffective('wms', containerListener);

// What other modules use of this one (the demo seed runs the screens' own services).
export { announceAlarmEffects, applyAlarmEffects } from './alarm-effect';
export { handleAlarm } from './alarm-handle';
export { updateBillApply } from './apply-complete';
export { saveApply } from './apply-save';
export { LockPending } from './container-lock';
export { containerRowsWhere, loadVisibleContainer, wmsPlatformNames } from './container-repo';
// The disassemble module's WMS split: a receipt's containers, the receipts over several, relinking a new receipt's.
export { containersOfReceipts, receiptsOverContainers, relinkContainers } from './disassemble-containers';
export { sendPendingLocks } from './lock-outbox';
export { dispatchTrays, type ReceiptTray, receiptTrays, takeOutTrays } from './outbound-trays';
// The part-unlock module (部分解锁): a receipt's locked containers and trays, the chosen trays' unlock.
export {
  type CoveredTray,
  containerTraysOf,
  coveredTrays,
  lockedContainersOf,
  unlockChosenTrays,
  unlockTraysInWms,
} from './part-unlock-trays';
export { lastReconciliation, runReconciliation, WMS_RECONCILE_QUEUE } from './reconcile-run';
// The release module's tray split (modules/release): a receipt's trays, and a split receipt's successors' shares.
export { linkSplitTrays, traysOfReceipts } from './release-trays';
export { applyWmsEvent, applyWmsEvents } from './sync-apply';
export { processPendingInbox, receivePush } from './sync-inbox';
export { pullAll, pullUnit, WMS_SYNC_QUEUE } from './sync-pull';
export {
  wmsAlarm,
  wmsAlarmBill,
  wmsApply,
  wmsApplyContainer,
  wmsBillTray,
  wmsContainer,
  wmsGoods,
  wmsTray,
  wmsTrayTransfer,
} from './wms.table';
export {
  alarmScope,
  applyScope,
  canSeeWmsRow,
  containerScope,
  trayTransferScope,
  wmsRowScope,
  wmsSidesOf,
} from './wms-scope';

// Tables first: a module that imports this door in a cycle still finds them defined (ESM evaluation order).
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

import { moduleOf } from '../../platform/module';
import { alarmRoutes } from './alarm.routes';
import { billApplyRoutes } from './bill-apply.routes';
import { containerRoutes } from './container.routes';
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

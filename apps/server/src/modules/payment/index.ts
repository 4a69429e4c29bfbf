// Tables first: a module that imports this door in a cycle still finds them defined (ESM evaluation order).
export { payLedger, payNotify, payOrder, payVoucher, tradePay } from './payment.table';

import { moduleOf } from '../../platform/module';
import { notifyRoutes } from './notify.routes';
import { paymentRoutes } from './payment.routes';

/** The payment module's one door (ARCHITECTURE "Layout"): platform service fees paid online or offline. */
export const paymentModule = moduleOf('payment', [paymentRoutes, notifyRoutes]);

// What the seed, the bench and tests use of this module.
export {
  PAYMENT_NOTIFY_QUEUE,
  PAYMENT_RECONCILE_QUEUE,
  processNotification,
  processPendingNotifications,
  reconcilePayments,
} from './notifications';
export { confirmCollection, PAY_VOUCHER_OWNER } from './offline';
export { payShareThroughSandbox } from './seed-pay';

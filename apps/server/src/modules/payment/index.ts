import { moduleOf } from '../../platform/module';
import { notifyRoutes } from './notify.routes';
import { paymentRoutes } from './payment.routes';

/** The payment module's one door (ARCHITECTURE "Layout"): platform service fees paid online or offline. */
export const paymentModule = moduleOf('payment', [paymentRoutes, notifyRoutes]);

// What other modules use of this one — businesses other than contract shares (README "Businesses": the finance
// module's financing service fee) — and what the seed, the bench and tests use.
export {
  addBusinessVoucher,
  type BusinessRef,
  businessVoucherById,
  businessVouchers,
  removeBusinessVoucher,
  type VoucherView,
  voucherFileOf,
} from './business-voucher';
export { insertLedger } from './ledger-write';
export { PAYMENT_NOTIFY_QUEUE, PAYMENT_RECONCILE_QUEUE, processPendingNotifications } from './notifications';
export { confirmCollection, insertVoucher, PAY_VOUCHER_OWNER } from './offline';
export { openPayCode, orderResultOf, type PayCodeSpec } from './pay-business';
export { type BusinessPaid, type PayBusiness, PayBussType, registerPayBusiness } from './pay-registry';
export { payLedger, payNotify, payOrder, payVoucher, tradePay } from './payment.table';
export { payShareThroughSandbox } from './seed-pay';

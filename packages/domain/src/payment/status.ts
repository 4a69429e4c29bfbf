import { defineMachine } from '../shared/machine';
import { InvoiceStatus } from './invoice';
import { TradePayStatus } from './payment';

/**
 * spec 3 §4 Trade payment as moves (kc_trade_pay.trade_pay_status): a side uploads a transfer voucher (0 → 20, and
 * further vouchers keep it at 20), removing its last voucher takes it back to 0, and the platform confirms it (30).
 * Online payment (10) is written by the provider's notification with the order it settles.
 */
export const tradePayMachine = defineMachine({
  objectType: 'tradePay',
  statuses: TradePayStatus,
  moves: {
    payOffline: {
      from: [TradePayStatus.unpaid, TradePayStatus.paidOffline],
      to: TradePayStatus.paidOffline,
      by: ['payer'],
      permission: 'ccb_release_upload_voucher',
    },
    withdrawVoucher: { from: [TradePayStatus.paidOffline], to: TradePayStatus.unpaid, by: ['payer'] },
    confirmOffline: {
      from: [TradePayStatus.paidOffline],
      to: TradePayStatus.offlineConfirmed,
      by: ['platform'],
      permission: 'ccb_release_confirm_pay_offline',
    },
  },
});

/**
 * spec 3 §4 Invoice status as moves: an applied (10) or abnormal (0) invoice is sent for billing (11); billing
 * refused at once returns it where it was; the provider's result issues it (12) or marks it abnormal (0).
 */
export const invoiceMachine = defineMachine({
  objectType: 'invoice',
  statuses: InvoiceStatus,
  moves: {
    bill: {
      from: [InvoiceStatus.applied, InvoiceStatus.abnormal],
      to: InvoiceStatus.issuing,
      by: ['payee', 'platform', 'system'],
    },
    billRefused: {
      from: [InvoiceStatus.issuing],
      to: [InvoiceStatus.applied, InvoiceStatus.abnormal],
      by: ['system'],
    },
    issued: { from: [InvoiceStatus.issuing], to: InvoiceStatus.issued, by: ['system'] },
    failed: { from: [InvoiceStatus.issuing], to: InvoiceStatus.abnormal, by: ['system'] },
  },
});

import { ServiceStatus } from '../contract/status';
import { defineMachine } from '../shared/machine';
import { InvoiceStatus } from './invoice';
import { GoodsMoneyStatus, PayOrderStatus, TradePayStatus } from './payment';

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

/**
 * A provider order (kc_pay_order.status): open until the provider says it is paid, or closed (expired, replaced,
 * reported closed). The provider's word that the payer paid wins over a close made here in the meantime: a closed
 * order is paid all the same (the business then decides whether it can take the money).
 */
export const payOrderMachine = defineMachine({
  objectType: 'payOrder',
  statuses: PayOrderStatus,
  moves: {
    paid: { from: [PayOrderStatus.open, PayOrderStatus.closed], to: PayOrderStatus.paid, by: ['system'] },
    close: { from: [PayOrderStatus.open], to: PayOrderStatus.closed, by: ['payer', 'system'] },
  },
});

/**
 * spec 2 §3 a party's platform service fee on its contract (shipperServiceStatus, buyerServiceStatus): an unpaid
 * share is paid once (0 → 1), by a verified notification or the platform's confirmation of a voucher; a share that
 * needs no payment (2) never moves. Its audit object type is not the contract's: the contract's process log keeps
 * the one event it always showed ('service-paid').
 */
export const contractServiceMachine = defineMachine({
  objectType: 'contract-fee',
  statuses: ServiceStatus,
  moves: {
    pay: { from: [ServiceStatus.unpaid], to: ServiceStatus.paid, by: ['system', 'platform'] },
  },
});

/**
 * spec 2 §3, §6 goodsMoneyStatus: the supplier confirms, once, that the goods money arrived (0 → 1) on a contract
 * in force. As with the service fee the contract's process log keeps its own event ('goods-money').
 */
export const goodsMoneyMachine = defineMachine({
  objectType: 'contract-goods-money',
  statuses: GoodsMoneyStatus,
  moves: {
    confirm: { from: [GoodsMoneyStatus.unconfirmed], to: GoodsMoneyStatus.confirmed, by: ['shipper'] },
  },
});

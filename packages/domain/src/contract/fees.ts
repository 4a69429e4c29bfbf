import Decimal from 'decimal.js';
import { defineMachine } from '../shared/machine';
import { ServiceStatus } from './status';

/**
 * spec 2 §9 money of a trade contract, computed once here: the server recomputes every figure a client sends and
 * refuses one that differs; the wizard shows the same figures as the user types. decimal.js only.
 */
export type Money = Decimal.Value;

const HALF_UP = Decimal.ROUND_HALF_UP;
const cents = (d: Decimal) => d.toDecimalPlaces(2, HALF_UP);
/** '1234.50': how every amount is answered and stored. */
export const moneyText = (d: Decimal.Value) => new Decimal(d).toFixed(2);

/** proportionType of the platform fee configuration. */
export const ProportionType = { byAmount: 0, byWeight: 1, none: 2 } as const;
export type ProportionTypeValue = (typeof ProportionType)[keyof typeof ProportionType];

/** The platform fee configuration (proportionConfig, spec 2 §3) as the formula needs it. */
export type ProportionConfig = {
  proportionType: number;
  /** type 0: the rate in percent of the amount (amount × rate × saleRate / 10000, both in percent) */
  proportionRate?: Money | null;
  /** type 1: the fee per unit of weight (or quantity) */
  proportionWeight?: Money | null;
  /** the discount, in percent (100 = no discount) */
  saleRate?: Money | null;
};

const dec = (v: Money | null | undefined) => new Decimal(v ?? 0);

/**
 * spec 2 §9 platform fee: 0 → amount × rate × saleRate / 10000; 1 → weight (or quantity when the category is
 * priced by quantity) × per-unit fee × saleRate / 100; 2 → none. Rounded half up to the cent.
 */
export const platformFee = (
  config: ProportionConfig,
  basis: { totalAmount: Money; weightOrQuantity: Money },
): Decimal => {
  switch (config.proportionType) {
    case ProportionType.byAmount:
      return cents(dec(basis.totalAmount).mul(dec(config.proportionRate)).mul(dec(config.saleRate)).div(10000));
    case ProportionType.byWeight:
      return cents(dec(basis.weightOrQuantity).mul(dec(config.proportionWeight)).mul(dec(config.saleRate)).div(100));
    default:
      return new Decimal(0);
  }
};

/** spec 2 §9: each party's share = its rate × total fee / 100, 2 decimals (half up). */
export const partyShare = (rate: Money, fee: Money): Decimal => cents(dec(rate).mul(dec(fee)).div(100));

/** spec 2 §3: a party's service status starts 0 (unpaid) when its share is above 0, else 2 (not needed). */
export const initialServiceStatus = (share: Money): number =>
  dec(share).gt(0) ? ServiceStatus.unpaid : ServiceStatus.notNeeded;

/** spec 2 §5: the shares are meant to sum to 100.00; the wizard warns when they do not. */
export const sharesSumTo100 = (shipperRate: Money, buyerRate: Money) => dec(shipperRate).plus(dec(buyerRate)).eq(100);

/** The other side's share of the slider (spec 2 §5: an integer 0–100, the other side 100 minus it). */
export const otherShare = (rate: number) => 100 - rate;

/**
 * spec 2 §5: row total = price × total_weight (pricingMode 0) or × total_quantity (1), 2 decimals; a row
 * without a price or the figure reads 0.00.
 */
export const rowTotal = (
  row: { price?: Money | null; total_weight?: Money | null; total_quantity?: Money | null },
  pricingMode: number,
): Decimal => {
  const basis = pricingMode === 0 ? row.total_weight : row.total_quantity;
  if (row.price == null || row.price === '' || basis == null || basis === '') return new Decimal(0);
  try {
    return cents(new Decimal(row.price).mul(new Decimal(basis)));
  } catch {
    return new Decimal(0);
  }
};

/** spec 2 §3 Submit payload: a detail row's totalQuantity is its weight when priced by weight, else its quantity. */
export const rowBasis = (row: { total_weight?: Money | null; total_quantity?: Money | null }, pricingMode: number) =>
  dec(pricingMode === 0 ? row.total_weight : row.total_quantity);

/** spec 2 §5 / §9: the contract's total stays below one billion. */
export const CONTRACT_TOTAL_LIMIT = new Decimal('1000000000');
export const isTotalWithinLimit = (total: Money) => dec(total).lt(CONTRACT_TOTAL_LIMIT);

export type ContractFees = {
  totalAmount: string;
  weightTotal: string;
  platformServiceAmount: string;
  shipperServiceAmount: string;
  buyerServiceAmount: string;
  shipperServiceStatus: number;
  buyerServiceStatus: number;
};

/**
 * Every money figure of a contract from its rows, the platform configuration and the two shares: what the server
 * stores and what a submitted payload must equal.
 */
export const contractFees = (input: {
  rows: { price?: Money | null; total_weight?: Money | null; total_quantity?: Money | null }[];
  pricingMode: number;
  config: ProportionConfig;
  shipperProportionRate: Money;
  buyerProportionRate: Money;
}): ContractFees => {
  const total = input.rows.reduce((s, r) => s.plus(rowTotal(r, input.pricingMode)), new Decimal(0));
  const weight = input.rows.reduce((s, r) => s.plus(rowBasis(r, input.pricingMode)), new Decimal(0));
  const fee = platformFee(input.config, { totalAmount: total, weightOrQuantity: weight });
  const shipper = partyShare(input.shipperProportionRate, fee);
  const buyer = partyShare(input.buyerProportionRate, fee);
  return {
    totalAmount: moneyText(total),
    weightTotal: weight.toFixed(),
    platformServiceAmount: moneyText(fee),
    shipperServiceAmount: moneyText(shipper),
    buyerServiceAmount: moneyText(buyer),
    shipperServiceStatus: initialServiceStatus(shipper),
    buyerServiceStatus: initialServiceStatus(buyer),
  };
};

/** The down payment and the balance of the goods money (spec 2 §3 detailForm downpaymentTotal, paymentTotal). */
export type ContractPayment = {
  /** the rate in percent as the parties agreed it ('30'), or null when there is no down payment */
  downpaymentRate: string | null;
  /** rate × total / 100 to the cent (half up), or null when there is no down payment */
  downpaymentTotal: string | null;
  /** the balance: total − down payment, so the two always add up to the total to the cent */
  paymentTotal: string;
};

/**
 * spec 2 §3 downpaymentTotal and paymentTotal are money derived from the contract total and downpaymentRate (a
 * percentage 0–100): down payment = total × rate / 100 rounded half up to the cent, balance = total − down
 * payment. A rate left empty or 0 means no down payment: the whole total is the balance, paid at once.
 */
export const contractPayment = (totalAmount: Money, downpaymentRate: Money | null | undefined): ContractPayment => {
  const total = cents(dec(totalAmount));
  const text = downpaymentRate == null ? '' : String(downpaymentRate).trim();
  let rate: Decimal | null = null;
  try {
    rate = text === '' ? null : new Decimal(text);
  } catch {
    rate = null;
  }
  if (rate === null || !rate.isFinite() || rate.lte(0)) {
    return { downpaymentRate: null, downpaymentTotal: null, paymentTotal: moneyText(total) };
  }
  const down = cents(total.mul(Decimal.min(rate, 100)).div(100));
  return {
    downpaymentRate: rate.toFixed(),
    downpaymentTotal: moneyText(down),
    paymentTotal: moneyText(total.minus(down)),
  };
};

/** Whether a client's figure equals the server's, compared as decimals ('12.5' equals '12.50'); garbage never does. */
export const sameFigure = (client: Money | null | undefined, server: Money): boolean => {
  if (client == null || client === '') return false;
  try {
    return new Decimal(client).eq(new Decimal(server));
  } catch {
    return false;
  }
};

/**
 * Whether a client's down payment and balance equal the server's (contractPayment): without a down payment the
 * client's down payment may be empty or zero; the balance is always required.
 */
export const samePayment = (
  client: { downpaymentTotal?: Money | null; paymentTotal?: Money | null },
  server: ContractPayment,
): boolean => {
  const down = client.downpaymentTotal;
  const downOk =
    server.downpaymentTotal === null
      ? down == null || down === '' || sameFigure(down, 0)
      : sameFigure(down, server.downpaymentTotal);
  return downOk && sameFigure(client.paymentTotal, server.paymentTotal);
};

/** '0.3000' → '0.3': a stored figure as a person reads it, whatever the column's scale. */
export const plainFigure = (v: Money) => new Decimal(v).toFixed();

/** spec 2 §3 proportionConfig: the configuration in force (1) and the earlier ones kept as history (0). */
export const ProportionConfigStatus = { history: 0, inForce: 1 } as const;

/** A new configuration puts the one in force into history (1 → 0); a contract keeps the one stored on it. */
export const proportionConfigMachine = defineMachine({
  objectType: 'proportion-config',
  statuses: ProportionConfigStatus,
  moves: {
    supersede: { from: [ProportionConfigStatus.inForce], to: ProportionConfigStatus.history, by: ['platform'] },
  },
});

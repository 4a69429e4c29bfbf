import Decimal from 'decimal.js';

/**
 * The money of pledge financing (spec 2 §9), in decimal arithmetic: never binary floats. The server computes and
 * stores every amount; the pages show the same functions' results as a preview only.
 */

/** The exchange rate is fixed at 1 for currency 156 (人民币). */
export const CNY = '156';
export const exchangeRateFor = (ccyCd: string | null | undefined, given?: Decimal.Value | null) =>
  ccyCd === CNY || given == null || given === '' ? new Decimal(1) : new Decimal(given);

/** One receipt's estimated pledge amount = unit price × pledge rate (%) × total weight, to the cent (half up). */
export const receiptPledgeAmount = (r: {
  priceUnit: Decimal.Value;
  cltPlgRate: Decimal.Value;
  totalWeight: Decimal.Value;
}) =>
  new Decimal(r.priceUnit)
    .times(new Decimal(r.cltPlgRate))
    .div(100)
    .times(new Decimal(r.totalWeight))
    .toDecimalPlaces(2, Decimal.ROUND_HALF_UP);

/** The application's estimated pledge amount: the receipts' amounts, summed (text with 2 decimals). */
export const estimatedPledgeAmount = (
  rows: readonly { priceUnit: Decimal.Value; cltPlgRate: Decimal.Value; totalWeight: Decimal.Value }[],
) => rows.reduce((sum, r) => sum.plus(receiptPledgeAmount(r)), new Decimal(0)).toFixed(2);

const DAY_MS = 86_400_000;
const dayNumber = (date: string) => {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  if (!m) throw new RangeError(`日期格式错误：${date}`);
  return Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])) / DAY_MS;
};

/** Financing days: the inclusive number of days from the fee range's start to its end (2026-01-01 … 2026-01-01 = 1). */
export const financingDays = (feeBegin: string, feeEnd: string) => {
  const days = dayNumber(feeEnd) - dayNumber(feeBegin) + 1;
  if (days < 1) throw new RangeError('计费结束日期不能早于开始日期');
  return days;
};

/** The loan amount of the goods picked up = total loan × pickup weight / total receipt weight (unrounded). */
export const inPickupLoan = (totalLoan: Decimal.Value, pickupWeight: Decimal.Value, totalWeight: Decimal.Value) => {
  const total = new Decimal(totalWeight);
  if (total.isZero()) return new Decimal(0);
  return new Decimal(totalLoan).times(new Decimal(pickupWeight)).div(total);
};

export type ServiceFeeInput = {
  loanMoney: Decimal.Value;
  ccyCd: string;
  exchangeRate?: Decimal.Value | null;
  /** percent per year, e.g. 0.5 for 0.5 % */
  feeRate: Decimal.Value;
  daysOfYear: Decimal.Value;
  /** percent, e.g. 90 for 九折 */
  discountRate: Decimal.Value;
  feeBegin: string;
  feeEnd: string;
  /** per receipt: the weight picked up and the receipt's total weight; absent = the whole loan */
  bills?: readonly { weight: Decimal.Value; totalWeight: Decimal.Value }[];
};

/** Exact products for the fee (its inputs have well under 100 significant digits together). */
const Exact = Decimal.clone({ precision: 100, rounding: Decimal.ROUND_DOWN });

/**
 * Financing service fee = in-pickup loan × exchange rate × fee rate % / days of year × financing days × discount %,
 * rounded down to 2 decimals (spec 2 §9). The in-pickup loan is total loan × (pickup weight / total receipt weight);
 * the weights are summed over the receipts. The products are exact and divided once, at the end, so a fee that is
 * exactly a whole cent (1,000,000 × 0.8 % ÷ 360 × 3 × 90 % = 60.00) never loses a cent to rounding down an
 * inexact intermediate quotient. Answers the fee and the figures it came from.
 */
export const financingServiceFee = (input: ServiceFeeInput) => {
  const pickupWeight = (input.bills ?? []).reduce((s, b) => s.plus(new Decimal(b.weight)), new Decimal(0));
  const totalWeight = (input.bills ?? []).reduce((s, b) => s.plus(new Decimal(b.totalWeight)), new Decimal(0));
  const partial = Boolean(input.bills?.length);
  const loan = partial ? inPickupLoan(input.loanMoney, pickupWeight, totalWeight) : new Decimal(input.loanMoney);
  const rate = exchangeRateFor(input.ccyCd, input.exchangeRate);
  const days = financingDays(input.feeBegin, input.feeEnd);
  let numerator = new Exact(input.loanMoney)
    .times(rate)
    .times(new Exact(input.feeRate))
    .times(days)
    .times(new Exact(input.discountRate));
  let denominator = new Exact(100).times(new Exact(input.daysOfYear)).times(100);
  if (partial) {
    numerator = numerator.times(pickupWeight);
    denominator = denominator.times(totalWeight);
  }
  const fee = denominator.isZero() ? new Decimal(0) : numerator.div(denominator).toDecimalPlaces(2, Decimal.ROUND_DOWN);
  return {
    serviceAmount: fee.toFixed(2),
    inPickupLoan: loan.toDecimalPlaces(2, Decimal.ROUND_DOWN).toFixed(2),
    exchangeRate: rate.toString(),
    financingDays: days,
    pickupWeight: pickupWeight.toFixed(2),
    totalWeight: totalWeight.toFixed(2),
  };
};

/** Loan amounts: up to 7 integer digits and 2 decimals, below 10,000,000 (spec 3 §5 Loan amount). */
export const LOAN_MONEY_LIMIT = 10_000_000;

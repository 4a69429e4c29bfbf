import Decimal from 'decimal.js';
import { describe, expect, it } from 'vitest';
import {
  estimatedPledgeAmount,
  exchangeRateFor,
  financingDays,
  financingServiceFee,
  inPickupLoan,
  receiptPledgeAmount,
  type ServiceFeeInput,
} from './formulas';
import { submitServiceAmountBody } from './service-fee';

/** The money of pledge financing to the cent (spec 2 §9). */

const base: ServiceFeeInput = {
  loanMoney: '1000000',
  ccyCd: '156',
  feeRate: '0.5',
  daysOfYear: 360,
  discountRate: '100',
  feeBegin: '2026-01-01',
  feeEnd: '2026-01-31',
};
const fee = (over: Partial<ServiceFeeInput>) => financingServiceFee({ ...base, ...over });

/** The fee in whole numbers (BigInt): every figure scaled to an integer, one floor division to the cent. */
const exactFee = (
  loan: string,
  feeRate: string,
  daysOfYear: number,
  discountRate: string,
  days: number,
  share: readonly [string, string] | null,
) => {
  const whole = (s: string): [bigint, bigint] => {
    const [i, f = ''] = s.split('.');
    return [BigInt(i! + f), 10n ** BigInt(f.length)];
  };
  let num = BigInt(days) * 100n;
  let den = 100n * BigInt(daysOfYear) * 100n;
  for (const [n, d] of [whole(loan), whole(feeRate), whole(discountRate)]) {
    num *= n;
    den *= d;
  }
  if (share) {
    num *= BigInt(share[0]);
    den *= BigInt(share[1]);
  }
  const cents = num / den;
  return `${cents / 100n}.${String(cents % 100n).padStart(2, '0')}`;
};

describe('financing days (inclusive)', () => {
  it('counts the first and the last day', () => {
    expect(financingDays('2026-03-15', '2026-03-15')).toBe(1);
    expect(financingDays('2026-03-15', '2026-03-16')).toBe(2);
    expect(financingDays('2026-01-01', '2026-12-31')).toBe(365);
  });
  it('crosses month and year boundaries', () => {
    expect(financingDays('2026-01-31', '2026-02-01')).toBe(2);
    expect(financingDays('2026-02-28', '2026-03-01')).toBe(2);
    expect(financingDays('2026-12-31', '2027-01-01')).toBe(2);
    expect(financingDays('2026-04-30', '2026-05-31')).toBe(32);
  });
  it('knows leap years: 2028-02-28 … 03-01 is three days', () => {
    expect(financingDays('2028-02-28', '2028-03-01')).toBe(3);
    expect(financingDays('2028-01-01', '2028-12-31')).toBe(366);
  });
  it('refuses an end before the start, and a malformed date', () => {
    expect(() => financingDays('2026-03-02', '2026-03-01')).toThrow(RangeError);
    expect(() => financingDays('2026/03/01', '2026-03-02')).toThrow(RangeError);
  });
});

describe('financing service fee', () => {
  it('is loan × rate × fee rate % ÷ days of year × days × discount %, rounded DOWN to the cent', () => {
    // 1,000,000 × 0.5 % ÷ 360 × 31 = 430.5555… → 430.55 (half up would give 430.56)
    const r = fee({});
    expect(r).toMatchObject({
      serviceAmount: '430.55',
      financingDays: 31,
      exchangeRate: '1',
      inPickupLoan: '1000000.00',
    });
    expect(new Decimal('430.5555').toDecimalPlaces(2, Decimal.ROUND_HALF_UP).toFixed(2)).toBe('430.56');
    // a discount: × 80 % → 344.4444… → 344.44
    expect(fee({ discountRate: '80' }).serviceAmount).toBe('344.44');
    // 365 days a year, one day: 1,000,000 × 0.5 % ÷ 365 = 13.6986… → 13.69
    expect(fee({ daysOfYear: 365, feeEnd: '2026-01-01' }).serviceAmount).toBe('13.69');
  });

  it('takes the loan of the goods picked up: total loan × pickup weight ÷ total receipt weight, over the receipts', () => {
    // 900,000 × (30 + 20) ÷ (100 + 50) = 300,000; × 1 % ÷ 365 × 30 × 80 % = 197.2602… → 197.26
    const r = fee({
      loanMoney: '900000',
      feeRate: '1',
      daysOfYear: 365,
      discountRate: '80',
      feeBegin: '2026-03-01',
      feeEnd: '2026-03-30',
      bills: [
        { weight: '30', totalWeight: '100' },
        { weight: '20', totalWeight: '50' },
      ],
    });
    expect(r).toMatchObject({
      serviceAmount: '197.26',
      inPickupLoan: '300000.00',
      pickupWeight: '50.00',
      totalWeight: '150.00',
      financingDays: 30,
    });
    // the whole pledge picked up is the whole loan
    expect(fee({ bills: [{ weight: '12.5', totalWeight: '12.5' }] }).serviceAmount).toBe(fee({}).serviceAmount);
    expect(inPickupLoan('1000000', '1', '3').toDecimalPlaces(2, Decimal.ROUND_DOWN).toFixed(2)).toBe('333333.33');
    expect(inPickupLoan('1000000', '1', '0').toFixed(2)).toBe('0.00');
  });

  it('fixes the exchange rate at 1 for 156 (人民币) whatever is given; another currency uses its rate', () => {
    expect(exchangeRateFor('156', '7.2').toString()).toBe('1');
    expect(fee({ exchangeRate: '7.2' })).toMatchObject({ serviceAmount: '430.55', exchangeRate: '1' });
    // US$100,000 × 7.1234 × 0.5 % ÷ 360 × 90 × 90 % = 801.3825 → 801.38
    const usd = fee({
      loanMoney: '100000',
      ccyCd: '840',
      exchangeRate: '7.1234',
      discountRate: '90',
      feeEnd: '2026-03-31',
    });
    expect(usd).toMatchObject({ serviceAmount: '801.38', exchangeRate: '7.1234', financingDays: 90 });
  });

  it('a zero rate or discount is a zero fee; a leap-year February counts its 29th', () => {
    expect(fee({ feeRate: '0' }).serviceAmount).toBe('0.00');
    expect(fee({ discountRate: '0' }).serviceAmount).toBe('0.00');
    // 1,000,000 × 1 % ÷ 360 × 3 × 90 % = 75.00
    expect(fee({ feeRate: '1', discountRate: '90', feeBegin: '2028-02-28', feeEnd: '2028-03-01' }).serviceAmount).toBe(
      '75.00',
    );
  });

  // An exact fee must not lose a cent to inexact intermediate quotients (÷ 360 or 365, ÷ a total weight) rounded
  // DOWN: 1,000,000 × 0.8 % ÷ 360 × 3 × 90 % = 60 exactly, and 100,000 × 1/3 × 0.3 % ÷ 365 × 73 = 20 exactly.
  // Dividing step by step gives 59.99 and 19.99; the formula multiplies exactly and divides once, at the end.
  it('keeps an exact fee exact (checked against whole-number arithmetic over a grid)', () => {
    expect(fee({ feeRate: '0.8', discountRate: '90', feeEnd: '2026-01-03' }).serviceAmount).toBe('60.00');
    const third = fee({
      loanMoney: '100000',
      feeRate: '0.3',
      daysOfYear: 365,
      feeBegin: '2026-01-01',
      feeEnd: '2026-03-14',
      bills: [{ weight: '1', totalWeight: '3' }],
    });
    expect(third.financingDays).toBe(73);
    expect(third.serviceAmount).toBe('20.00');
    const misses: string[] = [];
    for (const loan of ['1000', '21000', '100000', '1234567.89', '9999999.99'])
      for (const feeRate of ['0.3', '0.5', '0.8', '1.5'])
        for (const daysOfYear of [360, 365])
          for (const discountRate of ['100', '90', '70'])
            for (const days of [1, 3, 73, 90, 365])
              for (const share of [null, ['1', '3'], ['2', '7']] as const) {
                const feeEnd = new Date(Date.UTC(2026, 0, days)).toISOString().slice(0, 10);
                const bills = share ? [{ weight: share[0], totalWeight: share[1] }] : undefined;
                const got = fee({ loanMoney: loan, feeRate, daysOfYear, discountRate, feeEnd, bills }).serviceAmount;
                const want = exactFee(loan, feeRate, daysOfYear, discountRate, days, share);
                if (got !== want)
                  misses.push(`${loan} ${feeRate} ${daysOfYear} ${discountRate} ${days} ${share}: ${got} ≠ ${want}`);
              }
    expect(misses).toEqual([]);
  });
});

describe('pledge amount', () => {
  it('is unit price × pledge rate % × total weight per receipt, to the cent, and summed', () => {
    expect(receiptPledgeAmount({ priceUnit: '5000', cltPlgRate: '70', totalWeight: '12.35' }).toFixed(2)).toBe(
      '43225.00',
    );
    // 3333.33 × 65 % × 1.5 = 3249.99675 → 3250.00 (half up)
    expect(receiptPledgeAmount({ priceUnit: '3333.33', cltPlgRate: '65', totalWeight: '1.5' }).toFixed(2)).toBe(
      '3250.00',
    );
    expect(
      estimatedPledgeAmount([
        { priceUnit: '5000', cltPlgRate: '70', totalWeight: '12.35' },
        { priceUnit: '3333.33', cltPlgRate: '65', totalWeight: '1.5' },
      ]),
    ).toBe('46475.00');
    expect(estimatedPledgeAmount([])).toBe('0.00');
  });
});

describe('the fee form (spec 2 §5)', () => {
  const form = {
    applyId: '1001',
    loanMoney: '1000000',
    ccyCd: '156',
    exchangeRate: '1',
    feeBegin: '2026-01-01',
    feeEnd: '2026-01-31',
    feeRate: '0.5',
    daysOfYear: 360,
    discountRate: '100',
    serviceAmountStatus: 0,
  };
  const messageOf = (over: Record<string, unknown>) => {
    const r = submitServiceAmountBody.safeParse({ ...form, ...over });
    return r.success ? null : r.error.issues[0]!.message;
  };
  it('names each missing field with its own message', () => {
    expect(messageOf({})).toBeNull();
    expect(messageOf({ loanMoney: undefined })).toBe('请输入总贷款金额');
    expect(messageOf({ loanMoney: '' })).toBe('请输入总贷款金额');
    expect(messageOf({ ccyCd: undefined })).toBe('请选择币种');
    expect(messageOf({ exchangeRate: '' })).toBe('请输入汇率');
    expect(messageOf({ feeBegin: undefined })).toBe('请选择计费日期范围');
    expect(messageOf({ feeEnd: '' })).toBe('请选择计费日期范围');
    expect(messageOf({ feeRate: undefined })).toBe('请输入费率');
    expect(messageOf({ daysOfYear: undefined })).toBe('请选择年计息天数');
    expect(messageOf({ discountRate: '' })).toBe('请输入折扣');
  });
  it('checks formats and the range order', () => {
    expect(messageOf({ feeEnd: '2025-12-31' })).toBe('计费结束日期不能早于开始日期');
    expect(messageOf({ feeBegin: '2026-02-30' })).toBe('请选择计费日期范围');
    expect(messageOf({ loanMoney: '10000000' })).toMatch(/总贷款金额/);
    expect(messageOf({ loanMoney: '12.345' })).toMatch(/总贷款金额/);
    expect(messageOf({ feeRate: '101' })).toMatch(/费率/);
    expect(messageOf({ discountRate: '100.5' })).toMatch(/折扣/);
    expect(messageOf({ exchangeRate: '0' })).toMatch(/汇率/);
    expect(messageOf({ serviceAmountStatus: 2 })).toBe('请选择暂存或提交');
    expect(submitServiceAmountBody.parse({ ...form, loanMoney: 1000000.5, daysOfYear: '365' })).toMatchObject({
      loanMoney: '1000000.5',
      daysOfYear: 365,
    });
  });
});

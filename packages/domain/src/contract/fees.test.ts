import { describe, expect, it } from 'vitest';
import {
  contractFees,
  contractPayment,
  initialServiceStatus,
  isTotalWithinLimit,
  otherShare,
  partyShare,
  plainFigure,
  platformFee,
  rowBasis,
  rowTotal,
  sameFigure,
  samePayment,
  sharesSumTo100,
} from './fees';

const byAmount = { proportionType: 0, proportionRate: '0.3', saleRate: '80' };
const byWeight = { proportionType: 1, proportionWeight: '2.5', saleRate: '80' };
const none = { proportionType: 2, proportionRate: '0.3', proportionWeight: '2.5', saleRate: '80' };

describe('platform fee (spec 2 §9)', () => {
  it('type 0: amount × rate × saleRate / 10000, to the cent, half up', () => {
    // 123456.78 × 0.3 × 80 / 10000 = 296.296272
    expect(platformFee(byAmount, { totalAmount: '123456.78', weightOrQuantity: '0' }).toFixed(2)).toBe('296.30');
    // 1000.625 × 1 × 100 / 10000 = 10.00625 → 10.01
    expect(
      platformFee(
        { proportionType: 0, proportionRate: 1, saleRate: 100 },
        { totalAmount: '1000.625', weightOrQuantity: 0 },
      ).toFixed(2),
    ).toBe('10.01');
    // 0.5 % of 1000 at 100 % = 5 (rates in percent)
    expect(
      platformFee(
        { proportionType: 0, proportionRate: '0.5', saleRate: '100' },
        { totalAmount: 1000, weightOrQuantity: 1 },
      ).toFixed(2),
    ).toBe('5.00');
  });

  it('type 1: weight (or quantity) × per-unit fee × saleRate / 100', () => {
    expect(platformFee(byWeight, { totalAmount: '999999', weightOrQuantity: '25.5' }).toFixed(2)).toBe('51.00');
    // 33.333 × 1.5 × 90 / 100 = 44.99955 → 45.00
    expect(
      platformFee(
        { proportionType: 1, proportionWeight: '1.5', saleRate: '90' },
        { totalAmount: 0, weightOrQuantity: '33.333' },
      ).toFixed(2),
    ).toBe('45.00');
  });

  it('type 2: no fee whatever the figures', () => {
    expect(platformFee(none, { totalAmount: '123456.78', weightOrQuantity: '25.5' }).toFixed(2)).toBe('0.00');
  });
});

describe('shares (spec 2 §9)', () => {
  it('each party’s share = its rate × fee / 100, 2 decimals half up', () => {
    expect(partyShare(30, '296.30').toFixed(2)).toBe('88.89');
    expect(partyShare(70, '296.30').toFixed(2)).toBe('207.41');
    expect(partyShare(50, '0.05').toFixed(2)).toBe('0.03');
    expect(partyShare(0, '296.30').toFixed(2)).toBe('0.00');
    expect(partyShare(100, '296.30').toFixed(2)).toBe('296.30');
  });

  it('starts a service status unpaid above 0, not needed at 0', () => {
    expect(initialServiceStatus('0.01')).toBe(0);
    expect(initialServiceStatus('0.00')).toBe(2);
    expect(initialServiceStatus(0)).toBe(2);
  });

  it('knows when the shares sum to 100 and the slider’s other side', () => {
    expect(sharesSumTo100(30, 70)).toBe(true);
    expect(sharesSumTo100('30.5', '69.5')).toBe(true);
    expect(sharesSumTo100(30, 60)).toBe(false);
    expect(otherShare(35)).toBe(65);
  });
});

describe('row totals (spec 2 §5)', () => {
  it('pricingMode 0: price × total_weight, 2 decimals', () => {
    expect(rowTotal({ price: '15800', total_weight: '25.5', total_quantity: '120' }, 0).toFixed(2)).toBe('402900.00');
    expect(rowTotal({ price: '0.33', total_weight: '0.015' }, 0).toFixed(2)).toBe('0.00');
    expect(rowTotal({ price: '0.35', total_weight: '0.1' }, 0).toFixed(2)).toBe('0.04');
  });

  it('pricingMode 1: price × total_quantity', () => {
    expect(rowTotal({ price: '4200.5', total_weight: '25.5', total_quantity: '3' }, 1).toFixed(2)).toBe('12601.50');
  });

  it('reads 0.00 without a price or the figure, or with garbage', () => {
    expect(rowTotal({ price: null, total_weight: '1' }, 0).toFixed(2)).toBe('0.00');
    expect(rowTotal({ price: '1', total_weight: '' }, 0).toFixed(2)).toBe('0.00');
    expect(rowTotal({ price: '1', total_quantity: '2' }, 0).toFixed(2)).toBe('0.00');
    expect(rowTotal({ price: 'abc', total_weight: '2' }, 0).toFixed(2)).toBe('0.00');
  });

  it('takes the weight or the quantity as a detail row’s totalQuantity', () => {
    expect(rowBasis({ total_weight: '25.5', total_quantity: '120' }, 0).toFixed()).toBe('25.5');
    expect(rowBasis({ total_weight: '25.5', total_quantity: '120' }, 1).toFixed()).toBe('120');
  });

  it('keeps the contract total below one billion', () => {
    expect(isTotalWithinLimit('999999999.99')).toBe(true);
    expect(isTotalWithinLimit('1000000000')).toBe(false);
  });
});

describe('contractFees', () => {
  const rows = [
    { price: '15800', total_weight: '25.5', total_quantity: '120' },
    { price: '16000.5', total_weight: '10.25', total_quantity: '48' },
  ];
  // 402900.00 + 164005.13 (164005.125 half up) = 566905.13; weight 35.75

  it('type 0 at 30 / 70', () => {
    expect(
      contractFees({ rows, pricingMode: 0, config: byAmount, shipperProportionRate: 30, buyerProportionRate: 70 }),
    ).toEqual({
      totalAmount: '566905.13',
      weightTotal: '35.75',
      // 566905.13 × 0.3 × 80 / 10000 = 1360.572312
      platformServiceAmount: '1360.57',
      shipperServiceAmount: '408.17',
      buyerServiceAmount: '952.40',
      shipperServiceStatus: 0,
      buyerServiceStatus: 0,
    });
  });

  it('type 1 by weight, and by quantity for a category priced by count', () => {
    expect(
      contractFees({ rows, pricingMode: 0, config: byWeight, shipperProportionRate: 0, buyerProportionRate: 100 }),
    ).toMatchObject({
      // 35.75 × 2.5 × 80 / 100 = 71.5
      platformServiceAmount: '71.50',
      shipperServiceAmount: '0.00',
      buyerServiceAmount: '71.50',
      shipperServiceStatus: 2,
      buyerServiceStatus: 0,
    });
    expect(
      contractFees({ rows, pricingMode: 1, config: byWeight, shipperProportionRate: 50, buyerProportionRate: 50 }),
    ).toMatchObject({
      // 15800 × 120 + 16000.5 × 48 = 1896000 + 768024 = 2664024; quantity 168 × 2.5 × 0.8 = 336
      totalAmount: '2664024.00',
      weightTotal: '168',
      platformServiceAmount: '336.00',
      shipperServiceAmount: '168.00',
      buyerServiceAmount: '168.00',
    });
  });

  it('type 2: nothing to pay, both statuses 2', () => {
    expect(
      contractFees({ rows, pricingMode: 0, config: none, shipperProportionRate: 30, buyerProportionRate: 70 }),
    ).toMatchObject({
      platformServiceAmount: '0.00',
      shipperServiceAmount: '0.00',
      buyerServiceAmount: '0.00',
      shipperServiceStatus: 2,
      buyerServiceStatus: 2,
    });
  });
});

describe('comparing a client’s figures', () => {
  it('compares as decimals and never accepts garbage or nothing', () => {
    expect(sameFigure('12.5', '12.50')).toBe(true);
    expect(sameFigure(12.5, '12.50')).toBe(true);
    expect(sameFigure('12.51', '12.50')).toBe(false);
    expect(sameFigure('abc', '12.50')).toBe(false);
    expect(sameFigure(null, '0.00')).toBe(false);
    expect(sameFigure('', '0.00')).toBe(false);
    expect(plainFigure('0.3000')).toBe('0.3');
    expect(plainFigure('80.00')).toBe('80');
  });
});

describe('down payment and balance (spec 2 §3 downpaymentTotal, paymentTotal)', () => {
  it('663,096.00 at 30 %: 198,928.80 down, 464,167.20 balance', () => {
    expect(contractPayment('663096.00', '30')).toEqual({
      downpaymentRate: '30',
      downpaymentTotal: '198928.80',
      paymentTotal: '464167.20',
    });
  });

  it('rounds the down payment half up to the cent; the balance is the rest, so the two add up to the total', () => {
    // 100.01 × 33.33 % = 33.333333 → 33.33; 100.01 − 33.33 = 66.68
    expect(contractPayment('100.01', '33.33')).toMatchObject({ downpaymentTotal: '33.33', paymentTotal: '66.68' });
    // 0.15 × 50 % = 0.075 → 0.08 (half up, never banker's 0.08/0.07 by parity); balance 0.07
    expect(contractPayment('0.15', '50')).toMatchObject({ downpaymentTotal: '0.08', paymentTotal: '0.07' });
    // 566,905.13 × 12.5 % = 70,863.14125 → 70,863.14; balance 496,041.99
    expect(contractPayment('566905.13', '12.5')).toMatchObject({
      downpaymentTotal: '70863.14',
      paymentTotal: '496041.99',
    });
    expect(contractPayment('663096', '100')).toMatchObject({ downpaymentTotal: '663096.00', paymentTotal: '0.00' });
  });

  it('no down payment (rate empty, 0 or no number): the whole total is the balance', () => {
    for (const rate of [null, undefined, '', ' ', '0', '0.00', 0, 'abc']) {
      expect(contractPayment('663096.00', rate), String(rate)).toEqual({
        downpaymentRate: null,
        downpaymentTotal: null,
        paymentTotal: '663096.00',
      });
    }
  });

  it('a client’s figures must equal them; without a down payment an empty or zero down payment is fine', () => {
    const withDown = contractPayment('663096.00', '30');
    expect(samePayment({ downpaymentTotal: '198928.8', paymentTotal: '464167.20' }, withDown)).toBe(true);
    // the figure the wizard used to print: the form's 付款总额 typed as the whole total
    expect(samePayment({ downpaymentTotal: '198928.80', paymentTotal: '663096.00' }, withDown)).toBe(false);
    expect(samePayment({ downpaymentTotal: '198928.81', paymentTotal: '464167.20' }, withDown)).toBe(false);
    expect(samePayment({ downpaymentTotal: null, paymentTotal: '464167.20' }, withDown)).toBe(false);
    const none = contractPayment('663096.00', null);
    expect(samePayment({ downpaymentTotal: null, paymentTotal: '663096.00' }, none)).toBe(true);
    expect(samePayment({ downpaymentTotal: '0.00', paymentTotal: '663096' }, none)).toBe(true);
    expect(samePayment({ downpaymentTotal: '1.00', paymentTotal: '663096.00' }, none)).toBe(false);
    expect(samePayment({ downpaymentTotal: null, paymentTotal: null }, none)).toBe(false);
  });
});

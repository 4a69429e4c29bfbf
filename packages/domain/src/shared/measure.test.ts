import Decimal from 'decimal.js';
import { describe, expect, it } from 'vitest';
import { formatMeasure, formatQuantity, formatWeight, measureText, toMeasure } from './measure';

describe('weights and quantities print their significant decimals, grouped, with their unit', () => {
  it.each([
    ['39.47000', '吨', '39.47 吨'],
    ['40.00000', '吨', '40 吨'],
    ['0.50', '吨', '0.5 吨'],
    ['0', '吨', '0 吨'],
    ['0.00001', '吨', '0.00001 吨'],
    ['1234', '千克', '1,234 千克'],
    ['12345678.12345', '吨', '12,345,678.12345 吨'],
    ['200', '包', '200 包'],
  ])('%s %s → %s', (value, unit, text) => {
    expect(formatWeight(value, unit)).toBe(text);
    expect(formatQuantity(value, unit)).toBe(text);
  });

  it('prints the figures alone when there is no unit, and trims the unit it is given', () => {
    expect(formatMeasure('39.47000')).toBe('39.47');
    expect(formatMeasure('39.47000', '')).toBe('39.47');
    expect(formatMeasure('39.47000', null)).toBe('39.47');
    expect(formatMeasure(' 39.47 ', ' 吨 ')).toBe('39.47 吨');
  });

  it('reads Decimal and number values as their text', () => {
    expect(formatWeight(new Decimal('45.32000'), '吨')).toBe('45.32 吨');
    expect(formatWeight(1500.25, '吨')).toBe('1,500.25 吨');
  });

  it('prints a huge total whole, never in exponent form', () => {
    expect(formatMeasure('123456789012345.12345', '吨')).toBe('123,456,789,012,345.12345 吨');
    expect(formatMeasure(1e21)).toBe('1,000,000,000,000,000,000,000');
  });

  it('shows a negative difference with its sign, and -0 as 0', () => {
    expect(formatWeight('-1234.50', '吨')).toBe('-1,234.5 吨');
    expect(formatWeight('-0.000', '吨')).toBe('0 吨');
  });

  it('refuses a sixth decimal instead of rounding it, and what is no number', () => {
    expect(() => formatMeasure('1.123456')).toThrow('重量或数量最多5位小数');
    expect(formatMeasure('1.1234500000')).toBe('1.12345');
    expect(() => formatMeasure('abc')).toThrow('不是重量或数量');
    expect(() => formatMeasure(Number.NaN)).toThrow('不是重量或数量');
    expect(() => formatMeasure(Number.POSITIVE_INFINITY)).toThrow('不是重量或数量');
    expect(toMeasure('39.47000').toFixed()).toBe('39.47');
  });
});

describe('what a screen shows for a weight or quantity', () => {
  it("shows '-' for a missing figure, whatever the unit", () => {
    expect(measureText(null, '吨')).toBe('-');
    expect(measureText(undefined, '吨')).toBe('-');
    expect(measureText('', '吨')).toBe('-');
    expect(measureText('  ', '吨')).toBe('-');
  });

  it('formats a figure, and shows text the rule cannot print unchanged rather than failing', () => {
    expect(measureText('39.47000', '吨')).toBe('39.47 吨');
    expect(measureText('1.123456', '吨')).toBe('1.123456 吨');
    expect(measureText('n/a', null)).toBe('n/a');
  });
});

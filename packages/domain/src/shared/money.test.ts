import Decimal from 'decimal.js';
import { describe, expect, it } from 'vitest';
import { amountInWords, amountText, formatAmount, toMoney } from './money';

describe('amounts in uppercase Chinese (人民币…元…角…分 / 整)', () => {
  it.each([
    ['0', '人民币零元整'],
    ['0.00', '人民币零元整'],
    ['0.05', '人民币伍分'],
    ['0.5', '人民币伍角整'],
    ['1.01', '人民币壹元零壹分'],
    ['10.00', '人民币壹拾元整'],
    ['100.10', '人民币壹佰元壹角整'],
    ['1000', '人民币壹仟元整'],
    ['10010.5', '人民币壹万零壹拾元伍角整'],
    ['12345.67', '人民币壹万贰仟叁佰肆拾伍元陆角柒分'],
    ['20000000', '人民币贰仟万元整'],
    ['100000000.01', '人民币壹亿元零壹分'],
    ['1234567890123.45', '人民币壹万贰仟叁佰肆拾伍亿陆仟柒佰捌拾玖万零壹佰贰拾叁元肆角伍分'],
  ])('%s → %s', (value, words) => {
    expect(amountInWords(value)).toBe(words);
  });

  it('reads Decimal and number values the same as their text', () => {
    expect(amountInWords(new Decimal('12345.67'))).toBe('人民币壹万贰仟叁佰肆拾伍元陆角柒分');
    expect(amountInWords(10)).toBe('人民币壹拾元整');
    expect(amountInWords('-0')).toBe('人民币零元整');
  });

  it('refuses a negative amount, a third decimal, a non-number and an amount of 10^16 or more', () => {
    expect(() => amountInWords('-0.01')).toThrow('大写金额不能为负数：-0.01');
    expect(() => amountInWords('1.005')).toThrow('金额只能精确到分');
    expect(() => amountInWords('abc')).toThrow('不是金额');
    expect(() => amountInWords(Number.NaN)).toThrow('不是金额');
    expect(() => amountInWords('1e16')).toThrow('金额超出范围');
    expect(amountInWords('9999999999999999.99')).toMatch(/^人民币玖仟玖佰玖拾玖万.*玖角玖分$/);
  });
});

describe('amounts in figures', () => {
  it.each([
    ['0', '0.00'],
    ['0.05', '0.05'],
    ['10', '10.00'],
    ['999.9', '999.90'],
    ['1000', '1,000.00'],
    ['12345.67', '12,345.67'],
    ['100000000.01', '100,000,000.01'],
    ['-1000.5', '-1,000.50'],
    ['-0', '0.00'],
  ])('%s → %s', (value, figures) => {
    expect(formatAmount(value)).toBe(figures);
  });

  it('refuses a value not exact to the cent instead of rounding it', () => {
    expect(() => formatAmount('0.125')).toThrow('金额只能精确到分');
    expect(toMoney('12.30').toFixed(2)).toBe('12.30');
  });
});

describe('what a screen shows for an amount', () => {
  it.each([
    [null, {}, '-'],
    [undefined, { yuan: true }, '-'],
    ['', { yuan: true }, '-'],
    ['663096', {}, '663,096.00'],
    ['663096', { yuan: true }, '¥663,096.00'],
    ['464167.2', { yuan: true }, '¥464,167.20'],
    ['0', { yuan: true }, '¥0.00'],
    ['-1000.5', { yuan: true }, '-¥1,000.50'],
    ['-1000.5', {}, '-1,000.50'],
  ] as const)('%s %o → %s', (value, opts, text) => {
    expect(amountText(value, opts)).toBe(text);
  });

  it('shows a figure not exact to the cent unchanged rather than rounding it or failing', () => {
    expect(amountText('12.345', { yuan: true })).toBe('12.345');
    expect(amountText('abc')).toBe('abc');
  });
});

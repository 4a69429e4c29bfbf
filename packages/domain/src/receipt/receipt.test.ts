import { describe, expect, it } from 'vitest';
import {
  canOpenReceiptFromContainer,
  receiptEventKindLabel,
  receiptEventKinds,
  receiptListQuery,
  receiptVerifyPath,
  receiptVerifyUrl,
  VERIFY_TOKEN_PATTERN,
} from './receipt';

describe('receipt container link (spec 3 §2 Receipt detail)', () => {
  it('opens when the container is past status 0 and its cargo owner is the user’s company', () => {
    expect(canOpenReceiptFromContainer({ status: 1, cargoOwnerId: '1001' }, '1001')).toBe(true);
    expect(canOpenReceiptFromContainer({ status: 20, cargoOwnerId: '1001' }, '1001')).toBe(true);
  });

  it('stays closed at status 0 or below, or without a status', () => {
    expect(canOpenReceiptFromContainer({ status: 0, cargoOwnerId: '1001' }, '1001')).toBe(false);
    expect(canOpenReceiptFromContainer({ status: -1, cargoOwnerId: '1001' }, '1001')).toBe(false);
    expect(canOpenReceiptFromContainer({ status: null, cargoOwnerId: '1001' }, '1001')).toBe(false);
  });

  it('stays closed for another company’s container, or a user without a company', () => {
    expect(canOpenReceiptFromContainer({ status: 1, cargoOwnerId: '1001' }, '1002')).toBe(false);
    expect(canOpenReceiptFromContainer({ status: 1, cargoOwnerId: '1001' }, null)).toBe(false);
    expect(canOpenReceiptFromContainer({ status: 1, cargoOwnerId: null }, null)).toBe(false);
    expect(canOpenReceiptFromContainer({ status: 1, cargoOwnerId: '' }, '')).toBe(false);
  });
});

describe('receipt events and verification', () => {
  it('labels the chain: generation and the three seals', () => {
    expect(receiptEventKinds.map(receiptEventKindLabel)).toEqual(['生成仓单', '仓储企业签章', '货主签章', '平台签章']);
  });

  it('builds the QR URL from the origin without doubling the slash', () => {
    const token = 'abcdefghijklmnopqrstuv';
    expect(VERIFY_TOKEN_PATTERN.test(token)).toBe(true);
    expect(receiptVerifyPath(token)).toBe('/verify/abcdefghijklmnopqrstuv');
    expect(receiptVerifyUrl('https://kc.example.com/', token)).toBe(
      'https://kc.example.com/verify/abcdefghijklmnopqrstuv',
    );
    expect(receiptVerifyUrl('http://192.168.1.5:8080', token)).toBe(
      'http://192.168.1.5:8080/verify/abcdefghijklmnopqrstuv',
    );
  });

  it('reads the list filters, blanks as absent', () => {
    expect(receiptListQuery.parse({ code: '', status_equal: '10', materialId: '' })).toEqual({
      current: 1,
      size: 10,
      code: undefined,
      materialId: undefined,
      status_equal: 10,
      inputCode: undefined,
    });
  });
});

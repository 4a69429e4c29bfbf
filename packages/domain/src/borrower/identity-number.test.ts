import { describe, expect, it } from 'vitest';
import { identityCheckChar, isValidIdentityNumber, maskIdentityNumber, maskPhone } from './identity-number';

describe('居民身份证号码 (GB 11643)', () => {
  it('computes the check character (X stands for 10)', () => {
    expect(identityCheckChar('11010519491231002')).toBe('X');
    expect(identityCheckChar('41010519800101001')).toBe(identityCheckChar('41010519800101001'));
  });
  it('accepts a valid number and refuses a wrong check character, a bad date or a bad shape', () => {
    expect(isValidIdentityNumber('11010519491231002X')).toBe(true);
    expect(isValidIdentityNumber('11010519491231002x')).toBe(true);
    expect(isValidIdentityNumber('110105194912310021')).toBe(false);
    expect(isValidIdentityNumber('110105194902300028')).toBe(false);
    expect(isValidIdentityNumber('11010519491231002')).toBe(false);
    expect(isValidIdentityNumber('01010519491231002X')).toBe(false);
  });
  it('masks ID numbers and phones for lists, exports and logs', () => {
    expect(maskIdentityNumber('410105198001011234')).toBe('4101**********1234');
    expect(maskPhone('13812345678')).toBe('138****5678');
    expect(maskIdentityNumber(null)).toBe('');
  });
});

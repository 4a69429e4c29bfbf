import { describe, expect, it } from 'vitest';
import { bankChoiceOf } from './bank-choice';

const banks = [
  { id: '1', title: '中国建设银行' },
  { id: '2', title: '中国农业银行' },
  { id: '3', title: '' },
];

describe('bankChoiceOf (spec 2 §5 Credit contract and bank selection)', () => {
  it('refuses nothing chosen, more than one row, a row without bank, a row without account', () => {
    expect(bankChoiceOf([], banks, {})).toEqual({ refusal: '请选择至少一条数据!' });
    expect(bankChoiceOf(['1', '2'], banks, {})).toEqual({ refusal: '只能选择一条数据!' });
    expect(bankChoiceOf(['3'], banks, { 3: { bankAccount: '6227', branchName: '' } })).toEqual({
      refusal: '请选择企业开户银行!',
    });
    expect(bankChoiceOf(['1'], banks, {})).toEqual({ refusal: '请填写开户银行账号!' });
    expect(bankChoiceOf(['1'], banks, { 1: { bankAccount: '   ', branchName: 'x' } })).toEqual({
      refusal: '请填写开户银行账号!',
    });
  });

  it('answers the one chosen bank with its trimmed account and branch', () => {
    expect(bankChoiceOf(['2'], banks, { 2: { bankAccount: ' 6228 4800 ', branchName: ' 南京分行 ' } })).toEqual({
      choice: { unionBankId: '2', bankName: '中国农业银行', bankAccount: '6228 4800', branchName: '南京分行' },
    });
  });
});

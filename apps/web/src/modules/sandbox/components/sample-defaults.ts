const USCC_CHARS = '0123456789ABCDEFGHJKLMNPQRTUWXY';
const USCC_WEIGHTS = [1, 3, 9, 27, 19, 26, 16, 17, 20, 29, 25, 13, 8, 24, 10, 30, 28];

/**
 * A fresh unified social credit code with a valid check character (GB 32100), so each new sample licence
 * belongs to a new enterprise.
 */
export const randomCreditCode = () => {
  const body = `91310115${Array.from({ length: 9 }, () => USCC_CHARS[Math.floor(Math.random() * 10)]).join('')}`;
  const sum = [...body].reduce((s, c, i) => s + USCC_CHARS.indexOf(c) * (USCC_WEIGHTS[i] ?? 0), 0);
  return `${body}${USCC_CHARS[(31 - (sum % 31)) % 31]}`;
};

export const sampleDefaults = () => ({
  licence: {
    name: '沙箱示例商贸有限公司',
    creditCode: randomCreditCode(),
    address: '上海市浦东新区世纪大道100号',
    legalPerson: '张三',
    businessLifeStart: '2020-01-01',
    businessLifeEnd: '2045-12-31',
  },
  // A well-known test number with a valid check digit.
  idFront: { name: '张三', idNumber: '11010519491231002X' },
  idBack: { issuingAuthority: '上海市公安局浦东分局', validPeriod: '2020.01.01-2040.01.01' },
  plain: {},
});

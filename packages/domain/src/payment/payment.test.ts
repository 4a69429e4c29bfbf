import { describe, expect, it } from 'vitest';
import { feeConfigForm, feeConfigMessages } from './fee-config';
import { fenOf, PayWay, providerOfPayWay, servicePayCodeBody, yuanOf } from './payment';

describe('money on the wire (WeChat amount.total is in fen, Alipay total_amount in yuan)', () => {
  it('converts exactly, and refuses a third decimal instead of rounding it away', () => {
    expect(fenOf('761.44')).toBe(76144);
    expect(fenOf('0.01')).toBe(1);
    expect(fenOf('1497.60')).toBe(149760);
    expect(yuanOf(76144)).toBe('761.44');
    expect(yuanOf(1)).toBe('0.01');
    expect(() => fenOf('1.005')).toThrow(RangeError);
  });

  it('names the provider of each online pay way, none for offline', () => {
    expect(providerOfPayWay(PayWay.wechat)).toBe('wechat');
    expect(providerOfPayWay(PayWay.alipay)).toBe('alipay');
    expect(providerOfPayWay(PayWay.offline)).toBeUndefined();
  });

  it('a pay code is asked for WeChat (10) or Alipay (11) only', () => {
    expect(servicePayCodeBody.safeParse({ id: '1', type: 10 }).success).toBe(true);
    expect(servicePayCodeBody.safeParse({ id: '1', type: '11' }).success).toBe(true);
    const offline = servicePayCodeBody.safeParse({ id: '1', type: 12 });
    expect(offline.success).toBe(false);
    expect(offline.error?.issues[0]?.message).toBe('请选择支付方式');
  });
});

describe('fee configuration form', () => {
  const base = {
    proportionType: 0,
    proportionRate: '0.3',
    saleRate: '80',
    enterpriseName: '中原仓单服务平台有限公司',
    bankName: '中国建设银行',
    account: '41050188000000001234',
  };
  it('takes rates as text with their decimals', () => {
    expect(feeConfigForm.parse(base)).toMatchObject({ proportionRate: '0.3', proportionWeight: '0', saleRate: '80' });
    expect(feeConfigForm.parse({ ...base, proportionRate: 0.25 }).proportionRate).toBe('0.25');
  });
  it('refuses a rate above 100 or with five decimals, and a discount with three', () => {
    const message = (over: object) => feeConfigForm.safeParse({ ...base, ...over }).error?.issues[0]?.message;
    expect(message({ proportionRate: '100.01' })).toBe(feeConfigMessages.proportionRate);
    expect(message({ proportionRate: '0.12345' })).toBe(feeConfigMessages.proportionRate);
    expect(message({ saleRate: '80.125' })).toBe(feeConfigMessages.saleRate);
    expect(message({ proportionType: 3 })).toBe(feeConfigMessages.proportionType);
    expect(message({ bankName: '' })).toBe(feeConfigMessages.bankName);
  });
});

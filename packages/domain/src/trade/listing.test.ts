import { describe, expect, it } from 'vitest';
import { amountField, cutAttrValue, figureMessages, fitsFigure, plainDecimal, priceField } from './figures';
import {
  isOnShelf,
  ListingStatus,
  listingAllows,
  listingAuditBody,
  listingMoveFrom,
  listingSaveBody,
  listingStatusLabel,
  listingStatusOptions,
  listingMessages as m,
} from './listing';
import { tradeRefusals } from './refusals';

const first = (r: { success: boolean; error?: { issues: { message: string }[] } }) =>
  r.success ? undefined : r.error?.issues[0]?.message;

const ownStock = (over: Record<string, unknown> = {}) => ({
  materialId: '1000001',
  source: 1,
  name: '新疆机采棉 3128B',
  attrs: [{ attrCode: 'grade', value: '三级' }],
  price: '15800.00',
  totalWeight: '45.32',
  totalQuantity: 200,
  ...over,
});

describe('listing statuses and moves', () => {
  it('labels every status, and nothing else', () => {
    expect([1, 2, 3, 4].map(listingStatusLabel)).toEqual(['待审核', '已上架', '审核驳回', '已下架']);
    expect(listingStatusLabel(0)).toBe('');
    expect(listingStatusOptions.map((o) => o.value)).toEqual([1, 2, 3, 4]);
  });

  it('saves a new, waiting or rejected listing; never an approved or off-shelf one', () => {
    expect([null, 1, 3].map((s) => listingAllows('save', s))).toEqual([true, true, true]);
    expect([2, 4].map((s) => listingAllows('save', s))).toEqual([false, false]);
  });

  it('audits only a waiting listing, takes only an approved one off, removes all but an approved one', () => {
    expect([1, 2, 3, 4].filter((s) => listingAllows('pass', s))).toEqual([1]);
    expect([1, 2, 3, 4].filter((s) => listingAllows('reject', s))).toEqual([1]);
    expect([1, 2, 3, 4].filter((s) => listingAllows('offShelf', s))).toEqual([2]);
    expect([1, 2, 3, 4].filter((s) => listingAllows('remove', s))).toEqual([1, 3, 4]);
    expect(listingMoveFrom('save')).toEqual([1, 3]);
  });

  it('puts only an approved listing on the shelf', () => {
    expect([1, 2, 3, 4].filter(isOnShelf)).toEqual([ListingStatus.approved]);
  });
});

describe('figures (spec 2 §5)', () => {
  it('weight and quantity: above 0, 8 integer digits, 5 decimals', () => {
    expect(fitsFigure('99999999.99999', 8, 5)).toBe(true);
    expect(fitsFigure('00000001', 8, 5)).toBe(true);
    for (const bad of ['0', '0.00000', '100000000', '1.123456', '-1', '1e3', 'abc', '']) {
      expect(first(amountField.safeParse(bad)), bad).toBe(figureMessages.amountInvalid);
    }
    expect(first(amountField.safeParse(undefined))).toBe('请填写大于0，小于1,0000,0000的数字');
    expect(amountField.parse(' 45.32000 ')).toBe('45.32');
    expect(amountField.parse(200)).toBe('200');
  });

  it('price: above 0, 7 integer digits, 2 decimals', () => {
    expect(priceField.parse('9999999.99')).toBe('9999999.99');
    for (const bad of ['0', '10000000', '1.001', '-5', 'x']) {
      expect(first(priceField.safeParse(bad)), bad).toBe('请填写大于0，小于1000,0000的数字');
    }
  });

  it('writes decimals plainly and cuts attribute values at 20 characters', () => {
    expect(plainDecimal('45.32000')).toBe('45.32');
    expect(plainDecimal('12345678.00001')).toBe('12345678.00001');
    expect(plainDecimal(null)).toBeNull();
    expect(cutAttrValue(' 新疆阿克苏地区阿瓦提县棉花加工厂第三车间仓库 ')).toBe(
      '新疆阿克苏地区阿瓦提县棉花加工厂第三车间',
    );
    expect(cutAttrValue('😀'.repeat(11))).toBe('😀'.repeat(10));
  });
});

describe('listingSaveBody', () => {
  it('takes an own-stock listing with its figures', () => {
    const v = listingSaveBody.parse(ownStock({ remark: '  ' }));
    expect(v).toMatchObject({ source: 1, price: '15800', totalWeight: '45.32', totalQuantity: '200' });
    expect(v.remark).toBeUndefined();
  });

  it('names each missing field in the spec words', () => {
    expect(first(listingSaveBody.safeParse(ownStock({ materialId: '' })))).toBe(m.materialRequired);
    expect(first(listingSaveBody.safeParse(ownStock({ source: 5 })))).toBe(m.sourceRequired);
    expect(first(listingSaveBody.safeParse(ownStock({ name: ' ' })))).toBe(m.nameRequired);
    expect(first(listingSaveBody.safeParse(ownStock({ name: '棉'.repeat(101) })))).toBe(m.nameMax);
    expect(first(listingSaveBody.safeParse(ownStock({ price: '' })))).toBe(figureMessages.priceInvalid);
    expect(first(listingSaveBody.safeParse(ownStock({ totalWeight: '' })))).toBe(figureMessages.amountInvalid);
    expect(first(listingSaveBody.safeParse(ownStock({ totalQuantity: '0' })))).toBe(figureMessages.amountInvalid);
    expect(first(listingSaveBody.safeParse(ownStock({ remark: '备'.repeat(201) })))).toBe(m.remarkMax);
  });

  it('refuses an attribute value over 20 characters and a code given twice', () => {
    const long = ownStock({ attrs: [{ attrCode: 'grade', value: '一'.repeat(21) }] });
    expect(first(listingSaveBody.safeParse(long))).toBe('属性值最多20个字符');
    const twice = ownStock({
      attrs: [
        { attrCode: 'grade', value: '一级' },
        { attrCode: 'grade', value: '二级' },
      ],
    });
    expect(first(listingSaveBody.safeParse(twice))).toBe('属性 [grade] 重复');
  });

  it('from a receipt needs the receipt but not the figures', () => {
    const noBill = ownStock({ source: 0, totalWeight: undefined, totalQuantity: undefined });
    expect(first(listingSaveBody.safeParse(noBill))).toBe('请选择仓单！');
    expect(listingSaveBody.safeParse({ ...noBill, billId: '1000123' }).success).toBe(true);
  });
});

describe('listingAuditBody', () => {
  it('passes without an opinion; a reject needs one', () => {
    expect(listingAuditBody.safeParse({ id: '1', auditStatus: 2 }).success).toBe(true);
    expect(first(listingAuditBody.safeParse({ id: '1', auditStatus: '3', auditOpinion: ' ' }))).toBe(
      '审核驳回必须填写审核意见!',
    );
    expect(listingAuditBody.parse({ id: '1', auditStatus: 3, auditOpinion: '价格偏离市场' }).auditStatus).toBe(3);
    expect(first(listingAuditBody.safeParse({ id: '1', auditStatus: 4 }))).toBe(m.auditStatusRequired);
    expect(first(listingAuditBody.safeParse({ id: '1', auditStatus: 3, auditOpinion: '意'.repeat(201) }))).toBe(
      m.opinionMax,
    );
  });
});

describe('tradeRefusals', () => {
  it('gives stable reasons', () => {
    expect(tradeRefusals.reasons.notPlatform).toBe('trade.not_platform');
    expect(tradeRefusals.attrRequired('等级').message).toBe('请填写等级');
    expect(tradeRefusals.listingNotRemovable().code).toBe(409);
  });
});

import { describe, expect, it } from 'vitest';
import { formatDate } from '../shared/time';
import {
  DemandStatus,
  demandAllows,
  demandSaveBody,
  demandStatusLabel,
  isDemandExpired,
  isDemandLive,
  demandMessages as m,
  todayText,
} from './demand';

const first = (r: { success: boolean; error?: { issues: { message: string }[] } }) =>
  r.success ? undefined : r.error?.issues[0]?.message;

const dayAfter = (days: number) => formatDate(new Date(Date.now() + days * 86_400_000))!;

const demand = (over: Record<string, unknown> = {}) => ({
  materialId: '1000001',
  name: '求购新疆细绒棉',
  attrs: [{ attrCode: 'grade', value: '' }],
  totalWeight: '200',
  contactName: '李晓梅',
  contactPhone: '13957560002',
  validUntil: dayAfter(10),
  ...over,
});

describe('demand statuses and moves', () => {
  it('labels open and closed', () => {
    expect([1, 2, 3].map(demandStatusLabel)).toEqual(['发布中', '已关闭', '']);
  });

  it('edits and closes only an open demand, removes either', () => {
    expect([null, 1, 2].map((s) => demandAllows('save', s))).toEqual([true, true, false]);
    expect([1, 2].map((s) => demandAllows('close', s))).toEqual([true, false]);
    expect([1, 2].map((s) => demandAllows('remove', s))).toEqual([true, true]);
  });

  it('an open demand past its date is expired and no longer live', () => {
    const today = '2026-11-10';
    expect(isDemandExpired({ status: DemandStatus.open, validUntil: '2026-11-09' }, today)).toBe(true);
    expect(isDemandLive({ status: DemandStatus.open, validUntil: '2026-11-10' }, today)).toBe(true);
    expect(isDemandLive({ status: DemandStatus.closed, validUntil: '2026-12-01' }, today)).toBe(false);
    expect(isDemandExpired({ status: DemandStatus.closed, validUntil: '2026-11-01' }, today)).toBe(false);
  });
});

describe('demandSaveBody', () => {
  it('takes a demand with a weight only, no price', () => {
    const v = demandSaveBody.parse(demand());
    expect(v.totalWeight).toBe('200');
    expect([v.totalQuantity, v.price]).toEqual([undefined, undefined]);
    expect(demandSaveBody.parse(demand({ validUntil: todayText() })).validUntil).toBe(todayText());
  });

  it('names each missing or wrong field', () => {
    expect(first(demandSaveBody.safeParse(demand({ materialId: undefined })))).toBe(m.materialRequired);
    expect(first(demandSaveBody.safeParse(demand({ totalWeight: undefined })))).toBe(m.figuresRequired);
    expect(first(demandSaveBody.safeParse(demand({ totalWeight: '0' })))).toBe('请填写大于0，小于1,0000,0000的数字');
    expect(first(demandSaveBody.safeParse(demand({ price: '10000000' })))).toBe('请填写大于0，小于1000,0000的数字');
    expect(first(demandSaveBody.safeParse(demand({ contactName: '' })))).toBe(m.contactNameRequired);
    expect(first(demandSaveBody.safeParse(demand({ contactPhone: '' })))).toBe(m.contactPhoneRequired);
    expect(first(demandSaveBody.safeParse(demand({ contactPhone: '12345' })))).toBe(m.contactPhoneInvalid);
    expect(first(demandSaveBody.safeParse(demand({ validUntil: '' })))).toBe(m.validUntilRequired);
    expect(first(demandSaveBody.safeParse(demand({ validUntil: '2026-02-30' })))).toBe(m.validUntilInvalid);
    expect(first(demandSaveBody.safeParse(demand({ validUntil: dayAfter(-1) })))).toBe(m.validUntilPast);
  });
});

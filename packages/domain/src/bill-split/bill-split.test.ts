import Decimal from 'decimal.js';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { billSplitSaveBody, figureError, type SplitOriginal, splitFiguresError, splitParts } from './bill-split';
import { BillSplitStatus, billSplitMachine, billSplitStepStates, canEditBillSplit, canVoidBillSplit } from './status';

const original: SplitOriginal = {
  totalWeight: '25.50',
  totalQuantity: '120.00',
  attrs: [
    { attrCode: 'grade', attrName: '等级', value: '一级', isSplit: 0 },
    { attrCode: 'bales', attrName: '包数', value: '120', isSplit: 1 },
    { attrCode: 'lot', attrName: '批号', value: 'A12', isSplit: 1 },
  ],
};
const first = (r: { success: boolean; error?: { issues: { message: string }[] } }) => r.error?.issues[0]?.message;

describe('owner bill split rules', () => {
  it('each figure: required, numeric ≤ 2 decimals ≥ 0, not 0 when the original is above 0, strictly below', () => {
    expect(figureError('拆分重量', undefined, '25.5')).toBe('请输入拆分重量');
    expect(figureError('拆分重量', ' ', '25.5')).toBe('请输入拆分重量');
    for (const bad of ['x', '1.234', '-1', '1e3', '.5'])
      expect(figureError('拆分重量', bad, '25.5')).toBe('拆分重量须为不小于0的数字，最多两位小数');
    expect(figureError('拆分重量', '0.00', '25.5')).toBe('拆分重量不能为0');
    expect(figureError('拆分重量', '25.5', '25.5')).toBe('拆分重量须小于原仓单的25.50');
    expect(figureError('拆分重量', '25.51', '25.5')).toBe('拆分重量须小于原仓单的25.50');
    expect(figureError('拆分重量', '25.49', '25.5')).toBeNull();
    expect(figureError('拆分重量', '0.01', '25.5')).toBeNull();
    // An original of 0: only 0 (both parts carry 0).
    expect(figureError('包数', '0', '0')).toBeNull();
    expect(figureError('包数', '1', '0')).toBe('包数须小于原仓单的0.00');
  });

  it('the receipt must have splittable attributes; non-numeric splittable ones are carried over', () => {
    expect(splitFiguresError({ ...original, attrs: [original.attrs[0]!] }, {})).toBe('该仓单没有可拆分属性，不能拆单');
    const ok = { totalWeight: '10', totalQuantity: '50', attrs: [{ attrCode: 'bales', value: '40' }] };
    expect(splitFiguresError(original, ok)).toBeNull();
    expect(splitFiguresError(original, { ...ok, attrs: [] })).toBe('请输入包数');
    expect(splitFiguresError(original, { ...ok, totalQuantity: '120' })).toBe('拆分数量须小于原仓单的120.00');
    const { newPart, remainder } = splitParts(original, ok);
    expect(newPart.attrs.map((a) => a.value)).toEqual(['一级', '40.00', 'A12']);
    expect(remainder.attrs.map((a) => a.value)).toEqual(['一级', '80.00', 'A12']);
  });

  it('new + remainder = original to the last decimal, for any valid figures (property)', () => {
    const cents = fc.integer({ min: 1, max: 10_000_000_000 });
    fc.assert(
      fc.property(cents, cents, cents, cents, cents, cents, (ow, nw, oq, nq, ob, nb) => {
        const [w0, w1] = [Math.max(ow, nw) + 1, Math.min(ow, nw)];
        const [q0, q1] = [Math.max(oq, nq) + 1, Math.min(oq, nq)];
        const [b0, b1] = [Math.max(ob, nb) + 1, Math.min(ob, nb)];
        const c = (n: number) => new Decimal(n).div(100).toFixed(2);
        const o: SplitOriginal = {
          totalWeight: c(w0),
          totalQuantity: c(q0),
          attrs: [{ attrCode: 'bales', attrName: '包数', value: c(b0), isSplit: 1 }],
        };
        const e = { totalWeight: c(w1), totalQuantity: c(q1), attrs: [{ attrCode: 'bales', value: c(b1) }] };
        expect(splitFiguresError(o, e)).toBeNull();
        const { newPart, remainder } = splitParts(o, e);
        expect(new Decimal(newPart.totalWeight).plus(remainder.totalWeight).toFixed(2)).toBe(o.totalWeight);
        expect(new Decimal(newPart.totalQuantity).plus(remainder.totalQuantity).toFixed(2)).toBe(o.totalQuantity);
        expect(new Decimal(newPart.attrs[0]!.value).plus(remainder.attrs[0]!.value).toFixed(2)).toBe(o.attrs[0]!.value);
        expect(new Decimal(remainder.totalWeight).gt(0)).toBe(true);
      }),
      { numRuns: 500 },
    );
  });

  it('the form: a warehouse enterprise, exactly one receipt, status 1 or 10', () => {
    const base = { warehouseUnitId: '12', billIds: ['7'], totalWeight: '1' };
    expect(billSplitSaveBody.parse(base)).toMatchObject({ status: '1', billId: '7' });
    expect(billSplitSaveBody.parse({ ...base, billIds: '8', status: '10' })).toMatchObject({ billId: '8' });
    expect(first(billSplitSaveBody.safeParse({ ...base, warehouseUnitId: '' }))).toBe('请选择仓库企业');
    expect(first(billSplitSaveBody.safeParse({ ...base, billIds: [] }))).toBe('请选择一张仓单');
    expect(first(billSplitSaveBody.safeParse({ ...base, billIds: undefined }))).toBe('请选择一张仓单');
    expect(first(billSplitSaveBody.safeParse({ ...base, billIds: ['7', '8'] }))).toBe('只能选择一张仓单');
    expect(first(billSplitSaveBody.safeParse({ ...base, status: '20' }))).toBe('提交状态有误');
  });

  it('the statuses and their moves', () => {
    expect(billSplitMachine.can('submit', BillSplitStatus.draft)).toBe(true);
    expect(billSplitMachine.can('submit', BillSplitStatus.awaitingPlatform)).toBe(false);
    for (const s of ['1', '11', '21', '31']) expect([canEditBillSplit(s), canVoidBillSplit(s)]).toEqual([true, true]);
    for (const s of ['10', '20', '30', '40', '0'])
      expect([canEditBillSplit(s), canVoidBillSplit(s)]).toEqual([false, false]);
    expect(billSplitStepStates('21')).toEqual(['finish', 'finish', 'error', 'wait', 'wait']);
    expect(billSplitStepStates('40')).toEqual(['finish', 'finish', 'finish', 'finish', 'finish']);
  });
});

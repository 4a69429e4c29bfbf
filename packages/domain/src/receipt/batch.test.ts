import { describe, expect, it } from 'vitest';
import { batchSignInput, goodsBatchSignQuery, originOf, signBillListQuery } from './batch';

describe('batch-sign schemas', () => {
  it('lists 50 per page by default (spec 3 §9) and reads billIds comma-joined or as a list', () => {
    expect(signBillListQuery.parse({})).toMatchObject({ current: 1, size: 50 });
    expect(signBillListQuery.parse({ size: '10' }).size).toBe(10);
    expect(signBillListQuery.parse({ billIds: '1, 2,2,' }).billIds).toEqual(['1', '2']);
    expect(batchSignInput.parse({ billIds: ['3', 4] }).billIds).toEqual(['3', '4']);
    expect(batchSignInput.parse({ billIds: '' }).billIds).toBeUndefined();
    expect(batchSignInput.safeParse({ billIds: 'x' }).success).toBe(false);
  });

  it('keeps one origin as the screens send it; blanks are none', () => {
    const input = batchSignInput.parse({ applyId: '12', goodsId: '', token: ' abc ' });
    expect(originOf(input)).toEqual({
      applyId: '12',
      goodsId: undefined,
      disassembleId: undefined,
      contractId: undefined,
      billIds: undefined,
    });
    expect(input.token).toBe('abc');
    expect(goodsBatchSignQuery.safeParse({}).success).toBe(false);
    expect(goodsBatchSignQuery.parse({ goodsId: '7' }).goodsId).toBe('7');
  });
});

import { describe, expect, it } from 'vitest';
import {
  BATCH_SCAN_WAIT_MS,
  batchSignInput,
  goodsBatchSignQuery,
  lifetimeLabel,
  originOf,
  QR_LIFETIMES,
  secondsLeft,
  signBillListQuery,
} from './batch';
import { batchSignTiming } from './status';

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

describe('batch-sign QR timings', () => {
  it('waits 36 one-second polls for the scan, and a batch code lives exactly that long', () => {
    expect(BATCH_SCAN_WAIT_MS).toBe(36_000);
    expect(BATCH_SCAN_WAIT_MS).toBe(batchSignTiming.scanPollMs * batchSignTiming.scanPollTries);
    expect(QR_LIFETIMES).toEqual([36_000, 60_000, 300_000]);
  });

  it('names a lifetime in seconds or minutes', () => {
    expect(QR_LIFETIMES.map(lifetimeLabel)).toEqual(['36秒', '1分钟', '5分钟']);
  });

  it('counts whole seconds down to the deadline, never below 0', () => {
    expect(secondsLeft(36_000, 0)).toBe(36);
    expect(secondsLeft(36_000, 35_001)).toBe(1);
    expect(secondsLeft(36_000, 36_000)).toBe(0);
    expect(secondsLeft(36_000, 99_000)).toBe(0);
  });
});

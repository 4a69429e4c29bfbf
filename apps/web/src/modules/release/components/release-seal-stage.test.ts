import { describe, expect, it } from 'vitest';
import { sealStageMounted } from './release-seal-stage';

describe('sealStageMounted', () => {
  it('keeps the batch seals mounted from the warehouse pass until the pick-up feedback', () => {
    // 40: the last warehouse seal moved the release on while its dialog was still open.
    expect([0, 5, 10, 11, 20, 21, 30, 40, 50].filter(sealStageMounted)).toEqual([30, 40]);
  });
});

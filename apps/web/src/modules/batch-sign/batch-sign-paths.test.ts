import { describe, expect, it } from 'vitest';
import { batchSignViewOf, DISASSEMBLE_BATCH_SIGN_PATH, RELEASE_BATCH_SIGN_PATH } from './batch-sign-paths';

describe('batchSignViewOf', () => {
  it('reads the release page goodsId as the release origin (spec 3 §2 /ccb/release/signPushPickBill?goodsId=)', () => {
    expect(batchSignViewOf(RELEASE_BATCH_SIGN_PATH, new URLSearchParams('goodsId=42'))).toEqual({
      origin: { releaseId: '42' },
      title: '解押拆分仓单批量签章',
    });
    // The receipt screens keep goodsId as the goods application.
    expect(batchSignViewOf('/ple/pleBillBatchSign', new URLSearchParams('goodsId=42')).origin).toEqual({
      goodsId: '42',
    });
  });

  it('reads the WMS split page disassembleId (spec 3 §2 /external/wmsDisassemble/signPushPickBill?disassembleId=)', () => {
    expect(batchSignViewOf(DISASSEMBLE_BATCH_SIGN_PATH, new URLSearchParams('disassembleId=7'))).toEqual({
      origin: { disassembleId: '7' },
      title: '拆单仓单批量签章',
    });
  });
});

import { describe, expect, it } from 'vitest';
import {
  canStartPickup,
  joinReceiptCodes,
  platformAuditShown,
  ReleaseStatus,
  releaseMachine,
  serviceFeeUnpaid,
} from './release';
import {
  billsWithoutTrays,
  canPickRow,
  goodsSummary,
  proposeTrays,
  submitConfirmText,
  traySplitMessages,
} from './tray-split';

describe('the release machine (spec 3 §4 Release status)', () => {
  it('goes 5 → 10 → 20 → 30 → 40 → 50, each move by its party', () => {
    expect(releaseMachine.targetsOf('splitTrays')).toEqual([10]);
    expect(releaseMachine.can('splitTrays', 5, 'shipper')).toBe(true);
    expect(releaseMachine.can('platformPass', 10, 'platform')).toBe(true);
    expect(releaseMachine.can('warehousePass', 20, 'warehouse')).toBe(true);
    expect(releaseMachine.can('sealed', 30, 'system')).toBe(true);
    expect(releaseMachine.can('pickupFeedback', 40, 'platform')).toBe(true);
    expect(releaseMachine.targetsOf('pickupFeedback')).toEqual([50]);
  });

  it('refuses a move from the wrong status or by the wrong party', () => {
    expect(releaseMachine.can('platformPass', 20, 'platform')).toBe(false);
    expect(releaseMachine.can('platformPass', 10, 'warehouse')).toBe(false);
    expect(releaseMachine.can('warehousePass', 10, 'warehouse')).toBe(false);
    expect(releaseMachine.can('pickupFeedback', 30, 'platform')).toBe(false);
    expect(releaseMachine.can('void', 30, 'bank')).toBe(false);
  });

  it('rejections: platform to 21, warehouse to 11, both back to the platform on resubmit', () => {
    expect(releaseMachine.targetsOf('platformReject')).toEqual([21]);
    expect(releaseMachine.targetsOf('warehouseReject')).toEqual([11]);
    expect(releaseMachine.movesAt(21, 'shipper')).toEqual(['resubmit']);
    expect(releaseMachine.movesAt(11, 'shipper')).toEqual(['resubmit']);
  });

  it('shows 平台审核 only at 10 with trays split, the fee notified and paid or not needed', () => {
    const ready = { status: 10, payStatus: 1, traySplitStatus: 1, serviceAmountStatus: 1 };
    expect(platformAuditShown(ready)).toBe(true);
    expect(platformAuditShown({ ...ready, payStatus: 2 })).toBe(true);
    expect(platformAuditShown({ ...ready, payStatus: 0 })).toBe(false);
    expect(platformAuditShown({ ...ready, traySplitStatus: 0 })).toBe(false);
    expect(platformAuditShown({ ...ready, serviceAmountStatus: 0 })).toBe(false);
    expect(platformAuditShown({ ...ready, status: 20 })).toBe(false);
  });

  it('the fee reads unpaid while payStatus is 0 and it is notified; a pick-up starts at 50', () => {
    expect(serviceFeeUnpaid({ payStatus: 0, serviceAmountStatus: 1 })).toBe(true);
    expect(serviceFeeUnpaid({ payStatus: 2, serviceAmountStatus: 1 })).toBe(false);
    expect(canStartPickup(ReleaseStatus.pickupFed)).toBe(true);
    expect(canStartPickup(ReleaseStatus.awaitingPickupFeedback)).toBe(false);
    expect(joinReceiptCodes(['CD001', 'CD002'])).toBe('CD001、CD002');
  });
});

describe('the tray split (spec 3 §5 Tray split)', () => {
  it('every receipt needs a tray, and over-selection prefixes the confirmation', () => {
    const bills = [
      { billId: '1', required: 2, selected: 2 },
      { billId: '2', required: 1, selected: 0 },
    ];
    expect(billsWithoutTrays(bills).map((b) => b.billId)).toEqual(['2']);
    expect(traySplitMessages.missingTrays).toBe('有仓单未选择货物，请检查！');
    expect(submitConfirmText(bills)).toBe('确认提交吗？提交后，拆分托盘将无法更改！');
    expect(submitConfirmText([{ billId: '1', required: 1, selected: 2 }])).toBe(
      '请注意！已选托盘数量超出！确认提交吗？提交后，拆分托盘将无法更改！',
    );
  });

  it('a row can be picked only below the number asked, or unpicked when picked', () => {
    expect(canPickRow(1, 2, false)).toBe(true);
    expect(canPickRow(2, 2, false)).toBe(false);
    expect(canPickRow(2, 2, true)).toBe(true);
  });

  it('sums weight and quantity per goods exactly, to 2 decimals, and counts the trays', () => {
    const trays = [
      { id: 'a', goodsName: '棉花', weight: '0.1', quantity: '1', inTime: '2026-01-01' },
      { id: 'b', goodsName: '棉花', weight: '0.2', quantity: '2.005', inTime: '2026-01-02' },
      { id: 'c', goodsName: '棉纱', weight: '1.5', quantity: '3', inTime: '2026-01-03' },
    ];
    expect(goodsSummary(trays)).toEqual([
      { goodsName: '棉花', weight: '0.30', quantity: '3.01', trays: 2 },
      { goodsName: '棉纱', weight: '1.50', quantity: '3.00', trays: 1 },
    ]);
  });

  it('proposes the oldest trays whose weight comes closest to the weight asked', () => {
    const trays = [
      { id: 'new', goodsName: 'g', weight: '10', quantity: '1', inTime: '2026-03-01' },
      { id: 'old', goodsName: 'g', weight: '10', quantity: '1', inTime: '2026-01-01' },
      { id: 'mid', goodsName: 'g', weight: '10', quantity: '1', inTime: '2026-02-01' },
    ];
    expect(proposeTrays(trays, '20').trays.map((t) => t.id)).toEqual(['old', 'mid']);
    // 14 is closer to 10 than to 20: the second tray is left
    expect(proposeTrays(trays, '14').trays.map((t) => t.id)).toEqual(['old']);
    // 16 is closer to 20: it is taken
    expect(proposeTrays(trays, '16')).toMatchObject({ count: 2, weight: '20' });
    // never more trays than the bank asks for, and at least one
    expect(proposeTrays(trays, '30', 1).count).toBe(1);
    expect(proposeTrays(trays, '1').count).toBe(1);
  });
});

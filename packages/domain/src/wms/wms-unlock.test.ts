import { describe, expect, it } from 'vitest';
import { unlockSelectionMessage, wmsMessages } from './wms';

describe('unlockSelectionMessage (spec 3 §5 Unlock)', () => {
  it('asks for a selection when nothing is selected', () => {
    expect(unlockSelectionMessage([])).toBe('请选择要解锁的货物！');
  });

  it('refuses goods of two WMS platforms', () => {
    expect(unlockSelectionMessage([{ warehouseUnitId: '1001' }, { warehouseUnitId: '1002' }])).toBe(
      wmsMessages.samePlatform,
    );
  });

  it('lets goods of one platform through', () => {
    expect(unlockSelectionMessage([{ warehouseUnitId: '1001' }, { warehouseUnitId: '1001' }])).toBeNull();
  });
});

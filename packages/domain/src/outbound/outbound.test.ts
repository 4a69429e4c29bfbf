import { describe, expect, it } from 'vitest';
import {
  checkVrCodeBody,
  isWholeTake,
  outboundMessages,
  outboundRecordInput,
  outboundSubmitBody,
  outboundWeightAlarms,
  remainderOf,
} from './outbound';
import { canEditOutbound, canShipperSign, OutboundStatus, outboundMachine, outboundStepStates } from './status';

describe('the outbound machine', () => {
  it('declares every move from where and by whom', () => {
    expect(outboundMachine.movesAt(OutboundStatus.draft)).toEqual(['submit']);
    expect(outboundMachine.movesAt(OutboundStatus.shipperRejected)).toEqual(['submit']);
    expect(outboundMachine.movesAt(OutboundStatus.warehouseRejected)).toEqual(['submit']);
    expect(outboundMachine.movesAt(OutboundStatus.awaitingShipperAudit, 'owner')).toEqual([
      'shippingPass',
      'shippingReject',
    ]);
    expect(outboundMachine.movesAt(OutboundStatus.awaitingShipperAudit, 'warehouse')).toEqual([]);
    expect(outboundMachine.movesAt(OutboundStatus.awaitingWarehouse, 'warehouse')).toEqual([
      'warehousePass',
      'warehouseReject',
    ]);
    expect(outboundMachine.movesAt(OutboundStatus.completed)).toEqual([]);
    expect(canEditOutbound(null)).toBe(true);
    expect(canEditOutbound(OutboundStatus.awaitingWarehouse)).toBe(false);
    expect(canShipperSign(OutboundStatus.completed, false)).toBe(true);
    expect(canShipperSign(OutboundStatus.completed, true)).toBe(false);
    expect(outboundStepStates(OutboundStatus.completed, false)).toEqual(['finish', 'finish', 'finish', 'process']);
    expect(outboundStepStates(OutboundStatus.warehouseRejected, false)).toEqual(['finish', 'finish', 'error', 'wait']);
  });
});

describe('the figures', () => {
  it('a whole take, the remainder in exact decimals, and nothing left refused', () => {
    const bill = { totalWeight: '25.50', totalQuantity: '120.00' };
    expect(isWholeTake(bill, { applyWeight: '25.5', applyQuantity: '120' })).toBe(true);
    expect(isWholeTake(bill, { applyWeight: '25.49', applyQuantity: '120' })).toBe(false);
    expect(remainderOf(bill, { weight: '10.23', quantity: '48.00' })).toEqual({
      totalWeight: '15.27',
      totalQuantity: '72.00',
    });
    expect(remainderOf({ totalWeight: '0.3', totalQuantity: '3' }, { weight: '0.1', quantity: '1' })).toEqual({
      totalWeight: '0.20',
      totalQuantity: '2.00',
    });
    expect(remainderOf(bill, { weight: '25.50', quantity: '1' })).toBeNull();
  });

  it('the weight alarm beyond 1 % of the weight applied for', () => {
    const line = { billId: '1', billCode: 'C1', applyWeight: '100.00' };
    expect(outboundWeightAlarms([{ ...line, weighedWeight: '101.00' }])).toEqual([]);
    expect(outboundWeightAlarms([{ ...line, weighedWeight: '98.99' }])).toEqual([
      { billId: '1', billCode: 'C1', applyWeight: '100.00', weighedWeight: '98.99', percent: '1.01' },
    ]);
    expect(outboundWeightAlarms([{ ...line, weighedWeight: null }])).toEqual([]);
  });
});

describe('the forms', () => {
  const base = {
    status: 10,
    warehouseId: '1',
    reserveTime: '2026-12-01 09:00:00',
    pickPerson: '王师傅',
    pickPhone: '13800000001',
    bills: [{ billId: '2' }],
  };
  const messageOf = (r: { success: boolean; error?: { issues: { message: string }[] } }) => r.error?.issues[0]?.message;
  it('refuses with the spec’s words', () => {
    expect(outboundSubmitBody.safeParse(base).success).toBe(true);
    expect(messageOf(outboundSubmitBody.safeParse({ ...base, bills: [] }))).toBe(outboundMessages.selectBills);
    expect(messageOf(outboundSubmitBody.safeParse({ ...base, bills: [{ billId: '2' }, { billId: '2' }] }))).toBe(
      outboundMessages.billDuplicate,
    );
    expect(messageOf(outboundSubmitBody.safeParse({ ...base, pickPhone: '12' }))).toBe(
      outboundMessages.pickPhoneInvalid,
    );
    expect(messageOf(outboundSubmitBody.safeParse({ ...base, status: 20 }))).toBe(outboundMessages.submitStatusInvalid);
    expect(messageOf(outboundRecordInput.safeParse({ billId: '2', weight: '1', quantity: '1' }))).toBe(
      outboundMessages.trayOrLot,
    );
    expect(messageOf(outboundRecordInput.safeParse({ billId: '2', lotLabel: 'a', weight: '0', quantity: '1' }))).toBe(
      '出库重量必须大于0，最多两位小数',
    );
    expect(checkVrCodeBody.parse({ id: '1', vrCode: ' ab3d ' }).vrCode).toBe('AB3D');
    expect(messageOf(checkVrCodeBody.safeParse({ id: '1', vrCode: '' }))).toBe(outboundMessages.vrCodeRequired);
  });
});

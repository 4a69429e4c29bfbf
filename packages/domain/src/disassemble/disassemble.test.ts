import { describe, expect, it } from 'vitest';
import { disassembleAuditBody, disassembleMessages, disassembleSubmitBody, splitFigures } from './disassemble';
import {
  canEditDisassemble,
  DisassembleStatus,
  disassembleMachine,
  disassembleSignStatusOf,
  platformSelectDisabled,
  reviewerAt,
  showsRejectReason,
} from './status';

const firstMessage = (r: { success: boolean; error?: { issues: { message: string }[] } }) =>
  r.error?.issues[0]?.message;

describe('WMS bill split rules (spec 3 §4, §5)', () => {
  it('declares every move: save/submit from 1, 11, 21, 31; the three reviews; void', () => {
    expect([...disassembleMachine.fromOf('submit')]).toEqual([1, 11, 21, 31]);
    expect(disassembleMachine.movesAt(10)).toEqual(['shipperPass', 'shipperReject']);
    expect(disassembleMachine.movesAt(20)).toEqual(['platformPass', 'platformReject']);
    expect(disassembleMachine.movesAt(30)).toEqual(['warehousePass', 'warehouseReject']);
    expect(disassembleMachine.movesAt(40)).toEqual([]);
    expect([10, 20, 30].map(reviewerAt)).toEqual(['shipper', 'platform', 'warehouse']);
  });

  it('editable at 1, 11, 21, 31 and new; platform select disabled at 10, 20, 30; reasons at 11, 21, 31', () => {
    expect([undefined, 0, 1, 10, 11, 20, 21, 30, 31, 40].map(canEditDisassemble)).toEqual([
      true,
      false,
      true,
      false,
      true,
      false,
      true,
      false,
      true,
      false,
    ]);
    expect([1, 10, 20, 30, 40].map(platformSelectDisabled)).toEqual([false, true, true, true, false]);
    expect([10, 11, 21, 31, 40].map(showsRejectReason)).toEqual([false, true, true, true, false]);
  });

  it('the form messages', () => {
    const base = {
      status: DisassembleStatus.awaitingShipper,
      warehouseUnitId: '1001',
      billIds: '1',
      containerIds: '2',
    };
    expect(firstMessage(disassembleSubmitBody.safeParse({ ...base, warehouseUnitId: '' }))).toBe(
      disassembleMessages.platformRequired,
    );
    expect(firstMessage(disassembleSubmitBody.safeParse({ ...base, containerIds: '' }))).toBe('请选择WMS仓单、箱号');
    expect(firstMessage(disassembleSubmitBody.safeParse({ ...base, billIds: '1,3' }))).toBe(
      disassembleMessages.oneBill,
    );
    expect(firstMessage(disassembleAuditBody.safeParse({ id: '1' }))).toBe('请选择审核结果');
    expect(firstMessage(disassembleAuditBody.safeParse({ id: '1', status: 11 }))).toBe('请填写驳回意见');
    expect(disassembleAuditBody.safeParse({ id: '1', status: 20 }).success).toBe(true);
  });

  it('sign status follows the new receipts; the groups add up exactly', () => {
    expect(disassembleSignStatusOf([10, 20])).toBe(1);
    expect(disassembleSignStatusOf([20, 30])).toBe(2);
    expect(disassembleSignStatusOf([30, 1])).toBe(3);
    expect(disassembleSignStatusOf([1, 1])).toBe(-1);
    expect(splitFigures({ totalWeight: '10.05', totalQuantity: '30.00' }, [{ weight: '3.33', num: '10.00' }])).toEqual({
      chosen: { totalWeight: '3.33', totalQuantity: '10.00' },
      remainder: { totalWeight: '6.72', totalQuantity: '20.00' },
    });
    expect(
      splitFigures({ totalWeight: '3.33', totalQuantity: '10.00' }, [{ weight: '3.33', num: '10.00' }]),
    ).toBeNull();
  });
});

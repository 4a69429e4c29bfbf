import { describe, expect, it } from 'vitest';
import { auditPlatformBody, auditShipperBody, auditWarehouseBody, partUnlockSubmitBody } from './part-unlock';
import {
  canEditPartUnlock,
  canPlatformAuditPartUnlock,
  canWarehouseAuditPartUnlock,
  PartUnlockStatus,
  partUnlockMachine,
  partUnlockStatusLabels,
  showsPlatformNotice,
  showsRejectReason,
} from './status';

const messageOf = (r: { success: boolean; error?: { issues: { message: string }[] } }) =>
  r.success ? null : r.error!.issues[0]!.message;

describe('partial unlock status (spec 3 §4)', () => {
  it('labels every value of dictionary part_unlock_status', () => {
    expect(partUnlockStatusLabels).toEqual({
      10: '待货主审核',
      11: '货主审核驳回',
      20: '待平台审核',
      21: '平台审核驳回',
      30: '待仓库审核',
      31: '仓库审核驳回',
      32: '待仓库确认',
      40: '已完成',
    });
  });

  it('moves one step on a pass and to x1 on a rejection; 32 after the platform answers 31', () => {
    expect(partUnlockMachine.movesAt(10)).toEqual(['shipperPass', 'shipperReject']);
    expect(partUnlockMachine.movesAt(20)).toEqual(['platformPass', 'platformReject']);
    expect(partUnlockMachine.movesAt(31)).toEqual(['platformNotice']);
    expect(partUnlockMachine.movesAt(32)).toEqual(['warehousePass', 'warehouseReject']);
    expect(partUnlockMachine.movesAt(40)).toEqual([]);
    expect([10, 11, 21].every(canEditPartUnlock)).toBe(true);
    expect([20, 30, 31, 32, 40].some(canEditPartUnlock)).toBe(false);
    expect(canPlatformAuditPartUnlock(20) && canPlatformAuditPartUnlock(31)).toBe(true);
    expect(canWarehouseAuditPartUnlock(30) && canWarehouseAuditPartUnlock(32)).toBe(true);
    expect([11, 21, 31].every(showsRejectReason)).toBe(true);
    expect(showsPlatformNotice(PartUnlockStatus.awaitingWarehouseConfirm)).toBe(true);
  });
});

describe('partial unlock forms (spec 3 §5)', () => {
  it('asks for the result and a rejection reason', () => {
    expect(messageOf(auditShipperBody.safeParse({ id: '1' }))).toBe('请选择审核结果');
    expect(messageOf(auditShipperBody.safeParse({ id: '1', status: 11 }))).toBe('请填写驳回意见');
    expect(auditShipperBody.safeParse({ id: '1', status: '20' }).success).toBe(true);
  });

  it('asks for exactly one pick-up confirmation on the platform and warehouse passes', () => {
    expect(messageOf(auditPlatformBody.safeParse({ id: '1', status: 30 }))).toBe('请上传提货确认书!');
    expect(messageOf(auditPlatformBody.safeParse({ id: '1', status: 30, noticeFile: ['2', '3'] }))).toBe(
      '只能上传一个提货确认书!',
    );
    expect(auditPlatformBody.parse({ id: '1', status: 30, noticeFile: '["2"]' }).noticeFile).toEqual(['2']);
    expect(messageOf(auditWarehouseBody.safeParse({ id: '1', status: 40, confirmFile: [] }))).toBe('请上传提货确认书!');
    expect(auditWarehouseBody.safeParse({ id: '1', status: 31, descr: '不符' }).success).toBe(true);
  });

  it('asks for the application and trays on submit', () => {
    expect(messageOf(partUnlockSubmitBody.safeParse({ applyFile: [], billIds: ['1'], trayIds: ['2'] }))).toBe(
      '请上传提货申请书',
    );
    expect(messageOf(partUnlockSubmitBody.safeParse({ applyFile: ['1'], billIds: ['1'], trayIds: ['2', '2'] }))).toBe(
      '同一个托盘不能重复选择',
    );
  });
});

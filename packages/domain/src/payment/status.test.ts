import { describe, expect, it } from 'vitest';
import { ServiceStatus } from '../contract/status';
import { GoodsMoneyStatus, PayOrderStatus } from './payment';
import { contractServiceMachine, goodsMoneyMachine, payOrderMachine } from './status';

describe('payOrderMachine', () => {
  it('pays an open order, or one closed here meanwhile; never a paid one again', () => {
    expect(payOrderMachine.fromOf('paid')).toEqual([PayOrderStatus.open, PayOrderStatus.closed]);
    expect(payOrderMachine.targetsOf('paid')).toEqual([PayOrderStatus.paid]);
    expect(payOrderMachine.can('paid', PayOrderStatus.paid)).toBe(false);
  });

  it('closes an open order only', () => {
    expect(payOrderMachine.fromOf('close')).toEqual([PayOrderStatus.open]);
    expect(payOrderMachine.targetsOf('close')).toEqual([PayOrderStatus.closed]);
    expect(payOrderMachine.can('close', PayOrderStatus.closed)).toBe(false);
    expect(payOrderMachine.can('close', PayOrderStatus.paid)).toBe(false);
  });
});

describe('the contract money statuses (spec 2 §3)', () => {
  it('pays an unpaid service share once; a share needing no payment never moves', () => {
    expect(contractServiceMachine.fromOf('pay')).toEqual([ServiceStatus.unpaid]);
    expect(contractServiceMachine.targetsOf('pay')).toEqual([ServiceStatus.paid]);
    expect(contractServiceMachine.can('pay', ServiceStatus.paid)).toBe(false);
    expect(contractServiceMachine.can('pay', ServiceStatus.notNeeded)).toBe(false);
  });

  it('confirms the goods money once', () => {
    expect(goodsMoneyMachine.fromOf('confirm')).toEqual([GoodsMoneyStatus.unconfirmed]);
    expect(goodsMoneyMachine.targetsOf('confirm')).toEqual([GoodsMoneyStatus.confirmed]);
    expect(goodsMoneyMachine.can('confirm', GoodsMoneyStatus.confirmed)).toBe(false);
  });

  it("audits under object types of their own, so the contract's process log is unchanged", () => {
    expect(contractServiceMachine.objectType).not.toBe('contract');
    expect(goodsMoneyMachine.objectType).not.toBe('contract');
  });
});

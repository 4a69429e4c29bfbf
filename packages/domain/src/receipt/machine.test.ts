import { describe, expect, it } from 'vitest';
import { type ReplacingRule, receiptMachine, replacingProcesses, unconserved } from './machine';
import { ReceiptStatus } from './status';

describe('the receipt machine', () => {
  it('names every move by the action the trail has used, from where it starts', () => {
    expect(receiptMachine.movesAt(ReceiptStatus.generated)).toEqual(['sign-warehouse']);
    expect(receiptMachine.can('transferring', ReceiptStatus.inEffect)).toBe(true);
    expect(receiptMachine.can('transferring', ReceiptStatus.moving)).toBe(false);
    expect(receiptMachine.targetsOf('alarm-handled')).not.toContain(ReceiptStatus.alarming);
    for (const rule of Object.values(replacingProcesses) as ReplacingRule[]) {
      if (rule.takes) expect(receiptMachine.targetsOf(rule.takes)).toEqual(rule.at);
      expect(receiptMachine.fromOf(rule.retires)).toEqual(rule.at);
      expect(receiptMachine.targetsOf(rule.retires)).toEqual([ReceiptStatus.cancelled]);
    }
  });
});

describe('conservation of a replacement (exact decimals)', () => {
  const origin = { totalWeight: '25.50', totalQuantity: '120.00' };
  it('holds when the successors add up exactly, whatever the trailing zeros', () => {
    expect(
      unconserved(
        origin,
        [
          { totalWeight: '0.1', totalQuantity: '60' },
          { totalWeight: '25.4', totalQuantity: '60.000' },
        ],
        ['weight', 'quantity'],
      ),
    ).toEqual([]);
  });
  it('names what differs, to the last decimal, and refuses no successors at all', () => {
    expect(unconserved(origin, [{ totalWeight: '25.50001', totalQuantity: '120' }], ['weight', 'quantity'])).toEqual([
      'weight',
    ]);
    expect(unconserved(origin, [{ totalWeight: '24', totalQuantity: '120' }], ['quantity'])).toEqual([]);
    expect(unconserved(origin, [], ['quantity'])).toEqual(['quantity']);
  });
});

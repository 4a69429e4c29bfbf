import { describe, expect, it } from 'vitest';
import { ProportionConfigStatus, proportionConfigMachine } from './fees';
import { contractMachine, contractMoveOf, ContractStatus as S } from './status';

const ALL = Object.values(S);

/** Each declared move: where it starts, where it goes, and who makes it. */
const moves = {
  shipperStash: { from: [S.shipperDraft], to: [S.shipperDraft], by: 'shipper' },
  buyerStash: { from: [S.buyerDraft], to: [S.buyerDraft], by: 'buyer' },
  shipperSubmit: { from: [8, 11, 13, 19], to: [S.shipperSubmitted], by: 'shipper' },
  buyerSubmit: { from: [9, 10, 12, 19], to: [S.buyerSubmitted], by: 'buyer' },
  shipperConfirm: { from: [11, 13], to: [S.bothConfirmed], by: 'shipper' },
  buyerConfirm: { from: [10, 12], to: [S.bothConfirmed], by: 'buyer' },
  shipperSign: { from: [19, 20], to: [S.shipperSealed, S.inForce], by: 'shipper' },
  buyerSign: { from: [19, 21], to: [S.buyerSealed, S.inForce], by: 'buyer' },
  shipperVoid: { from: [8, 10, 11, 12, 13, 19, 20, 21], to: [S.voided], by: 'shipper' },
  buyerVoid: { from: [9, 10, 11, 12, 13, 19, 20, 21], to: [S.voided], by: 'buyer' },
} as const;

describe('contractMachine (spec 2 §4, §6)', () => {
  for (const [move, m] of Object.entries(moves) as [keyof typeof moves, (typeof moves)[keyof typeof moves]][]) {
    it(`${move}: from ${m.from.join('/')} to ${m.to.join('/')}, by the ${m.by} only`, () => {
      expect(contractMachine.fromOf(move)).toEqual(m.from);
      expect(contractMachine.targetsOf(move)).toEqual(m.to);
      expect(ALL.filter((s) => contractMachine.can(move, s))).toEqual(ALL.filter((s) => m.from.includes(s as never)));
      const other = m.by === 'shipper' ? 'buyer' : 'shipper';
      expect(contractMachine.can(move, m.from[0], m.by)).toBe(true);
      expect(contractMachine.can(move, m.from[0], other)).toBe(false);
    });
  }

  it('refuses a move from a wrong status: nothing moves a voided or a contract in force', () => {
    expect(contractMachine.movesAt(S.voided)).toEqual([]);
    expect(contractMachine.movesAt(S.inForce)).toEqual([]);
    expect(contractMachine.can('buyerConfirm', S.buyerSubmitted)).toBe(false);
    expect(contractMachine.can('shipperSign', S.shipperSealed)).toBe(false);
  });

  it("names each party's move for an action", () => {
    expect(contractMoveOf('submit', 'shipper')).toBe('shipperSubmit');
    expect(contractMoveOf('sign', 'buyer')).toBe('buyerSign');
    expect(contractMoveOf('void', 'buyer')).toBe('buyerVoid');
    expect(contractMachine.objectType).toBe('contract');
  });
});

describe('proportionConfigMachine (spec 2 §3)', () => {
  it('puts the configuration in force into history, and nothing else', () => {
    expect(proportionConfigMachine.fromOf('supersede')).toEqual([ProportionConfigStatus.inForce]);
    expect(proportionConfigMachine.targetsOf('supersede')).toEqual([ProportionConfigStatus.history]);
    expect(proportionConfigMachine.can('supersede', ProportionConfigStatus.history)).toBe(false);
  });
});

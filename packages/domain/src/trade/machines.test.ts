import { describe, expect, it } from 'vitest';
import { DemandStatus, demandMachine } from './demand';
import { ListingStatus as L, listingMachine, listingSaveMove } from './listing';

const LISTING = Object.values(L);

const listingMoves = {
  edit: { from: [L.awaitingAudit], to: L.awaitingAudit, by: 'shipper' },
  resubmit: { from: [L.rejected], to: L.awaitingAudit, by: 'shipper' },
  pass: { from: [L.awaitingAudit], to: L.approved, by: 'platform' },
  reject: { from: [L.awaitingAudit], to: L.rejected, by: 'platform' },
  offShelf: { from: [L.approved], to: L.offShelf, by: 'shipper' },
} as const;

describe('listingMachine', () => {
  for (const [move, m] of Object.entries(listingMoves) as [
    keyof typeof listingMoves,
    (typeof listingMoves)[keyof typeof listingMoves],
  ][]) {
    it(`${move}: ${m.from.join('/')} → ${m.to}, by the ${m.by}; refused elsewhere`, () => {
      expect(listingMachine.fromOf(move)).toEqual(m.from);
      expect(listingMachine.targetsOf(move)).toEqual([m.to]);
      expect(listingMachine.moves[move].by).toEqual([m.by]);
      for (const s of LISTING) expect(listingMachine.can(move, s), `${move} at ${s}`).toBe(m.from.includes(s as never));
    });
  }

  it('saving a rejected listing submits it again; saving a waiting one edits it', () => {
    expect(listingSaveMove(L.rejected)).toBe('resubmit');
    expect(listingSaveMove(L.awaitingAudit)).toBe('edit');
    expect(listingMachine.objectType).toBe('trade_goods');
  });
});

describe('demandMachine', () => {
  it('edits an open demand and closes it (1 → 2); a closed one does neither', () => {
    expect(demandMachine.fromOf('edit')).toEqual([DemandStatus.open]);
    expect(demandMachine.targetsOf('edit')).toEqual([DemandStatus.open]);
    expect(demandMachine.fromOf('close')).toEqual([DemandStatus.open]);
    expect(demandMachine.targetsOf('close')).toEqual([DemandStatus.closed]);
    expect(demandMachine.movesAt(DemandStatus.closed)).toEqual([]);
    expect(demandMachine.can('close', DemandStatus.open, 'shipper')).toBe(false);
    expect(demandMachine.objectType).toBe('trade_demand');
  });
});

import { describe, expect, it } from 'vitest';
import { InspectionStatus, inspectionMachine } from './inspection';
import {
  canShipperAudit,
  canWarehouseAudit,
  EDITABLE_INBOUND_STATUSES,
  inboundMachine,
  InboundStatus as S,
} from './status';

const ALL = Object.values(S);

const moves = {
  submit: { from: [S.draft, S.shipperRejected, S.warehouseRejected], to: S.awaitingShipperAudit },
  shippingPass: { from: [S.awaitingShipperAudit], to: S.awaitingWarehouse },
  shippingReject: { from: [S.awaitingShipperAudit], to: S.shipperRejected },
  warehousePass: { from: [S.awaitingWarehouse], to: S.stored },
  warehouseReject: { from: [S.awaitingWarehouse], to: S.warehouseRejected },
} as const;

describe('inboundMachine (spec 3 §4 inbound order statuses)', () => {
  for (const [move, m] of Object.entries(moves) as [keyof typeof moves, (typeof moves)[keyof typeof moves]][]) {
    it(`${move}: ${m.from.join('/')} → ${m.to}; refused elsewhere`, () => {
      expect(inboundMachine.fromOf(move)).toEqual(m.from);
      expect(inboundMachine.targetsOf(move)).toEqual([m.to]);
      for (const s of ALL) expect(inboundMachine.can(move, s), `${move} at ${s}`).toBe(m.from.includes(s as never));
    });
  }

  it('keeps the audit words the trail already holds, and nothing moves a stored order', () => {
    expect(inboundMachine.objectType).toBe('wms_input');
    expect(inboundMachine.movesAt(S.stored)).toEqual([]);
    expect(EDITABLE_INBOUND_STATUSES).toEqual([0, 11, 21]);
    expect(ALL.filter(canShipperAudit)).toEqual([S.awaitingShipperAudit]);
    expect(ALL.filter(canWarehouseAudit)).toEqual([S.awaitingWarehouse]);
  });
});

describe('inspectionMachine (spec 3 §4 Inspection)', () => {
  it('finishes a pending inspection (10 → 1) under test_save, never a finished one', () => {
    expect(inspectionMachine.fromOf('finish')).toEqual([InspectionStatus.pending]);
    expect(inspectionMachine.targetsOf('finish')).toEqual([InspectionStatus.done]);
    expect(inspectionMachine.moves.finish.permission).toBe('test_save');
    expect(inspectionMachine.can('finish', InspectionStatus.done)).toBe(false);
    expect(inspectionMachine.objectType).toBe('ple_test');
  });
});

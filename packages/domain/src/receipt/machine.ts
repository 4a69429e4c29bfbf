import Decimal from 'decimal.js';
import { defineMachine, type MoveOf } from '../shared/machine';
import type { ReplacingProcess } from './receipt';
import { LIVE_RECEIPT_STATUSES, ReceiptStatus, type ReceiptStatusValue } from './status';

const live = LIVE_RECEIPT_STATUSES as readonly ReceiptStatusValue[];
/** A live receipt an alarm can take (every live status but the alarm's own). */
const alarmable = live.filter((s) => s !== ReceiptStatus.alarming);

/**
 * spec 3 §4 Receipt status as moves (ARCHITECTURE §5, §11): the signing chain (10 → 20 → 30 → 40, then in effect),
 * the processes that take a receipt in effect and give it back or cancel it (transfer 50, move 60, pledge 91/70,
 * alarm 90), each move named by the audit action the receipt's trail has always used.
 */
export const receiptMachine = defineMachine({
  objectType: 'receipt',
  statuses: ReceiptStatus,
  moves: {
    'sign-warehouse': { from: [ReceiptStatus.generated], to: ReceiptStatus.warehouseSigned, by: ['warehouse'] },
    'sign-shipper': { from: [ReceiptStatus.warehouseSigned], to: ReceiptStatus.shipperSigned, by: ['owner'] },
    'sign-platform': { from: [ReceiptStatus.shipperSigned], to: ReceiptStatus.platformSigned, by: ['platform'] },
    /** the platform's signature is the last: the receipt comes into effect in the same transaction */
    effective: { from: [ReceiptStatus.platformSigned], to: ReceiptStatus.inEffect, by: ['platform'] },
    /** spec 3 §5 Transfer audit: the platform passes the transfer, its receipts read 过户中 */
    transferring: { from: [ReceiptStatus.inEffect], to: ReceiptStatus.transferring, by: ['platform'] },
    /** the warehouse refuses to issue: back in effect */
    'transfer-rejected': { from: [ReceiptStatus.transferring], to: ReceiptStatus.inEffect, by: ['warehouse'] },
    /** the successor comes into effect: the origin is cancelled (ARCHITECTURE §11) */
    transferred: { from: [ReceiptStatus.transferring], to: ReceiptStatus.cancelled, by: ['platform'] },
    /** the source warehouse confirms the goods leave: 移库中 */
    moving: { from: [ReceiptStatus.inEffect], to: ReceiptStatus.moving, by: ['warehouse'] },
    /** the target warehouse refuses the goods: back in effect */
    'move-rejected': { from: [ReceiptStatus.moving], to: ReceiptStatus.inEffect, by: ['warehouse'] },
    moved: { from: [ReceiptStatus.moving], to: ReceiptStatus.cancelled, by: ['platform'] },
    /** spec 3 §4 Bank pledge status: the bank registers the pledge, the receipt waits for its endorsement */
    'pledge-registered': {
      from: [ReceiptStatus.inEffect],
      to: ReceiptStatus.awaitingPledgeEndorsement,
      by: ['bank', 'system'],
    },
    pledged: { from: [ReceiptStatus.awaitingPledgeEndorsement], to: ReceiptStatus.pledged, by: ['owner', 'warehouse'] },
    'pledge-release': {
      from: [ReceiptStatus.pledged, ReceiptStatus.awaitingPledgeEndorsement],
      to: ReceiptStatus.inEffect,
      by: ['bank', 'platform', 'shipper', 'system'],
    },
    /** an outbound order takes the receipt (its holder applies, or a pick-up creates the order): 出库中 */
    outbound: { from: [ReceiptStatus.inEffect], to: ReceiptStatus.outbound, by: ['owner', 'system'] },
    /** the outbound order is voided or refused before the goods leave: back in effect */
    'outbound-cancelled': {
      from: [ReceiptStatus.outbound],
      to: ReceiptStatus.inEffect,
      by: ['owner', 'warehouse', 'system'],
    },
    /** every good of the receipt has left the warehouse: cancelled, without a successor */
    'taken-out': { from: [ReceiptStatus.outbound], to: ReceiptStatus.cancelled, by: ['warehouse'] },
    /** part of the goods left: the remainder's receipt comes into effect and cancels this one (ARCHITECTURE §11) */
    'outbound-replaced': { from: [ReceiptStatus.outbound], to: ReceiptStatus.cancelled, by: ['platform'] },
    /** a partial release split the pledged receipt: its first successor in effect cancels it */
    'release-split': {
      from: [ReceiptStatus.pledged, ReceiptStatus.awaitingReleaseEndorsement],
      to: ReceiptStatus.cancelled,
      by: ['platform'],
    },
    /**
     * a split (WMS split by containers, or the owner's split application) is complete and its first successor comes
     * into effect: the origin, held in effect by the split until then, is cancelled (ARCHITECTURE §11)
     */
    disassembled: { from: [ReceiptStatus.inEffect], to: ReceiptStatus.cancelled, by: ['platform'] },
    split: { from: [ReceiptStatus.inEffect], to: ReceiptStatus.cancelled, by: ['platform'] },
    /** a WMS alarm on the goods: the live receipt reads 预警中 until the alarm is handled */
    alarm: { from: alarmable, to: ReceiptStatus.alarming, by: ['system', 'warehouse'] },
    /** the alarm handled: back to the status the alarm took it from */
    'alarm-handled': { from: [ReceiptStatus.alarming], to: alarmable, by: ['system', 'warehouse', 'platform'] },
  },
});
export type ReceiptMove = MoveOf<typeof receiptMachine>;

/**
 * ARCHITECTURE §11: what each replacing process asks of the receipts it replaces. The status its origins stand at
 * (taken there by `takes`, given back by `gives back`, cancelled by `retires` when a successor comes into effect),
 * and what the successors must conserve of the origins: a transfer only changes the holder, so weight and
 * quantity both; a move weighs the goods in again at the target (within the tolerance the target records, spec 3
 * warehouse move), so the quantity only.
 */
export type ReplacingRule = {
  /** the statuses the origins stand at when replaced */
  at: readonly ReceiptStatusValue[];
  /** the move that takes an origin still in effect there (null: the process took it earlier, by its own move) */
  takes: ReceiptMove | null;
  givesBack: ReceiptMove | null;
  retires: ReceiptMove;
  conserves: readonly ('weight' | 'quantity')[];
};
export const replacingProcesses = {
  transfer: {
    at: [ReceiptStatus.transferring],
    takes: 'transferring',
    givesBack: 'transfer-rejected',
    retires: 'transferred',
    conserves: ['weight', 'quantity'],
  },
  move: {
    at: [ReceiptStatus.moving],
    takes: 'moving',
    givesBack: 'move-rejected',
    retires: 'moved',
    conserves: ['quantity'],
  },
  /**
   * A partial release (spec 3 §3 release receipt row, takeGoodType 02): the pledged receipt (70, or 92 while its
   * release is endorsed) splits into the part that leaves and the remainder, together exactly the origin.
   */
  release: {
    at: [ReceiptStatus.pledged, ReceiptStatus.awaitingReleaseEndorsement],
    takes: null,
    givesBack: null,
    retires: 'release-split',
    conserves: ['weight', 'quantity'],
  },
  /**
   * An outbound order that took part of the goods: the remainder's receipt, which with what was weighed out
   * (`leaves`) is exactly the origin.
   */
  outbound: {
    at: [ReceiptStatus.outbound],
    takes: 'outbound',
    givesBack: 'outbound-cancelled',
    retires: 'outbound-replaced',
    conserves: ['weight', 'quantity'],
  },
  /**
   * spec 3 §4 WMS bill split: at 40 the receipt, still in effect and held by the split (reservation 'split'), is
   * replaced by one receipt per group of its containers; the spec has no receipt status for "being split", so the
   * origin stays 1 until its first successor comes into effect, and no moment leaves the goods without a receipt in
   * effect (ARCHITECTURE §11).
   */
  disassemble: {
    at: [ReceiptStatus.inEffect],
    takes: null,
    givesBack: null,
    retires: 'disassembled',
    conserves: ['weight', 'quantity'],
  },
  /** spec 3 §4 Owner bill split application: the same, cut by the figures the owner entered. */
  split: {
    at: [ReceiptStatus.inEffect],
    takes: null,
    givesBack: null,
    retires: 'split',
    conserves: ['weight', 'quantity'],
  },
} as const satisfies Record<ReplacingProcess, ReplacingRule>;

/** A figure of a receipt: weight and quantity, exact decimal text (numeric columns). */
export type ReceiptMeasure = { totalWeight: string; totalQuantity: string };

/**
 * ARCHITECTURE §11 conservation: the successors of one origin together stand for exactly its goods. Answers the
 * measures that differ (Σ successors ≠ origin, exact decimals), none when the replacement conserves them.
 */
export const unconserved = (
  origin: ReceiptMeasure,
  successors: readonly ReceiptMeasure[],
  conserves: readonly ('weight' | 'quantity')[],
): ('weight' | 'quantity')[] => {
  const sum = (pick: (m: ReceiptMeasure) => string) =>
    successors.reduce((acc, s) => acc.plus(new Decimal(pick(s))), new Decimal(0));
  const differs = {
    weight: !sum((m) => m.totalWeight).eq(new Decimal(origin.totalWeight)),
    quantity: !sum((m) => m.totalQuantity).eq(new Decimal(origin.totalQuantity)),
  };
  return conserves.filter((m) => successors.length === 0 || differs[m]);
};

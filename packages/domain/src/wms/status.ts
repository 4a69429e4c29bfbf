import { defineMachine } from '../shared/machine';
import { AlarmStatus, ContainerStatus, TrayStatus, WmsApplyStatus } from './wms';

/**
 * spec 3 §4 Container status as moves: an owner applies for a receipt on a free container (1 or 11), the
 * warehouse rejects it back to where it was or generates the receipt (5), the receipt's taking effect locks it
 * (10) and its end, or an unlock, lets it go again (11).
 */
export const containerMachine = defineMachine({
  objectType: 'wmsContainer',
  statuses: ContainerStatus,
  moves: {
    apply: {
      from: [ContainerStatus.unlocked, ContainerStatus.released],
      to: ContainerStatus.applied,
      by: ['owner'],
      permission: 'external_container_add',
    },
    applyRejected: {
      from: [ContainerStatus.applied],
      to: [ContainerStatus.unlocked, ContainerStatus.released],
      by: ['warehouse'],
    },
    receiptGenerated: { from: [ContainerStatus.applied], to: ContainerStatus.generated, by: ['warehouse'] },
    lock: { from: [ContainerStatus.generated], to: ContainerStatus.locked, by: ['system'] },
    unlock: {
      from: [ContainerStatus.locked],
      to: ContainerStatus.released,
      by: ['owner', 'warehouse', 'platform', 'system'],
    },
  },
});

/**
 * spec 3 §4 Tray status: a tray follows its container, locked with it and unlocked again with it. A tray the WMS
 * reported after its container was locked may still read 1, and is let go all the same.
 */
export const trayMachine = defineMachine({
  objectType: 'wmsTray',
  statuses: TrayStatus,
  moves: {
    lock: { from: [TrayStatus.unlocked, TrayStatus.unlockedAgain], to: TrayStatus.locked, by: ['system'] },
    unlock: { from: [TrayStatus.unlocked, TrayStatus.locked], to: TrayStatus.unlockedAgain, by: ['system'] },
  },
});

/** spec 3 §4 Application status: the warehouse completes (generating the receipts) or rejects a pending one. */
export const wmsApplyMachine = defineMachine({
  objectType: 'wmsApply',
  statuses: WmsApplyStatus,
  moves: {
    complete: { from: [WmsApplyStatus.pending], to: WmsApplyStatus.completed, by: ['warehouse'] },
    reject: { from: [WmsApplyStatus.pending], to: WmsApplyStatus.rejected, by: ['warehouse'] },
  },
});

/**
 * spec 3 §2 Alarms as moves: the alarm's warehouse or the platform records how an open alarm was handled (0 → 1);
 * a reconciliation that finds the same discrepancy again reopens a handled one (1 → 0).
 */
export const alarmMachine = defineMachine({
  objectType: 'wmsAlarm',
  statuses: AlarmStatus,
  moves: {
    handle: { from: [AlarmStatus.open], to: AlarmStatus.handled, by: ['warehouse', 'platform'] },
    reopen: { from: [AlarmStatus.handled], to: AlarmStatus.open, by: ['platform', 'system'] },
  },
});

import type { StatusTone } from '@kc/domain/shared/status-tone';
import {
  alarmStatusLabels,
  alarmStatusTones,
  containerStatusLabels,
  containerStatusTones,
  containerUnlockStatusLabels,
  reconcileRunStatusLabels,
  trayStatusLabels,
  wmsApplyStatusLabels,
  wmsApplyStatusTones,
} from '@kc/domain/wms/wms';
import type { StatusMap } from '../../components/status-tag';

const mapOf = (labels: Record<number, string>, tones: Record<number, StatusTone>): StatusMap =>
  Object.fromEntries(Object.entries(labels).map(([k, label]) => [k, { label, tone: tones[Number(k)] ?? 'default' }]));

const trayTones: Record<number, StatusTone> = { 1: 'default', 10: 'success', 11: 'warning' };
const runTones: Record<number, StatusTone> = { 0: 'processing', 1: 'success', 2: 'error' };

/**
 * The WMS screens' status tags, from the domain's labels and tones. The container status has two readings
 * (spec 3 §4): the container list reads A (11 已释放), the unlock screen reads B (11 已解锁).
 */
export const wmsStatusMaps = {
  container: mapOf(containerStatusLabels, containerStatusTones),
  containerUnlock: mapOf(containerUnlockStatusLabels, containerStatusTones),
  tray: mapOf(trayStatusLabels, trayTones),
  apply: mapOf(wmsApplyStatusLabels, wmsApplyStatusTones),
  alarm: mapOf(alarmStatusLabels, alarmStatusTones),
  reconcileRun: mapOf(reconcileRunStatusLabels, runTones),
} as const;

/** A select's options from a status table. */
export const optionsOf = (labels: Record<number, string>) =>
  Object.entries(labels).map(([value, label]) => ({ value: Number(value), label }));

import {
  dgeCcbStatusLabel,
  dgeCcbStatusLabels,
  dgeCcbStatusTone,
  financeStatusLabels,
  financeStatusTones,
  fourStatusLabels,
  fourStatusTones,
  pledgeSignFailed,
  pledgeSignStatusLabels,
} from '@kc/domain/finance/status';
import type { StatusTone } from '@kc/domain/shared/status-tone';
import type { StatusMap } from '../../components/status-tag';

const mapOf = (labels: Record<number, string>, toneOf: (k: number) => StatusTone): StatusMap =>
  Object.fromEntries(Object.entries(labels).map(([k, label]) => [k, { label, tone: toneOf(Number(k)) }]));

const signTone = (s: number): StatusTone =>
  pledgeSignFailed(s) ? 'error' : s === 2 || s === 5 ? 'success' : 'processing';

/**
 * The financing screens' status tags from the domain's labels and tones (spec 2 §4). The pledge status reads A
 * (1 质押中, 10 待审核), the financing screens' reading.
 */
export const financeStatusMaps = {
  status: mapOf(financeStatusLabels, (k) => financeStatusTones[k as keyof typeof financeStatusTones] ?? 'default'),
  four: mapOf(fourStatusLabels, (k) => fourStatusTones[k as keyof typeof fourStatusTones] ?? 'default'),
  dgeCcb: mapOf(
    Object.fromEntries(Object.keys(dgeCcbStatusLabels).map((k) => [k, dgeCcbStatusLabel(Number(k), 'A')])),
    dgeCcbStatusTone,
  ),
  sign: mapOf(pledgeSignStatusLabels, signTone),
} as const;

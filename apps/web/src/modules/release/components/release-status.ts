import { dgeCcbStatusTone } from '@kc/domain/finance/status';
import { type ReleaseStatusValue, releaseStatusLabels, releaseStatusTones } from '@kc/domain/release/release';
import { releasePayStatusLabels, releaseSignStatusLabels } from '@kc/domain/release/release-record';
import { traySplitStatusLabels } from '@kc/domain/release/tray-split';
import type { StatusMap } from '../../../components/status-tag';

/** The release's status (spec 3 §4 Release status) as a tag map. */
export const releaseStatusMap: StatusMap = Object.fromEntries(
  Object.entries(releaseStatusLabels).map(([k, label]) => [
    k,
    { label, tone: releaseStatusTones[Number(k) as ReleaseStatusValue] },
  ]),
);
/** payStatus (spec 3 §4 Service-fee payment): 0 unpaid, 1 paid, 2 no payment needed. */
export const releasePayStatusMap: StatusMap = {
  0: { label: releasePayStatusLabels[0]!, tone: 'warning' },
  1: { label: releasePayStatusLabels[1]!, tone: 'success' },
  2: { label: releasePayStatusLabels[2]!, tone: 'default' },
};
export const releaseSignStatusMap: StatusMap = {
  0: { label: releaseSignStatusLabels[0]!, tone: 'default' },
  1: { label: releaseSignStatusLabels[1]!, tone: 'processing' },
  2: { label: releaseSignStatusLabels[2]!, tone: 'success' },
};
export const traySplitStatusMap: StatusMap = {
  0: { label: traySplitStatusLabels[0], tone: 'warning' },
  1: { label: traySplitStatusLabels[1], tone: 'success' },
  2: { label: traySplitStatusLabels[2], tone: 'default' },
};
export { dgeCcbStatusTone };

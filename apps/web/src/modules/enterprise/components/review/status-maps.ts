import { esignStatusRow, ReviewStatus, reviewStatusLabels } from '@kc/domain/enterprise/status';
import type { StatusMap, StatusTone } from '../../../../components/status-tag';

/** Review status tags: labels from the domain, colours by meaning. */
export const reviewStatusMap: StatusMap = {
  [ReviewStatus.saved]: { label: reviewStatusLabels[0], tone: 'default' },
  [ReviewStatus.approved]: { label: reviewStatusLabels[1], tone: 'success' },
  [ReviewStatus.pending]: { label: reviewStatusLabels[2], tone: 'processing' },
  [ReviewStatus.rejected]: { label: reviewStatusLabels[3], tone: 'error' },
};

const FAILED: readonly number[] = [5, 12, 22];

const esignTone = (status: number): StatusTone => {
  if (status === 1) return 'success';
  if (FAILED.includes(status)) return 'error';
  if (status === 0) return 'default';
  return esignStatusRow(status).action === 'amount' ? 'warning' : 'processing';
};

/** An e-sign status as a tag entry; any value outside the domain table reads '申请中'. */
export const esignStatusEntry = (status: number) => ({ label: esignStatusRow(status).label, tone: esignTone(status) });

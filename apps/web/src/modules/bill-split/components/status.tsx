import { billSplitStatusLabels, billSplitStatusTones } from '@kc/domain/bill-split/status';
import { type StatusMap, StatusTag } from '../../../components/status-tag';

const map: StatusMap = Object.fromEntries(
  Object.entries(billSplitStatusLabels).map(([k, label]) => [
    k,
    { label, tone: billSplitStatusTones[k as keyof typeof billSplitStatusTones] },
  ]),
);

/** The application's status tag (dictionary bill_split_apply_status). */
export const BillSplitStatusTag = ({ value }: { value: string }) => <StatusTag value={value} map={map} />;

import { esignStatusEntry } from '../../../../components/status-maps';
import { StatusTag } from '../../../../components/status-tag';

/** The e-sign status with its domain label (spec 1 §4), whatever value the server holds. */
export const EsignStatusTag = ({ value }: { value: number | null | undefined }) =>
  value === null || value === undefined ? (
    <>-</>
  ) : (
    <StatusTag value={value} map={{ [value]: esignStatusEntry(value) }} />
  );

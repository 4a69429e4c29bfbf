import { proportionTypeLabels } from '@kc/domain/payment/fee-config';

/** spec 2 §3 proportionType as select options (the labels are the domain's). */
export const proportionTypeOptions = Object.entries(proportionTypeLabels).map(([value, label]) => ({
  value: Number(value),
  label,
}));

import { ProportionType } from '@kc/domain/contract/fees';

/** spec 2 §3 proportionType: how the platform fee is computed. */
export const proportionTypeLabels: Record<number, string> = {
  [ProportionType.byAmount]: '按合同金额',
  [ProportionType.byWeight]: '按重量(数量)',
  [ProportionType.none]: '不收费',
};

export const proportionTypeOptions = Object.entries(proportionTypeLabels).map(([value, label]) => ({
  value: Number(value),
  label,
}));

import type { StatusTone } from '@kc/domain/shared/status-tone';
import { Tag } from 'antd';

export type { StatusTone };
export type StatusMap = Record<string | number, { label: string; tone?: StatusTone; color?: string }>;

/** A coloured tag for a status value, from a status table (status-maps: the domain's labels and tones). */
export const StatusTag = ({ value, map }: { value: string | number | null | undefined; map: StatusMap }) => {
  if (value === null || value === undefined || value === '') return <>-</>;
  const entry = map[value];
  if (!entry) return <Tag>{String(value)}</Tag>;
  return <Tag color={entry.color ?? entry.tone ?? 'default'}>{entry.label}</Tag>;
};

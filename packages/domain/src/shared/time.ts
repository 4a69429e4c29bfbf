/** API.md: times are `yyyy-MM-dd HH:mm:ss` in Asia/Shanghai (UTC+8, no daylight saving). */
const SHANGHAI_OFFSET_MS = 8 * 60 * 60 * 1000;

export const formatDateTime = (value: Date | string | null | undefined): string | null => {
  if (value == null) return null;
  const d = typeof value === 'string' ? new Date(value) : value;
  if (Number.isNaN(d.getTime())) return null;
  return new Date(d.getTime() + SHANGHAI_OFFSET_MS).toISOString().slice(0, 19).replace('T', ' ');
};

export const formatDate = (value: Date | string | null | undefined): string | null =>
  formatDateTime(value)?.slice(0, 10) ?? null;

/** Reads `yyyy-MM-dd HH:mm:ss` or `yyyy-MM-dd` as Shanghai time. */
export const parseDateTime = (text: string): Date | null => {
  const m = /^(\d{4})-(\d{2})-(\d{2})(?: (\d{2}):(\d{2}):(\d{2}))?$/.exec(text.trim());
  if (!m) return null;
  const [, y, mo, d, h = '00', mi = '00', s = '00'] = m;
  const utc = Date.UTC(+y, +mo - 1, +d, +h, +mi, +s) - SHANGHAI_OFFSET_MS;
  const date = new Date(utc);
  return Number.isNaN(date.getTime()) ? null : date;
};

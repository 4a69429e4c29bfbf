/**
 * Widths the lists share, so the same kind of column looks the same everywhere and a list fits a window
 * 1440 pixels wide beside the side menu (wider content scrolls inside its card).
 */
export const columnWidth = {
  /** yyyy-MM-dd HH:mm:ss */
  dateTime: 168,
  /** yyyy-MM-dd HH:mm */
  minute: 146,
  /** a receipt number (WR + yyyyMMdd + a 6-digit sequence); see codeCell */
  code: 160,
  /** a status tag of up to six characters */
  status: 110,
  /** a weight or quantity with its unit */
  amount: 100,
  phone: 120,
  person: 80,
} as const;

/**
 * A receipt number's cell: narrower padding and no wrapping, so WR + 14 digits stays on one line in `columnWidth.code`
 * (at the usual 16 px padding the last digit wraps).
 */
export const codeCell = () => ({ style: { paddingInline: 8, whiteSpace: 'nowrap' as const } });

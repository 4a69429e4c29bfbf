/**
 * Did the database refuse a row for a unique index (SQLSTATE 23505)? Drizzle wraps the driver's error, so
 * the cause chain is walked. Used where a check-then-insert can lose a race: the loser answers the same
 * 400 message as the check instead of a 500.
 */
export const isUniqueViolation = (e: unknown): boolean => {
  for (let at = e as { code?: unknown; cause?: unknown } | null | undefined; at; at = at.cause as typeof at) {
    if (at.code === '23505') return true;
  }
  return false;
};

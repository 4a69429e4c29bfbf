import { hasControlChars } from '@kc/domain';
import { type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/client';

/** What db.execute answers on both drivers (PGlite and node-postgres). */
export const rowsOf = async <T>(db: DbOrTx, query: SQL): Promise<T[]> =>
  ((await db.execute(query)) as unknown as { rows: T[] }).rows;

/**
 * A list of values as ONE parameter (a jsonb array), for lists of any length: thousands of ids or rows never hit
 * the driver's limit of 65,535 parameters, and the statement text stays the same whatever the count.
 */
export const jsonParam = (value: unknown) => sql`${JSON.stringify(value)}::jsonb`;

/** `(select ids)` for `x in …` / `x not in …` over a list of bigint ids. */
export const idSet = (ids: readonly string[]) =>
  sql`(select (jsonb_array_elements_text(${JSON.stringify(ids)}::jsonb))::bigint)`;

export const chunk = <T>(items: readonly T[], size: number): T[][] => {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size));
  return out;
};

/** An ISO 8601 time as the WMS reports it, or null when it is missing or unreadable (never a database error). */
export const isoOrNull = (text: string | null | undefined): string | null => {
  if (!text) return null;
  const d = new Date(text);
  return Number.isNaN(d.getTime()) ? null : d.toISOString();
};

/** A decimal text the numeric(16,2) columns take, else '0' (a WMS reporting nonsense never breaks the sync). */
export const decimalOrZero = (text: string | null | undefined) =>
  text != null && /^-?\d{1,14}(\.\d{1,2})?$/.test(text.trim()) ? text.trim() : '0';

/**
 * The first string (value or key) of a parsed message that carries a control character (NUL and the like, which
 * PostgreSQL text refuses), walked without recursion; undefined when there is none.
 */
export const controlCharIn = (root: unknown): string | undefined => {
  const stack: unknown[] = [root];
  while (stack.length > 0) {
    const value = stack.pop();
    if (typeof value === 'string') {
      if (hasControlChars(value)) return value;
    } else if (Array.isArray(value)) {
      for (const v of value) stack.push(v);
    } else if (value !== null && typeof value === 'object') {
      for (const [k, v] of Object.entries(value)) {
        if (hasControlChars(k)) return k;
        stack.push(v);
      }
    }
  }
  return undefined;
};

/**
 * Fresh planner statistics for tables a bulk change just grew (PGlite has no autovacuum, and PostgreSQL's comes
 * later): without them a join over thousands of new rows is planned as if they were one. Best effort.
 */
export const refreshStatistics = async (db: DbOrTx, tables: readonly string[]) => {
  try {
    await db.execute(sql.raw(`analyze ${tables.join(', ')}`));
  } catch {
    // not the owner (a read-only role), or another analyze running: the plans are merely slower
  }
};

import type { MenuNode } from '@kc/domain';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/client';
import { menu } from './system.table';

const toNode = (m: typeof menu.$inferSelect): MenuNode => ({
  id: m.id,
  parentId: m.parentId,
  code: m.code,
  name: m.name,
  alias: m.alias,
  path: m.path,
  source: m.source,
  category: m.category,
  action: m.action,
  sort: m.sort,
  isOpen: m.isOpen,
  children: [],
});

/** Rows (sorted) into a tree by parentId; a node whose parent is not among the rows becomes a root. */
export const buildTree = <T extends { id: string; parentId: string; children: T[] }>(rows: T[]): T[] => {
  const byId = new Map(rows.map((r) => [r.id, r]));
  const roots: T[] = [];
  for (const r of rows) {
    const parent = byId.get(r.parentId);
    if (parent) parent.children.push(r);
    else roots.push(r);
  }
  return roots;
};

/**
 * Granted menus of one category. A menu with status 0 is a screen not built yet: it stays out of the side
 * menu, while buttons (category 2) count as permissions whatever their parent's status.
 */
export const menusByIds = async (db: DbOrTx, ids: Iterable<string>, category: 1 | 2) => {
  const list = [...ids];
  if (list.length === 0) return [];
  const rows = await db
    .select()
    .from(menu)
    .where(
      and(
        inArray(menu.id, list),
        eq(menu.category, category),
        eq(menu.isDeleted, 0),
        category === 1 ? eq(menu.status, 1) : undefined,
      ),
    )
    .orderBy(asc(menu.sort), asc(menu.id));
  return rows.map(toNode);
};

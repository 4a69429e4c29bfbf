import { formatDateTime, offsetOf, toPage } from '@kc/domain';
import {
  DICT_ROOT_ID,
  type DictChildQuery,
  type DictKind,
  type DictParentQuery,
  type DictRecord,
  type DictTreeNode,
} from '@kc/domain/system/dict';
import { and, asc, count, eq, ilike, inArray, ne, notInArray, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/client';
import { dict, dictBiz } from './system.table';

/**
 * The two tables share every column but tenant_id, so one implementation serves both kinds; tenant
 * isolation of the business kind comes in as the `visible` condition (and tenantId on insert).
 */
export type DictTable = typeof dict;
export const dictTable = (kind: DictKind): DictTable => (kind === 'system' ? dict : (dictBiz as unknown as DictTable));

type Row = DictTable['$inferSelect'] & { tenantId?: string };

export const toDictRecord = (d: Row): DictRecord => ({
  id: d.id,
  parentId: d.parentId,
  code: d.code,
  dictKey: d.dictKey,
  dictValue: d.dictValue,
  sort: d.sort,
  remark: d.remark,
  isSealed: d.isSealed,
  ...(d.tenantId ? { tenantId: d.tenantId } : {}),
  createTime: formatDateTime(d.createTime),
});

const live = (t: DictTable, ...more: (SQL | undefined)[]) => and(eq(t.isDeleted, 0), ...more);

const page = async (db: DbOrTx, t: DictTable, where: SQL | undefined, q: { current: number; size: number }) => {
  const [rows, [total]] = await Promise.all([
    db.select().from(t).where(where).orderBy(asc(t.sort), asc(t.id)).limit(q.size).offset(offsetOf(q)),
    db.select({ n: count() }).from(t).where(where),
  ]);
  return toPage(rows.map(toDictRecord), total?.n ?? 0, q.current, q.size);
};

/** The parent list of a dictionary screen: top-level rows, searchable by code and name, paged. */
export const pageDictParentsOf = (db: DbOrTx, kind: DictKind, q: DictParentQuery, visible?: SQL) => {
  const t = dictTable(kind);
  const where = live(
    t,
    eq(t.parentId, DICT_ROOT_ID),
    visible,
    q.code ? ilike(t.code, `%${q.code}%`) : undefined,
    q.dictValue ? ilike(t.dictValue, `%${q.dictValue}%`) : undefined,
  );
  return page(db, t, where, q);
};

/** The business parent list of one tenant (what dict-biz/list answers outside tenant mode; bench/run.ts). */
export const pageDictParents = (db: DbOrTx, q: DictParentQuery, tenantId: string, scope?: SQL) =>
  pageDictParentsOf(db, 'biz', q, and(eq(dictBiz.tenantId, tenantId), scope));

/** The entries under one parent, paged; the caller has checked the parent is visible. */
export const pageDictChildren = (db: DbOrTx, kind: DictKind, q: DictChildQuery) => {
  const t = dictTable(kind);
  const where = live(t, eq(t.parentId, q.parentId), q.dictValue ? ilike(t.dictValue, `%${q.dictValue}%`) : undefined);
  return page(db, t, where, q);
};

/** One live row the caller may see, or undefined. */
export const findDict = async (db: DbOrTx, kind: DictKind, id: string, visible?: SQL): Promise<Row | undefined> => {
  const t = dictTable(kind);
  const [row] = await db
    .select()
    .from(t)
    .where(live(t, eq(t.id, id), visible));
  return row;
};

export const findDicts = (db: DbOrTx, kind: DictKind, ids: string[], visible?: SQL): Promise<Row[]> => {
  const t = dictTable(kind);
  return db
    .select()
    .from(t)
    .where(live(t, inArray(t.id, ids), visible));
};

/** Live children of these parents that are not themselves in `except`. */
export const liveChildren = (db: DbOrTx, kind: DictKind, parentIds: string[], except: string[]) => {
  const t = dictTable(kind);
  return db
    .select({ id: t.id, parentId: t.parentId })
    .from(t)
    .where(live(t, inArray(t.parentId, parentIds), except.length ? notInArray(t.id, except) : undefined));
};

/** Parents with their entries, for tree selects. */
export const dictTree = async (db: DbOrTx, kind: DictKind, visible?: SQL): Promise<DictTreeNode[]> => {
  const t = dictTable(kind);
  const rows = await db.select().from(t).where(live(t, visible)).orderBy(asc(t.sort), asc(t.id));
  const node = (r: Row): DictTreeNode => ({
    id: r.id,
    parentId: r.parentId,
    title: r.dictValue,
    key: r.id,
    value: r.parentId === DICT_ROOT_ID ? r.id : r.dictKey,
    code: r.code,
    children: [],
  });
  const parents = rows.filter((r) => r.parentId === DICT_ROOT_ID).map(node);
  const byId = new Map(parents.map((n) => [n.id, n]));
  for (const r of rows) if (r.parentId !== DICT_ROOT_ID) byId.get(r.parentId)?.children.push(node(r));
  return parents;
};

/** The entries of one dictionary code (children of the parent row that carries the code). */
export const dictionaryEntries = async (db: DbOrTx, kind: DictKind, code: string, tenantId: string) => {
  const t = dictTable(kind);
  const rows = await db
    .select()
    .from(t)
    .where(
      live(
        t,
        eq(t.code, code),
        ne(t.parentId, DICT_ROOT_ID),
        kind === 'biz' ? eq(dictBiz.tenantId, tenantId) : undefined,
      ),
    )
    .orderBy(asc(t.sort), asc(t.id));
  return rows.map(toDictRecord);
};

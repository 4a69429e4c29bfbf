import { formatDateTime, offsetOf, type PageQuery, toPage } from '@kc/domain';
import { and, asc, count, eq, ilike, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/client';
import { dict, dictBiz } from './system.table';

export type DictRow = {
  id: string;
  parentId: string;
  code: string;
  dictKey: string;
  dictValue: string;
  sort: number;
  remark: string | null;
  isSealed: number;
  createTime: string | null;
};

const toRow = (d: typeof dict.$inferSelect): DictRow => ({
  id: d.id,
  parentId: d.parentId,
  code: d.code,
  dictKey: d.dictKey,
  dictValue: d.dictValue,
  sort: d.sort,
  remark: d.remark,
  isSealed: d.isSealed,
  createTime: formatDateTime(d.createTime),
});

/** The entries of one dictionary code (children of the parent row that carries the code). */
export const dictionaryEntries = async (db: DbOrTx, kind: 'system' | 'biz', code: string, tenantId: string) => {
  if (kind === 'system') {
    const rows = await db
      .select()
      .from(dict)
      .where(and(eq(dict.code, code), eq(dict.isDeleted, 0)))
      .orderBy(asc(dict.sort), asc(dict.id));
    return rows.filter((r) => r.parentId !== '0').map(toRow);
  }
  const rows = await db
    .select()
    .from(dictBiz)
    .where(and(eq(dictBiz.tenantId, tenantId), eq(dictBiz.code, code), eq(dictBiz.isDeleted, 0)))
    .orderBy(asc(dictBiz.sort), asc(dictBiz.id));
  return rows.filter((r) => r.parentId !== '0').map(toRow);
};

/** The parent list of the dictionary screen: top-level rows, searchable by code and name, paged. */
export const pageDictParents = async (
  db: DbOrTx,
  q: PageQuery & { code?: string; dictValue?: string },
  tenantId: string,
  scope?: SQL,
) => {
  const where: (SQL | undefined)[] = [
    eq(dictBiz.tenantId, tenantId),
    eq(dictBiz.parentId, '0'),
    eq(dictBiz.isDeleted, 0),
    scope,
  ];
  if (q.code) where.push(ilike(dictBiz.code, `%${q.code}%`));
  if (q.dictValue) where.push(ilike(dictBiz.dictValue, `%${q.dictValue}%`));
  const condition = and(...where);
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(dictBiz)
      .where(condition)
      .orderBy(asc(dictBiz.sort), asc(dictBiz.id))
      .limit(q.size)
      .offset(offsetOf(q)),
    db.select({ n: count() }).from(dictBiz).where(condition),
  ]);
  return toPage(rows.map(toRow), total?.n ?? 0, q.current, q.size);
};

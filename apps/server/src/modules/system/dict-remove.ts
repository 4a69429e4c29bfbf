import { accessRefusals } from '@kc/domain';
import { type DictKind, dictRefusals as refuse } from '@kc/domain/system/dict';
import { inArray, type SQL, sql } from 'drizzle-orm';
import type { Principal } from '../../platform/auth/principal';
import type { Db } from '../../platform/db/client';
import { updatedBy } from '../../platform/db/stamps';
import { dictTable, findDicts, liveChildren } from './dict.repo';

/**
 * Soft-delete dictionary rows in one transaction: every id must be visible (else 404, nothing changes);
 * sealed rows stay; a parent goes only with all of its live entries (in the same call or before).
 */
export const removeDicts = async (db: Db, kind: DictKind, ids: string[], p: Principal, visible?: SQL) => {
  const t = dictTable(kind);
  await db.transaction(async (tx) => {
    const rows = await findDicts(tx, kind, ids, visible);
    if (rows.length !== ids.length) throw accessRefusals.notFound();
    const sealed = rows.find((r) => r.isSealed === 1);
    if (sealed) throw refuse.sealed(sealed.dictValue);
    if ((await liveChildren(tx, kind, ids, ids)).length > 0) throw refuse.hasChildren();
    // The unique index (code, dict_key) also covers deleted rows: renaming the key to key~id frees it
    // for a new row (cut to fit varchar(100)).
    await tx
      .update(t)
      .set({ isDeleted: 1, dictKey: sql`left(${t.dictKey}, 80) || '~' || ${t.id}`, ...updatedBy(p) })
      .where(inArray(t.id, ids));
  });
};

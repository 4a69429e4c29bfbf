import { accessRefusals } from '@kc/domain';
import {
  DICT_PARENT_KEY,
  DICT_ROOT_ID,
  type DictFormValues,
  type DictKind,
  dictRefusals as refuse,
} from '@kc/domain/system/dict';
import { and, eq, ne, type SQL } from 'drizzle-orm';
import type { Principal } from '../../platform/auth/principal';
import type { Db, DbOrTx } from '../../platform/db/client';
import { isUniqueViolation } from '../../platform/db/errors';
import { createdBy, updatedBy } from '../../platform/db/stamps';
import { dictTable, findDict, toDictRecord } from './dict.repo';
import { dictBiz } from './system.table';

export type DictWriter = {
  p: Principal;
  /** The rows the caller may touch (tenant filter of the business kind). */
  visible?: SQL;
  /** The tenant of a new top-level business dictionary. */
  newTenantId: string;
};

/** A live row with this code and key in the same tenant, other than `id`. */
const taken = async (
  tx: DbOrTx,
  kind: DictKind,
  tenantId: string | undefined,
  code: string,
  key: string,
  id?: string,
) => {
  const t = dictTable(kind);
  const [row] = await tx
    .select({ id: t.id })
    .from(t)
    .where(
      and(
        eq(t.isDeleted, 0),
        eq(t.code, code),
        eq(t.dictKey, key),
        id ? ne(t.id, id) : undefined,
        kind === 'biz' && tenantId ? eq(dictBiz.tenantId, tenantId) : undefined,
      ),
    )
    .limit(1);
  return Boolean(row);
};

/**
 * Create or update one dictionary row (BladeX DictServiceImpl.submit): a parent stores key -1 and its
 * code is unique; an entry takes its parent's code and its key is unique within the code; renaming a
 * parent's code renames its entries in the same transaction.
 */
export const submitDict = async (db: Db, kind: DictKind, input: DictFormValues, w: DictWriter) => {
  const t = dictTable(kind);
  try {
    return await db.transaction(async (tx) => {
      const existing = input.id ? await findDict(tx, kind, input.id, w.visible) : undefined;
      if (input.id && !existing) throw accessRefusals.notFound();
      // The place of a row in the tree is fixed once created; the form cannot move it.
      const parentId = existing ? existing.parentId : input.parentId;
      const isParent = parentId === DICT_ROOT_ID;
      const parent = isParent ? undefined : await findDict(tx, kind, parentId, w.visible);
      if (!isParent && (!parent || parent.parentId !== DICT_ROOT_ID)) throw refuse.parentMissing();
      const tenantId = existing?.tenantId ?? parent?.tenantId ?? w.newTenantId;
      const code = parent ? parent.code : input.code;
      const dictKey = isParent ? DICT_PARENT_KEY : input.dictKey!;
      if (await taken(tx, kind, tenantId, code, dictKey, existing?.id))
        throw isParent ? refuse.codeExists() : refuse.keyExists();
      const values = {
        code,
        dictKey,
        dictValue: input.dictValue,
        sort: input.sort,
        isSealed: input.isSealed,
        remark: input.remark ?? null,
      };
      if (!existing) {
        const row = { parentId, ...values, ...createdBy(w.p), ...(kind === 'biz' ? { tenantId } : {}) };
        const [created] = await tx.insert(t).values(row).returning();
        return toDictRecord(created!);
      }
      const [updated] = await tx
        .update(t)
        .set({ ...values, ...updatedBy(w.p) })
        .where(eq(t.id, existing.id))
        .returning();
      if (isParent && existing.code !== code) {
        await tx
          .update(t)
          .set({ code, ...updatedBy(w.p) })
          .where(and(eq(t.parentId, existing.id), eq(t.isDeleted, 0)));
      }
      return toDictRecord(updated!);
    });
  } catch (e) {
    // Two saves racing past the check above meet the unique index (code, dict_key).
    if (isUniqueViolation(e)) throw input.parentId === DICT_ROOT_ID ? refuse.codeExists() : refuse.keyExists();
    throw e;
  }
};

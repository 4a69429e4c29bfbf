import { accessRefusals } from '@kc/domain';
import { type AttributeInput, AttrType, type BaseMaterialForm } from '@kc/domain/goods/base-material';
import { goodsRefusals as refuse } from '@kc/domain/goods/refusals';
import { and, eq, inArray } from 'drizzle-orm';
import type { Principal } from '../../platform/auth/principal';
import type { Db, DbOrTx } from '../../platform/db/client';
import { isUniqueViolation } from '../../platform/db/errors';
import { createdBy, updatedBy } from '../../platform/db/stamps';
import { codeTaken, findMaterial, live } from './base-material.repo';
import { baseMaterialAttr, baseMaterial as material } from './goods.table';

type TypedAttribute = AttributeInput & { attrType: number };

const attributeValues = (a: TypedAttribute) => ({
  attrCode: a.attrCode,
  attrName: a.attrName,
  attrType: a.attrType,
  isShow: a.isShow,
  isTrade: a.isTrade,
  isContract: a.isContract,
  isStorage: a.isStorage,
  isSplit: a.isSplit,
  isHome: a.isHome,
  isPickup: a.isPickup,
  sort: a.sort,
});

/**
 * The form's attributes become the category's set: rows named by id are kept and updated, new ones
 * inserted, and the ones the form no longer has (an extra attribute removed in the page) soft-deleted.
 */
const replaceAttributes = async (tx: DbOrTx, p: Principal, materialId: string, wanted: TypedAttribute[]) => {
  const current = await tx
    .select({ id: baseMaterialAttr.id })
    .from(baseMaterialAttr)
    .where(and(eq(baseMaterialAttr.materialId, materialId), live(baseMaterialAttr.isDeleted)));
  const currentIds = new Set(current.map((r) => r.id));
  const kept = new Set<string>();
  const added: TypedAttribute[] = [];
  for (const a of wanted) {
    // An id that is not this category's live attribute (stale or foreign) is treated as a new row.
    if (a.id && currentIds.has(a.id) && !kept.has(a.id)) {
      kept.add(a.id);
      await tx
        .update(baseMaterialAttr)
        .set({ ...attributeValues(a), ...updatedBy(p) })
        .where(eq(baseMaterialAttr.id, a.id));
    } else added.push(a);
  }
  const gone = [...currentIds].filter((id) => !kept.has(id));
  if (gone.length)
    await tx
      .update(baseMaterialAttr)
      .set({ isDeleted: 1, ...updatedBy(p) })
      .where(inArray(baseMaterialAttr.id, gone));
  if (added.length)
    await tx
      .insert(baseMaterialAttr)
      .values(added.map((a) => ({ materialId, ...attributeValues(a), ...createdBy(p) })));
};

/** submit: create a category (no id) or edit one, with its common and extra attributes; answers its id. */
export const saveBaseMaterial = async (db: Db, p: Principal, input: BaseMaterialForm): Promise<string> => {
  try {
    return await db.transaction(async (tx) => {
      const existing = input.id ? await findMaterial(tx, p.tenantId, input.id) : undefined;
      if (input.id && !existing) throw accessRefusals.notFound();
      if (await codeTaken(tx, p.tenantId, input.code, existing?.id)) throw refuse.codeTaken(input.code);
      const values = {
        code: input.code,
        name: input.name,
        pricingMode: input.pricingMode,
        ccbType: input.ccbType || null,
        weightUnit: input.weightUnit || null,
        numberUnit: input.numberUnit || null,
        sort: input.sort,
        status: input.status,
      };
      let id: string;
      if (existing) {
        id = existing.id;
        await tx
          .update(material)
          .set({ ...values, ...updatedBy(p) })
          .where(eq(material.id, id));
      } else {
        const [row] = await tx
          .insert(material)
          .values({ ...values, tenantId: p.tenantId, ...createdBy(p) })
          .returning({ id: material.id });
        id = row!.id;
      }
      await replaceAttributes(tx, p, id, [
        ...input.commonAttributeList.map((a) => ({ ...a, attrType: AttrType.common })),
        ...input.baseMaterialAttributeList.map((a) => ({ ...a, attrType: AttrType.extra })),
      ]);
      return id;
    });
  } catch (e) {
    // Two saves racing past the check meet the unique index (tenant_id, code).
    if (isUniqueViolation(e)) throw refuse.codeTaken(input.code);
    throw e;
  }
};

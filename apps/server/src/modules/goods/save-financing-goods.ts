import { accessRefusals } from '@kc/domain';
import { participationMessages } from '@kc/domain/enterprise/status';
import type { FinancingGoodsForm } from '@kc/domain/goods/financing';
import { goodsRefusals as refuse } from '@kc/domain/goods/refusals';
import { and, eq, inArray } from 'drizzle-orm';
import type { Principal } from '../../platform/auth/principal';
import type { Db } from '../../platform/db/client';
import { createdBy, updatedBy } from '../../platform/db/stamps';
import { assertEnterpriseApproved } from '../enterprise';
import { isBankEnterprise } from './bank-material-detail.repo';
import { findMaterials, live } from './base-material.repo';
import { assertOwnBank, ownBankCondition } from './catalogue-access';
import { goodsWhere } from './financing-goods.repo';
import { financingGoods as goods, financingGoodsAttr as goodsAttr } from './goods.table';

/**
 * submit: a bank's financing goods and the categories it covers. The covered categories become the set the
 * form sends: rows kept by category, new ones added, the missing ones soft-deleted.
 */
export const saveFinancingGoods = async (db: Db, p: Principal, input: FinancingGoodsForm): Promise<string> => {
  assertOwnBank(p, input.bankEnterpriseId);
  const materialIds = input.attributeList.map((a) => a.materialId);
  if (new Set(materialIds).size !== materialIds.length) throw refuse.duplicateMaterial();
  return db.transaction(async (tx) => {
    let existingId: string | undefined;
    if (input.id) {
      const [row] = await tx
        .select({ id: goods.id })
        .from(goods)
        .where(goodsWhere(p.tenantId, and(eq(goods.id, input.id), ownBankCondition(p, goods.bankEnterpriseId))))
        .limit(1);
      if (!row) throw accessRefusals.notFound();
      existingId = row.id;
    }
    if (!(await isBankEnterprise(tx, p.tenantId, input.bankEnterpriseId))) throw refuse.bankRequired();
    await assertEnterpriseApproved(tx, p.tenantId, input.bankEnterpriseId, participationMessages.bankNotApproved);
    const categories = new Map((await findMaterials(tx, p.tenantId, materialIds)).map((m) => [m.id, m]));
    if (categories.size !== materialIds.length) throw accessRefusals.notFound();

    const values = {
      bankEnterpriseId: input.bankEnterpriseId,
      code: input.code,
      name: input.name,
      type: input.type,
      pricingMode: input.pricingMode,
      sort: input.sort,
      status: input.status,
    };
    let id: string;
    if (existingId) {
      id = existingId;
      await tx
        .update(goods)
        .set({ ...values, ...updatedBy(p) })
        .where(eq(goods.id, id));
    } else {
      const [row] = await tx
        .insert(goods)
        .values({ ...values, tenantId: p.tenantId, ...createdBy(p) })
        .returning({ id: goods.id });
      id = row!.id;
    }

    const current = await tx
      .select({ id: goodsAttr.id, materialId: goodsAttr.materialId })
      .from(goodsAttr)
      .where(and(eq(goodsAttr.financingGoodsId, id), live(goodsAttr.isDeleted)));
    const byMaterial = new Map(current.map((r) => [r.materialId, r.id]));
    const rowOf = (a: FinancingGoodsForm['attributeList'][number]) => {
      const m = categories.get(a.materialId)!;
      // An attribute row without its own code or name shows the category's.
      return {
        materialId: a.materialId,
        bankEnterpriseId: input.bankEnterpriseId,
        code: a.code || m.code,
        name: a.name || m.name,
        sort: a.sort,
        status: 1,
      };
    };
    const added = [];
    for (const a of input.attributeList) {
      const keptId = byMaterial.get(a.materialId);
      if (keptId) {
        byMaterial.delete(a.materialId);
        await tx
          .update(goodsAttr)
          .set({ ...rowOf(a), ...updatedBy(p) })
          .where(eq(goodsAttr.id, keptId));
      } else added.push({ financingGoodsId: id, ...rowOf(a), ...createdBy(p) });
    }
    const gone = [...byMaterial.values()];
    if (gone.length)
      await tx
        .update(goodsAttr)
        .set({ isDeleted: 1, ...updatedBy(p) })
        .where(inArray(goodsAttr.id, gone));
    if (added.length) await tx.insert(goodsAttr).values(added);
    return id;
  });
};

import { accessRefusals } from '@kc/domain';
import { participationMessages } from '@kc/domain/enterprise/status';
import type { BankMaterialDetailForm } from '@kc/domain/goods/financing';
import { goodsRefusals as refuse } from '@kc/domain/goods/refusals';
import { eq } from 'drizzle-orm';
import type { Principal } from '../../platform/auth/principal';
import type { Db } from '../../platform/db/client';
import { isUniqueViolation } from '../../platform/db/errors';
import { createdBy, updatedBy } from '../../platform/db/stamps';
import { assertEnterpriseApproved } from '../enterprise';
import { detailOfPair, findDetail, isBankEnterprise } from './bank-material-detail.repo';
import { findMaterial } from './base-material.repo';
import { assertOwnBank, ownBankCondition } from './catalogue-access';
import { bankMaterialDetail as detail } from './goods.table';

/** submit: a bank's own name, code, sort and status for a category; one per category and bank. */
export const saveBankMaterialDetail = async (db: Db, p: Principal, input: BankMaterialDetailForm): Promise<string> => {
  assertOwnBank(p, input.bankEnterpriseId);
  try {
    return await db.transaction(async (tx) => {
      const existing = input.id
        ? await findDetail(tx, p.tenantId, input.id, ownBankCondition(p, detail.bankEnterpriseId))
        : undefined;
      if (input.id && !existing) throw accessRefusals.notFound();
      if (!(await findMaterial(tx, p.tenantId, input.materialId))) throw accessRefusals.notFound();
      if (!(await isBankEnterprise(tx, p.tenantId, input.bankEnterpriseId))) throw refuse.bankRequired();
      await assertEnterpriseApproved(tx, p.tenantId, input.bankEnterpriseId, participationMessages.bankNotApproved);
      if (await detailOfPair(tx, input.materialId, input.bankEnterpriseId, existing?.id))
        throw refuse.bankDetailTaken();
      const values = {
        materialId: input.materialId,
        bankEnterpriseId: input.bankEnterpriseId,
        name: input.name,
        code: input.code,
        sort: input.sort,
        status: input.status,
      };
      if (existing) {
        await tx
          .update(detail)
          .set({ ...values, ...updatedBy(p) })
          .where(eq(detail.id, existing.id));
        return existing.id;
      }
      const [row] = await tx
        .insert(detail)
        .values({ ...values, tenantId: p.tenantId, ...createdBy(p) })
        .returning({ id: detail.id });
      return row!.id;
    });
  } catch (e) {
    // Two saves racing past the check meet the unique index (material_id, bank_enterprise_id).
    if (isUniqueViolation(e)) throw refuse.bankDetailTaken();
    throw e;
  }
};

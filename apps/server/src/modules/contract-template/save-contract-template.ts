import { accessRefusals } from '@kc/domain';
import {
  CONTRACT_TEMPLATE_TYPE_DICT,
  type ContractTemplateForm,
  contractTemplateRefusals as refuse,
} from '@kc/domain/contract/template';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Principal } from '../../platform/auth/principal';
import type { Db, DbOrTx } from '../../platform/db/client';
import { isUniqueViolation } from '../../platform/db/errors';
import { createdBy, updatedBy } from '../../platform/db/stamps';
import { baseMaterial } from '../goods';
import { dictionaryEntries } from '../system';
import { findTemplateRow, nameTaken } from './contract-template.repo';
import { contractTemplate as template } from './contract-template.table';
import { assertKeepsTemplates } from './template-access';

/** The type must be a key of the tenant's contract_template_type dictionary. */
const assertTemplateType = async (db: DbOrTx, tenantId: string, key: string) => {
  const entries = await dictionaryEntries(db, 'biz', CONTRACT_TEMPLATE_TYPE_DICT, tenantId);
  if (!entries.some((e) => String(e.dictKey) === key)) throw refuse.templateTypeUnknown();
};

/** Every category named must be a live category of the tenant. */
const assertMaterials = async (db: DbOrTx, tenantId: string, ids: string[]) => {
  if (!ids.length) return;
  const rows = await db
    .select({ id: baseMaterial.id })
    .from(baseMaterial)
    .where(and(eq(baseMaterial.tenantId, tenantId), inArray(baseMaterial.id, ids), sql`${baseMaterial.isDeleted} = 0`));
  if (rows.length !== ids.length) throw refuse.materialUnknown();
};

/** saveOrUpdate: a new template (no id) or an edit of one of the tenant's; answers its id. */
export const saveContractTemplate = async (db: Db, p: Principal, input: ContractTemplateForm): Promise<string> => {
  assertKeepsTemplates(p);
  try {
    return await db.transaction(async (tx) => {
      const existing = input.id ? await findTemplateRow(tx, p.tenantId, input.id) : undefined;
      if (input.id && !existing) throw accessRefusals.notFound();
      await assertTemplateType(tx, p.tenantId, input.templateType);
      await assertMaterials(tx, p.tenantId, input.materialIds);
      if (await nameTaken(tx, p.tenantId, input.name, existing?.id)) throw refuse.nameTaken(input.name);
      const values = {
        name: input.name,
        templateType: input.templateType,
        materialIds: input.materialIds,
        listDetail: input.listDetail.map((c) => ({ display: c.display, content: c.content })),
      };
      if (existing) {
        await tx
          .update(template)
          .set({ ...values, ...updatedBy(p) })
          .where(eq(template.id, existing.id));
        return existing.id;
      }
      const [row] = await tx
        .insert(template)
        .values({ ...values, tenantId: p.tenantId, ...createdBy(p) })
        .returning({ id: template.id });
      return row!.id;
    });
  } catch (e) {
    // Two saves racing past the check meet the unique index (tenant_id, name).
    if (isUniqueViolation(e)) throw refuse.nameTaken(input.name);
    throw e;
  }
};

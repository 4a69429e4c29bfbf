import { accessRefusals } from '@kc/domain';
import { inArray } from 'drizzle-orm';
import type { Principal } from '../../platform/auth/principal';
import type { Db } from '../../platform/db/client';
import { updatedBy } from '../../platform/db/stamps';
import { templateWhere } from './contract-template.repo';
import { contractTemplate as template } from './contract-template.table';
import { assertKeepsTemplates } from './template-access';

/**
 * batchDelete: the tenant's templates go (soft delete), all or none: an id that is not the tenant's live
 * template answers 404 and removes nothing. Contracts already made keep what they printed.
 */
export const removeContractTemplates = async (db: Db, p: Principal, ids: string[]) => {
  assertKeepsTemplates(p);
  await db.transaction(async (tx) => {
    const rows = await tx
      .select({ id: template.id })
      .from(template)
      .where(templateWhere(p.tenantId, inArray(template.id, ids)));
    if (rows.length !== ids.length) throw accessRefusals.notFound();
    await tx
      .update(template)
      .set({ isDeleted: 1, ...updatedBy(p) })
      .where(inArray(template.id, ids));
  });
};

import { enterpriseCodeOf, enterpriseCodePrefix } from '@kc/domain/enterprise/enterprise';
import { and, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/client';
import { enterprise } from './enterprise.table';

/**
 * The next 企业编码 of the tenant for an enterprise of this type (spec 1 §3 Enterprise.code; the format is
 * `enterpriseCodeOf` in the domain): one more than the highest code of the type's prefix the tenant ever issued
 * (deleted enterprises included, so a code is never issued twice). Codes are taken one at a time per tenant (an
 * advisory lock held until the caller's transaction ends), so two approvals at once get different codes; the unique
 * index kc_enterprise_tenant_code_uq stands behind it.
 */
export const nextEnterpriseCode = async (tx: DbOrTx, tenantId: string, type: string) => {
  const prefix = enterpriseCodePrefix(type);
  await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`enterprise-code:${tenantId}`}, 0))`);
  const [last] = await tx
    .select({ n: sql<string | null>`max(substring(${enterprise.code} from ${prefix.length + 1}::int)::int)` })
    .from(enterprise)
    .where(and(eq(enterprise.tenantId, tenantId), sql`${enterprise.code} ~ ${`^${prefix}[0-9]{1,9}$`}`));
  return enterpriseCodeOf(prefix, Number(last?.n ?? 0) + 1);
};

import type { ProportionConfigAnswer } from '@kc/domain/contract/contract';
import { ProportionType, plainFigure as plain } from '@kc/domain/contract/fees';
import { and, desc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/client';
import { proportionConfig } from './contract.table';

/**
 * The platform fee configuration a tenant starts with (spec 2 §9 proportionType 0: amount × rate × saleRate /
 * 10000), and the one in force while a tenant has none: 0.3 % of the contract amount at an 80 % discount, remitted
 * offline to the platform's account.
 */
export const DEFAULT_PROPORTION_CONFIG = {
  proportionType: ProportionType.byAmount,
  proportionRate: '0.3',
  saleRate: '80',
  proportionWeight: '0',
  enterpriseName: '中原仓单服务平台有限公司',
  bankName: '中国建设银行股份有限公司郑州金水支行',
  account: '41050188000000001234',
} as const;

type ConfigRow = typeof proportionConfig.$inferSelect;

/** The newest live configuration with status 1 (the table's rule), or undefined. */
const findConfigInForce = async (db: DbOrTx, tenantId: string): Promise<ConfigRow | undefined> =>
  (
    await db
      .select()
      .from(proportionConfig)
      .where(
        and(eq(proportionConfig.tenantId, tenantId), eq(proportionConfig.status, 1), eq(proportionConfig.isDeleted, 0)),
      )
      .orderBy(desc(proportionConfig.createTime), desc(proportionConfig.id))
      .limit(1)
  )[0];

/** The configuration in force as the API answers it (proportionConfig); the default when the tenant has none. */
export const proportionConfigInForce = async (db: DbOrTx, tenantId: string): Promise<ProportionConfigAnswer> => {
  const row = await findConfigInForce(db, tenantId);
  const c = row ?? DEFAULT_PROPORTION_CONFIG;
  return {
    id: row?.id ?? null,
    enterprise: { name: c.enterpriseName },
    proportionType: c.proportionType,
    proportionRate: plain(c.proportionRate),
    proportionWeight: plain(c.proportionWeight),
    saleRate: plain(c.saleRate),
    bankName: c.bankName,
    account: c.account,
  };
};

/** Gives the tenant its first fee configuration (the default); a tenant that has one keeps it. Idempotent. */
export const seedProportionConfig = async (db: DbOrTx, tenantId: string) => {
  if (await findConfigInForce(db, tenantId)) return;
  await db.insert(proportionConfig).values({ tenantId, ...DEFAULT_PROPORTION_CONFIG });
};

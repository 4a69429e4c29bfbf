import { formatDateTime, offsetOf, type Page, type PageQuery, toPage } from '@kc/domain';
import type { ProportionConfigAnswer } from '@kc/domain/contract/contract';
import { ProportionType, plainFigure as plain, proportionConfigMachine } from '@kc/domain/contract/fees';
import { type FeeConfigForm, type FeeConfigRecord, proportionTypeLabels } from '@kc/domain/payment/fee-config';
import { and, count, desc, eq, sql } from 'drizzle-orm';
import { appendAuditEvent } from '../../platform/audit/audit.service';
import type { Db, DbOrTx } from '../../platform/db/client';
import { type Actor, transitionAll } from '../../platform/state/transition';
import { userNames } from '../user';
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

/** The history of the tenant's configurations, newest first (the newest live row in force). */
export const pageProportionConfigs = async (
  db: DbOrTx,
  tenantId: string,
  q: PageQuery,
): Promise<Page<FeeConfigRecord>> => {
  const where = and(eq(proportionConfig.tenantId, tenantId), eq(proportionConfig.isDeleted, 0));
  const [total] = await db.select({ n: count() }).from(proportionConfig).where(where);
  const rows = await db
    .select()
    .from(proportionConfig)
    .where(where)
    .orderBy(desc(proportionConfig.createTime), desc(proportionConfig.id))
    .limit(q.size)
    .offset(offsetOf(q));
  const inForce = await findConfigInForce(db, tenantId);
  const names = await userNames(
    db,
    rows.map((r) => r.createUser).filter((id): id is string => id != null),
  );
  return toPage(
    rows.map((r) => ({
      id: r.id,
      proportionType: r.proportionType,
      proportionTypeName: proportionTypeLabels[r.proportionType] ?? '',
      proportionRate: plain(r.proportionRate),
      proportionWeight: plain(r.proportionWeight),
      saleRate: plain(r.saleRate),
      enterpriseName: r.enterpriseName,
      bankName: r.bankName,
      account: r.account,
      inForce: r.id === inForce?.id,
      createUserName: r.createUser ? (names.get(r.createUser) ?? null) : null,
      createTime: formatDateTime(r.createTime),
    })),
    Number(total?.n ?? 0),
    q.current,
    q.size,
  );
};

/**
 * A new configuration in force (spec 2 §3 proportionConfig): the earlier ones are kept as history (status 0), and
 * every contract already submitted keeps the configuration stored on it. One audit event records the change.
 */
export const submitProportionConfig = async (db: Db, actor: Actor, form: FeeConfigForm) =>
  db.transaction(async (tx) => {
    // Serialise two platform users changing it at once: the newest row is the one in force.
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`kc_trade_proportion:${actor.tenantId}`}))`);
    const before = await findConfigInForce(tx, actor.tenantId);
    await transitionAll(tx, {
      table: proportionConfig,
      machine: proportionConfigMachine,
      move: 'supersede',
      actor,
      where: eq(proportionConfig.tenantId, actor.tenantId),
    });
    const [row] = await tx
      .insert(proportionConfig)
      .values({ tenantId: actor.tenantId, ...form, createUser: actor.userId, updateUser: actor.userId })
      .returning();
    await appendAuditEvent(tx, {
      tenantId: actor.tenantId,
      objectType: 'proportion-config',
      objectId: row!.id,
      action: 'submit',
      actorId: actor.userId,
      actorEnterpriseId: actor.postId ?? null,
      payload: { previousId: before?.id ?? null, ...form },
    });
    return row!;
  });

import { and, asc, eq, ilike, inArray, isNotNull, ne, type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import { QueryBuilder } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../platform/db/client';
import { escapeLike } from '../../platform/db/like';
import { enterprise } from './enterprise.table';
import { approvedEnterprise } from './enterprise-participation';

/*
 * The enterprise module's read model: what other modules ask of enterprises (a card by id, the enterprises of a
 * kind, names for a list), answered here so that no other module names the enterprise table. A list that shows a
 * name per row takes it as a sub-select (`enterpriseNameSql`), so its query stays one statement.
 */

/** What other modules read of an enterprise: who it is, its review and its seal (spec 1 §3, §4). */
const summaryColumns = {
  id: enterprise.id,
  tenantId: enterprise.tenantId,
  name: enterprise.name,
  code: enterprise.code,
  /** dictionary enterprise_type */
  type: enterprise.type,
  isPerson: enterprise.isPerson,
  creditCode: enterprise.creditCode,
  /** review status (spec 1 §4); with approvedTime it says whether the enterprise is approved for business */
  status: enterprise.status,
  approvedTime: enterprise.approvedTime,
  /** region code; receipt-labels prints it */
  address: enterprise.address,
  addressDetail: enterprise.addressDetail,
  contactsName: enterprise.contactsName,
  contactsPhone: enterprise.contactsPhone,
  bankName: enterprise.bankName,
  bankAccount: enterprise.bankAccount,
  isAutoSign: enterprise.isAutoSign,
  esignStatus: enterprise.esignStatus,
  esignAccountId: enterprise.esignAccountId,
  createTime: enterprise.createTime,
};
export type EnterpriseSummary = {
  [K in keyof typeof summaryColumns]: (typeof enterprise.$inferSelect)[K];
};

/**
 * An enterprise by id, whatever its state (a record keeps showing the enterprise it named, even one deleted since);
 * within the tenant when given.
 */
export const enterpriseOf = async (
  db: DbOrTx,
  id: string,
  tenantId?: string,
): Promise<EnterpriseSummary | undefined> => {
  const [row] = await db
    .select(summaryColumns)
    .from(enterprise)
    .where(and(eq(enterprise.id, id), tenantId ? eq(enterprise.tenantId, tenantId) : undefined))
    .limit(1);
  return row;
};

/** Enterprises by id, whatever their state, in one query (the parties a document prints). */
export const enterprisesOf = async (
  db: DbOrTx,
  ids: readonly (string | null)[],
): Promise<Map<string, EnterpriseSummary>> => {
  const wanted = [...new Set(ids.filter((id): id is string => id != null))];
  if (!wanted.length) return new Map();
  const rows = await db.select(summaryColumns).from(enterprise).where(inArray(enterprise.id, wanted));
  return new Map(rows.map((r) => [r.id, r]));
};

/** Which live enterprises of a tenant a read wants. */
export type EnterpriseFilter = {
  /** enterprise_type dictionary key(s): '2' warehouse, '5' bank, '7' platform operator… */
  type?: string | readonly string[];
  /** approved for business (spec 1 §4 isEnterpriseApproved: approved, or approved once and in re-review) */
  approved?: boolean;
  /** exactly this review status (spec 1 §4) */
  status?: number;
  /** the name contains this text */
  nameContains?: string;
  /** not this one (the caller's own enterprise) */
  except?: string | null;
  /** of these codes (kc_enterprise.code) */
  codes?: readonly string[];
  /** the platform has issued it a code */
  coded?: boolean;
  /** it holds an e-sign account */
  withEsignAccount?: boolean;
};

const liveWhere = (tenantId: string, f: EnterpriseFilter): SQL =>
  and(
    eq(enterprise.tenantId, tenantId),
    eq(enterprise.isDeleted, 0),
    f.type == null
      ? undefined
      : typeof f.type === 'string'
        ? eq(enterprise.type, f.type)
        : inArray(enterprise.type, [...f.type]),
    f.approved ? approvedEnterprise() : undefined,
    f.status != null ? eq(enterprise.status, f.status) : undefined,
    f.nameContains ? ilike(enterprise.name, `%${escapeLike(f.nameContains)}%`) : undefined,
    f.except ? ne(enterprise.id, f.except) : undefined,
    f.codes ? inArray(enterprise.code, [...f.codes]) : undefined,
    f.coded ? isNotNull(enterprise.code) : undefined,
    f.withEsignAccount ? isNotNull(enterprise.esignAccountId) : undefined,
  )!;

/** A live enterprise of the tenant by id, when it fits the filter (a warehouse a move names, an approved bank…). */
export const liveEnterprise = async (
  db: DbOrTx,
  tenantId: string,
  id: string,
  filter: EnterpriseFilter = {},
): Promise<EnterpriseSummary | undefined> => {
  const [row] = await db
    .select(summaryColumns)
    .from(enterprise)
    .where(and(eq(enterprise.id, id), liveWhere(tenantId, filter)))
    .limit(1);
  return row;
};

const ORDERS = {
  /** by name, as selects list them */
  name: [asc(enterprise.name), asc(enterprise.id)],
  /** as they were registered */
  id: [asc(enterprise.id)],
  /** the oldest first (the platform's enterprise is the tenant's oldest operator) */
  oldest: [asc(enterprise.createTime), asc(enterprise.id)],
};

/** The live enterprises of the tenant that fit the filter (the warehouses, the banks…), in `order`, at most `limit`. */
export const liveEnterprises = (
  db: DbOrTx,
  tenantId: string,
  filter: EnterpriseFilter,
  page: { order: keyof typeof ORDERS; limit: number },
): Promise<EnterpriseSummary[]> =>
  db
    .select(summaryColumns)
    .from(enterprise)
    .where(liveWhere(tenantId, filter))
    .orderBy(...ORDERS[page.order])
    .limit(page.limit);

const qb = new QueryBuilder();

/**
 * The ids of the live enterprises of the tenant that fit the filter, as a sub-select for `inArray(column, …)` (a
 * list of records at approved warehouses, say, stays one statement).
 */
export const liveEnterpriseIds = (tenantId: string, filter: EnterpriseFilter) =>
  qb.select({ id: enterprise.id }).from(enterprise).where(liveWhere(tenantId, filter));

/** A live enterprise of the tenant by its code (index kc_enterprise_tenant_code_uq: one live enterprise a code). */
export const enterpriseByCode = async (db: DbOrTx, tenantId: string, code: string) =>
  (await liveEnterprises(db, tenantId, { codes: [code] }, { order: 'id', limit: 1 }))[0];

/**
 * The enterprises the WMS names by code (spec: the platform's enterprise code, or the unified social credit
 * code), within the tenant; a code matching an enterprise's own code wins over a credit-code match. Unknown codes
 * are simply absent (the mirror keeps the code and a null id). The codes go as one jsonb parameter, however many.
 */
export const enterpriseIdsByCode = async (db: DbOrTx, tenantId: string, codes: readonly (string | null)[]) => {
  const wanted = [...new Set(codes.filter((c): c is string => !!c))];
  const found = new Map<string, string>();
  if (wanted.length === 0) return found;
  const list = sql`${JSON.stringify(wanted)}::jsonb`;
  const res = await db.execute(
    sql`select id::text as id, code, credit_code from ${enterprise}
         where tenant_id = ${tenantId} and is_deleted = 0
           and (code in (select jsonb_array_elements_text(${list}))
             or credit_code in (select jsonb_array_elements_text(${list})))
         order by id`,
  );
  const rows = (res as unknown as { rows: { id: string; code: string | null; credit_code: string | null }[] }).rows;
  for (const r of rows) if (r.credit_code && !found.has(r.credit_code)) found.set(r.credit_code, r.id);
  for (const r of rows) if (r.code) found.set(r.code, r.id);
  return found;
};

/** Enterprises' names by id, in one query (lists that show whose a record is). */
export const enterpriseNames = async (db: DbOrTx, ids: readonly (string | null)[]): Promise<Map<string, string>> => {
  const wanted = [...new Set(ids.filter((id): id is string => id != null))];
  if (!wanted.length) return new Map();
  const rows = await db
    .select({ id: enterprise.id, name: enterprise.name })
    .from(enterprise)
    .where(inArray(enterprise.id, wanted));
  return new Map(rows.map((r) => [r.id, r.name]));
};

/**
 * The name of the enterprise a column of the caller's query names, as a sub-select by primary key (null for none):
 * a list shows it without joining the enterprise table.
 */
export const enterpriseNameSql = (id: SQLWrapper): SQL<string | null> =>
  sql<string | null>`(select ${enterprise.name} from ${enterprise} where ${enterprise.id} = ${id})`;

/**
 * The ids of the tenant's enterprises whose name contains the text, as a sub-select for `column in (…)` (a list
 * filtered by a party's name; the planner runs it once).
 */
export const enterprisesNamedSql = (tenantId: string, name: string): SQL =>
  sql`(select ${enterprise.id} from ${enterprise} where ${enterprise.tenantId} = ${tenantId} and ${enterprise.name} ilike ${`%${escapeLike(name)}%`})`;

import { formatDateTime } from '@kc/domain';
import type { ContractClause } from '@kc/domain/contract/template';
import { type AnyColumn, and, desc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/client';
import { baseMaterial } from '../goods';
import { contractTemplate as template } from './contract-template.table';

export type ContractTemplateRow = typeof template.$inferSelect;

/** Live rows, written as a literal so that the partial unique index (`WHERE is_deleted = 0`) serves it. */
const live = (column: AnyColumn) => sql`${column} = 0`;

export const templateWhere = (tenantId: string, where?: SQL) =>
  and(eq(template.tenantId, tenantId), live(template.isDeleted), where);

/** A tenant's live templates, newest first (index kc_contract_template_list_idx). */
export const templatesQuery = (db: DbOrTx, tenantId: string, where?: SQL) =>
  db
    .select()
    .from(template)
    .where(templateWhere(tenantId, where))
    .orderBy(desc(template.createTime), desc(template.id));

/** Templates serving a category: those naming it, and those whose list is empty (they serve every category). */
export const servingMaterial = (materialId: string) =>
  sql`(${template.materialIds} @> ${JSON.stringify([materialId])}::jsonb or jsonb_array_length(${template.materialIds}) = 0)`;

/** A template as every answer starts it: its clauses as stored, its categories as ids. */
export const toRecord = (r: ContractTemplateRow) => ({
  id: r.id,
  name: r.name,
  templateType: r.templateType,
  materialIds: r.materialIds.map(String),
  listDetail: r.listDetail.map((c: ContractClause) => ({ display: c.display, content: c.content })),
});
export type ContractTemplateRecord = ReturnType<typeof toRecord>;

/** The names of categories by id (a removed category keeps its name here, so a template still reads). */
export const materialNames = async (db: DbOrTx, tenantId: string, ids: string[]) => {
  const unique = [...new Set(ids)];
  if (!unique.length) return new Map<string, string>();
  const rows = await db
    .select({ id: baseMaterial.id, name: baseMaterial.name })
    .from(baseMaterial)
    .where(and(eq(baseMaterial.tenantId, tenantId), inArray(baseMaterial.id, unique)));
  return new Map(rows.map((r) => [r.id, r.name]));
};

const namesIn = (names: Map<string, string>, ids: string[]) =>
  ids.map((id) => names.get(id)).filter((n): n is string => n !== undefined);

export const toPageRows = async (db: DbOrTx, tenantId: string, rows: ContractTemplateRow[]) => {
  const names = await materialNames(
    db,
    tenantId,
    rows.flatMap((r) => r.materialIds),
  );
  return rows.map((r) => ({
    id: r.id,
    name: r.name,
    templateType: r.templateType,
    materialIds: r.materialIds.map(String),
    materialNames: namesIn(names, r.materialIds),
    clauseCount: r.listDetail.length,
    createTime: formatDateTime(r.createTime),
    updateTime: formatDateTime(r.updateTime),
  }));
};

export const toDetail = async (db: DbOrTx, tenantId: string, r: ContractTemplateRow) => ({
  ...toRecord(r),
  materialNames: namesIn(await materialNames(db, tenantId, r.materialIds), r.materialIds),
  createTime: formatDateTime(r.createTime),
  updateTime: formatDateTime(r.updateTime),
});

export const findTemplateRow = async (db: DbOrTx, tenantId: string, id: string) => {
  const [row] = await db
    .select()
    .from(template)
    .where(templateWhere(tenantId, eq(template.id, id)))
    .limit(1);
  return row;
};

/**
 * A live template of the tenant with its clauses, or undefined (not there, removed, or another tenant's). The
 * contract module reads the clauses it prints from here; `includeRemoved` also finds a template removed after a
 * contract chose it.
 */
export const findContractTemplate = async (
  db: DbOrTx,
  tenantId: string,
  id: string,
  opts: { includeRemoved?: boolean } = {},
): Promise<ContractTemplateRecord | undefined> => {
  const where = opts.includeRemoved
    ? and(eq(template.tenantId, tenantId), eq(template.id, id))
    : templateWhere(tenantId, eq(template.id, id));
  const [row] = await db.select().from(template).where(where).limit(1);
  return row ? toRecord(row) : undefined;
};

/** Whether another live template of the tenant has this name. */
export const nameTaken = async (db: DbOrTx, tenantId: string, name: string, exceptId?: string) => {
  const [row] = await db
    .select({ id: template.id })
    .from(template)
    .where(templateWhere(tenantId, eq(template.name, name)))
    .limit(1);
  return Boolean(row && row.id !== exceptId);
};

import type { ContractClause } from '@kc/domain/contract/template';
import { sql } from 'drizzle-orm';
import { index, jsonb, pgTable, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { auditColumns, idColumn, tenantColumn } from '../../platform/db/columns';

/**
 * Contract templates (合同模板; spec 2 §3 Template, §7 Templates): a name, a type (dictionary
 * contract_template_type), the goods categories it serves (empty: every category) and its own clauses
 * [{display, content}], printed after the goods and fee clauses of every contract made from it.
 * Names are unique per tenant among live rows.
 */
export const contractTemplate = pgTable(
  'kc_contract_template',
  {
    id: idColumn(),
    tenantId: tenantColumn(),
    name: varchar('name', { length: 100 }).notNull(),
    templateType: varchar('template_type', { length: 20 }).notNull(),
    /** kc_base_material ids, as strings */
    materialIds: jsonb('material_ids').$type<string[]>().notNull().default(sql`'[]'::jsonb`),
    listDetail: jsonb('list_detail').$type<ContractClause[]>().notNull().default(sql`'[]'::jsonb`),
    ...auditColumns(),
  },
  (t) => [
    uniqueIndex('kc_contract_template_name_uq').on(t.tenantId, t.name).where(sql`${t.isDeleted} = 0`),
    index('kc_contract_template_list_idx').on(t.tenantId, t.isDeleted, t.createTime),
  ],
);

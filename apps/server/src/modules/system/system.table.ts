import { index, integer, pgTable, primaryKey, smallint, text, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { auditColumns, idColumn, refId, tenantColumn } from '../../platform/db/columns';

export const tenant = pgTable('kc_tenant', {
  id: idColumn(),
  tenantId: varchar('tenant_id', { length: 12 }).notNull().unique(),
  tenantName: varchar('tenant_name', { length: 50 }).notNull(),
  ...auditColumns(),
});

export const dept = pgTable(
  'kc_dept',
  {
    id: idColumn(),
    tenantId: tenantColumn(),
    parentId: refId('parent_id').notNull().default('0'),
    /** Comma-joined ids from the root, for data scope 4 (organisation and children). */
    ancestors: text('ancestors').notNull().default('0'),
    deptName: varchar('dept_name', { length: 50 }).notNull(),
    sort: integer('sort').notNull().default(1),
    ...auditColumns(),
  },
  (t) => [index('kc_dept_tenant_idx').on(t.tenantId, t.parentId)],
);

export const role = pgTable(
  'kc_role',
  {
    id: idColumn(),
    tenantId: tenantColumn(),
    parentId: refId('parent_id').notNull().default('0'),
    roleName: varchar('role_name', { length: 50 }).notNull(),
    roleAlias: varchar('role_alias', { length: 50 }).notNull(),
    sort: integer('sort').notNull().default(1),
    ...auditColumns(),
  },
  (t) => [
    index('kc_role_tenant_idx').on(t.tenantId, t.parentId),
    uniqueIndex('kc_role_alias_uq').on(t.tenantId, t.roleAlias),
  ],
);

/** Menus are shared by all tenants (as in BladeX); category 1 menu, 2 button (its code is a permission key). */
export const menu = pgTable(
  'kc_menu',
  {
    id: idColumn(),
    parentId: refId('parent_id').notNull().default('0'),
    code: varchar('code', { length: 100 }).notNull(),
    name: varchar('name', { length: 50 }).notNull(),
    alias: varchar('alias', { length: 50 }).notNull(),
    path: varchar('path', { length: 255 }),
    source: varchar('source', { length: 100 }),
    category: smallint('category').notNull(),
    action: smallint('action').notNull().default(0),
    sort: integer('sort').notNull().default(1),
    isOpen: smallint('is_open').notNull().default(1),
    remark: varchar('remark', { length: 255 }),
    ...auditColumns(),
  },
  (t) => [uniqueIndex('kc_menu_code_uq').on(t.code), index('kc_menu_parent_idx').on(t.parentId, t.sort)],
);

export const roleMenu = pgTable(
  'kc_role_menu',
  { roleId: refId('role_id').notNull(), menuId: refId('menu_id').notNull() },
  (t) => [primaryKey({ columns: [t.roleId, t.menuId] }), index('kc_role_menu_menu_idx').on(t.menuId)],
);

export const apiScope = pgTable(
  'kc_scope_api',
  {
    id: idColumn(),
    menuId: refId('menu_id').notNull(),
    resourceCode: varchar('resource_code', { length: 100 }).notNull(),
    scopeName: varchar('scope_name', { length: 100 }).notNull(),
    /** A path prefix or pattern with `**` / `*` wildcards, e.g. /api/kc-system/dict-biz/** */
    scopePath: varchar('scope_path', { length: 255 }).notNull(),
    scopeType: integer('scope_type').notNull().default(1),
    remark: varchar('remark', { length: 255 }),
    ...auditColumns(),
  },
  (t) => [index('kc_scope_api_menu_idx').on(t.menuId)],
);

export const dataScope = pgTable(
  'kc_scope_data',
  {
    id: idColumn(),
    menuId: refId('menu_id').notNull(),
    resourceCode: varchar('resource_code', { length: 100 }).notNull(),
    scopeName: varchar('scope_name', { length: 100 }).notNull(),
    scopeField: varchar('scope_field', { length: 255 }).notNull().default('*'),
    scopeClass: varchar('scope_class', { length: 255 }).notNull(),
    scopeColumn: varchar('scope_column', { length: 100 }).notNull(),
    scopeType: integer('scope_type').notNull(),
    scopeValue: text('scope_value'),
    remark: varchar('remark', { length: 255 }),
    ...auditColumns(),
  },
  (t) => [index('kc_scope_data_resource_idx').on(t.resourceCode)],
);

/** scope_category 1 data scope, 2 API scope. */
export const roleScope = pgTable(
  'kc_role_scope',
  {
    roleId: refId('role_id').notNull(),
    scopeId: refId('scope_id').notNull(),
    scopeCategory: smallint('scope_category').notNull(),
  },
  (t) => [primaryKey({ columns: [t.roleId, t.scopeId, t.scopeCategory] })],
);

const dictColumns = () => ({
  id: idColumn(),
  parentId: refId('parent_id').notNull().default('0'),
  code: varchar('code', { length: 100 }).notNull(),
  dictKey: varchar('dict_key', { length: 100 }).notNull(),
  dictValue: varchar('dict_value', { length: 255 }).notNull(),
  sort: integer('sort').notNull().default(1),
  remark: varchar('remark', { length: 255 }),
  isSealed: smallint('is_sealed').notNull().default(0),
  ...auditColumns(),
});

/** System dictionary (api_scope_type, data_scope_type, ...). */
export const dict = pgTable('kc_dict', dictColumns(), (t) => [
  uniqueIndex('kc_dict_code_key_uq').on(t.code, t.dictKey),
  index('kc_dict_code_idx').on(t.code, t.parentId, t.sort),
  index('kc_dict_parent_idx').on(t.parentId, t.sort, t.id),
]);

/** Business dictionary, per tenant (weight_unit, enterprise_type, ple_bill_status, ...). */
export const dictBiz = pgTable('kc_dict_biz', { ...dictColumns(), tenantId: tenantColumn() }, (t) => [
  uniqueIndex('kc_dict_biz_code_key_uq').on(t.tenantId, t.code, t.dictKey),
  index('kc_dict_biz_code_idx').on(t.tenantId, t.code, t.parentId, t.sort),
  index('kc_dict_biz_parent_idx').on(t.tenantId, t.parentId, t.sort, t.id),
]);

/** Administrative regions: 2-digit province, 4-digit city, 6-digit district; root parent '00'. */
/** Key-value facts about the database itself (seed fingerprints). */
export const meta = pgTable('kc_meta', {
  key: varchar('key', { length: 100 }).primaryKey(),
  value: text('value').notNull(),
});

export const region = pgTable(
  'kc_region',
  {
    code: varchar('code', { length: 12 }).primaryKey(),
    parentCode: varchar('parent_code', { length: 12 }).notNull(),
    name: varchar('name', { length: 64 }).notNull(),
    level: smallint('level').notNull(),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [index('kc_region_parent_idx').on(t.parentCode, t.sort)],
);

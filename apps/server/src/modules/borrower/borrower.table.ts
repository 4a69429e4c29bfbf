import type { BorrowerMaterials } from '@kc/domain/borrower/status';
import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { auditColumns, idColumn, refId, tenantColumn } from '../../platform/db/columns';

/**
 * Borrowers (借款人, spec 1 §3 "Borrower"): a person who borrows for a shipper (`shipperId`, the enterprise it belongs
 * to). `identityNumber` and `phone` are personal information: kept whole here, masked in every list, export and log
 * (@kc/domain/borrower/identity-number). `realNameStatus` is RealNameStatus (0–3), `realNameResult` the identity
 * provider's reason on a rejection, `realNameRef` the provider's request id while in progress. `maritalStatus` is a
 * key of the dictionary finance_marital_status; `address` and `residenceAddress` are region codes (the region
 * picker), their `…Detail` the street address. `idcardFront` / `idcardBack` are file ids.
 */
export const borrower = pgTable(
  'kc_finance_borrower',
  {
    id: idColumn(),
    tenantId: tenantColumn(),
    code: varchar('code', { length: 32 }).notNull(),
    shipperId: refId('shipper_id').notNull(),
    name: varchar('name', { length: 50 }).notNull(),
    phone: varchar('phone', { length: 20 }).notNull(),
    identityNumber: varchar('identity_number', { length: 18 }).notNull(),
    maritalStatus: varchar('marital_status', { length: 8 }).notNull(),
    periodValidity: varchar('period_validity', { length: 40 }).notNull(),
    address: varchar('address', { length: 64 }).notNull(),
    addressDetail: varchar('address_detail', { length: 200 }).notNull(),
    residenceAddress: varchar('residence_address', { length: 64 }).notNull(),
    residenceAddressDetail: varchar('residence_address_detail', { length: 200 }).notNull(),
    idcardFront: refId('idcard_front'),
    idcardBack: refId('idcard_back'),
    realNameStatus: integer('real_name_status').notNull().default(0),
    realNameResult: varchar('real_name_result', { length: 200 }),
    realNameRef: varchar('real_name_ref', { length: 64 }),
    ...auditColumns(),
  },
  (t) => [
    index('kc_finance_borrower_shipper_idx').on(t.tenantId, t.shipperId, t.isDeleted),
    index('kc_finance_borrower_list_idx').on(t.tenantId, t.isDeleted, t.createTime.desc()),
    // One live borrower per person and shipper (a deleted one may be added again).
    uniqueIndex('kc_finance_borrower_person_uq')
      .on(t.tenantId, t.shipperId, t.identityNumber)
      .where(sql`is_deleted = 0`),
  ],
);
export type BorrowerRow = typeof borrower.$inferSelect;

/**
 * Co-borrowers (共借人, spec 1 §3 "Co-borrower") of one borrower: `relationship` is a key of the dictionary
 * finance_relationship_type (spouse included). Real-name fields as the borrower's.
 */
export const coBorrower = pgTable(
  'kc_finance_coborrower',
  {
    id: idColumn(),
    tenantId: tenantColumn(),
    borrowerId: refId('borrower_id').notNull(),
    shipperId: refId('shipper_id').notNull(),
    name: varchar('name', { length: 50 }).notNull(),
    phone: varchar('phone', { length: 20 }).notNull(),
    identityNumber: varchar('identity_number', { length: 18 }).notNull(),
    relationship: varchar('relationship', { length: 8 }).notNull(),
    idcardFront: refId('idcard_front'),
    idcardBack: refId('idcard_back'),
    realNameStatus: integer('real_name_status').notNull().default(0),
    realNameResult: varchar('real_name_result', { length: 200 }),
    realNameRef: varchar('real_name_ref', { length: 64 }),
    ...auditColumns(),
  },
  (t) => [
    index('kc_finance_coborrower_borrower_idx').on(t.borrowerId, t.isDeleted),
    index('kc_finance_coborrower_shipper_idx').on(t.tenantId, t.shipperId, t.isDeleted),
  ],
);
export type CoBorrowerRow = typeof coBorrower.$inferSelect;

/** Borrower materials (影像资料, spec 1 §3): one row per borrower, the 18 kinds each a list of file ids. */
export const borrowerMaterials = pgTable(
  'kc_finance_borrower_materials',
  {
    id: idColumn(),
    tenantId: tenantColumn(),
    borrowerId: refId('borrower_id').notNull(),
    shipperId: refId('shipper_id').notNull(),
    materials: jsonb('materials').$type<BorrowerMaterials>().notNull().default({}),
    ...auditColumns(),
  },
  (t) => [uniqueIndex('kc_finance_borrower_materials_uq').on(t.borrowerId)],
);
export type BorrowerMaterialsRow = typeof borrowerMaterials.$inferSelect;

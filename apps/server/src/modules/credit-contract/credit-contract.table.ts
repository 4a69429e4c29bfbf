import { sql } from 'drizzle-orm';
import { index, integer, pgTable, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { auditColumns, idColumn, refId, tenantColumn } from '../../platform/db/columns';

/**
 * Credit-investigation contracts (征信授权合同, spec 2 §3 "Credit contract"; README.md). One row per signer of a
 * relation (`relationId`): the borrower's row and, for a borrower with a co-borrower, the co-borrower's row. Both
 * rows point at ONE consent document (`fileId`, the rendered PDF naming both as 授权人) and each signer's signature
 * goes onto the document as it stands (`docFileId` on every row of the relation: the latest signed version), so a
 * married borrower's consent ends with two signatures on one PDF. `signedFileId` is the version this signer's
 * signature produced. `status` is 0 未签署, 1 已签署, 3 签署失败 (`failReason`); 2 全部签署 is the relation's.
 * `token` is the phone page's credential (crypto random, one row, `tokenExpire`), `codeTries` the wrong SMS codes.
 */
export const creditContract = pgTable(
  'kc_finance_credit_contract',
  {
    id: idColumn(),
    tenantId: tenantColumn(),
    associationId: refId('association_id').notNull(),
    /** 1 the borrower (customer creation), 2 a financing application */
    associationType: integer('association_type').notNull(),
    borrowerId: refId('borrower_id').notNull(),
    coborrowerId: refId('coborrower_id'),
    /** the borrower's shipper (who may see and act) */
    shipperId: refId('shipper_id').notNull(),
    /** 'borrower' | 'coborrower' */
    signer: varchar('signer', { length: 12 }).notNull(),
    /** the signer's name */
    idName: varchar('id_name', { length: 50 }).notNull(),
    unionBankId: refId('union_bank_id').notNull(),
    bankAccount: varchar('bank_account', { length: 50 }).notNull().default(''),
    branchName: varchar('branch_name', { length: 100 }).notNull().default(''),
    contractNo: varchar('contract_no', { length: 40 }).notNull(),
    contractName: varchar('contract_name', { length: 100 }).notNull(),
    /** the e-sign provider's transaction (the signed version's SHA-256 prefix in the sandbox) */
    transactionNo: varchar('transaction_no', { length: 64 }).notNull().default(''),
    relationId: varchar('relation_id', { length: 40 }).notNull(),
    fileId: refId('file_id'),
    fileSha256: varchar('file_sha256', { length: 64 }),
    /** the document as it stands now (the last signature's version, else the consent): the same on every row */
    docFileId: refId('doc_file_id'),
    docSha256: varchar('doc_sha256', { length: 64 }),
    signedFileId: refId('signed_file_id'),
    signedSha256: varchar('signed_sha256', { length: 64 }),
    failReason: varchar('fail_reason', { length: 200 }).notNull().default(''),
    signTime: timestamp('sign_time', { withTimezone: true }),
    token: varchar('token', { length: 64 }),
    tokenExpire: timestamp('token_expire', { withTimezone: true }),
    codeTries: integer('code_tries').notNull().default(0),
    ...auditColumns(),
    status: integer('status').notNull().default(0),
  },
  (t) => [
    index('kc_finance_credit_contract_assoc_idx').on(t.tenantId, t.associationId, t.associationType, t.isDeleted),
    index('kc_finance_credit_contract_relation_idx').on(t.relationId),
    index('kc_finance_credit_contract_borrower_idx').on(t.tenantId, t.borrowerId, t.unionBankId, t.isDeleted),
    uniqueIndex('kc_finance_credit_contract_no_uq').on(t.contractNo),
    uniqueIndex('kc_finance_credit_contract_token_uq').on(t.token).where(sql`token is not null`),
  ],
);
export type CreditContractDbRow = typeof creditContract.$inferSelect;

import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, smallint, text, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { auditColumns, idColumn, refId, tenantColumn } from '../../platform/db/columns';

/**
 * spec 1 §3 Enterprise. `status` is the review status (spec 1 §4: 0 saved, 1 approved, 2 pending, 3 rejected);
 * image columns hold attachment ids, their links are signed at read time.
 */
export const enterprise = pgTable(
  'kc_enterprise',
  {
    id: idColumn(),
    tenantId: tenantColumn(),
    name: varchar('name', { length: 50 }).notNull(),
    /** dictionary enterprise_type */
    type: varchar('type', { length: 8 }).notNull(),
    isPerson: smallint('is_person').notNull().default(0),
    /**
     * 企业编码: issued by the platform at the first approval (`nextEnterpriseCode`: the type's two letters and a
     * sequence of the tenant, HZ0001…); the contract wizard finds a counterparty by it. Unique among the tenant's
     * live enterprises.
     */
    code: varchar('code', { length: 50 }),
    shortName: varchar('short_name', { length: 50 }),
    creditCode: varchar('credit_code', { length: 50 }),
    /** region code (2, 4 or 6 digits) */
    address: varchar('address', { length: 12 }),
    addressDetail: varchar('address_detail', { length: 255 }),
    corporateInfo: varchar('corporate_info', { length: 50 }),
    identityNumber: varchar('identity_number', { length: 50 }),
    contactsName: varchar('contacts_name', { length: 50 }),
    corporatePhone: varchar('corporate_phone', { length: 50 }),
    contactsPhone: varchar('contacts_phone', { length: 50 }),
    contactsEmail: varchar('contacts_email', { length: 50 }),
    isReceive: smallint('is_receive').notNull().default(0),
    isAutoSign: smallint('is_auto_sign').notNull().default(0),
    bankName: varchar('bank_name', { length: 50 }),
    bankAccount: varchar('bank_account', { length: 50 }),
    englishName: varchar('english_name', { length: 100 }),
    zipCode: varchar('zip_code', { length: 20 }),
    fax: varchar('fax', { length: 50 }),
    domainName: varchar('domain_name', { length: 100 }),
    businessScope: text('business_scope'),
    mainProducts: text('main_products'),
    enterpriseScope: varchar('enterprise_scope', { length: 8 }),
    enterpriseNature: varchar('enterprise_nature', { length: 8 }),
    reviewerReason: varchar('reviewer_reason', { length: 255 }),
    esignStatus: integer('esign_status').notNull().default(0),
    esignMsg: varchar('esign_msg', { length: 255 }),
    esignFlowId: varchar('esign_flow_id', { length: 100 }),
    sealAttachId: refId('seal_attach_id'),
    logo: refId('logo'),
    businessLicense: refId('business_license'),
    idcardFront: refId('idcard_front'),
    idcardBack: refId('idcard_back'),
    /** yyyy-MM-dd; the end may read '长期' (no end), as a licence prints it. */
    businessLifeStart: varchar('business_life_start', { length: 20 }),
    businessLifeEnd: varchar('business_life_end', { length: 20 }),
    isSave: smallint('is_save').notNull().default(0),
    isCopyOwner: smallint('is_copy_owner').notNull().default(0),
    /** 1 when this enterprise is a CCB financial organisation (getWarehouseComp?type=5&ccbOrgId_equal=1). */
    ccbOrgId: smallint('ccb_org_id').notNull().default(0),
    /** The e-sign provider's account for this enterprise (set when its application succeeds). */
    esignAccountId: varchar('esign_account_id', { length: 64 }),
    /** When the platform first approved it: later edits wait in pendingInfo until approved again. */
    approvedTime: timestamp('approved_time', { withTimezone: true }),
    /** An approved enterprise's edits, effective only after the next approval (checkEnterpriseInfo data 0). */
    pendingInfo: jsonb('pending_info').$type<Record<string, unknown>>(),
    /** The owner enterprise copied from this one (copyOwnerEnterprise). */
    ownerCopyId: varchar('owner_copy_id', { length: 20 }),
    ...auditColumns(),
  },
  (t) => [
    index('kc_enterprise_tenant_type_idx').on(t.tenantId, t.type, t.status),
    uniqueIndex('kc_enterprise_tenant_code_uq').on(t.tenantId, t.code).where(sql`is_deleted = 0`),
  ],
);

import { sql } from 'drizzle-orm';
import { index, integer, numeric, pgTable, smallint, text, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { auditColumns, idColumn, refId, tenantColumn } from '../../platform/db/columns';

/**
 * Releases (解押记录; README.md, spec 3 §3 Release (unpledge) record). One per bank release instruction of an
 * application (`instruction_no` unique per application: a repeated instruction is applied once). `status`
 * (auditColumns') is ReleaseStatus of @kc/domain/release/release (5 → 10 → 20 → 30 → 40 → 50; 11, 21 rejected, 0
 * void). The log is the audit trail (objectType 'release').
 */
export const ccbRelease = pgTable(
  'kc_ccb_release',
  {
    id: idColumn(),
    tenantId: tenantColumn(),
    /** the release's own number: JF + yyyyMMdd + 4 digits */
    code: varchar('code', { length: 50 }).notNull(),
    applyId: refId('apply_id').notNull(),
    financeAppId: varchar('finance_app_id', { length: 40 }),
    /** the bank's instruction number (JY…) */
    instructionNo: varchar('instruction_no', { length: 40 }).notNull(),
    /** the bank's pick-up number (提货单号), the pick-up code and time, the notice (attachment, owner 'release-notice') */
    thCode: varchar('th_code', { length: 40 }),
    takeGoodCode: varchar('take_good_code', { length: 40 }),
    takeGoodTime: varchar('take_good_time', { length: 19 }),
    takeGoodNoticeFile: refId('take_good_notice_file'),
    shipperId: refId('shipper_id').notNull(),
    warehouseId: refId('warehouse_id').notNull(),
    bankId: refId('bank_id').notNull(),
    /** the release's service fee (spec 3 §4 Service-fee payment): payStatus 0 unpaid, 1 paid, 2 not needed */
    payStatus: smallint('pay_status').notNull().default(0),
    /** 1 once the fee is set and notified to the shipper */
    serviceAmountStatus: smallint('service_amount_status').notNull().default(0),
    /** the seals of the release (ReleaseSignStatus) */
    signStatus: smallint('sign_status').notNull().default(0),
    /** 0 not split, 1 submitted, 2 seen / no split needed (a release of whole receipts) */
    traySplitStatus: smallint('tray_split_status').notNull().default(0),
    /** 1 proposed (automatic), 2 by hand */
    traySplitType: smallint('tray_split_type'),
    /** 1 when more trays were picked than the bank asked for */
    exceedStatus: smallint('exceed_status'),
    /** where the goods go (the pick-up's destination) */
    dest: varchar('dest', { length: 200 }),
    /** the last rejection's reason */
    descr: varchar('descr', { length: 255 }),
    /** the pick-up feedback to the bank (like the pledge push): tries, the next try, the last error, when accepted */
    feedbackTries: integer('feedback_tries').notNull().default(0),
    feedbackNextAt: timestamp('feedback_next_at', { withTimezone: true }),
    feedbackError: varchar('feedback_error', { length: 255 }),
    fedAt: timestamp('fed_at', { withTimezone: true }),
    finishTime: timestamp('finish_time', { withTimezone: true }),
    ...auditColumns(),
  },
  (t) => [
    uniqueIndex('kc_ccb_release_code_uq').on(t.tenantId, t.code),
    uniqueIndex('kc_ccb_release_instruction_uq').on(t.applyId, t.instructionNo),
    index('kc_ccb_release_list_idx').on(t.tenantId, t.isDeleted, t.createTime.desc()),
    index('kc_ccb_release_shipper_idx').on(t.shipperId, t.status),
    index('kc_ccb_release_warehouse_idx').on(t.warehouseId, t.status),
    index('kc_ccb_release_bank_idx').on(t.bankId, t.status),
    index('kc_ccb_release_feedback_idx')
      .on(t.feedbackNextAt)
      .where(sql`${t.fedAt} is null and ${t.feedbackNextAt} is not null`),
  ],
);

/**
 * The receipts of a release (spec 3 §3 release receipt row): the pledged receipt, whole ('01') or in part ('02': the
 * weight and trays to release), the successors once the tray split replaced it (the part that leaves on a lineage of
 * its own, and the pledged remainder), and the row's pledge status as the release reads it. `live` 1 while the
 * release is live: one live release per receipt (`kc_ccb_release_bill_live_uq`).
 */
export const ccbReleaseBill = pgTable(
  'kc_ccb_release_bill',
  {
    id: idColumn(),
    tenantId: tenantColumn(),
    releaseId: refId('release_id').notNull(),
    oldWrInfoId: refId('old_wr_info_id').notNull(),
    oldWrInfoCode: varchar('old_wr_info_code', { length: 50 }).notNull(),
    takeGoodType: varchar('take_good_type', { length: 2 }).notNull(),
    /** trays to release */
    number: integer('number'),
    /** weight to release (the whole receipt's for '01') */
    weight: numeric('weight', { precision: 16, scale: 2 }).notNull(),
    quantity: numeric('quantity', { precision: 16, scale: 2 }),
    /** the successors once split: the part that leaves, the pledged remainder */
    leaveWrInfoId: refId('leave_wr_info_id'),
    remainWrInfoId: refId('remain_wr_info_id'),
    dgeCcbStatus: smallint('dge_ccb_status').notNull(),
    live: smallint('live').notNull().default(1),
    sort: integer('sort').notNull().default(0),
    createTime: timestamp('create_time', { withTimezone: true }).notNull().defaultNow(),
    updateTime: timestamp('update_time', { withTimezone: true }).notNull().defaultNow(),
    remark: text('remark'),
  },
  (t) => [
    uniqueIndex('kc_ccb_release_bill_uq').on(t.releaseId, t.oldWrInfoId),
    uniqueIndex('kc_ccb_release_bill_live_uq').on(t.oldWrInfoId).where(sql`${t.live} = 1`),
    index('kc_ccb_release_bill_release_idx').on(t.releaseId),
  ],
);

/**
 * The tray split's selection (托盘拆分; spec 3 §2 Receipt split by trays, §4 Tray split status; README "The tray
 * split"): for a release receipt row that leaves in part, the WMS trays the shipper picked (`trayId`, with its
 * container, goods and the weight and count the receipt was generated with), or, for goods no WMS holds, a lot the
 * warehouse recorded (`trayId` null: `lotLabel`, weight, quantity). `status` 0 draft, 1 submitted (locked). `live` 1
 * while the release is live: one tray in at most one live split (`kc_tray_split_tmp_tray_uq`).
 */
export const traySplitTmp = pgTable(
  'kc_tray_split_tmp',
  {
    id: idColumn(),
    tenantId: tenantColumn(),
    releaseId: refId('release_id').notNull(),
    releaseBillId: refId('release_bill_id').notNull(),
    /** the pledged receipt the row splits */
    billId: refId('bill_id').notNull(),
    trayId: refId('tray_id'),
    containerId: refId('container_id'),
    goodsId: refId('goods_id'),
    trayCode: varchar('tray_code', { length: 64 }),
    lotLabel: varchar('lot_label', { length: 50 }),
    weight: numeric('weight', { precision: 16, scale: 2 }).notNull(),
    quantity: numeric('quantity', { precision: 16, scale: 2 }).notNull(),
    status: smallint('status').notNull().default(0),
    live: smallint('live').notNull().default(1),
    createUser: refId('create_user'),
    createTime: timestamp('create_time', { withTimezone: true }).notNull().defaultNow(),
    updateTime: timestamp('update_time', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('kc_tray_split_tmp_tray_uq').on(t.trayId).where(sql`${t.live} = 1 and ${t.trayId} is not null`),
    index('kc_tray_split_tmp_release_idx').on(t.releaseId),
    index('kc_tray_split_tmp_bill_idx').on(t.releaseBillId),
  ],
);

/**
 * The release confirmations' seals (解押签章; README "Release signatures"): one row per (release receipt row, kind
 * 'release-shipper' | 'release-warehouse'), with the file as sealed then — a retried batch or a second tab never
 * seals twice (`kc_ccb_release_sign_uq`).
 */
export const ccbReleaseSign = pgTable(
  'kc_ccb_release_sign',
  {
    id: idColumn(),
    tenantId: tenantColumn(),
    releaseId: refId('release_id').notNull(),
    releaseBillId: refId('release_bill_id').notNull(),
    kind: varchar('kind', { length: 20 }).notNull(),
    enterpriseId: refId('enterprise_id').notNull(),
    fileId: refId('file_id').notNull(),
    sha256: varchar('sha256', { length: 64 }).notNull(),
    actorId: refId('actor_id'),
    createTime: timestamp('create_time', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('kc_ccb_release_sign_uq').on(t.releaseBillId, t.kind),
    index('kc_ccb_release_sign_release_idx').on(t.releaseId),
  ],
);

import { sql } from 'drizzle-orm';
import { index, integer, jsonb, numeric, pgTable, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { auditColumns, idColumn, refId, tenantColumn } from '../../platform/db/columns';
import type { ReceiptPdfData } from './receipt-pdf';

/** A receipt attribute as the receipt carries it (spec 3 §3: attrCode, attrName, value, isSplit). */
export type ReceiptAttr = { attrCode: string; attrName: string; value: string; isSplit: number };

/** How many characters a receipt's locator holds (the column's width). */
export const RECEIPT_LOCATOR_MAX = 100;

/**
 * Warehouse receipts (仓单, ple bill; spec 3 §3–4). `status` is the receipt status (ReceiptStatus in
 * @kc/domain/receipt/status: 10 original generated → 20 → 30 → 40 → 1 in effect …). One receipt per inbound
 * batch; the current PDF (`fileId`, its SHA-256 in `fileSha256`) is replaced by each signature, the earlier
 * ones stay in kc_ple_bill_sign.
 */
export const receipt = pgTable(
  'kc_ple_bill',
  {
    id: idColumn(),
    tenantId: tenantColumn(),
    code: varchar('code', { length: 50 }).notNull(),
    /** The inbound order (the receipt-generation application, applyId) and its batch. */
    inputId: refId('input_id'),
    inputBatchId: refId('input_batch_id'),
    /** Later origins (external goods application, WMS split, contract); null until those modules exist. */
    goodsId: refId('goods_id'),
    disassembleId: refId('disassemble_id'),
    contractId: refId('contract_id'),
    /** A warehouse move (移库) whose target warehouse issued this receipt (the move's batch-sign origin). */
    moveId: refId('move_id'),
    /** the release (解押) whose partial release issued it: the batch-sign origin `releaseId` */
    releaseId: refId('release_id'),
    /**
     * ARCHITECTURE §11 successors: the receipt this one replaces (transfer, move…) and the process that issued it
     * ('transfer' | 'move'); null for a receipt generated from an inbound order.
     */
    originBillId: refId('origin_bill_id'),
    originProcess: varchar('origin_process', { length: 16 }),
    /**
     * The goods this receipt stands for: its own id for a receipt from an inbound order, its origin's for a
     * successor that carries the same goods on. At most one receipt of a lineage is valid for a holder (in
     * effect or in one of the later statuses an effective receipt moves to): `kc_ple_bill_lineage_live_uq`.
     */
    lineageId: refId('lineage_id'),
    materialId: refId('material_id').notNull(),
    materialName: varchar('material_name', { length: 200 }).notNull(),
    /** The shipper enterprise (cargoOwnerId) and the warehouse enterprise. */
    cargoOwnerId: refId('cargo_owner_id').notNull(),
    warehouseId: refId('warehouse_id').notNull(),
    /** Application sign status (apply_sign_status: 1 warehouse, 2 shipper, 3 platform; -1 none). */
    signStatus: integer('sign_status').notNull().default(1),
    /** Last batch-sign result for this receipt (sign_batch_status: 0 ok, 1 failed, 2 signing, 3 not signed). */
    signBatchStatus: integer('sign_batch_status').notNull().default(3),
    dgeCcbStatus: integer('dge_ccb_status'),
    totalWeight: numeric('total_weight', { precision: 16, scale: 2 }).notNull(),
    weightUnit: varchar('weight_unit', { length: 8 }),
    totalQuantity: numeric('total_quantity', { precision: 16, scale: 2 }).notNull(),
    numberUnit: varchar('number_unit', { length: 8 }),
    locator: varchar('locator', { length: RECEIPT_LOCATOR_MAX }),
    attrs: jsonb('attrs').$type<ReceiptAttr[]>().notNull().default([]),
    /** The generated (unsigned) PDF, and the current one with every signature so far. */
    originalFileId: refId('original_file_id'),
    fileId: refId('file_id'),
    fileSha256: varchar('file_sha256', { length: 64 }),
    /** Random token (≥128 bits, base64url) of the public verification page the PDF's QR code opens. */
    verifyToken: varchar('verify_token', { length: 32 }).notNull(),
    effectiveTime: timestamp('effective_time', { withTimezone: true }),
    ...auditColumns(),
  },
  (t) => [
    uniqueIndex('kc_ple_bill_code_uq').on(t.tenantId, t.code),
    uniqueIndex('kc_ple_bill_verify_uq').on(t.verifyToken),
    index('kc_ple_bill_list_idx').on(t.tenantId, t.isDeleted, t.createTime.desc().nullsFirst()),
    index('kc_ple_bill_owner_idx').on(t.cargoOwnerId, t.isDeleted, t.status),
    index('kc_ple_bill_warehouse_idx').on(t.warehouseId, t.isDeleted, t.status),
    index('kc_ple_bill_input_idx').on(t.inputId, t.isDeleted),
    index('kc_ple_bill_material_idx').on(t.materialId, t.isDeleted, t.status),
    index('kc_ple_bill_goods_idx').on(t.goodsId),
    index('kc_ple_bill_disassemble_idx').on(t.disassembleId),
    index('kc_ple_bill_contract_idx').on(t.contractId),
    index('kc_ple_bill_move_idx').on(t.moveId),
    index('kc_ple_bill_release_idx').on(t.releaseId),
    index('kc_ple_bill_origin_idx').on(t.originBillId),
    // The database's guard that no goods are ever represented by two valid receipts: a successor can come into
    // effect only after its origin left the valid statuses (LIVE_RECEIPT_STATUSES of @kc/domain/receipt/status).
    uniqueIndex('kc_ple_bill_lineage_live_uq')
      .on(t.lineageId)
      .where(sql`status in (1, 50, 60, 70, 80, 90, 91, 92, 99) and is_deleted = 0`),
  ],
);

/**
 * The receipt's chain of events with hashes: its generation and each party's signature. One row per
 * (receipt, kind): a retried signing job can never record a second signature for the same party.
 */
export const receiptSign = pgTable(
  'kc_ple_bill_sign',
  {
    id: idColumn(),
    billId: refId('bill_id').notNull(),
    /** 'generate' | 'warehouse' | 'shipper' | 'platform' */
    kind: varchar('kind', { length: 12 }).notNull(),
    enterpriseId: refId('enterprise_id'),
    enterpriseName: varchar('enterprise_name', { length: 100 }),
    /** The PDF as it stood after this event, and its SHA-256. */
    fileId: refId('file_id').notNull(),
    sha256: varchar('sha256', { length: 64 }).notNull(),
    /** The receipt status this event moved to. */
    toStatus: integer('to_status').notNull(),
    actorId: refId('actor_id'),
    actorName: varchar('actor_name', { length: 50 }),
    createTime: timestamp('create_time', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('kc_ple_bill_sign_uq').on(t.billId, t.kind),
    index('kc_ple_bill_sign_time_idx').on(t.billId, t.createTime),
  ],
);

/**
 * ARCHITECTURE §11: a receipt belongs to at most one live process (contract, transfer, move, pledge, split,
 * outbound, release). The primary key on `bill_id` is the guard: of two processes racing for a receipt, only one
 * inserts its row; the process releases it in the transaction that ends or voids it.
 */
export const receiptReservation = pgTable(
  'kc_ple_bill_reservation',
  {
    billId: refId('bill_id').primaryKey(),
    tenantId: tenantColumn(),
    /** ReceiptProcess of @kc/domain/receipt/reservation: 'contract' | 'transfer' | … */
    process: varchar('process', { length: 16 }).notNull(),
    processId: refId('process_id').notNull(),
    createTime: timestamp('create_time', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('kc_ple_bill_reservation_process_idx').on(t.process, t.processId)],
);

/** What a generated receipt's first PDF is drawn from and recorded with (receipt-document.ts). */
export type ReceiptRenderInput = {
  /** everything the PDF prints, as the generation saw it (some of it, such as a container's case number, is not on the receipt) */
  print: ReceiptPdfData;
  /** the generation's audit event payload, to which the PDF's SHA-256 is added */
  payload: Record<string, unknown>;
  /** who generated the receipt (the actor of the chain's first row and of the audit event) */
  actor: { userId: string; postId: string | null; tenantId: string };
  actorName: string | null;
  /** the warehouse, named on the chain's first row */
  warehouse: { id: string; name: string };
  /** the generation's time (ISO), the chain's first row's */
  generatedAt: string;
};

/**
 * A generated receipt whose first PDF is still to be drawn (documents render outside the database
 * transaction). Written with the receipt in the generation's transaction and removed in the short one that stores the
 * PDF, the chain's first row and the generation's audit event; while it exists the receipt has no file, and whatever
 * needs the file draws it first.
 */
export const receiptRender = pgTable('kc_ple_bill_render', {
  billId: refId('bill_id').primaryKey(),
  input: jsonb('input').$type<ReceiptRenderInput>().notNull(),
  createTime: timestamp('create_time', { withTimezone: true }).notNull().defaultNow(),
});

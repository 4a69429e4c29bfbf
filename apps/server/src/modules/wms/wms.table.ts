import type { ReconcileFindingKind } from '@kc/domain/wms/wms';
import { sql } from 'drizzle-orm';
import {
  bigint,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { auditColumns, idColumn, refId, tenantColumn } from '../../platform/db/columns';

/** A goods attribute as the WMS reports it (mapped to the category's receipt attributes by attrCode). */
export type WmsGoodsAttr = { attrCode: string; attrName: string; value: string };

/**
 * The platform's mirror of the WMS containers (货箱; spec 3 §3 Container). One row per (WMS platform, the WMS's
 * container id); written only by the sync (push and pull, version-gated: an older snapshot never overwrites a newer
 * one) and by the platform's own moves of `status` (ContainerStatus of @kc/domain/wms/wms: 1 → 4 → 5 → 10 → 11).
 * `billId` is the receipt generated from it and `lineageId` that receipt's lineage, so a successor (transfer,
 * move) still finds its goods.
 */
export const wmsContainer = pgTable(
  'kc_wms_container',
  {
    id: idColumn(),
    tenantId: tenantColumn(),
    /** the WMS platform (dictionary thirdwms_enterprise) */
    warehouseUnitId: varchar('warehouse_unit_id', { length: 20 }).notNull(),
    externalId: varchar('external_id', { length: 64 }).notNull(),
    caseNumber: varchar('case_number', { length: 64 }).notNull(),
    /** the warehouse and the cargo owner enterprises (matched by the codes the WMS reports; null when unknown) */
    warehouseId: refId('warehouse_id'),
    cargoOwnerId: refId('cargo_owner_id'),
    warehouseCode: varchar('warehouse_code', { length: 50 }),
    ownerCode: varchar('owner_code', { length: 50 }),
    billId: refId('bill_id'),
    lineageId: refId('lineage_id'),
    /** the application that holds it (status 4 and 5) */
    applyId: refId('apply_id'),
    actualWarehousTime: timestamp('actual_warehous_time', { withTimezone: true }),
    materialNames: varchar('material_names', { length: 400 }),
    totalWeight: numeric('total_weight', { precision: 16, scale: 2 }).notNull().default('0'),
    weightUnit: varchar('weight_unit', { length: 8 }),
    totalNum: numeric('total_num', { precision: 16, scale: 2 }).notNull().default('0'),
    numUnit: varchar('num_unit', { length: 8 }),
    trayCounts: integer('tray_counts').notNull().default(0),
    tidanCode: varchar('tidan_code', { length: 64 }),
    contractCode: varchar('contract_code', { length: 64 }),
    contractBegin: varchar('contract_begin', { length: 10 }),
    contractEnd: varchar('contract_end', { length: 10 }),
    /** the WMS's version of the snapshot last applied */
    wmsVersion: bigint('wms_version', { mode: 'number' }).notNull().default(0),
    /** whether the WMS reports it locked (1) */
    wmsLocked: smallint('wms_locked').notNull().default(0),
    /** a lock (1) or unlock (2) the platform decided and has not yet told the WMS (the outbox); 0 nothing */
    lockPending: smallint('lock_pending').notNull().default(0),
    /** gone from the WMS (1): kept for the record */
    removed: smallint('removed').notNull().default(0),
    syncTime: timestamp('sync_time', { withTimezone: true }),
    ...auditColumns(),
  },
  (t) => [
    uniqueIndex('kc_wms_container_ext_uq').on(t.tenantId, t.warehouseUnitId, t.externalId),
    index('kc_wms_container_case_idx').on(t.tenantId, t.warehouseUnitId, t.caseNumber),
    index('kc_wms_container_list_idx').on(t.tenantId, t.isDeleted, t.createTime.desc().nullsFirst(), t.id),
    index('kc_wms_container_owner_idx').on(t.cargoOwnerId, t.isDeleted, t.createTime.desc().nullsFirst()),
    index('kc_wms_container_warehouse_idx').on(t.warehouseId, t.isDeleted, t.createTime.desc().nullsFirst()),
    index('kc_wms_container_bill_idx').on(t.billId),
    index('kc_wms_container_lineage_idx').on(t.lineageId),
    index('kc_wms_container_apply_idx').on(t.applyId),
    index('kc_wms_container_lock_idx').on(t.lockPending).where(sql`lock_pending <> 0`),
  ],
);

/** spec 3 §3 Goods: the goods of a container (a WMS category and its attributes). */
export const wmsGoods = pgTable(
  'kc_wms_goods',
  {
    id: idColumn(),
    tenantId: tenantColumn(),
    containerId: refId('container_id').notNull(),
    externalId: varchar('external_id', { length: 64 }).notNull(),
    goodsName: varchar('goods_name', { length: 200 }).notNull(),
    /** the WMS's cargo category code and name (the WMS mapping's externalMaterialId, wmsMaterialName) */
    externalMaterialId: varchar('external_material_id', { length: 100 }),
    wmsMaterialName: varchar('wms_material_name', { length: 100 }),
    attrs: jsonb('attrs').$type<WmsGoodsAttr[]>().notNull().default([]),
    totalWeight: numeric('total_weight', { precision: 16, scale: 2 }).notNull().default('0'),
    totalNum: numeric('total_num', { precision: 16, scale: 2 }).notNull().default('0'),
    weightUnit: varchar('weight_unit', { length: 8 }),
    numUnit: varchar('num_unit', { length: 8 }),
    trayCounts: integer('tray_counts').notNull().default(0),
    removed: smallint('removed').notNull().default(0),
    createTime: timestamp('create_time', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('kc_wms_goods_ext_uq').on(t.containerId, t.externalId),
    index('kc_wms_goods_list_idx').on(t.containerId, t.removed),
  ],
);

/** spec 3 §3 Tray: a tray of goods with its RFID tag and its place (siteCode). `status` is TrayStatus (1, 10, 11). */
export const wmsTray = pgTable(
  'kc_wms_tray',
  {
    id: idColumn(),
    tenantId: tenantColumn(),
    containerId: refId('container_id').notNull(),
    goodsId: refId('goods_id').notNull(),
    externalId: varchar('external_id', { length: 64 }).notNull(),
    trayCode: varchar('tray_code', { length: 64 }).notNull(),
    rfidCode: varchar('rfid_code', { length: 64 }),
    siteCode: varchar('site_code', { length: 64 }),
    trayGoodsNum: numeric('tray_goods_num', { precision: 16, scale: 2 }).notNull().default('0'),
    trayGoodsWeight: numeric('tray_goods_weight', { precision: 16, scale: 2 }).notNull().default('0'),
    residueNum: numeric('residue_num', { precision: 16, scale: 2 }).notNull().default('0'),
    residueWeight: numeric('residue_weight', { precision: 16, scale: 2 }).notNull().default('0'),
    numUnit: varchar('num_unit', { length: 8 }),
    weightUnit: varchar('weight_unit', { length: 8 }),
    status: integer('status').notNull().default(1),
    /** when its tag was last read by an RFID device (the WMS's report) */
    lastScanTime: timestamp('last_scan_time', { withTimezone: true }),
    removed: smallint('removed').notNull().default(0),
    createTime: timestamp('create_time', { withTimezone: true }).notNull().defaultNow(),
    updateTime: timestamp('update_time', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('kc_wms_tray_ext_uq').on(t.goodsId, t.externalId),
    index('kc_wms_tray_container_idx').on(t.containerId, t.removed),
    index('kc_wms_tray_rfid_idx').on(t.tenantId, t.rfidCode),
  ],
);

/** spec 3 §3 Tray transfer record (a tray moved from one place to another), one per WMS event. */
export const wmsTrayTransfer = pgTable(
  'kc_wms_tray_transfer',
  {
    id: idColumn(),
    tenantId: tenantColumn(),
    warehouseUnitId: varchar('warehouse_unit_id', { length: 20 }).notNull(),
    eventId: varchar('event_id', { length: 64 }).notNull(),
    transferBatchId: varchar('transfer_batch_id', { length: 64 }),
    trayId: refId('tray_id'),
    trayCode: varchar('tray_code', { length: 64 }).notNull(),
    outSite: varchar('out_site', { length: 64 }),
    inSite: varchar('in_site', { length: 64 }),
    containerId: refId('container_id'),
    caseNumber: varchar('case_number', { length: 64 }),
    /** the container's owner and warehouse at the time, for who may see it */
    cargoOwnerId: refId('cargo_owner_id'),
    warehouseId: refId('warehouse_id'),
    billId: refId('bill_id'),
    moveTime: timestamp('move_time', { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('kc_wms_tray_transfer_event_uq').on(t.tenantId, t.warehouseUnitId, t.eventId),
    index('kc_wms_tray_transfer_list_idx').on(t.tenantId, t.moveTime.desc()),
    index('kc_wms_tray_transfer_container_idx').on(t.containerId),
    index('kc_wms_tray_transfer_batch_idx').on(t.transferBatchId),
  ],
);

/**
 * spec 3 §3 External apply record: an owner's application for receipts on containers (case numbers comma-joined).
 * `status` is WmsApplyStatus (10 → 1, or 11). Its id is the batch-sign origin `goodsId` of the receipts it
 * generates (the receipt's goods_id).
 */
export const wmsApply = pgTable(
  'kc_wms_apply',
  {
    id: idColumn(),
    tenantId: tenantColumn(),
    applyCode: varchar('apply_code', { length: 32 }).notNull(),
    warehouseUnitId: varchar('warehouse_unit_id', { length: 20 }).notNull(),
    warehouseId: refId('warehouse_id').notNull(),
    cargoOwnerId: refId('cargo_owner_id').notNull(),
    caseNumber: text('case_number').notNull(),
    descr: varchar('descr', { length: 200 }),
    handleTime: timestamp('handle_time', { withTimezone: true }),
    handleUser: refId('handle_user'),
    ...auditColumns(),
  },
  (t) => [
    uniqueIndex('kc_wms_apply_code_uq').on(t.tenantId, t.applyCode),
    index('kc_wms_apply_owner_idx').on(t.cargoOwnerId, t.isDeleted, t.createTime.desc()),
    index('kc_wms_apply_warehouse_idx').on(t.warehouseId, t.isDeleted, t.createTime.desc()),
  ],
);

/** The containers of an application (the container's applyId points at its live one). */
export const wmsApplyContainer = pgTable(
  'kc_wms_apply_container',
  {
    applyId: refId('apply_id').notNull(),
    containerId: refId('container_id').notNull(),
    /** the container status before the application (what a rejection restores) */
    fromStatus: integer('from_status').notNull(),
    billId: refId('bill_id'),
  },
  (t) => [primaryKey({ columns: [t.applyId, t.containerId] }), index('kc_wms_apply_container_c_idx').on(t.containerId)],
);

/** The trays a receipt was generated from, as they were then (what reconciliation holds the WMS to). */
export const wmsBillTray = pgTable(
  'kc_wms_bill_tray',
  {
    billId: refId('bill_id').notNull(),
    trayId: refId('tray_id').notNull(),
    containerId: refId('container_id').notNull(),
    trayCode: varchar('tray_code', { length: 64 }).notNull(),
    rfidCode: varchar('rfid_code', { length: 64 }),
    weight: numeric('weight', { precision: 16, scale: 2 }).notNull(),
    num: numeric('num', { precision: 16, scale: 2 }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.billId, t.trayId] }), index('kc_wms_bill_tray_container_idx').on(t.containerId)],
);

/**
 * Alarms (spec 3 §2 Alarms, §3 Alarm detail): from the WMS (offline device, container, weight; keyed by the WMS's
 * alarm id) or from the platform's reconciliation (keyed by receipt and finding). `status` is AlarmStatus (0 open,
 * 1 handled); an open alarm on goods under a receipt keeps the receipt at 90 (kc_wms_alarm_bill).
 */
export const wmsAlarm = pgTable(
  'kc_wms_alarm',
  {
    id: idColumn(),
    tenantId: tenantColumn(),
    code: varchar('code', { length: 32 }).notNull(),
    warehouseUnitId: varchar('warehouse_unit_id', { length: 20 }).notNull(),
    /** 'wms' | 'reconcile' */
    source: varchar('source', { length: 12 }).notNull(),
    externalId: varchar('external_id', { length: 100 }).notNull(),
    type: integer('type').notNull(),
    content: varchar('content', { length: 500 }).notNull().default(''),
    warehouseId: refId('warehouse_id'),
    cargoOwnerId: refId('cargo_owner_id'),
    containerId: refId('container_id'),
    caseNumber: varchar('case_number', { length: 64 }),
    billId: refId('bill_id'),
    rfidJson: jsonb('rfid_json').$type<{ epcCode: string; scanTime: string | null }[]>().notNull().default([]),
    wmsVersion: bigint('wms_version', { mode: 'number' }).notNull().default(0),
    raisedTime: timestamp('raised_time', { withTimezone: true }).notNull(),
    /** the WMS reported it cleared (the platform still has it handled by a person) */
    clearedTime: timestamp('cleared_time', { withTimezone: true }),
    handleTime: timestamp('handle_time', { withTimezone: true }),
    handleUser: refId('handle_user'),
    handleUserName: varchar('handle_user_name', { length: 50 }),
    handleDescr: varchar('handle_descr', { length: 200 }),
    ...auditColumns(),
  },
  (t) => [
    uniqueIndex('kc_wms_alarm_ext_uq').on(t.tenantId, t.warehouseUnitId, t.source, t.externalId),
    uniqueIndex('kc_wms_alarm_code_uq').on(t.tenantId, t.code),
    index('kc_wms_alarm_list_idx').on(t.tenantId, t.type, t.status, t.raisedTime.desc()),
    index('kc_wms_alarm_container_idx').on(t.containerId, t.status),
    index('kc_wms_alarm_bill_idx').on(t.billId, t.status),
  ],
);

/** The receipts an alarm put to 90 and the status each came from (and returns to when no open alarm remains). */
export const wmsAlarmBill = pgTable(
  'kc_wms_alarm_bill',
  {
    alarmId: refId('alarm_id').notNull(),
    billId: refId('bill_id').notNull(),
    fromStatus: integer('from_status').notNull(),
    /** 1 once the alarm was handled (the receipt returned, or another open alarm still holds it) */
    closed: smallint('closed').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.alarmId, t.billId] }), index('kc_wms_alarm_bill_open_idx').on(t.billId, t.closed)],
);

/** An offline alarm's devices (offlineAlarmDetaiListByPage by alarmId). */
export const wmsAlarmDevice = pgTable(
  'kc_wms_alarm_device',
  {
    id: idColumn(),
    alarmId: refId('alarm_id').notNull(),
    deviceCode: varchar('device_code', { length: 64 }).notNull(),
    deviceName: varchar('device_name', { length: 100 }),
    offlineTime: timestamp('offline_time', { withTimezone: true }),
    onlineTime: timestamp('online_time', { withTimezone: true }),
  },
  (t) => [uniqueIndex('kc_wms_alarm_device_uq').on(t.alarmId, t.deviceCode)],
);

/** A container alarm's trays (detailListByPage by containerAlarmId). */
export const wmsAlarmTray = pgTable(
  'kc_wms_alarm_tray',
  {
    id: idColumn(),
    alarmId: refId('alarm_id').notNull(),
    trayCode: varchar('tray_code', { length: 64 }).notNull(),
    rfidCode: varchar('rfid_code', { length: 64 }),
    siteCode: varchar('site_code', { length: 64 }),
    caseNumber: varchar('case_number', { length: 64 }),
    reason: varchar('reason', { length: 200 }),
  },
  (t) => [uniqueIndex('kc_wms_alarm_tray_uq').on(t.alarmId, t.trayCode)],
);

/** The RFID scan warn log: reads the WMS flagged (an unknown tag, a tag at the wrong place…). */
export const wmsRfidWarn = pgTable(
  'kc_wms_rfid_warn',
  {
    id: idColumn(),
    tenantId: tenantColumn(),
    warehouseUnitId: varchar('warehouse_unit_id', { length: 20 }).notNull(),
    eventId: varchar('event_id', { length: 64 }).notNull(),
    epcCode: varchar('epc_code', { length: 64 }).notNull(),
    trayCode: varchar('tray_code', { length: 64 }),
    siteCode: varchar('site_code', { length: 64 }),
    deviceCode: varchar('device_code', { length: 64 }),
    warehouseId: refId('warehouse_id'),
    scanTime: timestamp('scan_time', { withTimezone: true }).notNull(),
    warn: varchar('warn', { length: 200 }).notNull(),
  },
  (t) => [
    uniqueIndex('kc_wms_rfid_warn_uq').on(t.tenantId, t.warehouseUnitId, t.eventId, t.epcCode),
    index('kc_wms_rfid_warn_list_idx').on(t.tenantId, t.scanTime.desc()),
  ],
);

/**
 * The callback inbox of WMS pushes (ARCHITECTURE §9): one row per (platform, WMS event id), so a duplicate is
 * stored once and applied once; `status` 0 received, 1 applied, 2 refused (with its reason).
 */
export const wmsInbox = pgTable(
  'kc_wms_inbox',
  {
    id: idColumn(),
    tenantId: tenantColumn(),
    warehouseUnitId: varchar('warehouse_unit_id', { length: 20 }).notNull(),
    eventId: varchar('event_id', { length: 64 }).notNull(),
    type: varchar('type', { length: 16 }).notNull(),
    seq: bigint('seq', { mode: 'number' }).notNull().default(0),
    /** 'push' | 'pull' */
    source: varchar('source', { length: 8 }).notNull(),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull(),
    status: smallint('status').notNull().default(0),
    reason: varchar('reason', { length: 200 }),
    receivedTime: timestamp('received_time', { withTimezone: true }).notNull().defaultNow(),
    processedTime: timestamp('processed_time', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('kc_wms_inbox_event_uq').on(t.tenantId, t.warehouseUnitId, t.eventId),
    index('kc_wms_inbox_pending_idx').on(t.status).where(sql`status = 0`),
  ],
);

/** Per (tenant, WMS platform): how far the pull has read the WMS's change feed, and its last run. */
export const wmsSyncState = pgTable(
  'kc_wms_sync_state',
  {
    tenantId: tenantColumn(),
    warehouseUnitId: varchar('warehouse_unit_id', { length: 20 }).notNull(),
    lastSeq: bigint('last_seq', { mode: 'number' }).notNull().default(0),
    lastPullTime: timestamp('last_pull_time', { withTimezone: true }),
    lastPullResult: varchar('last_pull_result', { length: 200 }),
  },
  (t) => [primaryKey({ columns: [t.tenantId, t.warehouseUnitId] })],
);

/** A reconciliation run (the screen shows the last one and its findings). `status` is ReconcileRunStatus. */
export const wmsReconcileRun = pgTable(
  'kc_wms_reconcile_run',
  {
    id: idColumn(),
    tenantId: tenantColumn(),
    status: smallint('status').notNull().default(0),
    /** 'job' | 'manual' */
    trigger: varchar('trigger', { length: 12 }).notNull(),
    actorId: refId('actor_id'),
    startTime: timestamp('start_time', { withTimezone: true }).notNull().defaultNow(),
    endTime: timestamp('end_time', { withTimezone: true }),
    receiptsChecked: integer('receipts_checked').notNull().default(0),
    containersChecked: integer('containers_checked').notNull().default(0),
    findingsCount: integer('findings_count').notNull().default(0),
    alarmsRaised: integer('alarms_raised').notNull().default(0),
    message: varchar('message', { length: 200 }),
  },
  (t) => [
    index('kc_wms_reconcile_run_idx').on(t.tenantId, t.startTime.desc()),
    // one running reconciliation per tenant
    uniqueIndex('kc_wms_reconcile_running_uq').on(t.tenantId).where(sql`status = 0`),
  ],
);

export const wmsReconcileFinding = pgTable(
  'kc_wms_reconcile_finding',
  {
    id: idColumn(),
    runId: refId('run_id').notNull(),
    tenantId: tenantColumn(),
    billId: refId('bill_id'),
    billCode: varchar('bill_code', { length: 50 }),
    containerId: refId('container_id'),
    caseNumber: varchar('case_number', { length: 64 }),
    kind: varchar('kind', { length: 20 }).$type<ReconcileFindingKind>().notNull(),
    detail: varchar('detail', { length: 300 }).notNull(),
    expected: varchar('expected', { length: 50 }),
    actual: varchar('actual', { length: 50 }),
    alarmId: refId('alarm_id'),
  },
  (t) => [index('kc_wms_reconcile_finding_run_idx').on(t.runId)],
);

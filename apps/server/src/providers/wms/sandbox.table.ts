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
import { idColumn, refId } from '../../platform/db/columns';
import type { WmsAlarmSnapshot, WmsEvent } from './port';

/**
 * The WMS sandbox's own books: a small warehouse per (tenant, WMS platform) that lives on its own (README.md).
 * Every row carries the tenant and the platform (`unit`, a key of dictionary thirdwms_enterprise); the sandbox's
 * own ids are the WMS's ids on the wire (containerId, goodsId, trayId, alarmId).
 */

/** A container (货箱). `version` grows with every change to it or to anything in it. */
export const sandboxWmsContainer = pgTable(
  'sandbox_wms_container',
  {
    id: idColumn(),
    tenantId: varchar('tenant_id', { length: 12 }).notNull(),
    unit: varchar('unit', { length: 20 }).notNull(),
    caseNumber: varchar('case_number', { length: 64 }).notNull(),
    warehouseCode: varchar('warehouse_code', { length: 50 }).notNull(),
    ownerCode: varchar('owner_code', { length: 50 }).notNull(),
    inTime: timestamp('in_time', { withTimezone: true }),
    tidanCode: varchar('tidan_code', { length: 64 }),
    contractCode: varchar('contract_code', { length: 64 }),
    contractBegin: varchar('contract_begin', { length: 10 }),
    contractEnd: varchar('contract_end', { length: 10 }),
    locked: smallint('locked').notNull().default(0),
    /** all goods gone out of the warehouse */
    removed: smallint('removed').notNull().default(0),
    version: integer('version').notNull().default(1),
    createTime: timestamp('create_time', { withTimezone: true }).notNull(),
    updateTime: timestamp('update_time', { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('sandbox_wms_container_case_uq').on(t.tenantId, t.unit, t.caseNumber),
    index('sandbox_wms_container_unit_idx').on(t.tenantId, t.unit, t.id),
  ],
);

/** The goods of a container: a WMS cargo category (materialCode) with its attributes. */
export const sandboxWmsGoods = pgTable(
  'sandbox_wms_goods',
  {
    id: idColumn(),
    containerId: refId('container_id').notNull(),
    goodsName: varchar('goods_name', { length: 200 }).notNull(),
    materialCode: varchar('material_code', { length: 100 }),
    materialName: varchar('material_name', { length: 100 }),
    attrs: jsonb('attrs').$type<{ attrCode: string; attrName: string; value: string }[]>().notNull().default([]),
  },
  (t) => [index('sandbox_wms_goods_container_idx').on(t.containerId, t.id)],
);

/** A tray with its RFID tag and place. A removed tray stays as a record; the snapshots leave it out. */
export const sandboxWmsTray = pgTable(
  'sandbox_wms_tray',
  {
    id: idColumn(),
    tenantId: varchar('tenant_id', { length: 12 }).notNull(),
    unit: varchar('unit', { length: 20 }).notNull(),
    containerId: refId('container_id').notNull(),
    goodsId: refId('goods_id').notNull(),
    trayCode: varchar('tray_code', { length: 64 }).notNull(),
    rfidCode: varchar('rfid_code', { length: 64 }),
    siteCode: varchar('site_code', { length: 64 }),
    num: numeric('num', { precision: 16, scale: 2 }).notNull(),
    weight: numeric('weight', { precision: 16, scale: 2 }).notNull(),
    residueNum: numeric('residue_num', { precision: 16, scale: 2 }).notNull(),
    residueWeight: numeric('residue_weight', { precision: 16, scale: 2 }).notNull(),
    numUnit: varchar('num_unit', { length: 8 }),
    weightUnit: varchar('weight_unit', { length: 8 }),
    lastScanTime: timestamp('last_scan_time', { withTimezone: true }),
    removed: smallint('removed').notNull().default(0),
    /** 1: let go by a partial unlock (unlockTrays): it moves and leaves freely though its container is locked */
    unlocked: smallint('unlocked').notNull().default(0),
  },
  (t) => [
    uniqueIndex('sandbox_wms_tray_code_uq').on(t.tenantId, t.unit, t.trayCode),
    index('sandbox_wms_tray_container_idx').on(t.containerId, t.goodsId, t.id),
    index('sandbox_wms_tray_rfid_idx').on(t.tenantId, t.unit, t.rfidCode),
  ],
);

/** An RFID reader (or any device whose going offline the WMS reports). */
export const sandboxWmsDevice = pgTable(
  'sandbox_wms_device',
  {
    id: idColumn(),
    tenantId: varchar('tenant_id', { length: 12 }).notNull(),
    unit: varchar('unit', { length: 20 }).notNull(),
    warehouseCode: varchar('warehouse_code', { length: 50 }).notNull(),
    deviceCode: varchar('device_code', { length: 64 }).notNull(),
    deviceName: varchar('device_name', { length: 100 }),
    online: smallint('online').notNull().default(1),
    offlineTime: timestamp('offline_time', { withTimezone: true }),
    onlineTime: timestamp('online_time', { withTimezone: true }),
  },
  (t) => [uniqueIndex('sandbox_wms_device_code_uq').on(t.tenantId, t.unit, t.deviceCode)],
);

/** An alarm as the WMS keeps it; `snapshot` is what goes on the wire (its alarmId is this row's id). */
export const sandboxWmsAlarm = pgTable(
  'sandbox_wms_alarm',
  {
    id: idColumn(),
    tenantId: varchar('tenant_id', { length: 12 }).notNull(),
    unit: varchar('unit', { length: 20 }).notNull(),
    kind: varchar('kind', { length: 12 }).notNull(),
    status: varchar('status', { length: 8 }).notNull(),
    containerId: refId('container_id'),
    /** the device of an offline alarm (cleared when it comes back) */
    deviceCode: varchar('device_code', { length: 64 }),
    snapshot: jsonb('snapshot').$type<WmsAlarmSnapshot>().notNull(),
    version: integer('version').notNull().default(1),
    raisedAt: timestamp('raised_at', { withTimezone: true }).notNull(),
    clearedAt: timestamp('cleared_at', { withTimezone: true }),
  },
  (t) => [index('sandbox_wms_alarm_unit_idx').on(t.tenantId, t.unit, t.status, t.id)],
);

/** The change feed: every event the WMS made, in `seq` order per (tenant, unit); `event` is the wire form. */
export const sandboxWmsEvent = pgTable(
  'sandbox_wms_event',
  {
    tenantId: varchar('tenant_id', { length: 12 }).notNull(),
    unit: varchar('unit', { length: 20 }).notNull(),
    seq: bigint('seq', { mode: 'number' }).notNull(),
    eventId: varchar('event_id', { length: 40 }).notNull(),
    type: varchar('type', { length: 12 }).notNull(),
    event: jsonb('event').$type<WmsEvent>().notNull(),
    createTime: timestamp('create_time', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.tenantId, t.unit, t.seq] }), uniqueIndex('sandbox_wms_event_id_uq').on(t.eventId)],
);

/**
 * Pushes (one row per delivery of one change's events; a resend or the 'twice' mode is another row with the same
 * body). `status`: 'pending' (due at `nextAt`), 'held' (late / out of order), 'delivered', 'failed' (the schedule
 * ran out), 'dropped' (the drop mode: never pushed, only the pull finds the events).
 */
export const sandboxWmsDelivery = pgTable(
  'sandbox_wms_delivery',
  {
    id: idColumn(),
    tenantId: varchar('tenant_id', { length: 12 }).notNull(),
    unit: varchar('unit', { length: 20 }).notNull(),
    eventIds: jsonb('event_ids').$type<string[]>().notNull(),
    /** what the events are about, for the console ('container XH…', 'alarm', …) */
    summary: varchar('summary', { length: 200 }).notNull(),
    path: varchar('path', { length: 255 }).notNull(),
    body: text('body').notNull(),
    duplicate: smallint('duplicate').notNull().default(0),
    status: varchar('status', { length: 12 }).notNull(),
    holdReason: varchar('hold_reason', { length: 12 }),
    attempts: integer('attempts').notNull().default(0),
    nextAt: timestamp('next_at', { withTimezone: true }),
    lastStatus: integer('last_status'),
    lastAnswer: varchar('last_answer', { length: 200 }),
    deliveredAt: timestamp('delivered_at', { withTimezone: true }),
    history: jsonb('history').$type<{ at: string; status: number; answer: string }[]>().notNull().default([]),
    createTime: timestamp('create_time', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('sandbox_wms_delivery_due_idx').on(t.status, t.nextAt),
    index('sandbox_wms_delivery_unit_idx').on(t.tenantId, t.unit, t.id),
  ],
);

/**
 * Per (tenant, unit): the HMAC key shared with the platform (random, made on first use), the delivery mode and
 * time scale, and the counters of the feed and of generated case and tray numbers.
 */
export const sandboxWmsSetting = pgTable(
  'sandbox_wms_setting',
  {
    tenantId: varchar('tenant_id', { length: 12 }).notNull(),
    unit: varchar('unit', { length: 20 }).notNull(),
    signKey: varchar('sign_key', { length: 100 }).notNull(),
    mode: varchar('mode', { length: 12 }).notNull().default('normal'),
    timeScale: numeric('time_scale', { precision: 8, scale: 3 }).notNull().default('1'),
    lastSeq: bigint('last_seq', { mode: 'number' }).notNull().default(0),
    lastCase: bigint('last_case', { mode: 'number' }).notNull().default(0),
    lastTray: bigint('last_tray', { mode: 'number' }).notNull().default(0),
    updateTime: timestamp('update_time', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.tenantId, t.unit] })],
);

import { and, eq } from 'drizzle-orm';
import type { AppContext } from '../../platform/context';
import type {
  WmsAlarmSnapshot,
  WmsContainerSnapshot,
  WmsEvent,
  WmsGoodsSnapshot,
  WmsTraySnapshot,
} from '../../providers/wms/port';
import { enterpriseOf } from '../enterprise';
import { applyWmsEvents, type WmsUnit } from './sync-apply';
import { wmsContainer, wmsTray } from './wms.table';

/**
 * Hand-built WMS events and mirror helpers for the sync, alarm and reconciliation tests (and the benchmark): the
 * shapes of providers/wms/port.ts, applied through the one apply path.
 */

export const TENANT = '000000';

let sequence = 0;
const next = () => ++sequence;

export const traySnap = (over: Partial<WmsTraySnapshot> & { trayId: string }): WmsTraySnapshot => ({
  trayCode: `TP${over.trayId}`,
  rfidCode: `EPC${over.trayId}`,
  siteCode: 'A-01-01',
  num: '10.00',
  weight: '8.50',
  residueNum: over.num ?? '10.00',
  residueWeight: over.weight ?? '8.50',
  numUnit: '2',
  weightUnit: '1',
  lastScanTime: null,
  ...over,
});

export const goodsSnap = (goodsId: string, trays: WmsTraySnapshot[], over: Partial<WmsGoodsSnapshot> = {}) => ({
  goodsId,
  goodsName: '新疆机采棉',
  materialCode: 'WMS-MH-01',
  materialName: '棉花',
  attrs: [{ attrCode: 'producingArea', attrName: '产区', value: '新疆阿克苏' }],
  trays,
  ...over,
});

export const containerSnap = (
  over: Partial<WmsContainerSnapshot> & { containerId: string; version: number },
): WmsContainerSnapshot => ({
  caseNumber: `XH${over.containerId}`,
  warehouseCode: 'CK0001',
  ownerCode: 'HZ0001',
  inTime: '2026-11-20T02:00:00.000Z',
  tidanCode: null,
  contractCode: null,
  contractBegin: null,
  contractEnd: null,
  locked: false,
  removed: false,
  goods: [],
  ...over,
});

export const alarmSnap = (
  over: Partial<WmsAlarmSnapshot> & { alarmId: string; version: number },
): WmsAlarmSnapshot => ({
  kind: 'container',
  status: 'open',
  warehouseCode: 'CK0001',
  containerId: null,
  caseNumber: null,
  content: '托盘离开货箱',
  trays: [],
  devices: [],
  rfid: [],
  raisedAt: '2026-11-24T02:00:00.000Z',
  clearedAt: null,
  ...over,
});

type Body = WmsEvent extends infer E ? (E extends unknown ? Omit<E, 'id' | 'seq' | 'at'> : never) : never;
/** An event with a fresh id and sequence number. */
export const event = (body: Body, id?: string): WmsEvent => {
  const n = next();
  return { id: id ?? `EVT${Date.now()}${n}`, seq: n, at: '2026-11-24T02:00:00.000Z', ...body } as WmsEvent;
};

/** Applies events in one transaction, as the inbox does. */
export const apply = (ctx: AppContext, scope: WmsUnit, events: WmsEvent[], now = new Date()) =>
  ctx.db.transaction((tx) => applyWmsEvents(tx, scope, events, now));

export const mirrorOf = async (ctx: AppContext, unit: string, externalId: string) =>
  (
    await ctx.db
      .select()
      .from(wmsContainer)
      .where(and(eq(wmsContainer.warehouseUnitId, unit), eq(wmsContainer.externalId, externalId)))
  )[0];

export const traysOfMirror = async (ctx: AppContext, containerId: string) =>
  ctx.db.select().from(wmsTray).where(eq(wmsTray.containerId, containerId)).orderBy(wmsTray.externalId);

export const enterpriseCode = async (ctx: AppContext, id: string) => (await enterpriseOf(ctx.db, id))?.code ?? '';

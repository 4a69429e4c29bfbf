import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/client';
import type { WmsAlarmKind, WmsAlarmSnapshot, WmsContainerSnapshot, WmsGoodsSnapshot } from './port';
import { sandboxWmsAlarm, sandboxWmsContainer, sandboxWmsGoods, sandboxWmsTray } from './sandbox.table';

/**
 * What the sandbox's rows look like on the wire: container snapshots (goods with their present trays; a removed
 * tray is left out, goods without a tray left are gone) and alarms.
 */

type ContainerRow = typeof sandboxWmsContainer.$inferSelect;
type GoodsRow = typeof sandboxWmsGoods.$inferSelect;
export type TrayRow = typeof sandboxWmsTray.$inferSelect;

const groupBy = <T>(rows: T[], key: (row: T) => string) => {
  const groups = new Map<string, T[]>();
  for (const row of rows) {
    const k = key(row);
    const group = groups.get(k);
    if (group) group.push(row);
    else groups.set(k, [row]);
  }
  return groups;
};

const iso = (d: Date | null) => (d ? d.toISOString() : null);

export const snapshotOf = (c: ContainerRow, goods: GoodsRow[], trays: TrayRow[]): WmsContainerSnapshot => ({
  containerId: c.id,
  caseNumber: c.caseNumber,
  warehouseCode: c.warehouseCode,
  ownerCode: c.ownerCode,
  inTime: iso(c.inTime),
  tidanCode: c.tidanCode,
  contractCode: c.contractCode,
  contractBegin: c.contractBegin,
  contractEnd: c.contractEnd,
  locked: c.locked === 1,
  removed: c.removed === 1,
  version: c.version,
  goods: goods
    .map(
      (g): WmsGoodsSnapshot => ({
        goodsId: g.id,
        goodsName: g.goodsName,
        materialCode: g.materialCode,
        materialName: g.materialName,
        attrs: g.attrs,
        trays: trays
          .filter((t) => t.goodsId === g.id && t.removed === 0)
          .map((t) => ({
            trayId: t.id,
            trayCode: t.trayCode,
            rfidCode: t.rfidCode,
            siteCode: t.siteCode,
            num: t.num,
            weight: t.weight,
            residueNum: t.residueNum,
            residueWeight: t.residueWeight,
            numUnit: t.numUnit,
            weightUnit: t.weightUnit,
            lastScanTime: iso(t.lastScanTime),
          })),
      }),
    )
    .filter((g) => g.trays.length > 0),
});

/** The containers, with everything in them, in id order (all trays: `present` leaves out removed ones). */
export const loadContainers = async (q: DbOrTx, ids: readonly string[], opts: { present: boolean }) => {
  if (ids.length === 0) return [];
  const containers = await q
    .select()
    .from(sandboxWmsContainer)
    .where(inArray(sandboxWmsContainer.id, [...ids]))
    .orderBy(asc(sandboxWmsContainer.id));
  const goods = await q
    .select()
    .from(sandboxWmsGoods)
    .where(inArray(sandboxWmsGoods.containerId, [...ids]))
    .orderBy(asc(sandboxWmsGoods.id));
  const trays = await q
    .select()
    .from(sandboxWmsTray)
    .where(and(inArray(sandboxWmsTray.containerId, [...ids]), opts.present ? eq(sandboxWmsTray.removed, 0) : sql`true`))
    .orderBy(asc(sandboxWmsTray.id));
  const goodsOf = groupBy(goods, (g) => g.containerId);
  const traysOf = groupBy(trays, (t) => t.containerId);
  return containers.map((c) => ({ container: c, goods: goodsOf.get(c.id) ?? [], trays: traysOf.get(c.id) ?? [] }));
};

export const containerSnapshots = async (q: DbOrTx, ids: readonly string[]) =>
  (await loadContainers(q, ids, { present: true })).map((x) => snapshotOf(x.container, x.goods, x.trays));

/** A new alarm row; its id is the alarm's id on the wire. */
export const insertAlarm = async (
  q: DbOrTx,
  a: { tenantId: string; unit: string; kind: WmsAlarmKind; deviceCode?: string | null; at: Date } & Pick<
    WmsAlarmSnapshot,
    'warehouseCode' | 'containerId' | 'caseNumber' | 'content' | 'trays' | 'devices' | 'rfid'
  >,
): Promise<WmsAlarmSnapshot> => {
  const { rows } = (await q.execute(sql`select nextval('kc_id_seq')::text as id`)) as unknown as {
    rows: { id: string }[];
  };
  const id = rows[0]!.id;
  const snapshot: WmsAlarmSnapshot = {
    alarmId: id,
    kind: a.kind,
    status: 'open',
    warehouseCode: a.warehouseCode,
    containerId: a.containerId,
    caseNumber: a.caseNumber,
    content: a.content.slice(0, 500),
    trays: a.trays,
    devices: a.devices,
    rfid: a.rfid,
    raisedAt: a.at.toISOString(),
    clearedAt: null,
    version: 1,
  };
  await q.insert(sandboxWmsAlarm).values({
    id,
    tenantId: a.tenantId,
    unit: a.unit,
    kind: a.kind,
    status: 'open',
    containerId: a.containerId,
    deviceCode: a.deviceCode ?? null,
    snapshot,
    version: 1,
    raisedAt: a.at,
  });
  return snapshot;
};

/** Clears an open alarm (a new version); `devices` replaces the devices of an offline alarm that came back. */
export const clearAlarmRow = async (
  q: DbOrTx,
  row: typeof sandboxWmsAlarm.$inferSelect,
  at: Date,
  devices?: WmsAlarmSnapshot['devices'],
): Promise<WmsAlarmSnapshot | null> => {
  const version = row.version + 1;
  const snapshot: WmsAlarmSnapshot = {
    ...row.snapshot,
    status: 'cleared',
    clearedAt: at.toISOString(),
    version,
    ...(devices ? { devices } : {}),
  };
  const [cleared] = await q
    .update(sandboxWmsAlarm)
    .set({ status: 'cleared', clearedAt: at, version, snapshot })
    .where(and(eq(sandboxWmsAlarm.id, row.id), eq(sandboxWmsAlarm.status, 'open')))
    .returning({ id: sandboxWmsAlarm.id });
  return cleared ? snapshot : null;
};

/** The RFID reads around a container: every tag of its trays (removed ones too) and when it was last read. */
export const rfidReadsOf = (trays: TrayRow[]) =>
  trays.filter((t) => t.rfidCode).map((t) => ({ epcCode: t.rfidCode!, scanTime: iso(t.lastScanTime) }));

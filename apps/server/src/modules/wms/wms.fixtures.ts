import { randomBytes } from 'node:crypto';
import Decimal from 'decimal.js';
import type { DbOrTx } from '../../platform/db/client';
import { type WmsGoodsAttr, wmsContainer, wmsGoods, wmsTray } from './wms.table';

/**
 * Mirror rows for tests, seeds and benchmarks, written directly (as the sync would leave them): a container of a
 * WMS platform with its goods and trays. Nothing here talks to a WMS; the sync's own tests cover that path.
 */
export type WmsGoodsSpec = {
  /** the WMS category (kc_wms_material.external_material_id); null: none reported */
  materialCode?: string | null;
  materialName?: string | null;
  goodsName?: string;
  attrs?: WmsGoodsAttr[];
  /** how many trays (default 3), each with this weight and number (decimal strings) */
  trays?: number;
  weight?: string;
  num?: string;
};

export type MakeWmsContainer = {
  tenantId?: string;
  /** the WMS platform (dictionary thirdwms_enterprise), default '1001' */
  unit?: string;
  warehouseId: string | null;
  cargoOwnerId: string | null;
  /** default: a fresh unique one */
  caseNumber?: string;
  externalId?: string;
  /** ContainerStatus, default 1 */
  status?: number;
  /** one goods (the default: 3 trays of 10.00 / 20.00 of 'WMS-MH-01' 新疆机采棉) … */
  trays?: number;
  weight?: string;
  num?: string;
  materialCode?: string | null;
  materialName?: string | null;
  attrs?: WmsGoodsAttr[];
  /** … or several goods */
  goods?: WmsGoodsSpec[];
  /** the trays' places: `${prefix}-${i}` (default 'A-01-<i>') */
  sitePrefix?: string;
  /** the trays' last RFID read (default now) */
  lastScanTime?: Date | null;
  trayStatus?: number;
  billId?: string | null;
  lineageId?: string | null;
  applyId?: string | null;
  removed?: boolean;
  lockPending?: number;
  wmsLocked?: number;
  createTime?: Date;
  weightUnit?: string | null;
  numUnit?: string | null;
};

export type MadeWmsContainer = {
  id: string;
  caseNumber: string;
  goodsIds: string[];
  trayIds: string[];
  trayCodes: string[];
};

let sequence = 0;
const run = `${Date.now().toString(36)}${randomBytes(2).toString('hex')}`.toUpperCase();
/** A case number no other fixture call gives. */
export const nextCaseNumber = (prefix = 'XH') => `${prefix}${run}${String(++sequence).padStart(5, '0')}`;

const goodsOf = (o: MakeWmsContainer): Required<WmsGoodsSpec>[] =>
  (
    o.goods ?? [
      {
        materialCode: o.materialCode,
        materialName: o.materialName,
        attrs: o.attrs,
        trays: o.trays,
        weight: o.weight,
        num: o.num,
      },
    ]
  ).map((g) => ({
    materialCode: g.materialCode === undefined ? 'WMS-MH-01' : g.materialCode,
    materialName: g.materialName === undefined ? '新疆机采棉' : g.materialName,
    goodsName: g.goodsName ?? g.materialName ?? '新疆机采棉',
    attrs: g.attrs ?? [{ attrCode: 'producingArea', attrName: '产区', value: '新疆' }],
    trays: g.trays ?? 3,
    weight: g.weight ?? '10.00',
    num: g.num ?? '20.00',
  }));

const containerValues = (o: MakeWmsContainer, caseNumber: string, goods: Required<WmsGoodsSpec>[]) => {
  const weight = goods.reduce((a, g) => a.plus(new Decimal(g.weight).times(g.trays)), new Decimal(0));
  const num = goods.reduce((a, g) => a.plus(new Decimal(g.num).times(g.trays)), new Decimal(0));
  const now = o.createTime ?? new Date();
  return {
    tenantId: o.tenantId ?? '000000',
    warehouseUnitId: o.unit ?? '1001',
    externalId: o.externalId ?? `EXT-${caseNumber}`,
    caseNumber,
    warehouseId: o.warehouseId,
    cargoOwnerId: o.cargoOwnerId,
    billId: o.billId ?? null,
    lineageId: o.lineageId ?? null,
    applyId: o.applyId ?? null,
    actualWarehousTime: now,
    materialNames: [...new Set(goods.map((g) => g.materialName).filter(Boolean))].join(','),
    totalWeight: weight.toFixed(2),
    weightUnit: o.weightUnit === undefined ? '吨' : o.weightUnit,
    totalNum: num.toFixed(2),
    numUnit: o.numUnit === undefined ? '包' : o.numUnit,
    trayCounts: goods.reduce((a, g) => a + g.trays, 0),
    wmsVersion: 1,
    wmsLocked: o.wmsLocked ?? 0,
    lockPending: o.lockPending ?? 0,
    removed: o.removed ? 1 : 0,
    syncTime: now,
    status: o.status ?? 1,
    createTime: now,
    updateTime: now,
  };
};

const groupBy = <T>(rows: readonly T[], key: (r: T) => string) => {
  const m = new Map<string, T[]>();
  for (const r of rows) {
    const k = key(r);
    const list = m.get(k);
    if (list) list.push(r);
    else m.set(k, [r]);
  }
  return m;
};

/** One container with its goods and trays; answers the ids and the tray codes (`${caseNumber}-T<n>`). */
export const makeWmsContainer = async (db: DbOrTx, o: MakeWmsContainer): Promise<MadeWmsContainer> =>
  (await makeWmsContainers(db, [o]))[0]!;

/**
 * Many containers at once (benchmarks: 10,000 containers, 100,000 trays), in chunks of multi-row inserts: three
 * statements per chunk, not one per row.
 */
export const makeWmsContainers = async (
  db: DbOrTx,
  specs: readonly MakeWmsContainer[],
  chunk = 500,
): Promise<MadeWmsContainer[]> => {
  const made: MadeWmsContainer[] = [];
  for (let at = 0; at < specs.length; at += chunk) {
    const part = specs.slice(at, at + chunk).map((o) => {
      const caseNumber = o.caseNumber ?? nextCaseNumber();
      return { o, caseNumber, goods: goodsOf(o) };
    });
    const containers = await db
      .insert(wmsContainer)
      .values(part.map(({ o, caseNumber, goods }) => containerValues(o, caseNumber, goods)))
      .returning({ id: wmsContainer.id });
    const goodsRows = part.flatMap(({ o, caseNumber, goods }, i) =>
      goods.map((g, gi) => ({
        tenantId: o.tenantId ?? '000000',
        containerId: containers[i]!.id,
        externalId: `G-${caseNumber}-${gi + 1}`,
        goodsName: g.goodsName,
        externalMaterialId: g.materialCode,
        wmsMaterialName: g.materialName,
        attrs: g.attrs,
        totalWeight: new Decimal(g.weight).times(g.trays).toFixed(2),
        totalNum: new Decimal(g.num).times(g.trays).toFixed(2),
        weightUnit: o.weightUnit === undefined ? '吨' : o.weightUnit,
        numUnit: o.numUnit === undefined ? '包' : o.numUnit,
        trayCounts: g.trays,
        createTime: o.createTime ?? new Date(),
      })),
    );
    const goodsIds = goodsRows.length
      ? await db.insert(wmsGoods).values(goodsRows).returning({ id: wmsGoods.id, containerId: wmsGoods.containerId })
      : [];
    const goodsByContainer = groupBy(goodsIds, (g) => g.containerId);
    const trayRows = part.flatMap(({ o, caseNumber, goods }, i) => {
      const containerId = containers[i]!.id;
      const ofContainer = goodsByContainer.get(containerId) ?? [];
      let n = 0;
      return goods.flatMap((g, gi) =>
        Array.from({ length: g.trays }, () => {
          n += 1;
          const trayCode = `${caseNumber}-T${n}`;
          return {
            tenantId: o.tenantId ?? '000000',
            containerId,
            goodsId: ofContainer[gi]!.id,
            externalId: `T-${trayCode}`,
            trayCode,
            rfidCode: `E${trayCode}`,
            siteCode: `${o.sitePrefix ?? 'A-01'}-${n}`,
            trayGoodsNum: g.num,
            trayGoodsWeight: g.weight,
            residueNum: g.num,
            residueWeight: g.weight,
            numUnit: o.numUnit === undefined ? '包' : o.numUnit,
            weightUnit: o.weightUnit === undefined ? '吨' : o.weightUnit,
            status: o.trayStatus ?? 1,
            lastScanTime: o.lastScanTime === undefined ? new Date() : o.lastScanTime,
          };
        }),
      );
    });
    const trays = [];
    for (let t = 0; t < trayRows.length; t += 2000) {
      trays.push(
        ...(await db
          .insert(wmsTray)
          .values(trayRows.slice(t, t + 2000))
          .returning({ id: wmsTray.id, containerId: wmsTray.containerId, trayCode: wmsTray.trayCode })),
      );
    }
    const traysByContainer = groupBy(trays, (t) => t.containerId);
    part.forEach(({ caseNumber }, i) => {
      const id = containers[i]!.id;
      const own = traysByContainer.get(id) ?? [];
      made.push({
        id,
        caseNumber,
        goodsIds: (goodsByContainer.get(id) ?? []).map((g) => g.id),
        trayIds: own.map((t) => t.id),
        trayCodes: own.map((t) => t.trayCode),
      });
    });
  }
  return made;
};

import { ContainerStatus, TrayStatus } from '@kc/domain/wms/wms';
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/client';
import type { WmsContainerSnapshot } from '../../providers/wms/port';
import { enterpriseIdsByCode } from '../enterprise';
import { chunk, decimalOrZero, idSet, isoOrNull, jsonParam, rowsOf } from './sync-sql';
import { wmsContainer, wmsGoods, wmsTray } from './wms.table';

/** One WMS platform of one tenant: the mirror's rows of a sync belong to it. */
export type WmsUnit = { tenantId: string; unit: string };

/** Containers per statement batch: big enough to import fast, small enough to keep each statement light. */
export const CONTAINER_BATCH = 500;

const cut = (s: string | null | undefined, n: number) => (s == null ? null : s.slice(0, n));

/** The newest snapshot of each container (a page may carry one container twice). */
const newestOf = (snapshots: readonly WmsContainerSnapshot[]) => {
  const newest = new Map<string, WmsContainerSnapshot>();
  for (const s of snapshots) {
    const seen = newest.get(s.containerId);
    if (!seen || s.version > seen.version) newest.set(s.containerId, s);
  }
  return [...newest.values()];
};

/**
 * Applies container snapshots to the mirror (spec 3 §3 Container, Goods, Tray), version-gated: a snapshot no newer
 * than the one applied is ignored, so a late or repeated one changes nothing. The WMS's fields are written; the
 * platform's own (status, billId, lineageId, applyId, lockPending) never are. Goods and trays are upserted by the
 * WMS's ids, those the snapshot no longer lists are marked removed, and the totals are recomputed from the present
 * trays. Set-based: a few statements per batch of CONTAINER_BATCH containers, never one per tray. Answers the
 * mirror ids of the containers it changed.
 */
export const applyContainerSnapshots = async (
  tx: DbOrTx,
  scope: WmsUnit,
  snapshots: readonly WmsContainerSnapshot[],
  now: Date,
): Promise<string[]> => {
  const changed: string[] = [];
  for (const batch of chunk(newestOf(snapshots), CONTAINER_BATCH))
    changed.push(...(await applyBatch(tx, scope, batch, now)));
  return changed;
};

const applyBatch = async (tx: DbOrTx, scope: WmsUnit, batch: WmsContainerSnapshot[], now: Date) => {
  // Only what is newer than the mirror goes further (the reconciling pass re-reads every container).
  const stored = await rowsOf<{ external_id: string; wms_version: string }>(
    tx,
    sql`select external_id, wms_version::text as wms_version from ${wmsContainer}
         where tenant_id = ${scope.tenantId} and warehouse_unit_id = ${scope.unit}
           and external_id in (select jsonb_array_elements_text(${jsonParam(batch.map((s) => s.containerId))}))`,
  );
  const versions = new Map(stored.map((r) => [r.external_id, Number(r.wms_version)]));
  const fresh = batch.filter((s) => s.version > (versions.get(s.containerId) ?? -1));
  if (fresh.length === 0) return [];
  const codes = await enterpriseIdsByCode(
    tx,
    scope.tenantId,
    fresh.flatMap((s) => [s.warehouseCode, s.ownerCode]),
  );
  const at = now.toISOString();
  const containerRows = fresh.map((s) => ({
    external_id: cut(s.containerId, 64),
    case_number: cut(s.caseNumber, 64),
    warehouse_id: codes.get(s.warehouseCode) ?? null,
    cargo_owner_id: codes.get(s.ownerCode) ?? null,
    warehouse_code: cut(s.warehouseCode, 50),
    owner_code: cut(s.ownerCode, 50),
    in_time: isoOrNull(s.inTime),
    tidan_code: cut(s.tidanCode, 64),
    contract_code: cut(s.contractCode, 64),
    contract_begin: cut(s.contractBegin, 10),
    contract_end: cut(s.contractEnd, 10),
    version: s.version,
    locked: s.locked ? 1 : 0,
    removed: s.removed ? 1 : 0,
  }));
  // The WHERE of the conflict branch is the version gate once more: a concurrent sync that applied a newer
  // snapshot since the read above wins (PostgreSQL re-checks it on the locked row).
  const upserted = await rowsOf<{ id: string; external_id: string; status: number }>(
    tx,
    sql`insert into ${wmsContainer} as c (tenant_id, warehouse_unit_id, external_id, case_number, warehouse_id,
          cargo_owner_id, warehouse_code, owner_code, actual_warehous_time, tidan_code, contract_code, contract_begin,
          contract_end, wms_version, wms_locked, removed, sync_time, status)
        select ${scope.tenantId}, ${scope.unit}, r.external_id, r.case_number, r.warehouse_id, r.cargo_owner_id,
          r.warehouse_code, r.owner_code, r.in_time, r.tidan_code, r.contract_code, r.contract_begin, r.contract_end,
          r.version, r.locked, r.removed, ${at}::timestamptz, ${ContainerStatus.unlocked}
          from jsonb_to_recordset(${jsonParam(containerRows)}) as r(external_id text, case_number text,
            warehouse_id bigint, cargo_owner_id bigint, warehouse_code text, owner_code text, in_time timestamptz,
            tidan_code text, contract_code text, contract_begin text, contract_end text, version bigint,
            locked smallint, removed smallint)
        on conflict (tenant_id, warehouse_unit_id, external_id) do update set
          case_number = excluded.case_number, warehouse_id = excluded.warehouse_id,
          cargo_owner_id = excluded.cargo_owner_id, warehouse_code = excluded.warehouse_code,
          owner_code = excluded.owner_code, actual_warehous_time = excluded.actual_warehous_time,
          tidan_code = excluded.tidan_code, contract_code = excluded.contract_code,
          contract_begin = excluded.contract_begin, contract_end = excluded.contract_end,
          wms_version = excluded.wms_version, wms_locked = excluded.wms_locked, removed = excluded.removed,
          sync_time = excluded.sync_time
        where c.wms_version < excluded.wms_version
        returning c.id::text as id, c.external_id, c.status`,
  );
  if (upserted.length === 0) return [];
  const mirror = new Map(upserted.map((r) => [r.external_id, r]));
  const applied = fresh.filter((s) => mirror.has(s.containerId));
  const containerIds = upserted.map((r) => r.id);

  // Goods: upserted by the WMS's goods id within the container; the rest of the container's goods are gone.
  const goodsRows = applied.flatMap((s) => {
    const containerId = mirror.get(s.containerId)!.id;
    const seen = new Set<string>();
    return s.goods
      .filter((g) => !seen.has(g.goodsId) && seen.add(g.goodsId))
      .map((g) => ({
        container_id: containerId,
        external_id: cut(g.goodsId, 64),
        goods_name: cut(g.goodsName, 200) ?? '',
        material_code: cut(g.materialCode, 100),
        material_name: cut(g.materialName, 100),
        attrs: (g.attrs ?? []).map((a) => ({ attrCode: a.attrCode, attrName: a.attrName, value: a.value })),
      }));
  });
  const goodsIds = new Map<string, string>();
  for (const part of chunk(goodsRows, 2000)) {
    const rows = await rowsOf<{ id: string; container_id: string; external_id: string }>(
      tx,
      sql`insert into ${wmsGoods} as g (tenant_id, container_id, external_id, goods_name, external_material_id,
            wms_material_name, attrs, removed)
          select ${scope.tenantId}, r.container_id, r.external_id, r.goods_name, r.material_code, r.material_name,
            coalesce(r.attrs, '[]'::jsonb), 0
            from jsonb_to_recordset(${jsonParam(part)}) as r(container_id bigint, external_id text, goods_name text,
              material_code text, material_name text, attrs jsonb)
          on conflict (container_id, external_id) do update set goods_name = excluded.goods_name,
            external_material_id = excluded.external_material_id, wms_material_name = excluded.wms_material_name,
            attrs = excluded.attrs, removed = 0
          returning g.id::text as id, g.container_id::text as container_id, g.external_id`,
    );
    for (const r of rows) goodsIds.set(`${r.container_id}|${r.external_id}`, r.id);
  }
  await tx.execute(
    sql`update ${wmsGoods} set removed = 1
         where container_id in ${idSet(containerIds)} and removed = 0 and id not in ${idSet([...goodsIds.values()])}`,
  );

  // Trays: upserted by the WMS's tray id within the goods; a tray's last scan only moves forward. A new tray of a
  // container the platform locked is locked with it (spec 3 §4 Tray status).
  const trayRows = applied.flatMap((s) => {
    const c = mirror.get(s.containerId)!;
    const status = Number(c.status) === ContainerStatus.locked ? TrayStatus.locked : TrayStatus.unlocked;
    return s.goods.flatMap((g) => {
      const goodsId = goodsIds.get(`${c.id}|${cut(g.goodsId, 64)}`);
      if (!goodsId) return [];
      const seen = new Set<string>();
      return g.trays
        .filter((t) => !seen.has(t.trayId) && seen.add(t.trayId))
        .map((t) => ({
          container_id: c.id,
          goods_id: goodsId,
          external_id: cut(t.trayId, 64),
          tray_code: cut(t.trayCode, 64) ?? '',
          rfid_code: cut(t.rfidCode, 64),
          site_code: cut(t.siteCode, 64),
          num: decimalOrZero(t.num),
          weight: decimalOrZero(t.weight),
          residue_num: decimalOrZero(t.residueNum),
          residue_weight: decimalOrZero(t.residueWeight),
          num_unit: cut(t.numUnit, 8),
          weight_unit: cut(t.weightUnit, 8),
          status,
          last_scan_time: isoOrNull(t.lastScanTime),
        }));
    });
  });
  const trayIds: string[] = [];
  for (const part of chunk(trayRows, 5000)) {
    const rows = await rowsOf<{ id: string }>(
      tx,
      sql`insert into ${wmsTray} as t (tenant_id, container_id, goods_id, external_id, tray_code, rfid_code,
            site_code, tray_goods_num, tray_goods_weight, residue_num, residue_weight, num_unit, weight_unit, status,
            last_scan_time, removed, update_time)
          select ${scope.tenantId}, r.container_id, r.goods_id, r.external_id, r.tray_code, r.rfid_code, r.site_code,
            r.num, r.weight, r.residue_num, r.residue_weight, r.num_unit, r.weight_unit, r.status, r.last_scan_time,
            0, ${at}::timestamptz
            from jsonb_to_recordset(${jsonParam(part)}) as r(container_id bigint, goods_id bigint, external_id text,
              tray_code text, rfid_code text, site_code text, num numeric, weight numeric, residue_num numeric,
              residue_weight numeric, num_unit text, weight_unit text, status int, last_scan_time timestamptz)
          on conflict (goods_id, external_id) do update set tray_code = excluded.tray_code,
            rfid_code = excluded.rfid_code, site_code = excluded.site_code, tray_goods_num = excluded.tray_goods_num,
            tray_goods_weight = excluded.tray_goods_weight, residue_num = excluded.residue_num,
            residue_weight = excluded.residue_weight, num_unit = excluded.num_unit, weight_unit = excluded.weight_unit,
            last_scan_time = greatest(t.last_scan_time, excluded.last_scan_time), removed = 0,
            update_time = excluded.update_time
          returning t.id::text as id`,
    );
    for (const r of rows) trayIds.push(r.id);
  }
  await tx.execute(
    sql`update ${wmsTray} set removed = 1, update_time = ${at}::timestamptz
         where container_id in ${idSet(containerIds)} and removed = 0 and id not in ${idSet(trayIds)}`,
  );
  await recomputeTotals(tx, containerIds);
  return containerIds;
};

/** The goods' and containers' totals (weight, number, tray count, units, material names) from their present trays. */
export const recomputeTotals = async (tx: DbOrTx, containerIds: readonly string[]) => {
  if (containerIds.length === 0) return;
  await tx.execute(sql`
    update ${wmsGoods} g set total_weight = s.w, total_num = s.n, tray_counts = s.c,
        weight_unit = coalesce(s.wu, g.weight_unit), num_unit = coalesce(s.nu, g.num_unit)
      from (select g2.id, coalesce(sum(t.tray_goods_weight), 0) as w, coalesce(sum(t.tray_goods_num), 0) as n,
              count(t.id)::int as c, min(t.weight_unit) as wu, min(t.num_unit) as nu
              from ${wmsGoods} g2 left join ${wmsTray} t on t.goods_id = g2.id and t.removed = 0
             where g2.container_id in ${idSet(containerIds)}
             group by g2.id) s
     where g.id = s.id`);
  await tx.execute(sql`
    update ${wmsContainer} c set total_weight = s.w, total_num = s.n, tray_counts = s.c,
        weight_unit = coalesce(s.wu, c.weight_unit), num_unit = coalesce(s.nu, c.num_unit),
        material_names = (select left(string_agg(distinct coalesce(g.wms_material_name, g.goods_name), ','), 400)
                            from ${wmsGoods} g where g.container_id = c.id and g.removed = 0)
      from (select c2.id, coalesce(sum(t.tray_goods_weight), 0) as w, coalesce(sum(t.tray_goods_num), 0) as n,
              count(t.id)::int as c, min(t.weight_unit) as wu, min(t.num_unit) as nu
              from ${wmsContainer} c2 left join ${wmsTray} t on t.container_id = c2.id and t.removed = 0
             where c2.id in ${idSet(containerIds)}
             group by c2.id) s
     where c.id = s.id`);
};

/**
 * The pull's reconciling pass found these containers no longer listed by the WMS at all: gone (removed 1), kept
 * for the record. Answers the mirror ids it marked.
 */
export const markUnlistedContainers = async (
  tx: DbOrTx,
  scope: WmsUnit,
  listed: ReadonlySet<string>,
  now: Date,
): Promise<string[]> => {
  const rows = await rowsOf<{ id: string }>(
    tx,
    sql`update ${wmsContainer} set removed = 1, sync_time = ${now.toISOString()}::timestamptz
         where tenant_id = ${scope.tenantId} and warehouse_unit_id = ${scope.unit} and removed = 0
           and external_id not in (select jsonb_array_elements_text(${jsonParam([...listed])}))
        returning id::text as id`,
  );
  return rows.map((r) => r.id);
};

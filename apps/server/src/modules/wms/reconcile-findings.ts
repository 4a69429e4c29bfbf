import { ReceiptStatus } from '@kc/domain/receipt/status';
import {
  RECONCILE_RFID_WINDOW_HOURS,
  RECONCILE_WEIGHT_TOLERANCE_PCT,
  type ReconcileFindingKind,
  reconcileFindingLabels,
} from '@kc/domain/wms/wms';
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/client';
import { receipt } from '../receipt';
import { LIVE } from './container-repo';
import { rowsOf } from './sync-sql';
import { wmsBillTray, wmsContainer, wmsTray } from './wms.table';

/** One disagreement between a receipt in effect and the WMS's goods. */
export type Finding = {
  billId: string;
  billCode: string;
  containerId: string;
  caseNumber: string;
  warehouseUnitId: string;
  warehouseId: string | null;
  cargoOwnerId: string | null;
  kind: ReconcileFindingKind;
  detail: string;
  expected: string | null;
  actual: string | null;
};

type Raw = {
  bill_id: string;
  bill_code: string;
  container_id: string;
  case_number: string;
  warehouse_unit_id: string;
  warehouse_id: string | null;
  cargo_owner_id: string | null;
  kind: ReconcileFindingKind;
  n_expected: string | null;
  n_actual: string | null;
  codes: string | null;
};

/**
 * The receipts in effect that have WMS goods (the live receipt of a mirrored container's lineage, so a transfer's or
 * move's successor counts) and their containers. Written once, read by both statements below.
 */
const pairs = (tenantId: string) => sql`
  pairs as (
    select b.id as bill_id, b.code as bill_code, b.total_weight, b.status as bill_status, b.lineage_id,
           c.id as container_id, c.case_number,
           c.removed, c.warehouse_unit_id, c.warehouse_id, c.cargo_owner_id
      from ${wmsContainer} c
      join ${receipt} b on b.lineage_id = c.lineage_id and b.status in (${LIVE}) and b.is_deleted = 0
     where c.tenant_id = ${tenantId} and c.is_deleted = 0 and c.lineage_id is not null
  )`;

/** How many receipts and containers a run checks. */
export const reconcileScope = async (db: DbOrTx, tenantId: string) => {
  const [row] = await rowsOf<{ receipts: number; containers: number }>(
    db,
    sql`with ${pairs(tenantId)}
        select count(distinct bill_id)::int as receipts, count(*)::int as containers from pairs`,
  );
  return { receipts: Number(row?.receipts ?? 0), containers: Number(row?.containers ?? 0) };
};

/**
 * Every disagreement, set-based (a handful of scans and hash joins over the whole mirror, never a query per tray):
 * - containerMissing: the receipt's container is gone from the WMS (removed);
 * - trayMissing: a tray the receipt was generated from (kc_wms_bill_tray of a receipt of the lineage) is missing
 *   or removed;
 * - rfidStale: a present tray of the container whose tag was not read within RECONCILE_RFID_WINDOW_HOURS;
 * - weightDrift: the present trays' weight of the receipt's containers differs from the receipt's totalWeight by
 *   more than RECONCILE_WEIGHT_TOLERANCE_PCT per cent — except for a receipt an outbound order took part of (80):
 *   its weighed trays left, and until the remainder's receipt replaces it its weight is not what remains.
 * A receipt whose container is gone is reported for that only.
 */
export const findDisagreements = async (
  db: DbOrTx,
  tenantId: string,
  now: Date,
  opts: { rfidWindowHours?: number; weightTolerancePct?: number } = {},
): Promise<Finding[]> => {
  const cutoff = new Date(now.getTime() - (opts.rfidWindowHours ?? RECONCILE_RFID_WINDOW_HOURS) * 3_600_000);
  const pct = String(opts.weightTolerancePct ?? RECONCILE_WEIGHT_TOLERANCE_PCT);
  const rows = await rowsOf<Raw>(
    db,
    sql`with ${pairs(tenantId)},
      present as (
        select p.bill_id, p.container_id, t.id as tray_id, t.tray_code, t.tray_goods_weight, t.last_scan_time
          from pairs p join ${wmsTray} t on t.container_id = p.container_id and t.removed = 0
         where p.removed = 0
      ),
      gone_bills as (select distinct bill_id from pairs where removed = 1),
      weights as (select bill_id, sum(tray_goods_weight) as weight from present group by bill_id)
      select p.bill_id::text as bill_id, p.bill_code, p.container_id::text as container_id, p.case_number,
             p.warehouse_unit_id, p.warehouse_id::text as warehouse_id, p.cargo_owner_id::text as cargo_owner_id,
             'containerMissing' as kind, null as n_expected, null as n_actual, null as codes
        from pairs p where p.removed = 1
      union all
      select p.bill_id::text, p.bill_code, p.container_id::text, p.case_number, p.warehouse_unit_id,
             p.warehouse_id::text, p.cargo_owner_id::text, 'trayMissing',
             count(*)::text, count(*) filter (where t.id is not null and t.removed = 0)::text,
             left(string_agg(bt.tray_code, '、' order by bt.tray_code)
                    filter (where t.id is null or t.removed = 1), 200)
        from pairs p
        join ${wmsBillTray} bt on bt.container_id = p.container_id
        join ${receipt} ob on ob.id = bt.bill_id and ob.lineage_id = p.lineage_id
        left join ${wmsTray} t on t.id = bt.tray_id
       where p.removed = 0
       group by p.bill_id, p.bill_code, p.container_id, p.case_number, p.warehouse_unit_id, p.warehouse_id,
                p.cargo_owner_id
      having count(*) filter (where t.id is null or t.removed = 1) > 0
      union all
      select p.bill_id::text, p.bill_code, p.container_id::text, p.case_number, p.warehouse_unit_id,
             p.warehouse_id::text, p.cargo_owner_id::text, 'rfidStale',
             count(*)::text, count(*) filter (where s.last_scan_time is null or s.last_scan_time < ${cutoff.toISOString()}::timestamptz)::text,
             left(string_agg(s.tray_code, '、' order by s.tray_code)
                    filter (where s.last_scan_time is null or s.last_scan_time < ${cutoff.toISOString()}::timestamptz), 200)
        from pairs p join present s on s.container_id = p.container_id and s.bill_id = p.bill_id
       group by p.bill_id, p.bill_code, p.container_id, p.case_number, p.warehouse_unit_id, p.warehouse_id,
                p.cargo_owner_id
      having count(*) filter (where s.last_scan_time is null or s.last_scan_time < ${cutoff.toISOString()}::timestamptz) > 0
      union all
      select w.bill_id::text, w.bill_code, w.container_id::text, w.case_number, w.warehouse_unit_id,
             w.warehouse_id::text, w.cargo_owner_id::text, 'weightDrift', w.total_weight::text, w.weight::text, null
        from (select p.bill_id, p.bill_code, p.total_weight, min(p.bill_status) as bill_status,
                     min(p.container_id) as container_id,
                     min(p.case_number) as case_number, min(p.warehouse_unit_id) as warehouse_unit_id,
                     min(p.warehouse_id) as warehouse_id, min(p.cargo_owner_id) as cargo_owner_id,
                     coalesce(min(wt.weight), 0) as weight
                from pairs p
                left join weights wt on wt.bill_id = p.bill_id
                left join gone_bills gb on gb.bill_id = p.bill_id
               where gb.bill_id is null
               group by p.bill_id, p.bill_code, p.total_weight) w
       where abs(w.weight - w.total_weight) > w.total_weight * ${pct}::numeric / 100
         and w.bill_status <> ${ReceiptStatus.outbound}
       order by 1, 8`,
  );
  return rows.map((r) => {
    const base = {
      billId: r.bill_id,
      billCode: r.bill_code,
      containerId: r.container_id,
      caseNumber: r.case_number,
      warehouseUnitId: r.warehouse_unit_id,
      warehouseId: r.warehouse_id,
      cargoOwnerId: r.cargo_owner_id,
      kind: r.kind,
    };
    switch (r.kind) {
      case 'containerMissing':
        return { ...base, detail: `货箱 ${r.case_number} 在WMS中已不存在`, expected: '在库', actual: '不存在' };
      case 'trayMissing':
        return {
          ...base,
          detail: `货箱 ${r.case_number} 缺少托盘：${r.codes ?? ''}`.slice(0, 300),
          expected: `${r.n_expected} 个托盘`,
          actual: `${r.n_actual} 个托盘`,
        };
      case 'rfidStale':
        return {
          ...base,
          detail:
            `货箱 ${r.case_number} 的托盘超过 ${opts.rfidWindowHours ?? RECONCILE_RFID_WINDOW_HOURS} 小时未读到RFID：${r.codes ?? ''}`.slice(
              0,
              300,
            ),
          expected: `${r.n_expected} 个托盘按时读到`,
          actual: `${r.n_actual} 个托盘超时`,
        };
      default:
        return {
          ...base,
          detail: `仓单重量 ${r.n_expected}，WMS在库托盘重量 ${r.n_actual}，偏差超过 ${pct}%`,
          expected: r.n_expected,
          actual: r.n_actual,
        };
    }
  });
};

/** The alarm text of a finding (spec 3 §3 Alarm detail content). */
export const findingAlarmContent = (f: Finding) =>
  `仓单 ${f.billCode} 对账不符（${reconcileFindingLabels[f.kind]}）：${f.detail}`.slice(0, 500);

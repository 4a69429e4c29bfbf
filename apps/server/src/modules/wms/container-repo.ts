import { formatDateTime, offsetOf, type Page, toPage } from '@kc/domain';
import { LIVE_RECEIPT_STATUSES } from '@kc/domain/receipt/status';
import {
  AlarmStatus,
  APPLICABLE_CONTAINER_STATUSES,
  type ContainerPageQuery,
  type ContainerRow,
  ContainerStatus,
  canOpenContainerBill,
  wmsRefusals,
} from '@kc/domain/wms/wms';
import { and, eq, ilike, inArray, isNotNull, type SQL, sql } from 'drizzle-orm';
import { isParty } from '../../platform/access/party';
import type { Principal } from '../../platform/auth/principal';
import type { DbOrTx } from '../../platform/db/client';
import { escapeLike } from '../../platform/db/like';
import { enterpriseNameSql } from '../enterprise';
import {
  lineageIsLive,
  liveLineagesWithCode,
  liveReceiptOfLineage,
  receipt,
  receiptIdsWithCode,
  receiptsByIds,
} from '../receipt';
import { dictionaryEntries } from '../system';
import { wmsAlarm, wmsContainer } from './wms.table';
import { canSeeWmsRow, containerScope } from './wms-scope';

/** The WMS platforms (dictionary thirdwms_enterprise, spec 1): key → name. */
export const WMS_PLATFORM_DICT = 'thirdwms_enterprise';
export const wmsPlatformNames = async (db: DbOrTx, tenantId: string) =>
  new Map((await dictionaryEntries(db, 'biz', WMS_PLATFORM_DICT, tenantId)).map((e) => [e.dictKey, e.dictValue]));

/** The receipt statuses that keep goods covered (ARCHITECTURE §11), as a literal list for the partial index. */
export const LIVE = sql.raw(LIVE_RECEIPT_STATUSES.join(', '));

/**
 * The live receipt of the container's lineage (at most one: the receipt's live-lineage unique index, whose predicate this
 * repeats so the index answers it) — a transfer's or a move's successor still covers the goods.
 */
export const liveReceiptOf = (lineage: SQL) => liveReceiptOfLineage(lineage);

/** The container (kc_wms_container, unaliased) has no live receipt in its lineage. */
export const noLiveReceipt = sql`not ${lineageIsLive(sql`"kc_wms_container"."lineage_id"`)}`;

type RawContainer = {
  id: string;
  case_number: string;
  status: number;
  cargo_owner_id: string | null;
  cargo_owner_name: string | null;
  warehouse_unit_id: string;
  warehouse_id: string | null;
  warehouse_name: string | null;
  bill_id: string | null;
  bill_code: string | null;
  bill_status: number | null;
  actual_warehous_time: Date | string | null;
  material_names: string | null;
  total_weight: string;
  weight_unit: string | null;
  total_num: string;
  num_unit: string | null;
  tray_counts: number;
  tidan_code: string | null;
  contract_code: string | null;
  contract_begin: string | null;
  contract_end: string | null;
  open_alarms: number;
  removed: number;
  sync_time: Date | string | null;
};

/**
 * One statement for a page of containers (no query per row): the current receipt (live in the lineage, else the
 * one generated from the container) by a lateral lookup on the lineage index, the open alarms by the alarm
 * index, the parties' names by primary key. `where` and `tail` name the container table unaliased.
 */
const selectContainers = async (db: DbOrTx, where: SQL, tail: SQL = sql``): Promise<RawContainer[]> => {
  const res = await db.execute(sql`
    select "kc_wms_container"."id"::text as id, "kc_wms_container"."case_number", "kc_wms_container"."status",
      "kc_wms_container"."cargo_owner_id"::text as cargo_owner_id,
      ${enterpriseNameSql(sql`"kc_wms_container"."cargo_owner_id"`)} as cargo_owner_name,
      "kc_wms_container"."warehouse_unit_id", "kc_wms_container"."warehouse_id"::text as warehouse_id,
      ${enterpriseNameSql(sql`"kc_wms_container"."warehouse_id"`)} as warehouse_name,
      coalesce(live.id, ob.id)::text as bill_id, coalesce(live.code, ob.code) as bill_code,
      coalesce(live.status, ob.status) as bill_status,
      "kc_wms_container"."actual_warehous_time", "kc_wms_container"."material_names",
      "kc_wms_container"."total_weight"::text as total_weight, "kc_wms_container"."weight_unit",
      "kc_wms_container"."total_num"::text as total_num, "kc_wms_container"."num_unit",
      "kc_wms_container"."tray_counts", "kc_wms_container"."tidan_code", "kc_wms_container"."contract_code",
      "kc_wms_container"."contract_begin", "kc_wms_container"."contract_end",
      (select count(*) from ${wmsAlarm} a where a.container_id = "kc_wms_container"."id"
        and a.status = ${AlarmStatus.open} and a.is_deleted = 0)::int as open_alarms,
      "kc_wms_container"."removed"::int as removed, "kc_wms_container"."sync_time"
    from ${wmsContainer}
    left join lateral (${liveReceiptOf(sql`"kc_wms_container"."lineage_id"`)}) live on true
    left join ${receipt} ob on ob.id = "kc_wms_container"."bill_id"
    where ${where}
    ${tail}`);
  return (res as unknown as { rows: RawContainer[] }).rows;
};

const toRow = (r: RawContainer, p: Principal, units: Map<string, string>): ContainerRow => ({
  id: r.id,
  caseNumber: r.case_number,
  billId: r.bill_id,
  billCode: r.bill_code,
  billStatus: r.bill_status == null ? null : Number(r.bill_status),
  billOpenable: canOpenContainerBill(
    { status: Number(r.status), cargoOwnerId: r.cargo_owner_id, billId: r.bill_id },
    p.postId,
  ),
  status: Number(r.status),
  cargoOwnerId: r.cargo_owner_id,
  cargoOwnerName: r.cargo_owner_name,
  warehouseUnitId: r.warehouse_unit_id,
  warehouseUnitName: units.get(r.warehouse_unit_id) ?? '',
  warehouseId: r.warehouse_id,
  warehouseName: r.warehouse_name,
  actualWarehousTime: formatDateTime(r.actual_warehous_time),
  materialNames: r.material_names,
  totalWeight: r.total_weight,
  weightUnit: r.weight_unit,
  totalNum: r.total_num,
  numUnit: r.num_unit,
  trayCounts: Number(r.tray_counts),
  tidanCode: r.tidan_code,
  contractCode: r.contract_code,
  contractBegin: r.contract_begin,
  contractEnd: r.contract_end,
  openAlarms: Number(r.open_alarms),
  removed: Number(r.removed) === 1,
  syncTime: formatDateTime(r.sync_time),
});

/** Container rows answering `where` (the caller's names, billOpenable), in the list's order. */
export const containerRowsWhere = async (db: DbOrTx, p: Principal, where: SQL, tail?: SQL) => {
  const [rows, units] = await Promise.all([
    selectContainers(
      db,
      where,
      tail ?? sql`order by "kc_wms_container"."create_time" desc, "kc_wms_container"."id" desc`,
    ),
    wmsPlatformNames(db, p.tenantId),
  ]);
  return rows.map((r) => toRow(r, p, units));
};

/** `ids` as the query gives them ('1,2,,3'): the distinct numeric ids. */
export const idsOf = (text: string | undefined) => [
  ...new Set(
    (text ?? '')
      .split(',')
      .map((s) => s.trim())
      .filter((s) => /^[1-9][0-9]{0,18}$/.test(s)),
  ),
];

/** The list's conditions (spec 3 §2 External containers: query ids, billCode, caseNumber; the unlock screen). */
export const containerWhere = (p: Principal, q: Omit<ContainerPageQuery, 'current' | 'size'>): SQL => {
  const conditions: SQL[] = [containerScope(p), eq(wmsContainer.isDeleted, 0)];
  if (q.ids != null && q.ids !== '') {
    const ids = idsOf(q.ids);
    conditions.push(ids.length ? inArray(wmsContainer.id, ids) : sql`false`);
  }
  if (q.caseNumber) conditions.push(ilike(wmsContainer.caseNumber, `%${escapeLike(q.caseNumber)}%`));
  if (q.warehouseUnitId) conditions.push(eq(wmsContainer.warehouseUnitId, q.warehouseUnitId));
  if (q.status != null) conditions.push(eq(wmsContainer.status, q.status));
  if (q.billCode) {
    // The code shown is the live receipt's (a successor's after a transfer) or the one generated from it: either finds it.
    const code = q.billCode;
    conditions.push(
      sql`("kc_wms_container"."bill_id" in (${receiptIdsWithCode(p.tenantId, code)})
        or "kc_wms_container"."lineage_id" in (${liveLineagesWithCode(p.tenantId, code)}))`,
    );
  }
  if (q.unlockable === '1') {
    // The unlock screen (/external/destroy, reading B) lists what may be let go now: containers the platform
    // locked (10) that no live receipt of their lineage covers any more, still in the WMS. A container at 1, 4
    // or 5 was never locked; one at 11 is already let go; one under a live receipt must stay locked (spec 3 §5).
    conditions.push(eq(wmsContainer.status, ContainerStatus.locked), eq(wmsContainer.removed, 0), noLiveReceipt);
  }
  if (q.warehouseId) conditions.push(eq(wmsContainer.warehouseId, q.warehouseId));
  if (q.applicable === '1') {
    // spec 3 §5 Container apply: what saveApply takes — the caller's own goods (as their cargo owner, whoever else
    // may see the row), free (1 or 11), still in the WMS and at a known warehouse.
    conditions.push(
      p.postId ? eq(wmsContainer.cargoOwnerId, p.postId) : sql`false`,
      inArray(wmsContainer.status, [...APPLICABLE_CONTAINER_STATUSES]),
      eq(wmsContainer.removed, 0),
      isNotNull(wmsContainer.warehouseId),
    );
  }
  return and(...conditions)!;
};

/** GET wmsExternalApply/containerListByPage: newest first (create_time desc, id desc), 10 a page by default. */
export const pageContainers = async (db: DbOrTx, p: Principal, q: ContainerPageQuery): Promise<Page<ContainerRow>> => {
  const where = containerWhere(p, q);
  const [records, [total]] = await Promise.all([
    containerRowsWhere(
      db,
      p,
      where,
      sql`order by "kc_wms_container"."create_time" desc, "kc_wms_container"."id" desc limit ${q.size} offset ${offsetOf(q)}`,
    ),
    db.select({ n: sql<number>`count(*)::int` }).from(wmsContainer).where(where),
  ]);
  return toPage(records, Number(total?.n ?? 0), q.current, q.size);
};

/** GET wmsExternalApply/containerListById: the caller's containers among these ids (others are left out). */
export const containersByIds = async (db: DbOrTx, p: Principal, idsText: string) => {
  const ids = idsOf(idsText);
  if (ids.length === 0) return [];
  return containerRowsWhere(
    db,
    p,
    and(containerScope(p), eq(wmsContainer.isDeleted, 0), inArray(wmsContainer.id, ids))!,
  );
};

/**
 * GET wmsExternalApply/containerListByBill: the containers of a receipt's lineage (the receipt detail's links), for
 * whoever may see the receipt (its two parties, the platform and banks); anyone else gets 404 as for no receipt.
 */
export const containersOfBill = async (db: DbOrTx, p: Principal, billId: string) => {
  const bill = (await receiptsByIds(db, [billId])).get(billId);
  if (bill?.isDeleted !== 0 || bill.tenantId !== p.tenantId || !isParty(p, bill.cargoOwnerId, bill.warehouseId))
    throw wmsRefusals.containerNotFound();
  const lineage = bill.lineageId ?? bill.id;
  return containerRowsWhere(
    db,
    p,
    and(
      eq(wmsContainer.tenantId, p.tenantId),
      eq(wmsContainer.isDeleted, 0),
      sql`("kc_wms_container"."lineage_id" = ${lineage} or "kc_wms_container"."bill_id" = ${bill.id})`,
    )!,
  );
};

export type ContainerRecord = typeof wmsContainer.$inferSelect;

export const findContainer = async (db: DbOrTx, id: string) =>
  (await db.select().from(wmsContainer).where(eq(wmsContainer.id, id)).limit(1))[0];

/** The container, or 404 when it is missing or not the caller's to see. */
export const loadVisibleContainer = async (db: DbOrTx, p: Principal, id: string): Promise<ContainerRecord> => {
  const row = await findContainer(db, id);
  if (row?.isDeleted !== 0 || !canSeeWmsRow(p, row)) throw wmsRefusals.containerNotFound();
  return row;
};

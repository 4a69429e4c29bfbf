import { accessRefusals, formatDateTime, offsetOf, type PageQuery, toPage } from '@kc/domain';
import { inspectionMachine, inspectionRefusals, inspectionStatusLabel } from '@kc/domain/inbound/inspection';
import { and, count, desc, eq, ilike, inArray, or, type SQL, sql } from 'drizzle-orm';
import { isPlatformOperator, seesAllParties } from '../../platform/access/party';
import type { Principal } from '../../platform/auth/principal';
import type { DbOrTx } from '../../platform/db/client';
import { escapeLike } from '../../platform/db/like';
import { enterpriseNameSql } from '../enterprise';
import { baseMaterial } from '../goods';
import { batchesOf, unitNames } from './inbound.repo';
import { inboundOrder } from './inbound.table';
import { inspection, inspectionFile } from './inspection.table';

export type InspectionRow = typeof inspection.$inferSelect;

export const INSPECTION_OBJECT_TYPE = inspectionMachine.objectType;
/** The owner type of inspection images in kc_attach: the order's two parties may see them. */
export const INSPECTION_FILE_OWNER = 'ple_test';

/** The order's two parties see its inspection; platform and bank see every one. */
export const seesInspection = (p: Principal, t: Pick<InspectionRow, 'shipperId' | 'warehouseId' | 'tenantId'>) =>
  t.tenantId === p.tenantId &&
  (seesAllParties(p) || (p.postId != null && (t.shipperId === p.postId || t.warehouseId === p.postId)));

const visibleInspections = (p: Principal): SQL => {
  const base = and(eq(inspection.tenantId, p.tenantId), sql`${inspection.isDeleted} = 0`)!;
  if (seesAllParties(p)) return base;
  if (!p.postId) return sql`false`;
  return and(base, or(eq(inspection.warehouseId, p.postId), eq(inspection.shipperId, p.postId)))!;
};

export const findVisibleInspection = async (db: DbOrTx, p: Principal, id: string, lock = false) => {
  const q = db
    .select()
    .from(inspection)
    .where(and(eq(inspection.id, id), eq(inspection.tenantId, p.tenantId), sql`${inspection.isDeleted} = 0`))
    .limit(1);
  const [row] = lock ? await q.for('update') : await q;
  if (!row || !seesInspection(p, row)) throw accessRefusals.notFound();
  return row;
};

export type InspectionListFilter = { inputCode?: string; status?: number };

const selectRows = (db: DbOrTx) =>
  db
    .select({
      id: inspection.id,
      inputId: inspection.inputId,
      inputCode: inboundOrder.code,
      materialName: baseMaterial.name,
      weightUnit: inboundOrder.weightUnit,
      numberUnit: inboundOrder.numberUnit,
      shipperName: enterpriseNameSql(inspection.shipperId),
      warehouseName: enterpriseNameSql(inspection.warehouseId),
      status: inspection.status,
      createTime: inspection.createTime,
      finishTime: inspection.finishTime,
    })
    .from(inspection)
    .innerJoin(inboundOrder, eq(inboundOrder.id, inspection.inputId))
    .leftJoin(baseMaterial, eq(baseMaterial.id, inboundOrder.materialId));

export const pageInspections = async (db: DbOrTx, p: Principal, q: PageQuery & InspectionListFilter) => {
  const where = and(
    visibleInspections(p),
    q.inputCode ? ilike(inboundOrder.code, `%${escapeLike(q.inputCode)}%`) : undefined,
    q.status != null ? eq(inspection.status, q.status) : undefined,
  );
  const [rows, [total]] = await Promise.all([
    selectRows(db)
      .where(where)
      .orderBy(desc(inspection.createTime), desc(inspection.id))
      .limit(q.size)
      .offset(offsetOf(q)),
    db
      .select({ n: count() })
      .from(inspection)
      .innerJoin(inboundOrder, eq(inboundOrder.id, inspection.inputId))
      .where(where),
  ]);
  return toPage(
    rows.map(({ weightUnit: _w, numberUnit: _n, ...r }) => ({
      ...r,
      statusName: inspectionStatusLabel(r.status),
      createTime: formatDateTime(r.createTime),
      finishTime: formatDateTime(r.finishTime),
    })),
    total?.n ?? 0,
    q.current,
    q.size,
  );
};

/** The files of an inspection, newest first (spec 3 §9: detail lists sort descending by create_time). */
export const filesOf = (db: DbOrTx, testId: string) =>
  db
    .select()
    .from(inspectionFile)
    .where(eq(inspectionFile.testId, testId))
    .orderBy(desc(inspectionFile.createTime), desc(inspectionFile.id));

/** ple/test/detail: the order's heading, and per batch its figures and files with signed links. */
export const inspectionDetail = async (
  db: DbOrTx,
  row: InspectionRow,
  linksFor: (attachIds: string[]) => Promise<Map<string, string>>,
) => {
  const [[head], batches, files, units] = await Promise.all([
    selectRows(db).where(eq(inspection.id, row.id)).limit(1),
    batchesOf(db, row.inputId),
    filesOf(db, row.id),
    unitNames(db, row.tenantId),
  ]);
  const links = await linksFor(files.map((f) => f.testFile));
  return {
    id: row.id,
    inputId: row.inputId,
    status: row.status,
    statusName: inspectionStatusLabel(row.status),
    createTime: formatDateTime(row.createTime),
    finishTime: formatDateTime(row.finishTime),
    input: {
      code: head?.inputCode ?? '',
      materialName: head?.materialName ?? null,
      shipperName: head?.shipperName ?? null,
      warehouseName: head?.warehouseName ?? null,
      weightUnitName: units.weight.get(head?.weightUnit ?? '') ?? '',
      numberUnitName: units.number.get(head?.numberUnit ?? '') ?? '',
    },
    batches: batches.map((b) => ({
      id: b.id,
      batchNo: b.batchNo,
      weight: b.weight,
      quantity: b.quantity,
      files: files
        .filter((f) => f.inputBatchId === b.id)
        .map((f) => ({
          id: f.id,
          testFileCode: f.testFileCode,
          testFile: f.testFile,
          url: links.get(f.testFile) ?? null,
          testDesc: f.testDesc,
          createTime: formatDateTime(f.createTime),
        })),
    })),
  };
};

/** Owner resolver of inspection images: the parties of the inspection's order. */
export const inspectionPartiesOf = async (db: DbOrTx, testIds: string[]) =>
  db
    .select({
      id: inspection.id,
      tenantId: inspection.tenantId,
      shipperId: inspection.shipperId,
      warehouseId: inspection.warehouseId,
    })
    .from(inspection)
    .where(inArray(inspection.id, testIds));

/** Inspections are written by the order's warehouse, or by the platform operator. */
export const assertInspector = (p: Principal, warehouseId: string | null) => {
  if (isPlatformOperator(p)) return;
  if (!p.postId || warehouseId !== p.postId) throw inspectionRefusals.notInspector();
};

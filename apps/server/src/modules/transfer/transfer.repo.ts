import { formatDateTime, offsetOf, TODO_ROWS, type TodoAnswer, toPage } from '@kc/domain';
import { ContractStatus, operatorTypeLabels, ProductForm, ServiceStatus } from '@kc/domain/contract/status';
import { GoodsMoneyStatus, TradePayStatus } from '@kc/domain/payment/payment';
import { ReceiptStatus, receiptStatusLabel } from '@kc/domain/receipt/status';
import {
  type ContractTransferAnswer,
  canApplyTransfer,
  canMakeTransferMove,
  type TransferDetail,
  type TransferRecord,
  TransferStatus,
  transferAuditStatusLabels,
  transferOperationLabels,
  type transferPageQuery,
  transferRefusals,
  transferStatusLabel,
  transferTodoActions,
} from '@kc/domain/transfer/transfer';
import { and, asc, count, desc, eq, ilike, inArray, isNotNull, or, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import { isPlatformOperator } from '../../platform/access/party';
import { listAuditEvents } from '../../platform/audit/audit.service';
import type { Principal } from '../../platform/auth/principal';
import type { DbOrTx } from '../../platform/db/client';
import { contract, contractById, contractDetail, loadVisibleContract, operatorTypeOf } from '../contract';
import { enterpriseNames } from '../enterprise';
import { enterpriseCard, receiptsInCodeOrder, successorsOf, successorWaiting, unitLabels } from '../receipt';
import { userNames } from '../user';
import { receiptTransfer, receiptTransferBill } from './transfer.table';
import { sideOf, type TransferRow, type TransferSide, transferOfContract, visibleTransfers } from './transfer-access';
import { transferBillIds } from './transfer-moves';

/** The contract's transfer detail screen (spec 3 §2 detail path). */
export const transferDetailPath = (id: string) => `/ples/transferDetails?type=1&id=${id}`;
export const TRANSFER_LIST_PATH = '/ple/transfer';

/** The goods table: each receipt with its attributes and, once issued, its successor. */
export const transferGoods = async (db: DbOrTx, tenantId: string, billIds: readonly string[]) => {
  if (billIds.length === 0) return [];
  const [bills, successors, units] = await Promise.all([
    receiptsInCodeOrder(db, billIds),
    successorsOf(db, billIds),
    unitLabels(db, tenantId),
  ]);
  return bills.map((b) => {
    const next = successors.get(b.id);
    return {
      billId: b.id,
      billCode: b.code,
      billStatus: b.status,
      billStatusName: receiptStatusLabel(b.status),
      materialName: b.materialName,
      totalWeight: b.totalWeight,
      weightUnitName: units.weight.get(b.weightUnit ?? '') ?? '',
      totalQuantity: b.totalQuantity,
      numberUnitName: units.number.get(b.numberUnit ?? '') ?? '',
      attrs: b.attrs.map((a) => ({ attrName: a.attrName, value: a.value })),
      newBillId: next?.id ?? null,
      newBillCode: next?.code ?? null,
      newBillStatus: next?.status ?? null,
      newBillStatusName: next ? receiptStatusLabel(next.status) : null,
    };
  });
};

/** The transfer log (spec 2 §3: createTime, operatorType, operateType): the transfer's audit trail, oldest first. */
export const transferLogs = async (db: DbOrTx, row: TransferRow) => {
  const events = await listAuditEvents(db, 'transfer', row.id);
  const names = await userNames(
    db,
    events.map((e) => e.actorId).filter((id): id is string => id != null),
  );
  const parties = { shipperId: row.shipperId, buyerId: row.buyerId, warehouseUnitId: row.warehouseUnitId };
  return events.map((e) => {
    const operatorType = operatorTypeOf(parties, e);
    const reason = (e.payload as { reason?: unknown } | null)?.reason;
    return {
      id: e.id,
      createTime: e.createTime,
      operatorType,
      operatorTypeName: operatorTypeLabels[operatorType] ?? '',
      operatorName: e.actorId ? (names.get(e.actorId) ?? null) : null,
      operateType: transferOperationLabels[e.action] ?? e.action,
      remark: typeof reason === 'string' && reason ? reason : null,
    };
  });
};

const recordOf = (row: TransferRow, names: Map<string, string>, code: string, billCount: number): TransferRecord => ({
  id: row.id,
  contractId: row.contractId,
  contractCode: code,
  status: row.status,
  statusName: transferStatusLabel(row.status),
  auditStatus: row.auditStatus,
  auditStatusName: transferAuditStatusLabels[row.auditStatus] ?? '',
  auditFailDescr: row.auditFailDescr,
  warehouseRejectDescr: row.warehouseRejectDescr,
  freeAgreement: row.freeAgreement,
  otherDesc: row.otherDesc,
  shipperId: row.shipperId,
  shipperName: names.get(row.shipperId) ?? '',
  buyerId: row.buyerId,
  buyerName: names.get(row.buyerId) ?? '',
  warehouseUnitId: row.warehouseUnitId,
  warehouseName: names.get(row.warehouseUnitId) ?? '',
  billCount,
  createTime: formatDateTime(row.createTime),
  updateTime: formatDateTime(row.updateTime),
  finishTime: formatDateTime(row.finishTime),
});

/** Whether new receipts wait for this side's signature (warehouse 10, holder 20, platform 30). */
const waitsForSignature = (side: TransferSide, newStatuses: (number | null)[]) => {
  const wanted =
    side === 'warehouse'
      ? ReceiptStatus.generated
      : side === 'buyer'
        ? ReceiptStatus.warehouseSigned
        : side === 'platform'
          ? ReceiptStatus.shipperSigned
          : null;
  return wanted != null && newStatuses.includes(wanted);
};

export const transferDetailOf = async (db: DbOrTx, row: TransferRow, side: TransferSide): Promise<TransferDetail> => {
  const billIds = await transferBillIds(db, row.id);
  const [names, c, warehouse, goods, logs] = await Promise.all([
    enterpriseNames(db, [row.shipperId, row.buyerId, row.warehouseUnitId]),
    contractById(db, row.contractId),
    enterpriseCard(db, row.tenantId, row.warehouseUnitId),
    transferGoods(db, row.tenantId, billIds),
    transferLogs(db, row),
  ]);
  const signing = row.status === TransferStatus.signing;
  return {
    ...recordOf(row, names, c?.code ?? '', billIds.length),
    warehouseAddress: warehouse?.address ?? '',
    totalAmount: c?.totalAmount ?? '0.00',
    fees: {
      shipperServiceAmount: c?.shipperServiceAmount ?? '0.00',
      shipperServiceStatus: c?.shipperServiceStatus ?? ServiceStatus.notNeeded,
      shipperTradePayStatus: c?.shipperTradePayStatus ?? TradePayStatus.unpaid,
      buyerServiceAmount: c?.buyerServiceAmount ?? '0.00',
      buyerServiceStatus: c?.buyerServiceStatus ?? ServiceStatus.notNeeded,
      buyerTradePayStatus: c?.buyerTradePayStatus ?? TradePayStatus.unpaid,
      goodsMoneyStatus: c?.goodsMoneyStatus ?? GoodsMoneyStatus.unconfirmed,
    },
    goods,
    logs,
    actions: {
      reapply: canMakeTransferMove('reapply', row.status, side),
      audit: canMakeTransferMove('audit', row.status, side),
      warehouseConfirm: canMakeTransferMove('warehouseConfirm', row.status, side),
      warehouseReject: canMakeTransferMove('warehouseReject', row.status, side),
      batchSign:
        signing &&
        waitsForSignature(
          side,
          goods.map((g) => g.newBillStatus),
        ),
    },
  };
};

/** GET ple/transfer/page: the transfers the caller may see, newest first. */
export const pageTransfers = async (
  db: DbOrTx,
  p: Principal,
  q: z.infer<typeof transferPageQuery>,
): Promise<ReturnType<typeof toPage<TransferRecord>>> => {
  const conditions: (SQL | undefined)[] = [visibleTransfers(p)];
  if (q.status != null) conditions.push(eq(receiptTransfer.status, q.status));
  if (q.auditStatus != null) conditions.push(eq(receiptTransfer.auditStatus, q.auditStatus));
  if (q.code) conditions.push(ilike(contract.code, `%${q.code.replace(/[\\%_]/g, '\\$&')}%`));
  const where = and(...conditions);
  const [rows, [{ total } = { total: 0 }]] = await Promise.all([
    db
      .select({ t: receiptTransfer, code: contract.code })
      .from(receiptTransfer)
      .innerJoin(contract, eq(contract.id, receiptTransfer.contractId))
      .where(where)
      .orderBy(desc(receiptTransfer.createTime), desc(receiptTransfer.id))
      .limit(q.size)
      .offset(offsetOf(q)),
    db
      .select({ total: count() })
      .from(receiptTransfer)
      .innerJoin(contract, eq(contract.id, receiptTransfer.contractId))
      .where(where),
  ]);
  const ids = rows.map((r) => r.t.id);
  const [names, counts] = await Promise.all([
    enterpriseNames(db, [...new Set(rows.flatMap((r) => [r.t.shipperId, r.t.buyerId, r.t.warehouseUnitId]))]),
    ids.length
      ? db
          .select({ id: receiptTransferBill.transferId, n: count() })
          .from(receiptTransferBill)
          .where(inArray(receiptTransferBill.transferId, ids))
          .groupBy(receiptTransferBill.transferId)
      : Promise.resolve([]),
  ]);
  const countOf = new Map(counts.map((c) => [c.id, Number(c.n)]));
  return toPage(
    rows.map((r) => recordOf(r.t, names, r.code, countOf.get(r.t.id) ?? 0)),
    Number(total),
    q.current,
    q.size,
  );
};

/**
 * GET ple/transfer/byContract: what the contract's transfer dialog and card show. The supplier learns why it cannot
 * apply yet (spec 2 §6: the contract in force and the goods money confirmed first).
 */
export const contractTransferOf = async (
  db: DbOrTx,
  p: Principal,
  contractId: string,
): Promise<ContractTransferAnswer> => {
  const { row: c } = await loadVisibleContract(db, p, contractId);
  const transfer = await transferOfContract(db, c.id);
  const details = await db
    .select({ billId: contractDetail.billId })
    .from(contractDetail)
    .where(and(eq(contractDetail.contractId, c.id), isNotNull(contractDetail.billId)))
    .orderBy(asc(contractDetail.sort));
  const billIds = transfer ? await transferBillIds(db, transfer.id) : details.map((d) => d.billId!);
  const ids = [c.shipperId, c.buyerId, c.warehouseUnitId].filter((id): id is string => id != null);
  const [names, warehouse, goods] = await Promise.all([
    enterpriseNames(db, ids),
    c.warehouseUnitId ? enterpriseCard(db, c.tenantId, c.warehouseUnitId) : Promise.resolve(undefined),
    transferGoods(db, c.tenantId, billIds),
  ]);
  const supplier = p.postId != null && p.postId === c.shipperId;
  const blocked =
    c.productForm !== ProductForm.receipt
      ? transferRefusals.notReceiptContract().message
      : c.status !== ContractStatus.inForce
        ? transferRefusals.contractNotInForce().message
        : c.goodsMoneyStatus !== GoodsMoneyStatus.confirmed
          ? transferRefusals.goodsMoneyNotConfirmed().message
          : transfer && !canApplyTransfer(transfer.status)
            ? transfer.status === TransferStatus.complete
              ? transferRefusals.finished().message
              : transferRefusals.open().message
            : null;
  const side = transfer ? sideOf(p, transfer) : null;
  return {
    contractId: c.id,
    contractCode: c.code,
    canApply: supplier && blocked === null,
    blockedReason: supplier ? blocked : null,
    warehouseName: c.warehouseUnitId ? (names.get(c.warehouseUnitId) ?? '') : '',
    warehouseAddress: warehouse?.address ?? '',
    shipperName: c.shipperId ? (names.get(c.shipperId) ?? '') : '',
    buyerName: c.buyerId ? (names.get(c.buyerId) ?? '') : '',
    goods,
    transfer: transfer && side ? await transferDetailOf(db, transfer, side) : null,
  };
};

/** New receipts of the transfer's contract in a status (the signer the to-do waits for). */
const successorsIn = (status: number) => successorWaiting('transfer', receiptTransfer.contractId, status);

/**
 * GET ple/transfer/todo (spec 3 §2 home to-do tab 'transfer'): what waits for the caller — the platform reviews and
 * signs last, the warehouse confirms and signs first, the buyer signs its new receipts, the supplier re-applies.
 */
export const transferTodo = async (db: DbOrTx, p: Principal): Promise<TodoAnswer> => {
  const post = p.postId ?? '0';
  const mine: SQL[] = [
    and(eq(receiptTransfer.warehouseUnitId, post), eq(receiptTransfer.status, TransferStatus.awaitingWarehouse))!,
    and(
      eq(receiptTransfer.warehouseUnitId, post),
      eq(receiptTransfer.status, TransferStatus.signing),
      successorsIn(ReceiptStatus.generated),
    )!,
    and(
      eq(receiptTransfer.buyerId, post),
      eq(receiptTransfer.status, TransferStatus.signing),
      successorsIn(ReceiptStatus.warehouseSigned),
    )!,
    and(
      eq(receiptTransfer.shipperId, post),
      inArray(receiptTransfer.status, [TransferStatus.rejected, TransferStatus.warehouseRejected]),
    )!,
  ];
  if (isPlatformOperator(p)) {
    mine.push(eq(receiptTransfer.status, TransferStatus.awaitingReview));
    mine.push(and(eq(receiptTransfer.status, TransferStatus.signing), successorsIn(ReceiptStatus.shipperSigned))!);
  }
  const where = and(eq(receiptTransfer.tenantId, p.tenantId), eq(receiptTransfer.isDeleted, 0), or(...mine));
  const [rows, [{ total } = { total: 0 }]] = await Promise.all([
    db
      .select({ t: receiptTransfer, code: contract.code })
      .from(receiptTransfer)
      .innerJoin(contract, eq(contract.id, receiptTransfer.contractId))
      .where(where)
      .orderBy(desc(receiptTransfer.updateTime), desc(receiptTransfer.id))
      .limit(TODO_ROWS),
    db.select({ total: count() }).from(receiptTransfer).where(where),
  ]);
  return {
    total: Number(total),
    listPath: TRANSFER_LIST_PATH,
    records: rows.map(({ t, code }) => ({
      id: t.id,
      title: code,
      status: t.status,
      statusName: transferStatusLabel(t.status),
      action:
        t.status === TransferStatus.awaitingReview
          ? transferTodoActions.audit
          : t.status === TransferStatus.awaitingWarehouse
            ? transferTodoActions.warehouseConfirm
            : t.status === TransferStatus.signing
              ? transferTodoActions.sign
              : transferTodoActions.reapply,
      createTime: formatDateTime(t.createTime),
      path: transferDetailPath(t.id),
    })),
  };
};

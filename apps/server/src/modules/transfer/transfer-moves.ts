import { ContractStatus, ProductForm } from '@kc/domain/contract/status';
import { participationMessages } from '@kc/domain/enterprise/status';
import { GoodsMoneyStatus } from '@kc/domain/payment/payment';
import { replacingProcesses } from '@kc/domain/receipt/machine';
import { ReceiptStatus } from '@kc/domain/receipt/status';
import type { MoveOf } from '@kc/domain/shared/machine';
import {
  canApplyTransfer,
  transferRefusals as refuse,
  type TransferApplyBody,
  type TransferAuditBody,
  TransferAuditStatus,
  TransferStatus,
  transferMachine,
} from '@kc/domain/transfer/transfer';
import { and, asc, eq, isNotNull } from 'drizzle-orm';
import { appendAuditEvent } from '../../platform/audit/audit.service';
import type { Principal } from '../../platform/auth/principal';
import type { AppContext } from '../../platform/context';
import type { DbOrTx } from '../../platform/db/client';
import { type Actor, transition } from '../../platform/state/transition';
import { contract, contractDetail, loadVisibleContract, setContractTransferState } from '../contract';
import { assertEnterpriseApproved, assertOwnEnterpriseApproved } from '../enterprise';
import {
  handOverReceipts,
  moveReceiptsStatus,
  receiptHolders,
  receiptsByIds,
  releaseReceipts,
  replaceReceipts,
  successorsIssuedBy,
} from '../receipt';
import { receiptTransfer, receiptTransferBill } from './transfer.table';
import { loadVisibleTransfer, type TransferRow, transferOfContract } from './transfer-access';

/**
 * The receipt transfer's moves (spec 2 §4–§6; spec 3 §5 Transfer audit; ARCHITECTURE §11). Each runs in one
 * transaction: the transfer's status (transition(): conditional UPDATE + audit event), its receipts, their
 * reservation and the contract's mirror of the state (setContractTransferState, an event on its process log).
 */

const contractHolder = (contractId: string) => ({ process: 'contract' as const, processId: contractId });
const transferHolder = (id: string) => ({ process: 'transfer' as const, processId: id });

export const transferBillIds = async (db: DbOrTx, transferId: string) =>
  (
    await db
      .select({ billId: receiptTransferBill.billId })
      .from(receiptTransferBill)
      .where(eq(receiptTransferBill.transferId, transferId))
      .orderBy(asc(receiptTransferBill.billId))
  ).map((r) => r.billId);

/** A declared move of the transfer (transferMachine), its audit event naming the contract. */
const moveTransfer = (
  tx: DbOrTx,
  row: TransferRow,
  actor: Actor,
  move: { move: MoveOf<typeof transferMachine>; from?: number; set?: Partial<TransferRow>; payload?: object },
) =>
  transition(tx, {
    machine: transferMachine,
    move: move.move,
    from: move.from,
    table: receiptTransfer,
    id: row.id,
    actor,
    set: move.set,
    payload: { contractId: row.contractId, ...move.payload },
  });

/**
 * POST contract/transfer (spec 2 §6: the supplier only; the receipt contract in force and its goods money confirmed):
 * a first application, or a re-application after either reviewer rejected it. The contract's receipts stay held by
 * the contract until the platform passes the transfer.
 */
export const applyTransfer = async (ctx: AppContext, p: Principal, body: TransferApplyBody): Promise<string> =>
  ctx.db.transaction(async (tx) => {
    const { row: c } = await loadVisibleContract(tx, p, body.id);
    if (!p.postId || c.shipperId !== p.postId) throw refuse.notSupplier();
    await assertOwnEnterpriseApproved(tx, p);
    const [locked] = await tx.select().from(contract).where(eq(contract.id, c.id)).for('update');
    if (!locked) throw refuse.contractNotFound();
    if (locked.productForm !== ProductForm.receipt) throw refuse.notReceiptContract();
    if (locked.status !== ContractStatus.inForce) throw refuse.contractNotInForce();
    if (locked.goodsMoneyStatus !== GoodsMoneyStatus.confirmed) throw refuse.goodsMoneyNotConfirmed();
    if (!locked.buyerId || !locked.warehouseUnitId) throw refuse.notReceiptContract();
    const existing = await transferOfContract(tx, c.id, true);
    if (existing && !canApplyTransfer(existing.status)) {
      throw existing.status === TransferStatus.complete ? refuse.finished() : refuse.open();
    }
    const details = await tx
      .select({ billId: contractDetail.billId, billCode: contractDetail.billCode })
      .from(contractDetail)
      .where(and(eq(contractDetail.contractId, c.id), isNotNull(contractDetail.billId)))
      .orderBy(asc(contractDetail.sort));
    const billIds = details.map((d) => d.billId!);
    if (billIds.length === 0) throw refuse.noReceipts();
    const bills = [...(await receiptsByIds(tx, billIds)).values()];
    if (bills.length !== billIds.length || bills.some((b) => b.status !== ReceiptStatus.inEffect)) {
      throw refuse.receiptNotInEffect();
    }
    const holders = await receiptHolders(tx, billIds);
    if (billIds.some((id) => holders.get(id)?.process !== 'contract' || holders.get(id)?.processId !== c.id)) {
      throw refuse.receiptHeld();
    }
    const fields = {
      freeAgreement: body.freeAgreement,
      otherDesc: body.otherDesc,
      auditStatus: TransferAuditStatus.waiting,
      auditFailDescr: null,
      warehouseRejectDescr: null,
      auditTime: null,
    };
    let id: string;
    if (existing) {
      await moveTransfer(tx, existing, p, {
        move: 'reapply',
        from: existing.status,
        set: fields,
      });
      id = existing.id;
    } else {
      const [made] = await tx
        .insert(receiptTransfer)
        .values({
          tenantId: locked.tenantId,
          contractId: c.id,
          shipperId: locked.shipperId!,
          buyerId: locked.buyerId,
          warehouseUnitId: locked.warehouseUnitId,
          ...fields,
          status: TransferStatus.awaitingReview,
          createUser: p.userId,
          updateUser: p.userId,
        })
        .returning({ id: receiptTransfer.id });
      id = made!.id;
      await tx
        .insert(receiptTransferBill)
        .values(bills.map((b) => ({ transferId: id, billId: b.id, billCode: b.code })));
      await appendAuditEvent(tx, {
        tenantId: locked.tenantId,
        objectType: 'transfer',
        objectId: id,
        action: 'apply',
        toStatus: TransferStatus.awaitingReview,
        actorId: p.userId,
        actorEnterpriseId: p.postId,
        payload: { contractId: c.id, billIds },
      });
    }
    await setContractTransferState(tx, {
      contractId: c.id,
      tenantId: locked.tenantId,
      action: existing ? 'transfer-reapply' : 'transfer-apply',
      actor: p,
      auditStatus: TransferAuditStatus.waiting,
      transferStatus: TransferStatus.awaitingReview,
    });
    return id;
  });

/**
 * POST ple/transfer/audit (spec 3 §5 Transfer audit; the platform only): a rejection keeps its comment and the
 * receipts with the contract; a pass starts the transfer — the receipts go to 过户中 (50) and the contract hands
 * them to the transfer.
 */
export const auditTransfer = async (ctx: AppContext, p: Principal, body: TransferAuditBody) =>
  ctx.db.transaction(async (tx) => {
    const { row, side } = await loadVisibleTransfer(tx, p, body.id, true);
    if (side !== 'platform') throw refuse.notPlatform();
    const now = new Date();
    if (body.auditStatus === TransferAuditStatus.rejected) {
      await moveTransfer(tx, row, p, {
        move: 'reject',
        set: { auditStatus: TransferAuditStatus.rejected, auditFailDescr: body.auditFailDescr ?? '', auditTime: now },
        payload: { reason: body.auditFailDescr },
      });
      await setContractTransferState(tx, {
        contractId: row.contractId,
        tenantId: row.tenantId,
        action: 'transfer-reject',
        actor: p,
        auditStatus: TransferAuditStatus.rejected,
        transferStatus: TransferStatus.rejected,
      });
      return;
    }
    // spec 1 §4: receipts are issued only between approved enterprises.
    await assertEnterpriseApproved(tx, row.tenantId, row.buyerId, participationMessages.notApproved);
    await moveTransfer(tx, row, p, {
      move: 'pass',
      set: { auditStatus: TransferAuditStatus.passed, auditFailDescr: null, auditTime: now },
    });
    const billIds = await transferBillIds(tx, row.id);
    const moved = await handOverReceipts(tx, contractHolder(row.contractId), transferHolder(row.id));
    if (moved !== billIds.length) throw refuse.receiptHeld();
    await moveReceiptsStatus(tx, {
      billIds,
      move: replacingProcesses.transfer.takes,
      actor: p,
      payload: { transferId: row.id, contractId: row.contractId },
      message: refuse.receiptNotInEffect().message,
    });
    await setContractTransferState(tx, {
      contractId: row.contractId,
      tenantId: row.tenantId,
      action: 'transfer-pass',
      actor: p,
      auditStatus: TransferAuditStatus.passed,
      transferStatus: TransferStatus.awaitingWarehouse,
    });
  });

/**
 * POST ple/transfer/warehouseConfirm (the receipts' warehouse): new receipts for the same goods are issued to the
 * buyer (new codes, the old receipt named as origin), awaiting the warehouse's, the buyer's and the platform's
 * signatures through the contract's batch signing. All or nothing: a failure leaves the transfer waiting for the
 * warehouse and the old receipts in force, and the confirmation can simply be made again.
 */
export const confirmTransferAtWarehouse = async (ctx: AppContext, p: Principal, id: string, origin: string) =>
  ctx.db.transaction(async (tx) => {
    const { row, side } = await loadVisibleTransfer(tx, p, id, true);
    if (side !== 'warehouse') throw refuse.notWarehouse();
    await assertOwnEnterpriseApproved(tx, p);
    await moveTransfer(tx, row, p, {
      move: 'warehouse-confirm',
    });
    const billIds = await transferBillIds(tx, row.id);
    const replaced = await replaceReceipts(ctx, tx, {
      process: 'transfer',
      origins: billIds.map((billId) => ({ billId, successors: [{ cargoOwnerId: row.buyerId }] })),
      contractId: row.contractId,
      actor: p,
      origin,
    });
    await setContractTransferState(tx, {
      contractId: row.contractId,
      tenantId: row.tenantId,
      action: 'transfer-warehouse-confirm',
      actor: p,
      auditStatus: TransferAuditStatus.passed,
      transferStatus: TransferStatus.signing,
    });
    return replaced.flatMap((r) => r.successorIds);
  });

/** POST ple/transfer/warehouseReject: the receipts are back in effect and with the contract; the supplier may re-apply. */
export const rejectTransferAtWarehouse = async (ctx: AppContext, p: Principal, id: string, descr: string) =>
  ctx.db.transaction(async (tx) => {
    const { row, side } = await loadVisibleTransfer(tx, p, id, true);
    if (side !== 'warehouse') throw refuse.notWarehouse();
    await moveTransfer(tx, row, p, {
      move: 'warehouse-reject',
      set: { auditStatus: TransferAuditStatus.rejected, warehouseRejectDescr: descr },
      payload: { reason: descr },
    });
    const billIds = await transferBillIds(tx, row.id);
    await moveReceiptsStatus(tx, {
      billIds,
      move: replacingProcesses.transfer.givesBack,
      actor: p,
      payload: { transferId: row.id },
    });
    await handOverReceipts(tx, transferHolder(row.id), contractHolder(row.contractId));
    await setContractTransferState(tx, {
      contractId: row.contractId,
      tenantId: row.tenantId,
      action: 'transfer-warehouse-reject',
      actor: p,
      auditStatus: TransferAuditStatus.rejected,
      transferStatus: TransferStatus.warehouseRejected,
    });
  });

/** How far the new receipts are: all the transfer's successors, and how many are in effect. */
export const successorProgress = async (db: DbOrTx, contractId: string) => {
  const rows = await successorsIssuedBy(db, 'transfer', contractId);
  return { total: rows.length, inEffect: rows.filter((r) => r.status === ReceiptStatus.inEffect).length, rows };
};

/**
 * The transfer completes when its last successor comes into effect (called by the receipt module in the platform
 * signature's transaction, after the successor's origin was cancelled and before the successor moves to 1): the
 * transfer 30 → 1, its reservation released, the contract at its step 5. A crash anywhere rolls all of it back with
 * the signature, which the batch then makes again.
 */
export const completeTransferIfDone = async (
  tx: DbOrTx,
  event: { successor: { id: string; contractId: string | null }; actor: Actor },
) => {
  const contractId = event.successor.contractId;
  if (!contractId) return;
  const row = await transferOfContract(tx, contractId, true);
  if (row?.status !== TransferStatus.signing) return;
  const billIds = await transferBillIds(tx, row.id);
  const { rows } = await successorProgress(tx, contractId);
  const waiting = rows.filter((r) => r.status !== ReceiptStatus.inEffect && r.id !== event.successor.id);
  if (rows.length < billIds.length || waiting.length > 0) return;
  await moveTransfer(tx, row, event.actor, {
    move: 'complete',
    set: { finishTime: new Date() },
  });
  await releaseReceipts(tx, transferHolder(row.id));
  await setContractTransferState(tx, {
    contractId,
    tenantId: row.tenantId,
    action: 'transfer-complete',
    actor: null,
    auditStatus: TransferAuditStatus.passed,
    transferStatus: TransferStatus.complete,
  });
};

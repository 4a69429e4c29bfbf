import { FeeParty, type FeePartyValue } from '@kc/domain/payment/payment';
import { contractServiceMachine, goodsMoneyMachine } from '@kc/domain/payment/status';
import { eq, sql } from 'drizzle-orm';
import { appendAuditEvent } from '../../platform/audit/audit.service';
import type { DbOrTx } from '../../platform/db/client';
import { type Actor, tryTransition } from '../../platform/state/transition';
import { contract } from './contract.table';
import type { ContractRow } from './contract-access';

/**
 * The contract's money after it is in force (spec 2 §3 shipperServiceStatus, buyerServiceStatus, goodsMoneyStatus,
 * invoiceStatus): the payment and invoice modules move these columns only through the functions here, each a
 * conditional UPDATE, so a move made twice (a repeated notification, two clicks) changes the row once. Every move
 * leaves an event on the contract's audit trail, which the process log shows (an actor of null is the system, 50).
 */

/** Which side an enterprise is on a contract (0 supplier, 1 buyer), or undefined. */
export const feePartyOf = (row: Pick<ContractRow, 'shipperId' | 'buyerId'>, enterpriseId: string | null | undefined) =>
  enterpriseId == null
    ? undefined
    : row.shipperId === enterpriseId
      ? FeeParty.shipper
      : row.buyerId === enterpriseId
        ? FeeParty.buyer
        : undefined;

/** A party's share and its service status, as the contract stores them. */
export const shareOf = (row: ContractRow, party: FeePartyValue) =>
  party === FeeParty.shipper
    ? {
        amount: row.shipperServiceAmount,
        rate: row.shipperProportionRate,
        status: row.shipperServiceStatus,
        enterpriseId: row.shipperId,
      }
    : {
        amount: row.buyerServiceAmount,
        rate: row.buyerProportionRate,
        status: row.buyerServiceStatus,
        enterpriseId: row.buyerId,
      };

/** The contract by id, whoever asks: the caller has checked the right to it (or is a job acting on a verified message). */
export const contractById = async (db: DbOrTx, id: string): Promise<ContractRow | undefined> =>
  (await db.select().from(contract).where(eq(contract.id, id)).limit(1))[0];

export type ContractEventInput = {
  contractId: string;
  tenantId: string;
  /** an action of contractOperationLabels ('service-paid', 'invoice-apply'…) */
  action: string;
  /** null: the system (a provider's notification, a job) */
  actor: Actor | null;
  payload?: Record<string, unknown>;
};

/** One event on the contract's trail (its process log), in the caller's transaction. */
export const recordContractEvent = (tx: DbOrTx, e: ContractEventInput) =>
  appendAuditEvent(tx, {
    tenantId: e.tenantId,
    objectType: 'contract',
    objectId: e.contractId,
    action: e.action,
    actorId: e.actor?.userId ?? null,
    actorEnterpriseId: e.actor?.postId ?? null,
    payload: e.payload,
  });

/** The mover of a money status: the user, or the system (no user) for a provider's notification or a job. */
const actorOf = (e: Pick<ContractEventInput, 'actor' | 'tenantId'>): Actor =>
  e.actor ?? { userId: null as unknown as string, postId: null, tenantId: e.tenantId };

/**
 * A party's share paid (0 → 1, contractServiceMachine): by a verified notification or the platform's confirmation
 * of a voucher. Answers false (and writes nothing) when the share was not unpaid: a second notification changes
 * nothing.
 */
export const markServicePaid = async (
  tx: DbOrTx,
  input: Omit<ContractEventInput, 'action'> & { party: FeePartyValue; action?: string },
): Promise<boolean> => {
  const moved = await tryTransition(tx, {
    table: contract,
    machine: contractServiceMachine,
    move: 'pay',
    statusColumn: input.party === FeeParty.shipper ? 'shipperServiceStatus' : 'buyerServiceStatus',
    id: input.contractId,
    actor: actorOf(input),
    payload: { party: input.party },
  });
  if (!moved) return false;
  await recordContractEvent(tx, { ...input, action: input.action ?? 'service-paid' });
  return true;
};

/**
 * A party's trade payment as the payment module just moved its kc_trade_pay row (spec 3 §4: 0, 10, 20, 30), mirrored
 * on the contract in the same transaction: the platform's queue of vouchers to confirm and the transfer review read it
 * here. No event: the move that caused it writes its own.
 */
export const mirrorTradePayStatus = async (
  tx: DbOrTx,
  input: { contractId: string; party: FeePartyValue; tradePayStatus: number },
) => {
  const key = input.party === FeeParty.shipper ? 'shipperTradePayStatus' : 'buyerTradePayStatus';
  await tx
    .update(contract)
    .set({ [key]: input.tradePayStatus, version: sql`${contract.version} + 1`, updateTime: new Date() })
    .where(eq(contract.id, input.contractId));
};

/** spec 2 §6: the supplier confirms receipt of the goods money once (0 → 1, goodsMoneyMachine), on a contract in force. */
export const markGoodsMoneyConfirmed = async (
  tx: DbOrTx,
  input: Omit<ContractEventInput, 'action'> & { inForceStatus: number },
): Promise<boolean> => {
  const moved = await tryTransition(tx, {
    table: contract,
    machine: goodsMoneyMachine,
    move: 'confirm',
    statusColumn: 'goodsMoneyStatus',
    id: input.contractId,
    actor: actorOf(input),
    where: eq(contract.status, input.inForceStatus),
  });
  if (!moved) return false;
  await recordContractEvent(tx, { ...input, action: 'goods-money' });
  return true;
};

/** The contract's invoiceStatus (spec 2 §3), as the invoice module sums up its parties' invoices. */
export const setContractInvoiceStatus = async (tx: DbOrTx, contractId: string, invoiceStatus: number) => {
  await tx
    .update(contract)
    .set({ invoiceStatus, version: sql`${contract.version} + 1`, updateTime: new Date() })
    .where(eq(contract.id, contractId));
};

/**
 * The receipt transfer's state on its contract (spec 2 §3 auditStatus, §4 progress steps 4 and 5): the transfer
 * module writes it in the transaction of each of its moves, with an event on the contract's trail (its process log).
 */
export const setContractTransferState = async (
  tx: DbOrTx,
  input: Omit<ContractEventInput, 'payload'> & { auditStatus: number | null; transferStatus: number | null },
) => {
  await tx
    .update(contract)
    .set({
      auditStatus: input.auditStatus,
      transferStatus: input.transferStatus,
      version: sql`${contract.version} + 1`,
      updateTime: new Date(),
    })
    .where(eq(contract.id, input.contractId));
  await recordContractEvent(tx, {
    ...input,
    payload: { auditStatus: input.auditStatus, transferStatus: input.transferStatus },
  });
};

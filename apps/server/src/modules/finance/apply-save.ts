import { EnterpriseType } from '@kc/domain/enterprise/enterprise';
import { type FinanceApplyForm, financeRefusals as refuse } from '@kc/domain/finance/finance';
import { estimatedPledgeAmount, receiptPledgeAmount } from '@kc/domain/finance/formulas';
import { asksAbovePledgeAmount } from '@kc/domain/finance/loan-bounds';
import { DgeCcbStatus, FinanceStatus, FourStatus, financeFourMachine } from '@kc/domain/finance/status';
import { ReceiptStatus } from '@kc/domain/receipt/status';
import { formatAmount } from '@kc/domain/shared/money';
import { eq } from 'drizzle-orm';
import { appendAuditEvent } from '../../platform/audit/audit.service';
import type { Principal } from '../../platform/auth/principal';
import type { AppContext } from '../../platform/context';
import type { DbOrTx } from '../../platform/db/client';
import { isUniqueViolation } from '../../platform/db/errors';
import { transition } from '../../platform/state/transition';
import { borrowerById } from '../borrower';
import { assertOwnEnterpriseApproved, liveEnterprise } from '../enterprise';
import { holdReceipts, type ReceiptRow, setReceiptsPledgeStatus, tenantReceipts } from '../receipt';
import { assertMoveAllowed, lockApply } from './apply-moves';
import { approvedOfType, financingGoodsOf } from './apply-parties';
import { financeApply, financeApplyBill } from './finance.table';
import { canSeeApply, type FinanceApplyRow, sidesOf } from './finance-access';
import { nextFinanceCode } from './finance-code';

/**
 * The borrower (modules/bank-customer README "Financing"): required when the shipper is a person (isPerson 1);
 * when named, a live borrower of this shipper.
 */
const checkBorrower = async (db: DbOrTx, tenantId: string, form: FinanceApplyForm, shipperId: string) => {
  if (!form.borrowerId) {
    const shipper = await liveEnterprise(db, tenantId, shipperId);
    if (shipper?.isPerson === 1) throw refuse.borrowerRequired();
    return;
  }
  const b = await borrowerById(db, tenantId, form.borrowerId);
  if (!b || b.shipperId !== shipperId) throw refuse.borrowerMissing();
};

/** The parties the form names: an approved warehouse (type 2), an approved bank (type 5) and its goods in use. */
const checkParties = async (db: DbOrTx, tenantId: string, form: FinanceApplyForm, shipperId: string) => {
  await checkBorrower(db, tenantId, form, shipperId);
  if (!(await approvedOfType(db, tenantId, form.warehouseUnitId, EnterpriseType.warehouse)))
    throw refuse.warehouseMissing();
  if (!(await approvedOfType(db, tenantId, form.bankId, EnterpriseType.bank))) throw refuse.bankMissing();
  if ((await financingGoodsOf(db, tenantId, form.bankId, form.financingGoodsId)).length === 0)
    throw refuse.goodsMissing();
};

/** The receipts asked for: the shipper's own (403), in effect (409), all at the chosen warehouse (400). */
const checkBills = async (tx: DbOrTx, p: Principal, form: FinanceApplyForm): Promise<ReceiptRow[]> => {
  const ids = form.billList.map((b) => b.billId);
  if (new Set(ids).size !== ids.length) throw refuse.duplicateBill();
  const found = await tenantReceipts(tx, p.tenantId, ids);
  if (found.length !== ids.length || found.some((b) => b.cargoOwnerId !== p.postId)) throw refuse.billNotYours();
  if (found.some((b) => b.status !== ReceiptStatus.inEffect)) throw refuse.billNotInEffect();
  if (found.some((b) => b.warehouseId !== form.warehouseUnitId)) throw refuse.billWrongWarehouse();
  return ids.map((id) => found.find((b) => b.id === id)!);
};

/**
 * The rows of the application, rewritten from the form: price, rate, weight and the estimated amount each
 * (receiptPledgeAmount), active, pledge status 1. A receipt already in another live pledge hits the active-row
 * unique index: 409 bill_held (the reservation normally refuses it first; the index is the database's last word).
 */
const writeRows = async (tx: DbOrTx, apply: FinanceApplyRow, bills: ReceiptRow[], form: FinanceApplyForm) => {
  await tx.delete(financeApplyBill).where(eq(financeApplyBill.applyId, apply.id));
  try {
    await tx.insert(financeApplyBill).values(
      bills.map((b, i) => {
        const input = form.billList[i]!;
        return {
          tenantId: apply.tenantId,
          applyId: apply.id,
          billId: b.id,
          billCode: b.code,
          priceUnit: input.priceUnit,
          chargeUnit: b.weightUnit,
          cltPlgRate: input.cltPlgRate,
          totalWeight: b.totalWeight,
          pledgeAmount: receiptPledgeAmount({ ...input, totalWeight: b.totalWeight }).toFixed(2),
          dgeCcbStatus: DgeCcbStatus.pledging,
          sort: i,
        };
      }),
    );
  } catch (e) {
    if (isUniqueViolation(e)) throw refuse.billHeld();
    throw e;
  }
};

const figuresOf = (bills: ReceiptRow[], form: FinanceApplyForm) => ({
  warehouseId: form.warehouseUnitId,
  bankId: form.bankId,
  financingGoodsId: form.financingGoodsId,
  borrowerId: form.borrowerId ?? null,
  applyMoney: form.applyMoney,
  pledgeAmount: estimatedPledgeAmount(form.billList.map((b, i) => ({ ...b, totalWeight: bills[i]!.totalWeight }))),
  remark: form.remark ?? null,
});

/** The application being edited: the shipper's own (404 unseen, 403 another side), still editable (409). */
const lockEditable = async (tx: DbOrTx, p: Principal, id: string) => {
  const row = await lockApply(tx, id);
  if (!row || !canSeeApply(p, row)) throw refuse.notFound();
  if (!sidesOf(p, row).includes('shipper')) throw refuse.notShipper();
  if (row.status !== FinanceStatus.awaitingFour) throw refuse.notEditable();
  assertMoveAllowed(row, 'edit');
  return row;
};

/**
 * save / update / saveOrUpdateFinancingApplication (spec 2 §7; README "The flow" 1): a new application (code RZ…,
 * status 50, fourStatus 0) or an editable one (status 50, fourStatus 0/11/21 → 0) with its receipts. In one
 * transaction: the rows, the reservation (process 'pledge': a receipt in a contract, transfer, move or another
 * pledge refuses all, 409 bill_held), the receipts' pledge status 1 (0 for receipts an edit dropped) and the event.
 */
export const saveApplication = async (ctx: AppContext, p: Principal, form: FinanceApplyForm) => {
  if (!p.postId) throw refuse.enterpriseOnly();
  await assertOwnEnterpriseApproved(ctx.db, p);
  await checkParties(ctx.db, p.tenantId, form, p.postId);
  return ctx.db.transaction(async (tx) => {
    const bills = await checkBills(tx, p, form);
    const figures = figuresOf(bills, form);
    // spec 2 §9: refused, not warned — the pledge rate is the bank's loan-to-value ratio, so the estimated pledge
    // amount is the most the receipts secure, and a bank here lends only against them (loan-bounds.ts).
    if (asksAbovePledgeAmount(figures.applyMoney, figures.pledgeAmount))
      throw refuse.overPledgeAmount(formatAmount(figures.applyMoney), formatAmount(figures.pledgeAmount));
    let row: FinanceApplyRow;
    let dropped: string[] = [];
    if (form.id) {
      const before = await lockEditable(tx, p, form.id);
      const previous = await tx
        .select({ billId: financeApplyBill.billId })
        .from(financeApplyBill)
        .where(eq(financeApplyBill.applyId, before.id));
      dropped = previous.map((r) => r.billId).filter((id) => !bills.some((b) => b.id === id));
      row = await transition(tx, {
        table: financeApply,
        id: before.id,
        statusColumn: 'fourStatus',
        machine: financeFourMachine,
        move: 'update',
        from: before.fourStatus,
        actor: p,
        payload: { billIds: bills.map((b) => b.id), applyMoney: form.applyMoney },
        set: figures,
        message: refuse.statusChanged().message,
      });
    } else {
      const [created] = await tx
        .insert(financeApply)
        .values({
          tenantId: p.tenantId,
          code: await nextFinanceCode(tx, p.tenantId, new Date()),
          shipperId: p.postId!,
          ...figures,
          status: FinanceStatus.awaitingFour,
          fourStatus: FourStatus.notStarted,
          createUser: p.userId,
        })
        .returning();
      row = created!;
      await appendAuditEvent(tx, {
        tenantId: p.tenantId,
        objectType: 'finance',
        objectId: row.id,
        action: 'save',
        toStatus: FinanceStatus.awaitingFour,
        actorId: p.userId,
        actorEnterpriseId: p.postId,
        payload: { billIds: bills.map((b) => b.id), applyMoney: form.applyMoney },
      });
    }
    // ARCHITECTURE §11: one live process per receipt; the reservation's primary key settles a race.
    const held = await holdReceipts(tx, {
      process: 'pledge',
      processId: row.id,
      tenantId: p.tenantId,
      billIds: bills.map((b) => b.id),
    });
    if (held.length > 0) throw refuse.billHeld();
    await writeRows(tx, row, bills, form);
    await setReceiptsPledgeStatus(tx, dropped, DgeCcbStatus.none);
    await setReceiptsPledgeStatus(
      tx,
      bills.map((b) => b.id),
      DgeCcbStatus.pledging,
    );
    return row;
  });
};

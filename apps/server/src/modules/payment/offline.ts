import { ContractStatus, ServiceStatus } from '@kc/domain/contract/status';
import {
  FeeParty,
  type FeePartyValue,
  PayWay,
  paymentRefusals as refuse,
  TradePayStatus,
} from '@kc/domain/payment/payment';
import { tradePayMachine } from '@kc/domain/payment/status';
import { and, asc, count, eq } from 'drizzle-orm';
import { isPlatformOperator } from '../../platform/access/party';
import type { Principal } from '../../platform/auth/principal';
import type { AppContext } from '../../platform/context';
import type { DbOrTx } from '../../platform/db/client';
import { attachToOwner } from '../../platform/files/attachment.service';
import { transitionAll } from '../../platform/state/transition';
import {
  announceContract,
  contractById,
  feePartyOf,
  loadVisibleContract,
  markGoodsMoneyConfirmed,
  markServicePaid,
  mirrorTradePayStatus,
  recordContractEvent,
  shareOf,
} from '../contract';
import { assertOwnEnterpriseApproved } from '../enterprise';
import { insertLedger } from './ledger-write';
import { announcePaid } from './notifications';
import { actorOf, ownSide, tradePayOf } from './pay-order';
import { PayBussType, payBusinessOf } from './pay-registry';
import { payVoucher, tradePay } from './payment.table';

/**
 * Offline payment (spec 2 §4 "Service fee payment per party", §5 Attachments, §7 "Fee payment"; spec 3 §4): a party
 * uploads images of its bank transfer (trade pay 0 → 20, pay way 12), the platform confirms (20 → 30, the share
 * paid). And the supplier's confirmation that the goods money arrived (spec 2 §6, once).
 */

/** The owner type of voucher images in kc_attach (owner id: the kc_pay_voucher row). */
export const PAY_VOUCHER_OWNER = 'pay-voucher';
/** spec 2 §5: a voucher is a jpg, jpeg or png image, by its sniffed type. */
const VOUCHER_MIMES = new Set(['image/jpeg', 'image/png']);

/** Who may see a voucher image: the platform operator, or the users of the enterprise whose voucher it is. */
export const canSeeVoucher = async (ctx: AppContext, p: Principal, voucherId: string) => {
  const [v] = await ctx.db.select().from(payVoucher).where(eq(payVoucher.id, voucherId)).limit(1);
  if (!v || v.tenantId !== p.tenantId) return false;
  if (v.bussType !== PayBussType.contractShare) {
    return payBusinessOf(v.bussType).canSeeVoucher(ctx, p, { bussId: v.bussId!, enterpriseId: v.enterpriseId });
  }
  try {
    await loadVisibleContract(ctx.db, p, v.contractId!);
  } catch {
    return false;
  }
  return isPlatformOperator(p) || (p.postId != null && p.postId === v.enterpriseId);
};

/**
 * The image a caller links as a voucher: its own upload (or its enterprise's), held by nothing yet, of this
 * tenant (else 400 noVoucher), and a jpg/jpeg/png by its sniffed type (spec 2 §5; else 400 voucherType).
 */
export const voucherFileOf = async (ctx: AppContext, p: Principal, attachId: string) => {
  const file = await ctx.files.find(attachId);
  const uploadedByCaller =
    file != null && (file.uploaderId === p.userId || (p.postId != null && file.uploaderEnterpriseId === p.postId));
  if (!file || !uploadedByCaller || file.tenantId !== p.tenantId || file.ownerId != null) throw refuse.noVoucher();
  if (!VOUCHER_MIMES.has(file.mime)) throw refuse.voucherType();
  return file;
};

export const insertVoucher = async (ctx: AppContext, p: Principal, input: { id: string; attachId: string }) => {
  await assertOwnEnterpriseApproved(ctx.db, p);
  const { row, party } = await ownSide(ctx, p, input.id);
  if (row.status !== ContractStatus.inForce) throw refuse.notInForce();
  if (shareOf(row, party).status !== ServiceStatus.unpaid) throw refuse.notUnpaid();
  const tp = await tradePayOf(ctx.db, row.id, party);
  if (tp && tp.tradePayStatus !== TradePayStatus.unpaid && tp.tradePayStatus !== TradePayStatus.paidOffline)
    throw refuse.notUnpaid();
  const file = await voucherFileOf(ctx, p, input.attachId);
  const enterpriseId = p.postId!;
  const id = await ctx.db.transaction(async (tx) => {
    const [created] = await tx
      .insert(payVoucher)
      .values({
        tenantId: row.tenantId,
        contractId: row.id,
        party,
        enterpriseId,
        attachId: file.id,
        createUser: p.userId,
      })
      .onConflictDoNothing()
      .returning({ id: payVoucher.id });
    if (!created) throw refuse.noVoucher();
    const attached = await attachToOwner(tx, [file.id], PAY_VOUCHER_OWNER, created.id, p);
    if (attached.length !== 1) throw refuse.noVoucher();
    await tx
      .insert(tradePay)
      .values({ tenantId: row.tenantId, contractId: row.id, party, enterpriseId })
      .onConflictDoNothing();
    const moved = await transitionAll(tx, {
      table: tradePay,
      statusColumn: 'tradePayStatus',
      machine: tradePayMachine,
      move: 'payOffline',
      where: and(eq(tradePay.contractId, row.id), eq(tradePay.party, party))!,
      actor: actorOf(p),
      set: { payWay: PayWay.offline, payTime: new Date() },
      payload: () => ({ contractId: row.id, party }),
    });
    if (moved.length === 0) throw refuse.notUnpaid();
    await mirrorTradePayStatus(tx, { contractId: row.id, party, tradePayStatus: TradePayStatus.paidOffline });
    await recordContractEvent(tx, {
      contractId: row.id,
      tenantId: row.tenantId,
      action: 'voucher-add',
      actor: actorOf(p),
      payload: { party, attachId: file.id, originalName: file.originalName },
    });
    return created.id;
  });
  // The platform's open page of the contract shows the voucher to confirm.
  await announceContract(ctx, row.id);
  return id;
};

/** deleteVoucher: the party's own voucher while the platform has not confirmed; the last one takes 20 back to 0. */
export const deleteVoucher = async (ctx: AppContext, p: Principal, voucherId: string) => {
  const [v] = await ctx.db.select().from(payVoucher).where(eq(payVoucher.id, voucherId)).limit(1);
  if (!v || v.contractId == null) throw refuse.voucherMissing();
  const contractId = v.contractId;
  const c = await contractById(ctx.db, contractId);
  if (!c) throw refuse.voucherMissing();
  try {
    await loadVisibleContract(ctx.db, p, contractId);
  } catch {
    throw refuse.voucherMissing();
  }
  const party = feePartyOf(c, p.postId);
  if (party === undefined || party !== v.party) throw refuse.voucherOwnSide();
  await ctx.db.transaction(async (tx) => {
    const [tp] = await tx
      .select()
      .from(tradePay)
      .where(and(eq(tradePay.contractId, contractId), eq(tradePay.party, v.party)))
      .for('update');
    if (tp && tp.tradePayStatus !== TradePayStatus.paidOffline && tp.tradePayStatus !== TradePayStatus.unpaid)
      throw refuse.voucherConfirmed();
    await tx.delete(payVoucher).where(eq(payVoucher.id, v.id));
    const [left] = await tx
      .select({ n: count() })
      .from(payVoucher)
      .where(and(eq(payVoucher.contractId, contractId), eq(payVoucher.party, v.party)));
    if ((left?.n ?? 0) === 0 && tp?.tradePayStatus === TradePayStatus.paidOffline) {
      await transitionAll(tx, {
        table: tradePay,
        statusColumn: 'tradePayStatus',
        machine: tradePayMachine,
        move: 'withdrawVoucher',
        where: eq(tradePay.id, tp.id),
        actor: actorOf(p),
        set: { payWay: null, payTime: null },
        payload: () => ({ contractId, party: v.party }),
      });
      await mirrorTradePayStatus(tx, {
        contractId,
        party: v.party as FeePartyValue,
        tradePayStatus: TradePayStatus.unpaid,
      });
    }
    await recordContractEvent(tx, {
      contractId: c.id,
      tenantId: c.tenantId,
      action: 'voucher-remove',
      actor: actorOf(p),
      payload: { party: v.party, attachId: v.attachId },
    });
  });
  await announceContract(ctx, c.id);
};

type VoucherView = { id: string; link: string; originalName: string };

/** voucherList: the platform sees both sides; a party its own side only (another side's transfer is not its business). */
export const voucherList = async (ctx: AppContext, p: Principal, input: { id: string; companyType?: number }) => {
  const v = await loadVisibleContract(ctx.db, p, input.id);
  const mySide = feePartyOf(v.row, p.postId) ?? null;
  const platform = isPlatformOperator(p) && mySide === null;
  const lists: { shipper: VoucherView[]; buyer: VoucherView[]; mySide: number | null } = {
    shipper: [],
    buyer: [],
    mySide,
  };
  if (!platform && mySide === null) return lists;
  const rows = await ctx.db
    .select()
    .from(payVoucher)
    .where(
      and(
        eq(payVoucher.contractId, v.row.id),
        platform ? undefined : eq(payVoucher.party, mySide!),
        input.companyType == null ? undefined : eq(payVoucher.party, input.companyType),
      ),
    )
    .orderBy(asc(payVoucher.createTime), asc(payVoucher.id));
  const files = await Promise.all(rows.map((r) => ctx.files.find(r.attachId)));
  const links = await ctx.files.linksFor(
    p,
    rows.map((r) => r.attachId),
  );
  rows.forEach((r, i) => {
    const link = links.get(r.attachId);
    if (!link) return;
    (r.party === FeeParty.buyer ? lists.buyer : lists.shipper).push({
      id: r.id,
      link,
      originalName: files[i]?.originalName ?? '',
    });
  });
  return lists;
};

const ledgerRow = (
  tx: DbOrTx,
  c: { id: string; code: string; tenantId: string },
  party: FeePartyValue,
  enterpriseId: string,
  amount: string,
  paidTime: Date | null,
) =>
  insertLedger(tx, {
    tenantId: c.tenantId,
    bussType: PayBussType.contractShare,
    contractId: c.id,
    code: c.code,
    party,
    enterpriseId,
    payWay: PayWay.offline,
    amount,
    status: TradePayStatus.offlineConfirmed,
    paidTime,
  });

/** confirmPayOffline: the platform confirms a side's voucher (20 → 30) and the share is paid. */
export const confirmPayOffline = async (ctx: AppContext, p: Principal, input: { id: string; companyType: number }) => {
  if (!isPlatformOperator(p)) throw refuse.notPlatform();
  const { row } = await loadVisibleContract(ctx.db, p, input.id);
  const party = input.companyType as FeePartyValue;
  const share = shareOf(row, party);
  const enterpriseId = share.enterpriseId!;
  await ctx.db.transaction(async (tx) => {
    const [moved] = await transitionAll(tx, {
      table: tradePay,
      statusColumn: 'tradePayStatus',
      machine: tradePayMachine,
      move: 'confirmOffline',
      where: and(eq(tradePay.contractId, row.id), eq(tradePay.party, party))!,
      actor: actorOf(p),
      set: { confirmTime: new Date(), confirmUser: p.userId },
      payload: () => ({ contractId: row.id, party }),
    });
    if (!moved) throw refuse.notOffline();
    await mirrorTradePayStatus(tx, { contractId: row.id, party, tradePayStatus: TradePayStatus.offlineConfirmed });
    const paid = await markServicePaid(tx, {
      contractId: row.id,
      tenantId: row.tenantId,
      party,
      actor: actorOf(p),
      action: 'service-offline-confirm',
      payload: { party, payWay: PayWay.offline, amount: share.amount },
    });
    if (!paid) throw refuse.notUnpaid();
    await ledgerRow(tx, row, party, enterpriseId, share.amount, moved.payTime);
  });
  await announcePaid(ctx, { contractId: row.id, party, enterpriseId });
  return true;
};

/** confirmCollection: the supplier confirms the goods money arrived, once, on a contract in force (spec 2 §6). */
export const confirmCollection = async (ctx: AppContext, p: Principal, contractId: string) => {
  await assertOwnEnterpriseApproved(ctx.db, p);
  const v = await loadVisibleContract(ctx.db, p, contractId);
  if (feePartyOf(v.row, p.postId) !== FeeParty.shipper) throw refuse.notSupplier();
  if (v.row.status !== ContractStatus.inForce) throw refuse.collectionNotInForce();
  const moved = await ctx.db.transaction((tx) =>
    markGoodsMoneyConfirmed(tx, {
      contractId,
      tenantId: v.row.tenantId,
      actor: actorOf(p),
      inForceStatus: ContractStatus.inForce,
    }),
  );
  if (!moved) throw refuse.collectionDone();
  // Both parties' and the platform's open pages: the goods money is confirmed, the transfer may be applied for.
  await announceContract(ctx, contractId);
  return true;
};

import { MaterialStatus } from '@kc/domain/goods/base-material';
import { cutAttrValue, fitsFigure, plainDecimal } from '@kc/domain/trade/figures';
import {
  type ListingSaveBody,
  ListingSource,
  ListingStatus,
  listingAllows,
  listingMachine,
  listingMessages,
  listingSaveMove,
} from '@kc/domain/trade/listing';
import { tradeRefusals as refuse } from '@kc/domain/trade/refusals';
import { appendAuditEvent } from '../../platform/audit/audit.service';
import type { Principal } from '../../platform/auth/principal';
import type { AppContext } from '../../platform/context';
import { isUniqueViolation } from '../../platform/db/errors';
import { createdBy } from '../../platform/db/stamps';
import { transition } from '../../platform/state/transition';
import { assertOwnEnterpriseApproved } from '../enterprise';
import { findMaterial } from '../goods';
import { receiptsInEffectOf } from '../receipt';
import { findOwnListing, heldReceiptIds, LISTING_OBJECT } from './listing.repo';
import { tradeGoods } from './trade.table';
import { resolveTradeAttrs, tradeAttributesOf } from './trade-attrs';

/** An enterprise user acting for an approved enterprise: its id, or 403. */
export const ownApprovedEnterprise = async (ctx: AppContext, p: Principal) => {
  if (!p.postId) throw refuse.noEnterprise();
  await assertOwnEnterpriseApproved(ctx.db, p);
  return p.postId;
};

/** A figure copied from a receipt must fit a listing (8 integer digits, 5 decimals; spec 2 §5). */
const listingFigure = (v: string) => {
  const plain = plainDecimal(v)!;
  if (!fitsFigure(plain, 8, 5)) throw refuse.amountInvalid();
  return plain;
};

/**
 * What the listing holds, from the body and, for a receipt (source 0), from the supplier's receipt in effect:
 * its weight, quantity, units and attribute values; own stock (1) takes the category's units.
 */
const listingValues = async (ctx: AppContext, p: Principal, supplierId: string, body: ListingSaveBody) => {
  const material = await findMaterial(ctx.db, p.tenantId, body.materialId);
  if (!material || material.status !== MaterialStatus.normal) throw refuse.materialMissing();
  const trade = await tradeAttributesOf(ctx.db, material.id);
  const common = { materialId: material.id, source: body.source, name: body.name, price: body.price };
  const remark = body.remark ?? null;

  if (body.source === ListingSource.ownStock) {
    return {
      ...common,
      remark,
      billId: null,
      billCode: null,
      attrs: resolveTradeAttrs(body.attrs, trade, { required: true }),
      totalWeight: body.totalWeight!,
      totalQuantity: body.totalQuantity!,
      weightUnit: material.weightUnit,
      numberUnit: material.numberUnit,
    };
  }
  const [bill] = await receiptsInEffectOf(ctx.db, p.tenantId, supplierId, { ids: [body.billId!] });
  if (!bill) throw refuse.receiptUnusable();
  if (bill.materialId !== material.id) throw refuse.receiptMaterialMismatch();
  const fixed = new Map(
    bill.attrs.filter((a) => a.value?.trim()).map((a) => [a.attrCode, cutAttrValue(a.value)] as const),
  );
  return {
    ...common,
    remark,
    billId: bill.id,
    billCode: bill.code,
    attrs: resolveTradeAttrs(body.attrs, trade, { required: true, fixed }),
    totalWeight: listingFigure(bill.totalWeight),
    totalQuantity: listingFigure(bill.totalQuantity),
    weightUnit: bill.weightUnit,
    numberUnit: bill.numberUnit,
  };
};

/**
 * trade/goods/save: a supplier lists goods, or edits a listing waiting for audit or rejected; either way it goes
 * to the platform's audit (1), a rejected one again with its last opinion cleared. One receipt is listed once at a
 * time (checked here, guarded by the unique index kc_trade_goods_bill_uq against a racing save).
 */
export const saveListing = async (ctx: AppContext, p: Principal, body: ListingSaveBody): Promise<string> => {
  const supplierId = await ownApprovedEnterprise(ctx, p);
  const values = await listingValues(ctx, p, supplierId, body);
  const fresh = { submitTime: new Date(), auditOpinion: null, auditTime: null, auditUser: null, auditUserName: null };
  try {
    return await ctx.db.transaction(async (tx) => {
      const current = body.id ? await findOwnListing(tx, p, body.id, true) : undefined;
      if (current && !listingAllows('save', current.status)) throw refuse.listingNotEditable();
      if (values.billId && (await heldReceiptIds(tx, [values.billId], current?.id)).size) throw refuse.receiptListed();
      if (current) {
        await transition(tx, {
          table: tradeGoods,
          id: current.id,
          machine: listingMachine,
          move: listingSaveMove(current.status),
          actor: p,
          set: { ...values, ...fresh },
          payload: { name: values.name, price: values.price },
          message: listingMessages.notEditable,
        });
        return current.id;
      }
      const [row] = await tx
        .insert(tradeGoods)
        .values({
          ...values,
          ...fresh,
          tenantId: p.tenantId,
          supplierId,
          status: ListingStatus.awaitingAudit,
          ...createdBy(p),
        })
        .returning({ id: tradeGoods.id });
      await appendAuditEvent(tx, {
        tenantId: p.tenantId,
        objectType: LISTING_OBJECT,
        objectId: row!.id,
        action: 'submit',
        toStatus: ListingStatus.awaitingAudit,
        actorId: p.userId,
        actorEnterpriseId: supplierId,
        payload: { name: values.name, price: values.price, billCode: values.billCode },
      });
      return row!.id;
    });
  } catch (e) {
    if (isUniqueViolation(e)) throw refuse.receiptListed();
    throw e;
  }
};

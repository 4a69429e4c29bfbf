import {
  FeePayStatus,
  FINANCING_FEE_BUSS_TYPE,
  FINANCING_GOODS_NAME,
  financingInvoiceMail,
  financingInvoiceRemark,
  serviceFeeRefusals as refuse,
} from '@kc/domain/finance/service-fee';
import { invoiceRefusals } from '@kc/domain/payment/invoice';
import Decimal from 'decimal.js';
import { appendAuditEvent } from '../../platform/audit/audit.service';
import type { Principal } from '../../platform/auth/principal';
import type { AppContext } from '../../platform/context';
import { assertOwnEnterpriseApproved } from '../enterprise';
import { applyBusinessInvoice, businessInvoices, registerInvoiceBusiness } from '../invoice';
import { announceFee, FEE_OBJECT_TYPE, feeById, loadVisibleFee } from './service-fee-repo';

/**
 * The financing invoice (spec 2 §7 "GET ccb/finance/supplyInvoice", bussType 2): the shipper, once its fee is paid,
 * asks once for an invoice of the fee's amount; the platform issues it through the e-invoice provider exactly as
 * for contract fees (the invoice module: issue, poll, PDF, mail), with the platform as the seller. The invoice's
 * moves are recorded on the fee's trail.
 */

/** The invoice module's handlers for bussType 2 (called when the finance routes load). */
export const registerFeeInvoices = () =>
  registerInvoiceBusiness(FINANCING_FEE_BUSS_TYPE, {
    goodsName: FINANCING_GOODS_NAME,
    remark: financingInvoiceRemark,
    mail: financingInvoiceMail,
    recordEvent: (tx, row, action, actor, payload) =>
      appendAuditEvent(tx, {
        tenantId: row.tenantId,
        objectType: FEE_OBJECT_TYPE,
        objectId: row.bussId,
        action,
        actorId: actor?.userId ?? null,
        actorEnterpriseId: actor?.postId ?? null,
        payload,
      }),
    announce: async (ctx, row) => {
      const fee = await feeById(ctx.db, row.bussId);
      if (fee) await announceFee(ctx, fee.applyId);
    },
  });

/**
 * POST ccb/finance/supplyInvoice {invoiceTemplateId, bussId: the fee, noticeEmail, bussType 2}: the shipper (403
 * otherwise), after paying (409 notPaid; "no payment needed" 409 notNeeded), once (409 invoice.exists). Answers the
 * invoice id.
 */
export const supplyFeeInvoice = async (
  ctx: AppContext,
  p: Principal,
  body: { invoiceTemplateId: string; bussId: string; noticeEmail: string; bussType: number },
) => {
  if (body.bussType !== FINANCING_FEE_BUSS_TYPE) throw invoiceRefusals.bussTypeUnsupported();
  const { fee, apply, sides } = await loadVisibleFee(ctx.db, p, body.bussId);
  if (!sides.includes('shipper') || !p.postId) throw refuse.invoiceShipperOnly();
  await assertOwnEnterpriseApproved(ctx.db, p);
  if (fee.payStatus === FeePayStatus.notNeeded) throw refuse.notNeeded();
  if (fee.payStatus !== FeePayStatus.paid) throw refuse.notPaid();
  return applyBusinessInvoice(ctx, p, {
    bussType: FINANCING_FEE_BUSS_TYPE,
    bussId: fee.id,
    bussCode: apply.code,
    tenantId: fee.tenantId,
    enterpriseId: fee.shipperId,
    companyType: 0,
    amount: new Decimal(fee.serviceAmount).toFixed(2),
    invoiceTemplateId: body.invoiceTemplateId,
    noticeEmail: body.noticeEmail,
  });
};

/** GET ccb/finance/supplyInvoice?id (the fee): its invoice as the caller may see it (the shipper, the platform), or null. */
export const feeInvoiceOf = async (ctx: AppContext, p: Principal, feeId: string) => {
  const { fee } = await loadVisibleFee(ctx.db, p, feeId);
  return (await businessInvoices(ctx, p, FINANCING_FEE_BUSS_TYPE, fee.id))[0] ?? null;
};

import { ok } from '@kc/domain';
import { serviceFeeRoutes as routes } from '@kc/domain/finance/service-fee-routes';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { principalOf } from '../../platform/access/guard';
import type { AppContext } from '../../platform/context';
import { requestOrigin } from '../../platform/http/origin';
import { serveRoute } from '../../platform/http/serve-route';
import { serviceFeeCardOf, submitServiceAmount } from './service-fee-form';
import { feeInvoiceOf, registerFeeInvoices, supplyFeeInvoice } from './service-fee-invoice';
import {
  confirmFeeOffline,
  deleteFeeVoucher,
  feePayCode,
  feePayResult,
  feeVouchers,
  insertFeeVoucher,
  registerFeePayments,
} from './service-fee-payment';

const tags = ['融资服务费'];
/** spec 2 §6: the card for whoever has the financing menu; the form, pay, voucher and confirm keys for their moves. */
const readAccess = { access: { perm: ['ccb_finance'] } };
const formAccess = { access: { perm: ['ccb_release_updateLoan'] } };
const payAccess = { access: { perm: ['ccb_release_sign_shipper'] } };
const voucherAccess = { access: { perm: ['ccb_release_upload_voucher'] } };
const confirmAccess = { access: { perm: ['ccb_release_confirm_pay_offline'] } };

/**
 * The financing service fee (spec 2 §3, §4, §5, §6, §7 "Financing service fee", §9; spec 3 §4 "Service-fee
 * payment"; README "Financing service fee"). A warehouse-only viewer (finance_warehouse) gets 404 on all of them.
 */
export const serviceFeeRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    // The payment and invoice modules apply this module's fee payments and invoices (bussType 2).
    registerFeePayments();
    registerFeeInvoices();

    serveRoute(
      app,
      routes.card,
      {
        config: readAccess,
        schema: {
          tags,
          summary: '融资服务费卡片（银行放款后；未填写时带默认值；仓库审核方 404）',
        },
      },
      async (request) =>
        ok(await serviceFeeCardOf(ctx, principalOf(request), request.query.applyId, request.query.releaseId)),
    );

    serveRoute(
      app,
      routes.submit,
      {
        config: formAccess,
        schema: {
          tags,
          summary: '平台暂存（serviceAmountStatus 0）或提交（1，提交后不可修改）融资服务费；服务费由服务端计算',
        },
      },
      async (request) => ok(await submitServiceAmount(ctx, principalOf(request), request.body)),
    );

    serveRoute(
      app,
      routes.payCode,
      {
        config: payAccess,
        schema: {
          tags,
          summary: '融资服务费支付二维码（id 服务费；type 10 微信，11 支付宝；同一方式的未完成订单返回同一码）',
        },
      },
      async (request) =>
        ok(await feePayCode(ctx, principalOf(request), request.query, requestOrigin(ctx.config, request))),
    );

    serveRoute(
      app,
      routes.payResult,
      {
        config: readAccess,
        schema: {
          tags,
          summary: '融资服务费支付结果：success 已支付，pending 待支付，closed 已关闭，none 无订单',
        },
      },
      async (request) => ok(await feePayResult(ctx, principalOf(request), request.query.id)),
    );

    serveRoute(
      app,
      routes.insertVoucher,
      {
        config: voucherAccess,
        schema: {
          tags,
          summary: '上传融资服务费线下付款凭证（pushPickGoodsId 服务费 id；jpg、jpeg、png）；返回凭证 id',
        },
      },
      async (request) => ok(await insertFeeVoucher(ctx, principalOf(request), request.body)),
    );

    serveRoute(
      app,
      routes.deleteVoucher,
      {
        config: voucherAccess,
        schema: {
          tags,
          summary: '删除融资服务费付款凭证（平台确认前）；返回服务费 id 及其支付状态',
        },
      },
      async (request) => ok(await deleteFeeVoucher(ctx, principalOf(request), request.body.id)),
    );

    serveRoute(
      app,
      routes.vouchers,
      {
        config: readAccess,
        schema: {
          tags,
          summary: '融资服务费付款凭证（pushId 服务费 id；平台与上传企业可见图片）',
        },
      },
      async (request) => ok(await feeVouchers(ctx, principalOf(request), request.query.pushId)),
    );

    serveRoute(
      app,
      routes.confirmOffline,
      {
        config: confirmAccess,
        schema: {
          tags,
          summary: '平台确认融资服务费线下支付（20 → 30，已支付）；返回服务费 id 及其支付状态',
        },
      },
      async (request) => ok(await confirmFeeOffline(ctx, principalOf(request), request.body.id)),
    );

    serveRoute(
      app,
      routes.invoice,
      {
        config: readAccess,
        schema: {
          tags,
          summary: '融资服务费的发票（id 服务费；申请企业与平台可见；未申请为 null）',
        },
      },
      async (request) => ok(await feeInvoiceOf(ctx, principalOf(request), (request.query.id ?? request.query.bussId)!)),
    );

    serveRoute(
      app,
      routes.supplyInvoice,
      {
        config: payAccess,
        schema: {
          tags,
          summary: '申请融资服务费发票（bussId 服务费 id，bussType 2；支付后，仅一次）；返回发票 id',
        },
      },
      async (request) => ok(await supplyFeeInvoice(ctx, principalOf(request), request.body)),
    );
  };

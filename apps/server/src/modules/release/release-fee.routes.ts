import { ok } from '@kc/domain';
import { releaseFeeRoutes as routes } from '@kc/domain/release/release-fee-routes';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { principalOf } from '../../platform/access/guard';
import type { AppContext } from '../../platform/context';
import { requestOrigin } from '../../platform/http/origin';
import { serveRoute } from '../../platform/http/serve-route';
import { announceFinance, financeMovedTo, onFeeMoved, updateLoanMoney } from '../finance';
import {
  confirmReleaseFeeOffline,
  releaseFeeCard,
  releaseFeeMoved,
  releaseFeePayCode,
  releaseFeePayResult,
  releaseTradePayResult,
  submitReleaseFee,
} from './release-fee';
import { releaseMovedTo } from './release-moves';
import { resubmitRelease } from './release-void';

const tags = ['解押提货'];
/** spec 2 §6 / spec 3 §6: the release menu reads; the form, pay, confirm and loan keys for their moves. */
const read = { access: { perm: ['ccb_release'] } };
const formAccess = { access: { perm: ['ccb_release_updateLoan'] } };
const payAccess = { access: { perm: ['ccb_release_sign_shipper'] } };
const confirmAccess = { access: { perm: ['ccb_release_confirm_pay_offline'] } };

/**
 * A release's service fee and its payment, the loan amount under the release path, and the shipper's resubmission
 * (README "The release's service fee", "Resubmission"). `id` is the release's. Registers the fee listener that keeps
 * the release's payStatus / serviceAmountStatus with its fee's.
 */
export const releaseFeeRoutesPlugin =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    onFeeMoved(releaseFeeMoved(ctx));

    serveRoute(
      app,
      routes.serviceFee,
      {
        config: read,
        schema: { tags, summary: '解押的融资服务费卡片（按本次提货重量计算；银行放款前为 null；仓库审核方 404）' },
      },
      async (request) => ok(await releaseFeeCard(ctx, principalOf(request), request.query.id)),
    );

    serveRoute(
      app,
      routes.submitServiceAmount,
      {
        config: formAccess,
        schema: {
          tags,
          summary: '平台暂存（0）或提交（1）解押的融资服务费：提货贷款金额 = 总贷款金额 × 提货重量 ÷ 仓单总重量',
        },
      },
      async (request) => ok(await submitReleaseFee(ctx, principalOf(request), request.body)),
    );

    serveRoute(
      app,
      routes.getServicePayCode,
      {
        config: payAccess,
        schema: { tags, summary: '解押服务费支付二维码（id 解押记录；type 10 微信，11 支付宝）' },
      },
      async (request) =>
        ok(await releaseFeePayCode(ctx, principalOf(request), request.query, requestOrigin(ctx.config, request))),
    );

    serveRoute(
      app,
      routes.getPayResult,
      {
        config: read,
        schema: { tags, summary: '解押服务费支付结果（id 解押记录）：success、pending、closed、none' },
      },
      async (request) => ok(await releaseFeePayResult(ctx, principalOf(request), request.query.id)),
    );

    serveRoute(
      app,
      routes.getTradePayResult,
      {
        config: read,
        schema: {
          tags,
          summary: '解押服务费交易支付状态（0 未支付，10 已线上支付，20 已线下支付待确认，30 线下支付已确认）',
        },
      },
      async (request) => ok(await releaseTradePayResult(ctx, principalOf(request), request.query.id)),
    );

    serveRoute(
      app,
      routes.confirmPayOffline,
      {
        config: confirmAccess,
        schema: { tags, summary: '平台确认解押服务费线下支付（id 解押记录；20 → 30，已支付）' },
      },
      async (request) => ok(await confirmReleaseFeeOffline(ctx, principalOf(request), request.body.id)),
    );

    serveRoute(
      app,
      routes.updateLoanMoney,
      {
        config: formAccess,
        schema: {
          tags,
          summary: '修改（0）或提交（1，之后不可修改）放款金额（平台或银行；同融资申请的 updateLoanMoney）',
        },
      },
      async (request) => {
        const row = await updateLoanMoney(ctx, principalOf(request), request.body);
        await announceFinance(ctx, row, 'loan');
        return ok({ ...financeMovedTo(row), loanMoneyStatus: row.loanMoneyStatus });
      },
    );

    serveRoute(
      app,
      routes.resubmitRelease,
      {
        config: { access: { perm: ['ccb_release_tray_split'] } },
        schema: { tags, summary: '货主重新提交被驳回的解押（11、21 → 10，待平台审核）' },
      },
      async (request) => ok(releaseMovedTo(await resubmitRelease(ctx, principalOf(request), request.body.id))),
    );
  };

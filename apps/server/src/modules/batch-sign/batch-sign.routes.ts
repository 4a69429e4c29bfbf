import { envelopeOf, ok } from '@kc/domain';
import {
  AUTO_SIGN_OFF,
  type BatchSignInput,
  type BatchStartAnswer,
  batchStartAnswer,
  batchSignRefusals as refuse,
  type SignRoleInfo,
} from '@kc/domain/receipt/batch';
import { batchSignRoutes as routes } from '@kc/domain/receipt/batch-sign-routes';
import { batchSignMessages, signerRoles, signSteps } from '@kc/domain/receipt/status';
import { addBatchSignBody } from '@kc/domain/transfer/transfer';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { principalOf } from '../../platform/access/guard';
import type { Principal } from '../../platform/auth/principal';
import type { AppContext } from '../../platform/context';
import { serveRoute } from '../../platform/http/serve-route';
import { searchSignStatus } from './batch-progress';
import { batchWorkerOf, createBatchWorker, rememberBatchWorker } from './batch-worker';
import { pageSignBills } from './sign-bill-list';
import { signReceipt } from './sign-receipt';
import { ownSignerEnterprise, sealReady, signerRoleOf } from './signer';
import { startBatchSign } from './start-batch-sign';

const tags = ['仓单签章'];
const sealCodes = signerRoles.map((r) => signSteps[r].sealPermission);
const batchCodes = signerRoles.map((r) => signSteps[r].batchPermission);
const listAccess = { perm: ['ple_bill', 'ple_bill_batch_sign'] };

/** The batch runner of an app (tests wait on it). */
export { batchWorkerOf };

const signRoleOf = async (ctx: AppContext, p: Principal): Promise<SignRoleInfo> => {
  const role = await signerRoleOf(ctx.db, p);
  if (!role) {
    return {
      role: null,
      enterpriseId: null,
      enterpriseName: null,
      isPerson: 0,
      autoSign: 0,
      sealReady: false,
      permissions: { seal: false, batch: false },
    };
  }
  const step = signSteps[role];
  const [signer, seal, batch] = await Promise.all([
    ownSignerEnterprise(ctx.db, p, role),
    ctx.acl.holdsAny(p.roleIds, [step.sealPermission]),
    ctx.acl.holdsAny(p.roleIds, [step.batchPermission]),
  ]);
  return {
    role,
    enterpriseId: signer?.id ?? null,
    enterpriseName: signer?.name ?? null,
    isPerson: signer?.isPerson === 1 ? 1 : 0,
    autoSign: signer?.isAutoSign === 1 ? 1 : 0,
    sealReady: sealReady(signer),
    permissions: { seal, batch },
  };
};

/** Receipt signing (spec 3 §2, §4, §7): one receipt, the batch-sign screens' list, batch jobs and their progress. */
export const batchSignRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    const worker = createBatchWorker(ctx, (err, msg) => app.log.error({ err }, msg));
    rememberBatchWorker(ctx, worker);
    await worker.register();
    // After ctx.jobs.start (main.ts starts jobs before listening): batches a dead process left running go on.
    app.addHook('onReady', async () => {
      const n = await worker.recover();
      if (n > 0) app.log.info({ batches: n }, '继续未完成的批量签章');
    });
    app.addHook('preClose', async () => worker.stop());

    serveRoute(
      app,
      routes.signRole,
      {
        config: { access: { self: true } },
        schema: {
          tags,
          summary: '当前用户的签章角色、静默签章与签章权限',
        },
      },
      async (request) => ok(await signRoleOf(ctx, principalOf(request))),
    );

    serveRoute(
      app,
      routes.sign,
      {
        config: { access: { perm: sealCodes } },
        schema: {
          tags,
          summary: '以当前用户的角色为一张仓单签章（仓库 10→20，货主 20→30，平台 30→40→1）',
        },
      },
      async (request) => {
        const p = principalOf(request);
        const role = await signerRoleOf(ctx.db, p);
        if (!role || !(await ctx.acl.holdsAny(p.roleIds, [signSteps[role].sealPermission]))) {
          throw refuse.noPermission();
        }
        const r = await signReceipt(ctx, { billId: request.body.id, role, actor: p });
        return ok({ id: r.id, status: r.status, sha256: r.sha256, signed: r.signed });
      },
    );

    for (const [contract, summary] of [
      [routes.signBillList, '批量签章仓单列表（每页50条，不含已作废）'],
      [routes.disassembleSignBillList, 'WMS拆单的新仓单列表（disassembleId；每页50条，不含已作废）'],
    ] as const) {
      serveRoute(app, contract, { config: { access: listAccess }, schema: { tags, summary } }, async (request) =>
        ok(await pageSignBills(ctx.db, principalOf(request), request.query)),
      );
    }

    const startBatch = async (p: Principal, input: BatchSignInput) => {
      const started = await startBatchSign(ctx, p, input);
      if (started.autoSignOff) return ok<BatchStartAnswer>(AUTO_SIGN_OFF, batchSignMessages.autoSignOff);
      await worker.start(started.batch.id);
      return ok({ batchId: started.batch.id, totalNum: started.batch.totalNum });
    };
    const batchAccess = { perm: [...sealCodes, ...batchCodes] };
    const mergedInput = (query: BatchSignInput, body: BatchSignInput | null | undefined): BatchSignInput => {
      const merged = { ...query };
      for (const [k, v] of Object.entries(body ?? {})) if (v !== undefined) (merged as Record<string, unknown>)[k] = v;
      return merged;
    };

    // One batch start under the spec's three names: by origin in the body, by goods, by split.
    for (const [contract, summary] of [
      [routes.batchSign, '批量签章（需已确认的小程序扫码会话；个人用户免扫码）；data 205 表示未开启静默签章'],
      [routes.goodsBatchSign, '按货物申请批量签章（goodsId）'],
      [routes.disassembleBatchSign, '拆单仓单批量签章（disassembleId）'],
    ] as const) {
      serveRoute(app, contract, { config: { access: batchAccess }, schema: { tags, summary } }, async (request) =>
        startBatch(principalOf(request), mergedInput(request.query, request.body)),
      );
    }

    // spec 3 §7 contract batch sign: addBatchSign with shipperId and ids (the contract's receipts), or the contract.
    app.post(
      '/api/kc-flrk/ple/bill/addBatchSign',
      {
        config: { access: batchAccess },
        schema: {
          tags,
          summary: '合同仓单批量签章（ids 为仓单 id，或 contractId 为合同的新仓单）；data 205 表示未开启静默签章',
          body: addBatchSignBody,
          response: { 200: envelopeOf(batchStartAnswer) },
        },
      },
      async (request) => {
        const { ids, contractId, token } = request.body;
        return startBatch(principalOf(request), { contractId, billIds: ids.length ? ids : undefined, token });
      },
    );

    serveRoute(
      app,
      routes.progress,
      {
        config: { access: listAccess },
        schema: {
          tags,
          summary: '批量签章进度（bussType+bussId 或 batchId）：totalNum、finishNum、failNum',
        },
      },
      async (request) => {
        const p = principalOf(request);
        const role = await signerRoleOf(ctx.db, p);
        const signer = role ? await ownSignerEnterprise(ctx.db, p, role) : undefined;
        return ok(await searchSignStatus(ctx.db, p, signer?.id, request.query));
      },
    );
  };

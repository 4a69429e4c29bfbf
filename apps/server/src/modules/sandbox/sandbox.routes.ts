import { ok } from '@kc/domain';
import { SAMPLE_KINDS, type SampleKind } from '@kc/domain/sandbox/answers';
import { sandboxFileRoutes as files, sandboxConsoleRoutes as routes } from '@kc/domain/sandbox/routes';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../platform/context';
import { serveRoute } from '../../platform/http/serve-route';
import type { SandboxConsole } from '../../providers/esign/sandbox';
import { effectiveState } from '../../providers/mini-program/qr-session';
import { drawSample } from '../../providers/recognition/samples';
import { ESIGN_EVENT, notifyEnterpriseUsers } from '../enterprise';

/**
 * The sandbox console (ARCHITECTURE §9): a tester plays the e-sign provider and the SMS gateway, and draws
 * sample licences and ID cards the recognition sandbox reads. Nothing here is part of the product's own flows.
 */
const tags = ['沙箱控制台'];
const sandboxOnly = { access: { perm: ['sandbox'] } } as const;

/** The fields each sample carries (the recognition sandbox's fields; plain carries none). */
const sampleFields = {
  licence: ['name', 'creditCode', 'address', 'legalPerson', 'businessLifeStart', 'businessLifeEnd'],
  idFront: ['name', 'idNumber'],
  idBack: ['issuingAuthority', 'validPeriod'],
  plain: [],
} as const satisfies Record<SampleKind, readonly string[]>;
/** The sample's kind, in the path (a route contract declares no path parameters). */
const sampleParams = z.object({ kind: z.enum(SAMPLE_KINDS, { error: '样例类型错误' }) });

export const sandboxRoutes =
  (ctx: AppContext, sandbox: SandboxConsole): FastifyPluginAsyncZod =>
  async (app) => {
    serveRoute(
      app,
      routes.accounts,
      {
        config: sandboxOnly,
        schema: {
          tags,
          summary: '电子签章申请（新的在前）',
        },
      },
      async (request) => ok(await sandbox.listAccounts(request.query)),
    );

    serveRoute(
      app,
      routes.outcome,
      {
        config: sandboxOnly,
        schema: {
          tags,
          summary: '选择申请的结果（决定当前状态的立即生效）',
        },
      },
      async (request) => ok(await sandbox.setOutcome(request.body.flowId, request.body.outcome)),
    );

    serveRoute(
      app,
      routes.advance,
      {
        config: sandboxOnly,
        schema: {
          tags,
          summary: '立即推进申请到下一步',
        },
      },
      async (request) => ok(await sandbox.advance(request.body.flowId)),
    );

    serveRoute(
      app,
      routes.transfer,
      {
        config: sandboxOnly,
        schema: {
          tags,
          summary: '打款到账（6 → 4）',
        },
      },
      async (request) => ok(await sandbox.releaseTransfer(request.body.flowId)),
    );

    serveRoute(
      app,
      routes.settings,
      {
        config: sandboxOnly,
        schema: {
          tags,
          summary: '沙箱设置（下一个申请的结果、自动推进间隔）',
        },
      },
      async () => ok(await sandbox.getSettings()),
    );

    serveRoute(
      app,
      routes.saveSettings,
      {
        config: sandboxOnly,
        schema: {
          tags,
          summary: '修改沙箱设置（stepMs 为 0 时只能手动推进）',
        },
      },
      async (request) => ok(await sandbox.setSettings(request.body)),
    );

    serveRoute(
      app,
      routes.provision,
      {
        config: sandboxOnly,
        schema: {
          tags,
          summary: '直接开通企业电子签章（签章可用、开启静默签章；供测试与演示）',
        },
      },
      async (request) => {
        const opened = await sandbox.provisionAccount({ enterpriseId: request.body.enterpriseId });
        // The enterprise's open pages hear of their new seal at once, as after a provider callback.
        await notifyEnterpriseUsers(ctx, opened.enterpriseId, ESIGN_EVENT, {
          enterpriseId: opened.enterpriseId,
          esignStatus: opened.status,
          esignMsg: opened.message,
        });
        return ok(opened);
      },
    );

    serveRoute(
      app,
      routes.failNext,
      {
        config: sandboxOnly,
        schema: {
          tags,
          summary: '接下来将失败的签章次数',
        },
      },
      async () => ok({ count: await sandbox.getFailNextSignatures() }),
    );

    serveRoute(
      app,
      routes.saveFailNext,
      {
        config: sandboxOnly,
        schema: {
          tags,
          summary: '让接下来的 N 次签章在服务商处失败（0 取消）',
        },
      },
      async (request) => ok({ count: await sandbox.failNextSignatures(request.body.count) }),
    );

    serveRoute(
      app,
      routes.miniSessions,
      {
        config: sandboxOnly,
        schema: {
          tags,
          summary: '小程序扫码会话（新的在前）',
        },
      },
      async (request) => ok(await ctx.miniProgramSandbox.listSessions(request.query)),
    );

    serveRoute(
      app,
      routes.miniConfirm,
      {
        config: sandboxOnly,
        schema: {
          tags,
          summary: '代替手机确认扫码签章',
        },
      },
      async (request) => ok(effectiveState(await ctx.miniProgramSandbox.confirm(request.body.token))),
    );

    serveRoute(
      app,
      routes.miniCancel,
      {
        config: sandboxOnly,
        schema: {
          tags,
          summary: '代替手机取消扫码签章',
        },
      },
      async (request) => ok(effectiveState(await ctx.miniProgramSandbox.cancel(request.body.token))),
    );

    serveRoute(
      app,
      routes.sms,
      {
        config: sandboxOnly,
        schema: {
          tags,
          summary: '已"发送"的短信验证码（新的在前）',
        },
      },
      async (request) => ok(await sandbox.listSms(request.query)),
    );

    app.get(
      files.caPem.path,
      // Anyone holding a signed PDF may verify it against this certificate.
      {
        config: { access: { public: true } },
        schema: {
          response: { 200: files.caPem.answer },
          tags,
          summary: '沙箱 CA 证书（PEM）',
        },
      },
      async (_request, reply) =>
        reply
          .header('content-type', 'application/x-pem-file')
          .header('content-disposition', 'attachment; filename="kc-sandbox-ca.pem"')
          .send(await ctx.esign.caCertificatePem()),
    );

    app.post(
      files.sample.path,
      {
        config: sandboxOnly,
        schema: {
          response: { 200: files.sample.answer },
          tags,
          summary: '下载样例图片（营业执照、身份证正反面可被识别；plain 不可识别）',
          params: sampleParams,
          body: files.sample.body,
        },
      },
      async (request, reply) => {
        const kind: SampleKind = request.params.kind;
        const body = request.body ?? {};
        const fields: Record<string, string> = {};
        for (const key of sampleFields[kind]) {
          const value = body[key];
          if (value) fields[key] = value;
        }
        const png = await drawSample(kind, fields);
        return reply
          .header('content-type', 'image/png')
          .header('content-disposition', `attachment; filename="sample-${kind}.png"`)
          .send(Buffer.from(png));
      },
    );
  };

import { envelopeOf, idField, lineText, ok, pageQuery } from '@kc/domain';
import { fileBody } from '@kc/domain/files/answers';
import {
  esignAccountState,
  failNextCount,
  miniSessionPage,
  provisionedAccount,
  qrSessionState,
  sandboxAccountPage,
  sandboxSettings,
  sandboxSmsPage,
} from '@kc/domain/sandbox/answers';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../platform/context';
import { MAX_FAIL_NEXT, SANDBOX_OUTCOMES, type SandboxConsole } from '../../providers/esign/sandbox';
import { effectiveState } from '../../providers/mini-program/qr-session';
import { drawSample } from '../../providers/recognition/samples';
import { ESIGN_EVENT, notifyEnterpriseUsers } from '../enterprise';

/**
 * The sandbox console (ARCHITECTURE §9): a tester plays the e-sign provider and the SMS gateway, and draws
 * sample licences and ID cards the recognition sandbox reads. Nothing here is part of the product's own flows.
 */
const tags = ['沙箱控制台'];
const sandboxOnly = { access: { perm: ['sandbox'] } } as const;

const flowId = lineText('申请编号').trim().min(1, '请选择申请').max(64, '申请编号过长');
const outcome = z.enum(SANDBOX_OUTCOMES, { error: '请选择沙箱结果' });
const qrToken = lineText('二维码', { error: '请选择二维码' })
  .trim()
  .min(1, '请选择二维码')
  .max(32, '二维码不存在或已失效');
const failCount = z
  .number({ error: '失败次数必须是数字' })
  .int('失败次数必须是整数')
  .min(0, '失败次数不能小于0')
  .max(MAX_FAIL_NEXT, `失败次数不能超过${MAX_FAIL_NEXT}`);
const sampleText = lineText('样例字段').trim().max(100, '样例字段不能超过100个字符').optional();

/** The fields each sample carries (the recognition sandbox's fields; plain carries none). */
const sampleFields = {
  licence: ['name', 'creditCode', 'address', 'legalPerson', 'businessLifeStart', 'businessLifeEnd'],
  idFront: ['name', 'idNumber'],
  idBack: ['issuingAuthority', 'validPeriod'],
  plain: [],
} as const;
type SampleKind = keyof typeof sampleFields;
const sampleBody = z
  .object({
    name: sampleText,
    creditCode: sampleText,
    address: sampleText,
    legalPerson: sampleText,
    businessLifeStart: sampleText,
    businessLifeEnd: sampleText,
    idNumber: sampleText,
    issuingAuthority: sampleText,
    validPeriod: sampleText,
  })
  // A bodiless POST reaches the schema as null.
  .nullish();

export const sandboxRoutes =
  (ctx: AppContext, sandbox: SandboxConsole): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/api/kc-sandbox/esign/accounts',
      {
        config: sandboxOnly,
        schema: {
          response: { 200: envelopeOf(sandboxAccountPage) },
          tags,
          summary: '电子签章申请（新的在前）',
          querystring: pageQuery,
        },
      },
      async (request) => ok(await sandbox.listAccounts(request.query)),
    );

    app.post(
      '/api/kc-sandbox/esign/outcome',
      {
        config: sandboxOnly,
        schema: {
          response: { 200: envelopeOf(esignAccountState) },
          tags,
          summary: '选择申请的结果（决定当前状态的立即生效）',
          body: z.object({ flowId, outcome }),
        },
      },
      async (request) => ok(await sandbox.setOutcome(request.body.flowId, request.body.outcome)),
    );

    app.post(
      '/api/kc-sandbox/esign/advance',
      {
        config: sandboxOnly,
        schema: {
          response: { 200: envelopeOf(esignAccountState) },
          tags,
          summary: '立即推进申请到下一步',
          body: z.object({ flowId }),
        },
      },
      async (request) => ok(await sandbox.advance(request.body.flowId)),
    );

    app.post(
      '/api/kc-sandbox/esign/transfer',
      {
        config: sandboxOnly,
        schema: {
          response: { 200: envelopeOf(esignAccountState) },
          tags,
          summary: '打款到账（6 → 4）',
          body: z.object({ flowId }),
        },
      },
      async (request) => ok(await sandbox.releaseTransfer(request.body.flowId)),
    );

    app.get(
      '/api/kc-sandbox/esign/settings',
      {
        config: sandboxOnly,
        schema: {
          response: { 200: envelopeOf(sandboxSettings) },
          tags,
          summary: '沙箱设置（下一个申请的结果、自动推进间隔）',
        },
      },
      async () => ok(await sandbox.getSettings()),
    );

    app.post(
      '/api/kc-sandbox/esign/settings',
      {
        config: sandboxOnly,
        schema: {
          response: { 200: envelopeOf(sandboxSettings) },
          tags,
          summary: '修改沙箱设置（stepMs 为 0 时只能手动推进）',
          body: z.object({
            nextOutcome: outcome.optional(),
            stepMs: z
              .number({ error: '自动推进间隔必须是数字' })
              .int('自动推进间隔必须是整数')
              .min(0, '自动推进间隔不能小于0')
              .max(60_000, '自动推进间隔不能超过60000毫秒')
              .optional(),
          }),
        },
      },
      async (request) => ok(await sandbox.setSettings(request.body)),
    );

    app.post(
      '/api/kc-sandbox/esign/provision',
      {
        config: sandboxOnly,
        schema: {
          response: { 200: envelopeOf(provisionedAccount) },
          tags,
          summary: '直接开通企业电子签章（签章可用、开启静默签章；供测试与演示）',
          body: z.object({ enterpriseId: idField }),
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

    app.get(
      '/api/kc-sandbox/esign/failNext',
      {
        config: sandboxOnly,
        schema: {
          response: { 200: envelopeOf(failNextCount) },
          tags,
          summary: '接下来将失败的签章次数',
        },
      },
      async () => ok({ count: await sandbox.getFailNextSignatures() }),
    );

    app.post(
      '/api/kc-sandbox/esign/failNext',
      {
        config: sandboxOnly,
        schema: {
          response: { 200: envelopeOf(failNextCount) },
          tags,
          summary: '让接下来的 N 次签章在服务商处失败（0 取消）',
          body: z.object({ count: failCount }),
        },
      },
      async (request) => ok({ count: await sandbox.failNextSignatures(request.body.count) }),
    );

    app.get(
      '/api/kc-sandbox/mini/sessions',
      {
        config: sandboxOnly,
        schema: {
          response: { 200: envelopeOf(miniSessionPage) },
          tags,
          summary: '小程序扫码会话（新的在前）',
          querystring: pageQuery,
        },
      },
      async (request) => ok(await ctx.miniProgramSandbox.listSessions(request.query)),
    );

    app.post(
      '/api/kc-sandbox/mini/confirm',
      {
        config: sandboxOnly,
        schema: {
          response: { 200: envelopeOf(qrSessionState) },
          tags,
          summary: '代替手机确认扫码签章',
          body: z.object({ token: qrToken }),
        },
      },
      async (request) => ok(effectiveState(await ctx.miniProgramSandbox.confirm(request.body.token))),
    );

    app.post(
      '/api/kc-sandbox/mini/cancel',
      {
        config: sandboxOnly,
        schema: {
          response: { 200: envelopeOf(qrSessionState) },
          tags,
          summary: '代替手机取消扫码签章',
          body: z.object({ token: qrToken }),
        },
      },
      async (request) => ok(effectiveState(await ctx.miniProgramSandbox.cancel(request.body.token))),
    );

    app.get(
      '/api/kc-sandbox/sms',
      {
        config: sandboxOnly,
        schema: {
          response: { 200: envelopeOf(sandboxSmsPage) },
          tags,
          summary: '已"发送"的短信验证码（新的在前）',
          querystring: pageQuery,
        },
      },
      async (request) => ok(await sandbox.listSms(request.query)),
    );

    app.get(
      '/api/kc-sandbox/esign/ca.pem',
      // Anyone holding a signed PDF may verify it against this certificate.
      {
        config: { access: { public: true } },
        schema: {
          response: { 200: fileBody('沙箱 CA 证书（application/x-pem-file）') },
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
      '/api/kc-sandbox/samples/:kind',
      {
        config: sandboxOnly,
        schema: {
          response: { 200: fileBody('样例图片（image/png）') },
          tags,
          summary: '下载样例图片（营业执照、身份证正反面可被识别；plain 不可识别）',
          params: z.object({ kind: z.enum(['licence', 'idFront', 'idBack', 'plain'], { error: '样例类型错误' }) }),
          body: sampleBody,
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

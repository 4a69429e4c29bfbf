import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import formbody from '@fastify/formbody';
import multipart from '@fastify/multipart';
import fastifyStatic from '@fastify/static';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { fail, ok } from '@kc/domain';
import Fastify, { type FastifyInstance } from 'fastify';
import { jsonSchemaTransform, serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { authRoutes } from './modules/auth/auth.routes';
import { batchSignRoutes } from './modules/batch-sign/batch-sign.routes';
import { enterpriseRoutes } from './modules/enterprise/enterprise.routes';
import { enterpriseReviewRoutes } from './modules/enterprise/enterprise-review.routes';
import { enterpriseSelectRoutes } from './modules/enterprise/enterprise-select.routes';
import { esignRoutes } from './modules/enterprise/esign.routes';
import { filesRoutes } from './modules/files/files.routes';
import { bankMaterialDetailRoutes } from './modules/goods/bank-material-detail.routes';
import { baseMaterialRoutes } from './modules/goods/base-material.routes';
import { financingGoodsRoutes } from './modules/goods/financing-goods.routes';
import { frontGoodsRoutes } from './modules/goods/front-goods.routes';
import { inboundRoutes } from './modules/inbound/inbound.routes';
import { inspectionRoutes } from './modules/inbound/inspection.routes';
import { miniProgramRoutes } from './modules/mini-program/mini-program.routes';
import { receiptRoutes } from './modules/receipt/receipt.routes';
import { sandboxRoutes } from './modules/sandbox/sandbox.routes';
import { deptRoutes } from './modules/system/dept.routes';
import { dictRoutes } from './modules/system/dict.routes';
import { menuAdminRoutes } from './modules/system/menu-admin.routes';
import { roleRoutes } from './modules/system/role.routes';
import { scopeRoutes } from './modules/system/scope.routes';
import { systemRoutes } from './modules/system/system.routes';
import { userRoutes } from './modules/user/user.routes';
import { userAdminRoutes } from './modules/user/user-admin.routes';
import { wmsMaterialRoutes } from './modules/wms-material/wms-material.routes';
import { createAcl } from './platform/access/acl';
import { registerAccessGuard } from './platform/access/guard';
import { createAuthService } from './platform/auth/auth.service';
import { createPrincipalStore } from './platform/auth/principal';
import { createTokenService } from './platform/auth/tokens';
import type { Config } from './platform/config';
import type { AppContext } from './platform/context';
import type { Database } from './platform/db/client';
import { createBus } from './platform/events/bus';
import { eventsRoutes } from './platform/events/events.routes';
import { createEvents } from './platform/events/events.service';
import { createAttachmentService } from './platform/files/attachment.service';
import { createStorage } from './platform/files/storage';
import { registerErrorHandling } from './platform/http/error-handler';
import { registerSecurityHeaders } from './platform/http/security-headers';
import { createJobs } from './platform/jobs/jobs';
import { createSigningService } from './platform/signing/signing.service';
import { createSandboxEsign } from './providers/esign/sandbox';
import { createSandboxMiniProgram } from './providers/mini-program/sandbox';
import { createSandboxRecognition } from './providers/recognition/sandbox';

z.config(z.locales.zhCN());

export const webDistDir = fileURLToPath(new URL('../../web/dist', import.meta.url));

export type BuildOptions = { config: Config; database: Database; logger?: boolean; serveWeb?: boolean };

export const buildApp = async (opts: BuildOptions): Promise<{ app: FastifyInstance; ctx: AppContext }> => {
  const { config, database } = opts;
  const app = Fastify({
    logger: opts.logger === false ? false : { level: config.logLevel },
    bodyLimit: config.bodyLimit,
    trustProxy: true,
    // Ids are bigints; the parser keeps them as strings anyway, and the router must not choke on long urls.
    routerOptions: { maxParamLength: 200 },
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandling(app);

  const bus = createBus(database);
  await bus.start();
  const tokens = createTokenService(config.jwtSecret, config.accessTokenTtl);
  const principals = createPrincipalStore(database.db, bus, config.accessTokenTtl);
  const acl = createAcl(database.db, bus);
  const auth = createAuthService({ db: database.db, tokens, principals, refreshTtlSeconds: config.refreshTokenTtl });
  const files = createAttachmentService({ db: database.db, storage: createStorage(config), secret: config.jwtSecret });
  const esign = createSandboxEsign({
    db: database.db,
    defaultStepMs: config.esignSandboxStepMs,
    onError: (err) => app.log.error({ err }, '电子签章沙箱出错'),
  });
  const miniProgram = createSandboxMiniProgram({ db: database.db });
  const ctx: AppContext = {
    config,
    database,
    db: database.db,
    bus,
    tokens,
    principals,
    acl,
    auth,
    routes: [],
    fileLink: files.link,
    files,
    recognition: createSandboxRecognition(),
    esign,
    esignSandbox: esign,
    miniProgram,
    miniProgramSandbox: miniProgram,
    signing: createSigningService({ esign }),
    jobs: createJobs(database, { onError: (err) => app.log.error({ err }, '后台任务出错') }),
    events: createEvents({ bus, principals, secret: config.jwtSecret }),
  };
  app.addHook('onClose', async () => bus.stop());
  app.addHook('onClose', async () => ctx.jobs.stop());

  registerSecurityHeaders(app);
  await app.register(formbody);
  await app.register(multipart, { limits: { files: 1, fileSize: 10 * 1024 * 1024, fields: 20 } });
  await app.register(swagger, {
    openapi: {
      info: { title: '仓单交易与质押融资平台 API', version: '0.1.0' },
      components: {
        securitySchemes: {
          kcAuth: { type: 'apiKey', in: 'header', name: 'kc-Auth', description: 'bearer <access_token>' },
        },
      },
      security: [{ kcAuth: [] }],
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs' });

  ctx.routes = registerAccessGuard(app, { tokens, principals, acl });

  app.get(
    '/api/health',
    { config: { access: { public: true } }, schema: { tags: ['系统'], summary: '健康检查' } },
    async () => ok({ status: 'UP', database: database.kind, tenantMode: config.tenantMode }),
  );
  await app.register(authRoutes(ctx));
  await app.register(systemRoutes(ctx));
  await app.register(roleRoutes(ctx));
  await app.register(menuAdminRoutes(ctx));
  await app.register(scopeRoutes(ctx));
  await app.register(dictRoutes(ctx));
  await app.register(deptRoutes(ctx));
  await app.register(userRoutes(ctx));
  await app.register(userAdminRoutes(ctx));
  await app.register(enterpriseRoutes(ctx));
  await app.register(enterpriseReviewRoutes(ctx));
  await app.register(esignRoutes(ctx));
  await app.register(baseMaterialRoutes(ctx));
  await app.register(bankMaterialDetailRoutes(ctx));
  await app.register(financingGoodsRoutes(ctx));
  await app.register(frontGoodsRoutes(ctx));
  await app.register(enterpriseSelectRoutes(ctx));
  await app.register(wmsMaterialRoutes(ctx));
  await app.register(inboundRoutes(ctx));
  await app.register(inspectionRoutes(ctx));
  await app.register(receiptRoutes(ctx));
  await app.register(batchSignRoutes(ctx));
  await app.register(miniProgramRoutes(ctx));
  await app.register(sandboxRoutes(ctx, ctx.esignSandbox));
  await app.register(filesRoutes(ctx));
  await app.register(eventsRoutes(ctx));

  const indexHtml = path.join(webDistDir, 'index.html');
  const serveWeb = opts.serveWeb !== false && fs.existsSync(indexHtml);
  if (serveWeb) {
    await app.register(fastifyStatic, { root: webDistDir, wildcard: false, index: false, maxAge: '1h' });
  }
  app.setNotFoundHandler((request, reply) => {
    const url = request.url.split('?')[0] ?? '';
    if (!url.startsWith('/api') && request.method === 'GET' && serveWeb) {
      // The single-page app owns every other path; its router shows its own 404 page.
      return reply.header('cache-control', 'no-cache').sendFile('index.html');
    }
    return reply.status(404).send(fail(404, '接口不存在'));
  });
  return { app, ctx };
};

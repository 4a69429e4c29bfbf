import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import formbody from '@fastify/formbody';
import multipart from '@fastify/multipart';
import fastifyStatic from '@fastify/static';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { installChineseInputMessages, listRefusals, requestRefusals } from '@kc/domain';
// Registers every module's input rules: a refused input answers the reason of the rule it broke.
import '@kc/domain/input-refusals';
import Fastify, { type FastifyInstance } from 'fastify';
import { jsonSchemaTransform, validatorCompiler } from 'fastify-type-provider-zod';
import type { DestinationStream } from 'pino';
import { appModules } from './app-modules';
import { enterpriseNames, esignEnterprises } from './modules/enterprise';
import { createGrantSource } from './modules/system';
import { createIdentityDirectory, userNames } from './modules/user';
import { createAcl } from './platform/access/acl';
import { registerAccessGuard } from './platform/access/guard';
import { registerAdminAudit } from './platform/audit/admin-audit';
import { createAuthService } from './platform/auth/auth.service';
import { credentialLogOptions } from './platform/auth/log-redaction';
import { createPrincipalStore } from './platform/auth/principal';
import { loadSigningKeys } from './platform/auth/signing-keys';
import { createTokenService } from './platform/auth/tokens';
import type { Config } from './platform/config';
import type { AppContext } from './platform/context';
import type { Database } from './platform/db/client';
import { createBus } from './platform/events/bus';
import { eventsRoutes } from './platform/events/events.routes';
import { createEvents } from './platform/events/events.service';
import { createAttachmentService } from './platform/files/attachment.service';
import { createFileLinks, LINK_MAX_SECONDS } from './platform/files/link';
import { createStorage } from './platform/files/storage';
import { answerFrameworkError, registerErrorHandling, sendRefusal } from './platform/http/error-handler';
import { registerHealth } from './platform/http/health';
import { registerInputGuard } from './platform/http/input-guard';
import { loggerOptions } from './platform/http/logger';
import { registerRateLimits } from './platform/http/rate-limits';
import { registerRouteContract } from './platform/http/route-contract';
import { tagRouteModules } from './platform/http/route-modules';
import { registerSecurityHeaders } from './platform/http/security-headers';
import { createResponseSerializer } from './platform/http/serializer';
import { createJobs } from './platform/jobs/jobs';
import { unlentNeeds } from './platform/lent';
import { createSigningService } from './platform/signing/signing.service';
import { createStartupWork } from './platform/startup/startup-work';
import { createProviders } from './providers/create-providers';
import { type Adapters, assertPartiesCovered } from './providers/parties';

installChineseInputMessages();

export const webDistDir = fileURLToPath(new URL('../../web/dist', import.meta.url));

export type BuildOptions = {
  config: Config;
  database: Database;
  logger?: boolean;
  /** Where the log goes instead of stdout (tests read what would be logged). */
  logStream?: DestinationStream;
  serveWeb?: boolean;
  /** Real adapters of outside parties; a party without one is played by its sandbox (SANDBOXES). */
  adapters?: Partial<Adapters>;
};

export const buildApp = async (opts: BuildOptions): Promise<{ app: FastifyInstance; ctx: AppContext }> => {
  const { config, database } = opts;
  // What an earlier module needs of a later one is lent by the later door (platform/lent.ts); all doors are loaded.
  const unlent = unlentNeeds();
  if (unlent.length) throw new Error(`模块未提供：${unlent.join('、')}`);
  // Each outside party is played by its real adapter when one is given, else by its sandbox when SANDBOXES is on;
  // a party with neither refuses the start (providers/parties.ts, README "Configuration").
  const given = opts.adapters ?? {};
  assertPartiesCovered({ ...given, mail: given.mail ?? config.smtpUrl }, config.sandboxes);
  const app = Fastify({
    logger:
      opts.logger === false
        ? false
        : {
            ...loggerOptions(config.logLevel, opts.logStream ? false : undefined),
            ...(opts.logStream ? { stream: opts.logStream } : {}),
            ...credentialLogOptions,
          },
    bodyLimit: config.bodyLimit,
    // X-Forwarded-For only from the proxies named in TRUST_PROXY: request.ip is what log-in failures count against.
    trustProxy: config.trustProxy,
    // Ids are bigints; the parser keeps them as strings anyway, and the router must not choke on long urls.
    routerOptions: { maxParamLength: 200 },
    frameworkErrors: answerFrameworkError,
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(createResponseSerializer({ strict: config.strictResponses }));
  registerErrorHandling(app);
  registerInputGuard(app);

  const bus = createBus(database);
  await bus.start();
  const signingKeys = await loadSigningKeys(config, database);
  const tokens = createTokenService(signingKeys, config.accessTokenTtl);
  // Ended sessions are remembered as long as anything signed for them (an access token, a file link) lives.
  // Users, roles and grants are kept by the user and system modules; the platform reads them through these.
  const identity = createIdentityDirectory(database.db);
  const principals = createPrincipalStore(
    database.db,
    identity,
    bus,
    Math.max(config.accessTokenTtl, LINK_MAX_SECONDS),
  );
  const acl = createAcl(createGrantSource(database.db), bus);
  const auth = createAuthService({
    db: database.db,
    tokens,
    principals,
    identity,
    refreshTtlSeconds: config.refreshTokenTtl,
  });
  const files = createAttachmentService({
    db: database.db,
    storage: createStorage(config),
    links: createFileLinks(signingKeys, principals),
  });
  const jobs = createJobs(database, { onError: (err) => app.log.error({ err }, '后台任务出错') });
  const providers = createProviders(config, {
    db: database.db,
    jobs,
    given,
    // The sandboxes post their notifications, pushes and callbacks to this app's own notify routes.
    deliver: async ({ path: url, headers, body }) => {
      const res = await app.inject({ method: 'POST', url, headers, payload: body });
      return { status: res.statusCode, body: res.body };
    },
    esignEnterprises,
    names: { users: userNames, enterprises: enterpriseNames },
    log: app.log,
  });
  const { registerJobs: registerSandboxJobs, ...parties } = providers;
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
    signingKeys,
    files,
    ...parties,
    signing: createSigningService({ esign: parties.esign }),
    jobs,
    events: createEvents({ db: database.db, bus, principals, keys: signingKeys }),
    startup: createStartupWork(),
  };
  await registerSandboxJobs();
  // The demo's background business ends at its next step before the queue and the bus go.
  app.addHook('onClose', async () => ctx.startup.stop());
  app.addHook('onClose', async () => bus.stop());
  app.addHook('onClose', async () => ctx.jobs.stop());

  registerSecurityHeaders(app);
  await registerRateLimits(app, config.rateLimitScale);
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
    // Every refusal a client may meet, with its stable reason (errors.ts; each module's refusal table).
    transformObject: (doc) =>
      'openapiObject' in doc ? { ...doc.openapiObject, 'x-refusals': listRefusals() } : doc.swaggerObject,
  });
  // The API documents are served outside production only: a production server shows no more of itself than
  // its clients need (README, Configuration). The document is still built, for the route checks.
  if (!config.production) await app.register(swaggerUi, { routePrefix: '/api/docs' });

  registerRouteContract(app);
  const asModule = tagRouteModules(app);
  ctx.routes = registerAccessGuard(app, { tokens, principals, acl });
  registerAdminAudit(app, database.db);

  registerHealth(app, { config, database, jobs: ctx.jobs, startup: ctx.startup });
  for (const m of appModules) await asModule(m.name, () => app.register(m.plugin(ctx)));
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
    return sendRefusal(reply, requestRefusals.routeNotFound());
  });
  return { app, ctx };
};

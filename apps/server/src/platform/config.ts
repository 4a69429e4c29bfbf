import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';

/**
 * Every configuration variable the server reads (the README lists them with the same defaults).
 */
const schema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(8080),
  HOST: z.string().default('0.0.0.0'),
  /** postgres://... — absent means embedded PGlite in DATA_DIR/pg. */
  DATABASE_URL: z.string().optional(),
  /** Relative paths are read from the working directory; unset means `data/` at the repository root. */
  DATA_DIR: z.string().optional(),
  /** 'production' never seeds demo accounts and requires JWT_SECRET. */
  NODE_ENV: z.string().default('development'),
  /** Seed demo enterprises and accounts. Default: on for embedded PGlite outside production, off otherwise. */
  DEMO: z.enum(['true', 'false', '1', '0']).optional(),
  JWT_SECRET: z.string().min(32, 'JWT_SECRET 至少 32 个字符').optional(),
  ACCESS_TOKEN_TTL_SECONDS: z.coerce.number().int().positive().default(1800),
  REFRESH_TOKEN_TTL_SECONDS: z.coerce
    .number()
    .int()
    .positive()
    .default(7 * 24 * 3600),
  /** First administrator's password in a production start (plain text, used once when no admin exists). */
  ADMIN_PASSWORD: z.string().min(8, 'ADMIN_PASSWORD 至少 8 个字符').optional(),
  TENANT_MODE: z.enum(['true', 'false', '1', '0']).default('false'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  BODY_LIMIT_BYTES: z.coerce
    .number()
    .int()
    .positive()
    .default(1024 * 1024),
  /** S3-compatible storage; all of endpoint, bucket, key and secret turn it on. */
  S3_ENDPOINT: z.string().optional(),
  S3_REGION: z.string().default('us-east-1'),
  S3_BUCKET: z.string().optional(),
  S3_ACCESS_KEY_ID: z.string().optional(),
  S3_SECRET_ACCESS_KEY: z.string().optional(),
  S3_FORCE_PATH_STYLE: z.enum(['true', 'false', '1', '0']).default('true'),
  /** The e-sign sandbox's pause before it moves an application on by itself; 0 waits for its console. */
  ESIGN_SANDBOX_STEP_MS: z.coerce.number().int().min(0).max(60000).default(1500),
  /**
   * The public base URL of the web app (e.g. https://kc.example.com), for absolute links printed in documents
   * such as the receipt's verification QR code; unset means the request's own protocol and host.
   */
  PUBLIC_URL: z.url({ error: 'PUBLIC_URL 必须是完整的网址，如 https://kc.example.com' }).optional(),
  /** Start pg-boss workers in this process. */
  JOBS: z.enum(['true', 'false', '1', '0']).default('true'),
});

const truthy = (v: string | undefined) => v === 'true' || v === '1';

export type Config = ReturnType<typeof loadConfig>;

export const loadConfig = (env: Record<string, string | undefined> = process.env) => {
  const parsed = schema.safeParse(env);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new Error(`配置错误 ${issue?.path.join('.')}: ${issue?.message}`);
  }
  const e = parsed.data;
  const production = e.NODE_ENV === 'production';
  const embedded = !e.DATABASE_URL;
  const dataDir = e.DATA_DIR ? path.resolve(e.DATA_DIR) : fileURLToPath(new URL('../../../../data', import.meta.url));
  if (production && !e.JWT_SECRET) throw new Error('生产环境必须设置 JWT_SECRET（至少 32 个字符）');
  const demo = e.DEMO !== undefined ? truthy(e.DEMO) : embedded && !production;
  if (production && demo) throw new Error('生产环境不能加载演示数据（DEMO）');
  return {
    port: e.PORT,
    host: e.HOST,
    databaseUrl: e.DATABASE_URL,
    embedded,
    dataDir,
    pgDir: path.join(dataDir, 'pg'),
    filesDir: path.join(dataDir, 'files'),
    production,
    demo,
    // A development secret is derived per data directory so tokens survive restarts but not copies elsewhere.
    jwtSecret: e.JWT_SECRET ?? `dev-only-secret-change-me::${dataDir}`,
    accessTokenTtl: e.ACCESS_TOKEN_TTL_SECONDS,
    refreshTokenTtl: e.REFRESH_TOKEN_TTL_SECONDS,
    adminPassword: e.ADMIN_PASSWORD,
    tenantMode: truthy(e.TENANT_MODE),
    logLevel: e.LOG_LEVEL,
    bodyLimit: e.BODY_LIMIT_BYTES,
    esignSandboxStepMs: e.ESIGN_SANDBOX_STEP_MS,
    s3:
      e.S3_ENDPOINT && e.S3_BUCKET && e.S3_ACCESS_KEY_ID && e.S3_SECRET_ACCESS_KEY
        ? {
            endpoint: e.S3_ENDPOINT,
            region: e.S3_REGION,
            bucket: e.S3_BUCKET,
            accessKeyId: e.S3_ACCESS_KEY_ID,
            secretAccessKey: e.S3_SECRET_ACCESS_KEY,
            forcePathStyle: truthy(e.S3_FORCE_PATH_STYLE),
          }
        : undefined,
    jobs: truthy(e.JOBS),
    /** Without a trailing slash; undefined when PUBLIC_URL is not set. */
    publicUrl: e.PUBLIC_URL?.replace(/\/+$/, ''),
  };
};

import { isIP } from 'node:net';
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
  /**
   * The sandboxes that play the outside parties (e-sign, payment, bank, WMS, …), their console and their routes.
   * Default: on outside production, off in production (a staging site sets it to true explicitly).
   */
  SANDBOXES: z.enum(['true', 'false', '1', '0']).optional(),
  /** Unset: a random secret made on the first start (a 0600 file in DATA_DIR, or a row in PostgreSQL). */
  JWT_SECRET: z.string().min(32, 'JWT_SECRET 至少 32 个字符').optional(),
  /** Secrets replaced by JWT_SECRET, comma-separated: what they signed stays valid until it expires. */
  JWT_SECRET_PREVIOUS: z
    .string()
    .optional()
    .transform((v) =>
      (v ?? '')
        .split(',')
        .map((s) => s.trim())
        .filter(Boolean),
    )
    .pipe(z.array(z.string().min(32, 'JWT_SECRET_PREVIOUS 中的每个密钥至少 32 个字符'))),
  /**
   * Proxies whose X-Forwarded-For is believed: comma-separated addresses and CIDR ranges. Unset trusts none,
   * so a client cannot choose the address its log-in failures are counted against. A hop count is refused:
   * it cannot tell a proxy from a client that connects directly (Fastify also ignores one).
   */
  TRUST_PROXY: z
    .string()
    .optional()
    .transform((v, c) => {
      const text = (v ?? '').trim();
      if (text === '' || text === 'false' || text === '0') return false as const;
      if (/^\d+$/.test(text)) {
        c.addIssue({ code: 'custom', message: 'TRUST_PROXY 请填写代理的地址或网段，不支持跳数' });
        return z.NEVER;
      }
      const entries = text
        .split(',')
        .map((s) => s.trim())
        .filter(Boolean);
      const bad = entries.find((e) => !isProxyAddress(e));
      if (bad) {
        c.addIssue({ code: 'custom', message: `TRUST_PROXY 只能是以逗号分隔的代理地址或网段，无法识别 ${bad}` });
        return z.NEVER;
      }
      return entries;
    }),
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
  /** The e-invoice sandbox's pause before a query may move an invoice on (20 → 21 → 2); 0 moves it at every query. */
  EINVOICE_SANDBOX_STEP_MS: z.coerce.number().int().min(0).max(60000).default(2000),
  /**
   * Outgoing mail (the invoice PDF to the applicant): smtp:// or smtps://user:password@host:port. Unset keeps
   * every message in the outbox the sandbox console shows.
   */
  SMTP_URL: z
    .string()
    .trim()
    .optional()
    .refine((v) => !v || /^smtps?:\/\/[^\s/]+(:\d+)?\/?(\?.*)?$/.test(v), {
      message: 'SMTP_URL 必须是 smtp:// 或 smtps:// 开头的地址，如 smtp://user:pass@mail.example.com:587',
    })
    .transform((v) => v || undefined),
  /** The sender of outgoing mail, e.g. 仓单交易平台 <noreply@kc.example.com>. */
  MAIL_FROM: z
    .string()
    .trim()
    .max(200)
    .refine((v) => /^[^<>@\s]+@[^<>@\s]+\.[^<>@\s]+$|<[^<>@\s]+@[^<>@\s]+\.[^<>@\s]+>$/.test(v), {
      message: 'MAIL_FROM 必须是邮箱地址，如 仓单交易平台 <noreply@kc.example.com>',
    })
    .default('仓单交易平台 <noreply@kc.example.com>'),
  /**
   * The public base URL of the web app (e.g. https://kc.example.com), for absolute links printed in documents
   * (the contract's and the receipt's verification QR codes and links, the mini-program scan codes). Required in
   * production; elsewhere unset means the request's own protocol and host, or HOST and PORT without a request.
   */
  PUBLIC_URL: z.url({ error: 'PUBLIC_URL 必须是完整的网址，如 https://kc.example.com' }).optional(),
  /**
   * Refuse an answer that carries a field its route's schema does not declare (tests and browser journeys turn
   * it on; elsewhere such a field is dropped from the answer).
   */
  STRICT_RESPONSES: z.enum(['true', 'false', '1', '0']).default('false'),
  /** Multiplies every per-address rate limit (platform/http/rate-limits.ts); 0 turns them off. */
  RATE_LIMIT_SCALE: z.coerce.number().min(0).max(1000).default(1),
  /**
   * Days a provider notification refused at the door (it did not verify) is kept before the retention job deletes
   * it; applied notifications, and verified ones kept for review, are never aged out.
   */
  REFUSED_NOTIFICATION_RETENTION_DAYS: z.coerce
    .number({ error: 'REFUSED_NOTIFICATION_RETENTION_DAYS 必须是 1 到 3650 之间的天数' })
    .int({ error: 'REFUSED_NOTIFICATION_RETENTION_DAYS 必须是 1 到 3650 之间的天数' })
    .min(1, 'REFUSED_NOTIFICATION_RETENTION_DAYS 必须是 1 到 3650 之间的天数')
    .max(3650, 'REFUSED_NOTIFICATION_RETENTION_DAYS 必须是 1 到 3650 之间的天数')
    .default(30),
  /** Start pg-boss workers in this process. */
  JOBS: z.enum(['true', 'false', '1', '0']).default('true'),
});

const truthy = (v: string | undefined) => v === 'true' || v === '1';

/** An address, a CIDR range, or one of proxy-addr's names for reserved ranges. */
const PROXY_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal']);
const isProxyAddress = (entry: string) => {
  if (PROXY_NAMES.has(entry)) return true;
  const [address = '', prefix, ...rest] = entry.split('/');
  const version = isIP(address);
  if (!version || rest.length) return false;
  if (prefix === undefined) return true;
  return /^\d{1,3}$/.test(prefix) && Number(prefix) <= (version === 4 ? 32 : 128);
};

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
  // A printed QR code outlives the request that printed it: it must never name localhost or an inner address.
  if (production && !e.PUBLIC_URL) {
    throw new Error(
      '生产环境必须设置 PUBLIC_URL（合同、仓单二维码与验证链接使用的公开网址，如 https://kc.example.com）',
    );
  }
  const demo = e.DEMO !== undefined ? truthy(e.DEMO) : embedded && !production;
  if (production && demo) throw new Error('生产环境不能加载演示数据（DEMO）');
  const sandboxes = e.SANDBOXES !== undefined ? truthy(e.SANDBOXES) : !production;
  // The demo data is made through the sandboxes (seals, payments, the bank's callbacks, the WMS stock).
  if (demo && !sandboxes) throw new Error('演示数据需要沙箱：DEMO=true 时不能设置 SANDBOXES=false');
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
    /** The sandboxes and their routes are registered, and every page shows 沙箱环境 (providers/parties.ts). */
    sandboxes,
    /** Undefined: the server makes and keeps a random one (platform/auth/signing-keys.ts). */
    jwtSecret: e.JWT_SECRET,
    jwtSecretPrevious: e.JWT_SECRET_PREVIOUS,
    trustProxy: e.TRUST_PROXY,
    accessTokenTtl: e.ACCESS_TOKEN_TTL_SECONDS,
    refreshTokenTtl: e.REFRESH_TOKEN_TTL_SECONDS,
    adminPassword: e.ADMIN_PASSWORD,
    tenantMode: truthy(e.TENANT_MODE),
    logLevel: e.LOG_LEVEL,
    bodyLimit: e.BODY_LIMIT_BYTES,
    esignSandboxStepMs: e.ESIGN_SANDBOX_STEP_MS,
    einvoiceSandboxStepMs: e.EINVOICE_SANDBOX_STEP_MS,
    /** undefined: mail is kept in the outbox only */
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
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
    strictResponses: truthy(e.STRICT_RESPONSES),
    rateLimitScale: e.RATE_LIMIT_SCALE,
    refusedNotificationRetentionDays: e.REFUSED_NOTIFICATION_RETENTION_DAYS,
    /** Without a trailing slash; undefined when PUBLIC_URL is not set. */
    publicUrl: e.PUBLIC_URL?.replace(/\/+$/, ''),
  };
};

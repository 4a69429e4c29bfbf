import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import type { Config } from '../config';
import type { Database, Db } from '../db/client';
import { signingSecret } from './auth.table';

/**
 * The secrets behind access tokens, live-event tickets and file links: everything is signed with `current`
 * and accepted when signed with any of them, so a rotation (JWT_SECRET_PREVIOUS) logs nobody out.
 */
export type SigningKeys = { current: string; previous: readonly string[] };

export const allKeys = (keys: SigningKeys) => [keys.current, ...keys.previous];

/** The generated secret of an embedded database, in its data directory. */
export const SECRET_FILE = 'signing-secret';
const SECRET_ROW = 'signing';

const newSecret = () => randomBytes(48).toString('base64url');

/** The row every instance on one PostgreSQL shares; the first to start writes it. */
export const storedSecret = async (db: Db) => {
  await db.insert(signingSecret).values({ name: SECRET_ROW, secret: newSecret() }).onConflictDoNothing();
  const [row] = await db.select().from(signingSecret).where(eq(signingSecret.name, SECRET_ROW)).limit(1);
  return row!.secret;
};

/** The data directory's secret file, made on the first start readable by this user only. */
export const fileSecret = (dataDir: string) => {
  const file = path.join(dataDir, SECRET_FILE);
  fs.mkdirSync(dataDir, { recursive: true });
  if (!fs.existsSync(file)) {
    // Written aside and linked into place: the file never exists half written, and never twice.
    const draft = `${file}.${process.pid}.${randomBytes(4).toString('hex')}`;
    fs.writeFileSync(draft, `${newSecret()}\n`, { mode: 0o600 });
    try {
      fs.linkSync(draft, file);
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
    } finally {
      fs.rmSync(draft, { force: true });
    }
  }
  // A file copied or restored with wider rights is narrowed again.
  if (fs.statSync(file).mode & 0o077) fs.chmodSync(file, 0o600);
  const secret = fs.readFileSync(file, 'utf8').trim();
  if (secret.length < 32) {
    throw new Error(`签名密钥文件 ${file} 内容无效；删除该文件后重启会生成新密钥（所有用户需重新登录）`);
  }
  return secret;
};

/** JWT_SECRET when set; otherwise the generated secret (a row on PostgreSQL, a file on the embedded database). */
export const loadSigningKeys = async (config: Config, database: Database): Promise<SigningKeys> => {
  const current =
    config.jwtSecret ?? (database.kind === 'postgres' ? await storedSecret(database.db) : fileSecret(config.dataDir));
  return { current, previous: config.jwtSecretPrevious.filter((s) => s !== current) };
};

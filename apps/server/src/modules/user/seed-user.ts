import { createHash } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { revokeSessions } from '../../platform/auth/auth.service';
import { hashPassword } from '../../platform/auth/password';
import type { DbOrTx } from '../../platform/db/client';
import { user, userRole } from './user.table';

/**
 * The user module's side of the first-start and demo seed and of `npm run admin:create` (modules/seed
 * orchestrates): accounts and their roles. Only this module writes these tables (the module walls).
 */

/** Passwords travel md5-hashed (spec 1 §5); the stored hash is argon2 of that md5. */
const md5 = (text: string) => createHash('md5').update(text).digest('hex');

export type SeedAccount = {
  tenantId: string;
  account: string;
  /** the plain password; stored as argon2 of its md5 */
  password: string;
  realName: string;
  userType: number;
  postId?: string | null;
  deptId: string | null;
  roleId?: string;
};

export const findUserByAccount = async (db: DbOrTx, tenantId: string, account: string) =>
  (
    await db
      .select({ id: user.id })
      .from(user)
      .where(and(eq(user.tenantId, tenantId), eq(user.account, account)))
      .limit(1)
  )[0];

/** The account with its role, created when the tenant has none of that name. Answers its id. */
export const ensureSeedUser = async (db: DbOrTx, u: SeedAccount) => {
  const existing = await findUserByAccount(db, u.tenantId, u.account);
  if (existing) return existing.id;
  const [row] = await db
    .insert(user)
    .values({
      tenantId: u.tenantId,
      account: u.account,
      passwordHash: await hashPassword(md5(u.password)),
      name: u.account,
      realName: u.realName,
      userType: u.userType,
      postId: u.postId ?? null,
      deptId: u.deptId,
    })
    .returning({ id: user.id });
  if (u.roleId) await grantUserRole(db, row!.id, u.roleId);
  return row!.id;
};

/** Adds the role to the user's roles (kept when already there). */
export const grantUserRole = async (db: DbOrTx, userId: string, roleId: string) => {
  await db.insert(userRole).values({ userId, roleId }).onConflictDoNothing();
};

/** Whether anyone holds the role (the first administrator). */
export const roleHasHolder = async (db: DbOrTx, roleId: string) =>
  (await db.select({ id: userRole.userId }).from(userRole).where(eq(userRole.roleId, roleId)).limit(1)).length > 0;

/** Sets a new password on the user and enables them, ending every session they had. */
export const resetSeedPassword = async (db: DbOrTx, userId: string, password: string) => {
  await db
    .update(user)
    .set({ passwordHash: await hashPassword(md5(password)), tokenVersion: sql`${user.tokenVersion} + 1`, status: 1 })
    .where(eq(user.id, userId));
  await revokeSessions(db, [userId]);
};

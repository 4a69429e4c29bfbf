import { and, eq } from 'drizzle-orm';
import { role } from '../modules/system/system.table';
import { user, userRole } from '../modules/user/user.table';
import { hashPassword } from '../platform/auth/password';
import type { DbOrTx } from '../platform/db/client';
import { DEMO_PASSWORD_MD5 } from './passwords';

/** A user of the default tenant with the given roles (none: a user who holds no grant at all). */
export const createUser = async (
  db: DbOrTx,
  account: string,
  opts: { roleAliases?: string[]; postId?: string | null; userType?: number; tenantId?: string } = {},
) => {
  const tenantId = opts.tenantId ?? '000000';
  const [row] = await db
    .insert(user)
    .values({
      tenantId,
      account,
      passwordHash: await hashPassword(DEMO_PASSWORD_MD5),
      name: account,
      realName: account,
      userType: opts.userType ?? 3,
      postId: opts.postId ?? null,
    })
    .returning({ id: user.id });
  for (const alias of opts.roleAliases ?? []) {
    const [r] = await db
      .select({ id: role.id })
      .from(role)
      .where(and(eq(role.tenantId, '000000'), eq(role.roleAlias, alias)));
    if (r) await db.insert(userRole).values({ userId: row!.id, roleId: r.id });
  }
  return row!.id;
};

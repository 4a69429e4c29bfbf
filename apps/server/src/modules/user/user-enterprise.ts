import { eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/client';
import { user } from './user.table';

/** A user who has just created their enterprise acts for it (spec 1 §5: the first save of the enterprise form). */
export const joinEnterprise = async (db: DbOrTx, userId: string, enterpriseId: string) => {
  await db.update(user).set({ postId: enterpriseId }).where(eq(user.id, userId));
};

/** Users' names as a list shows them: the real name, else the account. */
export const userNames = async (db: DbOrTx, ids: readonly string[]): Promise<Map<string, string>> => {
  const wanted = [...new Set(ids)];
  if (!wanted.length) return new Map();
  const rows = await db
    .select({ id: user.id, realName: user.realName, account: user.account })
    .from(user)
    .where(inArray(user.id, wanted));
  return new Map(rows.map((r) => [r.id, r.realName ?? r.account ?? '']));
};

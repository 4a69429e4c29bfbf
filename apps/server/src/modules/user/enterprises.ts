import type { EnterpriseOption } from '@kc/domain/user/user';
import type { DbOrTx } from '../../platform/db/client';
import { lentLater } from '../../platform/lent';

/** What a user's page shows of the enterprise the user belongs to (the user's postId). */
export type UserEnterpriseCard = { name: string; code: string | null; isPerson: number | null; type: string | null };

/**
 * The enterprises a user may belong to (a user's 所属企业, postId) are kept by the enterprise module, registered after
 * this one; it lends what the user pages read of them from its door.
 */
export type EnterpriseDirectory = {
  /** Whether a live enterprise with this id exists in the tenant. */
  exists: (db: DbOrTx, tenantId: string, id: string) => Promise<boolean>;
  /** Enterprises of one tenant for the user form's select, by name contains and type. */
  options: (db: DbOrTx, tenantId: string, filter: { name?: string; type?: string }) => Promise<EnterpriseOption[]>;
  /** The names of these enterprises by id. */
  names: (db: DbOrTx, ids: readonly string[]) => Promise<Map<string, string>>;
  /** The card of one enterprise, if there is one with this id. */
  card: (db: DbOrTx, id: string) => Promise<UserEnterpriseCard | undefined>;
};

export const enterprises = lentLater<EnterpriseDirectory>('企业模块的企业目录');

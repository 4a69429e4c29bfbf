import type { DbOrTx } from '../../platform/db/client';
import { lentLater } from '../../platform/lent';

/**
 * Who holds a role and who works in a department is kept by the user module (registered after this one); it lends
 * these answers from its door, so that a role or department with people in it is not removed.
 */
export type Members = {
  /** The name of the first (in role order) of these roles a live user holds, if any. */
  firstRoleHeld: (db: DbOrTx, roleIds: string[]) => Promise<string | undefined>;
  /** One of these departments a live user belongs to, if any. */
  deptWithMember: (db: DbOrTx, deptIds: string[]) => Promise<string | undefined>;
};

export const members = lentLater<Members>('用户模块的角色与部门成员查询');

import type { Principal } from '../auth/principal';

/** Who created a row: data scopes 2–4 filter on these (create_user, create_dept). */
export const createdBy = (p: Principal) => ({ createUser: p.userId, createDept: p.deptId, updateUser: p.userId });

/** Who changed a row, and when. */
export const updatedBy = (p: Principal) => ({ updateUser: p.userId, updateTime: new Date() });

/**
 * What the platform needs to know about users and tenants, lent to it by the module that keeps them (the user
 * module, wired in app.ts): platform/ reads no module's tables.
 */
export type IdentityRecord = {
  userId: string;
  tenantId: string;
  account: string;
  userName: string;
  realName: string | null;
  userType: number;
  postId: string | null;
  deptId: string | null;
  tokenVersion: number;
  /** enabled and not removed */
  active: boolean;
  roles: { id: string; alias: string; name: string }[];
};

export type LoginCandidate = { userId: string; passwordHash: string; active: boolean };

export type IdentityDirectory = {
  /** The user behind a session, or null when there is no such user. */
  load: (userId: string) => Promise<IdentityRecord | null>;
  /** For a log-in: whether the tenant takes log-ins, and the live user with that account in it. */
  findForLogin: (tenantId: string, account: string) => Promise<{ tenantActive: boolean; user?: LoginCandidate }>;
  /** Users holding any of these roles (their cached grants must go when a role changes). */
  usersOfRoles: (roleIds: string[]) => Promise<string[]>;
};

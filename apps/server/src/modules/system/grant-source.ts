import { and, eq, sql } from 'drizzle-orm';
import type { GrantSource } from '../../platform/access/acl';
import type { ScopeRule } from '../../platform/access/data-scope';
import type { Db } from '../../platform/db/client';
import { apiScope, dataScope, dept, menu, roleMenu, roleScope } from './system.table';

/** The roles' grants (menus and buttons, API and data scopes), lent to the platform's access checks. */
export const createGrantSource = (db: Db): GrantSource => ({
  roleGrant: async (roleId) => {
    const menus = await db
      .select({ id: menu.id, code: menu.code })
      .from(roleMenu)
      .innerJoin(menu, and(eq(menu.id, roleMenu.menuId), eq(menu.isDeleted, 0)))
      .where(eq(roleMenu.roleId, roleId));
    const apis = await db
      .select({ id: roleScope.scopeId })
      .from(roleScope)
      .where(and(eq(roleScope.roleId, roleId), eq(roleScope.scopeCategory, 2)));
    const rules = await db
      .select({
        resourceCode: dataScope.resourceCode,
        scopeType: dataScope.scopeType,
        scopeColumn: dataScope.scopeColumn,
        scopeValue: dataScope.scopeValue,
      })
      .from(roleScope)
      .innerJoin(dataScope, and(eq(dataScope.id, roleScope.scopeId), eq(dataScope.isDeleted, 0)))
      .where(and(eq(roleScope.roleId, roleId), eq(roleScope.scopeCategory, 1)));
    const dataRules = new Map<string, ScopeRule[]>();
    for (const { resourceCode, ...rule } of rules) {
      dataRules.set(resourceCode, [...(dataRules.get(resourceCode) ?? []), rule]);
    }
    return {
      codes: new Set(menus.map((m) => m.code)),
      menuIds: new Set(menus.map((m) => m.id)),
      apiScopeIds: new Set(apis.map((a) => a.id)),
      dataRules,
    };
  },
  apiScopes: () =>
    db.select({ id: apiScope.id, path: apiScope.scopePath }).from(apiScope).where(eq(apiScope.isDeleted, 0)),
  deptAndBelow: (deptId) =>
    sql`select ${dept.id} from ${dept} where ${dept.id} = ${deptId} or (',' || ${dept.ancestors} || ',') like ${`%,${deptId},%`}`,
});

import { z } from 'zod';
import { idQuery, idsField } from '../shared/ids';
import { defineRoute, idsInput } from '../shared/route';
import { lineText } from '../shared/text';
import {
  grantTree,
  roleDetail,
  roleForm,
  roleGrant,
  roleListQuery,
  roleNode,
  roleSelectNode,
  roleTreeKeys,
} from './role';

/** role/tree: the roles of a tenant (only the top tenant's administrator asks for another one). */
export const roleTreeQuery = z.object({ tenantId: lineText('租户编号').trim().max(12).optional() });
/** menu/role-tree-keys: the roles whose grants are shown. */
export const roleTreeKeysQuery = z.object({ roleIds: idsField });

/**
 * Roles (角色, kc-system/role) and their grants (kc-system/menu/grant-tree, role-tree-keys, role/grant). Served by
 * the server's system module, called by the web's.
 */
export const roleRoutes = {
  list: defineRoute({
    method: 'GET',
    path: '/api/kc-system/role/list',
    query: roleListQuery,
    answer: z.array(roleNode),
  }),
  tree: defineRoute({
    method: 'GET',
    path: '/api/kc-system/role/tree',
    query: roleTreeQuery,
    answer: z.array(roleSelectNode),
  }),
  detail: defineRoute({ method: 'GET', path: '/api/kc-system/role/detail', query: idQuery, answer: roleDetail }),
  submit: defineRoute({ method: 'POST', path: '/api/kc-system/role/submit', body: roleForm, answer: roleDetail }),
  remove: defineRoute({ method: 'POST', path: '/api/kc-system/role/remove', ...idsInput, answer: z.literal(true) }),
  grantTree: defineRoute({ method: 'GET', path: '/api/kc-system/menu/grant-tree', answer: grantTree }),
  treeKeys: defineRoute({
    method: 'GET',
    path: '/api/kc-system/menu/role-tree-keys',
    query: roleTreeKeysQuery,
    answer: roleTreeKeys,
  }),
  grant: defineRoute({ method: 'POST', path: '/api/kc-system/role/grant', body: roleGrant, answer: z.literal(true) }),
} as const;

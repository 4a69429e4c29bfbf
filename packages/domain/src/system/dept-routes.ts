import { z } from 'zod';
import { idQuery } from '../shared/ids';
import { defineRoute, idsInput } from '../shared/route';
import { lineText } from '../shared/text';
import { deptDetail, deptForm, deptNode, deptSaved, deptTreeNode } from './dept';

const BASE = '/api/kc-system/dept';

const tenantQuery = lineText('租户编号').trim().max(12, '租户编号最多12个字符').optional();

/** GET dept/list: the admin tree, or the flat matches of a name search. */
export const deptListQuery = z.object({
  deptName: lineText('机构名称').trim().max(50).optional(),
  tenantId: tenantQuery,
});
/** GET dept/tree: the picker's tree of a tenant (the caller's own without one). */
export const deptTreeQuery = z.object({ tenantId: tenantQuery });

/**
 * Departments (机构, spec 1 §5 Department): served by the server's system module, called by the web's department
 * screen and the department pickers.
 */
export const deptRoutes = {
  list: defineRoute({ method: 'GET', path: `${BASE}/list`, query: deptListQuery, answer: z.array(deptNode) }),
  tree: defineRoute({ method: 'GET', path: `${BASE}/tree`, query: deptTreeQuery, answer: z.array(deptTreeNode) }),
  detail: defineRoute({ method: 'GET', path: `${BASE}/detail`, query: idQuery, answer: deptDetail }),
  submit: defineRoute({ method: 'POST', path: `${BASE}/submit`, body: deptForm, answer: deptSaved }),
  remove: defineRoute({ method: 'POST', path: `${BASE}/remove`, ...idsInput, answer: z.literal(true) }),
} as const;

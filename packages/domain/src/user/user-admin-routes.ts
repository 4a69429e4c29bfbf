import { z } from 'zod';
import { pageOf } from '../shared/envelope';
import { idField, idQuery } from '../shared/ids';
import { pageQuery } from '../shared/paging';
import { defineRoute, idsInput } from '../shared/route';
import { lineText } from '../shared/text';
import { enterpriseOption, userForm, userRecord } from './user';

const BASE = '/api/kc-user';

/** GET user/page: the filters of the user list. */
export const userPageQuery = pageQuery.extend({
  account: lineText('账号').trim().max(50).optional(),
  realName: lineText('姓名').trim().max(50).optional(),
  deptId: idField.optional(),
  userType: z.coerce.number().int().min(1).max(3).optional(),
  tenantId: lineText('租户编号').trim().max(12).optional(),
});

const idText = lineText('所选数据');
const idList = z.union([idText, z.array(z.union([idText, z.number()]))]).optional();

/** BladeX sends userIds and roleIds (or ids) as query params or in the body; the server reads the first one given. */
const resetPasswordInput = {
  query: z.object({ userIds: idText.optional(), ids: idText.optional() }),
  body: z.object({ userIds: idList, ids: idList }).nullish(),
} as const;
const grantInput = {
  query: z.object({ userIds: idText.optional(), roleIds: idText.optional() }),
  body: z.object({ userIds: idList, roleIds: idList }).nullish(),
} as const;

export const enterpriseSelectQuery = z.object({
  name: lineText('企业名称').trim().max(50).optional(),
  type: lineText('企业类型').trim().max(8).optional(),
  tenantId: lineText('租户编号').trim().max(12).optional(),
});

/**
 * User administration (用户管理, kc-user): the list, add and edit, remove, password reset, role grant and the
 * form's enterprise select. Served by the server's user module, called by the web's user admin screen.
 * The writes answer data null.
 */
export const userAdminRoutes = {
  page: defineRoute({ method: 'GET', path: `${BASE}/page`, query: userPageQuery, answer: pageOf(userRecord) }),
  detail: defineRoute({ method: 'GET', path: `${BASE}/detail`, query: idQuery, answer: userRecord }),
  submit: defineRoute({ method: 'POST', path: `${BASE}/submit`, body: userForm, answer: z.null() }),
  update: defineRoute({ method: 'POST', path: `${BASE}/update`, body: userForm, answer: z.null() }),
  remove: defineRoute({ method: 'POST', path: `${BASE}/remove`, ...idsInput, answer: z.null() }),
  resetPassword: defineRoute({
    method: 'POST',
    path: `${BASE}/reset-password`,
    ...resetPasswordInput,
    answer: z.null(),
  }),
  grant: defineRoute({ method: 'POST', path: `${BASE}/grant`, ...grantInput, answer: z.null() }),
  enterpriseSelect: defineRoute({
    method: 'GET',
    path: `${BASE}/enterprise-select`,
    query: enterpriseSelectQuery,
    answer: z.array(enterpriseOption),
  }),
} as const;

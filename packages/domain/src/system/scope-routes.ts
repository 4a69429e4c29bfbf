import { z } from 'zod';
import { pageOf } from '../shared/envelope';
import { idQuery } from '../shared/ids';
import { defineRoute, idsInput } from '../shared/route';
import { apiScopeForm, apiScopeRow, dataScopeForm, dataScopeRow, scopeListQuery, scopeSaved } from './scope';

/** The calls of one kind of scope under its base: list, detail, submit (save or update), save, update, remove. */
const scopeFamily = <F extends z.ZodType, R extends z.ZodType>(base: string, form: F, row: R) => ({
  list: defineRoute({ method: 'GET', path: `${base}/list`, query: scopeListQuery, answer: pageOf(row) }),
  detail: defineRoute({ method: 'GET', path: `${base}/detail`, query: idQuery, answer: row }),
  submit: defineRoute({ method: 'POST', path: `${base}/submit`, body: form, answer: scopeSaved }),
  save: defineRoute({ method: 'POST', path: `${base}/save`, body: form, answer: scopeSaved }),
  update: defineRoute({ method: 'POST', path: `${base}/update`, body: form, answer: scopeSaved }),
  remove: defineRoute({ method: 'POST', path: `${base}/remove`, ...idsInput, answer: z.literal(true) }),
});

/**
 * API scopes (接口权限, kc-system/api-scope) and data scopes (数据权限, kc-system/data-scope) of a menu. Served by
 * the server's system module, called by the web's menu admin.
 */
export const scopeRoutes = {
  api: scopeFamily('/api/kc-system/api-scope', apiScopeForm, apiScopeRow),
  data: scopeFamily('/api/kc-system/data-scope', dataScopeForm, dataScopeRow),
} as const;

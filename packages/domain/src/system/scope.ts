import { z } from 'zod';
import { dateTimeText, idString } from '../shared/envelope';
import { defineRefusals } from '../shared/errors';
import { idField } from '../shared/ids';
import { pageQuery } from '../shared/paging';
import { lineText, multilineText } from '../shared/text';

/** '' and null count as not filled in (a cleared form field). */
const blank = (v: unknown) => ((typeof v === 'string' && v.trim() === '') || v === null ? undefined : v);

const text = (label: string, required: string, max: number) =>
  lineText(label, { error: required }).trim().min(1, required).max(max, `请最多输入${max}个字符`);

const oneOf = (values: readonly number[], message: string) =>
  z.preprocess(
    blank,
    z.coerce.number({ error: message }).refine((v) => values.includes(v), message),
  );

const optionalText = (max: number, label: string) =>
  z.preprocess(blank, multilineText(label).trim().max(max, `${label}最多${max}个字符`).optional());

const menuIdField = z.preprocess(blank, idField.optional()).pipe(z.string({ error: '请选择所属菜单' }));
const optionalId = z.preprocess(blank, idField.optional());

export const scopeMessages = {
  menuMissing: '所属菜单不存在',
  apiPathPrefix: '权限路径须以 /api/ 开头',
  columnFormat: '权限字段只能包含小写字母、数字和下划线',
  scopeValue: '请输入规则值',
  scopeField: '请输入可见字段',
  idRequired: 'id 不能为空',
} as const;

/** Every refusal of the API and data scope admins (spec 1 §5), with its stable reason (`scope.menu_missing`). */
export const scopeRefusals = defineRefusals('scope', {
  idRequired: [400, scopeMessages.idRequired],
  menuMissing: [400, scopeMessages.menuMissing],
});

/** spec 1 §5 API scope: name, code, path and type required. */
export const apiScopeForm = z.object({
  id: optionalId,
  menuId: menuIdField,
  scopeName: text('权限名称', '请输入权限名称', 100),
  resourceCode: text('权限编号', '请输入权限编号', 100),
  scopePath: text('权限路径', '请输入权限路径', 255).refine((v) => v.startsWith('/api/'), scopeMessages.apiPathPrefix),
  scopeType: oneOf([1, 2], '请选择接口类型'),
  remark: optionalText(255, '备注'),
});
export type ApiScopeForm = z.infer<typeof apiScopeForm>;

/** spec 1 §5 Data scope and §9 data-scope types 1–5 (5 custom: the rule value is required). */
export const dataScopeForm = z
  .object({
    id: optionalId,
    menuId: menuIdField,
    scopeName: text('数据权限名称', '请输入数据权限名称', 100),
    resourceCode: text('数据权限编号', '请输入数据权限编号', 100),
    scopeColumn: text('权限字段', '请输入权限字段', 100).regex(/^[a-z_][a-z0-9_]*$/, scopeMessages.columnFormat),
    scopeType: oneOf([1, 2, 3, 4, 5], '请选择规则类型'),
    scopeField: z.preprocess(blank, text('可见字段', scopeMessages.scopeField, 255).default('*')),
    scopeClass: text('实体类型', '请输入实体类型', 255),
    scopeValue: optionalText(2000, '规则值'),
    remark: optionalText(255, '备注'),
  })
  .superRefine((v, c) => {
    if (v.scopeType === 5 && !v.scopeValue) {
      c.addIssue({ code: 'custom', path: ['scopeValue'], message: scopeMessages.scopeValue });
    }
  });
export type DataScopeForm = z.infer<typeof dataScopeForm>;

export const scopeListQuery = pageQuery.extend({
  menuId: z.preprocess(blank, idField.optional()).pipe(z.string({ error: '请选择所属菜单' })),
  scopeName: lineText('权限名称').trim().max(100).optional(),
});
export type ScopeListQuery = z.infer<typeof scopeListQuery>;

/** A row of api-scope/list and api-scope/detail. */
export const apiScopeRow = z.object({
  id: idString,
  menuId: idString,
  scopeName: z.string(),
  resourceCode: z.string(),
  scopePath: z.string(),
  scopeType: z.number().int(),
  remark: z.string().nullable(),
  status: z.number().int(),
  createTime: dateTimeText,
});
export type ApiScopeRow = z.infer<typeof apiScopeRow>;
/** A row of data-scope/list and data-scope/detail. */
export const dataScopeRow = z.object({
  id: idString,
  menuId: idString,
  scopeName: z.string(),
  resourceCode: z.string(),
  scopeColumn: z.string(),
  scopeType: z.number().int(),
  scopeField: z.string(),
  scopeClass: z.string(),
  scopeValue: z.string().nullable(),
  remark: z.string().nullable(),
  status: z.number().int(),
  createTime: dateTimeText,
});
export type DataScopeRow = z.infer<typeof dataScopeRow>;
/** submit, save and update answer the saved scope's id. */
export const scopeSaved = z.object({ id: idString });

import { defineRefusals } from '../shared/errors';
import { deptMessages } from './dept';
import { dictMessages } from './dict';
import { menuMessages } from './menu';
import { roleMessages } from './role';
import { scopeMessages } from './scope';

/**
 * The input rules of this module (spec messages its schemas give): a schema refusing an input with one of these
 * messages answers its reason instead of `request.invalid` (shared/errors.ts inputReasonOf), and every one is in
 * the OpenAPI document's `x-refusals`. `npm run check` (scripts/checks/input-reasons.ts) finds any schema message
 * of the domain without a rule here or in another table.
 */
export const deptInputRefusals = defineRefusals('dept', {
  nameRequired: [400, deptMessages.nameRequired],
  sortRequired: [400, deptMessages.sortRequired],
  sortNegative: [400, '机构排序不能小于0'],
  sortTooLarge: [400, '机构排序最多8位数字'],
});

export const dictInputRefusals = defineRefusals('dict', {
  codeRequired: [400, dictMessages.codeRequired],
  codeInvalid: [400, '字典编号只能包含字母、数字、下划线和中划线'],
  keyRequired: [400, dictMessages.keyRequired],
  nameRequired: [400, dictMessages.nameRequired],
  sortRequired: [400, dictMessages.sortRequired],
  sortNegative: [400, '字典排序不能小于0'],
  sortTooLarge: [400, '字典排序最多8位数字'],
  sealedRequired: [400, dictMessages.sealedRequired],
});

export const menuInputRefusals = defineRefusals('menu', {
  nameRequired: [400, menuMessages.name],
  pathRequired: [400, menuMessages.path],
  iconRequired: [400, menuMessages.source],
  codeRequired: [400, menuMessages.code],
  categoryRequired: [400, menuMessages.category],
  aliasRequired: [400, menuMessages.alias],
  actionRequired: [400, menuMessages.action],
  sortRequired: [400, menuMessages.sort],
  newWindowInvalid: [400, '新窗口取值有误'],
});

export const roleInputRefusals = defineRefusals('role', {
  nameRequired: [400, roleMessages.nameRequired],
  aliasRequired: [400, roleMessages.aliasRequired],
  sortRequired: [400, roleMessages.sortRequired],
  sortInvalid: [400, roleMessages.sortInvalid],
  tenantRequired: [400, roleMessages.tenantRequired],
});

export const scopeInputRefusals = defineRefusals('scope', {
  menuRequired: [400, '请选择所属菜单'],
  apiNameRequired: [400, '请输入权限名称'],
  apiCodeRequired: [400, '请输入权限编号'],
  pathRequired: [400, '请输入权限路径'],
  pathInvalid: [400, scopeMessages.apiPathPrefix],
  apiTypeRequired: [400, '请选择接口类型'],
  dataNameRequired: [400, '请输入数据权限名称'],
  dataCodeRequired: [400, '请输入数据权限编号'],
  columnRequired: [400, '请输入权限字段'],
  columnInvalid: [400, scopeMessages.columnFormat],
  ruleTypeRequired: [400, '请选择规则类型'],
  fieldRequired: [400, scopeMessages.scopeField],
  classRequired: [400, '请输入实体类型'],
  valueRequired: [400, scopeMessages.scopeValue],
});

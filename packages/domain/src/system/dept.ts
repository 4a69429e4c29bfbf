import { z } from 'zod';
import { dateTimeText, idString } from '../shared/envelope';
import { defineRefusals } from '../shared/errors';
import { idField, parentIdField } from '../shared/ids';
import { lineText } from '../shared/text';

export const deptMessages = {
  nameRequired: '请输入机构名称',
  sortRequired: '请输入机构排序',
  parentInvalid: '上级机构不能选择自身或其下级',
  hasChildren: '请先删除子节点!',
  hasUsers: (name: string) => `机构「${name}」下仍有用户，不能删除`,
  parentMissing: '上级机构不存在',
} as const;

/** Every refusal of the department admin (spec 1 §5 Department), with its stable reason (`dept.has_children`). */
export const deptRefusals = defineRefusals('dept', {
  parentMissing: [400, deptMessages.parentMissing],
  parentInvalid: [400, deptMessages.parentInvalid],
  hasChildren: [400, deptMessages.hasChildren],
  hasUsers: [400, deptMessages.hasUsers],
});

const blankToUndefined = (v: unknown) => (v === '' || v === null ? undefined : v);

/** Add or edit a department (BladeX dept submit); `ancestors` is derived on the server. */
export const deptForm = z.object({
  id: idField.optional(),
  deptName: lineText('机构名称', { error: deptMessages.nameRequired })
    .trim()
    .min(1, deptMessages.nameRequired)
    .max(50, '机构名称最多50个字符'),
  parentId: parentIdField,
  sort: z.preprocess(
    (v) => (v === '' || v === null || v === undefined ? undefined : Number(v)),
    z
      .number({ error: deptMessages.sortRequired })
      .int('机构排序必须是整数')
      .min(0, '机构排序不能小于0')
      .max(99999999, '机构排序最多8位数字'),
  ),
  tenantId: z.preprocess(blankToUndefined, lineText('租户编号').trim().max(12, '租户编号最多12个字符').optional()),
});
export type DeptForm = z.infer<typeof deptForm>;

/** A department in the admin tree (GET dept/list); a leaf has no children, a name search answers flat rows. */
export type DeptNode = {
  id: string;
  parentId: string;
  parentName: string | null;
  deptName: string;
  sort: number;
  tenantId: string;
  ancestors: string;
  children?: DeptNode[];
};
const deptFields = {
  id: idString,
  parentId: idString,
  parentName: z.string().nullable(),
  deptName: z.string(),
  sort: z.number().int(),
  tenantId: z.string(),
  ancestors: z.string(),
};
/** Typed on both sides (a recursive schema): the web's answer type is the node itself. */
export const deptNode: z.ZodType<DeptNode, DeptNode> = z.object({
  ...deptFields,
  children: z.array(z.lazy(() => deptNode)).optional(),
});
/** GET dept/detail: the department with its parent's name and its times. */
export const deptDetail = z.object({ ...deptFields, createTime: dateTimeText, updateTime: dateTimeText });

/** A node of the department picker (GET dept/tree); a leaf has no children. */
export type DeptTreeNode = {
  id: string;
  parentId: string;
  title: string;
  key: string;
  value: string;
  children?: DeptTreeNode[];
};
export const deptTreeNode: z.ZodType<DeptTreeNode, DeptTreeNode> = z.object({
  id: idString,
  parentId: idString,
  title: z.string(),
  key: z.string(),
  value: z.string(),
  children: z.array(z.lazy(() => deptTreeNode)).optional(),
});

/** POST dept/submit answers the saved department's place. */
export const deptSaved = z.object({ id: idString, tenantId: z.string(), deptName: z.string(), ancestors: z.string() });

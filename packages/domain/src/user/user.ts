import { z } from 'zod';
import { dateTimeText, idString } from '../shared/envelope';
import { defineRefusals } from '../shared/errors';
import { idsField } from '../shared/ids';
import { lineText } from '../shared/text';
import { profileMessages } from './profile';

/** User administration (spec 1 §3 User, §7 Users; BladeX user module messages). */
export const userMessages = {
  accountRequired: '请输入登录账号',
  accountMax: '登录账号最多45个字符',
  accountChars: '账号只能包含字母、数字、下划线、点、@ 和 -',
  passwordRequired: '请输入密码',
  password2Required: '请再次输入密码',
  passwordMismatch: '两次输入密码不一致!',
  passwordFormat: '密码格式有误',
  realNameRequired: '请输入用户姓名',
  realNameMax: '用户姓名最多50个字符',
  nameMax: '用户昵称最多50个字符',
  phoneInvalid: '手机号格式错误',
  emailInvalid: '邮箱格式错误',
  emailMax: '邮箱最多50个字符',
  userTypeRequired: '请选择用户类型',
  deptRequired: '请选择所属部门',
  roleRequired: '请选择所属角色',
  postInvalid: '所属企业格式错误',
  statusInvalid: '用户状态有误',
  deptMissing: '所属部门不存在',
  roleMissing: '所属角色不存在',
  enterpriseMissing: '所属企业不存在',
  accountTaken: (account: string) => `当前用户 [${account}] 已存在!`,
  removeSelf: '不能删除当前登录账号',
  resetConfirm: '确定将选择账号密码重置为123456?',
} as const;

/** BladeX's default password after a reset (the client never sees a hash of it). */
export const DEFAULT_PASSWORD = '123456';

/** spec 1 §6: 1 platform user, 2 financial-institution user, 3 enterprise user (dictionary user_type). */
export const USER_TYPES = [1, 2, 3] as const;

const ID = /^\d{1,19}$/;
const blankToUndefined = (v: unknown) => (v === '' || v === null ? undefined : v);

const optionalText = (label: string, max: number, message: string) =>
  z.preprocess(blankToUndefined, lineText(label).trim().max(max, message).optional());

const md5Field = (required: string) =>
  z.preprocess(
    blankToUndefined,
    z
      .string({ error: required })
      .regex(/^[a-f0-9]{32}$/i, userMessages.passwordFormat)
      .optional(),
  );

const idOf = (message: string) =>
  z
    .union([z.string(), z.number()], { error: message })
    .transform((v) => String(v).trim())
    .pipe(z.string().regex(ID, message));

export const userAccountField = z
  .string({ error: userMessages.accountRequired })
  .trim()
  .min(1, userMessages.accountRequired)
  .max(45, userMessages.accountMax)
  .regex(/^[A-Za-z0-9_.@-]+$/, userMessages.accountChars);

export const userRoleIdsField = z
  .union([z.string(), z.array(z.union([z.string(), z.number()]))], { error: userMessages.roleRequired })
  .transform((v) => [
    ...new Set((Array.isArray(v) ? v.map(String) : v.split(',')).map((s) => s.trim()).filter(Boolean)),
  ])
  .pipe(z.array(z.string().regex(ID, userMessages.roleRequired)).min(1, userMessages.roleRequired));

/**
 * Add and edit (POST user/submit, user/update); the web form validates with the same fields. Passwords
 * are md5 hex (spec 1 §5) and only read when a user is created.
 */
export const userForm = z
  .object({
    id: z.preprocess(blankToUndefined, idOf('id 格式错误').optional()),
    account: userAccountField,
    password: md5Field(userMessages.passwordRequired),
    password2: md5Field(userMessages.password2Required),
    name: optionalText('用户昵称', 50, userMessages.nameMax),
    realName: lineText('用户姓名', { error: userMessages.realNameRequired })
      .trim()
      .min(1, userMessages.realNameRequired)
      .max(50, userMessages.realNameMax),
    phone: z.preprocess(
      blankToUndefined,
      z
        .string()
        .trim()
        .regex(/^1[3-9]\d{9}$/, userMessages.phoneInvalid)
        .optional(),
    ),
    email: z.preprocess(
      blankToUndefined,
      z.string().trim().max(50, userMessages.emailMax).pipe(z.email(userMessages.emailInvalid)).optional(),
    ),
    userType: z
      .union([z.number(), z.string()], { error: userMessages.userTypeRequired })
      .transform(Number)
      .pipe(
        z.union(
          USER_TYPES.map((t) => z.literal(t)),
          { error: userMessages.userTypeRequired },
        ),
      ),
    deptId: idOf(userMessages.deptRequired),
    roleIds: userRoleIdsField,
    postId: z.preprocess(blankToUndefined, idOf(userMessages.postInvalid).optional()),
    tenantId: z.preprocess(blankToUndefined, lineText('租户编号').trim().max(12, '租户编号格式错误').optional()),
    status: z.preprocess(
      blankToUndefined,
      z
        .union([z.number(), z.string()])
        .transform(Number)
        .pipe(z.union([z.literal(0), z.literal(1)], { error: userMessages.statusInvalid }))
        .optional(),
    ),
  })
  .superRefine((v, ctx) => {
    if (v.id) return;
    if (!v.password) ctx.addIssue({ code: 'custom', path: ['password'], message: userMessages.passwordRequired });
    else if (!v.password2)
      ctx.addIssue({ code: 'custom', path: ['password2'], message: userMessages.password2Required });
    else if (v.password.toLowerCase() !== v.password2.toLowerCase())
      ctx.addIssue({ code: 'custom', path: ['password2'], message: userMessages.passwordMismatch });
  });
export type UserForm = z.output<typeof userForm>;
export type UserFormInput = z.input<typeof userForm>;

/** POST user/grant {userIds, roleIds}: both needed (spec 1 §5: '请选择至少一条数据!'). */
export const userGrantForm = z.object({ userIds: idsField, roleIds: idsField });

/** One row of GET user/page and user/detail (never the password hash or token version). */
export const userRecord = z.object({
  id: idString,
  tenantId: z.string(),
  tenantName: z.string().nullable(),
  account: z.string(),
  name: z.string().nullable(),
  realName: z.string().nullable(),
  phone: z.string().nullable(),
  email: z.string().nullable(),
  userType: z.number().int(),
  deptId: idString.nullable(),
  deptName: z.string().nullable(),
  postId: idString.nullable(),
  enterpriseName: z.string().nullable(),
  /** comma-joined role ids and names, in role order */
  roleIds: z.string(),
  roleName: z.string(),
  status: z.number().int(),
  createTime: dateTimeText,
});
export type UserRecord = z.infer<typeof userRecord>;

/** An enterprise in the user form's 所属企业 select. */
export const enterpriseOption = z.object({
  id: idString,
  name: z.string(),
  type: z.string(),
  isPerson: z.number().int(),
});
export type EnterpriseOption = z.infer<typeof enterpriseOption>;

/**
 * GET /api/kc-user/info: the caller (or, with `id`, a user an administrator manages) with their enterprise;
 * the role names and aliases only for the caller.
 */
export const userInfo = z.object({
  id: idString,
  tenantId: z.string(),
  account: z.string(),
  name: z.string().nullable(),
  realName: z.string().nullable(),
  avatar: idString.nullable(),
  /** A signed link to the avatar image, when there is one. */
  avatarLink: z.string().nullable(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  userType: z.number().int(),
  deptId: idString.nullable(),
  postId: idString.nullable(),
  enterpriseName: z.string().nullable(),
  enterpriseCode: z.string().nullable(),
  enterpriseType: z.string().nullable(),
  isPerson: z.number().int().nullable(),
  roleName: z.string().optional(),
  roleAlias: z.string().optional(),
});
export type UserInfo = z.infer<typeof userInfo>;

/** Every refusal of user administration and of a user's own profile and password (spec 1 §5 Profile, §7 Users). */
export const userRefusals = defineRefusals('user', {
  deptMissing: [400, userMessages.deptMissing],
  roleMissing: [400, userMessages.roleMissing],
  enterpriseMissing: [400, userMessages.enterpriseMissing],
  accountTaken: [400, userMessages.accountTaken],
  removeSelf: [400, userMessages.removeSelf],
  idRequired: [400, 'id 不能为空'],
  /** The selected user or role ids: none, malformed or too many (the ids field's own message). */
  idsInvalid: [400, (message: string) => message],
  avatarMissing: [400, '头像文件不存在，请重新上传'],
  avatarType: [400, profileMessages.avatarType],
  avatarSize: [400, profileMessages.avatarSize],
  avatarTaken: [400, '该文件已被其他记录使用，请重新上传头像'],
  oldPasswordWrong: [400, profileMessages.oldPasswordWrong],
  passwordUnchanged: [400, profileMessages.passwordUnchanged],
});

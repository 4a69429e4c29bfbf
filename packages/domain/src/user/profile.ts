import { z } from 'zod';
import { idField } from '../shared/ids';
import { lineText } from '../shared/text';

/** spec 1 §5 Profile and §9: the avatar is jpg or png of at most 500 kb. */
export const AVATAR_MAX_BYTES = 500 * 1024;
export const AVATAR_MIMES = ['image/jpeg', 'image/png'] as const;

export const profileMessages = {
  realNameRequired: '请输入姓名',
  phoneInvalid: '手机号格式错误',
  emailInvalid: '邮箱格式错误',
  avatarType: '头像只能是 jpg、png 格式!',
  avatarSize: '头像大小不能超过 500KB!',
  uploadAvatarType: '上传头像图片只能是 JPG/PNG 格式!',
  uploadAvatarSize: '上传头像图片大小不能超过 500KB!',
  oldPasswordRequired: '请输入原密码',
  newPasswordRequired: '请输入新密码',
  newPassword1Required: '请输入确认密码',
  passwordFormat: '密码格式有误',
  passwordMismatch: '两次输入的新密码不一致',
  passwordLength: '密码长度在6到20个字符',
  oldPasswordWrong: '原密码不正确',
  passwordUnchanged: '新密码不能与原密码相同',
  passwordChanged: '修改密码成功，请重新登录',
} as const;

const blankToUndefined = (v: unknown) => (v === '' || v === null ? undefined : v);
const optionalText = (label: string, max: number, message: string) =>
  z.preprocess(blankToUndefined, lineText(label).trim().max(max, message).optional());

/** POST /api/kc-user/update-info: only these fields of the caller's own row change (spec 1 §3 User profile). */
export const profileForm = z.object({
  avatar: z.preprocess(blankToUndefined, idField.optional()),
  name: optionalText('用户昵称', 50, '用户昵称最多50个字符'),
  realName: lineText('姓名', { error: profileMessages.realNameRequired })
    .trim()
    .min(1, profileMessages.realNameRequired)
    .max(50, '姓名最多50个字符'),
  phone: z.preprocess(
    blankToUndefined,
    z
      .string()
      .trim()
      .regex(/^1[3-9]\d{9}$/, profileMessages.phoneInvalid)
      .optional(),
  ),
  email: z.preprocess(
    blankToUndefined,
    z.string().trim().max(50, '邮箱最多50个字符').pipe(z.email(profileMessages.emailInvalid)).optional(),
  ),
});
export type ProfileForm = z.infer<typeof profileForm>;

const md5Field = (required: string) =>
  z
    .string({ error: required })
    .min(1, required)
    .regex(/^[a-f0-9]{32}$/i, profileMessages.passwordFormat);

/** spec 1 §5 Profile: old password and the new one twice, each md5-hashed by the client. */
export const passwordForm = z
  .object({
    oldPassword: md5Field(profileMessages.oldPasswordRequired),
    newPassword: md5Field(profileMessages.newPasswordRequired),
    newPassword1: md5Field(profileMessages.newPassword1Required),
  })
  .refine((v) => v.newPassword.toLowerCase() === v.newPassword1.toLowerCase(), {
    message: profileMessages.passwordMismatch,
    path: ['newPassword1'],
  });
export type PasswordForm = z.infer<typeof passwordForm>;

/** The typed password in the browser, before hashing (BladeX userinfo page: 6 to 20 characters). */
export const typedPassword = z
  .string({ error: profileMessages.newPasswordRequired })
  .min(1, profileMessages.newPasswordRequired)
  .min(6, profileMessages.passwordLength)
  .max(20, profileMessages.passwordLength);

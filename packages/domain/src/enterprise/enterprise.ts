import { z } from 'zod';
import { idField } from '../shared/ids';
import { commonMessages } from '../shared/messages';
import { lineText, multilineText } from '../shared/text';
import { ReviewStatus } from './status';

/** spec 1 §5 Enterprise form, Image upload, Licence recognition, Enterprise review; §8. */
export const enterpriseMessages = {
  typeRequired: '请选择企业类型',
  addressRequired: '请选择所在市区',
  corporateInfoRequired: '请输入法人姓名',
  personNameRequired: '请输入姓名',
  identityNumberRequired: '请输入身份证号',
  identityNumberInvalid: '身份证格式错误',
  nameRequired: '请输入企业名称',
  creditCodeRequired: '请输入统一社会信用代码',
  addressDetailRequired: '请输入详细地址',
  addressDetailMax: '请最多输入255个字符',
  contactsNameRequired: '请输入联系人姓名',
  corporatePhoneRequired: '请输入法人电话',
  contactsPhoneRequired: '请输入联系人电话',
  phoneInvalid: '手机号格式错误',
  contactsEmailRequired: '请输入联系人邮箱',
  emailInvalid: '邮箱格式错误',
  max50: commonMessages.max50,
  illegalChars: commonMessages.illegalChars,
  licenceRequired: '请上传营业执照',
  idFrontRequired: '请上传身份证正面照',
  licenceUnrecognised: '营业执照未成功识别，请上传清晰的营业执照！',
  creditCodeMismatch: '上传营业执照的信用代码与原信用代码不符，上传失败！',
  onePerSlot: '只能上传一张图片',
  saved: '保存成功',
  submitted: '提交成功，请等待平台审核',
  changesAfterApproval: '企业信息已认证，修改后需重新审核，审核通过后生效。是否继续？',
  pendingReadOnly: '企业信息审核中，不能修改',
  pendingChanges: '修改内容审核通过后生效',
  rejectReasonRequired: '审核驳回必须填写审核意见!',
  notPending: '该企业的本次认证申请已有审核结果，请刷新后查看',
  idNameMismatchTitle: '身份证姓名与已填姓名不一致',
  idNameMismatch: (filled: string, recognised: string) =>
    `已填写的姓名为「${filled}」（来自营业执照或手工填写），身份证上的姓名为「${recognised}」。请确认使用哪一个。`,
  keepFilledName: '保留已填姓名',
  useIdName: '使用身份证姓名',
  imageUnavailable: '图片文件不存在或已被使用，请重新上传',
  copyApproved: '请选择审核通过企业!',
  copyEsign: '请选择已开通电子签章企业!',
  copyNotOwner: '请选择非货主企业!',
  copyNotGenerated: '请选择未生成货主企业!',
  noEnterprise: '当前用户未关联企业',
} as const;

/** The characters ` @ # $ { } [ ] < > / are refused in name, code, address and contact fields. */
export const ILLEGAL_CHARS = /[`@#$[\]{}<>/]/;
export const hasIllegalChars = (v: string) => ILLEGAL_CHARS.test(v);

/** Mobile (1 then 3-9, 11 digits) or a landline with area code (0xx-xxxxxxx, an extension allowed). */
export const PHONE = /^(1[3-9]\d{9}|0\d{2,3}-?\d{7,8}(-\d{1,6})?)$/;

const ID_WEIGHTS = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2];
const ID_CHECK = '10X98765432';
/** A mainland resident ID number: 18 characters with a valid check digit and birth date, or the old 15 digits. */
export const isIdCardNumber = (raw: string) => {
  const v = raw.trim().toUpperCase();
  if (/^\d{15}$/.test(v)) return true;
  if (!/^\d{17}[\dX]$/.test(v)) return false;
  const month = Number(v.slice(10, 12));
  const day = Number(v.slice(12, 14));
  if (month < 1 || month > 12 || day < 1 || day > 31) return false;
  const sum = ID_WEIGHTS.reduce((s, w, i) => s + w * Number(v[i]), 0);
  return ID_CHECK[sum % 11] === v[17];
};

const blank = (v: unknown) => (v === null || v === undefined ? '' : typeof v === 'string' ? v.trim() : v);

/**
 * A text field: its label, required message (or optional when undefined), max length, and the illegal-character
 * rule (`plain` fields skip it; `multiline` ones keep line breaks).
 */
const text = (opts: {
  label: string;
  required?: string;
  max: number;
  maxMessage?: string;
  plain?: boolean;
  multiline?: boolean;
}) => {
  let s = (opts.multiline ? multilineText(opts.label) : lineText(opts.label)).max(
    opts.max,
    opts.maxMessage ?? (opts.max === 50 ? commonMessages.max50 : `最多${opts.max}个字符`),
  );
  if (opts.required) s = s.min(1, opts.required);
  const checked = opts.plain ? s : s.refine((v) => !hasIllegalChars(v), commonMessages.illegalChars);
  return z.preprocess(blank, opts.required ? checked : checked.optional().or(z.literal('')));
};

const phone = (label: string, required?: string) =>
  z.preprocess(
    blank,
    (required ? lineText(label).min(1, required) : lineText(label))
      .max(50, commonMessages.max50)
      .refine((v) => v === '' || PHONE.test(v), enterpriseMessages.phoneInvalid),
  );

const email = (required?: string) =>
  z.preprocess(
    blank,
    (required ? lineText('联系人邮箱').min(1, required) : lineText('联系人邮箱'))
      .max(50, commonMessages.max50)
      .refine((v) => v === '' || z.email().safeParse(v).success, enterpriseMessages.emailInvalid),
  );

const idNumber = (required = true) =>
  z.preprocess(
    blank,
    (required ? lineText('身份证号').min(1, enterpriseMessages.identityNumberRequired) : lineText('身份证号'))
      .max(50, commonMessages.max50)
      .refine((v) => v === '' || isIdCardNumber(v), enterpriseMessages.identityNumberInvalid),
  );

const region = (required?: string) =>
  z.preprocess(blank, required ? lineText('所在地区').min(1, required).max(12) : lineText('所在地区').max(12));

/** An uploaded image's attachment id that the form cannot do without. */
const requiredImage = (message: string) =>
  z.preprocess(
    (v) => (v === '' || v === null ? undefined : v),
    z.string({ error: message }).regex(/^\d{1,19}$/, message),
  );
const optionalId = z.preprocess((v) => (v === '' || v === null ? undefined : v), idField.optional());
const flag = z.preprocess(
  (v) => (v === true ? 1 : v === false ? 0 : v === '' || v == null ? 0 : Number(v)),
  z.union([z.literal(0), z.literal(1)]),
);
const optionalDate = z.preprocess(
  blank,
  z
    .string()
    .regex(/^(\d{4}-\d{2}-\d{2})?$/, '日期格式应为 yyyy-MM-dd')
    .or(z.literal('长期')),
);

/**
 * The company layout, in the order the form shows its fields: the first failing field is the one named
 * (spec 1 §5 "a failing form names the first missing field").
 */
const companyShape = {
  type: z.preprocess(blank, lineText('企业类型').min(1, enterpriseMessages.typeRequired).max(8)),
  name: text({ label: '企业名称', required: enterpriseMessages.nameRequired, max: 50 }),
  creditCode: text({ label: '统一社会信用代码', required: enterpriseMessages.creditCodeRequired, max: 50 }),
  address: region(enterpriseMessages.addressRequired),
  addressDetail: text({
    label: '详细地址',
    required: enterpriseMessages.addressDetailRequired,
    max: 255,
    maxMessage: enterpriseMessages.addressDetailMax,
  }),
  corporateInfo: text({ label: '法人姓名', required: enterpriseMessages.corporateInfoRequired, max: 50 }),
  identityNumber: idNumber(),
  corporatePhone: phone('法人电话', enterpriseMessages.corporatePhoneRequired),
  contactsName: text({ label: '联系人姓名', required: enterpriseMessages.contactsNameRequired, max: 50 }),
  contactsPhone: phone('联系人电话', enterpriseMessages.contactsPhoneRequired),
  contactsEmail: email(enterpriseMessages.contactsEmailRequired),
  businessLicense: requiredImage(enterpriseMessages.licenceRequired),
};

/** Fields either layout may carry but never requires. */
const optionalShape = {
  shortName: text({ label: '企业简称', max: 50 }),
  englishName: text({ label: '英文名称', max: 100, plain: true }),
  zipCode: text({ label: '邮政编码', max: 20 }),
  fax: text({ label: '传真', max: 50 }),
  domainName: text({ label: '网址', max: 100, plain: true }),
  businessScope: text({ label: '经营范围', max: 2000, plain: true, multiline: true }),
  mainProducts: text({ label: '主营产品', max: 2000, plain: true, multiline: true }),
  enterpriseScope: text({ label: '企业规模', max: 8 }),
  enterpriseNature: text({ label: '企业性质', max: 8 }),
  bankName: text({ label: '开户银行', max: 50 }),
  bankAccount: text({ label: '开户银行账号', max: 50 }),
  businessLifeStart: optionalDate,
  businessLifeEnd: optionalDate,
  logo: optionalId,
  idcardFront: optionalId,
  idcardBack: optionalId,
  isReceive: flag,
};

/** The individual layout (isPerson 1): no licence or company fields. */
const personShape = {
  name: text({ label: '姓名', required: enterpriseMessages.personNameRequired, max: 50 }),
  identityNumber: idNumber(),
  address: region(enterpriseMessages.addressRequired),
  addressDetail: text({
    label: '详细地址',
    required: enterpriseMessages.addressDetailRequired,
    max: 255,
    maxMessage: enterpriseMessages.addressDetailMax,
  }),
  contactsPhone: phone('联系人电话', enterpriseMessages.contactsPhoneRequired),
  contactsEmail: email(),
  idcardFront: requiredImage(enterpriseMessages.idFrontRequired),
};

// Required fields first, so the first failing one is the form's first missing field.
export const companySubmitForm = z.object({ ...companyShape, ...optionalShape });
const { idcardFront: _front, ...optionalButFront } = optionalShape;
export const personSubmitForm = z.object({
  ...personShape,
  ...optionalButFront,
  contactsName: text({ label: '联系人姓名', max: 50 }),
  corporatePhone: phone('法人电话'),
  corporateInfo: text({ label: '法人姓名', max: 50 }),
  creditCode: text({ label: '统一社会信用代码', max: 50 }),
});
export type EnterpriseForm = z.infer<typeof companySubmitForm>;

/**
 * Save (保存) keeps an unfinished draft: nothing is required, but whatever is filled must be well-formed
 * (lengths, characters, phone, e-mail and ID formats), so a draft can always be submitted once complete.
 */
export const companyDraftForm = z.object({
  ...optionalShape,
  type: z.preprocess(blank, lineText('企业类型').max(8)),
  name: text({ label: '企业名称', max: 50 }),
  creditCode: text({ label: '统一社会信用代码', max: 50 }),
  address: region(),
  addressDetail: text({ label: '详细地址', max: 255, maxMessage: enterpriseMessages.addressDetailMax }),
  corporateInfo: text({ label: '法人姓名', max: 50 }),
  identityNumber: idNumber(false),
  corporatePhone: phone('法人电话'),
  contactsName: text({ label: '联系人姓名', max: 50 }),
  contactsPhone: phone('联系人电话'),
  contactsEmail: email(),
  businessLicense: optionalId,
});

/** The form a save or submit call validates: company or person, draft or complete. */
export const enterpriseFormSchema = (isPerson: boolean, submit: boolean) =>
  submit ? (isPerson ? personSubmitForm : companySubmitForm) : companyDraftForm;

/** updateInfo body (spec 1 §7): the form plus isSave (1 save only, 0 re-submit for authentication). */
export const updateInfoBody = z.looseObject({
  isSave: z.preprocess((v) => (v === '' || v == null ? 1 : Number(v)), z.union([z.literal(0), z.literal(1)])),
});

/** Operator review: pass (1) or reject (3) with the required opinion. */
export const reviewBody = z
  .object({
    id: idField,
    status: z.preprocess(Number, z.union([z.literal(ReviewStatus.approved), z.literal(ReviewStatus.rejected)])),
    reviewerReason: z.preprocess(blank, multilineText('审核意见').max(255, '审核意见最多255个字符')),
  })
  .refine((v) => v.status !== ReviewStatus.rejected || v.reviewerReason !== '', {
    message: enterpriseMessages.rejectReasonRequired,
    path: ['reviewerReason'],
  });

/** The owner-enterprise type (货主企业) in the enterprise_type dictionary; 6 is an individual, 7 the operator. */
export const EnterpriseType = {
  owner: '1',
  warehouse: '2',
  buyer: '3',
  logistics: '4',
  bank: '5',
  person: '6',
  platform: '7',
} as const;

/**
 * spec 1 §3 Enterprise.code (企业编码), the code a contract names its counterparty by: issued by the platform when it
 * first approves the enterprise (the form does not edit it), two letters of its type and a sequence of the tenant of
 * at least four digits — HZ0001 货主, CK 仓储, MF 买方, WL 物流, JR 金融机构, GR 个人, PT 平台运营方, QY otherwise —
 * as the demo enterprises' codes read. A code once issued is kept, whatever the enterprise's later type.
 */
export const enterpriseCodePrefixes: Record<string, string> = {
  [EnterpriseType.owner]: 'HZ',
  [EnterpriseType.warehouse]: 'CK',
  [EnterpriseType.buyer]: 'MF',
  [EnterpriseType.logistics]: 'WL',
  [EnterpriseType.bank]: 'JR',
  [EnterpriseType.person]: 'GR',
  [EnterpriseType.platform]: 'PT',
};
export const enterpriseCodePrefix = (type: string) => enterpriseCodePrefixes[type] ?? 'QY';
/** The n-th code of a prefix: HZ0001, …, HZ9999, HZ10000. */
export const enterpriseCodeOf = (prefix: string, n: number) => `${prefix}${String(n).padStart(4, '0')}`;

/**
 * The five checks of "copy to owner enterprise" (spec 1 §5), in order; the first failing one answers.
 * "Not already an owner enterprise, type 2": an owner enterprise (type 1) is refused with '请选择非货主企业!';
 * the spec's "type 2" is the warehouse company that the copy is usually made for, and any other non-owner
 * type is accepted too, since the copy only adds an owner twin of an approved, e-sign-enabled company.
 */
export const copyOwnerRefusal = (
  rows: { status: number; esignStatus: number; type: string | null; isCopyOwner: number | null }[],
): string | undefined => {
  if (rows.length === 0) return commonMessages.selectAtLeastOne;
  if (rows.some((r) => r.status !== ReviewStatus.approved)) return enterpriseMessages.copyApproved;
  if (rows.some((r) => r.esignStatus !== 1)) return enterpriseMessages.copyEsign;
  if (rows.some((r) => r.type === EnterpriseType.owner)) return enterpriseMessages.copyNotOwner;
  if (rows.some((r) => r.isCopyOwner === 1)) return enterpriseMessages.copyNotGenerated;
  return undefined;
};

/** Image slots of the enterprise page and their uploadFileForFront type (1 ID front, 2 ID back, 3 licence, 4 logo). */
export const imageSlots = {
  logo: { type: '4', label: '企业标志' },
  businessLicense: { type: '3', label: '营业执照' },
  idcardFront: { type: '1', label: '身份证正面' },
  idcardBack: { type: '2', label: '身份证反面' },
} as const;
export const IMAGE_EXTENSIONS = ['jpg', 'jpeg', 'png'] as const;
export const LOGO_MAX_BYTES = 4 * 1024 * 1024;
export const IMAGE_MAX_BYTES = 4 * 1024 * 1024;

/** The client-side image check (the server checks again by magic bytes): type, emptiness, logo size. */
export const imageRefusal = (file: { name: string; size: number }, slot: keyof typeof imageSlots | 'seal') => {
  const ext = file.name.split('.').pop()?.toLowerCase() ?? '';
  if (!(IMAGE_EXTENSIONS as readonly string[]).includes(ext)) return commonMessages.uploadImageTypes;
  if (file.size < 1) return commonMessages.uploadEmpty;
  if (slot === 'logo' && file.size > LOGO_MAX_BYTES) return commonMessages.uploadLogoTooLarge;
  if (file.size > IMAGE_MAX_BYTES) return commonMessages.uploadImageTooLarge4mb;
  return undefined;
};

/** One level of a region's name: 江苏省, 南京市, 玄武区; 新疆维吾尔自治区, 延边朝鲜族自治州, 市中区. */
const REGION_LEVEL = /.+?(?:特别行政区|自治区|自治州|自治县|自治旗|地区|省|市|区|县|旗|盟|州)/gu;

/**
 * The address as one line, the region said once: the region (province, city, district) then the street. A street
 * that restates the region from one of its levels on (a licence's 住所 read by recognition: 江苏省南京市…, 南京市…,
 * even of another district than the one picked) is the address from that level: the region only adds the levels
 * above it.
 */
export const joinAddress = (regionName: string | null | undefined, detail: string | null | undefined) => {
  const region = (regionName ?? '').replace(/\s+/gu, '');
  const street = (detail ?? '').trim();
  if (!region || !street) return region || street;
  const compact = street.replace(/\s+/gu, '');
  for (const level of region.matchAll(REGION_LEVEL)) {
    if (level[0].length >= 2 && compact.startsWith(level[0])) return `${region.slice(0, level.index)}${compact}`;
  }
  return `${region}${street}`;
};

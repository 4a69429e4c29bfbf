import { z } from 'zod';
import { dateTimeText, decimalText, idString, linkText } from '../shared/envelope';

const text = z.string().nullable();

/**
 * EnterpriseDetail of the API contract (spec 1 §3 Enterprise, §5): an approved enterprise's pending edits laid
 * over its effective values, image ids with their signed links (null for a viewer who may not see them).
 */
export const enterpriseDetail = z.object({
  id: idString,
  name: z.string(),
  type: z.string(),
  isPerson: z.number().int(),
  code: text,
  shortName: text,
  creditCode: text,
  address: text,
  addressName: text,
  addressDetail: text,
  corporateInfo: text,
  identityNumber: text,
  contactsName: text,
  corporatePhone: text,
  contactsPhone: text,
  contactsEmail: text,
  isReceive: z.number().int(),
  isAutoSign: z.number().int(),
  bankName: text,
  bankAccount: text,
  englishName: text,
  zipCode: text,
  fax: text,
  domainName: text,
  businessScope: text,
  mainProducts: text,
  enterpriseScope: text,
  enterpriseNature: text,
  /** review status, spec 1 §4 (0 saved, 1 approved, 2 pending, 3 rejected) */
  status: z.number().int(),
  reviewerReason: text,
  esignStatus: z.number().int(),
  esignMsg: text,
  esignFlowId: text,
  hasSeal: z.boolean(),
  sealLink: linkText.nullable(),
  logo: idString.nullable(),
  logoLink: linkText.nullable(),
  businessLicense: idString.nullable(),
  businessLicenseLink: linkText.nullable(),
  idcardFront: idString.nullable(),
  idCardFrontLink: linkText.nullable(),
  idcardBack: idString.nullable(),
  idcardBackLink: linkText.nullable(),
  businessLifeStart: text,
  businessLifeEnd: text,
  isCopyOwner: z.number().int(),
  approved: z.boolean(),
  hasPendingChanges: z.boolean(),
  createTime: dateTimeText,
});
export type EnterpriseDetail = z.infer<typeof enterpriseDetail>;

/** spec 3 §2 home: the enterprise card, with the goods it holds in receipts in effect. */
export const enterpriseCard = z.object({
  id: idString,
  name: z.string(),
  code: text,
  type: z.string(),
  isPerson: z.number().int(),
  address: text,
  addressName: text,
  addressDetail: text,
  logo: idString.nullable(),
  logoLink: linkText.nullable(),
  materialList: z.array(z.object({ name: z.string(), weight: decimalText, weightUnit: z.string() })),
});

/** checkEnterpriseInfo: 0 edits take effect after review, 1 at once. */
export const editTakesEffect = z.union([z.literal(0), z.literal(1)]);

/** The enterprise selects: getWarehouseComp answers id and name, list adds the type. */
export const enterpriseOption = z.object({ id: idString, name: z.string() });
export const enterpriseListItem = enterpriseOption.extend({ type: z.string() });

export const sealLinkAnswer = z.object({ sealLink: linkText.nullable() });
export const autoSignAnswer = z.object({ isAutoSign: z.union([z.literal(0), z.literal(1)]) });

/** The e-sign application as the page polls it (spec 1 §4 E-sign status). */
export const esignStateView = z.object({
  esignStatus: z.number().int(),
  esignMsg: text,
  esignFlowId: text,
  hasSeal: z.boolean(),
});
/** submitBranch (200, 205) and verifyAmount (200, 204, 205): the provider's code, its message, the new state. */
export const esignStepAnswer = esignStateView.extend({ code: z.number().int(), msg: z.string() });

export const bankBranch = z.object({ bank: z.string(), bankName: z.string(), province: z.string(), city: z.string() });

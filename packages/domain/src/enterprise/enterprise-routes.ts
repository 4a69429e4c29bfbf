import { z } from 'zod';
import { idString, pageOf } from '../shared/envelope';
import { idQuery } from '../shared/ids';
import { MAX_PAGE_SIZE, pageQuery } from '../shared/paging';
import { defineRoute, idsInput } from '../shared/route';
import { lineText } from '../shared/text';
import {
  autoSignAnswer,
  bankBranch,
  editTakesEffect,
  enterpriseCard,
  enterpriseDetail,
  enterpriseListItem,
  enterpriseOption,
  esignStateView,
  esignStepAnswer,
  sealLinkAnswer,
} from './answers';
import { reviewBody } from './enterprise';
import {
  autoSignBody,
  branchSearch,
  branchSubmit,
  companySealApplication,
  personSealApplication,
  randomAmount,
  sealMessages,
  smsCodeRequest,
} from './seal';

const ENTERPRISE = '/api/kc-flrk/enterprise';
const ESIGN = '/api/kc-flrk/esign';

const blankToUndefined = (v: unknown) => (v === '' || v == null ? undefined : v);

/** The home card's enterprise: an id and nothing else. */
const strictIdQuery = z.strictObject({ id: z.string().regex(/^\d{1,19}$/, 'id 格式错误') });

/** updateInfo: the form as the page sends it (the server reads it field by field), with isSave (1 save, 0 submit). */
export const updateInfoInput = z.looseObject({ isSave: z.union([z.number(), lineText('保存方式')]).optional() });

/**
 * An enterprise's own page (企业信息, spec 1 §5) and the home card: served by the server's enterprise module, called
 * by the web's enterprise and home modules.
 */
export const enterpriseRoutes = {
  /** spec 3 §2 home: the enterprise card (logo, name, address, code, materials with weight and unit). */
  card: defineRoute({
    method: 'GET',
    path: `${ENTERPRISE}/findEnterpriseInfoDetailForFrontIndex`,
    query: strictIdQuery,
    answer: enterpriseCard,
  }),
  /** null: the user's enterprise does not exist yet. */
  myDetail: defineRoute({ method: 'GET', path: `${ENTERPRISE}/myDetail`, answer: enterpriseDetail.nullable() }),
  checkEnterpriseInfo: defineRoute({
    method: 'GET',
    path: `${ENTERPRISE}/checkEnterpriseInfo`,
    answer: editTakesEffect,
  }),
  updateInfo: defineRoute({
    method: 'POST',
    path: `${ENTERPRISE}/updateInfo`,
    body: updateInfoInput,
    answer: enterpriseDetail,
  }),
  updateSignaturePicture: defineRoute({
    method: 'POST',
    path: `${ENTERPRISE}/updateSignaturePicture`,
    body: z.object({ sealPicture: strictIdQuery.shape.id }),
    answer: sealLinkAnswer,
  }),
  updateAutoSign: defineRoute({
    method: 'POST',
    path: `${ENTERPRISE}/updateAutoSign`,
    body: autoSignBody,
    answer: autoSignAnswer,
  }),
  sealImage: defineRoute({ method: 'GET', path: `${ENTERPRISE}/sealImage`, answer: sealLinkAnswer }),
} as const;

const optional = (label: string, max: number) =>
  z.preprocess(blankToUndefined, lineText(label).trim().max(max).optional());

/** The review list's filters. */
export const enterpriseReviewQuery = pageQuery.extend({
  name: optional('企业名称', 50),
  creditCode: optional('统一社会信用代码', 50),
  type: optional('企业类型', 8),
  status: z.preprocess(blankToUndefined, z.coerce.number().int().min(0).max(3).optional()),
  isPerson: z.preprocess(blankToUndefined, z.coerce.number().int().min(0).max(1).optional()),
});

/** The operator's review (企业认证审核): list, detail, pass or reject, and copy approved companies to owners. */
export const enterpriseReviewRoutes = {
  page: defineRoute({
    method: 'GET',
    path: `${ENTERPRISE}/findEnterpriseInfoPageForBack`,
    query: enterpriseReviewQuery,
    answer: pageOf(enterpriseDetail),
  }),
  detail: defineRoute({ method: 'GET', path: `${ENTERPRISE}/detail`, query: idQuery, answer: enterpriseDetail }),
  updateStatus: defineRoute({
    method: 'POST',
    path: `${ENTERPRISE}/updateStatus`,
    body: reviewBody,
    answer: z.literal(true),
  }),
  /** Answers the ids of the owner enterprises made. */
  copyOwner: defineRoute({
    method: 'POST',
    path: `${ENTERPRISE}/copyOwnerEnterprise`,
    ...idsInput,
    answer: z.array(idString),
  }),
} as const;

const typeField = z.preprocess(
  blankToUndefined,
  z
    .string()
    .trim()
    .regex(/^\d{1,8}$/, '企业类型格式错误')
    .optional(),
);

/** getWarehouseComp: type=2 warehouses; type=5&ccbOrgId_equal=1 the CCB financial institutions. */
export const warehouseCompQuery = z.object({
  type: typeField,
  ccbOrgId_equal: z.preprocess(blankToUndefined, z.coerce.number().int().min(0).max(1).optional()),
});
export const enterpriseListQuery = z.object({
  type: typeField,
  name: z.preprocess(blankToUndefined, lineText('企业名称').trim().max(50).optional()),
  size: z.preprocess(
    blankToUndefined,
    z.coerce
      .number({ error: '每页条数必须是数字' })
      .int('每页条数必须是整数')
      .min(1, '每页条数不能小于1')
      .max(MAX_PAGE_SIZE, `每页条数不能超过${MAX_PAGE_SIZE}`)
      .default(MAX_PAGE_SIZE),
  ),
});

/** The enterprise selects of the business screens (approved enterprises only, spec 1 §4). */
export const enterpriseSelectRoutes = {
  warehouseComp: defineRoute({
    method: 'GET',
    path: `${ENTERPRISE}/getWarehouseComp`,
    query: warehouseCompQuery,
    answer: z.array(enterpriseOption),
  }),
  list: defineRoute({
    method: 'GET',
    path: `${ENTERPRISE}/list`,
    query: enterpriseListQuery,
    answer: z.array(enterpriseListItem),
  }),
} as const;

/** validateCode: the phone and the SMS code sent to it. */
export const smsCodeCheck = smsCodeRequest.extend({
  validateCode: z.preprocess(
    (v) => (typeof v === 'string' ? v.trim() : v),
    lineText('验证码', { error: sealMessages.smsCodeRequired }).min(1, sealMessages.smsCodeRequired).max(10),
  ),
});

/** The e-sign application (电子签章, spec 1 §4, §5): company or person, SMS code, bank branch, random amount. */
export const esignRoutes = {
  applyCompany: defineRoute({
    method: 'POST',
    path: `${ESIGN}/applyCompany`,
    body: companySealApplication,
    answer: esignStateView,
  }),
  submitAccount: defineRoute({
    method: 'POST',
    path: `${ESIGN}/submitAccount`,
    body: smsCodeRequest,
    answer: z.literal(true),
  }),
  validateCode: defineRoute({
    method: 'POST',
    path: `${ESIGN}/validateCode`,
    body: smsCodeCheck,
    answer: z.literal(true),
  }),
  applyPerson: defineRoute({
    method: 'POST',
    path: `${ESIGN}/applyPerson`,
    body: personSealApplication,
    answer: esignStateView,
  }),
  bankBranchList: defineRoute({
    method: 'GET',
    path: `${ESIGN}/bankBranchList`,
    query: branchSearch,
    answer: z.array(bankBranch),
  }),
  /** The provider's outcome (200, 205) is in data, with envelope code 200. */
  submitBranch: defineRoute({
    method: 'POST',
    path: `${ESIGN}/submitBranch`,
    body: branchSubmit,
    answer: esignStepAnswer,
  }),
  /** The provider's outcome (200, 204, 205) is in data, with envelope code 200. */
  verifyAmount: defineRoute({
    method: 'POST',
    path: `${ESIGN}/verifyAmount`,
    body: randomAmount,
    answer: esignStepAnswer,
  }),
  state: defineRoute({ method: 'GET', path: `${ESIGN}/state`, answer: esignStateView }),
} as const;

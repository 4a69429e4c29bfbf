import { accessRefusals, formatDateTime } from '@kc/domain';
import { enterpriseRefusals } from '@kc/domain/enterprise/refusals';
import { EsignStatus } from '@kc/domain/enterprise/status';
import { and, eq } from 'drizzle-orm';
import type { Principal } from '../../platform/auth/principal';
import type { AppContext } from '../../platform/context';
import type { DbOrTx } from '../../platform/db/client';
import { regionFullName } from '../system';
import { enterprise } from './enterprise.table';

export type EnterpriseRow = typeof enterprise.$inferSelect;

/** Attachment owner type of an enterprise's images (logo, licence, ID card, seal). */
export const ENTERPRISE_OWNER = 'enterprise';

/**
 * The columns the enterprise form edits; an approved enterprise's edits of these wait in pendingInfo. Not the code:
 * the platform issues it at the first approval (review-enterprise.ts).
 */
export const FORM_COLUMNS = [
  'type',
  'name',
  'shortName',
  'creditCode',
  'address',
  'addressDetail',
  'corporateInfo',
  'identityNumber',
  'contactsName',
  'corporatePhone',
  'contactsPhone',
  'contactsEmail',
  'isReceive',
  'bankName',
  'bankAccount',
  'englishName',
  'zipCode',
  'fax',
  'domainName',
  'businessScope',
  'mainProducts',
  'enterpriseScope',
  'enterpriseNature',
  'logo',
  'businessLicense',
  'idcardFront',
  'idcardBack',
  'businessLifeStart',
  'businessLifeEnd',
] as const satisfies readonly (keyof EnterpriseRow)[];
export type FormColumn = (typeof FORM_COLUMNS)[number];
export type FormValues = Partial<Pick<EnterpriseRow, FormColumn>>;

export const findEnterprise = async (db: DbOrTx, tenantId: string, id: string) => {
  const [row] = await db
    .select()
    .from(enterprise)
    .where(and(eq(enterprise.id, id), eq(enterprise.tenantId, tenantId), eq(enterprise.isDeleted, 0)))
    .limit(1);
  return row;
};

/** The caller's own enterprise (principal.postId); a user without one gets the spec's hint. */
export const ownEnterprise = async (db: DbOrTx, p: Principal) => {
  if (!p.postId) throw enterpriseRefusals.noEnterprise();
  const row = await findEnterprise(db, p.tenantId, p.postId);
  if (!row) throw accessRefusals.notFound();
  return row;
};

/** The row as its editors see it: an approved enterprise's pending edits laid over the effective values. */
export const withPending = (row: EnterpriseRow): EnterpriseRow =>
  row.pendingInfo ? ({ ...row, ...(row.pendingInfo as Partial<EnterpriseRow>) } as EnterpriseRow) : row;

/** Approved at least once (a pending re-review of an approved enterprise still counts). */
export const everApproved = (row: Pick<EnterpriseRow, 'approvedTime' | 'status'>) =>
  row.approvedTime != null || row.status === 1;

export const hasSeal = (row: EnterpriseRow) => row.esignStatus === EsignStatus.success && row.esignAccountId != null;

/** EnterpriseDetail of the API contract; image ids come with signed links for a viewer who may see them. */
export const toDetail = async (ctx: AppContext, viewer: Principal, raw: EnterpriseRow) => {
  const row = withPending(raw);
  const links = await ctx.files.linksFor(viewer, [
    raw.sealAttachId,
    row.logo,
    row.businessLicense,
    row.idcardFront,
    row.idcardBack,
  ]);
  const link = (id: string | null) => (id ? (links.get(id) ?? null) : null);
  return {
    id: row.id,
    name: row.name,
    type: row.type,
    isPerson: row.isPerson,
    code: row.code,
    shortName: row.shortName,
    creditCode: row.creditCode,
    address: row.address,
    addressName: await regionFullName(ctx.db, row.address),
    addressDetail: row.addressDetail,
    corporateInfo: row.corporateInfo,
    identityNumber: row.identityNumber,
    contactsName: row.contactsName,
    corporatePhone: row.corporatePhone,
    contactsPhone: row.contactsPhone,
    contactsEmail: row.contactsEmail,
    isReceive: row.isReceive,
    isAutoSign: row.isAutoSign,
    bankName: row.bankName,
    bankAccount: row.bankAccount,
    englishName: row.englishName,
    zipCode: row.zipCode,
    fax: row.fax,
    domainName: row.domainName,
    businessScope: row.businessScope,
    mainProducts: row.mainProducts,
    enterpriseScope: row.enterpriseScope,
    enterpriseNature: row.enterpriseNature,
    status: row.status,
    reviewerReason: row.reviewerReason,
    esignStatus: row.esignStatus,
    esignMsg: row.esignMsg,
    esignFlowId: row.esignFlowId,
    hasSeal: hasSeal(raw),
    sealLink: hasSeal(raw) ? link(raw.sealAttachId) : null,
    logo: row.logo,
    logoLink: link(row.logo),
    businessLicense: row.businessLicense,
    businessLicenseLink: link(row.businessLicense),
    idcardFront: row.idcardFront,
    idCardFrontLink: link(row.idcardFront),
    idcardBack: row.idcardBack,
    idcardBackLink: link(row.idcardBack),
    businessLifeStart: row.businessLifeStart,
    businessLifeEnd: row.businessLifeEnd,
    isCopyOwner: row.isCopyOwner,
    approved: everApproved(raw),
    hasPendingChanges: raw.pendingInfo != null,
    createTime: formatDateTime(raw.createTime),
  };
};
export type EnterpriseDetail = Awaited<ReturnType<typeof toDetail>>;

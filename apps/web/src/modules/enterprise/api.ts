import type { RouteAnswer } from '@kc/domain';
import type { EnterpriseDetail as EnterpriseAnswer } from '@kc/domain/enterprise/answers';
import { esignRoutes as esign, enterpriseRoutes as routes } from '@kc/domain/enterprise/enterprise-routes';
import type { BankBranch, CompanySealApplication, PersonSealApplication } from '@kc/domain/enterprise/seal';
import type { idFrontFields, licenceFields } from '@kc/domain/files/answers';
import { fileRoutes } from '@kc/domain/files/files-routes';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { call, callForm } from '../../app/api-client';
import { useRefreshingMutation } from '../../app/query-keys';

export type { BankBranch };

/**
 * GET enterprise/myDetail as the page holds it (the domain's EnterpriseDetail; pending edits of an approved enterprise
 * merged in). A draft not saved yet has no name or type.
 */
export type EnterpriseDetail = Omit<EnterpriseAnswer, 'name' | 'type'> & { name: string | null; type: string | null };

/** A user whose enterprise does not exist yet starts from an empty draft; the first save creates it. */
export const blankEnterprise = (isPerson: boolean): EnterpriseDetail => ({
  id: '',
  name: null,
  type: null,
  isPerson: isPerson ? 1 : 0,
  code: null,
  shortName: null,
  creditCode: null,
  address: null,
  addressName: null,
  addressDetail: null,
  corporateInfo: null,
  identityNumber: null,
  contactsName: null,
  corporatePhone: null,
  contactsPhone: null,
  contactsEmail: null,
  isReceive: 0,
  isAutoSign: 0,
  bankName: null,
  bankAccount: null,
  englishName: null,
  zipCode: null,
  fax: null,
  domainName: null,
  businessScope: null,
  mainProducts: null,
  enterpriseScope: null,
  enterpriseNature: null,
  status: 0,
  reviewerReason: null,
  esignStatus: 0,
  esignMsg: null,
  esignFlowId: null,
  hasSeal: false,
  sealLink: null,
  logo: null,
  logoLink: null,
  businessLicense: null,
  businessLicenseLink: null,
  idcardFront: null,
  idCardFrontLink: null,
  idcardBack: null,
  idcardBackLink: null,
  businessLifeStart: null,
  businessLifeEnd: null,
  isCopyOwner: 0,
  hasPendingChanges: false,
  approved: false,
  createTime: null,
});

/** The editable fields of the page, as updateInfo takes them. */
export type EnterpriseFormValues = Partial<
  Pick<
    EnterpriseDetail,
    | 'type'
    | 'name'
    | 'code'
    | 'shortName'
    | 'creditCode'
    | 'address'
    | 'addressDetail'
    | 'corporateInfo'
    | 'identityNumber'
    | 'contactsName'
    | 'corporatePhone'
    | 'contactsPhone'
    | 'contactsEmail'
    | 'isReceive'
    | 'bankName'
    | 'bankAccount'
    | 'englishName'
    | 'zipCode'
    | 'fax'
    | 'domainName'
    | 'businessScope'
    | 'mainProducts'
    | 'enterpriseScope'
    | 'enterpriseNature'
    | 'logo'
    | 'businessLicense'
    | 'idcardFront'
    | 'idcardBack'
    | 'businessLifeStart'
    | 'businessLifeEnd'
  >
>;

/** GET esign/state: the application as the page polls it. */
export type EsignState = RouteAnswer<typeof esign.state>;
/** submitBranch and verifyAmount carry their outcome in data (200, 204, 205) with envelope code 200. */
export type EsignOutcome = RouteAnswer<typeof esign.submitBranch>;

export type CompanySealInput = CompanySealApplication;
export type PersonSealInput = PersonSealApplication;

export type LicenceFields = z.infer<typeof licenceFields>;
export type IdFrontFields = z.infer<typeof idFrontFields>;
export type Recognition<F> = { recognised: false } | { recognised: true; fields: F };

/** uploadFileForFront type: 1 ID front, 2 ID back, 3 licence, 4 logo. */
export type FrontUploadType = '1' | '2' | '3' | '4';
type FrontAnswer = RouteAnswer<typeof fileRoutes.front>;
/** What a licence or an ID card may be read into (a logo is not read). */
type RecognisedFields = Extract<NonNullable<FrontAnswer['result']>, { recognised: true }>['fields'];
/** uploadFileForFront's answer, its recognition narrowed to the fields of the kind of image sent. */
export type FrontUpload<F = RecognisedFields> = Omit<FrontAnswer, 'result'> & {
  result: Recognition<F> | null;
};

export const enterpriseKeys = {
  all: ['enterprise'] as const,
  mine: () => [...enterpriseKeys.all, 'mine'] as const,
  state: () => [...enterpriseKeys.all, 'esign-state'] as const,
  sealImage: () => [...enterpriseKeys.all, 'seal-image'] as const,
  branches: (bankName: string, flowId: string) => [...enterpriseKeys.all, 'branches', bankName, flowId] as const,
};

/** null: the user's enterprise does not exist yet. */
export const fetchMyEnterprise = (): Promise<EnterpriseDetail | null> =>
  call(routes.myDetail, undefined, { silent: true });
export const fetchEsignState = () => call(esign.state, undefined, { silent: true });
/** data 0: the enterprise is approved, so edits take effect only after a new approval. */
export const checkEnterpriseInfo = () => call(routes.checkEnterpriseInfo);

/** The caller names the fields the kind of image it sends is read into (the server recognises by `type`). */
export const uploadFront = <F = RecognisedFields>(file: File, type: FrontUploadType) => {
  const body = new FormData();
  body.append('type', type);
  body.append('file', file);
  return callForm(fileRoutes.front, body) as Promise<FrontUpload<F>>;
};

export const uploadAttach = (file: File) => {
  const body = new FormData();
  body.append('file', file);
  return callForm(fileRoutes.attach, body);
};

export const useMyEnterprise = () => useQuery({ queryKey: enterpriseKeys.mine(), queryFn: fetchMyEnterprise });

export const useEsignState = (enabled: boolean) =>
  useQuery({ queryKey: enterpriseKeys.state(), queryFn: fetchEsignState, enabled });

/** The seal drawn by the provider; a failure is shown in place (spec 1 §8), not toasted. */
export const useSealImage = (enabled: boolean) =>
  useQuery({
    queryKey: enterpriseKeys.sealImage(),
    queryFn: () => call(routes.sealImage, undefined, { silent: true }),
    enabled,
    retry: false,
  });

export const useBankBranches = (query: { bankName: string; flowId: string }, enabled: boolean) =>
  useQuery({
    queryKey: enterpriseKeys.branches(query.bankName, query.flowId),
    queryFn: () => call(esign.bankBranchList, query),
    enabled,
  });

/** Every change on this page can move the enterprise or its e-sign state: both are read again. */
const enterpriseAndState = () => [enterpriseKeys.mine(), enterpriseKeys.state()];

export const useUpdateInfo = () => {
  const client = useQueryClient();
  return useRefreshingMutation({
    mutationFn: (body: EnterpriseFormValues & { isPerson: 0 | 1; isSave: 0 | 1 }) => call(routes.updateInfo, body),
    onSuccess: (detail) => client.setQueryData(enterpriseKeys.mine(), detail),
    refreshes: [enterpriseKeys.mine()],
  });
};

export const useUpdateSignaturePicture = () => {
  return useRefreshingMutation({
    mutationFn: (sealPicture: string) => call(routes.updateSignaturePicture, { sealPicture }),
    refreshes: [enterpriseKeys.sealImage()],
  });
};

/** Silent: the page answers a refusal with sealMessages.autoSignFailed itself. */
export const useUpdateAutoSign = () => {
  const client = useQueryClient();
  return useRefreshingMutation({
    mutationFn: (isAutoSign: 0 | 1) => call(routes.updateAutoSign, { isAutoSign }, { silent: true }),
    // The switch shows the new position at once, not after the record is read again.
    onSuccess: (_data, isAutoSign) =>
      client.setQueryData<EnterpriseDetail>(enterpriseKeys.mine(), (d) => (d ? { ...d, isAutoSign } : d)),
    refreshes: [enterpriseKeys.mine()],
  });
};

export const useApplyCompany = () => {
  return useRefreshingMutation({
    mutationFn: (body: CompanySealInput) => call(esign.applyCompany, body),
    refreshes: enterpriseAndState(),
  });
};

export const useApplyPerson = () => {
  return useRefreshingMutation({
    mutationFn: (body: PersonSealInput) => call(esign.applyPerson, body),
    refreshes: enterpriseAndState(),
  });
};

export const useSubmitAccount = () =>
  useRefreshingMutation({ mutationFn: (phone: string) => call(esign.submitAccount, { phone }) });

export const useValidateCode = () =>
  useRefreshingMutation({
    mutationFn: (body: { phone: string; validateCode: string }) => call(esign.validateCode, body),
  });

export const useSubmitBranch = () => {
  return useRefreshingMutation({
    mutationFn: (body: { flowId: string; bankName: string; bankAccount: string }) => call(esign.submitBranch, body),
    refreshes: enterpriseAndState(),
  });
};

export const useVerifyAmount = () => {
  return useRefreshingMutation({
    mutationFn: (body: { flowId: string; amount: string }) => call(esign.verifyAmount, body),
    refreshes: enterpriseAndState(),
  });
};

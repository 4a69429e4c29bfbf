import type { esignStateView } from '@kc/domain/enterprise/answers';
import type { BankBranch } from '@kc/domain/enterprise/seal';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '../../app/api-client';

export type { BankBranch };

/** GET enterprise/myDetail (the contract's EnterpriseDetail); pending edits of an approved enterprise merged in. */
export type EnterpriseDetail = {
  id: string;
  name: string | null;
  type: string | null;
  isPerson: number;
  code: string | null;
  shortName: string | null;
  creditCode: string | null;
  address: string | null;
  addressName: string | null;
  addressDetail: string | null;
  corporateInfo: string | null;
  identityNumber: string | null;
  contactsName: string | null;
  corporatePhone: string | null;
  contactsPhone: string | null;
  contactsEmail: string | null;
  isReceive: number | null;
  isAutoSign: number | null;
  bankName: string | null;
  bankAccount: string | null;
  englishName: string | null;
  zipCode: string | null;
  fax: string | null;
  domainName: string | null;
  businessScope: string | null;
  mainProducts: string | null;
  enterpriseScope: string | null;
  enterpriseNature: string | null;
  status: number;
  reviewerReason: string | null;
  esignStatus: number;
  esignMsg: string | null;
  esignFlowId: string | null;
  hasSeal: boolean;
  sealLink: string | null;
  logo: string | null;
  logoLink: string | null;
  businessLicense: string | null;
  businessLicenseLink: string | null;
  idcardFront: string | null;
  idCardFrontLink: string | null;
  idcardBack: string | null;
  idcardBackLink: string | null;
  businessLifeStart: string | null;
  businessLifeEnd: string | null;
  isCopyOwner: number | null;
  hasPendingChanges: boolean;
  /** Approved at least once (a re-submission in review still counts): the seal may be applied for. */
  approved?: boolean;
  createTime: string | null;
};

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

/** GET esign/state (the domain's answer schema). */
export type EsignState = z.infer<typeof esignStateView>;
export type EsignMove = { esignStatus: number; esignMsg: string | null; esignFlowId: string | null };
/** submitBranch and verifyAmount carry their outcome in data (200, 204, 205) with envelope code 200. */
export type EsignOutcome = { code: number; msg: string; esignStatus: number };

export type CompanySealInput = {
  bankName: string;
  bankAccount: string;
  name: string;
  identityNumber: string;
  phone: string;
  agree: true;
};
export type PersonSealInput = {
  name: string;
  idNumber: string;
  mobile: string;
  email?: string;
  validateCode: string;
  agree: true;
};

export type LicenceFields = {
  name: string;
  address: string;
  legalPerson: string;
  creditCode: string;
  businessLifeStart: string;
  businessLifeEnd: string;
};
export type IdFrontFields = { name: string; idNumber: string };
export type Recognition<F> = { recognised: false } | { recognised: true; fields: F };

/** uploadFileForFront type: 1 ID front, 2 ID back, 3 licence, 4 logo. */
export type FrontUploadType = '1' | '2' | '3' | '4';
export type FrontUpload<F = unknown> = {
  imgId: string;
  link: string;
  originalName: string;
  result: Recognition<F> | null;
};

const ENTERPRISE = '/api/kc-flrk/enterprise';
const ESIGN = '/api/kc-flrk/esign';

export const enterpriseKeys = {
  all: ['enterprise'] as const,
  mine: () => [...enterpriseKeys.all, 'mine'] as const,
  state: () => [...enterpriseKeys.all, 'esign-state'] as const,
  sealImage: () => [...enterpriseKeys.all, 'seal-image'] as const,
  branches: (bankName: string, flowId: string) => [...enterpriseKeys.all, 'branches', bankName, flowId] as const,
};

/** null: the user's enterprise does not exist yet. */
export const fetchMyEnterprise = () =>
  api.get<EnterpriseDetail | null>(`${ENTERPRISE}/myDetail`, undefined, { silent: true });
export const fetchEsignState = () => api.get<EsignState>(`${ESIGN}/state`, undefined, { silent: true });
/** data 0: the enterprise is approved, so edits take effect only after a new approval. */
export const checkEnterpriseInfo = () => api.get<0 | 1>(`${ENTERPRISE}/checkEnterpriseInfo`);

export const uploadFront = <F = unknown>(file: File, type: FrontUploadType) => {
  const body = new FormData();
  body.append('type', type);
  body.append('file', file);
  return api.post<FrontUpload<F>>('/api/kc-ludan/v1/frontApi/upload/uploadFileForFront', body);
};

export const uploadAttach = (file: File) => {
  const body = new FormData();
  body.append('file', file);
  return api.post<{ attachId: string; link: string }>('/api/kc-resource/oss/endpoint/put-file-attach', body);
};

export const useMyEnterprise = () => useQuery({ queryKey: enterpriseKeys.mine(), queryFn: fetchMyEnterprise });

export const useEsignState = (enabled: boolean) =>
  useQuery({ queryKey: enterpriseKeys.state(), queryFn: fetchEsignState, enabled });

/** The seal drawn by the provider; a failure is shown in place (spec 1 §8), not toasted. */
export const useSealImage = (enabled: boolean) =>
  useQuery({
    queryKey: enterpriseKeys.sealImage(),
    queryFn: () => api.get<{ sealLink: string }>(`${ENTERPRISE}/sealImage`, undefined, { silent: true }),
    enabled,
    retry: false,
  });

export const useBankBranches = (query: { bankName: string; flowId: string }, enabled: boolean) =>
  useQuery({
    queryKey: enterpriseKeys.branches(query.bankName, query.flowId),
    queryFn: () => api.get<BankBranch[]>(`${ESIGN}/bankBranchList`, query),
    enabled,
  });

/** Every change on this page can move the enterprise or its e-sign state: both are read again. */
const useRefresh = () => {
  const client = useQueryClient();
  return () =>
    Promise.all([
      client.invalidateQueries({ queryKey: enterpriseKeys.mine() }),
      client.invalidateQueries({ queryKey: enterpriseKeys.state() }),
    ]);
};

export const useUpdateInfo = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: EnterpriseFormValues & { isPerson: 0 | 1; isSave: 0 | 1 }) =>
      api.post<EnterpriseDetail>(`${ENTERPRISE}/updateInfo`, body),
    onSuccess: (detail) => {
      client.setQueryData(enterpriseKeys.mine(), detail);
      return client.invalidateQueries({ queryKey: enterpriseKeys.mine() });
    },
  });
};

export const useUpdateSignaturePicture = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (sealPicture: string) => api.post(`${ENTERPRISE}/updateSignaturePicture`, { sealPicture }),
    onSuccess: () => client.invalidateQueries({ queryKey: enterpriseKeys.sealImage() }),
  });
};

/** Silent: the page answers a refusal with sealMessages.autoSignFailed itself. */
export const useUpdateAutoSign = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (isAutoSign: 0 | 1) => api.post(`${ENTERPRISE}/updateAutoSign`, { isAutoSign }, { silent: true }),
    // The switch shows the new position at once, not after the record is read again.
    onSuccess: (_data, isAutoSign) =>
      client.setQueryData<EnterpriseDetail>(enterpriseKeys.mine(), (d) => (d ? { ...d, isAutoSign } : d)),
    onSettled: () => client.invalidateQueries({ queryKey: enterpriseKeys.mine() }),
  });
};

export const useApplyCompany = () => {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (body: CompanySealInput) => api.post<EsignMove>(`${ESIGN}/applyCompany`, body),
    onSuccess: refresh,
  });
};

export const useApplyPerson = () => {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (body: PersonSealInput) => api.post<EsignMove>(`${ESIGN}/applyPerson`, body),
    onSuccess: refresh,
  });
};

export const useSubmitAccount = () =>
  useMutation({ mutationFn: (phone: string) => api.post(`${ESIGN}/submitAccount`, { phone }) });

export const useValidateCode = () =>
  useMutation({
    mutationFn: (body: { phone: string; validateCode: string }) => api.post(`${ESIGN}/validateCode`, body),
  });

export const useSubmitBranch = () => {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (body: { flowId: string; bankName: string; bankAccount: string }) =>
      api.post<EsignOutcome>(`${ESIGN}/submitBranch`, body),
    onSuccess: refresh,
  });
};

export const useVerifyAmount = () => {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (body: { flowId: string; amount: string }) => api.post<EsignOutcome>(`${ESIGN}/verifyAmount`, body),
    onSuccess: refresh,
  });
};

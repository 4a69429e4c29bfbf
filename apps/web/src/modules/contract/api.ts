import type {
  ContractConfirmBody,
  ContractDetail,
  ContractListQuery,
  ContractMoveAnswer,
  ContractPayload,
  ContractRecord,
  ProportionConfigAnswer,
} from '@kc/domain/contract/contract';
import { contractRoutes as routes } from '@kc/domain/contract/contract-routes';
import { contractTemplateRoutes } from '@kc/domain/contract/template-routes';
import { fileRoutes } from '@kc/domain/files/files-routes';
import type { AttributeRecord, MaterialOption } from '@kc/domain/goods/answers';
import { baseMaterialRoutes } from '@kc/domain/goods/goods-routes';
import type { RouteAnswer } from '@kc/domain/shared/route';
import { listingRoutes } from '@kc/domain/trade/trade-routes';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { call, callEnvelope, callForm, requestBlob } from '../../app/api-client';
import { optionKeys, queryKeysFactory, useRefreshingMutation } from '../../app/query-keys';

/** The answers, as the domain's route contracts declare them (@kc/domain/contract/contract-routes). */
export type { ContractDetail, ContractPayload, ContractRecord, ProportionConfigAnswer };
export type ContractOperation = RouteAnswer<typeof routes.operations>[number];
export type ContractAttachments = RouteAnswer<typeof routes.fullAttachList>;
export type ContractAttachment = ContractAttachments['shipper'][number];
export type ContractEsignAnswer = RouteAnswer<typeof routes.esign>;
export type ContractQrData = RouteAnswer<typeof routes.qrData>;
export type ContractPreview = RouteAnswer<typeof routes.preview>;
export type ContractEnterprise = RouteAnswer<typeof routes.enterpriseByCode>;
export type ContractReceiptOption = RouteAnswer<typeof routes.billList>[number];
export type DefaultBankInfo = RouteAnswer<typeof routes.defaultBankInfo>;
/** basematerial/listAll: a category with its pricing mode and units. */
export type ContractMaterial = MaterialOption;
/** A category attribute flagged isContract: a column of the goods table. */
export type ContractAttribute = Pick<AttributeRecord, 'attrCode' | 'attrName' | 'sort'>;

/** put-file-attach: the stored attachment (the files module's answer). */

/** trade/goods/listForContract: one of the caller's audited listings (上架货物) of the category. */
export type ContractListing = RouteAnswer<typeof listingRoutes.listForContract>[number];

/** contractTemplate/listAll: the templates serving a category, with their own clauses. */
export type ContractTemplateOption = RouteAnswer<typeof contractTemplateRoutes.listAll>[number];

export type ContractSearch = Omit<ContractListQuery, 'current' | 'size'>;
export type ContractQuery = ContractSearch & { current: number; size: number };
export type ReceiptOptionQuery = { materialId: string; code?: string; contractId?: string };
export type ListingQuery = { enterpriseId: string; materialId: string; name?: string };

/** The QR code of the sign dialog, or the server's message for a confirm box (data 203, spec 2 §8). */
export type EsignAnswer = { data: ContractEsignAnswer; msg: string };

export const contractApi = {
  page: (q: ContractQuery) => call(routes.page, q),
  detail: (id: string) => call(routes.detail, { id }, { silent: true }),
  /** stash and submit answer the saved contract and its new status. */
  stash: (body: ContractPayload) => call(routes.stash, body),
  submit: (body: ContractPayload) => call(routes.submit, body),
  /** The confirming side's own bank, account and deputy go with it (spec 2 §5). */
  confirm: (body: ContractConfirmBody) => call(routes.confirm, body),
  /** 作废 (spec 2 §7 delete/void by ids): each contract and its new status. */
  remove: (ids: string[]) => call(routes.remove, { ids: ids.join(',') }),
  /** Answers true only when the caller may edit now; a refusal carries the reason (shown by the client). */
  editStatus: (id: string) => call(routes.editStatus, { id }),
  operations: (id: string) => call(routes.operations, { id }),
  esign: async (id: string): Promise<EsignAnswer> => {
    // Quiet: the sign dialog says what a refusal means (and where to go about it).
    const env = await callEnvelope(routes.esign, { id }, { silent: true });
    return { data: env.data, msg: env.msg };
  },
  qrData: (token: string) => call(routes.qrData, { token }, { silent: true }),
  /** The dialog gave the code up (quiet: the answer changes nothing here). */
  cancelQr: (token: string) => call(routes.cancelQrCode, { token }, { silent: true }),
  preview: (id: string) => call(routes.preview, { id }),
  /** The PDF itself (a file, not the envelope): the contract gives the path. */
  download: (id: string) => requestBlob(routes.download.path, { method: 'GET', query: { id } }),
  attachments: (contractId: string) => call(routes.fullAttachList, { contractId }),
  insertAttach: (body: { contractId: string; attachId: string }) => call(routes.insertAttach, body),
  deleteAttach: (id: string) => call(routes.deleteAttach, { id }),
  /** Stores a file (the common attachment endpoint); insertAttach then ties it to the contract. */
  upload: (file: File) => {
    const body = new FormData();
    body.append('file', file);
    return callForm(fileRoutes.attach, body);
  },
  enterpriseByCode: (code: string) => call(routes.enterpriseByCode, { code }),
  enterprisesByName: (name: string) => call(routes.enterpriseList, { name }),
  receipts: (q: ReceiptOptionQuery) => call(routes.billList, q),
  proportionConfig: () => call(routes.proportionConfig),
  defaultBank: (enterpriseId: string) => call(routes.defaultBankInfo, { enterpriseId }, { silent: true }),
  listings: (q: ListingQuery) => call(listingRoutes.listForContract, q),
  templates: (materialId: string) => call(contractTemplateRoutes.listAll, { materialId }),
  materials: () => call(baseMaterialRoutes.listAll),
  /** The category's attributes flagged 合同属性, in their order. */
  attributes: async (materialId: string): Promise<ContractAttribute[]> => {
    // With a materialId the answer is the category's attribute records (templates carry no status).
    const all = await call(baseMaterialRoutes.fullAttrList, { materialId });
    return all
      .filter((a) => a.isContract === 1 && !('status' in a && a.status === 0))
      .sort((a, b) => a.sort - b.sort)
      .map(({ attrCode, attrName, sort }) => ({ attrCode, attrName, sort }));
  },
};

const base = queryKeysFactory<'contract', ContractQuery>('contract');
export const contractKeys = {
  ...base,
  operations: (id: string) => base.part(id, 'operations'),
  attachments: (id: string) => base.part(id, 'attachments'),
  preview: (id: string) => base.part(id, 'preview'),
  /** Not a part of the record: a check answered by a refusal, asked once when the wizard opens. */
  editStatus: (id: string) => [...base.all, 'edit-status', id] as const,
  templates: (materialId: string) => [...base.all, 'templates', materialId] as const,
  attributes: (materialId: string) => [...base.all, 'attributes', materialId] as const,
  receipts: (q: ReceiptOptionQuery) => [...base.all, 'receipts', q] as const,
  listings: (q: ListingQuery) => [...base.all, 'listings', q] as const,
  proportionConfig: () => [...base.all, 'proportion-config'] as const,
  defaultBank: (enterpriseId: string) => [...base.all, 'default-bank', enterpriseId] as const,
};

export const useContractPage = (q: ContractQuery, enabled = true) =>
  useQuery({
    queryKey: contractKeys.list(q),
    queryFn: () => contractApi.page(q),
    placeholderData: keepPreviousData,
    enabled,
  });

/** spec 2 §4: the detail is read again when the tab becomes visible (and on live events, see the page). */
export const useContractDetail = (id: string | null | undefined) =>
  useQuery({
    queryKey: contractKeys.detail(id ?? ''),
    queryFn: () => contractApi.detail(id!),
    enabled: Boolean(id),
    retry: false,
    refetchOnWindowFocus: true,
  });

export const useEditStatus = (id: string | null) =>
  useQuery({
    queryKey: contractKeys.editStatus(id ?? ''),
    queryFn: () => contractApi.editStatus(id!),
    enabled: Boolean(id),
    retry: false,
    staleTime: 0,
    gcTime: 0,
  });

export const useContractOperations = (id: string) =>
  useQuery({ queryKey: contractKeys.operations(id), queryFn: () => contractApi.operations(id) });

export const useContractAttachments = (id: string) =>
  useQuery({ queryKey: contractKeys.attachments(id), queryFn: () => contractApi.attachments(id) });

export const useContractPreview = (id: string) =>
  useQuery({ queryKey: contractKeys.preview(id), queryFn: () => contractApi.preview(id), retry: false });

export const useContractMaterials = () =>
  useQuery({ queryKey: optionKeys.materials(), queryFn: contractApi.materials, staleTime: 5 * 60_000 });

/** The counterparty select's options as the user types a name (approved enterprises, not one's own). */
export const useCounterpartyOptions = (name: string) =>
  useQuery({
    queryKey: optionKeys.enterprises('counterparty', name),
    queryFn: () => contractApi.enterprisesByName(name),
    enabled: name.trim().length > 0,
    placeholderData: keepPreviousData,
  });

export const useContractAttributes = (materialId: string | undefined) =>
  useQuery({
    queryKey: contractKeys.attributes(materialId ?? ''),
    queryFn: () => contractApi.attributes(materialId!),
    enabled: Boolean(materialId),
    staleTime: 5 * 60_000,
  });

export const useContractTemplates = (materialId: string | undefined) =>
  useQuery({
    queryKey: contractKeys.templates(materialId ?? ''),
    queryFn: () => contractApi.templates(materialId!),
    enabled: Boolean(materialId),
  });

export const useReceiptOptions = (q: ReceiptOptionQuery, enabled: boolean) =>
  useQuery({
    queryKey: contractKeys.receipts(q),
    queryFn: () => contractApi.receipts(q),
    enabled: enabled && Boolean(q.materialId),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });

export const useListingOptions = (q: ListingQuery, enabled: boolean) =>
  useQuery({
    queryKey: contractKeys.listings(q),
    queryFn: () => contractApi.listings(q),
    enabled: enabled && Boolean(q.materialId) && Boolean(q.enterpriseId),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });

export const useProportionConfig = () =>
  useQuery({ queryKey: contractKeys.proportionConfig(), queryFn: contractApi.proportionConfig, staleTime: 60_000 });

export const useDefaultBank = (enterpriseId: string | null | undefined) =>
  useQuery({
    queryKey: contractKeys.defaultBank(enterpriseId ?? ''),
    queryFn: () => contractApi.defaultBank(enterpriseId!),
    enabled: Boolean(enterpriseId),
    retry: false,
  });

/** A saved form: the contract it saved (a new one has no id yet: the lists only). */
const savedRecords = (body: ContractPayload, answer: ContractMoveAnswer | undefined) => {
  const saved = body.id ? String(body.id) : answer?.id;
  return saved ? [contractKeys.detail(saved)] : [];
};

/** Each move names the contract it changes (query-keys: the record, its parts, what other modules show of it). */
export const useContractMutations = () => ({
  stash: useRefreshingMutation({
    mutationFn: contractApi.stash,
    records: (body, answer) => savedRecords(body, answer),
    refreshes: [contractKeys.lists()],
  }),
  submit: useRefreshingMutation({
    mutationFn: contractApi.submit,
    records: (body, answer) => savedRecords(body, answer),
    refreshes: [contractKeys.lists()],
  }),
  confirm: useRefreshingMutation({ mutationFn: contractApi.confirm, records: (b) => [contractKeys.detail(b.id)] }),
  remove: useRefreshingMutation({ mutationFn: contractApi.remove, records: (ids) => ids.map(contractKeys.detail) }),
  insertAttach: useRefreshingMutation({
    mutationFn: contractApi.insertAttach,
    records: (b) => [contractKeys.detail(b.contractId)],
  }),
});

export const useDeleteAttach = (contractId: string) =>
  useRefreshingMutation({ mutationFn: contractApi.deleteAttach, records: [contractKeys.detail(contractId)] });

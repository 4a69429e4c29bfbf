import type { Page } from '@kc/domain/shared/envelope';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { ApiError, api } from '../../app/api-client';
import { optionKeys, useRefreshingMutation } from '../../app/query-keys';
import { getAccessToken } from '../../app/session';

/** What a tester can make the sandbox provider answer (README of the e-sign sandbox). */
export type EsignOutcome =
  | 'ok'
  | 'enterprise_fail'
  | 'bank_fail'
  | 'person_fail'
  | 'transfer_slow'
  | 'amount_expired'
  | 'seal_fail'
  | 'autosign_fail';

export type SandboxFlow = {
  flowId: string;
  enterpriseId: string;
  enterpriseName: string;
  kind: 'company' | 'person';
  status: number;
  message: string;
  outcome: EsignOutcome;
  /** the random amount "transferred" to the company account */
  amount: string | number | null;
  amountTries: number;
  autoSign: number;
  hasSeal: boolean;
  nextStepAt: string | null;
  history: { at: string; status: number; message: string }[];
  createTime: string;
};

export type SandboxSettings = { nextOutcome: EsignOutcome; stepMs: number };

export type SandboxSms = {
  mobile: string;
  code: string;
  purpose: string;
  used: number;
  createTime: string;
  expireTime: string;
};

/** A mini-program QR session (GET /api/kc-sandbox/mini/sessions). */
export type SandboxMiniSession = {
  token: string;
  bussType: number;
  bussTypeName?: string;
  bussId: string;
  userName: string | null;
  enterpriseName: string | null;
  /** ScanFlag: 0 waiting, 1 scanned, 2 confirmed, 3 cancelled */
  flag: number;
  /** QrSignStatus: 0 code, 1 signing, 2 done, 3 expired/cancelled */
  status: number;
  /** epoch ms */
  expireTime: number;
  createTime: string;
};

export type EnterpriseOption = { id: string; name: string; type: string };

export type SampleKind = 'licence' | 'idFront' | 'idBack' | 'plain';

type PageQuery = { current: number; size: number };

const BASE = '/api/kc-sandbox';
/** Public: a plain link downloads it. */
export const CA_PEM_URL = `${BASE}/esign/ca.pem`;
/** The console follows the sandbox as it moves (a flow advances by itself every stepMs). */
const REFRESH_MS = 2000;

export const sandboxApi = {
  flows: (q: PageQuery) => api.get<Page<SandboxFlow>>(`${BASE}/esign/accounts`, q),
  outcome: (body: { flowId: string; outcome: EsignOutcome }) => api.post<null>(`${BASE}/esign/outcome`, body),
  advance: (flowId: string) => api.post<null>(`${BASE}/esign/advance`, { flowId }),
  transfer: (flowId: string) => api.post<null>(`${BASE}/esign/transfer`, { flowId }),
  settings: () => api.get<SandboxSettings>(`${BASE}/esign/settings`),
  saveSettings: (body: SandboxSettings) => api.post<SandboxSettings>(`${BASE}/esign/settings`, body),
  sms: (q: PageQuery) => api.get<Page<SandboxSms>>(`${BASE}/sms`, q),
  miniSessions: (q: PageQuery) => api.get<Page<SandboxMiniSession>>(`${BASE}/mini/sessions`, q),
  miniConfirm: (token: string) => api.post<unknown>(`${BASE}/mini/confirm`, { token }),
  miniCancel: (token: string) => api.post<unknown>(`${BASE}/mini/cancel`, { token }),
  provision: (enterpriseId: string) => api.post<unknown>(`${BASE}/esign/provision`, { enterpriseId }),
  failNext: () => api.get<{ count: number } | number>(`${BASE}/esign/failNext`),
  saveFailNext: (count: number) => api.post<unknown>(`${BASE}/esign/failNext`, { count }),
  enterprises: () => api.get<EnterpriseOption[]>('/api/kc-flrk/enterprise/list', { size: 9999 }),
};

export const sandboxKeys = {
  all: ['sandbox'] as const,
  flows: () => [...sandboxKeys.all, 'flows'] as const,
  flowPage: (q: PageQuery) => [...sandboxKeys.flows(), q] as const,
  settings: () => [...sandboxKeys.all, 'settings'] as const,
  sms: (q: PageQuery) => [...sandboxKeys.all, 'sms', q] as const,
  mini: () => [...sandboxKeys.all, 'mini'] as const,
  miniPage: (q: PageQuery) => [...sandboxKeys.mini(), q] as const,
  failNext: () => [...sandboxKeys.all, 'fail-next'] as const,
};

export const useSandboxFlows = (q: PageQuery) =>
  useQuery({
    queryKey: sandboxKeys.flowPage(q),
    queryFn: () => sandboxApi.flows(q),
    placeholderData: keepPreviousData,
    refetchInterval: REFRESH_MS,
  });

export const useSandboxSms = (q: PageQuery) =>
  useQuery({
    queryKey: sandboxKeys.sms(q),
    queryFn: () => sandboxApi.sms(q),
    placeholderData: keepPreviousData,
    refetchInterval: REFRESH_MS,
  });

export const useSandboxMiniSessions = (q: PageQuery) =>
  useQuery({
    queryKey: sandboxKeys.miniPage(q),
    queryFn: () => sandboxApi.miniSessions(q),
    placeholderData: keepPreviousData,
    refetchInterval: REFRESH_MS,
  });

export const useSandboxFailNext = () =>
  useQuery({
    queryKey: sandboxKeys.failNext(),
    queryFn: async () => {
      const d = await sandboxApi.failNext();
      return typeof d === 'number' ? d : (d?.count ?? 0);
    },
  });

export const useEnterpriseOptions = () =>
  useQuery({ queryKey: optionKeys.enterprises('sandbox'), queryFn: sandboxApi.enterprises, staleTime: 60_000 });

export const useSandboxSettings = () => useQuery({ queryKey: sandboxKeys.settings(), queryFn: sandboxApi.settings });

/**
 * Each console action changes the flows shown; settings change only the settings. Read again once the action
 * settles, as every mutation of the web (`useRefreshingMutation`).
 */
export const useSandboxMutations = () => {
  const flows = [sandboxKeys.flows()];
  return {
    outcome: useRefreshingMutation({ mutationFn: sandboxApi.outcome, refreshes: flows }),
    advance: useRefreshingMutation({ mutationFn: sandboxApi.advance, refreshes: flows }),
    transfer: useRefreshingMutation({ mutationFn: sandboxApi.transfer, refreshes: flows }),
    miniConfirm: useRefreshingMutation({ mutationFn: sandboxApi.miniConfirm, refreshes: [sandboxKeys.mini()] }),
    miniCancel: useRefreshingMutation({ mutationFn: sandboxApi.miniCancel, refreshes: [sandboxKeys.mini()] }),
    provision: useRefreshingMutation({ mutationFn: sandboxApi.provision, refreshes: flows }),
    saveFailNext: useRefreshingMutation({ mutationFn: sandboxApi.saveFailNext, refreshes: [sandboxKeys.failNext()] }),
    saveSettings: useRefreshingMutation({ mutationFn: sandboxApi.saveSettings, refreshes: [sandboxKeys.settings()] }),
  };
};

const send = (url: string, body: unknown) => {
  const token = getAccessToken();
  const headers: Record<string, string> = { 'Content-Type': 'application/json' };
  if (token) headers['kc-Auth'] = `bearer ${token}`;
  return fetch(url, { method: 'POST', headers, body: JSON.stringify(body ?? {}) });
};

/**
 * POSTs and answers the response's bytes, with the user's token as the API client sends it. On a 401 one
 * JSON call through the API client refreshes the token (or ends the session), then the call is tried again.
 * A refusal is thrown as ApiError with the server's message.
 */
export const postForBlob = async (url: string, body: unknown): Promise<Blob> => {
  let res = await send(url, body);
  if (res.status === 401) {
    await sandboxApi.settings().catch(() => undefined);
    res = await send(url, body);
  }
  const type = res.headers.get('content-type') ?? '';
  if (res.ok && !type.includes('json')) return res.blob();
  const env = type.includes('json')
    ? ((await res.json().catch(() => null)) as { code?: number; msg?: string } | null)
    : null;
  throw new ApiError(env?.code ?? res.status, env?.msg || `请求失败（${res.status}）`, res.status);
};

export const fetchSample = (kind: SampleKind, fields: Record<string, string>) =>
  postForBlob(`${BASE}/samples/${kind}`, fields);

export { saveBlob } from '../../components/save-blob';

import type { RouteAnswer } from '@kc/domain';
import { enterpriseSelectRoutes } from '@kc/domain/enterprise/enterprise-routes';
import type { SANDBOX_OUTCOMES, SampleKind } from '@kc/domain/sandbox/answers';
import { sandboxConsoleRoutes as routes, samplePath, sandboxFileRoutes } from '@kc/domain/sandbox/routes';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { ApiError, call } from '../../app/api-client';
import { optionKeys, useRefreshingMutation } from '../../app/query-keys';
import { getAccessToken } from '../../app/session';

/** What a tester can make the sandbox provider answer (README of the e-sign sandbox). */
export type EsignOutcome = (typeof SANDBOX_OUTCOMES)[number];

/** An e-sign application as the console lists it. */
export type SandboxFlow = RouteAnswer<typeof routes.accounts>['records'][number];

export type SandboxSettings = RouteAnswer<typeof routes.settings>;

export type SandboxSms = RouteAnswer<typeof routes.sms>['records'][number];

/** A mini-program QR session: flag is ScanFlag (0 waiting … 3 cancelled), status QrSignStatus, expireTime epoch ms. */
export type SandboxMiniSession = RouteAnswer<typeof routes.miniSessions>['records'][number];

export type EnterpriseOption = { id: string; name: string; type: string };

export type { SampleKind };

type PageQuery = { current: number; size: number };

/** Public: a plain link downloads it. */
export const CA_PEM_URL = sandboxFileRoutes.caPem.path;
/** The console follows the sandbox as it moves (a flow advances by itself every stepMs). */
const REFRESH_MS = 2000;

export const sandboxApi = {
  flows: (q: PageQuery) => call(routes.accounts, q),
  outcome: (body: { flowId: string; outcome: EsignOutcome }) => call(routes.outcome, body),
  advance: (flowId: string) => call(routes.advance, { flowId }),
  transfer: (flowId: string) => call(routes.transfer, { flowId }),
  settings: () => call(routes.settings),
  saveSettings: (body: SandboxSettings) => call(routes.saveSettings, body),
  sms: (q: PageQuery) => call(routes.sms, q),
  miniSessions: (q: PageQuery) => call(routes.miniSessions, q),
  miniConfirm: (token: string) => call(routes.miniConfirm, { token }),
  miniCancel: (token: string) => call(routes.miniCancel, { token }),
  provision: (enterpriseId: string) => call(routes.provision, { enterpriseId }),
  failNext: () => call(routes.failNext),
  saveFailNext: (count: number) => call(routes.saveFailNext, { count }),
  enterprises: () => call(enterpriseSelectRoutes.list, { size: 9999 }),
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
      return d?.count ?? 0;
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

export const fetchSample = (kind: SampleKind, fields: Record<string, string>) => postForBlob(samplePath(kind), fields);

export { saveBlob } from '../../components/save-blob';

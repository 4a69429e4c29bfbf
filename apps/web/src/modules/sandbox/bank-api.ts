import {
  type BankSandboxAdmitBody,
  type BankSandboxApplicationDetail,
  type BankSandboxApplicationRow,
  type BankSandboxDeliveryRow,
  type BankSandboxDisburseBody,
  type BankSandboxMode,
  type BankSandboxRepayBody,
  type BankSandboxSettings,
  type BankSandboxStepAnswer,
  bankSandboxPaths as paths,
} from '@kc/domain/finance/bank-sandbox';
import type { Page } from '@kc/domain/shared/envelope';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../app/api-client';
import { useRefreshingMutation } from '../../app/query-keys';

/**
 * The bank sandbox of the console (perm `sandbox`; server routes /api/kc-sandbox/bank/…, providers/bank/README.md):
 * a person plays the bank at each step of pledge financing and watches the signed callbacks it sends. The answers
 * are the domain's schemas (finance/bank-sandbox.ts).
 */
export type BankSandboxApplication = BankSandboxApplicationRow;
export type BankSandboxDelivery = BankSandboxDeliveryRow;
export type {
  BankSandboxAdmitBody,
  BankSandboxApplicationDetail,
  BankSandboxDisburseBody,
  BankSandboxMode,
  BankSandboxRepayBody,
  BankSandboxSettings,
};

type PageQuery = { current: number; size: number };
type Apply = { applyId: string };

const REFRESH_MS = 3000;

export const bankSandboxApi = {
  applications: () => api.get<BankSandboxApplication[]>(paths.applications),
  application: (applyId: string) => api.get<BankSandboxApplicationDetail>(paths.application, { applyId }),
  admit: (body: BankSandboxAdmitBody) => api.post<BankSandboxStepAnswer>(paths.admit, body),
  refuse: (body: Apply & { reason: string }) => api.post<BankSandboxStepAnswer>(paths.refuse, body),
  registerPledge: (body: Apply) => api.post<BankSandboxStepAnswer>(paths.registerPledge, body),
  disburse: (body: BankSandboxDisburseBody) => api.post<BankSandboxStepAnswer>(paths.disburse, body),
  repay: (body: BankSandboxRepayBody) => api.post<BankSandboxStepAnswer>(paths.repay, body),
  releaseInstruction: (body: Apply) => api.post<BankSandboxStepAnswer>(paths.releaseInstruction, body),
  deliveries: (q: PageQuery) => api.get<Page<BankSandboxDelivery>>(paths.deliveries, q),
  resend: (id: string) => api.post<BankSandboxDelivery>(paths.resend, { id }),
  /** 放行: a held callback goes out now. */
  release: (id: string) => api.post<BankSandboxDelivery>(paths.release, { id }),
  settings: () => api.get<BankSandboxSettings>(paths.mode),
  saveSettings: (body: { mode: BankSandboxMode; timeScale?: number }) =>
    api.post<BankSandboxSettings>(paths.mode, body),
};

export const bankSandboxKeys = {
  all: ['sandbox', 'bank'] as const,
  applications: () => [...bankSandboxKeys.all, 'applications'] as const,
  application: (applyId: string) => [...bankSandboxKeys.all, 'application', applyId] as const,
  deliveries: (q: PageQuery) => [...bankSandboxKeys.all, 'deliveries', q] as const,
  settings: () => [...bankSandboxKeys.all, 'settings'] as const,
};

const live = { placeholderData: keepPreviousData, refetchInterval: REFRESH_MS } as const;

export const useBankSandboxApplications = () =>
  useQuery({ queryKey: bankSandboxKeys.applications(), queryFn: bankSandboxApi.applications, ...live });
export const useBankSandboxApplication = (applyId: string, enabled = true) =>
  useQuery({
    queryKey: bankSandboxKeys.application(applyId),
    queryFn: () => bankSandboxApi.application(applyId),
    ...live,
    enabled: enabled && applyId !== '',
  });
export const useBankSandboxDeliveries = (q: PageQuery) =>
  useQuery({ queryKey: bankSandboxKeys.deliveries(q), queryFn: () => bankSandboxApi.deliveries(q), ...live });
export const useBankSandboxSettings = () =>
  useQuery({ queryKey: bankSandboxKeys.settings(), queryFn: bankSandboxApi.settings });

/** Every bank move changes what the applications and the callbacks show. */
export const useBankSandboxMutations = () => {
  const refreshes = [bankSandboxKeys.all];
  return {
    admit: useRefreshingMutation({ mutationFn: bankSandboxApi.admit, refreshes }),
    refuse: useRefreshingMutation({ mutationFn: bankSandboxApi.refuse, refreshes }),
    registerPledge: useRefreshingMutation({ mutationFn: bankSandboxApi.registerPledge, refreshes }),
    disburse: useRefreshingMutation({ mutationFn: bankSandboxApi.disburse, refreshes }),
    repay: useRefreshingMutation({ mutationFn: bankSandboxApi.repay, refreshes }),
    releaseInstruction: useRefreshingMutation({ mutationFn: bankSandboxApi.releaseInstruction, refreshes }),
    resend: useRefreshingMutation({ mutationFn: bankSandboxApi.resend, refreshes }),
    release: useRefreshingMutation({ mutationFn: bankSandboxApi.release, refreshes }),
    saveSettings: useRefreshingMutation({ mutationFn: bankSandboxApi.saveSettings, refreshes }),
  };
};

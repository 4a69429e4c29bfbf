import type {
  BankCustomerStep,
  BankSandboxAdmitBody,
  BankSandboxApplicationDetail,
  BankSandboxApplicationRow,
  BankSandboxDeliveryRow,
  BankSandboxDisburseBody,
  BankSandboxMode,
  BankSandboxReleaseBody,
  BankSandboxRepayBody,
  BankSandboxSettings,
  BankSandboxVoidReleaseBody,
} from '@kc/domain/finance/bank-sandbox';
import { bankSandboxRoutes as routes } from '@kc/domain/finance/bank-sandbox-routes';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { call } from '../../app/api-client';
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
  applications: () => call(routes.applications),
  application: (applyId: string) => call(routes.application, { applyId }),
  admit: (body: BankSandboxAdmitBody) => call(routes.admit, body),
  refuse: (body: Apply & { reason: string }) => call(routes.refuse, body),
  registerPledge: (body: Apply) => call(routes.registerPledge, body),
  disburse: (body: BankSandboxDisburseBody) => call(routes.disburse, body),
  repay: (body: BankSandboxRepayBody) => call(routes.repay, body),
  /** without bills: the repaid loan's instruction again; with them: a new one (whole or partial receipts) */
  releaseInstruction: (body: BankSandboxReleaseBody) => call(routes.releaseInstruction, body),
  /** 撤销解押: the bank calls off an instruction not yet fed back (the platform voids the release). */
  voidRelease: (body: BankSandboxVoidReleaseBody) => call(routes.voidRelease, body),
  deliveries: (q: PageQuery) => call(routes.deliveries, q),
  resend: (id: string) => call(routes.resend, { id }),
  /** 放行: a held callback goes out now. */
  release: (id: string) => call(routes.release, { id }),
  settings: () => call(routes.settings),
  saveSettings: (body: { mode: BankSandboxMode; timeScale?: number; admissionNeedsCustomer?: boolean }) =>
    call(routes.saveSettings, body),
  /** 建客: the customer requests received and the console's move on one. */
  customers: () => call(routes.customers),
  customerStep: (body: { customerId: string; step: BankCustomerStep; remark?: string }) =>
    call(routes.customerStep, body),
};

export const bankSandboxKeys = {
  all: ['sandbox', 'bank'] as const,
  applications: () => [...bankSandboxKeys.all, 'applications'] as const,
  application: (applyId: string) => [...bankSandboxKeys.all, 'application', applyId] as const,
  deliveries: (q: PageQuery) => [...bankSandboxKeys.all, 'deliveries', q] as const,
  settings: () => [...bankSandboxKeys.all, 'settings'] as const,
  customers: () => [...bankSandboxKeys.all, 'customers'] as const,
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
export const useBankSandboxCustomers = () =>
  useQuery({ queryKey: bankSandboxKeys.customers(), queryFn: bankSandboxApi.customers, ...live });
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
    voidRelease: useRefreshingMutation({ mutationFn: bankSandboxApi.voidRelease, refreshes }),
    resend: useRefreshingMutation({ mutationFn: bankSandboxApi.resend, refreshes }),
    release: useRefreshingMutation({ mutationFn: bankSandboxApi.release, refreshes }),
    saveSettings: useRefreshingMutation({ mutationFn: bankSandboxApi.saveSettings, refreshes }),
    customerStep: useRefreshingMutation({ mutationFn: bankSandboxApi.customerStep, refreshes }),
  };
};

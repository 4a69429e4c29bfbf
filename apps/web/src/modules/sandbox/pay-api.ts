import { mailInvoiceSandboxRoutes } from '@kc/domain/payment/mail-invoice-sandbox-routes';
import { paySandboxConsoleRoutes } from '@kc/domain/payment/pay-sandbox-routes';
import { sandboxFileRoutes } from '@kc/domain/sandbox/routes';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { call, requestBlob } from '../../app/api-client';
import { useRefreshingMutation } from '../../app/query-keys';

/**
 * The payment, mail and e-invoice sandboxes of the console (perm `sandbox`). The rows are read loosely: the
 * console shows what the sandbox keeps, and a field it does not send reads '-'.
 */
export type SandboxPayOrderRow = {
  provider: string;
  outTradeNo: string;
  amount: string;
  /** 'open' | 'paid' | 'closed' (or PayOrderStatus 0/1/2) */
  status: string | number;
  pr?: string | null;
  codeUrl?: string | null;
  createTime?: string | null;
  created?: string | null;
  paidTime?: string | null;
  paid?: string | null;
  notificationsSent?: number | null;
  notificationsAcked?: number | null;
  sent?: number | null;
  acked?: number | null;
};

export type SandboxNotificationRow = {
  id: string;
  provider: string;
  eventId?: string | null;
  notifyId?: string | null;
  outTradeNo: string | null;
  attempt: number;
  answerStatus?: number | string | null;
  nextRetryTime?: string | null;
  delivered?: boolean | number | null;
  deliveredTime?: string | null;
};

export const PAY_MODES = ['normal', 'twice', 'late', 'outOfOrder', 'tampered', 'badSignature'] as const;
export type PayMode = (typeof PAY_MODES)[number];
export type SandboxPaySettings = { mode: PayMode; timeScale: number };

export type SandboxMailRow = {
  id: string;
  to: string;
  subject: string;
  text: string;
  attachments?: (string | { name?: string; filename?: string })[] | null;
  attachmentNames?: string[] | null;
  sentTime?: string | null;
  transport: 'outbox' | 'smtp' | string;
};

export type EinvoiceOutcome = 'ok' | 'fail22' | 'fail24';
export type SandboxEinvoiceRow = Record<string, unknown> & { id?: string };

type PageQuery = { current: number; size: number };

const REFRESH_MS = 2000;

export const sandboxPayConsoleApi = {
  orders: (q: PageQuery) => call(paySandboxConsoleRoutes.orders, q),
  pay: (outTradeNo: string) => call(paySandboxConsoleRoutes.pay, { outTradeNo }),
  fail: (outTradeNo: string) => call(paySandboxConsoleRoutes.fail, { outTradeNo }),
  close: (outTradeNo: string) => call(paySandboxConsoleRoutes.close, { outTradeNo }),
  notifications: (q: PageQuery) => call(paySandboxConsoleRoutes.notifications, q),
  resend: (id: string) => call(paySandboxConsoleRoutes.resend, { id }),
  settings: () => call(paySandboxConsoleRoutes.settings),
  saveSettings: (body: SandboxPaySettings) => call(paySandboxConsoleRoutes.saveSettings, body),
  release: () => call(paySandboxConsoleRoutes.release),
  mails: (q: PageQuery) => call(mailInvoiceSandboxRoutes.mails, q),
  mailAttachment: (id: string, index: number) =>
    requestBlob(sandboxFileRoutes.mailAttachment.path, { method: 'GET', query: { id, index } }),
  einvoices: (q: PageQuery) => call(mailInvoiceSandboxRoutes.einvoices, q),
  einvoiceSettings: (nextOutcome: EinvoiceOutcome) =>
    call(mailInvoiceSandboxRoutes.saveEinvoiceSettings, { nextOutcome }),
};

export const sandboxPayKeys = {
  all: ['sandbox', 'pay'] as const,
  orders: (q: PageQuery) => [...sandboxPayKeys.all, 'orders', q] as const,
  notifications: (q: PageQuery) => [...sandboxPayKeys.all, 'notifications', q] as const,
  settings: () => [...sandboxPayKeys.all, 'settings'] as const,
  mails: (q: PageQuery) => ['sandbox', 'mail', q] as const,
  einvoices: (q: PageQuery) => ['sandbox', 'einvoice', q] as const,
};

const live = { placeholderData: keepPreviousData, refetchInterval: REFRESH_MS } as const;

export const useSandboxPayOrders = (q: PageQuery) =>
  useQuery({ queryKey: sandboxPayKeys.orders(q), queryFn: () => sandboxPayConsoleApi.orders(q), ...live });
export const useSandboxNotifications = (q: PageQuery) =>
  useQuery({
    queryKey: sandboxPayKeys.notifications(q),
    queryFn: () => sandboxPayConsoleApi.notifications(q),
    ...live,
  });
export const useSandboxPaySettings = () =>
  useQuery({ queryKey: sandboxPayKeys.settings(), queryFn: sandboxPayConsoleApi.settings });
export const useSandboxMails = (q: PageQuery) =>
  useQuery({ queryKey: sandboxPayKeys.mails(q), queryFn: () => sandboxPayConsoleApi.mails(q), ...live });
export const useSandboxEinvoices = (q: PageQuery) =>
  useQuery({ queryKey: sandboxPayKeys.einvoices(q), queryFn: () => sandboxPayConsoleApi.einvoices(q), ...live });

/** Every pay-console move changes the orders and notifications shown. */
export const useSandboxPayMutations = () => {
  const refreshes = [sandboxPayKeys.all];
  return {
    pay: useRefreshingMutation({ mutationFn: sandboxPayConsoleApi.pay, refreshes }),
    fail: useRefreshingMutation({ mutationFn: sandboxPayConsoleApi.fail, refreshes }),
    close: useRefreshingMutation({ mutationFn: sandboxPayConsoleApi.close, refreshes }),
    resend: useRefreshingMutation({ mutationFn: sandboxPayConsoleApi.resend, refreshes }),
    saveSettings: useRefreshingMutation({ mutationFn: sandboxPayConsoleApi.saveSettings, refreshes }),
    release: useRefreshingMutation({ mutationFn: sandboxPayConsoleApi.release, refreshes }),
    einvoiceSettings: useRefreshingMutation({ mutationFn: sandboxPayConsoleApi.einvoiceSettings }),
  };
};

import type { SignRoleInfo } from '@kc/domain/receipt/batch';
import { batchSignRoutes as signRoutes } from '@kc/domain/receipt/batch-sign-routes';
import type {
  ReceiptDetail as DomainReceiptDetail,
  ReceiptRecord as DomainReceiptRecord,
  ReceiptVerification as DomainReceiptVerification,
  ReceiptPartyFile,
  receiptAttr,
  receiptEvent,
} from '@kc/domain/receipt/receipt';
import { receiptRoutes as routes } from '@kc/domain/receipt/receipt-routes';
import type { Envelope } from '@kc/domain/shared/envelope';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { buildUrl, call } from '../../app/api-client';
import { queryKeysFactory, useRefreshingMutation } from '../../app/query-keys';
import { getAccessToken } from '../../app/session';

/** A row of 我的仓单 (GET ple/bill/list). */
export type ReceiptRecord = DomainReceiptRecord;

export type ReceiptSearch = { code?: string; materialId?: string; status_equal?: string; inputCode?: string };
export type ReceiptQuery = ReceiptSearch & { current: number; size: number };

export type ReceiptAttr = z.infer<typeof receiptAttr>;

/** One link of the receipt's chain: its generation, then each party's signature, with the file's hash. */
export type ReceiptEvent = z.infer<typeof receiptEvent>;

export type ReceiptDetail = DomainReceiptDetail;

/** GET ple/bill/signRole: whose seal the user stamps, and whether they may now. */
export type SignRole = SignRoleInfo;

/** GET ple/bill/verify (public): what anyone holding the QR code may see. */
export type ReceiptVerification = DomainReceiptVerification;

export const receiptApi = {
  list: (q: ReceiptQuery) => call(routes.list, q),
  detail: (id: string) => call(routes.detail, { id }, { silent: true }),
  signRole: () => call(signRoutes.signRole, undefined, { silent: true }),
  sign: (id: string) => call(signRoutes.sign, { id }),
  /** No token and no redirect to the login page: the verification page is public. */
  verify: (token: string) => call(routes.verify, { token }, { anonymous: true, silent: true }),
};

/**
 * The public verification document of a receipt by its token (application/pdf): code, status, category,
 * hashes and chain — never the receipt itself, which only its parties get (`fetchPartyFile`).
 */
export const verifyFileUrl = (token: string) => buildUrl(routes.verifyFile.path, { token });

/** GET ple/bill/verifyFullFile: the receipt itself, for a logged-in party (a signed link to the current PDF). */
export type PartyFile = ReceiptPartyFile;

/**
 * The receipt for a logged-in visitor who is one of its parties; null for anyone else. A plain request with the
 * current token (no refresh, no redirect to the login page, no error toast): the page is public and a visitor
 * with an old session still sees it.
 */
export const fetchPartyFile = async (token: string): Promise<PartyFile | null> => {
  const access = getAccessToken();
  if (!access) return null;
  try {
    const res = await fetch(buildUrl(routes.verifyFullFile.path, { token }), {
      headers: { Accept: 'application/json', 'kc-Auth': `bearer ${access}` },
    });
    const body = (await res.json()) as Partial<Envelope<PartyFile>>;
    return body.code === 200 && body.data ? body.data : null;
  } catch {
    return null;
  }
};

const receiptBase = queryKeysFactory<'receipt', ReceiptQuery>('receipt');
export const receiptKeys = {
  ...receiptBase,
  signRole: () => [...receiptBase.all, 'sign-role'] as const,
  verify: (token: string) => [...receiptBase.all, 'verify', token] as const,
  partyFile: (token: string) => [...receiptBase.all, 'party-file', token] as const,
};

export const useReceiptList = (q: ReceiptQuery) =>
  useQuery({ queryKey: receiptKeys.list(q), queryFn: () => receiptApi.list(q), placeholderData: keepPreviousData });

export const useReceiptDetail = (id: string) =>
  useQuery({ queryKey: receiptKeys.detail(id), queryFn: () => receiptApi.detail(id), retry: false });

export const useSignRole = () =>
  useQuery({ queryKey: receiptKeys.signRole(), queryFn: receiptApi.signRole, staleTime: 60_000, retry: false });

export const useReceiptVerification = (token: string) =>
  useQuery({ queryKey: receiptKeys.verify(token), queryFn: () => receiptApi.verify(token), retry: false });

export const usePartyFile = (token: string) =>
  useQuery({ queryKey: receiptKeys.partyFile(token), queryFn: () => fetchPartyFile(token), retry: false });

/** A signature moves the receipt: it, its lists and what other modules show of it are read again. */
export const useSignReceipt = () =>
  useRefreshingMutation({ mutationFn: receiptApi.sign, records: (id) => [receiptKeys.detail(id)] });

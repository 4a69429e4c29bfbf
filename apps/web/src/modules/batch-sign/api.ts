import type { MiniProgramQrCode, ScanSessionView } from '@kc/domain/mini-program/mini-program';
import { miniProgramRoutes as qrRoutes } from '@kc/domain/mini-program/mini-program-routes';
import {
  AUTO_SIGN_OFF,
  BATCH_SCAN_WAIT_MS,
  type BatchProgress,
  type BatchStartAnswer,
  type SignBillRecord,
  type SignRoleInfo,
} from '@kc/domain/receipt/batch';
import { batchSignRoutes as routes } from '@kc/domain/receipt/batch-sign-routes';
import { type BatchOrigin, batchSignTiming, QrSignStatus, ScanFlag } from '@kc/domain/receipt/status';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { call } from '../../app/api-client';

/** A row of GET ple/bill/signBillList (status 0 excluded, party-scoped). */
export type SignBill = SignBillRecord;

export type SignBillSearch = { code?: string; status_equal?: string };
export type SignBillQuery = SignBillSearch & { current: number; size: number };

/** GET ple/bill/signRole: who the user signs as, and whether they may. */
export type SignRole = SignRoleInfo;

/** The mini-program business of a batch (domain batchBusiness). */
export type Business = { bussType: number; bussId: string };

/** GET wx/wxQrCodeForMiniProgram: a QR code (QrCode) with the phone page it opens and how long it lives. */
export type MiniProgramQr = MiniProgramQrCode;

/** Batch progress (spec 3 §3, searchSignStatus and 'sign.progress'): status 0 running, 1 finished. */
export type SignProgress = BatchProgress;

/** Data 205 (code 200): the signer's enterprise has silent signing off. */
export { AUTO_SIGN_OFF };
export type BatchSignAnswer = BatchStartAnswer;

/** The phone page's view of a QR session (GET kc-mini/scan). */
export type ScanSession = ScanSessionView;

/** The origin as request fields: billIds travel as a comma list in a query. */
const originQuery = ({ billIds, ...rest }: BatchOrigin) => ({ ...rest, billIds: billIds?.join(',') });

export const batchSignApi = {
  list: (origin: BatchOrigin, q: SignBillQuery) => call(routes.signBillList, { ...originQuery(origin), ...q }),
  signRole: () => call(routes.signRole),
  /** A code that lives as long as the dialog waits for the scan (BATCH_SCAN_WAIT_MS). */
  qrCode: (b: Business) => call(qrRoutes.qrCode, { ...b, lifetimeMs: BATCH_SCAN_WAIT_MS }),
  /** The dialog gave the code up: the phone can no longer confirm it (quiet: the answer changes nothing here). */
  cancelQr: (token: string) => call(qrRoutes.cancelQr, { token }, { silent: true }),
  scanFlag: (b: Business) => call(qrRoutes.scanFlag, b, { silent: true }),
  batchSign: (body: BatchOrigin & { token?: string }) => call(routes.batchSign, body),
  progress: (b: Business) => call(routes.progress, b, { silent: true }),
};

/** The phone page has no session: the token is the credential, and a refusal never leads to /login. */
const publicCall = { anonymous: true, silent: true } as const;
export const scanApi = {
  session: (t: string) => call(qrRoutes.scan, { t }, publicCall),
  confirm: (t: string) => call(qrRoutes.scanConfirm, { t }, publicCall),
  cancel: (t: string) => call(qrRoutes.scanCancel, { t }, publicCall),
};

export const batchSignKeys = {
  all: ['batch-sign'] as const,
  lists: () => [...batchSignKeys.all, 'list'] as const,
  list: (origin: BatchOrigin, q: SignBillQuery) => [...batchSignKeys.lists(), origin, q] as const,
  signRole: () => [...batchSignKeys.all, 'sign-role'] as const,
  progress: (b: Business) => [...batchSignKeys.all, 'progress', b.bussType, b.bussId] as const,
  scan: (t: string) => [...batchSignKeys.all, 'scan', t] as const,
};

export const useSignBillList = (origin: BatchOrigin, q: SignBillQuery, refreshMs: number | false) =>
  useQuery({
    queryKey: batchSignKeys.list(origin, q),
    queryFn: () => batchSignApi.list(origin, q),
    placeholderData: keepPreviousData,
    refetchInterval: refreshMs,
  });

export const useSignRole = () =>
  useQuery({ queryKey: batchSignKeys.signRole(), queryFn: batchSignApi.signRole, staleTime: 60_000 });

type ProgressPoll = (query: { state: { data: SignProgress | null | undefined } }) => number | false;

/** Reads the latest batch of a business; by default ple/bill/searchSignStatus (a pledge reads its own). */
export type ProgressFetch = (b: Business) => Promise<SignProgress | null>;

export const useSignProgress = (b: Business, pollMs: ProgressPoll, fetch: ProgressFetch = batchSignApi.progress) =>
  useQuery({
    queryKey: batchSignKeys.progress(b),
    queryFn: () => fetch(b),
    refetchInterval: pollMs,
    staleTime: 0,
  });

/** While the code waits, the phone asks again every 2 s: a code the computer gave up shows as expired at once. */
export const useScanSession = (t: string) =>
  useQuery({
    queryKey: batchSignKeys.scan(t),
    queryFn: () => scanApi.session(t),
    enabled: Boolean(t),
    retry: false,
    refetchInterval: (q) =>
      q.state.data?.status === QrSignStatus.waiting && q.state.data.flag !== ScanFlag.confirmed
        ? batchSignTiming.signResultPollMs
        : false,
  });

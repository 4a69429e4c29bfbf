import { PledgeBatchStatus, pledgeBussType } from '@kc/domain/finance/status';
import { SignBatchRunStatus } from '@kc/domain/receipt/batch';
import { useEffect, useMemo, useRef } from 'react';
import type { Business, ProgressSource, SignProgress } from '../../batch-sign';
import { useBatchSignFlow } from '../../batch-sign';
import { type PledgeSignProgress, pledgeApi } from '../pledge-api';

/** The receipt screens' batch needs an origin; a pledge batch is named by its application instead. */
const NO_ORIGIN = {};

const confirmTexts: Record<number, string> = {
  0: '确定以货主身份对该融资申请的待签章仓单质押通知书进行批量签章?',
  1: '确定以仓库身份对该融资申请的待签章仓单质押通知书进行批量签章?',
};
const auditTexts: Record<number, string> = {
  0: '确定以货主身份对该融资申请的待签章仓单质押通知书进行批量审核?',
  1: '确定以仓库身份对该融资申请的待签章仓单质押通知书进行批量审核?',
};

/**
 * ccb/finance/searchSignStatus answers the batch status of spec 2 §4 (0 success, 1 failed, 2 signing, 3 not
 * signed) and no business: as the batch runner's progress (0 running, 1 finished) of this application and type;
 * no batch yet: null.
 */
const fromSearch = (p: PledgeSignProgress | null | undefined, b: Business): SignProgress | null =>
  p?.batchId
    ? {
        ...p,
        batchId: p.batchId,
        bussType: b.bussType,
        bussId: b.bussId,
        status: p.status === PledgeBatchStatus.signing ? SignBatchRunStatus.running : SignBatchRunStatus.finished,
      }
    : null;

type PledgeEvent = Partial<SignProgress> & { applyId?: string | number; type?: number | string };

/**
 * A 'sign.progress' event of this pledge batch (the batch runner's: status 0 running, 1 finished), by its
 * business (40/50, applyId) or by applyId and type.
 */
const pledgeEvent = (b: Business, type: number) => (data: unknown) => {
  const e = (data ?? {}) as PledgeEvent;
  const byBusiness = String(e.bussType) === String(b.bussType) && String(e.bussId) === String(b.bussId);
  const byApply = e.applyId !== undefined && String(e.applyId) === b.bussId && Number(e.type) === type;
  if ((!byBusiness && !byApply) || !e.batchId) return null;
  return {
    batchId: e.batchId,
    bussType: b.bussType,
    bussId: b.bussId,
    status: Number(e.status),
    totalNum: Number(e.totalNum ?? 0),
    finishNum: Number(e.finishNum ?? 0),
    failNum: Number(e.failNum ?? 0),
  } satisfies SignProgress;
};

/**
 * spec 2 §4 Batch signing of pledge receipts: the receipt screens' flow (confirm → mini-program code of
 * bussType 40 owner / 50 warehouse → the scan flag every 1 s, 36 times → pledgeBatchSign → progress every 1 s and
 * over 'sign.progress' → closes 5 s after finishing), started and read through the pledge's own calls.
 * `onDone` runs when this page's batch finishes and again after the dialog closes.
 */
export const usePledgeBatchSign = (applyId: string, type: 0 | 1, onDone?: () => void) => {
  const business = useMemo<Business>(() => ({ bussType: pledgeBussType(type), bussId: applyId }), [applyId, type]);
  const latestDone = useRef(onDone);
  latestDone.current = onDone;
  const progress = useMemo<ProgressSource>(
    () => ({
      fetch: async (b) => fromSearch(await pledgeApi.progress(applyId, type), b),
      fromEvent: pledgeEvent(business, type),
      refreshes: [],
      failTone: 'error',
    }),
    [applyId, type, business],
  );
  const flow = useBatchSignFlow(NO_ORIGIN, business, {
    start: (token) => pledgeApi.batchSign({ type, applyId, token }),
    progress,
    confirmText: confirmTexts[type],
    confirmAuditText: auditTexts[type],
    onDone: () => latestDone.current?.(),
  });

  // The batch ran out while the dialog was closed (or still counts down): the page reads the application again.
  const wasRunning = useRef(false);
  useEffect(() => {
    if (wasRunning.current && !flow.running) latestDone.current?.();
    wasRunning.current = flow.running;
  }, [flow.running]);

  return flow;
};

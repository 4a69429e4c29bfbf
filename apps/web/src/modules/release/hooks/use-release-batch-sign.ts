import { PledgeBatchStatus } from '@kc/domain/finance/status';
import { SignBatchRunStatus } from '@kc/domain/receipt/batch';
import { RELEASE_BUSS_TYPE } from '@kc/domain/release/release-sign';
import { useMemo, useRef } from 'react';
import type { Business, ProgressSource, SignProgress } from '../../batch-sign';
import { useBatchSignFlow } from '../../batch-sign';
import { type ReleaseSignProgress, releaseSignApi } from '../tray-split-api';

const NO_ORIGIN = {};
const confirmTexts: Record<number, string> = {
  0: '确定以货主身份对该解押记录的待签章仓单进行批量解押签章?',
  1: '确定以仓库身份对该解押记录的待签章仓单进行批量解押签章?',
};
const auditTexts: Record<number, string> = {
  0: '确定以货主身份对该解押记录的待签章仓单进行批量审核?',
  1: '确定以仓库身份对该解押记录的待签章仓单进行批量审核?',
};

/** ccb/release/searchSignStatus (0 success, 1 failed, 2 signing, 3 not signed) as the batch runner's progress. */
const fromSearch = (p: ReleaseSignProgress | null | undefined, b: Business): SignProgress | null =>
  p?.batchId
    ? {
        ...p,
        batchId: p.batchId,
        bussType: b.bussType,
        bussId: b.bussId,
        status: p.status === PledgeBatchStatus.signing ? SignBatchRunStatus.running : SignBatchRunStatus.finished,
      }
    : null;

/** A 'sign.progress' event of this release's batch (bussType 70 / 80, bussId the release). */
const releaseEvent = (b: Business) => (data: unknown) => {
  const e = (data ?? {}) as Partial<SignProgress>;
  if (String(e.bussType) !== String(b.bussType) || String(e.bussId) !== String(b.bussId) || !e.batchId) return null;
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
 * Batch release signing (spec 3 §7 release signing; as spec 2 §4 Batch signing of pledge receipts): confirm →
 * mini-program code (bussType 70 owner / 80 warehouse, bussId the release) → the scan flag → releaseBatchSign →
 * progress until it ends.
 */
export const useReleaseBatchSign = (releaseId: string, type: 0 | 1, onDone?: () => void) => {
  const business = useMemo<Business>(
    () => ({ bussType: type === 0 ? RELEASE_BUSS_TYPE.shipper : RELEASE_BUSS_TYPE.warehouse, bussId: releaseId }),
    [releaseId, type],
  );
  const latestDone = useRef(onDone);
  latestDone.current = onDone;
  const progress = useMemo<ProgressSource>(
    () => ({
      fetch: async (b) => fromSearch(await releaseSignApi.progress(releaseId, type), b),
      fromEvent: releaseEvent(business),
      refreshes: [],
      failTone: 'error',
    }),
    [releaseId, type, business],
  );
  return useBatchSignFlow(NO_ORIGIN, business, {
    start: (token) => releaseSignApi.batchSign({ type, releaseId, token }),
    progress,
    confirmText: confirmTexts[type],
    confirmAuditText: auditTexts[type],
    onDone: () => latestDone.current?.(),
  });
};

import { anyBatchFailed, SIGN_PROGRESS_EVENT, SignBatchRunStatus } from '@kc/domain/receipt/batch';
import { batchSignMessages, batchSignTiming } from '@kc/domain/receipt/status';
import { useQueryClient } from '@tanstack/react-query';
import { App } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { useLiveEvent } from '../../../app/live-events';
import { type Business, batchSignKeys, type ProgressFetch, type SignProgress, useSignProgress } from '../api';

/**
 * Where a batch's progress comes from. The receipt screens use the defaults (ple/bill/searchSignStatus by
 * business, 'sign.progress' of the same bussType and bussId, the batch-sign lists); a pledge batch reads
 * ccb/finance/searchSignStatus and refreshes its application instead.
 */
export type ProgressSource = {
  fetch?: ProgressFetch;
  /** A 'sign.progress' event as this business's progress, or null when it is another's. */
  fromEvent?: (e: unknown) => SignProgress | null;
  /** The queries read again when this page's batch finishes. */
  refreshes?: readonly (readonly unknown[])[];
  /** The failure toast: a warning (receipt screens) or the red notice (pledge seals). */
  failTone?: 'warning' | 'error';
};

const sameBusiness = (business: Business) => (e: unknown) => {
  const p = e as SignProgress | null;
  return p && String(p.bussType) === String(business.bussType) && String(p.bussId) === String(business.bussId)
    ? p
    : null;
};

/**
 * The latest batch of one business (searchSignStatus), polled every 1 s while it runs and kept current by the
 * 'sign.progress' live event. A batch this page started reloads the list when it finishes, with the failure
 * warning when any receipt failed (spec 3 §8).
 */
export const useBatchProgress = (business: Business, source: ProgressSource = {}) => {
  const client = useQueryClient();
  const { message } = App.useApp();
  const [startedBatchId, setStartedBatchId] = useState<string | null>(null);
  const started = useRef<string | null>(null);
  started.current = startedBatchId;
  const notified = useRef<string | null>(null);
  const key = batchSignKeys.progress(business);

  const latest = useRef(source);
  latest.current = source;

  const query = useSignProgress(
    business,
    (q) => {
      const d = q.state.data as SignProgress | null | undefined;
      const awaitingOurs = started.current !== null && d?.batchId !== started.current;
      return d?.status === SignBatchRunStatus.running || awaitingOurs ? batchSignTiming.progressPollMs : false;
    },
    source.fetch,
  );

  useLiveEvent<unknown>(SIGN_PROGRESS_EVENT, (data) => {
    const e = (latest.current.fromEvent ?? sameBusiness(business))(data);
    if (!e) return;
    // An event overtaken by a fresher poll answer of the same batch changes nothing.
    const now = client.getQueryData<SignProgress | null>(key);
    const stale =
      now?.batchId === e.batchId &&
      (now.status === SignBatchRunStatus.finished || now.finishNum + now.failNum > e.finishNum + e.failNum);
    if (!stale) client.setQueryData(key, e);
  });

  const progress = query.data ?? null;
  const ours = progress !== null && startedBatchId !== null && progress.batchId === startedBatchId;
  const finished = ours && progress.status === SignBatchRunStatus.finished;

  useEffect(() => {
    if (!finished || !progress || notified.current === progress.batchId) return;
    notified.current = progress.batchId;
    const { refreshes = [batchSignKeys.lists()], failTone = 'warning' } = latest.current;
    for (const queryKey of refreshes) void client.invalidateQueries({ queryKey });
    if (anyBatchFailed(progress)) void message[failTone](batchSignMessages.anyFailed);
  }, [finished, progress, client, message]);

  return {
    progress,
    /** Any batch of this business is running (the list refreshes meanwhile). */
    running: progress?.status === SignBatchRunStatus.running || (startedBatchId !== null && !ours),
    /** The batch this page started has finished. */
    finished,
    /** Marks a batch as this page's, with its first reading before the server's. */
    start: (batchId: string, totalNum: number) => {
      setStartedBatchId(batchId);
      started.current = batchId;
      client.setQueryData(key, {
        ...business,
        batchId,
        status: SignBatchRunStatus.running,
        totalNum,
        finishNum: 0,
        failNum: 0,
      });
    },
    reset: () => setStartedBatchId(null),
  };
};

import { anyBatchFailed, SIGN_PROGRESS_EVENT, SignBatchRunStatus } from '@kc/domain/receipt/batch';
import { batchSignMessages, batchSignTiming } from '@kc/domain/receipt/status';
import { useQueryClient } from '@tanstack/react-query';
import { App } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { useLiveEvent } from '../../../app/live-events';
import { type Business, batchSignKeys, type SignProgress, useSignProgress } from '../api';

/**
 * The latest batch of one business (searchSignStatus), polled every 1 s while it runs and kept current by the
 * 'sign.progress' live event. A batch this page started reloads the list when it finishes, with the failure
 * warning when any receipt failed (spec 3 §8).
 */
export const useBatchProgress = (business: Business) => {
  const client = useQueryClient();
  const { message } = App.useApp();
  const [startedBatchId, setStartedBatchId] = useState<string | null>(null);
  const started = useRef<string | null>(null);
  started.current = startedBatchId;
  const notified = useRef<string | null>(null);
  const key = batchSignKeys.progress(business);

  const query = useSignProgress(business, (q) => {
    const d = q.state.data as SignProgress | null | undefined;
    const awaitingOurs = started.current !== null && d?.batchId !== started.current;
    return d?.status === SignBatchRunStatus.running || awaitingOurs ? batchSignTiming.progressPollMs : false;
  });

  useLiveEvent<SignProgress>(SIGN_PROGRESS_EVENT, (e) => {
    if (String(e.bussType) !== String(business.bussType) || String(e.bussId) !== String(business.bussId)) return;
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
    void client.invalidateQueries({ queryKey: batchSignKeys.lists() });
    if (anyBatchFailed(progress)) void message.warning(batchSignMessages.anyFailed);
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

import { ESIGN_POLL_ATTEMPTS, ESIGN_POLL_INTERVAL_MS, esignStatusRow } from '@kc/domain/enterprise/status';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useLiveEvent } from '../../../app/live-events';
import { type EnterpriseDetail, type EsignState, enterpriseKeys, fetchEsignState } from '../api';

type Watched = Pick<EnterpriseDetail, 'id' | 'esignStatus' | 'esignMsg' | 'hasSeal'>;
type EsignPush = { enterpriseId: string; esignStatus: number; esignMsg: string | null };

const moved = (s: EsignState, d: Watched) =>
  s.esignStatus !== d.esignStatus || s.hasSeal !== d.hasSeal || (s.esignMsg ?? '') !== (d.esignMsg ?? '');

/**
 * Follows a seal application (spec 1 §4): GET esign/state every 2.5 s, at most 6 times, until a final status;
 * the record is read again as soon as the state moves. The provider's push ('esign.status') refreshes at once.
 * Polling starts by itself whenever the record shows a status that is not final, and on `start()` after an
 * application, a branch or an amount.
 */
export const useEsignWatch = (detail: Watched | undefined) => {
  const client = useQueryClient();
  const [run, setRun] = useState(0);
  const current = useRef(detail);
  current.current = detail;

  const start = useCallback(() => setRun((r) => r + 1), []);

  const status = detail?.esignStatus;
  useEffect(() => {
    if (status !== undefined && !esignStatusRow(status).final) start();
  }, [status, start]);

  useEffect(() => {
    if (run === 0) return;
    let alive = true;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const poll = async (attempt: number) => {
      const state = await client
        .fetchQuery({ queryKey: enterpriseKeys.state(), queryFn: fetchEsignState, staleTime: 0 })
        .catch(() => undefined);
      if (!alive) return;
      const d = current.current;
      if (state && d && moved(state, d)) void client.invalidateQueries({ queryKey: enterpriseKeys.mine() });
      if (attempt >= ESIGN_POLL_ATTEMPTS || (state && esignStatusRow(state.esignStatus).final)) return;
      timer = setTimeout(() => void poll(attempt + 1), ESIGN_POLL_INTERVAL_MS);
    };
    timer = setTimeout(() => void poll(1), ESIGN_POLL_INTERVAL_MS);
    return () => {
      alive = false;
      clearTimeout(timer);
    };
  }, [run, client]);

  useLiveEvent<EsignPush>('esign.status', (push) => {
    const d = current.current;
    if (d && push?.enterpriseId && String(push.enterpriseId) !== String(d.id)) return;
    void client.invalidateQueries({ queryKey: enterpriseKeys.all });
  });

  return { start };
};

import { RECEIPT_STATUS_EVENT, type ReceiptStatusEvent } from '@kc/domain/receipt/batch';
import { useEffect, useRef } from 'react';
import { useLiveEvent } from '../../../app/live-events';

const SETTLE_MS = 1000;

/** Reloads once a second at most when a listed receipt moves (another party signed it, a batch step ran). */
export const useReceiptRefresh = (ids: string[], reload: () => void) => {
  const listed = useRef(new Set<string>());
  listed.current = new Set(ids);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useLiveEvent<ReceiptStatusEvent>(RECEIPT_STATUS_EVENT, (e) => {
    if (!listed.current.has(String(e.id)) || timer.current) return;
    timer.current = setTimeout(() => {
      timer.current = undefined;
      reload();
    }, SETTLE_MS);
  });
  useEffect(() => () => clearTimeout(timer.current), []);
};

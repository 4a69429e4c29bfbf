import { batchSignTiming, QrSignStatus } from '@kc/domain/receipt/status';
import { useCallback, useEffect, useRef, useState } from 'react';

/** A QR sign session as the server creates it (wx/wxQrCodeForMiniProgram and the contract/pledge QR calls). */
export type QrCode = {
  token: string;
  /** 'data:image/png;base64,…' */
  qrCodeUrl: string;
  /** epoch ms */
  expireTime: number;
  /** the phone page the code encodes, shown so a tester can open it by hand */
  scanUrl?: string;
};

export type QrSignOptions = {
  open: boolean;
  /** Creates a code; called on opening and by 刷新. */
  load: () => Promise<QrCode>;
  /** Answers the QR sign status (QrSignStatus: 0 code, 1 signing, 2 done, anything else expired). */
  poll: (code: QrCode) => Promise<number>;
  pollMs?: number;
  /** A status the caller learnt another way (a live event); wins over the polled one while set. */
  status?: number;
  /** After 签章已完成 and its countdown (the caller reloads). */
  onDone?: () => void;
  onClose: () => void;
  closeAfterMs?: number;
};

export type QrSignState = {
  code: QrCode | null;
  loading: boolean;
  status: number;
  /** Seconds left before a finished dialog closes. */
  closingIn: number;
  refresh: () => void;
};

const isTerminal = (s: number) => s !== QrSignStatus.waiting && s !== QrSignStatus.signing;

/**
 * spec 1 §4 QR signing status: loads a code when opened, polls its status, treats a code past its expiry
 * as 二维码已失效, and closes 5 s after 签章已完成. A refresh or a close drops answers still in flight.
 */
export const useQrSign = ({
  open,
  load,
  poll,
  pollMs = batchSignTiming.signResultPollMs,
  status: pushed,
  onDone,
  onClose,
  closeAfterMs = batchSignTiming.closeAfterDoneMs,
}: QrSignOptions): QrSignState => {
  const [code, setCode] = useState<QrCode | null>(null);
  const [loading, setLoading] = useState(false);
  const [polled, setPolled] = useState<number>(QrSignStatus.waiting);
  const [closingIn, setClosingIn] = useState(0);
  const generation = useRef(0);
  const latest = useRef({ load, poll, onDone, onClose });
  latest.current = { load, poll, onDone, onClose };

  const status = pushed ?? polled;

  const refresh = useCallback(() => {
    const gen = ++generation.current;
    setCode(null);
    setPolled(QrSignStatus.waiting);
    setLoading(true);
    latest.current
      .load()
      .then((c) => {
        if (gen === generation.current) setCode(c);
      })
      .catch(() => {
        // The API client has said why; the dialog offers 刷新.
        if (gen === generation.current) setPolled(QrSignStatus.expired);
      })
      .finally(() => {
        if (gen === generation.current) setLoading(false);
      });
  }, []);

  useEffect(() => {
    if (open) refresh();
    else {
      generation.current++;
      setCode(null);
      setLoading(false);
      setPolled(QrSignStatus.waiting);
    }
  }, [open, refresh]);

  // One poll at a time, the next pollMs after the last answer.
  useEffect(() => {
    if (!open || !code || isTerminal(status)) return;
    const gen = generation.current;
    let stopped = false;
    let timer: ReturnType<typeof setTimeout>;
    const tick = async () => {
      if (stopped || gen !== generation.current) return;
      if (polled === QrSignStatus.waiting && Date.now() > code.expireTime) {
        setPolled(QrSignStatus.expired);
        return;
      }
      try {
        const next = await latest.current.poll(code);
        if (stopped || gen !== generation.current) return;
        setPolled(next);
        if (next !== polled) return; // the effect runs again for the new status
      } catch {
        // A failed poll is retried at the next tick.
      }
      if (!stopped) timer = setTimeout(tick, pollMs);
    };
    timer = setTimeout(tick, pollMs);
    return () => {
      stopped = true;
      clearTimeout(timer);
    };
  }, [open, code, status, polled, pollMs]);

  // 签章已完成: count down, then reload and close.
  useEffect(() => {
    if (!open || status !== QrSignStatus.done) return;
    const until = Date.now() + closeAfterMs;
    setClosingIn(Math.ceil(closeAfterMs / 1000));
    const timer = setInterval(() => {
      const left = until - Date.now();
      if (left > 0) {
        setClosingIn(Math.ceil(left / 1000));
        return;
      }
      clearInterval(timer);
      latest.current.onDone?.();
      latest.current.onClose();
    }, 200);
    return () => clearInterval(timer);
  }, [open, status, closeAfterMs]);

  return { code, loading, status, closingIn, refresh };
};

import { secondsLeft } from '@kc/domain/receipt/batch';
import { batchSignTiming, QrSignStatus } from '@kc/domain/receipt/status';
import { useCallback, useEffect, useRef, useState } from 'react';

/** A QR sign session as the server creates it (wx/wxQrCodeForMiniProgram and the contract/pledge QR calls). */
export type QrCode = {
  token: string;
  /** 'data:image/png;base64,…' */
  qrCodeUrl: string;
  /** epoch ms (the server's clock) */
  expireTime: number;
  /** how long the code lives from now; the countdown runs on this, so a clock that differs from the server's does not matter */
  lifetimeMs?: number;
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
  /**
   * Tells the server the page gave a code up (its time ran out, the dialog closed, the page left or a new code
   * replaced it) while it still waited for the phone, so the phone cannot confirm a code nobody waits for.
   */
  cancel?: (code: QrCode) => Promise<unknown>;
  /** The code's time ran out while waiting; without it the dialog shows 二维码已失效 with 刷新. */
  onExpire?: () => void;
};

export type QrSignState = {
  code: QrCode | null;
  loading: boolean;
  status: number;
  /** Seconds the shown code has left (the countdown under it). */
  left: number;
  /** Seconds left before a finished dialog closes. */
  closingIn: number;
  refresh: () => void;
  /** The code's picture is on screen: its lifetime starts counting down now (once per code). */
  shown: () => void;
  /** Whether the shown code's countdown runs (its picture has been shown). */
  counting: boolean;
};

/** A code loaded; `deadline` is set when its picture is on screen (until then its whole lifetime is left). */
type Shown = QrCode & { lifetime: number; deadline: number | null };

const isTerminal = (s: number) => s !== QrSignStatus.waiting && s !== QrSignStatus.signing;

/** The countdown ticks twice a second so it never shows a second late. */
const TICK_MS = 500;

/**
 * spec 1 §4 QR signing status: loads a code when opened, polls its status, counts its lifetime down and, when
 * the time runs out or the dialog closes while the code still waits, gives it up on the server; closes 5 s
 * after 签章已完成. A refresh or a close drops answers still in flight.
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
  cancel,
  onExpire,
}: QrSignOptions): QrSignState => {
  const [code, setCode] = useState<Shown | null>(null);
  const [loading, setLoading] = useState(false);
  const [polled, setPolled] = useState<number>(QrSignStatus.waiting);
  const [left, setLeft] = useState(0);
  const [closingIn, setClosingIn] = useState(0);
  const generation = useRef(0);
  /** The code on screen while it still waits for the phone: the one to give up. */
  const waiting = useRef<Shown | null>(null);
  const latest = useRef({ load, poll, onDone, onClose, cancel, onExpire });
  latest.current = { load, poll, onDone, onClose, cancel, onExpire };

  const status = pushed ?? polled;

  const giveUp = useCallback(() => {
    const shown = waiting.current;
    waiting.current = null;
    // Quiet: a code the phone cancelled or a batch took is answered as it is.
    if (shown) void latest.current.cancel?.(shown).catch(() => {});
  }, []);

  const refresh = useCallback(() => {
    giveUp();
    const gen = ++generation.current;
    setCode(null);
    setPolled(QrSignStatus.waiting);
    setLoading(true);
    latest.current
      .load()
      .then((c) => {
        if (gen !== generation.current) return;
        const lifetime = c.lifetimeMs ?? c.expireTime - Date.now();
        const loaded: Shown = { ...c, lifetime, deadline: null };
        waiting.current = loaded;
        setLeft(secondsLeft(lifetime, 0));
        setCode(loaded);
      })
      .catch(() => {
        // The API client has said why; the dialog offers 刷新.
        if (gen === generation.current) setPolled(QrSignStatus.expired);
      })
      .finally(() => {
        if (gen === generation.current) setLoading(false);
      });
  }, [giveUp]);

  useEffect(() => {
    if (open) refresh();
    else {
      giveUp();
      generation.current++;
      setCode(null);
      setLoading(false);
      setPolled(QrSignStatus.waiting);
    }
  }, [open, refresh, giveUp]);

  // Leaving the page gives the code up too.
  useEffect(() => giveUp, [giveUp]);

  // Once the phone answered (signing, done, cancelled or expired) the code is no longer ours to give up.
  useEffect(() => {
    if (status !== QrSignStatus.waiting) waiting.current = null;
  }, [status]);

  // spec 2 §9: the user gets the code's whole lifetime on screen: the countdown starts when its picture shows.
  const shown = useCallback(() => {
    setCode((c) => {
      if (!c || c.deadline !== null) return c;
      const started = { ...c, deadline: Date.now() + c.lifetime };
      if (waiting.current?.token === c.token) waiting.current = started;
      return started;
    });
  }, []);

  // The countdown; at 0 the code is given up.
  useEffect(() => {
    if (!open || !code || code.deadline === null || status !== QrSignStatus.waiting) return;
    const deadline = code.deadline;
    const timer = setInterval(() => {
      const s = secondsLeft(deadline, Date.now());
      setLeft(s);
      if (s > 0) return;
      clearInterval(timer);
      giveUp();
      if (latest.current.onExpire) latest.current.onExpire();
      else setPolled(QrSignStatus.expired);
    }, TICK_MS);
    return () => clearInterval(timer);
  }, [open, code, status, giveUp]);

  // One poll at a time, the next pollMs after the last answer, while the code has time left.
  useEffect(() => {
    if (!open || !code || isTerminal(status)) return;
    const gen = generation.current;
    let stopped = false;
    let timer: ReturnType<typeof setTimeout>;
    const tick = async () => {
      if (stopped || gen !== generation.current) return;
      if (polled === QrSignStatus.waiting && code.deadline !== null && Date.now() >= code.deadline) return;
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
      const rest = until - Date.now();
      if (rest > 0) {
        setClosingIn(Math.ceil(rest / 1000));
        return;
      }
      clearInterval(timer);
      latest.current.onDone?.();
      latest.current.onClose();
    }, 200);
    return () => clearInterval(timer);
  }, [open, status, closeAfterMs]);

  return { code, loading, status, left, closingIn, refresh, shown, counting: Boolean(code && code.deadline !== null) };
};

import {
  DUPLICATE_ORDER_TEXT,
  PAY_POLL_MS,
  PAY_RESULT_SUCCESS,
  PAYMENT_STATUS_EVENT,
  type PaymentStatusEvent,
  paymentMessages,
  paymentRefusals,
} from '@kc/domain/payment/payment';
import { App } from 'antd';
import { useCallback, useEffect, useRef, useState } from 'react';
import { ApiError } from '../../../app/api-client';
import { useLiveEvent } from '../../../app/live-events';
import { type PayCodeAnswer, type PayResultValue, paymentApi } from '../api';

const isDuplicateOrder = (e: unknown) =>
  e instanceof ApiError &&
  (e.reason === paymentRefusals.reasons.duplicateOrder || e.message.includes(DUPLICATE_ORDER_TEXT));

/**
 * The calls one payment makes: the code of a pay way and the result of the payment, and whether a live
 * 'payment.status' event tells this payment succeeded. By default a contract's share (servicePayCode, payResult);
 * the financing service fee brings its own (getServicePayCode, getPayResult).
 */
export type PayCalls = {
  payCode: (id: string, payWay: number) => Promise<PayCodeAnswer>;
  payResult: (id: string) => Promise<PayResultValue>;
  paidEvent: (e: unknown, id: string) => boolean;
};

const contractCalls: PayCalls = {
  payCode: paymentApi.payCode,
  payResult: paymentApi.payResult,
  paidEvent: (e, id) => {
    const ev = e as PaymentStatusEvent | null;
    return String(ev?.contractId) === String(id) && ev?.status === PAY_RESULT_SUCCESS;
  },
};

type Options = {
  /** The contract whose share is paid, or with `calls` the id they take (the financing service fee's). */
  contractId: string;
  calls?: PayCalls;
  /** PayWay 10 or 11 while the dialog is open; null when closed. */
  payWay: number | null;
  onClose: () => void;
  /** The share is paid: the caller reads the contract again. */
  onPaid: () => void;
};

/**
 * spec 2 §4 "Service fee payment per party", §8, §9: on opening, asks servicePayCode for the code; while it
 * shows, asks payResult every 2 s and listens for the payment.status live event. On success the dialog closes
 * with 支付成功; a duplicated merchant order shows the spec's message, any other failure closes the dialog.
 */
export const usePayCode = ({ contractId, calls = contractCalls, payWay, onClose, onPaid }: Options) => {
  const { message } = App.useApp();
  const [code, setCode] = useState<PayCodeAnswer | null>(null);
  const [result, setResult] = useState<PayResultValue>('pending');
  const generation = useRef(0);
  const latest = useRef({ onClose, onPaid, calls });
  latest.current = { onClose, onPaid, calls };

  const succeed = useCallback(
    (gen: number) => {
      if (gen !== generation.current) return;
      generation.current++;
      setResult('success');
      void message.success(paymentMessages.paySuccess);
      latest.current.onClose();
      latest.current.onPaid();
    },
    [message],
  );

  const load = useCallback(() => {
    if (payWay === null) return;
    const gen = ++generation.current;
    setCode(null);
    setResult('pending');
    latest.current.calls
      .payCode(contractId, payWay)
      .then((c) => {
        if (gen === generation.current) setCode(c);
      })
      .catch((e: unknown) => {
        if (gen !== generation.current) return;
        generation.current++;
        void message.error(
          isDuplicateOrder(e) ? paymentMessages.duplicateOrder : e instanceof Error ? e.message : String(e),
        );
        latest.current.onClose();
      });
  }, [contractId, payWay, message]);

  useEffect(() => {
    if (payWay !== null) load();
    else {
      generation.current++;
      setCode(null);
    }
  }, [payWay, load]);

  // One poll at a time, the next PAY_POLL_MS after the last answer, while the code shows.
  useEffect(() => {
    if (payWay === null || !code || result !== 'pending') return;
    const gen = generation.current;
    let timer: ReturnType<typeof setTimeout>;
    let stopped = false;
    const tick = async () => {
      try {
        const r = await latest.current.calls.payResult(contractId);
        if (stopped || gen !== generation.current) return;
        if (r === PAY_RESULT_SUCCESS) return succeed(gen);
        if (r === 'closed') return setResult('closed');
      } catch {
        // a failed poll is tried again at the next tick
      }
      if (!stopped) timer = setTimeout(tick, PAY_POLL_MS);
    };
    timer = setTimeout(tick, PAY_POLL_MS);
    return () => {
      stopped = true;
      clearTimeout(timer);
    };
  }, [payWay, code, result, contractId, succeed]);

  useLiveEvent<unknown>(PAYMENT_STATUS_EVENT, (e) => {
    if (payWay === null || !latest.current.calls.paidEvent(e, contractId)) return;
    succeed(generation.current);
  });

  return { code, result, reload: load };
};

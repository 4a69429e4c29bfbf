import { receiptPrompts } from '@kc/domain/receipt/receipt';
import {
  type BatchOrigin,
  batchSignMessages,
  batchSignTiming,
  QrSignStatus,
  ScanFlag,
} from '@kc/domain/receipt/status';

import { useQueryClient } from '@tanstack/react-query';
import { App } from 'antd';
import { useRef, useState } from 'react';
import type { QrCode } from '../../../components/qr-sign-dialog';
import { AUTO_SIGN_OFF, type BatchSignAnswer, type Business, batchSignApi, batchSignKeys } from '../api';
import { type ProgressSource, useBatchProgress } from './use-batch-progress';

/**
 * What differs for another batch than the receipt screens' (a pledge's seals): the start call, where progress
 * comes from, the confirmation's text and what a finished dialog reloads. Every field defaults to the receipts'.
 */
export type BatchSignOptions = {
  /** Starts the batch with the confirmed code's token (none for an individual's 批量审核). */
  start?: (token?: string) => Promise<BatchSignAnswer>;
  progress?: ProgressSource;
  confirmText?: string;
  /** The confirmation of an individual's 批量审核. */
  confirmAuditText?: string;
  /** After 签章已完成 and its countdown, besides reading the batch-sign queries again. */
  onDone?: () => void;
};

type Phase = 'scan' | 'starting' | 'signing';

/**
 * spec 3 §4 Batch signing flow: confirm → QR dialog → the scan flag polled every 1 s while the code's 36 s
 * run (spec 3 §9; the dialog counts them down) → flag 2 → batchSign → 签章中... with the batch's progress →
 * 签章已完成, closing 5 s later. When the time runs out the dialog says 操作超时 and gives the code up on the
 * server, as it does when closed, so a later confirmation on the phone signs nothing. Individuals
 * (isPerson 1) confirm a 批量审核 that calls batchSign without a token.
 */
export const useBatchSignFlow = (origin: BatchOrigin, business: Business, options: BatchSignOptions = {}) => {
  const { message, modal } = App.useApp();
  const client = useQueryClient();
  const tracker = useBatchProgress(business, options.progress);
  const latest = useRef(options);
  latest.current = options;
  const startBatch = (token?: string) =>
    latest.current.start ? latest.current.start(token) : batchSignApi.batchSign({ ...origin, token });
  const [open, setOpen] = useState(false);
  const [scanned, setScanned] = useState(false);
  /** The batch of this dialog has started: its progress decides 签章中... or 签章已完成. */
  const [signing, setSigning] = useState(false);
  const openRef = useRef(false);
  const phase = useRef<Phase>('scan');

  const close = () => {
    openRef.current = false;
    setOpen(false);
    setSigning(false);
  };

  const reload = () => {
    void client.invalidateQueries({ queryKey: batchSignKeys.all });
    latest.current.onDone?.();
  };

  /** Answers whether the batch started (205 and refusals end the flow). */
  const begin = (answer: BatchSignAnswer) => {
    if (answer === AUTO_SIGN_OFF) {
      void message.warning(batchSignMessages.autoSignOff);
      return false;
    }
    void message.info(batchSignMessages.signing);
    tracker.start(answer.batchId, answer.totalNum);
    return true;
  };

  const load = (): Promise<QrCode> => {
    phase.current = 'scan';
    setScanned(false);
    setSigning(false);
    return batchSignApi.qrCode(business);
  };

  const pollScan = async (code: QrCode): Promise<number> => {
    const flag = await batchSignApi.scanFlag(business);
    if (!openRef.current) return QrSignStatus.waiting;
    if (flag === ScanFlag.cancelled) {
      void message.info(batchSignMessages.cancelled);
      close();
      return QrSignStatus.waiting;
    }
    if (flag === ScanFlag.scanned) setScanned(true);
    if (flag !== ScanFlag.confirmed) return QrSignStatus.waiting;
    void message.success(batchSignMessages.scanSucceeded);
    phase.current = 'starting';
    try {
      if (!begin(await startBatch(code.token))) {
        close();
        return QrSignStatus.waiting;
      }
    } catch {
      // The API client has shown the refusal.
      close();
      return QrSignStatus.waiting;
    }
    phase.current = 'signing';
    setSigning(true);
    return QrSignStatus.signing;
  };

  // While signing, the tracker polls searchSignStatus and hears 'sign.progress'; the dialog reads it.
  const poll = async (code: QrCode): Promise<number> => {
    if (phase.current === 'scan') return pollScan(code);
    return tracker.finished ? QrSignStatus.done : QrSignStatus.signing;
  };

  const start = () =>
    modal.confirm({
      title: '提示',
      content: latest.current.confirmText ?? receiptPrompts.confirmBatchSign,
      okText: '确定',
      cancelText: '取消',
      onOk: () => {
        phase.current = 'scan';
        openRef.current = true;
        setSigning(false);
        setOpen(true);
      },
      onCancel: () => void message.info(batchSignMessages.cancelled),
    });

  const audit = () =>
    modal.confirm({
      title: '提示',
      content: latest.current.confirmAuditText ?? receiptPrompts.confirmBatchAudit,
      okText: '确定',
      cancelText: '取消',
      onOk: async () => {
        try {
          begin(await startBatch());
        } catch {
          // The API client has shown the refusal.
        }
      },
      onCancel: () => void message.info(batchSignMessages.cancelled),
    });

  return {
    start,
    audit,
    progress: tracker.progress,
    running: tracker.running,
    dialog: {
      open,
      load,
      poll,
      pollMs: batchSignTiming.scanPollMs,
      status: open && signing && tracker.finished ? QrSignStatus.done : undefined,
      hint: scanned ? '已扫码，请在手机上确认签章' : undefined,
      onDone: reload,
      onClose: close,
      cancel: (code: QrCode) => batchSignApi.cancelQr(code.token),
      onExpire: () => {
        void message.warning(batchSignMessages.scanTimeout);
        close();
      },
    },
  };
};

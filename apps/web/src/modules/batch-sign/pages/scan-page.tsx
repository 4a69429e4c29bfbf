import { batchSignMessages, receiptMessages } from '@kc/domain/receipt/status';
import { useQueryClient } from '@tanstack/react-query';
import { App, Card, Result, Spin, Typography } from 'antd';
import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { ApiError } from '../../../app/api-client';
import { batchSignKeys, scanApi, useScanSession } from '../api';
import { ScanConfirmCard, type ScanOutcome } from '../components/scan-confirm-card';

/**
 * /m/scan?t=<token>: the phone page a QR code opens, standing in for the WeChat mini-program (no login; the
 * token is the credential). Confirming sets the scan flag to 2, which the computer's dialog is polling for.
 */
export const ScanPage = () => {
  const { message } = App.useApp();
  const client = useQueryClient();
  const [params] = useSearchParams();
  const token = params.get('t')?.trim() ?? '';
  const session = useScanSession(token);
  const [outcome, setOutcome] = useState<ScanOutcome>(null);
  const [busy, setBusy] = useState<'confirm' | 'cancel' | null>(null);

  const act = async (kind: 'confirm' | 'cancel') => {
    setBusy(kind);
    try {
      await (kind === 'confirm' ? scanApi.confirm(token) : scanApi.cancel(token));
      setOutcome(kind === 'confirm' ? 'confirmed' : 'cancelled');
    } catch (e) {
      void message.error(e instanceof ApiError ? e.message : receiptMessages.qrNotFound);
    } finally {
      setBusy(null);
      void client.invalidateQueries({ queryKey: batchSignKeys.scan(token) });
    }
  };

  const body = () => {
    if (!token) return <Result status="warning" title={receiptMessages.qrNotFound} />;
    if (session.isPending) return <Spin size="large" style={{ display: 'block', padding: 48 }} />;
    if (session.isError || !session.data) {
      return <Result status="warning" title={batchSignMessages.qrExpired} subTitle={session.error?.message} />;
    }
    return (
      <ScanConfirmCard
        session={session.data}
        outcome={outcome}
        busy={busy}
        onConfirm={() => void act('confirm')}
        onCancel={() => void act('cancel')}
      />
    );
  };

  return (
    <div style={{ minHeight: '100vh', background: '#f0f2f5', display: 'flex', justifyContent: 'center' }}>
      <div style={{ width: '100%', maxWidth: 420, padding: 16 }}>
        <div style={{ textAlign: 'center', margin: '16px 0 20px' }}>
          <Typography.Title level={3} style={{ marginBottom: 4 }}>
            小程序签章确认
          </Typography.Title>
          <Typography.Text type="secondary">本页模拟微信小程序：确认后电脑端开始批量签章</Typography.Text>
        </div>
        <Card>{body()}</Card>
      </div>
    </div>
  );
};

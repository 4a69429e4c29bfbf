import { lifetimeLabel } from '@kc/domain/receipt/batch';
import { batchSignMessages, batchSignTiming, QrSignStatus } from '@kc/domain/receipt/status';
import { Button, Modal, Result, Space, Spin, Typography } from 'antd';
import type { ReactNode } from 'react';
import { type QrSignOptions, useQrSign } from './use-qr-sign';

export type { QrCode } from './use-qr-sign';

export type QrSignDialogProps = QrSignOptions & {
  /** e.g. 批量签章 */
  title: string;
  /** How long a code lives: 1 minute (contract dialog) or 5 minutes (batch and pledge). */
  lifetimeMs?: number;
  /** A line under the code (e.g. 已扫码，请在手机上确认). */
  hint?: ReactNode;
  /** Shown under 签章中... (e.g. the batch's progress). */
  children?: ReactNode;
};

/** 04:59, 00:36 */
const clock = (seconds: number) =>
  `${String(Math.floor(seconds / 60)).padStart(2, '0')}:${String(seconds % 60).padStart(2, '0')}`;

/**
 * The one QR signing dialog (spec 1 §4, spec 2 §4, spec 3 §4): 0 shows the code with the time it has left,
 * 1 '签章中...', 2 '签章已完成' and closes 5 s later, anything else '二维码已失效' with 刷新. A code the
 * dialog stops waiting for is given up on the server (`cancel`), so the phone can no longer confirm it. Contracts, pledges and batch signing reuse it;
 * the caller's `poll` decides what the status means (a plain status poll, or the batch's scan flag).
 */
export const QrSignDialog = ({
  title,
  lifetimeMs = batchSignTiming.qrLifetimeMs,
  hint,
  children,
  ...options
}: QrSignDialogProps) => {
  const { code, loading, status, left, closingIn, refresh, shown, counting } = useQrSign(options);
  const body = () => {
    if (loading || (!code && status === QrSignStatus.waiting)) {
      return (
        <Space orientation="vertical" align="center" style={{ padding: 48 }}>
          <Spin size="large" />
          <Typography.Text type="secondary">正在生成二维码...</Typography.Text>
        </Space>
      );
    }
    if (status === QrSignStatus.waiting && code) {
      return (
        <Space orientation="vertical" align="center" size={8}>
          <img
            src={code.qrCodeUrl}
            alt="签章二维码"
            data-testid="qr-sign-code"
            data-counting={counting}
            onLoad={shown}
            onError={shown}
            width={220}
            height={220}
            style={{ imageRendering: 'pixelated' }}
          />
          <Typography.Text>请使用微信小程序扫码确认签章</Typography.Text>
          <Typography.Text type="secondary" data-testid="qr-sign-countdown">
            二维码{lifetimeLabel(code.lifetimeMs ?? lifetimeMs)}内有效，剩余{' '}
            <Typography.Text strong type={left <= 10 ? 'danger' : undefined}>
              {clock(left)}
            </Typography.Text>
          </Typography.Text>
          {hint && <Typography.Text type="success">{hint}</Typography.Text>}
          {code.scanUrl && (
            <Typography.Text type="secondary" copyable={{ text: code.scanUrl }} style={{ fontSize: 12 }}>
              手机浏览器打开：{code.scanUrl}
            </Typography.Text>
          )}
        </Space>
      );
    }
    if (status === QrSignStatus.signing) {
      return (
        <Space orientation="vertical" align="center" size={16} style={{ width: '100%', padding: '24px 0' }}>
          <Spin size="large" />
          <Typography.Title level={4} style={{ margin: 0 }}>
            {batchSignMessages.qrSigning}
          </Typography.Title>
          {children}
        </Space>
      );
    }
    if (status === QrSignStatus.done) {
      return (
        <Result
          status="success"
          title={batchSignMessages.qrDone}
          subTitle={`${closingIn} 秒后自动关闭`}
          extra={children}
        />
      );
    }
    return (
      <Result
        status="warning"
        title={batchSignMessages.qrExpired}
        extra={
          <Button type="primary" onClick={refresh}>
            刷新
          </Button>
        }
      />
    );
  };
  return (
    <Modal
      open={options.open}
      title={title}
      footer={null}
      width={400}
      centered
      maskClosable={false}
      destroyOnHidden
      onCancel={options.onClose}
    >
      <div
        data-testid="qr-sign-dialog"
        data-status={status}
        data-token={code?.token ?? ''}
        style={{ display: 'flex', justifyContent: 'center', textAlign: 'center', minHeight: 260 }}
      >
        {body()}
      </div>
    </Modal>
  );
};

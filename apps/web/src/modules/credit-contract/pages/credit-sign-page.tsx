import { CreditContractStatus, creditContractMessages as msg } from '@kc/domain/credit-contract/credit-contract';
import { useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Card, Descriptions, Input, Result, Space, Spin, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { ApiError } from '../../../app/api-client';
import { type CreditSignView, creditContractKeys, creditSignApi, useCreditSignView } from '../api';

const RESEND_SECONDS = 60;

const errorText = (e: unknown) => (e instanceof ApiError ? e.message : msg.tokenInvalid);

/** 获取验证码 with its 60 s countdown (the provider refuses a resend sooner). */
const useCountdown = () => {
  const [left, setLeft] = useState(0);
  useEffect(() => {
    if (left <= 0) return;
    const t = setTimeout(() => setLeft((s) => s - 1), 1000);
    return () => clearTimeout(t);
  }, [left]);
  return { left, start: (seconds: number) => setLeft(seconds) };
};

const SignForm = ({ token, view, onSigned }: { token: string; view: CreditSignView; onSigned: () => void }) => {
  const [code, setCode] = useState('');
  const [error, setError] = useState('');
  const [notice, setNotice] = useState('');
  const [busy, setBusy] = useState<'code' | 'sign' | null>(null);
  const countdown = useCountdown();

  const sendCode = async () => {
    setBusy('code');
    setError('');
    try {
      const a = await creditSignApi.sendCode(token);
      setNotice(`验证码已发送至 ${a.maskedPhone}`);
      countdown.start(a.resendSeconds || RESEND_SECONDS);
    } catch (e) {
      setError(errorText(e));
    } finally {
      setBusy(null);
    }
  };

  const sign = async () => {
    if (!code.trim()) return setError(msg.codeRequired);
    setBusy('sign');
    setError('');
    try {
      await creditSignApi.sign(token, code.trim());
      onSigned();
    } catch (e) {
      setError(errorText(e));
    } finally {
      setBusy(null);
    }
  };

  return (
    <Space orientation="vertical" size={12} style={{ width: '100%' }}>
      {view.status === CreditContractStatus.failed && view.failReason && (
        <Alert type="warning" showIcon title={`上次签署失败：${view.failReason}，请重新签署`} />
      )}
      <Space.Compact style={{ width: '100%' }}>
        <Input
          size="large"
          inputMode="numeric"
          maxLength={6}
          placeholder="请输入短信验证码"
          aria-label="短信验证码"
          value={code}
          onChange={(e) => setCode(e.target.value)}
        />
        <Button size="large" disabled={countdown.left > 0} loading={busy === 'code'} onClick={() => void sendCode()}>
          {countdown.left > 0 ? `${countdown.left}秒后重新获取` : '获取验证码'}
        </Button>
      </Space.Compact>
      {notice && <Typography.Text type="secondary">{notice}</Typography.Text>}
      {error && <Alert type="error" showIcon title={error} data-testid="credit-sign-error" />}
      <Button type="primary" size="large" block loading={busy === 'sign'} onClick={() => void sign()}>
        签署
      </Button>
    </Space>
  );
};

/**
 * /h5/creditSign?token=: the phone page a credit consent's QR code opens (no login; the token is the credential).
 * It shows the consent (its text and the PDF as it stands), the signer's name and masked phone, sends the SMS code
 * and signs; a spent or expired link shows the server's message.
 */
export const CreditSignPage = () => {
  const client = useQueryClient();
  const [params] = useSearchParams();
  const token = params.get('token')?.trim() ?? '';
  const view = useCreditSignView(token);
  const [justSigned, setJustSigned] = useState(false);

  const body = () => {
    if (!token) return <Result status="warning" title={msg.tokenInvalid} />;
    if (view.isPending) return <Spin size="large" style={{ display: 'block', padding: 48 }} />;
    if (view.isError || !view.data) return <Result status="warning" title={errorText(view.error)} />;
    const v = view.data;
    if (justSigned || v.status === CreditContractStatus.signed) {
      return (
        <Result
          status="success"
          title="签署成功"
          subTitle={v.allSigned ? '征信授权书已全部签署' : '您已完成签署，请等待其他签署人签署'}
        />
      );
    }
    return (
      <Space orientation="vertical" size={16} style={{ width: '100%' }}>
        <Descriptions column={1} size="small" bordered>
          <Descriptions.Item label="合同名称">{v.contractName}</Descriptions.Item>
          <Descriptions.Item label="合同编号">{v.contractNo}</Descriptions.Item>
          <Descriptions.Item label="授权银行">{v.bankName}</Descriptions.Item>
          <Descriptions.Item label={v.signerLabel}>{v.idName}</Descriptions.Item>
          <Descriptions.Item label="手机号">{v.maskedPhone}</Descriptions.Item>
          <Descriptions.Item label="证件号码">{v.maskedIdNumber}</Descriptions.Item>
        </Descriptions>
        <div style={{ maxHeight: 260, overflowY: 'auto', background: '#fafafa', padding: 12, borderRadius: 6 }}>
          {v.text.map((p) => (
            <Typography.Paragraph key={p} style={{ textIndent: '2em', marginBottom: 8 }}>
              {p}
            </Typography.Paragraph>
          ))}
        </div>
        <Typography.Link href={creditSignApi.fileUrl(token)} target="_blank" rel="noopener">
          查看授权书（PDF）
        </Typography.Link>
        <SignForm
          token={token}
          view={v}
          onSigned={() => {
            setJustSigned(true);
            void client.invalidateQueries({ queryKey: creditContractKeys.signView(token) });
          }}
        />
      </Space>
    );
  };

  return (
    <div style={{ minHeight: '100vh', background: '#f0f2f5', display: 'flex', justifyContent: 'center' }}>
      <div style={{ width: '100%', maxWidth: 480, padding: 12 }}>
        <div style={{ textAlign: 'center', margin: '12px 0 16px' }}>
          <Typography.Title level={4} style={{ marginBottom: 4 }}>
            个人征信查询授权书签署
          </Typography.Title>
        </div>
        <Card styles={{ body: { padding: 16 } }}>{body()}</Card>
      </div>
    </div>
  );
};

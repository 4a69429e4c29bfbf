import { LockOutlined, UserOutlined } from '@ant-design/icons';
import { DEFAULT_TENANT_ID } from '@kc/domain/shared/permissions';
import { Alert, Button, Form, Input } from 'antd';
import { useState } from 'react';
import { Navigate, useNavigate, useSearchParams } from 'react-router-dom';
import SparkMD5 from 'spark-md5';
import { ApiError, login } from '../app/api-client';
import { PRODUCT_NAME } from '../app/product';
import { hasSession, saveSession } from '../app/session';
import { useTenantMode } from '../app/tenant-mode';
import './login-page.css';

type LoginForm = { tenantId?: string; username: string; password: string };

/** Only same-site paths, so a crafted link cannot send the user elsewhere after login. */
const safeRedirect = (value: string | null) =>
  value?.startsWith('/') && !value.startsWith('//') && !value.startsWith('/login') ? value : '/home';

export const LoginPage = () => {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const tenantMode = useTenantMode();
  const [error, setError] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const target = safeRedirect(params.get('redirect'));

  if (hasSession() && !submitting) return <Navigate to={target} replace />;

  const onFinish = async (values: LoginForm) => {
    setError(null);
    setSubmitting(true);
    try {
      const answer = await login({
        tenantId: values.tenantId?.trim() || DEFAULT_TENANT_ID,
        username: values.username.trim(),
        passwordMd5: SparkMD5.hash(values.password),
      });
      saveSession(answer);
      navigate(target, { replace: true });
    } catch (e) {
      setError(e instanceof ApiError ? e.message : '登录失败，请稍后重试');
      setSubmitting(false);
    }
  };

  return (
    <div className="kc-login">
      <div className="kc-login-panel">
        <h1 className="kc-login-title">{PRODUCT_NAME}</h1>
        <p className="kc-login-subtitle">仓单登记 · 交易 · 质押融资</p>
        {error && <Alert className="kc-login-error" type="error" showIcon title={error} role="alert" />}
        <Form<LoginForm> name="login" size="large" onFinish={onFinish} disabled={submitting}>
          {tenantMode && (
            <Form.Item name="tenantId" initialValue={DEFAULT_TENANT_ID}>
              <Input placeholder="租户编号" aria-label="租户编号" />
            </Form.Item>
          )}
          <Form.Item name="username" rules={[{ required: true, whitespace: true, message: '请输入账号' }]}>
            <Input prefix={<UserOutlined />} placeholder="账号" aria-label="账号" autoComplete="username" autoFocus />
          </Form.Item>
          <Form.Item name="password" rules={[{ required: true, message: '请输入密码' }]}>
            <Input.Password
              prefix={<LockOutlined />}
              placeholder="密码"
              aria-label="密码"
              autoComplete="current-password"
            />
          </Form.Item>
          <Button type="primary" htmlType="submit" block loading={submitting}>
            登录
          </Button>
        </Form>
      </div>
    </div>
  );
};

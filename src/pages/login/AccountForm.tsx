import { useState, type KeyboardEvent } from 'react';
import { Button, Form, Input } from 'antd';
import { LockOutlined, UserOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { authApi } from '../../auth/authApi';
import { useSession } from '../../stores/session';
import css from './login.module.css';

export default function AccountForm({ onSignedIn }: { onSignedIn: () => Promise<void> }) {
  const { t } = useTranslation();
  const [capsLock, setCapsLock] = useState(false);
  const loading = useSession((s) => s.loginLoading);
  const setLoading = useSession((s) => s.setLoginLoading);

  const watchCaps = (e: KeyboardEvent) => {
    if (typeof e.getModifierState === 'function') setCapsLock(e.getModifierState('CapsLock'));
  };

  const submit = async (v: { account: string; password: string }) => {
    setLoading(true);
    try {
      await authApi.login(v.account, v.password);
      await onSignedIn();
    } catch {
      // The client has shown the server's reason already.
    } finally {
      useSession.getState().setLoginLoading(false);
    }
  };

  return (
    <Form layout="vertical" size="large" onFinish={submit} requiredMark={false} className={css.form} data-testid="login-form">
      <Form.Item
        name="account"
        rules={[{ required: true, whitespace: true, message: t('login.account') }]}
        extra={<span className={css.hint}>{t('login.subAccountHint')}</span>}
      >
        <Input prefix={<UserOutlined />} placeholder={t('login.account')} aria-label={t('login.account')} autoComplete="username" data-testid="login-account" maxLength={64} />
      </Form.Item>
      <Form.Item
        name="password"
        rules={[{ required: true, message: t('login.password') }]}
        extra={capsLock ? <span className={css.caps} data-testid="login-caps-lock">{t('login.capsLock')}</span> : null}
      >
        <Input.Password
          prefix={<LockOutlined />}
          placeholder={t('login.password')}
          aria-label={t('login.password')}
          autoComplete="current-password"
          data-testid="login-password"
          maxLength={64}
          onKeyDown={watchCaps}
          onKeyUp={watchCaps}
          onBlur={() => setCapsLock(false)}
        />
      </Form.Item>
      <Button type="primary" htmlType="submit" block loading={loading} data-testid="login-submit">
        {loading ? t('login.submitting') : t('login.submit')}
      </Button>
    </Form>
  );
}

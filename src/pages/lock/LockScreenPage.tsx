import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { Avatar, Button, Form, Input } from 'antd';
import { LockOutlined, UnlockOutlined, UserOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../stores/session';
import { authApi } from '../../auth/authApi';
import { loadCurrentUser, signOut } from '../../auth/signIn';
import { brand } from '../../branding';
import css from './lock.module.css';

export default function LockScreenPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const userInfo = useSession((s) => s.userInfo);
  const [busy, setBusy] = useState(false);
  const [now] = useState(() => new Date());

  // After a reload the lock survives but the user info does not: fetch it for the name and avatar.
  const account = userInfo?.account ?? null;
  useEffect(() => {
    if (!account) void loadCurrentUser().catch(() => undefined);
  }, [account]);

  const unlock = async ({ password }: { password: string }) => {
    if (!account) return;
    setBusy(true);
    try {
      await authApi.unlock(account, password);
      useSession.getState().unlock();
      navigate('/home', { replace: true });
    } catch {
      // wrong password: the client showed the server's message
    } finally {
      setBusy(false);
    }
  };

  const info = useSession((s) => s.userInfo);
  return (
    <div className={css.page}>
      <div className={css.clock}>
        {now.toLocaleDateString()} · {brand.platformName}
      </div>
      <div className={css.panel}>
        <Avatar size={88} src={info?.headIcon || undefined} icon={<UserOutlined />} />
        <div className={css.name}>{info?.realName || info?.account || ''}</div>
        <div className={css.sub}>
          <LockOutlined /> {t('lock.title')}
        </div>
        <Form onFinish={unlock} className={css.form} data-testid="lock-form">
          <Form.Item name="password" rules={[{ required: true, message: t('lock.passwordRequired') }]}>
            <Input.Password size="large" placeholder={t('lock.password')} autoFocus data-testid="lock-password" maxLength={64} />
          </Form.Item>
          <Button type="primary" htmlType="submit" size="large" block loading={busy} icon={<UnlockOutlined />} data-testid="lock-submit">
            {t('lock.unlock')}
          </Button>
        </Form>
        <Button
          type="link"
          className={css.back}
          onClick={async () => {
            await signOut();
            navigate('/login', { replace: true });
          }}
        >
          {t('lock.backToLogin')}
        </Button>
      </div>
    </div>
  );
}

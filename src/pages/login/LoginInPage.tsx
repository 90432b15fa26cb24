import { useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { Button, Result } from 'antd';
import { useTranslation } from 'react-i18next';
import { authApi } from '../../auth/authApi';
import { useSession } from '../../stores/session';
import { brand } from '../../branding';

// Opened on a phone by scanning the desktop's QR code: a signed-in user confirms the desktop login.
export default function LoginInPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const ticket = params.get('ticket') ?? '';
  const signedIn = useSession((s) => s.signedIn);
  const [state, setState] = useState<'ask' | 'busy' | 'done' | 'failed'>('ask');

  if (!ticket) return <Result status="warning" title={t('loginIn.invalid')} />;
  if (!signedIn) {
    const back = `/loginIn?ticket=${encodeURIComponent(ticket)}`;
    return (
      <Result
        status="info"
        title={t('loginIn.needLogin')}
        extra={
          <Link to={`/login?redirect=${encodeURIComponent(back)}`}>
            <Button type="primary">{t('loginIn.goLogin')}</Button>
          </Link>
        }
      />
    );
  }
  if (state === 'done') return <Result status="success" title={t('loginIn.done')} />;
  if (state === 'failed') return <Result status="error" title={t('loginIn.invalid')} />;
  return (
    <Result
      status="info"
      title={t('loginIn.title')}
      subTitle={t('loginIn.ask', { name: brand.platformName })}
      extra={
        <Button
          type="primary"
          size="large"
          loading={state === 'busy'}
          data-testid="loginin-confirm"
          onClick={async () => {
            setState('busy');
            try {
              await authApi.qrConfirm(ticket);
              setState('done');
            } catch {
              setState('failed');
            }
          }}
        >
          {t('loginIn.confirm')}
        </Button>
      }
    />
  );
}

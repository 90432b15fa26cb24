import { useCallback, useEffect, useRef, useState } from 'react';
import { Button, Spin } from 'antd';
import { ReloadOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { authApi } from '../../auth/authApi';
import css from './login.module.css';

type State = 'loading' | 'waiting' | 'confirmed' | 'expired';
const POLL_MS = 2000;

export default function QrLogin({ onSignedIn }: { onSignedIn: () => Promise<void> }) {
  const { t } = useTranslation();
  const [state, setState] = useState<State>('loading');
  const [image, setImage] = useState<string>('');
  const ticketRef = useRef<string | null>(null);
  // Only the latest request for a ticket may set it: two overlapping ones (the panel shown twice,
  // a double click on refresh) must not leave the code on screen for one ticket and the polling on
  // another, which a phone would then confirm in vain.
  const generation = useRef(0);

  const fresh = useCallback(async () => {
    const mine = ++generation.current;
    setState('loading');
    try {
      const { data } = await authApi.qrTicket();
      if (mine !== generation.current) return;
      const { toDataURL } = await import('qrcode');
      const image = await toDataURL(`${window.location.origin}/loginIn?ticket=${encodeURIComponent(data.ticket)}`, { width: 200, margin: 1 });
      if (mine !== generation.current) return;
      ticketRef.current = data.ticket;
      setImage(image);
      setState('waiting');
    } catch {
      if (mine === generation.current) setState('expired');
    }
  }, []);

  useEffect(() => {
    void fresh();
    return () => {
      // eslint-disable-next-line react-hooks/exhaustive-deps -- a request counter, not a DOM node: leaving must void the latest request
      generation.current++;
    };
  }, [fresh]);

  useEffect(() => {
    if (state !== 'waiting') return;
    let stopped = false;
    const id = setInterval(async () => {
      const ticket = ticketRef.current;
      if (!ticket) return;
      try {
        const { data } = await authApi.qrState(ticket);
        if (stopped) return;
        if (data.state === 'expired') setState('expired');
        else if (data.state === 'confirmed') {
          // The answer that handed the session over set the cookie; one sign-in even if polls overlap.
          stopped = true;
          setState('confirmed');
          await onSignedIn();
        }
      } catch {
        // a missed poll is retried on the next tick
      }
    }, POLL_MS);
    return () => {
      stopped = true;
      clearInterval(id);
    };
  }, [state, onSignedIn]);

  return (
    <div className={css.qr} data-testid="login-qr">
      <div className={css.qrBox}>
        {state === 'loading' ? <Spin /> : image ? <img src={image} alt="QR" width={200} height={200} /> : null}
        {state === 'expired' && (
          <div className={css.qrMask}>
            <div>{t('login.scanExpired')}</div>
            <Button type="primary" size="small" icon={<ReloadOutlined />} onClick={fresh} data-testid="login-qr-refresh">
              {t('login.refreshQr')}
            </Button>
          </div>
        )}
      </div>
      <div className={css.hint}>{state === 'confirmed' ? t('login.scanConfirmed') : t('login.scanTip')}</div>
    </div>
  );
}

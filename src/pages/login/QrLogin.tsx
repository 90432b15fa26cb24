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
    let timer: ReturnType<typeof setTimeout> | undefined;
    // One poll at a time: the next starts after the last answered. Overlapping polls raced — the poll
    // that took the session over (and set its cookie) could answer after a later one that only saw
    // "confirmed", which then signed in without the cookie and left the desktop on the login page.
    const poll = async () => {
      const ticket = ticketRef.current;
      try {
        if (ticket) {
          const { data } = await authApi.qrState(ticket);
          if (stopped) return;
          if (data.state === 'expired') return setState('expired');
          if (data.state === 'confirmed') {
            stopped = true;
            setState('confirmed');
            await onSignedIn();
            return;
          }
        }
      } catch {
        // a missed poll is retried on the next tick
      }
      if (!stopped) timer = setTimeout(poll, POLL_MS);
    };
    timer = setTimeout(poll, POLL_MS);
    return () => {
      stopped = true;
      clearTimeout(timer);
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

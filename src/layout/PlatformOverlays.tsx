import { lazy, Suspense, useEffect, useMemo, useState } from 'react';
import { Modal } from 'antd';
import { useTranslation } from 'react-i18next';
import { useSession } from '../stores/session';
import { usePlatform, watermarkFor } from '../stores/platform';

const PasswordTab = lazy(() => import('../pages/profile/PasswordTab'));

/** The page watermark of 系统配置: the user's name tiled faintly over every screen, never in the way of a click. */
export function Watermark() {
  const on = usePlatform((s) => s.enableWatermark);
  const template = usePlatform((s) => s.watermarkText);
  const user = useSession((s) => s.userInfo);
  const text = watermarkFor(template, user);
  const image = useMemo(() => {
    if (!text) return '';
    const esc = text.replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`);
    const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="260" height="160"><text x="20" y="100" transform="rotate(-20 130 80)" font-size="14" fill="rgba(0,0,0,0.09)" font-family="sans-serif">${esc}</text></svg>`;
    return `url("data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}")`;
  }, [text]);
  if (!on || !image) return null;
  return (
    <div
      aria-hidden="true"
      data-testid="page-watermark"
      data-text={text}
      style={{ position: 'fixed', inset: 0, pointerEvents: 'none', zIndex: 2000, backgroundImage: image, backgroundRepeat: 'repeat' }}
    />
  );
}

/**
 * A one-time or expired password must be changed before anything else: the server refuses every
 * other call (server/sysConfig), and here the change is the only thing on screen.
 */
export function ForcedPasswordChange() {
  const must = useSession((s) => s.userInfo?.mustChangePassword);
  const [ready, setReady] = useState(false);
  useEffect(() => {
    if (must) void import('../pages/system/i18n').then(() => setReady(true));
  }, [must]);
  const { t } = useTranslation('system');
  if (!must || !ready) return null;
  return (
    <Modal open closable={false} maskClosable={false} keyboard={false} footer={null} title={t(`forced.${must}`)} width={560} data-testid="forced-password">
      <Suspense fallback={null}>
        <PasswordTab />
      </Suspense>
    </Modal>
  );
}

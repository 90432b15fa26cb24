import { useEffect, useState } from 'react';
import { Button, Tooltip, message } from 'antd';
import { FullscreenExitOutlined, FullscreenOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { useSpecMessage } from '../core/useSpecMessage';

export interface FullScreenToggleProps {
  /** Element to show full screen; the whole page by default. */
  target?: () => HTMLElement | null;
  disabled?: boolean;
}

/** Navbar / list-toolbar button: enters and leaves full screen, its tooltip saying which. */
export default function FullScreenToggle({ target, disabled }: FullScreenToggleProps) {
  const { t } = useTranslation('widgets');
  const msg = useSpecMessage();
  const [toast, holder] = message.useMessage();
  const [on, setOn] = useState(() => typeof document !== 'undefined' && !!document.fullscreenElement);

  useEffect(() => {
    const sync = () => setOn(!!document.fullscreenElement);
    document.addEventListener('fullscreenchange', sync);
    return () => document.removeEventListener('fullscreenchange', sync);
  }, []);

  const toggle = async () => {
    if (!document.fullscreenEnabled) {
      void toast.warning(msg('fullscreenUnsupported'));
      return;
    }
    try {
      if (document.fullscreenElement) await document.exitFullscreen();
      else await (target?.() ?? document.documentElement).requestFullscreen();
    } catch {
      // Refused by the browser (no user gesture, iframe without allowfullscreen): same as unsupported.
      void toast.warning(msg('fullscreenUnsupported'));
    }
  };

  const label = on ? t('exitFullscreen') : t('fullscreen');
  return (
    <>
      {holder}
      <Tooltip title={label}>
        <Button type="text" aria-label={label} disabled={disabled} icon={on ? <FullscreenExitOutlined /> : <FullscreenOutlined />} onClick={toggle} />
      </Tooltip>
    </>
  );
}

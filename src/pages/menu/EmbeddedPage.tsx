import { useEffect, useState } from 'react';
import { Empty } from 'antd';
import { useTranslation } from 'react-i18next';
import type { MenuLink } from '../../router/buildRoutes';
import { resolveLink } from '../../router/openLink';

/** Type-7 `_self` entries: the external address inside the content area (its ${token} a one-time ticket). */
export default function EmbeddedPage({ href, link, title }: { href?: string; link?: MenuLink; title: string }) {
  const { t } = useTranslation();
  const [src, setSrc] = useState<string | undefined>(link ? undefined : href);
  useEffect(() => {
    if (!link) return setSrc(href);
    let live = true;
    resolveLink(link).then(
      (url) => live && setSrc(url),
      () => live && setSrc(href),
    );
    return () => {
      live = false;
    };
  }, [href, link]);
  if (!href) return <Empty description={t('pages.embeddedMissing')} />;
  if (!src) return null;
  return (
    <iframe
      src={src}
      title={title}
      style={{ width: '100%', height: 'calc(100vh - 150px)', minHeight: 400, border: 0, background: '#fff', display: 'block' }}
      data-testid="embedded-frame"
    />
  );
}

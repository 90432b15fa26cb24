import { Empty } from 'antd';
import { useTranslation } from 'react-i18next';

/** Type-7 `_self` entries: the external address inside the content area. */
export default function EmbeddedPage({ href, title }: { href?: string; title: string }) {
  const { t } = useTranslation();
  if (!href) return <Empty description={t('pages.embeddedMissing')} />;
  return (
    <iframe
      src={href}
      title={title}
      style={{ width: '100%', height: 'calc(100vh - 150px)', minHeight: 400, border: 0, background: '#fff', display: 'block' }}
      data-testid="embedded-frame"
    />
  );
}

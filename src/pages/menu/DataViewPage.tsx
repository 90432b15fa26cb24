import { Button, Card, Result } from 'antd';
import { FundProjectionScreenOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { MenuLink } from '../../router/buildRoutes';
import { openExternal } from '../../router/openLink';

/** Type-6 entries: a data-visualisation screen of moduleId, opened with a one-time ticket. */
export default function DataViewPage({ href, link, title }: { href?: string; link?: MenuLink; title: string }) {
  const { t } = useTranslation();
  return (
    <Card variant="borderless">
      <Result
        icon={<FundProjectionScreenOutlined />}
        title={title}
        extra={
          href ? (
            <Button type="primary" onClick={() => openExternal(href, link)}>
              {t('pages.dataViewOpen')}
            </Button>
          ) : null
        }
      />
    </Card>
  );
}

import { Button, Card, Result } from 'antd';
import { FundProjectionScreenOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';

/** Type-6 entries: a data-visualisation screen of moduleId, opened with the session token. */
export default function DataViewPage({ href, title }: { href?: string; title: string }) {
  const { t } = useTranslation();
  return (
    <Card variant="borderless">
      <Result
        icon={<FundProjectionScreenOutlined />}
        title={title}
        extra={
          href ? (
            <Button type="primary" onClick={() => window.open(href, '_blank', 'noopener')}>
              {t('pages.dataViewOpen')}
            </Button>
          ) : null
        }
      />
    </Card>
  );
}

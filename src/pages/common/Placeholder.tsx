import { Card, Result } from 'antd';
import { AppstoreOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';

/** A clean page for screens the spec does not detail yet: title, a short line, no broken layout. */
export default function Placeholder({ title, description }: { title: string; description?: string }) {
  const { t } = useTranslation();
  return (
    <Card variant="borderless" style={{ minHeight: 360 }} data-testid="page-placeholder">
      <Result icon={<AppstoreOutlined style={{ color: '#bfbfbf' }} />} title={title} subTitle={description ?? t('pages.placeholderDesc')} />
    </Card>
  );
}

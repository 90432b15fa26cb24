import { Button, Result } from 'antd';
import { useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';

export default function NotFound() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <Result
      status="404"
      title="404"
      subTitle={t('pages.notFound')}
      data-testid="page-404"
      extra={
        <Button type="primary" onClick={() => navigate('/home')}>
          {t('pages.backHome')}
        </Button>
      }
    />
  );
}

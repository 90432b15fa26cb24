import { useLocation } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Button } from 'antd';
import { Link } from 'react-router-dom';
import Placeholder from './Placeholder';
import { brand } from '../../branding';
import { publicPageTitleKey } from './pageTitles';
import { publicScreen } from '../publicSite/publicScreens';
import { useSession } from '../../stores/session';

/** A public route opened without a session (spec §2.1): a standalone page with a way to sign in. */
export default function PublicPage() {
  const { pathname } = useLocation();
  const { t } = useTranslation();
  const signedIn = useSession((s) => s.signedIn);
  return (
    <div style={{ minHeight: '100%', background: '#f0f2f5' }}>
      <header style={{ height: 56, background: '#fff', display: 'flex', alignItems: 'center', justifyContent: 'space-between', padding: '0 24px', boxShadow: '0 1px 4px rgba(0,21,41,.08)' }}>
        <Link to="/door" style={{ color: 'inherit', textDecoration: 'none' }}>
          <strong style={{ fontSize: 16 }}>{brand.platformName}</strong>
        </Link>
        {/* A signed-in visitor of a standalone public page goes back to the console, not to sign-in. */}
        <Link to={signedIn ? '/home' : '/login'}>
          <Button type="primary">{signedIn ? t('pages.home') : t('login.submit')}</Button>
        </Link>
      </header>
      <div style={{ padding: 24 }}>{publicScreen(pathname) ?? <Placeholder title={t(publicPageTitleKey(pathname))} />}</div>
    </div>
  );
}

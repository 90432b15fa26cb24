import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { brand } from '../../branding';
import { usePlatform } from '../../stores/platform';
import { completeSignIn } from '../../auth/signIn';
import { safeRedirect } from './safeRedirect';
import AccountForm from './AccountForm';
import CodeForm from './CodeForm';
import QrLogin from './QrLogin';
import LanguageLinks from './LanguageLinks';
import css from './login.module.css';

type Mode = 'account' | 'code' | 'scan';
const MODES: [Mode, string][] = [
  ['account', 'login.tabAccount'],
  ['code', 'login.tabCode'],
  ['scan', 'login.tabScan'],
];

export default function LoginPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const [mode, setMode] = useState<Mode>('account');
  // 系统配置 names the platform and switches sign-in ways off; the server refuses a switched-off way too.
  const platformName = usePlatform((s) => s.sysName);
  const codeOn = usePlatform((s) => s.enableCodeLogin);
  const qrOn = usePlatform((s) => s.enableQrLogin);
  const modes = MODES.filter(([key]) => (key === 'code' ? codeOn : key === 'scan' ? qrOn : true));

  const signedIn = async () => {
    await completeSignIn();
    navigate(safeRedirect(params.get('redirect')), { replace: true });
  };

  return (
    <div className={css.page}>
      <div className={css.topbar}>
        <LanguageLinks />
      </div>
      <div className={css.shell}>
        <section className={css.intro} aria-hidden="true">
          <div className={css.introTitle}>{platformName}</div>
          <div className={css.introText}>组织 · 权限 · 流程 · 数据 · 低代码开发</div>
          <svg className={css.art} viewBox="0 0 320 200" role="presentation">
            <rect x="20" y="30" width="280" height="150" rx="12" fill="rgba(255,255,255,0.14)" />
            <rect x="40" y="52" width="90" height="10" rx="5" fill="rgba(255,255,255,0.7)" />
            <rect x="40" y="74" width="160" height="8" rx="4" fill="rgba(255,255,255,0.4)" />
            <rect x="40" y="92" width="130" height="8" rx="4" fill="rgba(255,255,255,0.4)" />
            <rect x="40" y="120" width="60" height="40" rx="6" fill="rgba(255,255,255,0.55)" />
            <rect x="110" y="104" width="60" height="56" rx="6" fill="rgba(255,255,255,0.35)" />
            <rect x="180" y="88" width="60" height="72" rx="6" fill="rgba(255,255,255,0.55)" />
            <circle cx="262" cy="62" r="18" fill="rgba(255,255,255,0.5)" />
          </svg>
        </section>
        <main className={css.card}>
          <h1 className={css.title} data-testid="login-platform-name">{platformName}</h1>
          <div className={css.subtitle}>{t('login.welcome')}</div>
          {/* Hand-made tabs: antd Tabs alone would add ~20 KB gzip to the login chunk. */}
          <div className={css.tabs} role="tablist">
            {modes.map(([key, label]) => (
              <button
                key={key}
                type="button"
                role="tab"
                aria-selected={mode === key}
                className={`${css.tab} ${mode === key ? css.tabActive : ''}`}
                onClick={() => setMode(key)}
                data-testid={`login-tab-${key}`}
              >
                {t(label)}
              </button>
            ))}
          </div>
          <div role="tabpanel">
            {mode === 'account' && <AccountForm onSignedIn={signedIn} />}
            {mode === 'code' && codeOn && <CodeForm onSignedIn={signedIn} />}
            {mode === 'scan' && qrOn && <QrLogin onSignedIn={signedIn} />}
          </div>
        </main>
      </div>
      <footer className={css.footer}>{t('login.copyright', { year: new Date().getFullYear(), name: brand.company })}</footer>
    </div>
  );
}

import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { Tabs } from 'antd';
import { useTranslation } from 'react-i18next';
import { brand } from '../../branding';
import { completeSignIn } from '../../auth/signIn';
import { safeRedirect } from './safeRedirect';
import AccountForm from './AccountForm';
import CodeForm from './CodeForm';
import QrLogin from './QrLogin';
import LanguagePicker from './LanguagePicker';
import css from './login.module.css';

type Mode = 'account' | 'code' | 'scan';

export default function LoginPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const [mode, setMode] = useState<Mode>('account');

  const signedIn = async (token: string) => {
    await completeSignIn(token);
    navigate(safeRedirect(params.get('redirect')), { replace: true });
  };

  return (
    <div className={css.page}>
      <div className={css.topbar}>
        <LanguagePicker />
      </div>
      <div className={css.shell}>
        <section className={css.intro} aria-hidden="true">
          <div className={css.introTitle}>{brand.platformName}</div>
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
          <h1 className={css.title}>{brand.platformName}</h1>
          <div className={css.subtitle}>{t('login.welcome')}</div>
          <Tabs
            activeKey={mode}
            onChange={(k) => setMode(k as Mode)}
            centered
            items={[
              { key: 'account', label: <span data-testid="login-tab-account">{t('login.tabAccount')}</span>, children: <AccountForm onToken={signedIn} /> },
              { key: 'code', label: <span data-testid="login-tab-code">{t('login.tabCode')}</span>, children: <CodeForm onToken={signedIn} /> },
              { key: 'scan', label: <span data-testid="login-tab-scan">{t('login.tabScan')}</span>, children: mode === 'scan' ? <QrLogin onToken={signedIn} /> : null },
            ]}
          />
        </main>
      </div>
      <footer className={css.footer}>{t('login.copyright', { year: new Date().getFullYear(), name: brand.company })}</footer>
    </div>
  );
}

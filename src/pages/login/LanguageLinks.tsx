import { useTranslation } from 'react-i18next';
import { message } from 'antd';
import { useApp, LANGS } from '../../stores/app';
import { i18n } from '../../i18n/i18n';
import css from './login.module.css';

/** The login page's language choice: three plain links (a dropdown would weigh down the login chunk). */
export default function LanguageLinks() {
  const { t } = useTranslation();
  const language = useApp((s) => s.language);
  const setLanguage = useApp((s) => s.setLanguage);
  return (
    <nav className={css.langs} aria-label={t('nav.language')} data-testid="language-selector">
      {LANGS.map((l) => (
        <button
          key={l}
          type="button"
          className={`${css.lang} ${l === language ? css.langActive : ''}`}
          aria-pressed={l === language}
          data-testid={`language-${l}`}
          onClick={() => {
            if (l === language) return;
            setLanguage(l);
            void i18n.changeLanguage(l).then(() => message.success(i18n.getFixedT(l, 'shell')('nav.languageSuccess')));
          }}
        >
          {t(`languages.${l}`)}
        </button>
      ))}
    </nav>
  );
}

import { Dropdown, message } from 'antd';
import { GlobalOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { useApp, LANGS, type Lang } from '../../stores/app';
import { i18n } from '../../i18n/i18n';

/** The language selector; signed in, the choice is also saved on the server (`save`). */
export default function LanguagePicker({ save, className }: { save?: (l: Lang) => void; className?: string }) {
  const { t } = useTranslation();
  const language = useApp((s) => s.language);
  const setLanguage = useApp((s) => s.setLanguage);
  return (
    <Dropdown
      trigger={['click']}
      menu={{
        selectable: true,
        selectedKeys: [language],
        items: LANGS.map((l) => ({ key: l, label: t(`languages.${l}`), 'data-testid': `language-${l}` })),
        onClick: ({ key }) => {
          const l = key as Lang;
          setLanguage(l);
          save?.(l);
          void i18n.changeLanguage(l).then(() => message.success(i18n.getFixedT(l, 'shell')('nav.languageSuccess')));
        },
      }}
    >
      {/* The name holds the visible language too, so speech input ("click 简体中文") finds it. */}
      <span
        className={className}
        role="button"
        tabIndex={0}
        aria-label={`${t('nav.language')} ${t(`languages.${language}`)}`}
        title={t('nav.language')}
        data-testid="language-selector"
        style={{ cursor: 'pointer' }}
      >
        <GlobalOutlined /> {t(`languages.${language}`)}
      </span>
    </Dropdown>
  );
}

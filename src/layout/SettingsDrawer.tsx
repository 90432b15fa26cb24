import { useEffect, useRef } from 'react';
import { Divider, Drawer, Radio, Switch, Tooltip } from 'antd';
import { CheckOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { useSettings, THEME_COLORS, LAYOUT_TYPES, themePayload, type DisplaySettings, type ThemeClass } from '../stores/settings';
import { currentUserApi } from '../api/currentUserApi';
import LanguagePicker from '../pages/login/LanguagePicker';
import css from './layout.module.css';

const SWITCHES = ['tagsView', 'tagsIcon', 'showSearch', 'showNav', 'sidebarLogo'] as const;

/** Saves the settings to the server a moment after the last change (one call per burst of clicks). */
function useSaveTheme() {
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  useEffect(() => () => {
    if (timer.current) clearTimeout(timer.current);
  }, []);
  return () => {
    if (timer.current) clearTimeout(timer.current);
    timer.current = setTimeout(() => {
      void currentUserApi.saveTheme(themePayload(useSettings.getState())).catch(() => undefined);
    }, 400);
  };
}

export default function SettingsDrawer({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const settings = useSettings();
  const save = useSaveTheme();
  const set = <K extends keyof DisplaySettings>(key: K, value: DisplaySettings[K]) => {
    settings.change(key, value);
    save();
  };

  return (
    <Drawer open={open} onClose={onClose} title={t('settings.title')} size={300} data-testid="settings-drawer">
      <div className={css.settingTitle}>{t('settings.layout')}</div>
      <div className={css.layoutPicker}>
        {LAYOUT_TYPES.map((l) => (
          <button
            type="button"
            key={l}
            className={`${css.layoutCard} ${settings.layoutType === l ? css.layoutCardActive : ''}`}
            onClick={() => set('layoutType', l)}
            data-testid={`layout-${l}`}
            aria-pressed={settings.layoutType === l}
          >
            <span className={`${css.layoutThumb} ${css[`thumb_${l}`]}`} />
            <span>{t(`settings.${l}`)}</span>
          </button>
        ))}
      </div>

      <div className={css.settingTitle}>{t('settings.sidebarStyle')}</div>
      <Radio.Group
        value={settings.slideClass}
        onChange={(e) => set('slideClass', e.target.value)}
        optionType="button"
        options={[
          { value: 'dark', label: t('settings.dark') },
          { value: 'lightWhite', label: t('settings.lightWhite') },
        ]}
        data-testid="slide-class"
      />

      <div className={css.settingTitle}>{t('settings.themeColor')}</div>
      <div className={css.colors}>
        {(Object.keys(THEME_COLORS) as ThemeClass[]).map((c) => (
          <Tooltip key={c} title={t(`settings.colors.${c}`)}>
            <button
              type="button"
              className={css.color}
              style={{ background: THEME_COLORS[c] }}
              onClick={() => set('themeClass', c)}
              aria-label={t(`settings.colors.${c}`)}
              data-testid={`theme-${c}`}
            >
              {settings.themeClass === c && <CheckOutlined />}
            </button>
          </Tooltip>
        ))}
      </div>

      <Divider />
      <div className={css.settingTitle}>{t('settings.interface')}</div>
      {SWITCHES.map((k) => (
        <div key={k} className={css.settingRow}>
          <span>{t(`settings.${k}`)}</span>
          <Switch size="small" checked={settings[k]} onChange={(v) => set(k, v)} aria-label={t(`settings.${k}`)} data-testid={`setting-${k}`} />
        </div>
      ))}
      <div className={css.settingRow}>
        <span>{t('settings.language')}</span>
        <LanguagePicker save={(l) => void currentUserApi.saveLanguage(l).catch(() => undefined)} />
      </div>
    </Drawer>
  );
}

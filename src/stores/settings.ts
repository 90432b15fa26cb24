import { create } from 'zustand';
import { immer } from 'zustand/middleware/immer';
import { localStore } from '../persist/localStore';

// Display settings (spec §3), persisted locally and saved to the server as the user's theme.

export type LayoutType = 'classic' | 'functional' | 'plain';
export type SlideClass = 'dark' | 'lightWhite';
export type ThemeClass = 'blue' | 'purple' | 'azure' | 'ocean' | 'green' | 'yellow' | 'orange' | 'red';

export const LAYOUT_TYPES: readonly LayoutType[] = ['classic', 'functional', 'plain'];
export const SLIDE_CLASSES: readonly SlideClass[] = ['dark', 'lightWhite'];
export const THEME_COLORS: Record<ThemeClass, string> = {
  blue: '#1890ff',
  purple: '#722ed1',
  azure: '#13c2c2',
  ocean: '#2f54eb',
  green: '#52c41a',
  yellow: '#faad14',
  orange: '#fa8c16',
  red: '#f5222d',
};

export interface DisplaySettings {
  theme: string;
  themeClass: ThemeClass;
  layoutType: LayoutType;
  slideClass: SlideClass;
  tagsView: boolean;
  tagsIcon: boolean;
  showSearch: boolean;
  showNav: boolean;
  showLanguage: boolean;
  sidebarLogo: boolean;
  fixedHeader: boolean;
  showSettings: boolean;
  errorLog: 'production' | 'development';
}

export const DEFAULT_SETTINGS: DisplaySettings = {
  theme: THEME_COLORS.blue,
  themeClass: 'blue',
  layoutType: 'classic',
  slideClass: 'dark',
  tagsView: true,
  tagsIcon: false,
  showSearch: true,
  showNav: true,
  showLanguage: true,
  sidebarLogo: true,
  fixedHeader: false,
  showSettings: true,
  errorLog: 'production',
};

export const SETTINGS_KEY = 'settings';

/** Accepts only known keys with values of the right kind, so a stale or hostile blob can't break the UI. */
export function sanitizeSettings(raw: unknown): Partial<DisplaySettings> {
  if (!raw || typeof raw !== 'object') return {};
  const r = raw as Record<string, unknown>;
  const out: Partial<DisplaySettings> = {};
  if (typeof r.themeClass === 'string' && r.themeClass in THEME_COLORS) {
    out.themeClass = r.themeClass as ThemeClass;
    out.theme = THEME_COLORS[out.themeClass];
  }
  if (LAYOUT_TYPES.includes(r.layoutType as LayoutType)) out.layoutType = r.layoutType as LayoutType;
  if (SLIDE_CLASSES.includes(r.slideClass as SlideClass)) out.slideClass = r.slideClass as SlideClass;
  for (const k of ['tagsView', 'tagsIcon', 'showSearch', 'showNav', 'showLanguage', 'sidebarLogo', 'fixedHeader', 'showSettings'] as const) {
    if (typeof r[k] === 'boolean') out[k] = r[k] as boolean;
  }
  return out;
}

export function loadSettings(): DisplaySettings {
  return { ...DEFAULT_SETTINGS, ...sanitizeSettings(localStore.getJson(SETTINGS_KEY)) };
}

/** After sign-in (spec §4): functional layout, search hidden, nav shown. */
export function afterLoginSettings(s: DisplaySettings): DisplaySettings {
  return { ...s, layoutType: 'functional', showSearch: false, showNav: true };
}

/** Inside an embedded frame (spec §2.4): functional, with search, tags and nav hidden. */
export function embeddedSettings(s: DisplaySettings): DisplaySettings {
  return { ...s, layoutType: 'functional', showSearch: false, tagsView: false, showNav: false };
}

/** What the SystemTheme call stores: the persisted subset, as JSON text. */
export function themePayload(s: DisplaySettings): { theme: string } {
  const { theme, themeClass, layoutType, slideClass, tagsView, tagsIcon, showSearch, showNav, showLanguage, sidebarLogo, fixedHeader } = s;
  return { theme: JSON.stringify({ theme, themeClass, layoutType, slideClass, tagsView, tagsIcon, showSearch, showNav, showLanguage, sidebarLogo, fixedHeader }) };
}

interface SettingsActions {
  change<K extends keyof DisplaySettings>(key: K, value: DisplaySettings[K]): void;
  replace(next: Partial<DisplaySettings>): void;
}

export const useSettings = create<DisplaySettings & SettingsActions>()(
  immer((set, get) => {
    const persist = () => {
      const { change: _c, replace: _r, ...values } = get();
      localStore.setJson(SETTINGS_KEY, values);
    };
    return {
      ...loadSettings(),
      change: (key, value) => {
        set((s) => {
          const patch = sanitizeSettings({ [key]: value });
          Object.assign(s, patch);
        });
        persist();
      },
      replace: (next) => {
        set((s) => {
          Object.assign(s, sanitizeSettings(next));
        });
        persist();
      },
    };
  }),
);

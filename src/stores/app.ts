import { create } from 'zustand';
import { immer } from 'zustand/middleware/immer';
import { localStore } from '../persist/localStore';

// App state (spec §3): sidebar, device, language, size. sidebarStatus, language and size persist.

export type Lang = 'zh' | 'zhtw' | 'en';
export type SizeName = 'default' | 'medium' | 'small' | 'mini';
export type Device = 'desktop' | 'mobile';

export const LANGS: readonly Lang[] = ['zh', 'zhtw', 'en'];
export const SIZES: readonly SizeName[] = ['default', 'medium', 'small', 'mini'];
export const MOBILE_BREAKPOINT = 992;

export interface AppState {
  sidebarOpened: boolean;
  device: Device;
  language: Lang;
  size: SizeName;
}

/**
 * Saved preference first, then the browser language, then zh (spec §4). 系统配置's default language
 * takes the place of that last zh: it serves browsers in a language we do not speak, and never
 * overrides what the browser or the user asked for.
 */
export function pickLanguage(saved: string | null | undefined, browser: readonly string[], fallback: Lang = 'zh'): Lang {
  if (saved && (LANGS as readonly string[]).includes(saved)) return saved as Lang;
  for (const raw of browser) {
    const b = raw.toLowerCase();
    if (b === 'zhtw' || b.startsWith('zh-tw') || b.startsWith('zh-hk') || b.startsWith('zh-mo') || b.startsWith('zh-hant')) return 'zhtw';
    if (b.startsWith('zh')) return 'zh';
    if (b.startsWith('en')) return 'en';
  }
  return fallback;
}

/** The browser's languages, most wanted first. */
export function browserLanguages(): string[] {
  return typeof navigator === 'undefined' ? [] : [...(navigator.languages ?? []), navigator.language].filter(Boolean);
}

export function initialApp(): AppState {
  const nav = browserLanguages();
  const size = localStore.get('size');
  return {
    sidebarOpened: localStore.get('sidebarStatus') !== '0',
    device: 'desktop',
    language: pickLanguage(localStore.get('language'), nav),
    size: (SIZES as readonly string[]).includes(size ?? '') ? (size as SizeName) : 'medium',
  };
}

interface AppActions {
  toggleSidebar(): void;
  closeSidebar(): void;
  setDevice(d: Device): void;
  setLanguage(l: Lang): void;
  setSize(s: SizeName): void;
}

export const useApp = create<AppState & AppActions>()(
  immer((set) => ({
    ...initialApp(),
    toggleSidebar: () =>
      set((s) => {
        s.sidebarOpened = !s.sidebarOpened;
        localStore.set('sidebarStatus', s.sidebarOpened ? '1' : '0');
      }),
    closeSidebar: () =>
      set((s) => {
        s.sidebarOpened = false;
        localStore.set('sidebarStatus', '0');
      }),
    setDevice: (d) =>
      set((s) => {
        s.device = d;
      }),
    setLanguage: (l) =>
      set((s) => {
        s.language = l;
        localStore.set('language', l);
      }),
    setSize: (size) =>
      set((s) => {
        s.size = size;
        localStore.set('size', size);
      }),
  })),
);

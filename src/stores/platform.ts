import { create } from 'zustand';
import { DEFAULT_BRAND_NAME } from '../branding';
import { SPEC_DEFAULT_POLICY, type PasswordPolicy } from '../../contract/passwordPolicy';
import { localStore } from '../persist/localStore';
import { browserLanguages, pickLanguage, useApp, type Lang } from './app';

/**
 * What 系统配置 says about the platform as a whole (GET /api/System/SysConfig/Public): its name and
 * logo on the sign-in page and in the shell, which sign-in ways are on, the default language and
 * the page watermark. Loaded once per page and again after a save on the settings screen.
 */
export interface PlatformSettings extends PasswordPolicy {
  sysName: string;
  logoIcon: string;
  enableCodeLogin: boolean;
  enableQrLogin: boolean;
  defaultLanguage: 'zh-CN' | 'zh-TW' | 'en';
  enableWatermark: boolean;
  watermarkText: string;
}

export const DEFAULT_PLATFORM: PlatformSettings = {
  ...SPEC_DEFAULT_POLICY,
  sysName: DEFAULT_BRAND_NAME,
  logoIcon: '',
  enableCodeLogin: true,
  enableQrLogin: true,
  defaultLanguage: 'zh-CN',
  enableWatermark: false,
  watermarkText: '',
};

const LANG_OF: Record<PlatformSettings['defaultLanguage'], Lang> = { 'zh-CN': 'zh', 'zh-TW': 'zhtw', en: 'en' };

export const usePlatform = create<PlatformSettings & { loaded: boolean }>(() => ({ ...DEFAULT_PLATFORM, loaded: false }));

/**
 * Applies a settings answer: the store, the browser tab's title, and the default language for someone
 * who never chose one and whose browser asks for none we speak.
 */
export function applyPlatform(p: PlatformSettings): void {
  usePlatform.setState({ ...p, loaded: true });
  document.title = p.sysName;
  const language = pickLanguage(localStore.get('language'), browserLanguages(), LANG_OF[p.defaultLanguage] ?? 'zh');
  if (language !== useApp.getState().language) useApp.setState({ language });
}

/** The password rule in force, from the store. */
export function policyOf(s: PasswordPolicy): PasswordPolicy {
  return {
    passwordLengthMin: s.passwordLengthMin,
    passwordLengthMax: s.passwordLengthMax,
    containsNumbers: s.containsNumbers,
    containsLetters: s.containsLetters,
    includeUppercaseLetters: s.includeUppercaseLetters,
    includeLowercaseLetters: s.includeLowercaseLetters,
    containsCharacters: s.containsCharacters,
  };
}

/** The watermark's text for a user: {realName} and {account} filled in. */
export function watermarkFor(template: string, user: { realName?: string; account?: string } | null): string {
  return template.replace(/\{realName\}/g, user?.realName ?? '').replace(/\{account\}/g, user?.account ?? '').trim();
}

/** Reads the public settings; a failure keeps the built-in defaults (the sign-in page must still draw). */
export async function loadPlatform(): Promise<void> {
  try {
    const res = await fetch('/api/System/SysConfig/Public', { headers: { 'X-Requested-With': 'XMLHttpRequest' } });
    const body = (await res.json()) as { code: number; data: PlatformSettings };
    if (body.code === 200) applyPlatform(body.data);
  } catch {
    usePlatform.setState({ loaded: true });
  }
}

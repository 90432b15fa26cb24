import { Type, type Static } from '../kit';
import type { Config } from '../config';
import { SPEC_DEFAULT_POLICY } from '../../contract/passwordPolicy';

/**
 * The settings of 系统配置, named as JNPF's SysConfig names them where it has the setting
 * (sysName, logoIcon, tokenTimeout, singleLogin, passwordLengthMin, containsNumbers…). One schema
 * is the PUT body (every field optional: a partial save), the stored values' check on load, and
 * the GET answer (every field present).
 */
export const LANGUAGES = ['zh-CN', 'zh-TW', 'en'] as const;

export const SettingFields = {
  /** Platform name: the shell's title, the sign-in page, the browser tab. */
  sysName: Type.String({ minLength: 1, maxLength: 40 }),
  /** Logo: a data: image (PNG, JPEG, SVG or WebP) or an address on our own site; '' draws the built-in mark. */
  logoIcon: Type.String({ maxLength: 120_000 }),
  /** Sign-in by SMS code / by QR code; sign-in by password cannot be switched off (nobody could sign in to switch it back). */
  enableCodeLogin: Type.Boolean(),
  enableQrLogin: Type.Boolean(),
  passwordLengthMin: Type.Integer({ minimum: 6, maximum: 32 }),
  passwordLengthMax: Type.Integer({ minimum: 6, maximum: 64 }),
  containsNumbers: Type.Boolean(),
  containsLetters: Type.Boolean(),
  includeUppercaseLetters: Type.Boolean(),
  includeLowercaseLetters: Type.Boolean(),
  containsCharacters: Type.Boolean(),
  /** Days a password is good for; 0: never expires. An expired password must be changed before anything else. */
  passwordExpiryDays: Type.Integer({ minimum: 0, maximum: 3650 }),
  /** An account created without a password gets a one-time password that must be changed at first sign-in. */
  mandatoryModificationOfInitialPassword: Type.Boolean(),
  /** Session lifetime in minutes (new sessions). */
  tokenTimeout: Type.Integer({ minimum: 5, maximum: 43_200 }),
  singleLogin: Type.Boolean(),
  /** Wrong passwords per account and source that go at once before each further one waits. */
  passwordErrorsNumber: Type.Integer({ minimum: 1, maximum: 50 }),
  /** The longest wait one account at one source can reach, in minutes. */
  lockTime: Type.Integer({ minimum: 1, maximum: 1440 }),
  /** Largest file one upload may carry, in MB; 0: each file type's own limit. */
  uploadMaxMb: Type.Integer({ minimum: 0, maximum: 2048 }),
  /** Extensions uploads may have (lower case, no dot); empty: every type's own list. */
  uploadAllowedTypes: Type.Array(Type.String({ pattern: '^[a-z0-9]{1,10}$' }), { maxItems: 100 }),
  defaultLanguage: Type.Union(LANGUAGES.map((l) => Type.Literal(l))),
  enableWatermark: Type.Boolean(),
  /** Watermark text; {realName} and {account} become the signed-in user's. */
  watermarkText: Type.String({ maxLength: 60 }),
  /** 网络硬盘: MB one user's personal space / one school (its space and its members') may hold; 0: no limit. */
  diskUserQuotaMb: Type.Integer({ minimum: 0, maximum: 10_000_000 }),
  diskSchoolQuotaMb: Type.Integer({ minimum: 0, maximum: 100_000_000 }),
};

export const Settings = Type.Object(SettingFields);
export type Settings = Static<typeof Settings>;
export type SettingKey = keyof Settings;
export const SettingsPatch = Type.Partial(Type.Object(SettingFields), { additionalProperties: false });
export type SettingsPatch = Static<typeof SettingsPatch>;

export const DEFAULT_SYS_NAME = '智慧教育云平台';

/** What the settings are before anything was saved: the environment's start-up values and the spec's rules. */
export function startupDefaults(config: Pick<Config, 'sessionTtl' | 'singleLogin' | 'diskUserQuotaBytes' | 'diskSchoolQuotaBytes'>): Settings {
  return {
    sysName: DEFAULT_SYS_NAME,
    logoIcon: '',
    enableCodeLogin: true,
    enableQrLogin: true,
    // Spec §5: 6-16 letters and digits, of both kinds.
    ...SPEC_DEFAULT_POLICY,
    passwordExpiryDays: 0,
    mandatoryModificationOfInitialPassword: true,
    tokenTimeout: Math.max(5, Math.round(config.sessionTtl / 60)),
    singleLogin: config.singleLogin,
    // server/auth/throttle.ts RULES.pair: 5 free, up to 15 minutes.
    passwordErrorsNumber: 5,
    lockTime: 15,
    uploadMaxMb: 0,
    uploadAllowedTypes: [],
    defaultLanguage: 'zh-CN',
    enableWatermark: false,
    watermarkText: '{realName} {account}',
    diskUserQuotaMb: Math.round((config.diskUserQuotaBytes ?? 1024 * 1048576) / 1048576),
    diskSchoolQuotaMb: Math.round((config.diskSchoolQuotaBytes ?? 51200 * 1048576) / 1048576),
  };
}

/**
 * The settings in force: stored values over the defaults. A stored value the schema no longer
 * accepts (a setting renamed, a range narrowed) is skipped rather than trusted.
 */
export function effectiveSettings(defaults: Settings, stored: { key: string; value: unknown }[], accepts: (key: SettingKey, value: unknown) => boolean): Settings {
  const out: Settings = { ...defaults };
  for (const { key, value } of stored) {
    if (!Object.hasOwn(defaults, key)) continue;
    const k = key as SettingKey;
    if (accepts(k, value)) (out as Record<SettingKey, unknown>)[k] = value;
  }
  return out;
}

/** A logo is an image of ours: a data: image or a path on this site (never another host, never script). */
export function logoAcceptable(logo: string): boolean {
  if (logo === '') return true;
  if (/^data:image\/(png|jpeg|webp|svg\+xml);base64,[A-Za-z0-9+/=]+$/.test(logo)) return true;
  return /^\/api\/Common\/Image\/[A-Za-z]+\/[\w.-]+(\?s=[\w-]+)?$/.test(logo);
}

/** Cross-field problems of a would-be configuration, as field → text key. */
export function settingProblems(s: Settings): { field: SettingKey; key: 'sysConfigLengthRange' | 'sysConfigNoClass' | 'sysConfigLogo' }[] {
  const out: { field: SettingKey; key: 'sysConfigLengthRange' | 'sysConfigNoClass' | 'sysConfigLogo' }[] = [];
  if (s.passwordLengthMin > s.passwordLengthMax) out.push({ field: 'passwordLengthMin', key: 'sysConfigLengthRange' });
  const classes = [s.containsNumbers, s.containsLetters, s.includeUppercaseLetters, s.includeLowercaseLetters, s.containsCharacters].filter(Boolean).length;
  if (classes === 0) out.push({ field: 'containsLetters', key: 'sysConfigNoClass' });
  if (!logoAcceptable(s.logoIcon)) out.push({ field: 'logoIcon', key: 'sysConfigLogo' });
  return out;
}

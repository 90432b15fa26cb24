import { joinTexts, ruleText, t, type LocalText } from './texts';

/**
 * The password policy of 系统配置 (server/sysConfig), shared so that the console checks a new
 * password by the same rule and words as the server before sending it.
 */
export interface PasswordPolicy {
  passwordLengthMin: number;
  passwordLengthMax: number;
  containsNumbers: boolean;
  containsLetters: boolean;
  includeUppercaseLetters: boolean;
  includeLowercaseLetters: boolean;
  containsCharacters: boolean;
}

const SYMBOL = /[!-/:-@[-`{-~]/;

/**
 * Whether a plain password satisfies the policy. Letters and digits are always allowed; symbols
 * (printable ASCII punctuation) only when the policy asks for them, because the spec's default
 * rule (§5: 6-16 letters and digits of both kinds) refuses them; nothing else (spaces, non-ASCII)
 * ever, so a password typed on one keyboard can be typed on another.
 */
export function passwordFits(password: string, p: PasswordPolicy): boolean {
  if (password.length < p.passwordLengthMin || password.length > p.passwordLengthMax) return false;
  const allowed = p.containsCharacters ? /^[A-Za-z0-9!-/:-@[-`{-~]+$/ : /^[A-Za-z0-9]+$/;
  if (!allowed.test(password)) return false;
  if (p.containsNumbers && !/[0-9]/.test(password)) return false;
  if (p.containsLetters && !/[A-Za-z]/.test(password)) return false;
  if (p.includeUppercaseLetters && !/[A-Z]/.test(password)) return false;
  if (p.includeLowercaseLetters && !/[a-z]/.test(password)) return false;
  if (p.containsCharacters && !SYMBOL.test(password)) return false;
  return true;
}

export const SPEC_DEFAULT_POLICY: PasswordPolicy = {
  passwordLengthMin: 6,
  passwordLengthMax: 16,
  containsNumbers: true,
  containsLetters: true,
  includeUppercaseLetters: false,
  includeLowercaseLetters: false,
  containsCharacters: false,
};

/** What a refused password is told: the spec's wording under the spec's rule, else the rule in force spelled out. */
export function policyText(p: PasswordPolicy): LocalText {
  const same = (Object.keys(SPEC_DEFAULT_POLICY) as (keyof PasswordPolicy)[]).every((k) => SPEC_DEFAULT_POLICY[k] === p[k]);
  if (same) return ruleText('passwordInvalid');
  const kinds: LocalText[] = [];
  if (p.containsNumbers) kinds.push(t('pwKindNumbers'));
  if (p.containsLetters) kinds.push(t('pwKindLetters'));
  if (p.includeUppercaseLetters) kinds.push(t('pwKindUpper'));
  if (p.includeLowercaseLetters) kinds.push(t('pwKindLower'));
  if (p.containsCharacters) kinds.push(t('pwKindSymbols'));
  return t('passwordPolicyInvalid', { min: p.passwordLengthMin, max: p.passwordLengthMax, kinds: joinTexts(kinds, { zh: '、', zhtw: '、', en: ', ' }) });
}

/** Whether a password last changed at `changedAtMs` has expired under `expiryDays` (0: never). */
export function passwordExpired(changedAtMs: number, expiryDays: number, nowMs: number): boolean {
  return expiryDays > 0 && nowMs - changedAtMs >= expiryDays * 86_400_000;
}

/**
 * A one-time password that fits the policy: 12 characters (more when the policy's minimum is
 * longer) with one of each kind the policy asks for, from an unbiased random source.
 */
export function oneTimePassword(p: PasswordPolicy, random: (n: number) => number): string {
  const digits = '23456789';
  const lower = 'abcdefghjkmnpqrstuvwxyz';
  const upper = 'ABCDEFGHJKLMNPQRSTUVWXYZ';
  const symbols = '!#$%*+-=?@';
  const pick = (set: string) => set[random(set.length)];
  const need: string[] = [pick(digits), pick(lower), pick(upper)];
  if (p.containsCharacters) need.push(pick(symbols));
  const pool = digits + lower + upper + (p.containsCharacters ? symbols : '');
  const length = Math.min(p.passwordLengthMax, Math.max(12, p.passwordLengthMin));
  while (need.length < length) need.push(pick(pool));
  for (let i = need.length - 1; i > 0; i--) {
    const j = random(i + 1);
    [need[i], need[j]] = [need[j], need[i]];
  }
  return need.join('');
}

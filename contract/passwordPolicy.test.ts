import crypto from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { SPEC_DEFAULT_POLICY, oneTimePassword, passwordExpired, passwordFits, policyText } from './passwordPolicy';

const spec = SPEC_DEFAULT_POLICY;

describe('password policy', () => {
  it('under the spec default takes 6-16 letters and digits of both kinds, with the spec wording', () => {
    expect(passwordFits('abc123', spec)).toBe(true);
    expect(passwordFits('abcdef', spec)).toBe(false);
    expect(passwordFits('123456', spec)).toBe(false);
    expect(passwordFits('abc12', spec)).toBe(false);
    expect(passwordFits('abc123!', spec)).toBe(false);
    expect(passwordFits('a'.repeat(16) + '1', spec)).toBe(false);
    expect(policyText(spec).render('zh')).toBe('6-16位字符的密码（数字和字母组成）');
  });

  it('a stricter policy refuses what the default took and names its rule', () => {
    const strict = { ...spec, passwordLengthMin: 10, includeUppercaseLetters: true, containsCharacters: true };
    expect(passwordFits('abc123', strict)).toBe(false);
    expect(passwordFits('abcdef1234', strict)).toBe(false);
    expect(passwordFits('Abcdef123!', strict)).toBe(true);
    expect(passwordFits('Abcdef123 !', strict)).toBe(false);
    expect(policyText(strict).render('zh')).toBe('密码须为10-16位，且包含数字、字母、大写字母、符号');
    expect(policyText(strict).render('en')).toContain('10-16');
  });

  it('expires after the set days, never with 0', () => {
    const day = 86_400_000;
    expect(passwordExpired(0, 0, 1000 * day)).toBe(false);
    expect(passwordExpired(0, 90, 89 * day)).toBe(false);
    expect(passwordExpired(0, 90, 90 * day)).toBe(true);
  });

  it('makes one-time passwords that fit the policy in force', () => {
    for (const p of [spec, { ...spec, passwordLengthMin: 20, passwordLengthMax: 24, containsCharacters: true, includeUppercaseLetters: true }]) {
      for (let i = 0; i < 50; i++) expect(passwordFits(oneTimePassword(p, crypto.randomInt), p)).toBe(true);
    }
  });
});

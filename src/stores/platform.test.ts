import { describe, expect, it } from 'vitest';
import { policyOf, watermarkFor, DEFAULT_PLATFORM } from './platform';

describe('platform settings', () => {
  it('fills the watermark with the signed-in user', () => {
    expect(watermarkFor('{realName} {account}', { realName: '张老师', account: 'teacher' })).toBe('张老师 teacher');
    expect(watermarkFor('内部资料 {account}', null)).toBe('内部资料');
  });

  it('reads the password rule out of the settings (the spec default before any is loaded)', () => {
    expect(policyOf(DEFAULT_PLATFORM)).toEqual({
      passwordLengthMin: 6,
      passwordLengthMax: 16,
      containsNumbers: true,
      containsLetters: true,
      includeUppercaseLetters: false,
      includeLowercaseLetters: false,
      containsCharacters: false,
    });
  });
});

import { describe, expect, it } from 'vitest';
import { feTexts, fill } from './texts';

describe('family education texts', () => {
  it('has every key in all three languages with the same placeholders', () => {
    const keys = Object.keys(feTexts.zh).sort();
    for (const lang of ['zhtw', 'en'] as const) {
      expect(Object.keys(feTexts[lang]).sort()).toEqual(keys);
      for (const k of keys) {
        const ph = (s: string) => (s.match(/\{\{\w+\}\}/g) ?? []).sort();
        expect(ph(feTexts[lang][k as keyof typeof feTexts.zh])).toEqual(ph(feTexts.zh[k as keyof typeof feTexts.zh]));
      }
    }
  });
  it('fills placeholders', () => {
    expect(fill('阅读 {{n}}', { n: 3 })).toBe('阅读 3');
  });
});

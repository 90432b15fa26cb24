import { describe, expect, it } from 'vitest';
import { keywordCondition, keywordLookup } from './keywordLookup';

describe('keywordLookup', () => {
  it('looks a code-shaped keyword up by its digits and checks the whole keyword on the rows found', () => {
    expect(keywordLookup('XSB0001234')).toEqual({ indexed: '%0001234%', whole: 'xsb0001234' });
    expect(keywordLookup('DD-20261203')).toEqual({ indexed: '%20261203%', whole: 'dd-20261203' });
  });

  it('looks everything else up whole, escaped for LIKE', () => {
    expect(keywordLookup('王子涵')).toEqual({ indexed: '%王子涵%', whole: null });
    expect(keywordLookup('20250001')).toEqual({ indexed: '%20250001%', whole: null });
    expect(keywordLookup('XSB12')).toEqual({ indexed: '%xsb12%', whole: null });
    expect(keywordLookup('张三2025')).toEqual({ indexed: '%张三2025%', whole: null });
    expect(keywordLookup('50%_off')).toEqual({ indexed: '%50\\%\\_off%', whole: null });
  });

  it('writes one LIKE, or a LIKE and a strpos of the whole keyword, with numbered parameters', () => {
    const params: unknown[] = ['m'];
    expect(keywordCondition('r.search_text', 'XSB0001234', params)).toBe('r.search_text LIKE $2 AND strpos(r.search_text, $3) > 0');
    expect(params).toEqual(['m', '%0001234%', 'xsb0001234']);
    expect(keywordCondition('r.search_text', '王', params)).toBe('r.search_text LIKE $4');
  });
});

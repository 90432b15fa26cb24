import { describe, expect, it } from 'vitest';
import { scopesAllowed, THIRD_PARTY_SCOPES } from './scopes';

describe('scopesAllowed', () => {
  const offered = ['org.basic', 'class.basic'];
  it('accepts a subset of what the app asks for', () => {
    expect(scopesAllowed(['org.basic'], offered)).toBe(true);
    expect(scopesAllowed(['class.basic', 'org.basic'], offered)).toBe(true);
  });
  it('refuses nothing, repeats, unknown codes and codes the app did not ask for', () => {
    expect(scopesAllowed([], offered)).toBe(false);
    expect(scopesAllowed(['org.basic', 'org.basic'], offered)).toBe(false);
    expect(scopesAllowed(['org.all'], [...offered, 'org.all'])).toBe(false);
    expect(scopesAllowed(['user.contact'], offered)).toBe(false);
  });
  it('labels every scope in the three languages', () => {
    for (const s of THIRD_PARTY_SCOPES) expect([s.zh, s.zhtw, s.en].every((x) => x.length > 0)).toBe(true);
  });
});

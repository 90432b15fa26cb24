import { describe, expect, it } from 'vitest';
import { safeRedirect } from './safeRedirect';

describe('login redirect target', () => {
  it('keeps a path on this site with its query', () => {
    expect(safeRedirect('/permission/user?keyword=x')).toBe('/permission/user?keyword=x');
  });
  it('refuses other sites, protocol-relative URLs and loops back to login', () => {
    for (const bad of ['https://evil.example', '//evil.example', '/\\evil', 'javascript:alert(1)', '/login?redirect=/x', '/lockScreen', '', null]) {
      expect(safeRedirect(bad)).toBe('/home');
    }
  });
});

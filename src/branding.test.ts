import { describe, expect, it } from 'vitest';
import { brandFor, DEFAULT_BRAND_NAME, parseHosts } from './branding';

describe('branding by host', () => {
  it('uses the default platform name and version 3.0', () => {
    expect(brandFor('edu.example.cn')).toMatchObject({ title: DEFAULT_BRAND_NAME, platformName: '智慧教育云平台', version: '3.0' });
  });
  it('uses the alternate name on a configured host (case-insensitive, spaces tolerated)', () => {
    const cfg = { altHosts: ' a.example.cn, B.example.cn ', altName: '区域教育云' };
    expect(brandFor('b.example.cn', cfg).title).toBe('区域教育云');
    expect(brandFor('c.example.cn', cfg).title).toBe(DEFAULT_BRAND_NAME);
    expect(parseHosts(undefined)).toEqual([]);
  });
  it('keeps the default when hosts are listed but no alternate name is set', () => {
    expect(brandFor('a.example.cn', { altHosts: 'a.example.cn' }).title).toBe(DEFAULT_BRAND_NAME);
  });
});

import { describe, expect, it } from 'vitest';
import { appAddressOk, appMenuFields } from './appAddress';

describe('app addresses', () => {
  it('accepts console addresses for pages and refuses path tricks', () => {
    expect(appAddressOk('page', 'familyEducationChild')).toBe(true);
    expect(appAddressOk('page', 'workFlow/flowLaunch')).toBe(true);
    expect(appAddressOk('page', '../admin')).toBe(false);
    expect(appAddressOk('page', 'a/:id')).toBe(false);
    expect(appAddressOk('page', 'https://x.cn')).toBe(false);
  });
  it('accepts http(s) and site-relative links, never scripts, other hosts in disguise or the session token', () => {
    expect(appAddressOk('link', 'https://resource.example.edu.cn/')).toBe(true);
    expect(appAddressOk('link', '/help.html')).toBe(true);
    expect(appAddressOk('link', 'javascript:alert(1)')).toBe(false);
    expect(appAddressOk('link', '//evil.example')).toBe(false);
    expect(appAddressOk('link', 'https://x.cn/?t=${token}')).toBe(false);
  });
  it('accepts ids for portals and flows', () => {
    expect(appAddressOk('portal', 'portal-1')).toBe(true);
    expect(appAddressOk('flow', 'a b')).toBe(false);
    expect(appAddressOk('other', 'x')).toBe(false);
  });
  it('turns an app into the menu entry the router understands', () => {
    expect(appMenuFields('page', 'familyEducationChild')).toEqual({ type: 2, urlAddress: 'familyEducationChild', linkTarget: '' });
    expect(appMenuFields('flow', 'f1')).toEqual({ type: 2, urlAddress: 'workFlow/flowLaunch?flowId=f1', linkTarget: '' });
    expect(appMenuFields('portal', 'p1')).toEqual({ type: 7, urlAddress: '/display/p1', linkTarget: '_blank' });
    expect(appMenuFields('link', 'https://a.cn')).toEqual({ type: 7, urlAddress: 'https://a.cn', linkTarget: '_blank' });
  });
});

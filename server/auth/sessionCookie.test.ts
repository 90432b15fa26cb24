import { describe, expect, it } from 'vitest';
import { forgedWrite, readSessionCookie, sameOrigin, sessionCookieHeader } from './sessionCookie';

describe('session cookie', () => {
  it('is HttpOnly, SameSite=Strict, limited to /api, Secure over https only', () => {
    const plain = sessionCookieHeader('abc', { maxAgeSeconds: 100, secure: false });
    expect(plain).toBe('educloud_session=abc; Path=/api; HttpOnly; SameSite=Strict; Max-Age=100');
    expect(sessionCookieHeader('abc', { maxAgeSeconds: 100, secure: true })).toMatch(/; Secure$/);
  });
  it('is read from a Cookie header among others', () => {
    expect(readSessionCookie('a=1; educloud_session=tok-1; b=2')).toBe('tok-1');
    expect(readSessionCookie('educloud_session=')).toBeUndefined();
    expect(readSessionCookie('xeducloud_session=tok')).toBeUndefined();
    expect(readSessionCookie(undefined)).toBeUndefined();
  });
});

describe('forged writes', () => {
  const req = (method: string, headers: Record<string, string>) => ({ method, headers, host: 'console.example:3000' });
  it('reads pass; writes need the console header and this origin', () => {
    expect(forgedWrite(req('GET', {}))).toBe(false);
    expect(forgedWrite(req('POST', {}))).toBe(true);
    expect(forgedWrite(req('POST', { 'x-requested-with': 'XMLHttpRequest' }))).toBe(false);
    expect(forgedWrite(req('PUT', { 'x-requested-with': 'XMLHttpRequest', origin: 'http://console.example:3000' }))).toBe(false);
    expect(forgedWrite(req('PUT', { 'x-requested-with': 'XMLHttpRequest', origin: 'http://evil.example' }))).toBe(true);
    expect(forgedWrite(req('DELETE', { 'x-requested-with': 'XMLHttpRequest', origin: 'null' }))).toBe(true);
    expect(forgedWrite(req('POST', { 'x-requested-with': 'XMLHttpRequest', 'sec-fetch-site': 'same-site' }))).toBe(true);
  });
  it('same origin: Sec-Fetch-Site same-origin or none, Origin matching the host', () => {
    expect(sameOrigin({ 'sec-fetch-site': 'same-origin', origin: 'https://console.example:3000' }, 'console.example:3000')).toBe(true);
    expect(sameOrigin({ 'sec-fetch-site': 'cross-site' }, 'console.example:3000')).toBe(false);
    expect(sameOrigin({ origin: 'https://console.example' }, 'console.example:3000')).toBe(false);
  });
});

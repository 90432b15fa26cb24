import { describe, expect, it } from 'vitest';
import { loadConfig, parseTrustProxy } from '../config';

describe('TRUST_PROXY and the other issue-11 settings', () => {
  it('reads TRUST_PROXY as off by default, on, a hop count or the proxies’ addresses', () => {
    expect([undefined, '', 'false', '0'].map(parseTrustProxy)).toEqual([false, false, false, false]);
    expect(parseTrustProxy('true')).toBe(true);
    expect(parseTrustProxy('2')).toBe(2);
    expect(parseTrustProxy('10.0.0.0/8, 127.0.0.1')).toBe('10.0.0.0/8, 127.0.0.1');
  });

  it('defaults the upload quota to 200 MB a day and the live sign-in deadline to 10 s', () => {
    const c = loadConfig({});
    expect(c.trustProxy).toBe(false);
    expect(c.uploadQuotaBytes).toBe(200 * 1024 * 1024);
    expect(c.liveAuthTimeoutMs).toBe(10_000);
    expect(loadConfig({ UPLOAD_QUOTA_MB: '0.5' }).uploadQuotaBytes).toBe(512 * 1024);
  });
});

import { describe, expect, it } from 'vitest';
import { contentSecurityPolicy, frameOptions, parseFrameAncestors, securityHeaders } from './securityHeaders';

describe('FRAME_ANCESTORS', () => {
  it("defaults to 'self' and keeps a space-separated allow-list", () => {
    expect(parseFrameAncestors(undefined)).toEqual(["'self'"]);
    expect(parseFrameAncestors('  ')).toEqual(["'self'"]);
    expect(parseFrameAncestors("'self' https://portal.example.edu.cn *.example.edu.cn:8443")).toEqual([
      "'self'",
      'https://portal.example.edu.cn',
      '*.example.edu.cn:8443',
    ]);
  });
  it('refuses what would inject other directives or is not a source', () => {
    expect(() => parseFrameAncestors("'self'; script-src *")).toThrow(/FRAME_ANCESTORS/);
    expect(() => parseFrameAncestors('https://a.example,https://b.example')).toThrow(/FRAME_ANCESTORS/);
    expect(() => parseFrameAncestors("'unsafe-inline'")).toThrow(/FRAME_ANCESTORS/);
    expect(() => parseFrameAncestors("'none' https://a.example")).toThrow(/'none'/);
  });
});

describe('the policy', () => {
  it('runs only our own scripts and puts the allow-list in frame-ancestors', () => {
    const csp = contentSecurityPolicy(["'self'", 'https://portal.example.edu.cn']);
    expect(csp).toContain("script-src 'self' 'unsafe-eval'");
    expect(csp).not.toMatch(/script-src[^;]*'unsafe-inline'/);
    expect(csp).toContain("object-src 'none'");
    expect(csp).toContain("frame-ancestors 'self' https://portal.example.edu.cn");
    expect(csp).not.toContain('upgrade-insecure-requests');
  });
  it('says X-Frame-Options only where it can: SAMEORIGIN, DENY, else nothing', () => {
    expect(frameOptions(["'self'"])).toBe('SAMEORIGIN');
    expect(frameOptions(["'none'"])).toBe('DENY');
    expect(frameOptions(["'self'", 'https://portal.example.edu.cn'])).toBeNull();
    expect(securityHeaders(["'self'", 'https://p.example'])['X-Frame-Options']).toBeUndefined();
    expect(securityHeaders(["'self'"])).toMatchObject({ 'X-Content-Type-Options': 'nosniff', 'Referrer-Policy': 'strict-origin-when-cross-origin', 'X-Frame-Options': 'SAMEORIGIN' });
  });
});

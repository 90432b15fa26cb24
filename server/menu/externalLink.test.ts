import { describe, expect, it } from 'vitest';
import { hostAllowed, parseLinkHosts, ticketFor } from './externalLink';
import { fillToken, linkAddress } from '../../contract/linkAddress';

describe('EXTERNAL_LINK_HOSTS', () => {
  it('is empty by default and takes hosts, host:port and *.domain', () => {
    expect(parseLinkHosts(undefined)).toEqual([]);
    expect(parseLinkHosts('Resource.Example.edu.cn, sso.example.com:8443 *.school.cn')).toEqual(['resource.example.edu.cn', 'sso.example.com:8443', '*.school.cn']);
    expect(() => parseLinkHosts('https://a.example')).toThrow(/EXTERNAL_LINK_HOSTS/);
  });
  it('matches the host exactly, or a subdomain for *.domain', () => {
    const list = parseLinkHosts('a.example sso.example.com:8443 *.school.cn');
    expect(hostAllowed(new URL('https://a.example/x'), list)).toBe(true);
    expect(hostAllowed(new URL('https://a.example.evil.cn/x'), list)).toBe(false);
    expect(hostAllowed(new URL('https://sso.example.com:8443/'), list)).toBe(true);
    expect(hostAllowed(new URL('https://sso.example.com/'), list)).toBe(false);
    expect(hostAllowed(new URL('https://x.school.cn/'), list)).toBe(true);
    expect(hostAllowed(new URL('https://school.cn/'), list)).toBe(false);
    expect(hostAllowed(new URL('https://evilschool.cn/'), list)).toBe(false);
  });
});

describe('what ${token} becomes', () => {
  it('a ticket for listed hosts and our own pages, empty for others, nothing for non-links', () => {
    expect(ticketFor('https://a.example/sso?t=${token}', ['a.example'])).toBe('ticket');
    expect(ticketFor('/help.html?t=${token}', [])).toBe('ticket');
    expect(ticketFor('https://evil.example/?t=${token}', ['a.example'])).toBe('empty');
    expect(ticketFor('https://a.example/about', ['a.example'])).toBe('none');
    expect(ticketFor('javascript:alert(1)//${token}', ['a.example'])).toBeNull();
  });
  it('link addresses: http(s) or site-relative, never another scheme or a disguised host', () => {
    expect(linkAddress('https://a.example/x?t=${token}')?.kind).toBe('absolute');
    expect(linkAddress('/help.html')?.kind).toBe('relative');
    for (const bad of ['javascript:alert(1)', 'data:text/html,x', '//evil.example', '/\\evil.example', 'java\tscript:x', 'https://a.example/\nx', '']) {
      expect(linkAddress(bad)).toBeNull();
    }
    expect(fillToken('https://a/?t=${token}&u=${token}', 'a+b/c')).toBe('https://a/?t=a%2Bb%2Fc&u=a%2Bb%2Fc');
  });
});

// Branding by host (spec §1): the default platform name, or an alternate one when the page is
// served from one of the configured hosts. Hosts are deployment details: they come from env.
const env = import.meta.env as Record<string, string | undefined>;

export const DEFAULT_BRAND_NAME = '智慧教育云平台';

export interface Brand {
  title: string;
  platformName: string;
  version: string;
  author: string;
  company: string;
}

export function parseHosts(list: string | undefined): string[] {
  return (list ?? '')
    .split(',')
    .map((h) => h.trim().toLowerCase())
    .filter(Boolean);
}

export function brandFor(host: string, config: { altHosts?: string; altName?: string } = {}): Brand {
  const alt = parseHosts(config.altHosts).includes(host.toLowerCase()) && config.altName ? config.altName : null;
  const name = alt ?? DEFAULT_BRAND_NAME;
  return {
    title: name,
    platformName: name,
    version: '3.0',
    author: env.VITE_BRAND_AUTHOR || 'EduCloud 研发团队',
    company: env.VITE_BRAND_COMPANY || '智慧教育云科技有限公司',
  };
}

export const brand: Brand = brandFor(typeof location === 'undefined' ? '' : location.hostname, {
  altHosts: env.VITE_ALT_BRAND_HOSTS,
  altName: env.VITE_ALT_BRAND_NAME,
});

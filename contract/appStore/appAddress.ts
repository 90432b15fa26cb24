import { linkAddress, TOKEN_PLACEHOLDER } from '../linkAddress';

// Where an app of the 应用商店 leads, by kind, and the menu entry it becomes once installed. Shared
// by the server's input check and the shop's form, so both refuse the same addresses.

export const APP_KINDS = ['page', 'portal', 'link', 'flow'] as const;
export type AppKind = (typeof APP_KINDS)[number];

/**
 * Pure: whether `address` is acceptable for `kind`.
 * - page: a console address ("familyEducationChild", "workFlow/flowLaunch"), letters, digits, / - _ only;
 * - portal, flow: an id;
 * - link: http(s) or site-relative (contract/linkAddress), and never `${token}`: an app is not a menu
 *   entry the ticket service knows, so it would get no ticket, and the session token must stay home.
 */
export function appAddressOk(kind: string, address: string): boolean {
  const a = address.trim();
  if (kind === 'page') return /^[A-Za-z][A-Za-z0-9_-]*(\/[A-Za-z0-9_-]+)*$/.test(a) && a.length <= 100;
  if (kind === 'portal' || kind === 'flow') return /^[A-Za-z0-9_-]{1,64}$/.test(a);
  if (kind === 'link') return !a.includes(TOKEN_PLACEHOLDER) && linkAddress(a) !== null && a.length <= 500;
  return false;
}

export interface AppMenuFields {
  type: 2 | 7;
  urlAddress: string;
  linkTarget: string;
}

/** The menu entry an installed app becomes (spec §2.3 types): pages and flows open inside, the rest in a new tab. */
export function appMenuFields(kind: AppKind, address: string): AppMenuFields {
  if (kind === 'page') return { type: 2, urlAddress: address, linkTarget: '' };
  if (kind === 'flow') return { type: 2, urlAddress: `workFlow/flowLaunch?flowId=${encodeURIComponent(address)}`, linkTarget: '' };
  if (kind === 'portal') return { type: 7, urlAddress: `/display/${encodeURIComponent(address)}`, linkTarget: '_blank' };
  return { type: 7, urlAddress: address, linkTarget: '_blank' };
}

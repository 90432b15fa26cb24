import { http } from '../api/client';
import { fillToken } from '../../contract/linkAddress';
import type { MenuLink } from './buildRoutes';

// Type-6/7 entries with ${token} (issue 11): the page holds no session token to give away; at the
// moment the entry is opened the server answers the address with a one-time ticket in place of
// ${token} (60 s, exchanged by the other host with POST /api/Common/Login/IframeToken), or with
// ${token} empty when the host is not in its EXTERNAL_LINK_HOSTS.

export async function resolveLink(link: MenuLink): Promise<string> {
  const { data } = await http.post<{ url: string | null; ticket: string | null }>(`/api/System/Menu/Link/${encodeURIComponent(link.menuId)}`);
  if (link.menuType === 6) return fillToken(link.template, data.ticket ?? '');
  return data.url ?? fillToken(link.template, '');
}

/**
 * Opens an entry in a new tab. A ticketed one opens its tab at once, inside the click (a tab opened
 * after an await may be taken for a popup and blocked), and sends it on when the address arrives.
 */
export function openExternal(href: string | undefined, link?: MenuLink) {
  if (!link) {
    if (href) window.open(href, '_blank', 'noopener');
    return;
  }
  const tab = window.open('', '_blank');
  // The other host's page gets no handle on the console.
  if (tab) tab.opener = null;
  resolveLink(link).then(
    (url) => {
      if (tab) tab.location.href = url;
      else window.open(url, '_blank', 'noopener');
    },
    () => tab?.close(),
  );
}

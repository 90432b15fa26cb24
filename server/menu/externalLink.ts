import type { FastifyInstance } from 'fastify';
import { ApiError, Code } from '../../contract/errors';
import { fillToken, linkAddress, TOKEN_PLACEHOLDER } from '../../contract/linkAddress';
import { t } from '../../contract/texts';
import { ok } from '../http/reply';
import { canUse } from '../permission/access';
import { createIframeTicket, IFRAME_TICKET_TTL } from '../auth/accountRoutes';
import { IdParams, Nullable, Type, answers, envelope, one, typed } from '../kit';

// External menu links (type 7) and data views (type 6) that carry `${token}` never receive the
// session token: at click time the browser asks for the link, and the server fills in a one-time
// iframe ticket (60 s, exchanged server-side with POST /api/Common/Login/IframeToken), and only
// for hosts the deployment lists in EXTERNAL_LINK_HOSTS. Anyone holding system.menu can write a
// link's address, so the list, not the menu, decides who may receive a ticket.

const HOST = /^(?:\*\.)?[a-z0-9-]+(?:\.[a-z0-9-]+)*(?::\d{1,5})?$/;

/** Pure: EXTERNAL_LINK_HOSTS (space or comma separated host[:port] or *.domain) lower-cased; throws one clear line when invalid. */
export function parseLinkHosts(raw: string | undefined): string[] {
  const list = (raw ?? '').toLowerCase().split(/[\s,]+/).filter(Boolean);
  for (const host of list) {
    if (!HOST.test(host)) throw new Error(`EXTERNAL_LINK_HOSTS: "${host}" is not a host name (host, host:port or *.domain)`);
  }
  return list;
}

/** Pure: whether `url` may receive a ticket: its host (with port) or hostname is listed, or a *.domain covers it. */
export function hostAllowed(url: URL, allowed: string[]): boolean {
  const host = url.host.toLowerCase();
  const name = url.hostname.toLowerCase();
  return allowed.some((entry) => {
    if (entry.startsWith('*.')) return name.endsWith(entry.slice(1)) && name.length > entry.length - 1;
    return entry === host || entry === name;
  });
}

/**
 * Pure: what a link's `${token}` becomes: 'ticket' for our own pages and listed hosts, 'empty'
 * for other hosts, null for an address that is not a link at all (javascript:, //host).
 */
export function ticketFor(address: string, allowed: string[]): 'ticket' | 'empty' | 'none' | null {
  const parsed = linkAddress(address);
  if (!parsed) return null;
  if (!address.includes(TOKEN_PLACEHOLDER)) return 'none';
  if (parsed.kind === 'relative') return 'ticket';
  return hostAllowed(parsed.url, allowed) ? 'ticket' : 'empty';
}

const LinkAnswer = Type.Object({ url: Nullable(Type.String()), ticket: Nullable(Type.String()), expiresIn: Type.Integer() });
const ModuleRow = Type.Object({ type: Type.Integer(), enCode: Type.String(), urlAddress: Nullable(Type.String()) });

export default async function externalLinkRoutes(instance: FastifyInstance, opts: { externalLinkHosts: string[] }) {
  const app = typed(instance);
  app.post(
    '/api/System/Menu/Link/:id',
    {
      schema: {
        tags: ['Menu'],
        summary: '打开外链/数据大屏菜单：${token} 换成一次性票据（60 秒，仅限 EXTERNAL_LINK_HOSTS 中的主机）',
        params: IdParams,
        response: answers(envelope(LinkAnswer)),
      },
      config: { access: 'login' },
    },
    async (req) => {
      const menu = await one(app.database, ModuleRow, 'SELECT type, en_code, url_address FROM module WHERE id = $1', [req.params.id]);
      // A menu the caller is not granted is answered as one that does not exist.
      if (!menu || ![6, 7].includes(menu.type) || !canUse(req.userAccess, menu.enCode)) {
        throw new ApiError(Code.NotFound, t('notFound'));
      }
      if (menu.type === 6) {
        // The viewer's address is the build's configuration (VITE_DATAV_URL), not the menu's.
        const ticket = await createIframeTicket(app, req.user.id);
        return ok({ url: null, ticket, expiresIn: IFRAME_TICKET_TTL });
      }
      const address = (menu.urlAddress ?? '').trim();
      const verdict = ticketFor(address, opts.externalLinkHosts);
      if (verdict === null) throw new ApiError(Code.NotFound, t('notFound'));
      if (verdict === 'none') return ok({ url: address, ticket: null, expiresIn: 0 });
      if (verdict === 'empty') {
        const parsed = linkAddress(address);
        req.log.warn({ menu: menu.enCode, host: parsed?.kind === 'absolute' ? parsed.url.host : null }, 'external link host is not in EXTERNAL_LINK_HOSTS: its ${token} is left empty');
        return ok({ url: fillToken(address, ''), ticket: null, expiresIn: 0 });
      }
      const ticket = await createIframeTicket(app, req.user.id);
      return ok({ url: fillToken(address, ticket), ticket, expiresIn: IFRAME_TICKET_TTL });
    },
  );
}

import { CLIENT_HEADER } from '../../api/http';
import { ACCEPT_LANGUAGE } from '../../../contract/texts';
import type { Lang } from '../../../contract/rules/messages';

/*
 * The session of a data screen or wall display. The address carries a one-time ticket (60 s,
 * spec §2.4 / issue 11), never the session: the page trades it for a token it keeps in memory only,
 * takes the ticket out of the address (a reload needs a new one), and reads every card with it.
 * Opened without a ticket, the page reads with the console's own session cookie.
 */

export class ViewerError extends Error {
  constructor(
    readonly code: number,
    msg: string,
  ) {
    super(msg);
  }
}

async function envelope(res: Response): Promise<unknown> {
  const body = (await res.json().catch(() => null)) as { code?: number; msg?: string; data?: unknown } | null;
  if (body?.code !== 200) throw new ViewerError(body?.code ?? res.status, body?.msg ?? '');
  return body.data;
}

/** Trades the ticket for a token, asked as an API client so the answer carries the token. */
export async function exchangeTicket(ticket: string): Promise<string> {
  const res = await fetch('/api/Common/Login/IframeToken', { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ iframeToken: ticket }), credentials: 'omit' });
  const data = (await envelope(res)) as { token?: string };
  if (!data?.token) throw new ViewerError(400, '');
  return data.token;
}

export function viewerFetcher(token: string | null, lang: Lang) {
  return async (url: string): Promise<unknown> => {
    const headers: Record<string, string> = { Accept: 'application/json', 'Accept-Language': ACCEPT_LANGUAGE[lang] };
    if (token) headers.Authorization = token;
    else Object.assign(headers, CLIENT_HEADER);
    const res = await fetch(url, { headers, credentials: token ? 'omit' : 'same-origin' });
    return envelope(res);
  };
}

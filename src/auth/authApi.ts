import { md5 } from 'js-md5';
import type { CurrentUser } from '../../contract/api';
import { http } from '../api/client';
import { CLIENT_HEADER } from '../api/http';

/** The one call that sends a token itself: it comes from the address, not from storage. */
async function adoptSession(token: string): Promise<void> {
  const res = await fetch('/api/Common/Login/SessionCookie', { method: 'POST', headers: { Authorization: token, ...CLIENT_HEADER }, credentials: 'same-origin' });
  const body = (await res.json().catch(() => null)) as { code?: number; msg?: string } | null;
  if (body?.code !== 200) throw new Error(body?.msg || 'session');
}

/**
 * The ?iframeToken= exchange of a framed console: asked as an API client (no console header), so
 * the answer carries the token for frameSession as well as setting the cookie (which a cross-site
 * frame does not get back).
 */
async function exchangeInFrame(iframeToken: string): Promise<{ msg: string; token: string | null }> {
  const res = await fetch('/api/Common/Login/IframeToken', { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ iframeToken }), credentials: 'same-origin' });
  const body = (await res.json().catch(() => null)) as { code?: number; msg?: string; data?: { token?: string } } | null;
  return { msg: body?.code === 200 ? (body.msg ?? '') : (body?.msg ?? 'failed'), token: body?.data?.token ?? null };
}

// Session calls (spec §7 "Session"); passwords travel md5-hashed. The sign-in answers set the
// HttpOnly session cookie and, to the console, carry no token in their body.

export const authApi = {
  login: (account: string, password: string) =>
    http.post<{ theme: string | null }>('/api/Common/Login/Login', { account: account.trim(), password: md5(password) }),
  sendCode: (mobile: string) => http.post<null>('/api/Common/Login/SendCode', { mobile }),
  loginByCode: (mobile: string, code: string) => http.post<{ theme: string | null }>('/api/Common/Login/LoginByCode', { mobile, code }),
  qrTicket: () => http.post<{ ticket: string; expiresIn: number }>('/api/Common/Login/QrTicket'),
  qrState: (ticket: string) =>
    http.get<{ state: 'waiting' | 'confirmed' | 'expired' }>(`/api/Common/Login/QrTicket/${encodeURIComponent(ticket)}`, undefined, { silent: true }),
  qrConfirm: (ticket: string) => http.post<null>(`/api/Common/Login/QrTicket/${encodeURIComponent(ticket)}/Confirm`),
  currentUser: () => http.get<CurrentUser>('/api/Common/Login/CurrentUser'),
  logout: () => http.get<null>('/api/Common/Login/Logout', undefined, { silent: true }),
  unlock: (account: string, password: string) => http.post<null>('/api/Common/Login/LockScreen', { account, password: md5(password) }),
  exchangeIframeToken: (iframeToken: string) => http.post<null>('/api/Common/Login/IframeToken', { iframeToken }),
  exchangeInFrame,
  /** /home?token=…: the handed-over session becomes this browser's cookie (sent once, in the header). */
  adoptToken: (token: string) => adoptSession(token),
};

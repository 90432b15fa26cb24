import { md5 } from 'js-md5';
import type { CurrentUser } from '../../contract/api';
import { http } from '../api/client';

// Session calls (spec §7 "Session"); passwords travel md5-hashed.

export const authApi = {
  login: (account: string, password: string) =>
    http.post<{ token: string; theme: string | null }>('/api/Common/Login/Login', { account: account.trim(), password: md5(password) }),
  sendCode: (mobile: string) => http.post<null>('/api/Common/Login/SendCode', { mobile }),
  loginByCode: (mobile: string, code: string) => http.post<{ token: string }>('/api/Common/Login/LoginByCode', { mobile, code }),
  qrTicket: () => http.post<{ ticket: string; expiresIn: number }>('/api/Common/Login/QrTicket'),
  qrState: (ticket: string) =>
    http.get<{ state: 'waiting' | 'confirmed' | 'expired'; token?: string }>(`/api/Common/Login/QrTicket/${encodeURIComponent(ticket)}`, undefined, { silent: true }),
  qrConfirm: (ticket: string) => http.post<null>(`/api/Common/Login/QrTicket/${encodeURIComponent(ticket)}/Confirm`),
  currentUser: () => http.get<CurrentUser>('/api/Common/Login/CurrentUser'),
  logout: () => http.get<null>('/api/Common/Login/Logout', undefined, { silent: true }),
  unlock: (account: string, password: string) => http.post<null>('/api/Common/Login/LockScreen', { account, password: md5(password) }),
  exchangeIframeToken: (iframeToken: string) => http.post<{ token: string }>('/api/Common/Login/IframeToken', { iframeToken }),
};

import type { Envelope } from '../../contract/api';
import type { Lang } from '../../contract/rules/messages';
import { ACCEPT_LANGUAGE, t } from '../../contract/texts';

// The one http client (spec §7, §8). It resolves the whole envelope on code 200 and rejects
// with an HttpError otherwise, after showing the toast the spec asks for. Everything that
// touches the outside (fetch, clock, toasts, redirect) is injected so the rules themselves can be
// tested with a fake fetch. It holds no token: the session is an HttpOnly cookie the browser sends
// to /api on its own (issue 11), and CLIENT_HEADER marks the calls as the console's own, which the
// server requires of cookie-authenticated writes (a cross-site page cannot add it).

export type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

export class HttpError extends Error {
  constructor(
    readonly code: number,
    readonly msg: string,
    readonly data: unknown = null,
  ) {
    super(msg);
    this.name = 'HttpError';
  }
}

/** Code the client uses for a request that never got an answer (network, timeout). */
export const NETWORK_ERROR = -1;

export interface HttpDeps {
  fetch: typeof fetch;
  now: () => number;
  /** Only for a console framed by another site (auth/frameSession.ts): the in-memory token. */
  getFrameToken?: () => string | null;
  /** Toast for `seconds` (spec: 3 s for server errors, 1.5 s for network failures). */
  toastError: (text: string, seconds: number) => void;
  /** Dead session (600/601/602): forget the sign-in and leave for the login-clear page. */
  onSessionEnd: () => void;
  /** The app's current language: sent as Accept-Language (the server answers its texts in it). */
  getLanguage?: () => Lang;
  baseUrl?: string;
}

export interface RequestOptions {
  /** Don't toast on failure (the caller shows its own message); the call still rejects. */
  silent?: boolean;
  timeout?: number;
  signal?: AbortSignal;
}

export const DEFAULT_TIMEOUT = 60_000;
export const LONG_TIMEOUT = 100_000;
const LONG_RUNNING = ['Synchronization', 'Extend/Email/Receive', 'Permission/Authorize/Data', 'PlatForm/DbSync/Actions/Execute'];

export function timeoutFor(url: string): number {
  return LONG_RUNNING.some((part) => url.includes(part)) ? LONG_TIMEOUT : DEFAULT_TIMEOUT;
}

/** URLs whose non-200 answers are data for the caller, not errors (DB link test, model config). */
export function passesThrough(url: string): boolean {
  const path = url.split('?')[0];
  return /\/DataSource\/Actions\/Test\b/i.test(path) || /\/DbLink\/Actions\/Test\b/i.test(path) || /\/Model\/[^/]+\/Config$/.test(path);
}

/** Session-end codes are ignored on the calls that are themselves about signing in. */
export function isSignInCall(url: string): boolean {
  const path = url.split('?')[0];
  return /\/Login\/(Login|LockScreen|LoginByCode)$/.test(path);
}

export const SESSION_END_CODES = new Set([600, 601, 602]);

/** The header that marks a call as the console's own (server/auth/sessionCookie.ts). */
export const CLIENT_HEADER = { 'X-Requested-With': 'XMLHttpRequest' } as const;

function appendParam(params: URLSearchParams, key: string, value: unknown) {
  if (value === undefined || value === null) return;
  if (Array.isArray(value)) value.forEach((v) => appendParam(params, key, v));
  else if (typeof value === 'object') params.append(key, JSON.stringify(value));
  else params.append(key, String(value));
}

/** GET payloads become query parameters, and every URL gets `n` = now in seconds (cache buster). */
export function buildUrl(url: string, query: Record<string, unknown> | undefined, nowMs: number, baseUrl = ''): string {
  const [path, existing = ''] = url.split('?');
  const params = new URLSearchParams(existing);
  for (const [k, v] of Object.entries(query ?? {})) appendParam(params, k, v);
  params.set('n', String(Math.floor(nowMs / 1000)));
  return `${baseUrl}${path}?${params.toString()}`;
}

export interface Http {
  request<T = unknown>(method: Method, url: string, data?: unknown, options?: RequestOptions): Promise<Envelope<T>>;
  get<T = unknown>(url: string, data?: Record<string, unknown>, options?: RequestOptions): Promise<Envelope<T>>;
  post<T = unknown>(url: string, data?: unknown, options?: RequestOptions): Promise<Envelope<T>>;
  put<T = unknown>(url: string, data?: unknown, options?: RequestOptions): Promise<Envelope<T>>;
  delete<T = unknown>(url: string, data?: unknown, options?: RequestOptions): Promise<Envelope<T>>;
}

export function createHttp(deps: HttpDeps): Http {
  async function request<T>(method: Method, url: string, data?: unknown, options: RequestOptions = {}): Promise<Envelope<T>> {
    const isGet = method === 'GET';
    const fullUrl = buildUrl(url, isGet ? (data as Record<string, unknown> | undefined) : undefined, deps.now(), deps.baseUrl);
    const lang = deps.getLanguage?.() ?? 'zh';
    const headers: Record<string, string> = { Accept: 'application/json', 'Accept-Language': ACCEPT_LANGUAGE[lang], ...CLIENT_HEADER };
    const frameToken = deps.getFrameToken?.();
    if (frameToken) headers.Authorization = frameToken;
    let body: BodyInit | undefined;
    if (!isGet && data !== undefined) {
      if (typeof FormData !== 'undefined' && data instanceof FormData) body = data;
      else {
        headers['Content-Type'] = 'application/json';
        body = JSON.stringify(data);
      }
    }
    const controller = new AbortController();
    const timer = setTimeout(() => controller.abort(), options.timeout ?? timeoutFor(url));
    options.signal?.addEventListener('abort', () => controller.abort());

    let envelope: Envelope<T>;
    try {
      const res = await deps.fetch(fullUrl, { method, headers, body, credentials: 'same-origin', signal: controller.signal });
      const text = await res.text();
      try {
        envelope = JSON.parse(text) as Envelope<T>;
      } catch {
        // Not our envelope (a proxy error page, say): never mistake it for success.
        envelope = { code: res.ok ? 500 : res.status, msg: '', data: null as T };
      }
      if (typeof envelope?.code !== 'number') envelope = { code: res.ok ? 200 : res.status, msg: '', data: envelope as T };
    } catch (err) {
      // A caller-cancelled request is not a network problem: no toast.
      if (options.signal?.aborted) throw new HttpError(NETWORK_ERROR, 'aborted');
      const text = t('network').render(lang);
      if (!options.silent) deps.toastError(text, 1.5);
      throw new HttpError(NETWORK_ERROR, text, err);
    } finally {
      clearTimeout(timer);
    }

    if (envelope.code === 200 || passesThrough(url)) return envelope;
    const text = envelope.msg || t('requestFailed').render(lang);
    if (!options.silent) deps.toastError(text, 3);
    if (SESSION_END_CODES.has(envelope.code) && !isSignInCall(url)) deps.onSessionEnd();
    throw new HttpError(envelope.code, text, envelope.data);
  }

  return {
    request,
    get: (url, data, o) => request('GET', url, data, o),
    post: (url, data, o) => request('POST', url, data, o),
    put: (url, data, o) => request('PUT', url, data, o),
    delete: (url, data, o) => request('DELETE', url, data, o),
  };
}

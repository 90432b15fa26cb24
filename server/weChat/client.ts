import type { Database } from '../db/client';
import { ApiError, Code } from '../../contract/errors';
import { t, verbatim } from '../../contract/texts';
import { decrypt, type SecretKey } from '../dataSource/secret';

/*
 * One client for Tencent's official-account (api.weixin.qq.com) and WeCom (qyapi.weixin.qq.com)
 * APIs, with the base addresses from configuration (tests start a stand-in that answers as Tencent
 * documents). Access tokens live in wechat_token, shared by every instance, fetched again five
 * minutes before they expire and at once when WeChat says a token is invalid or expired.
 */

export type WxKind = 'mp' | 'qy';

export interface WxBases {
  mp: string;
  qy: string;
}

/** Tencent's answers that mean "fetch a new token and try again". */
const TOKEN_ERRORS = new Set([40001, 40014, 42001]);
const REFRESH_EARLY_MS = 5 * 60_000;
const TIMEOUT_MS = 10_000;
const UPLOAD_TIMEOUT_MS = 120_000;

export interface CallInit {
  method?: string;
  body?: unknown;
  query?: Record<string, string>;
  /**
   * A multipart body (material uploads), made anew for each attempt: a retry after an expired token
   * sends the file again, read from disk (a file-backed Blob), never kept in memory.
   */
  form?: () => FormData;
}

interface WxAnswer {
  errcode?: number;
  errmsg?: string;
  [k: string]: unknown;
}

export class WxError extends ApiError {}

export class WeChatClient {
  constructor(
    private readonly db: Database,
    private readonly key: SecretKey,
    private readonly bases: WxBases,
  ) {}

  private async credentials(kind: WxKind) {
    const rows = await this.db.query<{ app_id: string; secret_enc: string | null }>('SELECT app_id, secret_enc FROM wechat_config WHERE kind = $1', [kind]);
    const row = rows[0];
    if (!row || !row.app_id || !row.secret_enc) throw new ApiError(Code.BadRequest, t(kind === 'mp' ? 'wxMpNotConfigured' : 'wxQyNotConfigured'));
    return { appId: row.app_id, secret: decrypt(this.key, row.secret_enc) };
  }

  private async send(kind: WxKind, path: string, init: CallInit = {}): Promise<WxAnswer> {
    const url = new URL(path, this.bases[kind]);
    let res: Response;
    try {
      const form = init.form?.();
      res = await fetch(url, {
        method: form ? 'POST' : (init.method ?? 'GET'),
        headers: form || init.body === undefined ? undefined : { 'content-type': 'application/json' },
        // Tencent reads Chinese menu names only unescaped, as UTF-8.
        body: form ?? (init.body === undefined ? undefined : JSON.stringify(init.body)),
        // A 10 MB material upload gets longer than a JSON call.
        signal: AbortSignal.timeout(form ? UPLOAD_TIMEOUT_MS : TIMEOUT_MS),
      });
    } catch (err) {
      throw new WxError(Code.BadRequest, t('wxUnreachable', { detail: verbatim(String((err as Error).message ?? err).slice(0, 200)) }));
    }
    const text = await res.text();
    try {
      return JSON.parse(text) as WxAnswer;
    } catch {
      throw new WxError(Code.BadRequest, t('wxBadAnswer', { status: res.status }));
    }
  }

  private fail(a: WxAnswer): never {
    throw new WxError(Code.BadRequest, t('wxTencentError', { errcode: a.errcode ?? -1, errmsg: verbatim(String(a.errmsg ?? '')) }), { errcode: a.errcode, errmsg: a.errmsg });
  }

  /** A valid access token: the shared cached one, or a new one from Tencent. */
  async token(kind: WxKind, fresh = false): Promise<string> {
    if (!fresh) {
      const cached = await this.db.query<{ access_token: string }>(
        `SELECT access_token FROM wechat_token WHERE kind = $1 AND expires_at > now() + make_interval(secs => $2)`,
        [kind, REFRESH_EARLY_MS / 1000],
      );
      if (cached[0]) return cached[0].access_token;
    }
    const c = await this.credentials(kind);
    const q = new URLSearchParams(kind === 'mp' ? { grant_type: 'client_credential', appid: c.appId, secret: c.secret } : { corpid: c.appId, corpsecret: c.secret });
    const a = await this.send(kind, `${kind === 'mp' ? '/cgi-bin/token' : '/cgi-bin/gettoken'}?${q}`);
    if ((a.errcode && a.errcode !== 0) || typeof a.access_token !== 'string') this.fail(a);
    const expiresIn = typeof a.expires_in === 'number' ? a.expires_in : 7200;
    await this.db.query(
      `INSERT INTO wechat_token (kind, access_token, expires_at) VALUES ($1, $2, now() + make_interval(secs => $3))
       ON CONFLICT (kind) DO UPDATE SET access_token = excluded.access_token, expires_at = excluded.expires_at, fetched_at = now()`,
      [kind, a.access_token, expiresIn],
    );
    return a.access_token as string;
  }

  /** Calls an API with the token; a token WeChat calls invalid or expired is replaced once. */
  async call(kind: WxKind, path: string, init: CallInit = {}): Promise<WxAnswer> {
    const attempt = async (fresh: boolean) => {
      const q = new URLSearchParams({ ...(init.query ?? {}), access_token: await this.token(kind, fresh) });
      return this.send(kind, `${path}?${q}`, init);
    };
    let a = await attempt(false);
    if (a.errcode && TOKEN_ERRORS.has(a.errcode)) a = await attempt(true);
    if (a.errcode && a.errcode !== 0) this.fail(a);
    return a;
  }

  async forget(kind: WxKind): Promise<void> {
    await this.db.query('DELETE FROM wechat_token WHERE kind = $1', [kind]);
  }
}

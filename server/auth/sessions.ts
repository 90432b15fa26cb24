import crypto from 'node:crypto';
import type { Database } from '../db/client';
import { Code } from '../../contract/errors';
import { t, type LocalText } from '../../contract/texts';
import { Nullable, Type, epochMs, one, type Static } from '../kit';
import { HitCounter, SharedLoads, approxBytes, type CacheStats } from '../kit/caches';

export const SessionUser = Type.Object({
  id: Type.String(),
  account: Type.String(),
  realName: Type.String(),
  organizeId: Type.String(),
  departmentId: Nullable(Type.String()),
  isAdministrator: Type.Boolean(),
  enabledMark: Type.Integer(),
  /** A one-time password not yet replaced (系统配置: server/sysConfig refuses all but changing it). */
  mustChangePassword: Type.Optional(Type.Boolean()),
  /** When the password was last changed, for the expiry of 系统配置. */
  passwordChangedAt: Type.Optional(Type.Number()),
});
export type SessionUser = Static<typeof SessionUser>;

const SessionRow = Type.Object({
  id: Type.String(),
  userId: Type.String(),
  expiresAt: Type.Number(),
  endedReason: Nullable(Type.String()),
  lastActiveAt: Type.Number(),
  user: SessionUser,
});
export type Session = Static<typeof SessionRow>;
// The user travels as one JSON object, already in SessionUser's shape.
const SESSION_SQL = `SELECT s.id, s.user_id, ${epochMs('s.expires_at')} AS expires_at, s.ended_reason, ${epochMs('s.last_active_at')} AS last_active_at,
    json_build_object('id', u.id, 'account', u.account, 'realName', u.real_name, 'organizeId', u.organize_id, 'departmentId', u.department_id,
      'isAdministrator', u.is_administrator, 'enabledMark', u.enabled_mark,
      'mustChangePassword', u.password_must_change, 'passwordChangedAt', ${epochMs('u.password_changed_at')}) AS "user"
  FROM user_session s JOIN users u ON u.id = s.user_id WHERE s.token_hash = $1`;

export type SessionCheck = { ok: true; session: Session } | { ok: false; code: number; msg: LocalText };

/** Every request hashes its token: the one-shot `crypto.hash` skips the Hash object (~0.8 → 0.3 µs). */
export function hashToken(token: string): string {
  return crypto.hash('sha256', token, 'hex');
}

/**
 * Sessions live in the database (so logout and forced offline hold across instances); a short
 * in-process cache keeps the hot path off the database. Changes made in this process evict at once,
 * and the cluster bridge has the other instances sharing the database evict them within milliseconds;
 * CACHE_MS only bounds a notice that never arrived.
 */
const CACHE_MS = 5_000;
const TOUCH_MS = 60_000;

export class Sessions {
  private cache = new Map<string, { at: number; session: Session | null }>();
  /**
   * Reads under way, by token hash: when a session's cache entry lapses, every request of that user
   * in flight shares one read (twenty connections of one user were twenty statements every 5 s).
   * `generation` counts discards: a read begun before one is answered but not kept.
   */
  private loads = new SharedLoads();
  private generation = 0;
  /**
   * Set by the cluster bridge (plugins/clusterBus.ts): has the other instances evict the same
   * sessions; resolves once PostgreSQL has taken the notice.
   */
  broadcast: ((sessionIds: string[], userIds: string[]) => Promise<void>) | null = null;

  constructor(
    private readonly database: Database,
    /** Lifetime of new sessions; 系统配置 sets it live (server/sysConfig). */
    public ttlSeconds: number,
  ) {}

  async create(userId: string, meta: { ip: string; ipName: string; userAgent: string }) {
    const token = crypto.randomBytes(32).toString('base64url');
    const created = await one(
      this.database,
      Type.Object({ id: Type.String() }),
      `INSERT INTO user_session (token_hash, user_id, expires_at, ip, ip_address_name, user_agent)
       VALUES ($1, $2, now() + make_interval(secs => $3), $4, $5, $6) RETURNING id`,
      [hashToken(token), userId, this.ttlSeconds, meta.ip, meta.ipName, meta.userAgent.slice(0, 300)],
    );
    return { token, sessionId: created!.id };
  }

  /**
   * The verdict for a token from the in-process cache alone, or null when the session must be read
   * from the database first. Most requests are answered here without a promise (plugins/auth.ts).
   */
  peek(token: string | undefined): SessionCheck | null {
    if (!token || token.length < 20 || token.length > 200) return { ok: false, code: Code.SessionInvalid, msg: t('sessionInvalid') };
    const hit = this.cache.get(hashToken(token));
    if (!hit || Date.now() - hit.at > CACHE_MS) return null;
    this.counter.hit();
    return this.verdict(hit.session);
  }

  /** For 缓存管理 (server/cacheAdmin): cached sessions and how often the cache answered. */
  readonly counter = new HitCounter();
  stats(): CacheStats {
    let bytes = 0;
    for (const [k, v] of this.cache) bytes += k.length * 2 + approxBytes(v.session);
    return { entries: this.cache.size, bytes, hits: this.counter.hits, misses: this.counter.misses };
  }

  async check(token: string | undefined): Promise<SessionCheck> {
    const quick = this.peek(token);
    if (quick) return quick;
    const key = hashToken(token!);
    this.counter.miss();
    const generation = this.generation;
    const loading = this.loads.run(key, generation, () => this.load(key));
    const at = Date.now();
    const session = await loading;
    if (generation === this.generation) {
      this.cache.set(key, { at, session });
      if (this.cache.size > 50_000) this.cache.clear();
    }
    return this.verdict(session);
  }

  private verdict(s: Session | null): SessionCheck {
    const now = Date.now();
    if (!s) return { ok: false, code: Code.SessionInvalid, msg: t('sessionInvalid') };
    if (s.endedReason === 'forced' || s.endedReason === 'displaced') {
      return { ok: false, code: Code.SessionDisplaced, msg: t('sessionDisplaced') };
    }
    if (s.endedReason) return { ok: false, code: Code.SessionInvalid, msg: t('sessionInvalid') };
    if (s.expiresAt <= now) return { ok: false, code: Code.SessionExpired, msg: t('sessionExpired') };
    if (s.user.enabledMark !== 1) return { ok: false, code: Code.SessionDisplaced, msg: t('accountDisabled') };
    if (now - s.lastActiveAt > TOUCH_MS) {
      s.lastActiveAt = now;
      this.database.query('UPDATE user_session SET last_active_at = now() WHERE id = $1', [s.id]).catch(() => {});
    }
    return { ok: true, session: s };
  }

  private async load(tokenHash: string): Promise<Session | null> {
    return (await one(this.database, SessionRow, SESSION_SQL, [tokenHash])) ?? null;
  }

  /** Ends sessions; `reason` logout answers 602 afterwards, forced and displaced answer 601. */
  async end(where: { sessionId?: string; userId?: string; exceptSessionId?: string }, reason: 'logout' | 'forced' | 'displaced') {
    const conds: string[] = ['ended_at IS NULL'];
    const params: unknown[] = [reason];
    if (where.sessionId) conds.push(`id = $${params.push(where.sessionId)}`);
    if (where.userId) conds.push(`user_id = $${params.push(where.userId)}`);
    if (where.exceptSessionId) conds.push(`id <> $${params.push(where.exceptSessionId)}`);
    // Answered as { id, user_id }: forced-offline callers in other areas read it so.
    const ended = await this.database.query<{ id: string; user_id: string }>(
      `UPDATE user_session SET ended_at = now(), ended_reason = $1 WHERE ${conds.join(' AND ')} RETURNING id, user_id`,
      params,
    );
    // Awaited: the other instances' notice is committed before the caller answers, so an ended
    // session is refused everywhere within milliseconds of the answer, not a cache lifetime later.
    if (ended.length) await this.evict(ended.map((r) => r.id));
    return ended;
  }

  /** Drops cached sessions (by session id) or, with no ids, every cached session of these users. */
  evict(sessionIds: string[], userIds: string[] = []): Promise<void> | undefined {
    this.discard(sessionIds, userIds);
    return this.broadcast?.(sessionIds, userIds);
  }

  /** `evict` without telling anyone: another instance ended or changed these sessions. */
  discard(sessionIds: string[], userIds: string[]) {
    this.generation++;
    const ids = new Set(sessionIds);
    const users = new Set(userIds);
    for (const [k, v] of this.cache) {
      if (v.session && (ids.has(v.session.id) || users.has(v.session.userId))) this.cache.delete(k);
    }
  }

  /** Forgets every cached session: notices from other instances may have been missed. */
  discardAll() {
    this.generation++;
    this.cache.clear();
  }
}

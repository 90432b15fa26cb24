import type { Database } from '../db/client';
import type { SessionUser } from '../auth/sessions';
import { escapeLike } from '../permission/dataScopeSql';

export interface ChatContact {
  id: string;
  realName: string;
  account: string;
  headIcon: string;
  department: string;
  quickQuery: string;
  isOnline: boolean;
  unreadNum: number;
}

/** The organisation tree a user may chat within: the super administrator's is everyone (null). */
export async function contactTreePath(db: Database, user: SessionUser): Promise<string | null> {
  if (user.isAdministrator) return null;
  const rows = await db.query<{ tree_path: string }>('SELECT tree_path FROM organize WHERE id = $1', [user.organizeId]);
  return rows[0]?.tree_path ?? `/${user.organizeId}/`;
}

/**
 * Contacts: enabled users of the caller's organisation tree plus anyone who has written to them.
 * Sorted unread first, then online, then the organisation's own order, and capped, so a district
 * of 100,000 users answers as fast as a school (the client searches what it got; `keyword` asks
 * the server for the rest).
 */
export async function listContacts(
  db: Database,
  user: SessionUser,
  onlineIds: string[],
  opts: { keyword?: string; limit: number },
): Promise<{ list: ChatContact[]; total: number }> {
  const tree = await contactTreePath(db, user);
  const params: unknown[] = [user.id, onlineIds];
  const inScope = tree
    ? `(u.organize_id IN (SELECT id FROM organize WHERE tree_path LIKE $${params.push(tree)} || '%') OR u.id IN (SELECT send_user_id FROM chat_message WHERE receive_user_id = $1))`
    : 'true';
  let where = `u.enabled_mark = 1 AND u.id <> $1 AND ${inScope}`;
  if (opts.keyword) {
    const p = params.push(`%${escapeLike(opts.keyword)}%`);
    where += ` AND (u.real_name ILIKE $${p} OR u.account ILIKE $${p} OR u.quick_query ILIKE $${p})`;
  }
  const [rows, count] = await Promise.all([
    db.query<Record<string, unknown>>(
      `WITH unread AS (
         SELECT send_user_id, count(*)::int AS n FROM chat_message WHERE receive_user_id = $1 AND state = 0 GROUP BY send_user_id)
       SELECT u.id, u.real_name, u.account, u.head_icon, u.quick_query, coalesce(d.full_name, o.full_name) AS department,
              coalesce(un.n, 0) AS unread_num, (u.id = ANY($2::text[])) AS is_online
         FROM users u JOIN organize o ON o.id = u.organize_id LEFT JOIN organize d ON d.id = u.department_id
         LEFT JOIN unread un ON un.send_user_id = u.id
        WHERE ${where}
        ORDER BY coalesce(un.n, 0) DESC, (u.id = ANY($2::text[])) DESC, u.sort_code, u.id
        LIMIT ${opts.limit}`,
      params,
    ),
    // $2 (online ids) is only used for ordering; the count still has to type it.
    db.query<{ total: number }>(`SELECT count(*)::int AS total FROM users u WHERE ${where} AND cardinality($2::text[]) >= 0`, params),
  ]);
  return {
    list: rows.map((r) => ({
      id: r.id as string,
      realName: r.real_name as string,
      account: r.account as string,
      headIcon: (r.head_icon as string) ?? '',
      department: (r.department as string) ?? '',
      quickQuery: (r.quick_query as string) ?? '',
      isOnline: Boolean(r.is_online),
      unreadNum: Number(r.unread_num),
    })),
    total: Number(count[0].total),
  };
}

/**
 * Whether `from` may start a conversation with `to`: an enabled user inside the sender's
 * organisation tree (the super administrator reaches everyone). Answered from a short cache of
 * each user's organisation path and enabled flag, since every chat message asks and on PGlite each
 * query blocks the event loop; a disabled or moved user is seen within `ttlMs`.
 */
export class ChatReach {
  private places = new Map<string, { at: number; treePath: string | null; enabled: boolean }>();

  constructor(
    private readonly db: Database,
    private readonly ttlMs = 5_000,
  ) {}

  private async place(userId: string) {
    const now = Date.now();
    const hit = this.places.get(userId);
    if (hit && now - hit.at < this.ttlMs) return hit;
    const rows = await this.db.query<{ tree_path: string | null; enabled_mark: number }>(
      'SELECT o.tree_path, u.enabled_mark FROM users u LEFT JOIN organize o ON o.id = u.organize_id WHERE u.id = $1',
      [userId],
    );
    const place = { at: now, treePath: rows[0]?.tree_path ?? null, enabled: Number(rows[0]?.enabled_mark) === 1 };
    if (this.places.size > 100_000) this.places.clear();
    this.places.set(userId, place);
    return place;
  }

  async allows(from: SessionUser, to: string): Promise<boolean> {
    const target = await this.place(to);
    if (!target.enabled) return false;
    if (from.isAdministrator) return true;
    const own = await this.place(from.id);
    return Boolean(own.treePath && target.treePath?.startsWith(own.treePath));
  }
}

import type { Database } from '../db/client';
import type { SessionUser } from '../auth/sessions';
import { Nullable, Type, Where, one, rows, type Static } from '../kit';

export const ChatContact = Type.Object({
  id: Type.String(),
  realName: Type.String(),
  account: Type.String(),
  headIcon: Type.String(),
  department: Type.String(),
  quickQuery: Type.String(),
  isOnline: Type.Boolean(),
  unreadNum: Type.Integer(),
});
export type ChatContact = Static<typeof ChatContact>;
const TreePath = Type.Object({ treePath: Type.String() });
const Place = Type.Object({ treePath: Nullable(Type.String()), enabledMark: Type.Integer() });

/** The organisation tree a user may chat within: the super administrator's is everyone (null). */
export async function contactTreePath(db: Database, user: SessionUser): Promise<string | null> {
  if (user.isAdministrator) return null;
  const org = await one(db, TreePath, 'SELECT tree_path FROM organize WHERE id = $1', [user.organizeId]);
  return org?.treePath ?? `/${user.organizeId}/`;
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
  const where = new Where();
  const [me, online] = [where.param(user.id), where.param(onlineIds)];
  where.and('u.enabled_mark = 1').and(`u.id <> ${me}`);
  if (tree) {
    where.and(
      `(u.organize_id IN (SELECT id FROM organize WHERE tree_path LIKE ${where.param(tree)} || '%') OR u.id IN (SELECT send_user_id FROM chat_message WHERE receive_user_id = ${me}))`,
    );
  }
  where.keyword(opts.keyword, ['u.real_name', 'u.account', 'u.quick_query']);
  const [list, count] = await Promise.all([
    rows(
      db,
      ChatContact,
      `WITH unread AS (
         SELECT send_user_id, count(*)::int AS n FROM chat_message WHERE receive_user_id = ${me} AND state = 0 GROUP BY send_user_id)
       SELECT u.id, u.real_name, u.account, u.head_icon, u.quick_query, coalesce(d.full_name, o.full_name, '') AS department,
              coalesce(un.n, 0) AS unread_num, (u.id = ANY(${online}::text[])) AS is_online
         FROM users u JOIN organize o ON o.id = u.organize_id LEFT JOIN organize d ON d.id = u.department_id
         LEFT JOIN unread un ON un.send_user_id = u.id
        ${where.sql}
        ORDER BY coalesce(un.n, 0) DESC, (u.id = ANY(${online}::text[])) DESC, u.sort_code, u.id
        LIMIT ${opts.limit}`,
      where.params,
    ),
    // The online ids are only used for ordering; the count still has to type them.
    rows(db, Type.Object({ total: Type.Integer() }), `SELECT count(*)::int AS total FROM users u ${where.sql} AND cardinality(${online}::text[]) >= 0`, where.params),
  ]);
  return { list, total: count[0].total };
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
    const found = await one(this.db, Place, 'SELECT o.tree_path, u.enabled_mark FROM users u LEFT JOIN organize o ON o.id = u.organize_id WHERE u.id = $1', [userId]);
    const place = { at: now, treePath: found?.treePath ?? null, enabled: found?.enabledMark === 1 };
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

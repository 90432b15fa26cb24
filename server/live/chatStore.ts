import type { Database } from '../db/client';
import { Nullable, Type, Where, epochMs, one, rows, type Static } from '../kit';

export const ChatContentType = Type.Union([Type.Literal('text'), Type.Literal('image'), Type.Literal('voice'), Type.Literal('video')]);
export type ChatContentType = Static<typeof ChatContentType>;

export const ChatRow = Type.Object({
  id: Type.String(),
  sendUserId: Type.String(),
  receiveUserId: Type.String(),
  contentType: ChatContentType,
  content: Type.String(),
  sendTime: Type.Number(),
  receiveTime: Nullable(Type.Number()),
  state: Type.Integer(),
});
export type ChatRow = Static<typeof ChatRow>;

const COLUMNS = `id, send_user_id, receive_user_id, content_type, content, ${epochMs('send_time')} AS send_time, ${epochMs('receive_time')} AS receive_time, state`;
const Total = Type.Object({ total: Type.Integer() });

/** Chat messages: stored before delivery, so an offline recipient finds them (and their unread counts) later. */
export class ChatStore {
  constructor(private readonly db: Database) {}

  async add(from: string, to: string, contentType: ChatContentType, content: string, fileId: string | null = null): Promise<ChatRow> {
    const added = await one(
      this.db,
      ChatRow,
      `INSERT INTO chat_message (send_user_id, receive_user_id, content_type, content, file_id) VALUES ($1, $2, $3, $4, $5) RETURNING ${COLUMNS}`,
      [from, to, contentType, content, fileId],
    );
    return added!;
  }

  async get(id: string): Promise<ChatRow | null> {
    return (await one(this.db, ChatRow, `SELECT ${COLUMNS} FROM chat_message WHERE id = $1`, [id])) ?? null;
  }

  /** Unread messages per sender for one receiver. */
  async unreadNums(userId: string): Promise<Record<string, number>> {
    const counts = await rows(
      this.db,
      Type.Object({ sendUserId: Type.String(), n: Type.Integer() }),
      'SELECT send_user_id, count(*)::int AS n FROM chat_message WHERE receive_user_id = $1 AND state = 0 GROUP BY send_user_id',
      [userId],
    );
    return Object.fromEntries(counts.map((r) => [r.sendUserId, r.n]));
  }

  async markRead(receiver: string, sender: string): Promise<number> {
    const rows = await this.db.query(
      'UPDATE chat_message SET state = 1, receive_time = now() WHERE receive_user_id = $1 AND send_user_id = $2 AND state = 0 RETURNING id',
      [receiver, sender],
    );
    return rows.length;
  }

  /** One page of the conversation between two users; keyword searches text messages. */
  async history(me: string, peer: string, opts: { currentPage: number; pageSize: number; sord: 'asc' | 'desc'; keyword?: string }) {
    const where = new Where();
    const [a, b] = [where.param(me), where.param(peer)];
    where.and(`((send_user_id = ${a} AND receive_user_id = ${b}) OR (send_user_id = ${b} AND receive_user_id = ${a}))`);
    if (opts.keyword?.trim()) where.and("content_type = 'text'").keyword(opts.keyword, ['content']);
    const dir = opts.sord === 'asc' ? 'ASC' : 'DESC';
    const offset = (opts.currentPage - 1) * opts.pageSize;
    const [list, count] = await Promise.all([
      rows(this.db, ChatRow, `SELECT ${COLUMNS} FROM chat_message ${where.sql} ORDER BY send_time ${dir}, seq ${dir} LIMIT ${opts.pageSize} OFFSET ${offset}`, where.params),
      rows(this.db, Total, `SELECT count(*)::int AS total FROM chat_message ${where.sql}`, where.params),
    ]);
    return { list, total: count[0].total };
  }

  /** Whether two users have talked before (a reply is allowed even across organisations). */
  async haveTalked(a: string, b: string): Promise<boolean> {
    const rows = await this.db.query('SELECT 1 FROM chat_message WHERE send_user_id = $1 AND receive_user_id = $2 LIMIT 1', [b, a]);
    return rows.length > 0;
  }
}

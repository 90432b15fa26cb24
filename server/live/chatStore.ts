import type { Database } from '../db/client';
import { escapeLike } from '../permission/dataScopeSql';

export type ChatContentType = 'text' | 'image' | 'voice' | 'video';

export interface ChatRow {
  id: string;
  sendUserId: string;
  receiveUserId: string;
  contentType: ChatContentType;
  content: string;
  sendTime: number;
  receiveTime: number | null;
  state: number;
}

const COLUMNS = 'id, send_user_id, receive_user_id, content_type, content, send_time, receive_time, state';

function row(r: Record<string, unknown>): ChatRow {
  return {
    id: r.id as string,
    sendUserId: r.send_user_id as string,
    receiveUserId: r.receive_user_id as string,
    contentType: r.content_type as ChatContentType,
    content: r.content as string,
    sendTime: new Date(r.send_time as string).getTime(),
    receiveTime: r.receive_time ? new Date(r.receive_time as string).getTime() : null,
    state: Number(r.state),
  };
}

/** Chat messages: stored before delivery, so an offline recipient finds them (and their unread counts) later. */
export class ChatStore {
  constructor(private readonly db: Database) {}

  async add(from: string, to: string, contentType: ChatContentType, content: string, fileId: string | null = null): Promise<ChatRow> {
    const rows = await this.db.query<Record<string, unknown>>(
      `INSERT INTO chat_message (send_user_id, receive_user_id, content_type, content, file_id) VALUES ($1, $2, $3, $4, $5) RETURNING ${COLUMNS}`,
      [from, to, contentType, content, fileId],
    );
    return row(rows[0]);
  }

  async get(id: string): Promise<ChatRow | null> {
    const rows = await this.db.query<Record<string, unknown>>(`SELECT ${COLUMNS} FROM chat_message WHERE id = $1`, [id]);
    return rows[0] ? row(rows[0]) : null;
  }

  /** Unread messages per sender for one receiver. */
  async unreadNums(userId: string): Promise<Record<string, number>> {
    const rows = await this.db.query<{ send_user_id: string; n: number }>(
      'SELECT send_user_id, count(*)::int AS n FROM chat_message WHERE receive_user_id = $1 AND state = 0 GROUP BY send_user_id',
      [userId],
    );
    return Object.fromEntries(rows.map((r) => [r.send_user_id, Number(r.n)]));
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
    const params: unknown[] = [me, peer];
    let where = '((send_user_id = $1 AND receive_user_id = $2) OR (send_user_id = $2 AND receive_user_id = $1))';
    if (opts.keyword) where += ` AND content_type = 'text' AND content ILIKE $${params.push(`%${escapeLike(opts.keyword)}%`)}`;
    const dir = opts.sord === 'asc' ? 'ASC' : 'DESC';
    const offset = (opts.currentPage - 1) * opts.pageSize;
    const [rows, count] = await Promise.all([
      this.db.query<Record<string, unknown>>(
        `SELECT ${COLUMNS} FROM chat_message WHERE ${where} ORDER BY send_time ${dir}, seq ${dir} LIMIT ${opts.pageSize} OFFSET ${offset}`,
        params,
      ),
      this.db.query<{ total: number }>(`SELECT count(*)::int AS total FROM chat_message WHERE ${where}`, params),
    ]);
    return { list: rows.map(row), total: Number(count[0].total) };
  }

  /** Whether two users have talked before (a reply is allowed even across organisations). */
  async haveTalked(a: string, b: string): Promise<boolean> {
    const rows = await this.db.query('SELECT 1 FROM chat_message WHERE send_user_id = $1 AND receive_user_id = $2 LIMIT 1', [b, a]);
    return rows.length > 0;
  }
}

import crypto from 'node:crypto';
import type { Database } from '../db/client';
import { urgent } from '../db/priority';
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

/** Most messages stored by one statement: a burst beyond it waits for the next. */
export const CHAT_BATCH_MAX = 200;

interface Waiting {
  values: [id: string, from: string, to: string, contentType: ChatContentType, content: string, fileId: string | null];
  resolve: (row: ChatRow) => void;
  reject: (err: unknown) => void;
}

/**
 * Chat messages: stored before delivery, so an offline recipient finds them (and their unread counts) later.
 *
 * Storing is grouped like a database's group commit: a message that arrives while the previous
 * statement is running waits for it and goes into the next statement together with everything else
 * that arrived meanwhile. A lone message is stored at once, as before; under load one INSERT carries
 * many messages. On PGlite every statement costs its single thread a round trip and a commit, which
 * capped the live channel at a statement per message (issue 19: ~750 msg/s); PostgreSQL saves the
 * same commits.
 */
export class ChatStore {
  private waiting: Waiting[] = [];
  private storing = false;

  constructor(private readonly db: Database) {}

  add(from: string, to: string, contentType: ChatContentType, content: string, fileId: string | null = null): Promise<ChatRow> {
    return new Promise<ChatRow>((resolve, reject) => {
      this.waiting.push({ values: [crypto.randomUUID(), from, to, contentType, content, fileId], resolve, reject });
      if (!this.storing) void urgent(() => this.storeWaiting());
    });
  }

  private async storeWaiting() {
    this.storing = true;
    try {
      while (this.waiting.length) await this.store(this.waiting.splice(0, CHAT_BATCH_MAX));
    } finally {
      this.storing = false;
    }
  }

  /** One statement for the batch; when it fails (a recipient deleted meanwhile), each message alone, so only the bad one fails. */
  private async store(batch: Waiting[]): Promise<void> {
    const columns = batch[0].values.map((_, i) => batch.map((w) => w.values[i]));
    try {
      const stored = await rows(
        this.db,
        ChatRow,
        `INSERT INTO chat_message (id, send_user_id, receive_user_id, content_type, content, file_id)
         SELECT * FROM unnest($1::text[], $2::text[], $3::text[], $4::text[], $5::text[], $6::text[])
         RETURNING ${COLUMNS}`,
        columns,
      );
      const byId = new Map(stored.map((r) => [r.id, r]));
      for (const w of batch) {
        const row = byId.get(w.values[0]);
        if (row) w.resolve(row);
        else w.reject(new Error('the chat message was not stored'));
      }
    } catch (err) {
      if (batch.length === 1) return batch[0].reject(err);
      for (const w of batch) await this.store([w]);
    }
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

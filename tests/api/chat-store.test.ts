import { describe, expect, it } from 'vitest';
import type { Database } from '../../server/db/client';
import { ChatStore } from '../../server/live/chatStore';
import { serverForFile } from '../support/server';

/**
 * Chat messages stored in groups (issue 19): messages that arrive while a statement runs go into the
 * next one together, on the real database of a test server (PGlite, or PostgreSQL in the api-pg lane).
 */
const s = serverForFile();

/** The file's database, counting the statements that store chat messages. */
function counted(db: Database) {
  const seen = { inserts: 0 };
  const wrapped: Database = Object.assign(Object.create(db) as Database, {
    query: (text: string, params?: unknown[]) => {
      if (/^\s*INSERT INTO chat_message/.test(text)) seen.inserts++;
      return db.query(text, params);
    },
  });
  return { db: wrapped, seen };
}

async function userIds(n: number): Promise<string[]> {
  const found = await s.server.database.query<{ id: string }>("SELECT id FROM users WHERE account LIKE 't0%' ORDER BY account LIMIT $1", [n]);
  expect(found).toHaveLength(n);
  return found.map((r) => r.id);
}

describe('chat messages stored in groups', () => {
  it('stores a burst in fewer statements than messages, each message whole and in the order sent', async () => {
    const [a, b, c] = await userIds(3);
    const { db, seen } = counted(s.server.database);
    const chat = new ChatStore(db);
    // Texts an array literal would mangle if they were not passed as proper array elements.
    const tricky = ['NULL', '', '"quoted"', 'back\\slash', '{braces, and commas}', "it's", '中文 消息', 'tab\tnew\nline'];
    const sent = Array.from({ length: 60 }, (_, i) => ({ from: i % 2 ? a : b, to: c, text: `${tricky[i % tricky.length]} #${i}` }));
    const stored = await Promise.all(sent.map((m) => chat.add(m.from, m.to, 'text', m.text)));

    expect(stored.map((r) => r.content)).toEqual(sent.map((m) => m.text));
    expect(stored.map((r) => [r.sendUserId, r.receiveUserId])).toEqual(sent.map((m) => [m.from, m.to]));
    expect(new Set(stored.map((r) => r.id)).size).toBe(60);
    expect(stored.every((r) => r.state === 0 && r.contentType === 'text' && r.receiveTime === null)).toBe(true);
    // The first message went alone; the 59 that arrived while it was stored went together.
    expect(seen.inserts).toBe(2);

    // Read back as the conversation pages read them: the order sent.
    const page = await new ChatStore(s.server.database).history(c, a, { currentPage: 1, pageSize: 100, sord: 'asc' });
    expect(page.list.map((r) => r.content)).toEqual(sent.filter((m) => m.from === a).map((m) => m.text));
  });

  it('stores a lone message at once, in its own statement', async () => {
    const [a, b] = await userIds(2);
    const { db, seen } = counted(s.server.database);
    const chat = new ChatStore(db);
    const first = await chat.add(a, b, 'text', 'one');
    const second = await chat.add(b, a, 'text', 'two');
    expect([first.content, second.content]).toEqual(['one', 'two']);
    expect(seen.inserts).toBe(2);
  });

  it('fails only the message that cannot be stored, not the others of its group', async () => {
    const [a, b] = await userIds(2);
    const chat = new ChatStore(s.server.database);
    const results = await Promise.allSettled([
      chat.add(a, b, 'text', 'before'),
      chat.add(a, b, 'text', 'good 1'),
      chat.add(a, 'no-such-user', 'text', 'to nobody'),
      chat.add(b, a, 'text', 'good 2'),
    ]);
    expect(results.map((r) => r.status)).toEqual(['fulfilled', 'fulfilled', 'rejected', 'fulfilled']);
    const nobody = await s.server.database.query("SELECT 1 FROM chat_message WHERE content = 'to nobody'");
    expect(nobody).toHaveLength(0);
    const good = await s.server.database.query<{ content: string }>("SELECT content FROM chat_message WHERE content LIKE 'good %' ORDER BY seq");
    expect(good.map((r) => r.content)).toEqual(['good 1', 'good 2']);
  });
});

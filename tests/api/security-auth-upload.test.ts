import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type Client, type TestServer } from '../support/server';
import { openLive } from './liveSocket';

// Issue 11: uploads had no per-user quota. With UPLOAD_QUOTA_MB=1, a user's second day-megabyte is
// refused with a message naming the quota, and nothing of the refused file is stored.

let server: TestServer;
let teacher: Client;
let teacherId: string;

beforeAll(async () => {
  server = await startServer({ UPLOAD_QUOTA_MB: '1' });
  teacher = await server.login('teacher');
  const [row] = await server.database.query<{ id: string }>(`SELECT id FROM users WHERE account = 'teacher'`);
  teacherId = row.id;
});
afterAll(() => server?.close());

const pdf = (kb: number) => Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.alloc(kb * 1024 - 9, 0x20)]);

async function upload(c: Client, name: string, bytes: Buffer) {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(bytes)]), name);
  const res = await c.raw('/api/Common/Upload/annex', { method: 'POST', body: form });
  return { status: res.status, ...(await res.json()) };
}

async function storedBy(userId: string) {
  const [row] = await server.database.query<{ n: number; bytes: number }>(
    'SELECT count(*)::int AS n, coalesce(sum(size), 0)::int AS bytes FROM stored_file WHERE owner_user_id = $1',
    [userId],
  );
  return { n: Number(row.n), bytes: Number(row.bytes) };
}

function filesOnDisk(): number {
  const root = path.join(server.config.dataDir, 'files');
  return fs.readdirSync(root, { recursive: true, withFileTypes: true }).filter((d) => d.isFile() && !d.name.startsWith('.')).length;
}

describe('daily upload quota', () => {
  it('refuses the upload that would pass the quota, stores nothing of it, and leaves other users alone', async () => {
    const start = await storedBy(teacherId);
    expect(start.bytes).toBeLessThan(100 * 1024);
    expect((await upload(teacher, '教案1.pdf', pdf(400))).code).toBe(200);
    expect((await upload(teacher, '教案2.pdf', pdf(400))).code).toBe(200);
    const before = await storedBy(teacherId);
    const disk = filesOnDisk();

    const refused = await upload(teacher, '教案3.pdf', pdf(400));
    expect(refused.status).toBe(429);
    expect(refused.code).toBe(429);
    expect(refused.msg).toBe('今日上传已达上限（1MB），请明天再试');
    expect(refused.data).toBeNull();
    expect(await storedBy(teacherId)).toEqual(before);
    expect(filesOnDisk()).toBe(disk);

    // The quota is the teacher's own: a colleague still uploads.
    const school1 = await server.login('school1');
    expect((await upload(school1, '通知.pdf', pdf(400))).code).toBe(200);
  });

  it('counts chat images too: an image over the quota is refused on the live channel', async () => {
    const before = await storedBy(teacherId);
    const [peer] = await server.database.query<{ id: string }>(`SELECT id FROM users WHERE account = 'school1'`);
    const png = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(300 * 1024, 1)]);
    const s = await openLive(server.url, teacher.token);
    try {
      s.send({ method: 'SendMessage', toUserId: peer.id, messageType: 'image', messageContent: { base64: `data:image/png;base64,${png.toString('base64')}`, width: 1, height: 1 } });
      const e = await s.next('error', () => true, 15_000);
      expect(e).toMatchObject({ code: 429, msg: '今日上传已达上限（1MB），请明天再试', for: 'SendMessage' });
    } finally {
      s.close();
    }
    expect(await storedBy(teacherId)).toEqual(before);
    const [chat] = await server.database.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM chat_message WHERE send_user_id = $1 AND content_type = 'image' AND send_time > now() - interval '1 minute'`,
      [teacherId],
    );
    expect(Number(chat.n)).toBe(0);
  });
});

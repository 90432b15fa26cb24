import WebSocket from 'ws';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type Client, type TestServer } from '../support/server';
import { openLive, type LiveSocket } from './liveSocket';
import { LIVE_LIMITS } from '../../server/live/routes';

// Issue 11: websockets that never sign in stayed open forever, and the live channel's limits were
// per socket, so opening more sockets multiplied them.

let server: TestServer;
let teacher: Client;
let school1Id: string;
let open: LiveSocket[] = [];

const live = async (c: Client | null) => {
  const s = await openLive(server.url, c?.token);
  open.push(s);
  return s;
};

beforeAll(async () => {
  // A short sign-in deadline keeps the test quick; the behaviour is the same at the default 10 s.
  server = await startServer({ LIVE_AUTH_TIMEOUT_MS: '500' });
  teacher = await server.login('teacher');
  const [row] = await server.database.query<{ id: string }>(`SELECT id FROM users WHERE account = 'school1'`);
  school1Id = row.id;
});
afterEach(() => {
  open.forEach((s) => s.close());
  open = [];
});
afterAll(() => server?.close());

const isOpen = (s: LiveSocket) => s.ws.readyState === WebSocket.OPEN;

describe('sockets that never sign in', () => {
  it('are closed after the sign-in deadline, while signed-in sockets stay', async () => {
    const silent = await Promise.all(Array.from({ length: 30 }, () => live(null)));
    const signedIn = await live(teacher);
    const closes = await Promise.all(silent.map((s) => s.closed));
    expect(closes.every((c) => c.code === 1008)).toBe(true);
    expect(silent[0].frames.find((f) => f.method === 'error')?.msg).toBe('连接未及时登录，已断开');
    // The signed-in socket opened after them is still served.
    expect(isOpen(signedIn)).toBe(true);
    signedIn.send({ method: 'heartCheck' });
    expect((await signedIn.next('heartCheck')).method).toBe('heartCheck');
  });

  it('get only a few frames before signing in', async () => {
    const s = await live(null);
    for (let i = 0; i <= LIVE_LIMITS.framesBeforeSignIn; i++) s.send({ method: 'heartCheck' });
    expect((await s.closed).code).toBe(1008);
    expect(s.frames.find((f) => f.method === 'error')?.code).toBe(429);
  });
});

describe('per-user limits', () => {
  it('share one message budget across all of a user’s sockets', async () => {
    const sockets = await Promise.all([live(teacher), live(teacher), live(teacher)]);
    const per = LIVE_LIMITS.sendsPerWindow; // each socket alone stays within the old per-socket limit
    sockets.forEach((s, k) => {
      for (let i = 0; i < per; i++) s.send({ method: 'SendMessage', toUserId: school1Id, messageType: 'text', messageContent: `多开${k}-${i}` });
    });
    const answers = await Promise.all(
      sockets.map(async (s) => {
        // every frame gets an answer: its own sendMessage echo or an error
        const sent = () => s.frames.filter((f) => (f.method === 'sendMessage' && String(f.toMessage).startsWith('多开')) || f.method === 'error');
        for (let tries = 0; tries < 200 && sent().length < per; tries++) await new Promise((r) => setTimeout(r, 25));
        return s.frames;
      }),
    );
    const all = answers.flat();
    const refused = all.filter((f) => f.method === 'error' && f.code === 429);
    expect(refused.length).toBeGreaterThanOrEqual(2 * per);
    expect(refused[0].msg).toBe('发送太频繁，请稍后再试');
    // Stored messages are what the user's budget allowed, not three times it.
    const [row] = await server.database.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM chat_message WHERE receive_user_id = $1 AND content LIKE '多开%'`,
      [school1Id],
    );
    expect(Number(row.n)).toBe(per);
  });

  it('cap how many sockets one user holds open', async () => {
    const school2 = await server.login('school2');
    const held = [];
    for (let i = 0; i < LIVE_LIMITS.socketsPerUser; i++) held.push(await live(school2));
    const extra = await live(null);
    extra.send({ method: 'OnConnection', token: school2.token, mobileDevice: false });
    const refusal = await extra.next('error');
    expect(refusal).toMatchObject({ code: 429, msg: '打开的连接过多，请关闭其他页面后重试' });
    expect((await extra.closed).code).toBe(1008);
    expect(held.every(isOpen)).toBe(true);
    // Closing one makes room again.
    held[0].close();
    await held[0].closed;
    const again = await live(school2);
    expect(again.init.method).toBe('initMessage');
  });
});

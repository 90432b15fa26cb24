import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type Client, type TestServer } from '../support/server';
import { openLive, type LiveSocket } from './liveSocket';

// Two instances on one PostgreSQL, as behind a load balancer: what happens through A must be seen
// on B at once (through LISTEN/NOTIFY), not after a cache's TTL. PGlite is one process: no B there.
describe.runIf(!!process.env.TEST_DATABASE_URL)('two instances on one PostgreSQL', () => {
  let a: TestServer;
  let b: TestServer;
  let adminA: Client;
  let adminB: Client;
  let teacher: Client;
  let teacherId: string;
  let colleague: Client;
  let colleagueId: string;
  /** Colleagues of the teacher that no other test signs in (accounts). */
  let spare: { id: string; account: string }[] = [];
  const open: LiveSocket[] = [];

  const live = async (server: TestServer, c: Client) => {
    const s = await openLive(server.url, c.token);
    open.push(s);
    return s;
  };
  const flat = (n: any[]): any[] => n.flatMap((x) => [x, ...flat(x.children ?? [])]);
  const listed = async (c: Client, keyword: string) => (await c.get('/api/Permission/Users', { keyword })).data.list.map((u: any) => u.account).sort();
  const releaseNotice = async (title: string) => {
    const created = await adminA.post('/api/System/Message/CreateNotice', { title });
    return adminA.put(`/api/System/Message/${created.data.id}/Actions/Release`);
  };
  /**
   * What B answers once `ok`, or at the deadline. A notice takes milliseconds to arrive; the default
   * bound stays far below every TTL (sessions 5 s, grants 30 s, lists 60 s), so only a notice passes.
   */
  const soon = async <T>(read: () => Promise<T>, ok: (v: T) => boolean, ms = 1000): Promise<T> => {
    const deadline = Date.now() + ms;
    for (;;) {
      const v = await read();
      if (ok(v) || Date.now() > deadline) return v;
      await new Promise((r) => setTimeout(r, 20));
    }
  };
  /** Waits for a frame telling `s` that `userId` came online (or went offline): a single frame or in a batch. */
  const presenceFrame = async (s: LiveSocket, userId: string, online: boolean, ms = 3000) => {
    const single = online ? 'online' : 'offline';
    const hit = (f: any) =>
      !f.__seen && ((f.method === single && f.userId === userId) || (f.method === 'presence' && (online ? f.online : f.offline).includes(userId)));
    const deadline = Date.now() + ms;
    for (;;) {
      const f = s.frames.find(hit);
      if (f) return void (f.__seen = true);
      if (Date.now() > deadline) throw new Error(`no ${single} frame for ${userId}; got ${JSON.stringify(s.frames.map((x) => x.method))}`);
      await new Promise((r) => setTimeout(r, 20));
    }
  };
  const isOnline = async (server: TestServer, c: Client, account: string, userId: string) => {
    const list = (await server.withToken(c.token!).get('/api/Common/Chat/Contacts', { keyword: account })).data.list;
    return list.find((x: any) => x.id === userId)?.isOnline as boolean | undefined;
  };
  const listeners = () =>
    a.database.query<{ pid: number }>(
      `SELECT pid FROM pg_stat_activity WHERE datname = current_database() AND application_name LIKE 'educloud-bus-%'`,
    );

  beforeAll(async () => {
    a = await startServer();
    b = await startServer({}, { alongside: a });
    adminA = await a.login('admin');
    adminB = b.withToken(adminA.token!);
    teacher = await a.login('teacher');
    const me = (await adminA.get('/api/Permission/Users', { keyword: 'teacher' })).data.list.find((u: any) => u.account === 'teacher');
    teacherId = me.id;
    const dept = (await adminA.get('/api/Permission/Users', { organizeId: me.departmentId, pageSize: 50 })).data.list;
    const peer = dept.find((u: any) => u.account.startsWith('t0') && u.id !== teacherId);
    colleagueId = peer.id;
    colleague = await b.login(peer.account);
    const taken = new Set(['teacher', peer.account, 't0040', 't0050', 't0051']);
    spare = dept.filter((u: any) => u.account.startsWith('t0') && !taken.has(u.account)).map((u: any) => ({ id: u.id, account: u.account }));
  });
  afterAll(async () => {
    open.forEach((s) => s.close());
    await b?.close();
    await a?.close();
  });

  it('delivers a chat message sent on A to the recipient on B, once, with the unread counts right', async () => {
    const sender = await live(a, teacher);
    const senderOtherTab = await live(b, teacher);
    const recipient = await live(b, colleague);
    const unreadBefore = recipient.init.unreadNums[teacherId] ?? 0;

    sender.send({ method: 'SendMessage', toUserId: colleagueId, messageType: 'text', messageContent: '跨实例你好' });
    const got = await recipient.next('receiveMessage');
    expect(got).toMatchObject({ formUserId: teacherId, messageType: 'text', formMessage: '跨实例你好' });
    for (const s of [sender, senderOtherTab]) expect(await s.next('sendMessage')).toMatchObject({ id: got.id, toUserId: colleagueId, toMessage: '跨实例你好' });
    await recipient.none('receiveMessage');
    await sender.none('sendMessage');

    expect((await live(b, colleague)).init.unreadNums[teacherId]).toBe(unreadBefore + 1);
    const contacts = (await b.withToken(colleague.token!).get('/api/Common/Chat/Contacts')).data.list;
    expect(contacts.find((c: any) => c.id === teacherId).unreadNum).toBe(unreadBefore + 1);
    recipient.send({ method: 'UpdateReadMessage', formUserId: teacherId });
    await recipient.next('readMessage');
    expect((await live(a, colleague)).init.unreadNums[teacherId]).toBeUndefined();
  });

  it('tells every tab of a user on either instance that a conversation was read', async () => {
    const reader = spare[3];
    const readerA = await a.login(reader.account);
    const onA = await live(a, readerA);
    const onB = await live(b, readerA);
    const sender = await live(b, teacher);
    sender.send({ method: 'SendMessage', toUserId: reader.id, messageType: 'text', messageContent: '请查收' });
    for (const s of [onA, onB]) expect(await s.next('receiveMessage')).toMatchObject({ formUserId: teacherId });
    expect((await live(b, readerA)).init.unreadNums[teacherId]).toBe(1);

    onA.send({ method: 'UpdateReadMessage', formUserId: teacherId });
    for (const s of [onA, onB]) expect(await s.next('readMessage')).toMatchObject({ formUserId: teacherId });
    await onB.none('readMessage');
    expect((await live(b, readerA)).init.unreadNums[teacherId]).toBeUndefined();
  });

  it('shows a user with a socket on B online to a user on A, and offline once their last socket closes', async () => {
    const watcher = await live(a, teacher);
    const peer = spare[0];
    const peerOnB = await b.login(peer.account);
    expect(watcher.init.onlineUsers).not.toContain(peer.id);
    expect(await isOnline(a, teacher, peer.account, peer.id)).toBe(false);

    const tab1 = await live(b, peerOnB);
    await presenceFrame(watcher, peer.id, true);
    expect((await live(a, teacher)).init.onlineUsers).toContain(peer.id);
    expect(await isOnline(a, teacher, peer.account, peer.id)).toBe(true);
    // The user's own initMessage on A lists whom B has, but not themselves.
    const own = await live(a, peerOnB);
    expect(own.init.onlineUsers).toContain(teacherId);
    expect(own.init.onlineUsers).not.toContain(peer.id);

    // A second tab on B, then the tab on A and the first on B close: still online.
    const tab2 = await live(b, peerOnB);
    own.close();
    tab1.close();
    await new Promise((r) => setTimeout(r, 300));
    expect(watcher.frames.some((f) => f.method === 'offline' && f.userId === peer.id)).toBe(false);
    expect(await isOnline(a, teacher, peer.account, peer.id)).toBe(true);

    tab2.close();
    await presenceFrame(watcher, peer.id, false);
    expect(await isOnline(a, teacher, peer.account, peer.id)).toBe(false);
    expect((await live(a, teacher)).init.onlineUsers).not.toContain(peer.id);
  });

  it('takes the users of an instance that shuts down offline for the others', async () => {
    const c = await startServer({}, { alongside: a });
    const peer = spare[1];
    const watcherA = await live(a, teacher);
    const watcherB = await live(b, teacher);
    try {
      // C started after A and B: it asked them for their lists, so it knows the teacher is online.
      const onC = await live(c, await c.login(peer.account));
      expect(onC.init.onlineUsers).toContain(teacherId);
      for (const w of [watcherA, watcherB]) await presenceFrame(w, peer.id, true);
      expect(await isOnline(b, teacher, peer.account, peer.id)).toBe(true);
    } finally {
      await c.close();
    }
    for (const w of [watcherA, watcherB]) await presenceFrame(w, peer.id, false);
    expect(await isOnline(a, teacher, peer.account, peer.id)).toBe(false);
    expect(await isOnline(b, teacher, peer.account, peer.id)).toBe(false);
  });

  it('rings the bell of a user connected to B when a notice is released through A', async () => {
    const s = await live(b, teacher);
    // Every user: more recipient ids than one NOTIFY payload holds.
    const rel = await releaseNotice('跨实例通知');
    expect(rel.data.recipientCount).toBeGreaterThan(250);
    const push = await s.next('messagePush');
    expect(push).toMatchObject({ toUserId: [teacherId], unreadNoticeCount: s.init.unreadNoticeCount + 1 });
    await s.none('messagePush');
  });

  it('forced offline through A: B refuses the token at once (601) and logs its socket out', async () => {
    const victim = await a.login('t0040');
    const victimOnB = b.withToken(victim.token!);
    // B has the session in its cache now.
    expect((await victimOnB.get('/api/Common/Login/CurrentUser')).code).toBe(200);
    const s = await live(b, victim);
    const session = (await adminA.get('/api/Permission/OnlineUser', { keyword: 't0040' })).data.list[0];
    expect((await adminA.delete(`/api/Permission/OnlineUser/${session.id}`)).code).toBe(200);
    const code = () => victimOnB.get('/api/Common/Login/CurrentUser').then((r) => r.code);
    expect(await soon(code, (c) => c !== 200)).toBe(601);
    expect((await s.next('logout')).msg).toBe('您的帐号在其他地方登录或已被强制下线,请重新登录');
    expect((await s.closed).code).toBe(4001);
  });

  it('shows a user created through A at once in the list B had just cached', async () => {
    expect(await listed(adminB, 'crossnode')).toEqual([]);
    // Written behind both instances' backs: B keeps answering from its cache…
    await a.database.query(`UPDATE users SET real_name = 'crossnode 甲' WHERE account = 't0050'`);
    expect(await listed(adminB, 'crossnode')).toEqual([]);
    // …until a write through A tells it to drop the cache.
    const me = (await adminA.get('/api/Permission/Users', { keyword: 'teacher' })).data.list.find((u: any) => u.account === 'teacher');
    const created = await adminA.post('/api/Permission/Users', {
      account: 'crossnode01', realName: '林一', organizeId: me.organizeId, departmentId: me.departmentId, password: 'abc12345',
    });
    expect(created.code, created.msg).toBe(200);
    expect(await soon(() => listed(adminB, 'crossnode'), (l) => l.length > 0)).toEqual(['crossnode01', 't0050']);
  });

  it('applies a grant changed through A at once on B', async () => {
    const teacherOnB = b.withToken(teacher.token!);
    const code = () => teacherOnB.get('/api/System/BillRule').then((r) => r.code);
    // B has the teacher's grants in its cache now.
    expect(await code()).toBe(403);
    const model = (await adminA.get(`/api/Permission/Authorize/Model/User/${teacherId}`)).data;
    const billRule = flat(model.module.list).find((m) => m.enCode === 'system.billRule');
    expect((await adminA.post(`/api/Permission/Authorize/Data/${teacherId}`, { objectType: 'User', module: [billRule.id] })).code).toBe(200);
    expect(await soon(code, (c) => c !== 403)).toBe(200);
    expect((await adminA.post(`/api/Permission/Authorize/Data/${teacherId}`, { objectType: 'User', module: [] })).code).toBe(200);
    expect(await soon(code, (c) => c !== 200)).toBe(403);
  });

  it('listens again after its connection drops, and drops its caches since notices may have been missed', async () => {
    const before = await listeners();
    expect(before).toHaveLength(2);
    expect(await listed(adminB, 'reconnect')).toEqual([]);
    await a.database.query('SELECT pg_terminate_backend(pid) FROM unnest($1::int[]) AS pid', [before.map((r) => r.pid)]);
    // A change no notice tells of: only the drop on reconnecting brings it to B.
    await a.database.query(`UPDATE users SET real_name = 'reconnect 乙' WHERE account = 't0051'`);
    expect(await soon(() => listed(adminB, 'reconnect'), (l) => l.length > 0, 10_000)).toEqual(['t0051']);
    const renewed = async () => (await listeners()).filter((r) => !before.some((o) => o.pid === r.pid)).length;
    expect(await soon(renewed, (n) => n === 2, 10_000)).toBe(2);
    // And events flow again.
    const s = await live(b, teacher);
    await releaseNotice('重连之后的通知');
    expect((await s.next('messagePush')).unreadNoticeCount).toBe(s.init.unreadNoticeCount + 1);
  });

  it('rebuilds presence that changed while its LISTEN connection was down', async () => {
    const watcher = await live(a, teacher);
    const peer = spare[2];
    const peerOnB = await b.login(peer.account);
    const before = await listeners();
    await a.database.query('SELECT pg_terminate_backend(pid) FROM unnest($1::int[]) AS pid', [before.map((r) => r.pid)]);
    // A cannot hear B's notice of this socket: it learns of it by asking again once listening.
    const s = await live(b, peerOnB);
    // Well inside a beat (10 s), whose digest would also tell A in the end.
    await presenceFrame(watcher, peer.id, true, 5_000);
    expect(await isOnline(a, teacher, peer.account, peer.id)).toBe(true);
    s.close();
    await presenceFrame(watcher, peer.id, false);
  });
});

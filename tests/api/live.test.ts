import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type Client, type TestServer } from '../support/server';
import { openLive, type LiveSocket } from './liveSocket';

let server: TestServer;
let teacher: Client;
let admin: Client;
let colleague: Client;
let colleagueId: string;
let teacherId: string;
const open: LiveSocket[] = [];

const live = async (c: Client | null) => {
  const s = await openLive(server.url, c?.token);
  open.push(s);
  return s;
};

const PNG = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(64, 7)]);

beforeAll(async () => {
  server = await startServer();
  teacher = await server.login('teacher');
  admin = await server.login('admin');
  const users = (await admin.get('/api/Permission/Users', { keyword: 'teacher' })).data.list;
  const me = users.find((u: any) => u.account === 'teacher');
  teacherId = me.id;
  // A colleague in the same department with no seeded conversation.
  const dept = (await admin.get('/api/Permission/Users', { organizeId: me.departmentId, pageSize: 50 })).data.list;
  const contacts = (await teacher.get('/api/Common/Chat/Contacts')).data.list;
  const talked = new Set(contacts.filter((c: any) => c.unreadNum > 0).map((c: any) => c.id));
  const peer = dept.find((u: any) => u.account.startsWith('t0') && !talked.has(u.id) && u.id !== teacherId);
  colleagueId = peer.id;
  colleague = await server.login(peer.account);
});
afterAll(async () => {
  open.forEach((s) => s.close());
  await server?.close();
});

describe('connection', () => {
  it('answers OnConnection with initMessage: unread counts, per-sender unread and who is online', async () => {
    const other = await live(colleague);
    const s = await live(teacher);
    expect(s.init).toMatchObject({ method: 'initMessage', userId: teacherId });
    expect(s.init.unreadNoticeCount).toBeGreaterThan(0);
    // The seeded conversation left two unread messages from one colleague.
    expect(s.init.unreadMessageCount).toBe(2);
    expect(Object.values(s.init.unreadNums)).toEqual([2]);
    expect(s.init.onlineUsers).toContain(colleagueId);
    expect(s.init.onlineUsers).not.toContain(teacherId);
    s.close();
    other.close();
  });

  it('answers a bad token with logout, then closes', async () => {
    const s = await live(null);
    s.send({ method: 'OnConnection', token: 'not-a-real-token-but-long-enough', mobileDevice: false });
    const f = await s.next('logout');
    expect(f.msg).toBe('登录凭证无效,请重新登录');
    expect((await s.closed).code).toBe(4001);
  });

  it('refuses other frames before OnConnection and malformed frames, and survives them', async () => {
    const s = await live(null);
    s.send({ method: 'MessageList', toUserId: colleagueId });
    expect((await s.next('error')).code).toBe(602);
    const c = await live(teacher);
    c.send('{not json');
    expect((await c.next('error')).msg).toBe('消息格式不正确');
    c.send(JSON.stringify([1, 2]));
    expect((await c.next('error')).code).toBe(400);
    c.ws.send(Buffer.from([1, 2, 3]), { binary: true });
    expect((await c.next('error')).code).toBe(400);
    c.send({ method: 'Nope' });
    expect((await c.next('error')).code).toBe(400);
    c.send({ method: 'MessageList', toUserId: colleagueId, currentPage: 1, pageSize: 30, sord: 'desc' });
    expect((await c.next('messageList')).method).toBe('messageList');
  });

  it('broadcasts presence when a user comes online and goes offline', async () => {
    const s = await live(teacher);
    const other = await live(colleague);
    expect((await s.next('online', (f) => f.userId === colleagueId)).userId).toBe(colleagueId);
    other.close();
    expect((await s.next('offline', (f) => f.userId === colleagueId)).userId).toBe(colleagueId);
  });
});

describe('chat', () => {
  it('delivers a text to the recipient and echoes it to every socket of the sender', async () => {
    const a1 = await live(teacher);
    const a2 = await live(teacher);
    const b = await live(colleague);
    a1.send({ method: 'SendMessage', toUserId: colleagueId, messageType: 'text', messageContent: '  你好[微笑]  ', token: teacher.token });
    const got = await b.next('receiveMessage');
    expect(got).toMatchObject({ formUserId: teacherId, messageType: 'text', formMessage: '你好[微笑]' });
    expect(typeof got.dateTime).toBe('number');
    for (const s of [a1, a2]) expect(await s.next('sendMessage')).toMatchObject({ toUserId: colleagueId, toMessage: '你好[微笑]', messageType: 'text' });
    // Empty text is not sent.
    a1.send({ method: 'SendMessage', toUserId: colleagueId, messageType: 'text', messageContent: '   ' });
    expect((await a1.next('error')).for).toBe('SendMessage');
    await b.none('receiveMessage');
  });

  it('stores messages for an offline recipient, who finds the unread count on the next connection', async () => {
    const a = await live(colleague);
    for (let i = 0; i < 3; i++) a.send({ method: 'SendMessage', toUserId: teacherId, messageType: 'text', messageContent: `离线消息${i}` });
    for (let i = 0; i < 3; i++) await a.next('sendMessage');
    const b = await live(teacher);
    expect(b.init.unreadNums[colleagueId]).toBe(3);
    const contacts = (await teacher.get('/api/Common/Chat/Contacts')).data.list;
    expect(contacts[0]).toMatchObject({ id: colleagueId, unreadNum: 3, isOnline: true });
    b.send({ method: 'UpdateReadMessage', formUserId: colleagueId, token: teacher.token });
    await b.next('readMessage');
    const again = await live(teacher);
    expect(again.init.unreadNums[colleagueId]).toBeUndefined();
  });

  it('tells the reader’s other tabs that a conversation was read', async () => {
    const sender = await live(colleague);
    const tab1 = await live(teacher);
    const tab2 = await live(teacher);
    sender.send({ method: 'SendMessage', toUserId: teacherId, messageType: 'text', messageContent: '另一个标签页' });
    for (const s of [tab1, tab2]) await s.next('receiveMessage');
    tab1.send({ method: 'UpdateReadMessage', formUserId: colleagueId });
    for (const s of [tab1, tab2]) expect(await s.next('readMessage')).toMatchObject({ formUserId: colleagueId });
    await tab2.none('readMessage');
    await sender.none('readMessage');
  });

  it('pages history in both orders, with keyword search', async () => {
    const a = await live(teacher);
    for (let i = 1; i <= 7; i++) a.send({ method: 'SendMessage', toUserId: colleagueId, messageType: 'text', messageContent: `历史${i}${i % 2 ? ' 作业' : ''}` });
    for (let i = 1; i <= 7; i++) await a.next('sendMessage');
    const list = async (q: object) => {
      a.send({ method: 'MessageList', toUserId: colleagueId, formUserId: teacherId, token: teacher.token, ...q });
      return a.next('messageList');
    };
    const d1 = await list({ currentPage: 1, pageSize: 3, sord: 'desc', keyword: '历史' });
    expect(d1.list.map((m: any) => m.content)).toEqual(['历史7 作业', '历史6', '历史5 作业']);
    expect(d1.pagination).toEqual({ currentPage: 1, pageSize: 3, total: 7 });
    expect(Object.keys(d1.list[0]).sort()).toEqual(['content', 'contentType', 'id', 'receiveTime', 'receiveUserId', 'sendTime', 'sendUserId', 'state']);
    const d3 = await list({ currentPage: 3, pageSize: 3, sord: 'desc', keyword: '历史' });
    expect(d3.list.map((m: any) => m.content)).toEqual(['历史1 作业']);
    const a1 = await list({ currentPage: 1, pageSize: 3, sord: 'asc', keyword: '历史' });
    expect(a1.list.map((m: any) => m.content)).toEqual(['历史1 作业', '历史2', '历史3 作业']);
    const k = await list({ currentPage: 1, pageSize: 50, sord: 'desc', keyword: '作业' });
    expect(k.list.map((m: any) => m.content)).toEqual(['历史7 作业', '历史5 作业', '历史3 作业', '历史1 作业']);
    // A hostile page size is clamped.
    const big = await list({ currentPage: 1, pageSize: 100000, sord: 'desc' });
    expect(big.pagination.pageSize).toBe(100);
  });

  it('stores a chat image as an IM file that only the two participants can load', async () => {
    const a = await live(teacher);
    const b = await live(colleague);
    const base64 = `data:image/png;base64,${PNG.toString('base64')}`;
    a.send({ method: 'SendMessage', toUserId: colleagueId, messageType: 'image', messageContent: { base64, width: 640, height: 480 } });
    const got = await b.next('receiveMessage');
    expect(got.messageType).toBe('image');
    const content = JSON.parse(got.formMessage);
    expect(content).toMatchObject({ width: 640, height: 480 });
    expect(content.path).toMatch(/^\/api\/Common\/Image\/IM\/[0-9a-f-]{36}\.png$/);
    const asColleague = await colleague.raw(content.path);
    expect(asColleague.status).toBe(200);
    expect(Buffer.from(await asColleague.arrayBuffer()).equals(PNG)).toBe(true);
    expect((await teacher.raw(content.path)).status).toBe(200);
    const stranger = await server.login('school1');
    expect((await stranger.raw(content.path)).status).toBe(404);
    expect((await fetch(server.url + content.path)).status).toBe(401);

    a.send({ method: 'SendMessage', toUserId: colleagueId, messageType: 'image', messageContent: { base64: 'data:image/svg+xml;base64,PHN2Zz4=', width: 1, height: 1 } });
    expect((await a.next('error')).code).toBe(400);
    a.send({ method: 'SendMessage', toUserId: colleagueId, messageType: 'image', messageContent: { base64: `data:image/png;base64,${Buffer.from('<html>').toString('base64')}` } });
    expect((await a.next('error')).msg).toBe('文件类型不允许上传');
  });

  it('refuses an image of 5 MB or more with the spec text and a frame over the limit by closing', async () => {
    const a = await live(teacher);
    const five = Buffer.concat([PNG, Buffer.alloc(5 * 1024 * 1024)]);
    a.send({ method: 'SendMessage', toUserId: colleagueId, messageType: 'image', messageContent: { base64: `data:image/png;base64,${five.toString('base64')}`, width: 1, height: 1 } });
    expect((await a.next('error', () => true, 15000)).msg).toBe('图片大小不能超过5M');
    a.send({ method: 'SendMessage', toUserId: colleagueId, messageType: 'text', messageContent: 'x'.repeat(4001) });
    expect((await a.next('error')).msg).toBe('消息内容过大');
    // Still usable.
    a.send({ method: 'SendMessage', toUserId: colleagueId, messageType: 'text', messageContent: '还在' });
    expect((await a.next('sendMessage')).toMessage).toBe('还在');
    a.send('x'.repeat(8 * 1024 * 1024));
    expect((await a.closed).code).toBe(1009);
  });

  // The budget is the user's (issue 11), so the colleague spends theirs here: the teacher sends in the tests after.
  it('limits a user to 20 messages per 10 seconds', async () => {
    const a = await live(colleague);
    for (let i = 0; i < 21; i++) a.send({ method: 'SendMessage', toUserId: teacherId, messageType: 'text', messageContent: `刷屏${i}` });
    const e = await a.next('error');
    expect(e).toMatchObject({ code: 429, msg: '发送太频繁，请稍后再试' });
    const sent = a.frames.filter((f) => f.method === 'sendMessage' && String(f.toMessage).startsWith('刷屏'));
    expect(sent.length).toBeLessThanOrEqual(20);
  });

  it('does not let a teacher start a chat outside their school', async () => {
    const outsider = (await admin.get('/api/Permission/Users', { keyword: 'school2' })).data.list.find((u: any) => u.account === 'school2');
    const a = await live(teacher);
    a.send({ method: 'SendMessage', toUserId: outsider.id, messageType: 'text', messageContent: 'hi' });
    expect((await a.next('error')).code).toBe(404);
  });
});

describe('contacts', () => {
  it('lists the organisation tree with the spec fields, unread first, searchable', async () => {
    const r = await teacher.get('/api/Common/Chat/Contacts');
    expect(r.code).toBe(200);
    const c = r.data.list[0];
    expect(Object.keys(c).sort()).toEqual(['account', 'department', 'headIcon', 'id', 'isOnline', 'quickQuery', 'realName', 'unreadNum']);
    expect(r.data.list.length).toBeGreaterThan(80);
    expect(r.data.list.length).toBeLessThan(100);
    const unread = r.data.list.map((x: any) => x.unreadNum);
    expect([...unread].sort((a, b) => b - a)).toEqual(unread);
    expect(r.data.list.some((x: any) => x.id === teacherId)).toBe(false);
    const admins = await admin.get('/api/Common/Chat/Contacts');
    expect(admins.data.total).toBeGreaterThan(250);
    const k = await teacher.get('/api/Common/Chat/Contacts', { keyword: 'school1' });
    expect(k.data.list.map((x: any) => x.account)).toEqual(['school1']);
  });
});

describe('session end', () => {
  it('sends logout and closes when the session is forced offline', async () => {
    const victim = await server.login('teacher');
    const s = await live(victim);
    const ended = await server.app.sessions.end({ userId: teacherId }, 'forced');
    server.app.events.emit('sessionsEnded', { userId: teacherId, sessionIds: ended.map((e) => e.id), reason: 'forced' });
    const f = await s.next('logout');
    expect(f.msg).toBe('您的帐号在其他地方登录或已被强制下线,请重新登录');
    expect((await s.closed).code).toBe(4001);
  });

  it('logs out a socket whose session ended without an event, on its next frame', async () => {
    const user = await server.login('school1');
    const s = await live(user);
    await user.get('/api/Common/Login/Logout');
    s.send({ method: 'MessageList', toUserId: colleagueId });
    expect((await s.next('logout')).method).toBe('logout');
    expect((await s.closed).code).toBe(4001);
  });
});

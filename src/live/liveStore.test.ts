import { describe, expect, it } from 'vitest';
import { anyChatUnread, initialLive, liveRules, searchContacts, sortedContacts, totalChatUnread, type ChatContact, type ChatMessage, type LiveState } from './liveStore';
import { EMOJI, emojiSrc, parseEmoji } from './emoji';
import { backoffDelay, LiveSocket } from './liveSocket';
import { textToSend } from './ChatPanel';
import { nearBottom } from './nearBottom';

const contact = (id: string, realName: string, account: string, quickQuery: string): ChatContact => ({
  id, realName, account, quickQuery, headIcon: '', department: '语文教研组', isOnline: false, unreadNum: 0,
});
const CONTACTS = [contact('a', '王芳', 't0001', 'wf'), contact('b', '李强', 't0002', 'lq'), contact('c', '赵敏', 't0003', 'zm'), contact('d', '', 'guest', '')];

const step = (s: LiveState, patch: Partial<LiveState>): LiveState => ({ ...s, ...patch });
const msg = (from: string, to: string, id = Math.random().toString(36)): ChatMessage => ({ id, sendUserId: from, receiveUserId: to, contentType: 'text', content: 'hi', sendTime: Date.now() });

describe('live store rules', () => {
  it('takes counts and presence from initMessage', () => {
    const s = step(initialLive(), liveRules.init(initialLive(), { userId: 'me', unreadNoticeCount: 4, unreadNums: { b: 2 }, onlineUsers: ['c'] }));
    expect(s).toMatchObject({ userId: 'me', connected: true, unreadNoticeCount: 4, unreadNums: { b: 2 }, online: { c: true } });
  });

  it('counts an incoming message as unread unless its chat is open, and opening resets it', () => {
    let s = initialLive();
    s = step(s, liveRules.receive(s, msg('a', 'me')));
    s = step(s, liveRules.receive(s, msg('a', 'me')));
    expect(s.unreadNums).toEqual({ a: 2 });
    expect(anyChatUnread(s)).toBe(true);
    s = step(s, liveRules.open(s, 'a'));
    expect(s.unreadNums).toEqual({});
    expect(anyChatUnread(s)).toBe(false);
    const m = msg('a', 'me', 'm1');
    s = step(s, liveRules.receive(s, m));
    s = step(s, liveRules.receive(s, m));
    expect(s.unreadNums).toEqual({});
    expect(s.thread.map((x) => x.id)).toEqual(['m1']);
    s = step(s, liveRules.receive(s, msg('b', 'me')));
    expect(totalChatUnread(s)).toBe(1);
    // initMessage after a reconnect does not bring back the open chat's unread.
    s = step(s, liveRules.init(s, { unreadNoticeCount: 0, unreadNums: { a: 3, b: 1 }, onlineUsers: [] }));
    expect(s.unreadNums).toEqual({ b: 1 });
  });

  it('puts the sender echo into the open thread only', () => {
    let s = step(initialLive(), liveRules.open(initialLive(), 'a'));
    s = step(s, liveRules.sent(s, msg('me', 'a', 'x')));
    s = step(s, liveRules.sent(s, msg('me', 'b', 'y')));
    expect(s.thread.map((m) => m.id)).toEqual(['x']);
  });

  it('turns a newest-first history page into an oldest-first thread', () => {
    let s = step(initialLive(), liveRules.open(initialLive(), 'a'));
    s = step(s, liveRules.history(s, 'a', [msg('a', 'me', '3'), msg('me', 'a', '2'), msg('a', 'me', '1')]));
    expect(s.thread.map((m) => m.id)).toEqual(['1', '2', '3']);
    expect(liveRules.history(s, 'other', [msg('x', 'me')])).toEqual({});
  });

  it('sorts by unread count descending, then online first, then server order', () => {
    const list = sortedContacts({ contacts: CONTACTS, unreadNums: { c: 1, b: 5 }, online: { d: true, c: true } });
    expect(list.map((c) => c.id)).toEqual(['b', 'c', 'd', 'a']);
    expect(list[0]).toMatchObject({ unreadNum: 5, isOnline: false });
    expect(list[1]).toMatchObject({ unreadNum: 1, isOnline: true });
  });

  it('tracks presence and never lets the notice count go negative', () => {
    let s = initialLive();
    s = step(s, liveRules.presence(s, 'a', true));
    s = step(s, liveRules.presence(s, 'b', true));
    s = step(s, liveRules.presence(s, 'a', false));
    expect(s.online).toEqual({ b: true });
    expect(liveRules.noticeCount(-1)).toEqual({ unreadNoticeCount: 0 });
  });

  it('applies a batch of presence changes (never marking the user themselves)', () => {
    let s: LiveState = { ...initialLive(), userId: 'me', online: { a: true, b: true } };
    s = step(s, liveRules.presenceMany(s, ['c', 'me'], ['a']));
    expect(s.online).toEqual({ b: true, c: true });
  });

  it('searches realName, account and quickQuery as a case-insensitive substring', () => {
    expect(searchContacts(CONTACTS, '王').map((c) => c.id)).toEqual(['a']);
    expect(searchContacts(CONTACTS, 'T000').map((c) => c.id)).toEqual(['a', 'b', 'c']);
    expect(searchContacts(CONTACTS, 'lq').map((c) => c.id)).toEqual(['b']);
    expect(searchContacts(CONTACTS, '  ').length).toBe(4);
    expect(searchContacts(CONTACTS, 'zz')).toEqual([]);
  });
});

describe('chat text', () => {
  it('has 120 distinct emoji, each an image with [name] alt text', () => {
    expect(EMOJI).toHaveLength(120);
    expect(new Set(EMOJI.map(([n]) => n)).size).toBe(120);
    expect(EMOJI[0][0]).toBe('微笑');
    expect(emojiSrc('微笑')).toMatch(/^data:image\/svg\+xml/);
    expect(emojiSrc('不存在')).toBeNull();
    // Drawn with shapes only: a glyph in <text> shows as an empty box without an emoji font.
    const svgs = EMOJI.map(([n]) => decodeURIComponent(emojiSrc(n)!.split(',')[1]));
    expect(svgs.filter((svg) => /<text|<foreignObject|<image|href=/.test(svg))).toEqual([]);
    expect(new Set(svgs).size).toBe(120);
  });

  it('splits known emoji tokens out of text and leaves the rest as text', () => {
    expect(parseEmoji('好的[微笑][强]谢谢[不存在]')).toEqual([
      { kind: 'text', text: '好的' },
      { kind: 'emoji', name: '微笑' },
      { kind: 'emoji', name: '强' },
      { kind: 'text', text: '谢谢[不存在]' },
    ]);
    expect(parseEmoji('<img src=x onerror=alert(1)>')).toEqual([{ kind: 'text', text: '<img src=x onerror=alert(1)>' }]);
  });

  it('sends trimmed text and nothing for blank input', () => {
    expect(textToSend('  你好  ')).toBe('你好');
    expect(textToSend(' \n\t ')).toBeNull();
  });

  it('loads more near the bottom only', () => {
    expect(nearBottom({ scrollTop: 700, clientHeight: 100, scrollHeight: 1000 }, 200)).toBe(true);
    expect(nearBottom({ scrollTop: 600, clientHeight: 100, scrollHeight: 1000 }, 200)).toBe(false);
    expect(nearBottom({ scrollTop: 820, clientHeight: 100, scrollHeight: 1000 }, 100)).toBe(true);
  });
});

describe('live socket', () => {
  it('backs off exponentially up to 30 s', () => {
    const mid = () => 0.5;
    expect([0, 1, 2, 3, 4, 5, 6, 10].map((a) => backoffDelay(a, mid))).toEqual([750, 1500, 3000, 6000, 12000, 22500, 22500, 22500]);
    expect(backoffDelay(10, () => 1)).toBe(30000);
  });

  it('says OnConnection first, queues frames while closed, reconnects after a drop and stops after logout', async () => {
    const made: FakeWs[] = [];
    class FakeWs {
      readyState = 0;
      sent: string[] = [];
      onopen: (() => void) | null = null;
      onmessage: ((e: { data: string }) => void) | null = null;
      onclose: (() => void) | null = null;
      onerror: (() => void) | null = null;
      constructor(public url: string) {
        made.push(this);
      }
      send(t: string) {
        this.sent.push(t);
      }
      close() {
        this.readyState = 3;
        this.onclose?.();
      }
      open() {
        this.readyState = 1;
        this.onopen?.();
      }
    }
    const frames: string[] = [];
    const s = new LiveSocket({ url: 'ws://x/api/ws', onFrame: (f) => frames.push(f.method), WebSocketImpl: FakeWs as never, random: () => 0 });
    s.start();
    s.send({ method: 'MessageList', toUserId: 'a' });
    made[0].open();
    expect(made[0].sent.map((t) => JSON.parse(t).method)).toEqual(['OnConnection', 'MessageList']);
    // The upgrade's cookie says who the socket is: no frame carries a token.
    expect(made[0].sent.map((t) => JSON.parse(t).token)).toEqual([undefined, undefined]);
    made[0].close();
    await new Promise((r) => setTimeout(r, 600));
    expect(made).toHaveLength(2);
    made[1].open();
    made[1].onmessage?.({ data: JSON.stringify({ method: 'logout', msg: 'x' }) });
    made[1].close();
    await new Promise((r) => setTimeout(r, 700));
    expect(made).toHaveLength(2);
    expect(frames).toEqual(['logout']);
  });
});

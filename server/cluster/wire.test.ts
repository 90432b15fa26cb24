import { describe, expect, it } from 'vitest';
import { coalesce, pack, unpack, PAYLOAD_LIMIT, type ClusterMessage } from './wire';

const ids = (n: number, p = 'u') => Array.from({ length: n }, (_, i) => `${p}-${String(i).padStart(6, '0')}-0000-0000-000000000000`);
const received = (payloads: string[]) => payloads.flatMap((p) => unpack(p, 'other').messages);

describe('cluster wire', () => {
  it('merges one flush: each cache once, session evictions in one list, events in order after the drops', () => {
    const chat = { event: 'chatMessage', payload: { id: 'm1', fromUserId: 'a', toUserId: 'b' } } as const;
    const out = coalesce([
      { drop: 'readCache' },
      chat,
      { drop: 'sessions', sessionIds: ['s1'], userIds: [] },
      { drop: 'readCache' },
      { drop: 'sessions', sessionIds: ['s1', 's2'], userIds: ['u1'] },
      { drop: 'access' },
    ]);
    expect(out).toEqual([{ drop: 'readCache' }, { drop: 'access' }, { drop: 'sessions', sessionIds: ['s1', 's2'], userIds: ['u1'] }, chat]);
    expect(coalesce([{ drop: 'access' }, { drop: 'everything' }, chat])).toEqual([{ drop: 'everything' }, chat]);
  });

  it('packs many messages into one payload and skips its own echo', () => {
    const payloads = pack('me', [{ drop: 'readCache' }, { event: 'messagePush', payload: { toUserIds: ['a'] } }]);
    expect(payloads).toHaveLength(1);
    expect(unpack(payloads[0], 'me').messages).toEqual([]);
    expect(unpack(payloads[0], 'other')).toEqual({ from: 'me', messages: [{ drop: 'readCache' }, { event: 'messagePush', payload: { toUserIds: ['a'] } }] });
    expect(unpack('not json', 'other').messages).toEqual([]);
    expect(unpack('{"from":"x","messages":[1,null,{"drop":"access"},{"presence":"bye"}]}', 'other')).toEqual({ from: 'x', messages: [{ drop: 'access' }, { presence: 'bye' }] });
  });

  it('splits an id list that would not fit, every payload under the limit, nothing lost', () => {
    const users = ids(2000);
    const sessions = ids(700, 's');
    const payloads = pack('me', [
      { event: 'messagePush', payload: { toUserIds: users } },
      { drop: 'sessions', sessionIds: sessions, userIds: ['u1'] },
      { event: 'sessionsEnded', payload: { userId: 'u9', sessionIds: sessions, reason: 'forced' } },
    ]);
    expect(payloads.length).toBeGreaterThan(20);
    for (const p of payloads) expect(Buffer.byteLength(p)).toBeLessThanOrEqual(PAYLOAD_LIMIT);
    const got = received(payloads);
    const of = <T>(pick: (m: ClusterMessage) => T[] | undefined) => got.flatMap((m) => pick(m) ?? []);
    expect(of((m) => ('event' in m && m.event === 'messagePush' ? m.payload.toUserIds : undefined))).toEqual(users);
    expect(of((m) => ('drop' in m && m.drop === 'sessions' ? m.sessionIds : undefined))).toEqual(sessions);
    expect(of((m) => ('drop' in m && m.drop === 'sessions' ? m.userIds : undefined))).toEqual(['u1']);
    const ended = got.filter((m) => 'event' in m && m.event === 'sessionsEnded');
    expect(ended.every((m) => 'event' in m && m.event === 'sessionsEnded' && m.payload.userId === 'u9' && m.payload.reason === 'forced')).toBe(true);
    expect(of((m) => ('event' in m && m.event === 'sessionsEnded' ? m.payload.sessionIds : undefined))).toEqual(sessions);
  });

  it('falls back to dropping everything for a cache notice that cannot be split small enough', () => {
    const huge = 'x'.repeat(PAYLOAD_LIMIT);
    expect(received(pack('me', [{ drop: 'sessions', sessionIds: [huge], userIds: [] }]))).toEqual([{ drop: 'everything' }]);
  });

  it('keeps presence in order, merging changes in a row into each user’s last state', () => {
    const out = coalesce([
      { presence: 'change', online: ['a'], offline: [] },
      { drop: 'readCache' },
      { presence: 'change', online: ['b'], offline: [] },
      { presence: 'change', online: [], offline: ['a'] },
      { presence: 'beat', n: 1, sum: 7 },
      { presence: 'change', online: ['a'], offline: [] },
    ]);
    expect(out).toEqual([
      { drop: 'readCache' },
      { presence: 'change', online: ['b'], offline: ['a'] },
      { presence: 'beat', n: 1, sum: 7 },
      { presence: 'change', online: ['a'], offline: [] },
    ]);
  });

  it('splits a long presence list so that only its first part replaces what the receiver knew', () => {
    const users = ids(1000);
    const got = received(pack('me', [{ presence: 'list', users, first: true }, { presence: 'change', online: [], offline: users }]));
    const lists = got.filter((m) => 'presence' in m && m.presence === 'list');
    expect(lists.length).toBeGreaterThan(3);
    expect(lists.map((m) => 'presence' in m && m.presence === 'list' && m.first)).toEqual([true, ...lists.slice(1).map(() => false)]);
    expect(lists.flatMap((m) => ('presence' in m && m.presence === 'list' ? m.users : []))).toEqual(users);
    const changes = got.filter((m) => 'presence' in m && m.presence === 'change');
    expect(changes.flatMap((m) => ('presence' in m && m.presence === 'change' ? m.offline : []))).toEqual(users);
  });
});

import { describe, expect, it } from 'vitest';
import { PresenceExchange, RemotePresence, digest } from './presence';
import type { PresenceMessage } from './wire';

/** An exchange with a hand-driven clock, its own users and a record of what it said and saw. */
function node(self: string, users: string[] = []) {
  let now = 1_000;
  const sent: PresenceMessage[] = [];
  const frames: [string, boolean][] = [];
  const local = new Set(users);
  const x = new PresenceExchange({ self, send: (m) => sent.push(m), now: () => now, beatMs: 10, expireMs: 35 });
  x.attach({ userIds: () => [...local], changed: (id, on) => frames.push([id, on]) });
  return {
    x,
    sent,
    frames,
    local,
    later: (ms: number) => (now += ms),
    take: () => sent.splice(0),
  };
}

describe('remote presence', () => {
  it('holds a user online while any instance has them', () => {
    const r = new RemotePresence();
    expect(r.change('A', ['u1', 'u2'], [], 0)).toEqual({ online: ['u1', 'u2'], offline: [] });
    expect(r.change('B', ['u1'], [], 0)).toEqual({ online: [], offline: [] });
    expect(r.change('A', [], ['u1'], 0)).toEqual({ online: [], offline: [] });
    expect(r.has('u1')).toBe(true);
    expect(r.drop('B')).toEqual({ online: [], offline: ['u1'] });
    expect(r.ids()).toEqual(['u2']);
    // An offline for a user the instance did not have changes nothing.
    expect(r.change('A', [], ['u9'], 0)).toEqual({ online: [], offline: [] });
  });

  it('replaces what it knew of an instance with its list, and adds the parts after the first', () => {
    const r = new RemotePresence();
    r.change('A', ['u1', 'u2'], [], 0);
    expect(r.list('A', ['u2', 'u3'], true, 0)).toEqual({ online: ['u3'], offline: ['u1'] });
    expect(r.list('A', ['u4'], false, 0)).toEqual({ online: ['u4'], offline: [] });
    expect(r.ids().sort()).toEqual(['u2', 'u3', 'u4']);
    expect(r.digestOf('A')).toEqual(digest(['u4', 'u3', 'u2']));
  });

  it('expires the instances not heard from since a time', () => {
    const r = new RemotePresence();
    r.change('A', ['u1', 'shared'], [], 0);
    r.change('B', ['shared'], [], 50);
    expect(r.expire(10)).toEqual({ online: [], offline: ['u1'] });
    expect(r.ids()).toEqual(['shared']);
    r.seen('B', 100);
    expect(r.expire(60)).toEqual({ online: [], offline: [] });
  });

  it('digests a set whatever its order', () => {
    expect(digest(['a', 'b', 'c'])).toEqual(digest(['c', 'a', 'b']));
    expect(digest(['a', 'b'])).not.toEqual(digest(['a', 'c']));
    expect(digest([])).toEqual({ n: 0, sum: 0 });
  });
});

describe('presence exchange', () => {
  it('asks for every list and beats on start; answers an ask with its list', () => {
    const a = node('A', ['u1']);
    a.x.start();
    expect(a.take()).toEqual([{ presence: 'ask' }, { presence: 'beat', ...digest(['u1']) }]);
    a.x.receive('B', { presence: 'ask' });
    a.x.receive('B', { presence: 'ask', of: 'C' });
    a.x.receive('B', { presence: 'ask', of: 'A' });
    expect(a.take()).toEqual([
      { presence: 'list', users: ['u1'], first: true },
      { presence: 'list', users: ['u1'], first: true },
    ]);
    a.x.close();
  });

  it('tells the live channel when a user comes online or goes offline elsewhere', () => {
    const a = node('A');
    a.x.receive('B', { presence: 'change', online: ['u1'], offline: [] });
    a.x.receive('C', { presence: 'list', users: ['u1', 'u2'], first: true });
    expect(a.frames).toEqual([['u1', true], ['u2', true]]);
    expect(a.x.elsewhereIds().sort()).toEqual(['u1', 'u2']);
    a.x.receive('B', { presence: 'change', online: [], offline: ['u1'] });
    expect(a.x.elsewhere('u1')).toBe(true);
    a.x.receive('C', { presence: 'bye' });
    expect(a.frames.slice(2)).toEqual([['u1', false], ['u2', false]]);
    expect(a.x.elsewhereIds()).toEqual([]);
  });

  it('announces its own users, and nothing after its bye', () => {
    const a = node('A');
    a.x.announce('u1', true);
    a.x.announce('u1', false);
    a.x.close();
    a.x.announce('u2', true);
    a.x.receive('B', { presence: 'change', online: ['u3'], offline: [] });
    expect(a.take()).toEqual([
      { presence: 'change', online: ['u1'], offline: [] },
      { presence: 'change', online: [], offline: ['u1'] },
      { presence: 'bye' },
    ]);
    expect(a.frames).toEqual([]);
  });

  it('asks an instance for its list when its beat disagrees with what is known of it', () => {
    const a = node('A');
    a.x.receive('B', { presence: 'beat', n: 0, sum: 0 });
    expect(a.take()).toEqual([]);
    a.x.receive('B', { presence: 'change', online: ['u1'], offline: [] });
    a.x.receive('B', { presence: 'beat', ...digest(['u1']) });
    expect(a.take()).toEqual([]);
    // A change lost on the way: the next beat tells.
    a.x.receive('B', { presence: 'beat', ...digest(['u1', 'u2']) });
    expect(a.take()).toEqual([{ presence: 'ask', of: 'B' }]);
    a.x.receive('B', { presence: 'list', users: ['u1', 'u2'], first: true });
    expect(a.frames).toEqual([['u1', true], ['u2', true]]);
  });

  it('takes the users of an instance that went silent offline, and asks again after a reconnect', () => {
    const a = node('A');
    a.x.receive('B', { presence: 'change', online: ['u1'], offline: [] });
    a.x.receive('C', { presence: 'change', online: ['u2'], offline: [] });
    a.later(20);
    a.x.receive('C', { presence: 'beat', ...digest(['u2']) });
    a.later(20);
    a.x.tick();
    // B last heard 40 ago (over 35): gone. C 20 ago: still there.
    expect(a.frames).toEqual([['u1', true], ['u2', true], ['u1', false]]);
    expect(a.take()).toEqual([{ presence: 'beat', n: 0, sum: 0 }]);
    a.local.add('me');
    a.x.reconnected();
    expect(a.take()).toEqual([{ presence: 'ask' }, { presence: 'list', users: ['me'], first: true }]);
    // B was alive after all: its answer brings its user back.
    a.x.receive('B', { presence: 'list', users: ['u1'], first: true });
    expect(a.frames.at(-1)).toEqual(['u1', true]);
  });
});

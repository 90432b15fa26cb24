import type { LocalPresence, SharedPresence } from '../plugins/events';
import type { PresenceMessage } from './wire';

/** How often each instance says it is alive. */
export const BEAT_MS = 10_000;
/** An instance not heard from for this long is gone (it died without a bye): its users go offline. */
export const EXPIRE_MS = 3 * BEAT_MS + 5_000;

/** Users whose online state on the other instances flipped. */
export interface Flips {
  online: string[];
  offline: string[];
}

/**
 * An order-free digest of a set of user ids (count and the XOR of their FNV-1a hashes): a beat
 * carries the sender's, so a receiver whose view of the sender differs (a lost NOTIFY) asks again.
 */
export function digest(ids: Iterable<string>): { n: number; sum: number } {
  let n = 0;
  let sum = 0;
  for (const id of ids) {
    let h = 0x811c9dc5;
    for (let i = 0; i < id.length; i++) h = Math.imul(h ^ id.charCodeAt(i), 0x01000193);
    sum ^= h;
    n++;
  }
  return { n, sum: sum >>> 0 };
}

/**
 * What this instance knows of the others' presence: each instance's users and when it was last
 * heard from, and by user the instances that have a socket for them. A user is online elsewhere
 * while any instance has them. Pure: no timers, no I/O, the clock is passed in.
 */
export class RemotePresence {
  private instances = new Map<string, { seen: number; users: Set<string> }>();
  private byUser = new Map<string, Set<string>>();

  has(userId: string): boolean {
    return this.byUser.has(userId);
  }

  ids(): string[] {
    return [...this.byUser.keys()];
  }

  /** The digest of what is known of `from`'s users (empty for a stranger). */
  digestOf(from: string) {
    return digest(this.instances.get(from)?.users ?? []);
  }

  seen(from: string, now: number) {
    const known = this.instances.get(from);
    if (known) known.seen = now;
    else this.instances.set(from, { seen: now, users: new Set() });
  }

  change(from: string, online: string[], offline: string[], now: number): Flips {
    this.seen(from, now);
    const flips: Flips = { online: [], offline: [] };
    for (const id of online) this.add(from, id, flips);
    for (const id of offline) this.remove(from, id, flips);
    return flips;
  }

  /** `from`'s list: the first part replaces what was known of it, the next parts add to it. */
  list(from: string, users: string[], first: boolean, now: number): Flips {
    this.seen(from, now);
    const flips: Flips = { online: [], offline: [] };
    if (first) {
      const keep = new Set(users);
      for (const id of [...this.instances.get(from)!.users]) if (!keep.has(id)) this.remove(from, id, flips);
    }
    for (const id of users) this.add(from, id, flips);
    return flips;
  }

  /** `from` is gone: its users are offline unless another instance has them. */
  drop(from: string): Flips {
    const flips: Flips = { online: [], offline: [] };
    const known = this.instances.get(from);
    if (!known) return flips;
    for (const id of [...known.users]) this.remove(from, id, flips);
    this.instances.delete(from);
    return flips;
  }

  /** Drops every instance last heard from before `before`. */
  expire(before: number): Flips {
    const flips: Flips = { online: [], offline: [] };
    for (const [from, known] of [...this.instances]) {
      if (known.seen >= before) continue;
      const f = this.drop(from);
      flips.offline.push(...f.offline);
    }
    return flips;
  }

  private add(from: string, id: string, flips: Flips) {
    const users = this.instances.get(from)!.users;
    if (users.has(id)) return;
    users.add(id);
    let where = this.byUser.get(id);
    if (!where) {
      this.byUser.set(id, (where = new Set()));
      flips.online.push(id);
    }
    where.add(from);
  }

  private remove(from: string, id: string, flips: Flips) {
    if (!this.instances.get(from)?.users.delete(id)) return;
    const where = this.byUser.get(id);
    if (!where) return;
    where.delete(from);
    if (where.size) return;
    this.byUser.delete(id);
    flips.offline.push(id);
  }
}

export interface ExchangeOptions {
  /** This instance's id (the `from` of what it sends). */
  self: string;
  send(m: PresenceMessage): void;
  now?: () => number;
  beatMs?: number;
  expireMs?: number;
}

/**
 * The presence protocol between instances, over the cluster bus (design in the README's cluster
 * paragraph): each instance tells the others when one of its users gets a first socket or loses
 * the last one, says it is alive every BEAT_MS with a digest of its list, and says bye when it
 * shuts down. A starting instance, or one whose LISTEN connection came back (notices were missed,
 * and asks went unanswered), asks every instance for its list (and says its own after a reconnect); a beat whose digest differs from what the receiver knows of the
 * sender makes it ask that instance alone; an instance not heard from for EXPIRE_MS (it died without
 * a bye, or this instance stopped hearing) is dropped with its users.
 */
export class PresenceExchange implements SharedPresence {
  private remote = new RemotePresence();
  private local: LocalPresence | null = null;
  private timer: NodeJS.Timeout | null = null;
  private closed = false;
  private readonly now: () => number;

  constructor(private readonly opts: ExchangeOptions) {
    this.now = opts.now ?? Date.now;
  }

  /** Asks for every instance's list and starts beating. */
  start() {
    this.opts.send({ presence: 'ask' });
    this.beat();
    this.timer = setInterval(() => this.tick(), this.opts.beatMs ?? BEAT_MS);
    this.timer.unref();
  }

  /** A beat, and the expiry of instances gone silent. */
  tick() {
    if (this.closed) return;
    this.beat();
    this.flip(this.remote.expire(this.now() - (this.opts.expireMs ?? EXPIRE_MS)));
  }

  /**
   * The LISTEN connection came back: what the others said meanwhile is lost, so ask again; and an
   * ask sent to this instance meanwhile went unanswered, so say the list too.
   */
  reconnected() {
    if (this.closed) return;
    this.opts.send({ presence: 'ask' });
    this.sendList();
  }

  /** Says bye; nothing more is said or applied after. */
  close() {
    if (this.closed) return;
    this.opts.send({ presence: 'bye' });
    this.closed = true;
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    this.local = null;
  }

  receive(from: string, m: PresenceMessage) {
    if (this.closed || !from) return;
    const now = this.now();
    switch (m.presence) {
      case 'change':
        return this.flip(this.remote.change(from, m.online, m.offline, now));
      case 'list':
        return this.flip(this.remote.list(from, m.users, m.first, now));
      case 'bye':
        return this.flip(this.remote.drop(from));
      case 'ask':
        this.remote.seen(from, now);
        if (!m.of || m.of === this.opts.self) this.sendList();
        return;
      case 'beat': {
        const known = this.remote.digestOf(from);
        this.remote.seen(from, now);
        if (known.n !== m.n || known.sum !== m.sum) this.opts.send({ presence: 'ask', of: from });
        return;
      }
    }
  }

  elsewhere(userId: string) {
    return this.remote.has(userId);
  }

  elsewhereIds() {
    return this.remote.ids();
  }

  announce(userId: string, online: boolean) {
    if (this.closed) return;
    this.opts.send({ presence: 'change', online: online ? [userId] : [], offline: online ? [] : [userId] });
  }

  attach(local: LocalPresence) {
    this.local = local;
    return () => {
      if (this.local === local) this.local = null;
    };
  }

  private localIds() {
    return this.local?.userIds() ?? [];
  }

  private sendList() {
    this.opts.send({ presence: 'list', users: this.localIds(), first: true });
  }

  private beat() {
    this.opts.send({ presence: 'beat', ...digest(this.localIds()) });
  }

  private flip(flips: Flips) {
    const local = this.local;
    if (!local) return;
    for (const id of flips.online) local.changed(id, true);
    for (const id of flips.offline) local.changed(id, false);
  }
}

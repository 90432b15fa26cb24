import type { AppEvents } from '../plugins/events';

/** The one channel every instance sharing a database LISTENs on. */
export const CHANNEL = 'educloud_cluster';

/**
 * PostgreSQL refuses a NOTIFY payload of 8000 bytes or more; this leaves room for a server built
 * with a smaller block size to still be well inside the limit.
 */
export const PAYLOAD_LIMIT = 7000;

type EventMessage = { [K in keyof AppEvents]: { event: K; payload: AppEvents[K] } }[keyof AppEvents];

/**
 * Presence across instances (cluster/presence.ts), the sender being the payload's `from`:
 * `change` its users' first socket opened / last socket closed (a user in one list at most);
 * `list` who is online there, sent when asked (`first` replaces what the receiver knew of the
 * sender, the parts after it add); `beat` the sender is alive, with a digest of its list so a
 * receiver that missed something notices; `ask` for the lists of every instance, or of `of` alone;
 * `bye` the sender shuts down.
 */
export type PresenceMessage =
  | { presence: 'change'; online: string[]; offline: string[] }
  | { presence: 'list'; users: string[]; first: boolean }
  | { presence: 'beat'; n: number; sum: number }
  | { presence: 'ask'; of?: string }
  | { presence: 'bye' };

/**
 * What one instance tells the others: an event of the bus, presence, or a cache to drop. Ids only,
 * never rows: the receiver reads what it needs. `everything` stands in for a drop too large to send.
 */
export type ClusterMessage =
  | EventMessage
  | PresenceMessage
  | { drop: 'readCache' | 'access' | 'everything' }
  | { drop: 'sessions'; sessionIds: string[]; userIds: string[] };

/**
 * Merges what one flush says: each cache is dropped once, the session ids of many evictions go in
 * one list; events and presence keep their order, after the drops so that their listeners read
 * fresh state, and presence changes in a row become one (each user's last state).
 */
export function coalesce(messages: ClusterMessage[]): ClusterMessage[] {
  const drops = new Set<'readCache' | 'access' | 'everything'>();
  const sessionIds = new Set<string>();
  const userIds = new Set<string>();
  const events: ClusterMessage[] = [];
  for (const m of messages) {
    if (!('drop' in m)) {
      const last = events[events.length - 1];
      if ('presence' in m && m.presence === 'change' && last && 'presence' in last && last.presence === 'change') {
        events[events.length - 1] = mergeChanges(last, m);
      } else events.push(m);
    } else if (m.drop === 'sessions') {
      m.sessionIds.forEach((id) => sessionIds.add(id));
      m.userIds.forEach((id) => userIds.add(id));
    } else drops.add(m.drop);
  }
  if (drops.has('everything')) return [{ drop: 'everything' }, ...events];
  const out: ClusterMessage[] = [...drops].map((drop) => ({ drop }));
  if (sessionIds.size || userIds.size) out.push({ drop: 'sessions', sessionIds: [...sessionIds], userIds: [...userIds] });
  return [...out, ...events];
}

function mergeChanges(a: { online: string[]; offline: string[] }, b: { online: string[]; offline: string[] }): PresenceMessage {
  const state = new Map<string, boolean>();
  for (const m of [a, b]) {
    m.online.forEach((id) => state.set(id, true));
    m.offline.forEach((id) => state.set(id, false));
  }
  const pick = (on: boolean) => [...state].filter(([, v]) => v === on).map(([id]) => id);
  return { presence: 'change', online: pick(true), offline: pick(false) };
}

/**
 * The NOTIFY payloads for a flush: `{from, messages}` each, as few as fit under the limit. `from`
 * lets every instance skip its own echoes. A message too large for one payload is split by its id
 * list (an event for 50,000 users becomes a few hundred payloads, still sent in one statement).
 */
export function pack(from: string, messages: ClusterMessage[], limit = PAYLOAD_LIMIT): string[] {
  const head = `{"from":${JSON.stringify(from)},"messages":[`;
  const room = limit - Buffer.byteLength(head) - 2;
  const payloads: string[] = [];
  let parts: string[] = [];
  let used = 0;
  for (const text of messages.flatMap((m) => fit(m, room))) {
    const size = Buffer.byteLength(text) + 1;
    if (parts.length && used + size > room) {
      payloads.push(`${head}${parts.join(',')}]}`);
      parts = [];
      used = 0;
    }
    parts.push(text);
    used += size;
  }
  if (parts.length) payloads.push(`${head}${parts.join(',')}]}`);
  return payloads;
}

/**
 * Another instance's messages from a payload, and which instance said them; no messages for this
 * instance's own echo or a stranger's text.
 */
export function unpack(payload: string, self: string): { from: string; messages: ClusterMessage[] } {
  try {
    const v = JSON.parse(payload) as { from?: unknown; messages?: unknown };
    if (v.from === self || typeof v.from !== 'string' || !Array.isArray(v.messages)) return { from: '', messages: [] };
    const messages = v.messages.filter((m): m is ClusterMessage => typeof m === 'object' && m !== null && ('event' in m || 'drop' in m || 'presence' in m));
    return { from: v.from, messages };
  } catch {
    return { from: '', messages: [] };
  }
}

function fit(m: ClusterMessage, room: number): string[] {
  const text = JSON.stringify(m);
  if (Buffer.byteLength(text) < room) return [text];
  const parts = halve(m);
  if (parts) return parts.flatMap((p) => fit(p, room));
  // One id alone cannot outgrow a payload; should it ever, a cache drop still gets through whole.
  return 'drop' in m ? [JSON.stringify({ drop: 'everything' })] : [];
}

/** Two messages that together say what `m` says, each with about half of its longest id list. */
function halve(m: ClusterMessage): ClusterMessage[] | null {
  if ('presence' in m) {
    if (m.presence === 'list') return inTwo(m.users, (users, first) => ({ ...m, users, first: m.first && first }));
    if (m.presence !== 'change') return null;
    return m.online.length >= m.offline.length
      ? inTwo(m.online, (online, first) => ({ ...m, online, offline: first ? m.offline : [] }))
      : inTwo(m.offline, (offline, first) => ({ ...m, offline, online: first ? m.online : [] }));
  }
  if ('drop' in m) {
    if (m.drop !== 'sessions') return null;
    // The other list rides with the first half only: evictions add up.
    return m.sessionIds.length >= m.userIds.length
      ? inTwo(m.sessionIds, (sessionIds, first) => ({ ...m, sessionIds, userIds: first ? m.userIds : [] }))
      : inTwo(m.userIds, (userIds, first) => ({ ...m, userIds, sessionIds: first ? m.sessionIds : [] }));
  }
  if (m.event === 'messagePush') return inTwo(m.payload.toUserIds, (toUserIds) => ({ ...m, payload: { toUserIds } }));
  if (m.event === 'sessionsEnded' && m.payload.sessionIds) {
    return inTwo(m.payload.sessionIds, (sessionIds) => ({ ...m, payload: { ...m.payload, sessionIds } }));
  }
  return null;
}

function inTwo<T>(list: T[], make: (part: T[], first: boolean) => ClusterMessage): ClusterMessage[] | null {
  if (list.length < 2) return null;
  const mid = Math.ceil(list.length / 2);
  return [make(list.slice(0, mid), true), make(list.slice(mid), false)];
}

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
 * What one instance tells the others: an event of the bus, or a cache to drop. Ids only, never rows:
 * the receiver reads what it needs. `everything` stands in for a drop too large to send.
 */
export type ClusterMessage =
  | EventMessage
  | { drop: 'readCache' | 'access' | 'everything' }
  | { drop: 'sessions'; sessionIds: string[]; userIds: string[] };

/**
 * Merges what one flush says: each cache is dropped once, the session ids of many evictions go in
 * one list; events keep their order, after the drops so that their listeners read fresh state.
 */
export function coalesce(messages: ClusterMessage[]): ClusterMessage[] {
  const drops = new Set<'readCache' | 'access' | 'everything'>();
  const sessionIds = new Set<string>();
  const userIds = new Set<string>();
  const events: ClusterMessage[] = [];
  for (const m of messages) {
    if ('event' in m) events.push(m);
    else if (m.drop === 'sessions') {
      m.sessionIds.forEach((id) => sessionIds.add(id));
      m.userIds.forEach((id) => userIds.add(id));
    } else drops.add(m.drop);
  }
  if (drops.has('everything')) return [{ drop: 'everything' }, ...events];
  const out: ClusterMessage[] = [...drops].map((drop) => ({ drop }));
  if (sessionIds.size || userIds.size) out.push({ drop: 'sessions', sessionIds: [...sessionIds], userIds: [...userIds] });
  return [...out, ...events];
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

/** Another instance's messages from a payload; nothing for this instance's own echo or a stranger's text. */
export function unpack(payload: string, self: string): ClusterMessage[] {
  try {
    const v = JSON.parse(payload) as { from?: unknown; messages?: unknown };
    if (v.from === self || typeof v.from !== 'string' || !Array.isArray(v.messages)) return [];
    return v.messages.filter((m): m is ClusterMessage => typeof m === 'object' && m !== null && ('event' in m || 'drop' in m));
  } catch {
    return [];
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

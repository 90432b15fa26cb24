import type { WebSocket } from 'ws';
import type { SessionUser } from '../auth/sessions';

/** One signed-in socket. */
export interface Conn {
  ws: WebSocket;
  userId: string;
  user: SessionUser;
  sessionId: string;
  token: string;
  alive: boolean;
  /** Send times (ms) of recent SendMessage frames, for the rate limit. */
  sends: number[];
  /** Times of recent frames of any kind. */
  frames: number[];
}

/**
 * Who is connected, by user. Presence is per user: online with the first socket, offline when the
 * last one closes. Sending never throws: a socket that went away is simply skipped.
 */
export class Hub {
  private byUser = new Map<string, Set<Conn>>();

  add(conn: Conn): boolean {
    let set = this.byUser.get(conn.userId);
    const first = !set;
    if (!set) this.byUser.set(conn.userId, (set = new Set()));
    set.add(conn);
    return first;
  }

  /** Returns true when this was the user's last socket. */
  remove(conn: Conn): boolean {
    const set = this.byUser.get(conn.userId);
    if (!set || !set.delete(conn)) return false;
    if (set.size) return false;
    this.byUser.delete(conn.userId);
    return true;
  }

  conns(userId: string): Conn[] {
    return [...(this.byUser.get(userId) ?? [])];
  }

  all(): Conn[] {
    return [...this.byUser.values()].flatMap((s) => [...s]);
  }

  onlineUserIds(): string[] {
    return [...this.byUser.keys()];
  }

  isOnline(userId: string): boolean {
    return this.byUser.has(userId);
  }

  sendTo(userId: string, frame: object) {
    const text = JSON.stringify(frame);
    for (const c of this.conns(userId)) send(c.ws, text);
  }

  broadcast(frame: object, exceptUserId?: string) {
    const text = JSON.stringify(frame);
    for (const [userId, set] of this.byUser) if (userId !== exceptUserId) for (const c of set) send(c.ws, text);
  }
}

export function send(ws: WebSocket, frame: object | string) {
  if (ws.readyState !== ws.OPEN) return;
  ws.send(typeof frame === 'string' ? frame : JSON.stringify(frame), () => {});
}

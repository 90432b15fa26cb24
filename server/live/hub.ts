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

/**
 * Presence changes go out in batches: at the morning rush a thousand sockets connect within
 * seconds, and telling every socket about every arrival in its own frame is n² writes. A window
 * with a few changes sends the plain 'online' / 'offline' frames (not to the user themselves);
 * more go as one 'presence' frame {online: [ids], offline: [ids]} with each user's last state.
 */
export class PresenceBatch {
  static readonly singleFramesUpTo = 5;
  private changes = new Map<string, boolean>();
  private timer: ReturnType<typeof setTimeout> | null = null;

  constructor(
    private readonly hub: Hub,
    private readonly windowMs = 100,
  ) {}

  changed(userId: string, online: boolean) {
    this.changes.set(userId, online);
    if (!this.timer) {
      this.timer = setTimeout(() => this.flush(), this.windowMs);
      this.timer.unref?.();
    }
  }

  flush() {
    this.timer = null;
    const changes = [...this.changes];
    this.changes.clear();
    if (changes.length <= PresenceBatch.singleFramesUpTo) {
      for (const [userId, online] of changes) this.hub.broadcast({ method: online ? 'online' : 'offline', userId }, userId);
    } else {
      this.hub.broadcast({
        method: 'presence',
        online: changes.filter(([, on]) => on).map(([id]) => id),
        offline: changes.filter(([, on]) => !on).map(([id]) => id),
      });
    }
  }

  stop() {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    this.changes.clear();
  }
}

export function send(ws: WebSocket, frame: object | string) {
  if (ws.readyState !== ws.OPEN) return;
  ws.send(typeof frame === 'string' ? frame : JSON.stringify(frame), () => {});
}

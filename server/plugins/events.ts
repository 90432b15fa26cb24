import { EventEmitter } from 'node:events';
import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';

/**
 * Event bus between API areas (a session ended, a notice released, a chat message stored); the live
 * channel listens here. The payloads hold ids only, so that when several instances share one
 * PostgreSQL the cluster bridge (plugins/clusterBus.ts) can carry each event over LISTEN/NOTIFY to
 * the others, whose listeners read the rows themselves (design.md §5). On PGlite it stays in-process.
 */
export interface AppEvents {
  sessionsEnded: { userId: string; sessionIds?: string[]; exceptSessionId?: string; reason?: string };
  messagePush: { toUserIds: string[] };
  chatMessage: { id: string; fromUserId: string; toUserId: string };
  /** `userId` read the conversation with `peerId`: their other sockets clear the same badge. */
  chatRead: { userId: string; peerId: string };
  /** 系统配置 was saved: every instance reads the settings again (server/sysConfig). */
  sysConfigChanged: { at: number };
  /** 缓存管理 cleared a cache (or every cache: `all`) on every instance (server/cacheAdmin). */
  cacheCleared: { name: string };
  /** 翻译管理 changed a translation: every instance reads the overrides again (server/translation). */
  translationsChanged: { at: number };
}

/**
 * Who is online on the other instances sharing the database, kept by the cluster bridge
 * (cluster/presence.ts); absent on PGlite. The live channel tells it of its own users' first socket
 * opening and last socket closing, and learns from it when a user comes online or goes offline
 * elsewhere (on every other instance together).
 */
export interface SharedPresence {
  /** Whether the user has a socket on another instance. */
  elsewhere(userId: string): boolean;
  /** The users with a socket on another instance. */
  elsewhereIds(): string[];
  /** A user got their first socket here (true) or lost their last one here (false). */
  announce(userId: string, online: boolean): void;
  /** The live channel plugs in: who is online here, and what to do when a user's state elsewhere flips. Returns the unplug. */
  attach(local: LocalPresence): () => void;
}

export interface LocalPresence {
  userIds(): string[];
  changed(userId: string, online: boolean): void;
}

export class EventBus {
  private emitter = new EventEmitter();
  /** Set by the cluster bridge: hands each event emitted here to the other instances too. */
  broadcast: (<K extends keyof AppEvents>(name: K, payload: AppEvents[K]) => void) | null = null;
  /** Set by the cluster bridge: presence on the other instances. */
  presence: SharedPresence | null = null;

  constructor() {
    this.emitter.setMaxListeners(0);
  }
  emit<K extends keyof AppEvents>(name: K, payload: AppEvents[K]) {
    this.broadcast?.(name, payload);
    this.deliver(name, payload);
  }
  /** To this instance's listeners only: for an event another instance emitted (no echo back). */
  deliver<K extends keyof AppEvents>(name: K, payload: AppEvents[K]) {
    this.emitter.emit(name, payload);
  }
  on<K extends keyof AppEvents>(name: K, fn: (payload: AppEvents[K]) => void) {
    this.emitter.on(name, fn);
    return () => this.emitter.off(name, fn);
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    events: EventBus;
  }
}

export default fp(
  async (app: FastifyInstance) => {
    app.decorate('events', new EventBus());
  },
  { name: 'events' },
);

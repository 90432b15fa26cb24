import { EventEmitter } from 'node:events';
import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';

/**
 * In-process event bus between API areas (a session ended, a notice released, a chat message
 * stored). The live channel listens here. A multi-instance deployment would bridge this bus with
 * PostgreSQL LISTEN/NOTIFY carrying ids only (design.md §5).
 */
export interface AppEvents {
  sessionsEnded: { userId: string; sessionIds?: string[]; exceptSessionId?: string; reason?: string };
  messagePush: { toUserIds: string[] };
  chatMessage: { id: string; fromUserId: string; toUserId: string };
}

export class EventBus {
  private emitter = new EventEmitter();
  constructor() {
    this.emitter.setMaxListeners(0);
  }
  emit<K extends keyof AppEvents>(name: K, payload: AppEvents[K]) {
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

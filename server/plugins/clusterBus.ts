import crypto from 'node:crypto';
import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import { CHANNEL, pack, unpack, type ClusterMessage } from '../cluster/wire';
import { Outbox } from '../cluster/outbox';
import { NotifyListener } from '../cluster/listener';
import { PresenceExchange } from '../cluster/presence';
import { urgent } from '../db/priority';

/**
 * Bridges server instances that share one PostgreSQL (DATABASE_URL) through LISTEN/NOTIFY on one
 * channel, ids only (design.md §5): each event of the bus and each cache drop made here reaches the
 * others, which hand the event to their own listeners (the live channel delivers it as if local)
 * and drop the same cache entries. It also keeps presence across instances (who has a socket
 * where: cluster/presence.ts) for the live channel. Registered only for PostgreSQL: PGlite is one
 * process by design.
 */
export default fp(
  async (app: FastifyInstance, opts: { url: string }) => {
    const instance = crypto.randomBytes(6).toString('hex');
    // The notices go ahead of list reads (db/priority.ts): a chat message is delivered through them,
    // even on one instance, and another instance's cache drops should not wait behind pages either.
    const outbox = new Outbox((messages) =>
      urgent(() => app.database.query('SELECT pg_notify($1, p) FROM unnest($2::text[]) AS p', [CHANNEL, pack(instance, messages)])).then(
        () => {},
        (err) => app.log.error({ err }, 'cluster notices: NOTIFY failed; the other instances miss this batch until their caches expire'),
      ),
    );

    const dropEverything = () => {
      app.readCache.discard();
      app.access.discard();
      app.sessions.discardAll();
    };
    const presence = new PresenceExchange({ self: instance, send: (m) => void outbox.add(m) });
    const apply = (from: string, m: ClusterMessage) => {
      if ('presence' in m) return presence.receive(from, m);
      if ('event' in m) return app.events.deliver(m.event, m.payload as never);
      if (m.drop === 'readCache') app.readCache.discard();
      else if (m.drop === 'access') app.access.discard();
      else if (m.drop === 'sessions') app.sessions.discard(m.sessionIds, m.userIds);
      else if (m.drop === 'everything') dropEverything();
    };
    const listener = new NotifyListener({
      url: opts.url,
      channel: CHANNEL,
      name: `educloud-bus-${instance}`,
      log: app.log,
      onNotify(payload) {
        const { from, messages } = unpack(payload, instance);
        // What a notice causes here (a chat message delivered, its rows read) goes ahead of list reads too.
        urgent(() => {
          for (const m of messages) {
            try {
              apply(from, m);
            } catch (err) {
              app.log.error({ err }, 'cluster notices: applying a notice failed');
            }
          }
        });
      },
      onReconnect() {
        dropEverything();
        presence.reconnected();
      },
    });
    await listener.start();
    presence.start();
    app.events.presence = presence;

    app.events.broadcast = (event, payload) => void outbox.add({ event, payload } as ClusterMessage);
    app.readCache.broadcast = () => void outbox.add({ drop: 'readCache' });
    app.access.broadcast = () => void outbox.add({ drop: 'access' });
    app.sessions.broadcast = (sessionIds, userIds) => outbox.add({ drop: 'sessions', sessionIds, userIds });

    app.addHook('onClose', async () => {
      app.events.broadcast = app.readCache.broadcast = app.access.broadcast = app.sessions.broadcast = null;
      app.events.presence = null;
      // The others take this instance's users offline now rather than when its beats stop.
      presence.close();
      await outbox.idle();
      await listener.close();
    });
  },
  { name: 'clusterBus', dependencies: ['events', 'readCache', 'auth', 'database'] },
);

import crypto from 'node:crypto';
import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import { CHANNEL, pack, unpack, type ClusterMessage } from '../cluster/wire';
import { Outbox } from '../cluster/outbox';
import { NotifyListener } from '../cluster/listener';

/**
 * Bridges server instances that share one PostgreSQL (DATABASE_URL) through LISTEN/NOTIFY on one
 * channel, ids only (design.md §5): each event of the bus and each cache drop made here reaches the
 * others, which hand the event to their own listeners (the live channel delivers it as if local)
 * and drop the same cache entries. Registered only for PostgreSQL: PGlite is one process by design.
 */
export default fp(
  async (app: FastifyInstance, opts: { url: string }) => {
    const instance = crypto.randomBytes(6).toString('hex');
    const outbox = new Outbox((messages) =>
      app.database.query('SELECT pg_notify($1, p) FROM unnest($2::text[]) AS p', [CHANNEL, pack(instance, messages)]).then(
        () => {},
        (err) => app.log.error({ err }, 'cluster notices: NOTIFY failed; the other instances miss this batch until their caches expire'),
      ),
    );

    const dropEverything = () => {
      app.readCache.discard();
      app.access.discard();
      app.sessions.discardAll();
    };
    const apply = (m: ClusterMessage) => {
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
        for (const m of unpack(payload, instance)) {
          try {
            apply(m);
          } catch (err) {
            app.log.error({ err }, 'cluster notices: applying a notice failed');
          }
        }
      },
      onReconnect: dropEverything,
    });
    await listener.start();

    app.events.broadcast = (event, payload) => void outbox.add({ event, payload } as ClusterMessage);
    app.readCache.broadcast = () => void outbox.add({ drop: 'readCache' });
    app.access.broadcast = () => void outbox.add({ drop: 'access' });
    app.sessions.broadcast = (sessionIds, userIds) => outbox.add({ drop: 'sessions', sessionIds, userIds });

    app.addHook('onClose', async () => {
      app.events.broadcast = app.readCache.broadcast = app.access.broadcast = app.sessions.broadcast = null;
      await outbox.idle();
      await listener.close();
    });
  },
  { name: 'clusterBus', dependencies: ['events', 'readCache', 'auth', 'database'] },
);

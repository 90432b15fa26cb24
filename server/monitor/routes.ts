import crypto from 'node:crypto';
import os from 'node:os';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import client from 'prom-client';
import { ApiError, Code } from '../../contract/errors';
import { t } from '../../contract/texts';
import { ok } from '../http/reply';
import { Nullable, Type, answers, envelope, one, typed } from '../kit';
import { addressAllowed } from './stats';

const MENU = 'system.monitor';

const SampleRow = Type.Object({
  t: Type.Number(),
  cpu: Type.Number(),
  rss: Type.Number(),
  heapUsed: Type.Number(),
  systemUsed: Type.Number(),
  systemTotal: Type.Number(),
  loopP50: Type.Number(),
  loopP99: Type.Number(),
  loopMax: Type.Number(),
  rps: Type.Number(),
  errors: Type.Integer(),
  sockets: Type.Integer(),
});
const RouteRow = Type.Object({
  route: Type.String(),
  count: Type.Integer(),
  errors: Type.Integer(),
  p50: Type.Number(),
  p95: Type.Number(),
  p99: Type.Number(),
  max: Type.Number(),
});
const MonitorAnswer = Type.Object({
  system: Type.Object({
    hostname: Type.String(),
    platform: Type.String(),
    node: Type.String(),
    cpus: Type.Integer(),
    loadAverage: Type.Array(Type.Number()),
    uptimeSeconds: Type.Integer(),
    instance: Type.String(),
  }),
  samples: Type.Array(SampleRow),
  routes: Type.Array(RouteRow),
  database: Type.Object({
    kind: Type.String(),
    sizeBytes: Type.Number(),
    connections: Type.Integer(),
    maxConnections: Nullable(Type.Integer()),
    slowest: Type.Array(Type.Object({ sql: Type.String(), maxMs: Type.Number(), avgMs: Type.Number(), calls: Type.Integer() })),
  }),
});

const DbStats = Type.Object({ sizeBytes: Type.Number(), connections: Type.Integer(), maxConnections: Nullable(Type.Integer()) });

const round = (n: number) => Math.round(n * 10) / 10;

/** `/metrics` admits a caller with the configured bearer token or from an allowed address; nobody when neither is configured. */
export function metricsAdmitted(req: FastifyRequest, opts: { token: string | null; allow: string[] }): boolean {
  if (opts.token) {
    const given = Buffer.from(String(req.headers.authorization ?? '').replace(/^Bearer\s+/i, ''));
    const want = Buffer.from(opts.token);
    if (given.length === want.length && crypto.timingSafeEqual(given, want)) return true;
  }
  return addressAllowed(req.ip, opts.allow);
}

export default async function monitorRoutes(instance: FastifyInstance, opts: { metricsToken: string | null; metricsAllow: string[] }) {
  const app = typed(instance);
  const db = app.database;
  const monitor = app.monitor;

  const dbStats = () =>
    one(
      db,
      DbStats,
      `SELECT pg_database_size(current_database())::float8 AS size_bytes,
              (SELECT count(*)::int FROM pg_stat_activity WHERE datname = current_database()) AS connections,
              (SELECT setting::int FROM pg_settings WHERE name = 'max_connections') AS max_connections`,
    );

  // The database's figures for Prometheus, read when scraped.
  new client.Gauge({
    name: 'educloud_database_size_bytes',
    help: 'Size of the database in bytes',
    registers: [monitor.registry],
    async collect() {
      this.set((await dbStats())?.sizeBytes ?? 0);
    },
  });
  new client.Gauge({
    name: 'educloud_database_connections',
    help: 'Connections to the database',
    registers: [monitor.registry],
    async collect() {
      this.set((await dbStats())?.connections ?? 0);
    },
  });
  new client.Gauge({
    name: 'educloud_open_sockets',
    help: 'Open HTTP and websocket connections of this instance',
    registers: [monitor.registry],
    collect() {
      return new Promise<void>((resolve) =>
        app.server.getConnections((err, n) => {
          this.set(err ? 0 : n);
          resolve();
        }),
      );
    },
  });

  app.get(
    '/api/System/Monitor',
    { schema: { tags: ['Monitor'], summary: '系统监控：最近一小时的进程、请求与数据库指标（本实例）', response: answers(envelope(MonitorAnswer)) }, config: { access: { menu: MENU } } },
    async () => {
      const now = Date.now();
      const routes = [...monitor.routes]
        .map(([route, r]) => ({ route, s: r.summary(now) }))
        .filter((x): x is { route: string; s: NonNullable<typeof x.s> } => x.s !== null)
        .sort((a, b) => b.s.p95 - a.s.p95)
        .slice(0, 50)
        .map(({ route, s }) => ({ route, count: s.count, errors: s.errors, p50: round(s.p50), p95: round(s.p95), p99: round(s.p99), max: round(s.max) }));
      const stats = (await dbStats())!;
      return ok({
        system: {
          hostname: os.hostname(),
          platform: `${os.type()} ${os.release()}`,
          node: process.version,
          cpus: os.cpus().length,
          loadAverage: os.loadavg().map(round),
          uptimeSeconds: Math.round((now - monitor.started) / 1000),
          instance: app.scheduler?.instance ?? '',
        },
        samples: monitor.samples.list(),
        routes,
        database: { kind: db.kind, ...stats, slowest: monitor.slow.top(15, now) },
      });
    },
  );

  app.get('/metrics', { schema: { hide: true }, config: { access: 'public' } }, async (req, reply) => {
    if (!metricsAdmitted(req, { token: opts.metricsToken, allow: opts.metricsAllow })) throw new ApiError(Code.Forbidden, t('forbidden'));
    const text = await monitor.registry.metrics();
    return reply.type(monitor.registry.contentType).send(text);
  });
}

import os from 'node:os';
import { monitorEventLoopDelay, performance } from 'node:perf_hooks';
import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import client from 'prom-client';
import type { Database, StatementOptions } from '../db/client';
import { HOUR_MS, Ring, RouteLatency, SAMPLE_MS, SlowQueries } from './stats';

/** One sample of the process, every SAMPLE_MS (the charts of 系统监控 draw the last hour of them). */
export interface Sample {
  t: number;
  /** Process CPU, percent of one core. */
  cpu: number;
  rss: number;
  heapUsed: number;
  systemUsed: number;
  systemTotal: number;
  /** Event-loop delay over the interval, ms. */
  loopP50: number;
  loopP99: number;
  loopMax: number;
  rps: number;
  errors: number;
  sockets: number;
}

export class Monitor {
  readonly samples = new Ring<Sample>(HOUR_MS / SAMPLE_MS);
  readonly routes = new Map<string, RouteLatency>();
  readonly slow = new SlowQueries();
  readonly registry = new client.Registry();
  readonly started = Date.now();
  requests = 0;
  errors = 0;
  readonly histogram = new client.Histogram({
    name: 'http_request_duration_seconds',
    help: 'HTTP request duration by method, route and status code',
    labelNames: ['method', 'route', 'status_code'],
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [this.registry],
  });

  route(key: string): RouteLatency {
    let r = this.routes.get(key);
    if (!r) this.routes.set(key, (r = new RouteLatency()));
    return r;
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    monitor: Monitor;
  }
  interface FastifyRequest {
    monitorStart?: number;
  }
}

// Each database's queries are timed once, whichever app (tests build several on one database) reads them.
const recorders = new WeakMap<Database, SlowQueries>();
const wrapped = new WeakSet<Database>();

/** Times every statement of `database` into the current app's slow-query list (the query layer stays unaware). */
function timeQueries(database: Database, slow: SlowQueries) {
  recorders.set(database, slow);
  if (wrapped.has(database)) return;
  wrapped.add(database);
  const query = database.query.bind(database);
  database.query = (async (text: string, params?: unknown[], opts?: StatementOptions) => {
    const t0 = performance.now();
    try {
      return await query(text, params, opts);
    } finally {
      recorders.get(database)?.record(text, performance.now() - t0, Date.now());
    }
  }) as Database['query'];
}

/**
 * 系统监控's collector: a sample of the process every 5 s for the last hour, each request's
 * latency by route, every statement's time by its shape, and the Prometheus registry behind
 * `/metrics` (prom-client's process metrics plus ours). Registered before the areas so its hooks
 * see every route.
 */
export default fp(
  async (app: FastifyInstance) => {
    const monitor = new Monitor();
    app.decorate('monitor', monitor);
    client.collectDefaultMetrics({ register: monitor.registry });
    timeQueries(app.database, monitor.slow);

    app.addHook('onRequest', (req, _reply, done) => {
      req.monitorStart = performance.now();
      done();
    });
    app.addHook('onResponse', (req, reply, done) => {
      if (req.monitorStart !== undefined) {
        const ms = performance.now() - req.monitorStart;
        const route = req.routeOptions.url ?? 'unmatched';
        const error = reply.statusCode >= 500;
        monitor.requests++;
        if (error) monitor.errors++;
        monitor.route(`${req.method} ${route}`).record(ms, error, Date.now());
        monitor.histogram.observe({ method: req.method, route, status_code: String(reply.statusCode) }, ms / 1000);
      }
      done();
    });

    const loop = monitorEventLoopDelay({ resolution: 20 });
    loop.enable();
    let lastCpu = process.cpuUsage();
    let lastAt = performance.now();
    const sample = () => {
      const now = performance.now();
      const cpu = process.cpuUsage(lastCpu);
      const elapsedUs = (now - lastAt) * 1000;
      lastCpu = process.cpuUsage();
      lastAt = now;
      const mem = process.memoryUsage();
      const seconds = elapsedUs / 1e6 || SAMPLE_MS / 1000;
      const base = {
        t: Date.now(),
        cpu: Math.round(((cpu.user + cpu.system) / (elapsedUs || 1)) * 1000) / 10,
        rss: mem.rss,
        heapUsed: mem.heapUsed,
        systemUsed: os.totalmem() - os.freemem(),
        systemTotal: os.totalmem(),
        loopP50: Math.round(loop.percentile(50) / 1e4) / 100,
        loopP99: Math.round(loop.percentile(99) / 1e4) / 100,
        loopMax: Math.round(loop.max / 1e4) / 100,
        rps: Math.round((monitor.requests / seconds) * 100) / 100,
        errors: monitor.errors,
      };
      loop.reset();
      monitor.requests = 0;
      monitor.errors = 0;
      app.server.getConnections((err, count) => monitor.samples.push({ ...base, sockets: err ? 0 : count }));
    };
    const timer = setInterval(sample, SAMPLE_MS);
    timer.unref();
    app.addHook('onReady', async () => sample());
    app.addHook('onClose', async () => {
      clearInterval(timer);
      loop.disable();
    });
  },
  { name: 'monitor', dependencies: ['database'] },
);

import fs from 'node:fs';
import path from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import type { Config } from './config';
import type { Database } from './db/client';
import databasePlugin from './plugins/database';
import eventsPlugin from './plugins/events';
import authPlugin from './plugins/auth';
import readCachePlugin from './plugins/readCache';
import { installErrorHandler } from './http/errors';
import { registerAreas } from './areas';
import { redactUrl } from './auth/redactUrl';
import { refuseInheritedSortKey } from './kit/sortClause';
import { installSecurityHeaders } from './http/securityHeaders';
import { schemaCompilers } from './http/schemaCompilers';
import { sessionCookieRoutes } from './auth/sessionCookie';
import externalLinkRoutes from './menu/externalLink';

/** One declared route as the route × role matrix test reads it (tests/api/security-matrix.test.ts). */
export interface RouteRecord {
  method: string;
  url: string;
  access: unknown;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Every route declared on the app, in declaration order: the matrix test fails on one it has no row for. */
    routeTable: RouteRecord[];
  }
}

/** Assembles the app around an opened database; server/main.ts listens, tests inject(). */
export async function buildApp(
  config: Config,
  database: Database,
  opts: { logger?: boolean; logStream?: NodeJS.WritableStream } = {},
): Promise<FastifyInstance> {
  const app = Fastify({
    logger:
      opts.logger === false
        ? false
        : {
            level: config.logLevel,
            redact: ['req.headers.authorization'],
            ...(opts.logStream ? { stream: opts.logStream } : {}),
            // Tickets, signatures and tokens ride in some URLs (downloads, images, QR sign-in): logged without them.
            serializers: {
              req: (req: { method: string; url: string; host?: string; ip?: string; socket?: { remotePort?: number } }) => ({
                method: req.method,
                url: redactUrl(req.url),
                host: req.host,
                remoteAddress: req.ip,
                remotePort: req.socket?.remotePort,
              }),
            },
          },
    bodyLimit: 2 * 1024 * 1024,
    // A hop count trusts that many proxies nearest to us (Fastify's numeric form, spelled as its function).
    trustProxy: typeof config.trustProxy === 'number' ? (_address: string, hop: number) => hop < (config.trustProxy as number) : config.trustProxy,
    ajv: { customOptions: { removeAdditional: true, coerceTypes: 'array', useDefaults: true, allErrors: false } },
    // Fastify's compilers, each route schema compiled once per process (http/schemaCompilers.ts).
    schemaController: { compilersFactory: schemaCompilers as never },
  });
  installErrorHandler(app);
  installSecurityHeaders(app, { frameAncestors: config.frameAncestors });
  const routeTable: RouteRecord[] = [];
  app.decorate('routeTable', routeTable);
  app.addHook('onRoute', (route) => {
    for (const method of [route.method].flat()) routeTable.push({ method, url: route.url, access: route.config?.access });
  });
  // No route takes a compressed request body (nothing of ours sends one, and inflating uploads is a
  // needless risk), so the plugin's per-request decompression hook is left off every route.
  app.addHook('onRoute', (route) => {
    route.decompress ??= false;
  });
  app.addHook('preValidation', refuseInheritedSortKey);
  // Answers over 1 KB go out in the coding the browser accepts (brotli, else gzip). Prepared list
  // answers (http/preparedAnswer.ts) and the build's precompressed files carry their coding already
  // and pass through untouched.
  const { default: compress } = await import('@fastify/compress');
  await app.register(compress, { encodings: ['br', 'gzip'], threshold: 1024 });
  const { default: swagger } = await import('@fastify/swagger');
  const { default: swaggerUi } = await import('@fastify/swagger-ui');
  await app.register(swagger, {
    openapi: {
      info: { title: 'EduCloud Console API', version: '3.0.0', description: 'Envelope {code, msg, data}; Authorization: the token from Login.' },
      components: { securitySchemes: { token: { type: 'apiKey', in: 'header', name: 'Authorization' } } },
      security: [{ token: [] }],
    },
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs' });
  await app.register(databasePlugin, { database });
  await app.register(eventsPlugin);
  await app.register(authPlugin, { sessionTtl: config.sessionTtl });
  // With several instances on one PostgreSQL the cluster bridge drops the list cache on every write
  // anywhere, so the TTL is the same as on PGlite: it only bounds a notice lost on the way.
  await app.register(readCachePlugin, { ttlMs: 60_000 });
  if (database.kind === 'postgres' && config.databaseUrl) {
    const { default: clusterBus } = await import('./plugins/clusterBus');
    await app.register(clusterBus, { url: config.databaseUrl });
  }
  // 系统配置 before the areas: sign-in, passwords and uploads read the settings in force.
  const { default: sysConfigPlugin } = await import('./sysConfig/plugin');
  await app.register(sysConfigPlugin, { config });
  // 缓存管理's registry before the areas too: areas with caches of their own register them.
  const { default: cacheAdminPlugin } = await import('./cacheAdmin/plugin');
  await app.register(cacheAdminPlugin);
  // 系统监控's collector: its hooks time every route declared after it.
  const { default: monitorPlugin } = await import('./monitor/plugin');
  await app.register(monitorPlugin);
  await registerAreas(app, config);
  await app.register(sessionCookieRoutes);
  await app.register(externalLinkRoutes, { externalLinkHosts: config.externalLinkHosts });

  if (fs.existsSync(path.join(config.distDir, 'index.html'))) {
    const { default: staticPlugin } = await import('@fastify/static');
    // preCompressed: the build writes .br and .gz beside each asset (vite.config.ts), so no request compresses them.
    await app.register(staticPlugin, { root: config.distDir, wildcard: false, index: false, preCompressed: true });
    const indexHtml = fs.readFileSync(path.join(config.distDir, 'index.html'), 'utf8');
    // History-mode routing: every non-API path that is not a file answers the app shell.
    app.get('/*', { config: { access: 'public' } }, async (req, reply) => {
      const file = path.join(config.distDir, path.normalize(req.url.split('?')[0]).replace(/^(\.\.[/\\])+/, ''));
      if (file.startsWith(config.distDir) && fs.existsSync(file) && fs.statSync(file).isFile()) {
        return reply.sendFile(path.relative(config.distDir, file));
      }
      return reply.type('text/html').send(indexHtml);
    });
  }
  return app;
}

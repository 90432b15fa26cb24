import fs from 'node:fs';
import path from 'node:path';
import crypto from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { loadConfig, type Config } from '../../server/config';
import { migrate, openDatabase, type Database } from '../../server/db/client';
import { buildApp } from '../../server/app';
import { afterAll, beforeAll, inject } from 'vitest';
import { TEST_PASSWORD, TMP_ROOT } from './constants';
import { adminQuery, withDatabase } from './globalSetup';

export { TEST_PASSWORD };

export interface Reply<T = any> {
  status: number;
  code: number;
  msg: string;
  data: T;
}

export interface TestServer {
  url: string;
  app: FastifyInstance;
  database: Database;
  config: Config;
  /** Signs in (password md5-hashed as the client does) and returns a client bound to the token. */
  login(account: string, password?: string): Promise<Client>;
  /** A client of this server for a token signed in anywhere (another instance on the same database). */
  withToken(token: string): Client;
  anonymous: Client;
  close(): Promise<void>;
}

export interface Client {
  token: string | null;
  get<T = any>(url: string, query?: Record<string, unknown>): Promise<Reply<T>>;
  post<T = any>(url: string, body?: unknown): Promise<Reply<T>>;
  put<T = any>(url: string, body?: unknown): Promise<Reply<T>>;
  delete<T = any>(url: string, body?: unknown): Promise<Reply<T>>;
  raw(url: string, init?: RequestInit): Promise<Response>;
}

export const md5 = (s: string) => crypto.createHash('md5').update(s).digest('hex');

/**
 * A real server (real HTTP on 127.0.0.1, real PGlite on disk) on a copy of the seeded template.
 * `env` overrides configuration, e.g. { SINGLE_LOGIN: 'true' }. `alongside` starts another instance
 * on that server's PostgreSQL database and data directory (as behind a load balancer); it closes
 * only itself, the first server drops what they share.
 */
export async function startServer(
  env: Record<string, string> = {},
  opts: { serveDist?: boolean; alongside?: TestServer; logStream?: NodeJS.WritableStream } = {},
): Promise<TestServer> {
  const suffix = `${process.pid}_${crypto.randomBytes(4).toString('hex')}`;
  const shared = opts.alongside;
  const dataDir = shared?.config.dataDir ?? path.join(TMP_ROOT, `api-${suffix}`);
  const pgUrl = shared ? null : process.env.TEST_DATABASE_URL;
  let databaseUrl: string | null = null;
  if (shared) {
    if (!shared.config.databaseUrl) throw new Error('a second instance needs PostgreSQL (TEST_DATABASE_URL): PGlite is one process');
    databaseUrl = shared.config.databaseUrl;
  } else if (pgUrl) {
    fs.mkdirSync(dataDir, { recursive: true });
    databaseUrl = withDatabase(pgUrl, `ec_${suffix}`);
    await adminQuery(pgUrl, `CREATE DATABASE ec_${suffix} TEMPLATE ${inject('templateDb')}`);
  } else {
    fs.cpSync(inject('templateDir'), dataDir, { recursive: true });
  }
  const config: Config = {
    // WeChat's addresses default to a closed local port: no test reaches the internet (a test of the
    // client passes its stand-in's address). 大数据 makes a few thousand rows, not a million, when a
    // test (a11y visits every menu) opens it.
    ...loadConfig({ WECHAT_API_BASE: 'http://127.0.0.1:9', WECOM_API_BASE: 'http://127.0.0.1:9', EXAMPLE_BIG_ROWS: '5000', ...env, DATA_DIR: dataDir, ADMIN_PASSWORD: TEST_PASSWORD, DEMO_PASSWORD: TEST_PASSWORD, LOG_LEVEL: 'silent' }),
    distDir: opts.serveDist ? path.resolve('dist') : path.join(dataDir, 'no-dist'),
    databaseUrl,
  };
  const database = await openDatabase(config);
  await migrate(database);
  // logStream: the server logs (at LOG_LEVEL from env, default info) into it, for tests that read the log.
  if (opts.logStream) config.logLevel = env.LOG_LEVEL ?? 'info';
  const app = await buildApp(config, database, opts.logStream ? { logStream: opts.logStream } : { logger: false });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const addr = app.server.address();
  const url = `http://127.0.0.1:${typeof addr === 'object' && addr ? addr.port : 0}`;

  const client = (token: string | null): Client => {
    const call = async (method: string, u: string, body?: unknown, query?: Record<string, unknown>) => {
      const qs = query
        ? '?' + new URLSearchParams(Object.entries(query).filter(([, v]) => v !== undefined).map(([k, v]) => [k, String(v)])).toString()
        : '';
      const res = await fetch(url + u + qs, {
        method,
        headers: {
          ...(token ? { authorization: token } : {}),
          ...(body !== undefined ? { 'content-type': 'application/json' } : {}),
        },
        body: body !== undefined ? JSON.stringify(body) : undefined,
      });
      const text = await res.text();
      let json: any;
      try {
        json = JSON.parse(text);
      } catch {
        json = { code: res.status, msg: text, data: null };
      }
      return { status: res.status, code: json.code, msg: json.msg, data: json.data };
    };
    return {
      token,
      get: (u, q) => call('GET', u, undefined, q),
      post: (u, b) => call('POST', u, b ?? {}),
      put: (u, b) => call('PUT', u, b ?? {}),
      delete: (u, b) => call('DELETE', u, b),
      raw: (u, init) => fetch(url + u, { ...init, headers: { ...(token ? { authorization: token } : {}), ...(init?.headers ?? {}) } }),
    };
  };

  const anonymous = client(null);
  return {
    url,
    app,
    database,
    config,
    anonymous,
    withToken: client,
    async login(account, password = TEST_PASSWORD) {
      const r = await anonymous.post('/api/Common/Login/Login', { account, password: md5(password) });
      if (r.code !== 200) throw new Error(`login ${account} failed: ${r.code} ${r.msg}`);
      return client(r.data.token);
    },
    async close() {
      await app.close();
      await database.close();
      if (shared) return;
      fs.rmSync(dataDir, { recursive: true, force: true });
      if (pgUrl) await adminQuery(pgUrl, `DROP DATABASE IF EXISTS ec_${suffix}`);
    },
  };
}

/** What `serverForFile` hands a test file: the server and a signed-in client per named account. */
export type FileServer<A extends string> = { readonly server: TestServer } & { readonly [K in A]: Client };

/**
 * One server for a whole test file: started before its first test, each named account signed in,
 * closed after its last test. Read `s.server` and `s.<account>` inside tests (they exist once the
 * file's beforeAll has run).
 */
export function serverForFile<A extends string>(...accounts: A[]): FileServer<A> {
  let server: TestServer | undefined;
  const clients = new Map<string, Client>();
  beforeAll(async () => {
    server = await startServer();
    for (const account of accounts) clients.set(account, await server.login(account));
  });
  afterAll(() => server?.close());
  const ready = <T>(value: T | undefined, name: string): T => {
    if (value === undefined) throw new Error(`${name} is read before the file's server started (use it inside a test or hook)`);
    return value;
  };
  const handle = {} as FileServer<A>;
  Object.defineProperty(handle, 'server', { get: () => ready(server, 'server') });
  for (const account of accounts) Object.defineProperty(handle, account, { get: () => ready(clients.get(account), account) });
  return handle;
}

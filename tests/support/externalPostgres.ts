import path from 'node:path';
import crypto from 'node:crypto';
import { adminQuery, withDatabase } from './globalSetup';

/**
 * A real PostgreSQL database for tests of 数据连接/数据接口/数据同步 to reach as an *external* source:
 * on the api-pg run the server of TEST_DATABASE_URL, otherwise a throw-away cluster started here
 * (Debian's postgresql, scripts/postgres.mjs). Null when neither is available.
 */
export interface ExternalPostgres {
  host: string;
  port: number;
  user: string;
  database: string;
  url: string;
  stop(): Promise<void>;
}

export async function externalPostgres(): Promise<ExternalPostgres | null> {
  let serverUrl = process.env.TEST_DATABASE_URL ?? '';
  let stopCluster = () => {};
  if (!serverUrl) {
    const script = path.resolve('scripts/postgres.mjs');
    const mod: { startPostgres(): { url: string; stop(): void } | null } = await import(script);
    const pg = mod.startPostgres();
    if (!pg) return null;
    serverUrl = pg.url;
    stopCluster = () => pg.stop();
  }
  const database = `ext_${process.pid}_${crypto.randomBytes(3).toString('hex')}`;
  await adminQuery(serverUrl, `CREATE DATABASE ${database}`);
  const u = new URL(serverUrl);
  return {
    host: u.hostname,
    port: Number(u.port || 5432),
    user: decodeURIComponent(u.username),
    database,
    url: withDatabase(serverUrl, database),
    async stop() {
      await adminQuery(serverUrl, `DROP DATABASE IF EXISTS ${database} WITH (FORCE)`).catch(() => {});
      stopCluster();
    },
  };
}

import fs from 'node:fs';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { loadConfig } from '../../server/config';
import { migrate, openDatabase } from '../../server/db/client';
import { seedIfEmpty } from '../../server/seed/seed';
import { TEST_PASSWORD, TMP_ROOT } from './constants';

declare module 'vitest' {
  export interface ProvidedContext {
    templateDir: string;
    /** Set when TEST_DATABASE_URL points at a real PostgreSQL: the seeded template database. */
    templateDb: string;
  }
}

/**
 * Builds one migrated and seeded PGlite data directory per run; each test file starts its server
 * on a copy of it (initdb + seed once instead of once per file: stack-notes on PGlite start-up).
 * The directory is private to this run, so concurrent runs never share (and corrupt) it.
 */
export default async function setup(project: TestProject) {
  const dir = path.join(TMP_ROOT, `template-${process.pid}-${Date.now()}`);
  fs.mkdirSync(dir, { recursive: true });
  const pgUrl = process.env.TEST_DATABASE_URL;
  let templateDb = '';
  if (pgUrl) {
    // The same migrations and seed on a real PostgreSQL; each test file gets a copy (CREATE DATABASE … TEMPLATE).
    templateDb = `ec_tpl_${process.pid}_${Date.now()}`;
    await adminQuery(pgUrl, `CREATE DATABASE ${templateDb}`);
  }
  const config = {
    ...loadConfig({}),
    dataDir: dir,
    databaseUrl: pgUrl ? withDatabase(pgUrl, templateDb) : null,
    adminPassword: TEST_PASSWORD,
    demoPassword: TEST_PASSWORD,
    seedDemo: true,
    logLevel: 'silent',
  };
  const database = await openDatabase(config);
  await migrate(database);
  await seedIfEmpty(database, config);
  await database.close();
  fs.rmSync(path.join(dir, 'pgdata.lock'), { force: true });
  project.provide('templateDir', dir);
  project.provide('templateDb', templateDb);
  return async () => {
    fs.rmSync(dir, { recursive: true, force: true });
    if (pgUrl) await adminQuery(pgUrl, `DROP DATABASE IF EXISTS ${templateDb}`);
  };
}

export function withDatabase(url: string, db: string): string {
  const u = new URL(url);
  u.pathname = `/${db}`;
  return u.toString();
}

/** One statement on the server's maintenance database (CREATE/DROP DATABASE cannot run in a pool transaction). */
export async function adminQuery(url: string, text: string) {
  const { default: pg } = await import('pg');
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(text);
  } finally {
    await client.end();
  }
}

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
  const config = { ...loadConfig({}), dataDir: dir, adminPassword: TEST_PASSWORD, demoPassword: TEST_PASSWORD, seedDemo: true, logLevel: 'silent' };
  const database = await openDatabase(config);
  await migrate(database);
  await seedIfEmpty(database, config);
  await database.close();
  fs.rmSync(path.join(dir, 'pgdata.lock'), { force: true });
  project.provide('templateDir', dir);
  return () => fs.rmSync(dir, { recursive: true, force: true });
}

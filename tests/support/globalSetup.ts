import fs from 'node:fs';
import path from 'node:path';
import { loadConfig } from '../../server/config';
import { migrate, openDatabase } from '../../server/db/client';
import { seedIfEmpty } from '../../server/seed/seed';
import { TEMPLATE_DIR, TEST_PASSWORD } from './constants';

/**
 * Builds one migrated and seeded PGlite data directory per run; each test file starts its server
 * on a copy of it (initdb + seed once instead of once per file: stack-notes on PGlite start-up).
 */
export default async function setup() {
  fs.rmSync(TEMPLATE_DIR, { recursive: true, force: true });
  fs.mkdirSync(TEMPLATE_DIR, { recursive: true });
  const config = { ...loadConfig({}), dataDir: TEMPLATE_DIR, adminPassword: TEST_PASSWORD, demoPassword: TEST_PASSWORD, seedDemo: true };
  const database = await openDatabase(config);
  await migrate(database);
  await seedIfEmpty(database, config);
  await database.close();
  fs.rmSync(path.join(TEMPLATE_DIR, 'pgdata.lock'), { force: true });
}

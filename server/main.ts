import { loadConfig } from './config';
import { migrate, openDatabase } from './db/client';
import { seedIfEmpty } from './seed/seed';
import { buildApp } from './app';

const config = loadConfig();
const database = await openDatabase(config);
await migrate(database);
const seed = await seedIfEmpty(database, config);
const app = await buildApp(config, database);

let closing = false;
const shutdown = async (signal: string) => {
  if (closing) return;
  closing = true;
  app.log.info({ signal }, 'shutting down');
  await app.close().catch(() => {});
  await database.close().catch(() => {});
  process.exit(0);
};
process.on('SIGINT', () => void shutdown('SIGINT'));
process.on('SIGTERM', () => void shutdown('SIGTERM'));

await app.listen({ port: config.port, host: config.host });
const shown = config.host === '0.0.0.0' ? '127.0.0.1' : config.host;
const lines = [
  '',
  '  EduCloud Console is running',
  `  Address:   http://${shown}:${config.port}/`,
  `  Database:  ${database.kind === 'pglite' ? `PGlite in ${config.dataDir}` : 'PostgreSQL (DATABASE_URL)'}`,
  `  Sign in:   admin / ${seed.adminPassword ?? `(see ${seed.passwordFile})`}`,
  // Demo users keep the password they were seeded with; a later ADMIN_PASSWORD changes only admin's.
  config.seedDemo
    ? `  Demo:      sysadmin, school1, teacher / ${config.demoPassword ?? (seed.seeded ? seed.adminPassword : 'the password of the first start')}`
    : '',
  '',
];
console.log(lines.filter((l) => l !== null).join('\n'));

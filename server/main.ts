import { loadConfig } from './config';
import { migrate, openDatabase } from './db/client';
import { seedIfEmpty } from './seed/seed';
import { buildApp } from './app';

/** A start-up refusal an operator can act on: one line (zh, then en) and a non-zero exit, no stack. */
function refuse(line: string): never {
  console.error(line);
  process.exit(1);
}

const config = loadConfig();
const database = await openDatabase(config).catch((err: Error) => {
  // server/db/client.ts refuses a PGlite data directory another live process holds (two would corrupt it).
  const held = /in use by process (\d+)/.exec(err.message);
  if (held) {
    refuse(
      `数据目录 ${config.dataDir} 已被另一个运行中的实例使用 (进程 ${held[1]})，请先停止它或另设 DATA_DIR。` +
        ` / The data directory ${config.dataDir} is in use by another running instance (process ${held[1]}); stop it or set DATA_DIR.`,
    );
  }
  throw err;
});
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

try {
  await app.listen({ port: config.port, host: config.host });
} catch (err) {
  if ((err as NodeJS.ErrnoException).code === 'EADDRINUSE') {
    await database.close().catch(() => {});
    refuse(`端口 ${config.port} 已被占用，请先停止占用它的程序或另设 PORT。 / Port ${config.port} is already in use; stop what holds it or set PORT.`);
  }
  throw err;
}
const addr = app.server.address();
const port = typeof addr === 'object' && addr ? addr.port : config.port;
const shown = config.host === '0.0.0.0' ? '127.0.0.1' : config.host;
const lines = [
  '',
  '  EduCloud Console is running',
  `  Address:   http://${shown}:${port}/`,
  `  Database:  ${database.kind === 'pglite' ? `PGlite in ${config.dataDir}` : 'PostgreSQL (DATABASE_URL)'}`,
  `  Admin:     admin / ${seed.adminPassword ?? `(see ${seed.passwordFile})`}`,
  // The demo users have a password of their own, never the admin's; a later ADMIN_PASSWORD changes only admin's.
  config.seedDemo
    ? `  Demo users (sysadmin, school1, school2, teacher, staff): ${config.demoPassword ?? seed.demoPassword ?? 'the password of their first start'}`
    : '',
  '',
];
console.log(lines.join('\n'));

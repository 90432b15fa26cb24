import path from 'node:path';

// All configuration comes from the environment (README "Configuration").
export interface Config {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | null;
  adminPassword: string | null;
  demoPassword: string | null;
  seedDemo: boolean;
  /** Session lifetime in seconds. */
  sessionTtl: number;
  /** One live session per user: a new login displaces the old one (answers 601). */
  singleLogin: boolean;
  logLevel: string;
  distDir: string;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const dataDir = path.resolve(env.DATA_DIR || './data');
  return {
    port: Number(env.PORT || 3000),
    host: env.HOST || '0.0.0.0',
    dataDir,
    databaseUrl: env.DATABASE_URL || null,
    adminPassword: env.ADMIN_PASSWORD || null,
    demoPassword: env.DEMO_PASSWORD || null,
    seedDemo: env.SEED_DEMO !== 'false',
    sessionTtl: Number(env.SESSION_TTL || 8 * 3600),
    singleLogin: env.SINGLE_LOGIN === 'true',
    logLevel: env.LOG_LEVEL || 'info',
    distDir: path.resolve(env.DIST_DIR || './dist'),
  };
}

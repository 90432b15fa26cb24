import path from 'node:path';
import { parseFrameAncestors } from './http/securityHeaders';
import { parseLinkHosts } from './menu/externalLink';

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
  /** Who may frame the console (CSP frame-ancestors sources; X-Frame-Options where it can say it). */
  frameAncestors: string[];
  /** Hosts an external menu link's `${token}` may hand a one-time ticket to; none by default. */
  externalLinkHosts: string[];
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
    frameAncestors: parseFrameAncestors(env.FRAME_ANCESTORS),
    externalLinkHosts: parseLinkHosts(env.EXTERNAL_LINK_HOSTS),
  };
}

import path from 'node:path';
import { poolSize } from './db/poolSize';
import { parseFrameAncestors } from './http/securityHeaders';
import { parseLinkHosts } from './menu/externalLink';

// All configuration comes from the environment (README "Configuration").
export interface Config {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | null;
  /** Connections per pool to DATABASE_URL (the statement pool and the generic-plan pool each). */
  databasePoolSize: number;
  adminPassword: string | null;
  demoPassword: string | null;
  seedDemo: boolean;
  /** Session lifetime in seconds. */
  sessionTtl: number;
  /** One live session per user: a new login displaces the old one (answers 601). */
  singleLogin: boolean;
  logLevel: string;
  distDir: string;
  /** Fastify `trustProxy`: behind a load balancer, `req.ip` (sign-in throttling, logs) comes from X-Forwarded-For. */
  trustProxy: boolean | number | string;
  /** Bytes one user may upload per day (files and chat images together). */
  uploadQuotaBytes: number;
  /** A websocket that has not signed in (OnConnection) within this many ms is closed. */
  liveAuthTimeoutMs: number;
  /** Who may frame the console (CSP frame-ancestors sources; X-Frame-Options where it can say it). */
  frameAncestors: string[];
  /** Hosts an external menu link's `${token}` may hand a one-time ticket to; none by default. */
  externalLinkHosts: string[];
  /** `/metrics` (Prometheus) for a caller with this bearer token; null: none. */
  metricsToken: string | null;
  /**
   * `/metrics` for callers from these addresses without a token. None by default: behind a reverse
   * proxy on the same machine every caller would look local, so loopback is not trusted unasked.
   */
  metricsAllow: string[];
  /** Key text for data source passwords at rest (AES-256-GCM); null: DATA_DIR/data-source.key, made at first start. */
  dataSourceKey: string | null;
  /** Tencent's official-account API (WECHAT_API_BASE); tests point it at a local stand-in. */
  weChatApiBase: string;
  /** Tencent's WeCom API (WECOM_API_BASE). */
  weComApiBase: string;
  /** 网络硬盘: bytes one user's personal space and one school (its space and its members' spaces) may hold; 0: no limit. */
  diskUserQuotaBytes?: number;
  diskSchoolQuotaBytes?: number;
  /** 示例中心 大数据: rows generated at the list's first use (EXAMPLE_BIG_ROWS, default 1,000,000). */
  exampleBigRows?: number;
}

/** TRUST_PROXY: true/false, a hop count, or the proxies' addresses (comma-separated, CIDR allowed). */
export function parseTrustProxy(raw: string | undefined): boolean | number | string {
  const v = (raw ?? '').trim();
  if (v === '' || v === 'false' || v === '0') return false;
  if (v === 'true') return true;
  if (/^\d+$/.test(v)) return Number(v);
  return v;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const dataDir = path.resolve(env.DATA_DIR || './data');
  return {
    port: Number(env.PORT || 3000),
    host: env.HOST || '0.0.0.0',
    dataDir,
    databaseUrl: env.DATABASE_URL || null,
    databasePoolSize: poolSize(env.DATABASE_POOL_SIZE),
    adminPassword: env.ADMIN_PASSWORD || null,
    demoPassword: env.DEMO_PASSWORD || null,
    seedDemo: env.SEED_DEMO !== 'false',
    sessionTtl: Number(env.SESSION_TTL || 8 * 3600),
    singleLogin: env.SINGLE_LOGIN === 'true',
    logLevel: env.LOG_LEVEL || 'info',
    distDir: path.resolve(env.DIST_DIR || './dist'),
    trustProxy: parseTrustProxy(env.TRUST_PROXY),
    uploadQuotaBytes: Math.max(0, Number(env.UPLOAD_QUOTA_MB || 200)) * 1024 * 1024,
    liveAuthTimeoutMs: Math.max(100, Number(env.LIVE_AUTH_TIMEOUT_MS || 10_000)),
    frameAncestors: parseFrameAncestors(env.FRAME_ANCESTORS),
    externalLinkHosts: parseLinkHosts(env.EXTERNAL_LINK_HOSTS),
    metricsToken: env.METRICS_TOKEN || null,
    metricsAllow: (env.METRICS_ALLOW ?? '').split(/[\s,]+/).filter(Boolean),
    dataSourceKey: env.DATA_SOURCE_KEY || null,
    weChatApiBase: env.WECHAT_API_BASE || 'https://api.weixin.qq.com',
    weComApiBase: env.WECOM_API_BASE || 'https://qyapi.weixin.qq.com',
    diskUserQuotaBytes: Math.max(0, Number(env.DISK_USER_QUOTA_MB ?? 1024)) * 1024 * 1024,
    diskSchoolQuotaBytes: Math.max(0, Number(env.DISK_SCHOOL_QUOTA_MB ?? 51200)) * 1024 * 1024,
    exampleBigRows: Math.max(1, Math.min(10_000_000, Number(env.EXAMPLE_BIG_ROWS || 1_000_000))),
  };
}

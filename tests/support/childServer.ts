import net from 'node:net';
import path from 'node:path';
import crypto from 'node:crypto';
import { spawn, type ChildProcess } from 'node:child_process';
import { TEST_PASSWORD } from './constants';

/** A port the kernel just handed out and released. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.once('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const port = (srv.address() as net.AddressInfo).port;
      srv.close(() => resolve(port));
    });
  });
}

export interface ChildServer {
  proc: ChildProcess;
  base: string;
  /** A call as the super administrator: the parsed envelope. */
  call: (method: string, url: string, body?: unknown) => Promise<any>;
  /** Resolves when the process has exited (after a kill). */
  exited: Promise<unknown>;
}

/**
 * The real server in its own process (`server/main.ts` on PGlite in `dataDir`), signed in as admin:
 * for tests that kill -9 it. tsx runs as a loader in the one node process, so the kill reaches it.
 */
export async function startChildServer(dataDir: string, port: number, env: Record<string, string> = {}): Promise<ChildServer> {
  const full: Record<string, string> = { ...(process.env as Record<string, string>) };
  delete full.DATABASE_URL;
  Object.assign(full, {
    DATA_DIR: dataDir,
    PORT: String(port),
    HOST: '127.0.0.1',
    SEED_DEMO: 'true',
    ADMIN_PASSWORD: TEST_PASSWORD,
    DEMO_PASSWORD: TEST_PASSWORD,
    LOG_LEVEL: 'silent',
    DIST_DIR: path.join(dataDir, 'no-dist'),
    ...env,
  });
  const proc = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], { env: full, stdio: ['ignore', 'pipe', 'pipe'] });
  const exited = new Promise((resolve) => proc.once('exit', resolve));
  let output = '';
  proc.stdout!.on('data', (d) => (output += d));
  proc.stderr!.on('data', (d) => (output += d));
  const base = `http://127.0.0.1:${port}`;
  await new Promise<void>((resolve, reject) => {
    proc.once('exit', (code) => reject(new Error(`server exited (${code}) before listening:\n${output}`)));
    proc.stdout!.on('data', () => {
      if (output.includes('EduCloud Console is running')) resolve();
    });
  });
  const md5 = (s: string) => crypto.createHash('md5').update(s).digest('hex');
  const login = await (await fetch(`${base}/api/Common/Login/Login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ account: 'admin', password: md5(TEST_PASSWORD) }),
  })).json();
  const token = login.data.token as string;
  const call = async (method: string, url: string, body?: unknown) =>
    (await fetch(base + url, {
      method,
      headers: { authorization: token, ...(body !== undefined ? { 'content-type': 'application/json' } : {}) },
      body: body !== undefined ? JSON.stringify(body) : undefined,
    })).json();
  return { proc, base, call, exited };
}

import { spawn } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { md5 } from '../support/server';
import { openDatabase } from '../../server/db/client';
import { hashPassword } from '../../server/auth/password';
import { TMP_ROOT } from '../support/constants';

// Attack 1 of issue 11 (the demo users had the admin's password by default) and a second start on
// the same data directory, both as an operator meets them: `tsx server/main.ts` with default settings.

const dataDir = path.join(TMP_ROOT, `startup-${process.pid}-${crypto.randomBytes(4).toString('hex')}`);
const children: ReturnType<typeof spawn>[] = [];

function start() {
  const env: NodeJS.ProcessEnv = { ...process.env, DATA_DIR: dataDir, PORT: '0', HOST: '127.0.0.1', LOG_LEVEL: 'warn', DIST_DIR: path.join(dataDir, 'no-dist') };
  for (const k of ['ADMIN_PASSWORD', 'DEMO_PASSWORD', 'SEED_DEMO', 'DATABASE_URL', 'TRUST_PROXY']) delete env[k];
  const child = spawn(path.resolve('node_modules/.bin/tsx'), ['server/main.ts'], { env, stdio: ['ignore', 'pipe', 'pipe'] });
  children.push(child);
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (b) => (stdout += b));
  child.stderr.on('data', (b) => (stderr += b));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  const running = new Promise<string>((resolve, reject) => {
    child.stdout.on('data', () => {
      if (/Demo users/.test(stdout)) resolve(stdout);
    });
    void exited.then((code) => reject(new Error(`exited ${code}: ${stderr}`)));
  });
  running.catch(() => {}); // a start expected to fail is awaited through `exited`
  return { child, exited, running, out: () => ({ stdout, stderr }) };
}

afterAll(async () => {
  for (const c of children) if (c.exitCode === null) c.kill('SIGTERM');
  await Promise.all(children.map((c) => (c.exitCode === null ? new Promise((r) => c.on('exit', r)) : null)));
  fs.rmSync(dataDir, { recursive: true, force: true });
});

// The server under test runs in its own process on PGlite in its own data directory, whichever
// database the lane uses: the PostgreSQL lane (TEST_DATABASE_URL) would run the same thing again.
describe.skipIf(Boolean(process.env.TEST_DATABASE_URL))('first start with default settings', () => {
  let url = '';
  let adminPassword = '';
  let demoPassword = '';

  it('generates a demo password of its own, prints it apart from the admin’s and writes it beside it', async () => {
    const first = start();
    const stdout = await first.running;
    url = /Address:\s+(http:\/\/\S+?)\/?\s/.exec(stdout)![1];
    adminPassword = /Admin:\s+admin \/ (\S+)/.exec(stdout)![1];
    demoPassword = /Demo users[^:]*:\s+(\S+)/.exec(stdout)![1];
    expect(demoPassword).not.toBe(adminPassword);
    expect(fs.readFileSync(path.join(dataDir, 'admin-password.txt'), 'utf8').trim()).toBe(adminPassword);
    expect(fs.readFileSync(path.join(dataDir, 'demo-password.txt'), 'utf8').trim()).toBe(demoPassword);
  }, 180_000);

  const login = (account: string, password: string) =>
    fetch(`${url}/api/Common/Login/Login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ account, password: md5(password) }),
    }).then((r) => r.json() as Promise<{ code: number; msg: string }>);

  it('a teacher’s password does not sign in as admin', async () => {
    expect((await login('teacher', demoPassword)).code).toBe(200);
    expect((await login('sysadmin', demoPassword)).code).toBe(200);
    const asAdmin = await login('admin', demoPassword);
    expect(asAdmin.code).toBe(400);
    expect(asAdmin.msg).toBe('账户或密码错误，请重新输入');
    expect((await login('teacher', adminPassword)).code).toBe(400);
    expect((await login('admin', adminPassword)).code).toBe(200);
  });

  it('a second start on the same data directory is refused in one clear line, without a stack trace', async () => {
    const second = start();
    const code = await second.exited;
    const { stderr, stdout } = second.out();
    expect(code).not.toBe(0);
    const lines = stderr.trim().split('\n');
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(/^数据目录 .+ 已被另一个运行中的实例使用 \(进程 \d+\).* \/ The data directory .+ is in use by another running instance/);
    expect(stderr).not.toMatch(/\bat .+:\d+:\d+/);
    expect(stdout).not.toMatch(/is running/);
  }, 60_000);

  it('a data directory seeded before the fix gets its demo users off the admin’s password at the next start', async () => {
    const first = children[0];
    first.kill('SIGTERM');
    if (first.exitCode === null) await new Promise((r) => first.on('exit', r));
    // As the old seed left it: every demo user on one hash of the admin's password, no demo file.
    const db = await openDatabase({ dataDir, databaseUrl: null });
    const [probe] = await db.query<{ password_hash: string }>(`SELECT password_hash FROM users WHERE account = 'sysadmin'`);
    await db.query('UPDATE users SET password_hash = $1 WHERE password_hash = $2', [await hashPassword(md5(adminPassword)), probe.password_hash]);
    await db.close();
    fs.rmSync(path.join(dataDir, 'demo-password.txt'));

    const again = start();
    const stdout = await again.running;
    url = /Address:\s+(http:\/\/\S+?)\/?\s/.exec(stdout)![1];
    const rotated = /Demo users[^:]*:\s+(\S+)/.exec(stdout)![1];
    expect(rotated).not.toBe(adminPassword);
    expect(fs.readFileSync(path.join(dataDir, 'demo-password.txt'), 'utf8').trim()).toBe(rotated);
    expect((await login('teacher', adminPassword)).code).toBe(400);
    expect((await login('teacher', rotated)).code).toBe(200);
    expect((await login('admin', adminPassword)).code).toBe(200);
  }, 120_000);
});

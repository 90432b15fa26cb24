import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import crypto from 'node:crypto';
import { spawn, type ChildProcess } from 'node:child_process';
import { afterAll, describe, expect, it, inject } from 'vitest';
import { TEST_PASSWORD, TMP_ROOT } from '../support/constants';
import { openDatabase } from '../../server/db/client';

/*
 * Issue 11: kill -9 the real server (its own process, `tsx server/main.ts`) during a burst of user
 * saves (user + roles + positions) and grant replaces, start it again on the same DATA_DIR, and find
 * every change whole or absent: each user holds exactly the roles and positions of one body sent (or
 * of before), each role exactly the grants of one body sent (or of before). The kill comes after a
 * count of answered requests, not after a time.
 */

const md5 = (s: string) => crypto.createHash('md5').update(s).digest('hex');
const dataDir = path.join(TMP_ROOT, `crash-${process.pid}-${crypto.randomBytes(4).toString('hex')}`);
let child: ChildProcess | null = null;

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.once('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const port = (srv.address() as net.AddressInfo).port;
      srv.close(() => resolve(port));
    });
  });
}

async function startChild(port: number): Promise<{ proc: ChildProcess; call: (method: string, url: string, body?: unknown) => Promise<any> }> {
  const env: Record<string, string> = { ...(process.env as Record<string, string>) };
  delete env.DATABASE_URL;
  Object.assign(env, {
    DATA_DIR: dataDir,
    PORT: String(port),
    HOST: '127.0.0.1',
    SEED_DEMO: 'true',
    ADMIN_PASSWORD: TEST_PASSWORD,
    DEMO_PASSWORD: TEST_PASSWORD,
    LOG_LEVEL: 'silent',
    DIST_DIR: path.join(dataDir, 'no-dist'),
  });
  // tsx as a loader in one node process (the tsx binary forks a second one, which a kill would miss).
  const proc = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], { env, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  proc.stdout!.on('data', (d) => (output += d));
  proc.stderr!.on('data', (d) => (output += d));
  child = proc;
  const base = `http://127.0.0.1:${port}`;
  await new Promise<void>((resolve, reject) => {
    proc.once('exit', (code) => reject(new Error(`server exited (${code}) before listening:\n${output}`)));
    proc.stdout!.on('data', () => {
      if (output.includes('EduCloud Console is running')) resolve();
    });
  });
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
  return { proc, call };
}

const key = (ids: string[]) => JSON.stringify([...ids].sort());

afterAll(() => {
  child?.kill('SIGKILL');
  fs.rmSync(dataDir, { recursive: true, force: true });
});

// The server under test runs in its own process on PGlite in its own data directory, whichever
// database the lane uses: the PostgreSQL lane (TEST_DATABASE_URL) would run the same thing again.
describe.skipIf(Boolean(process.env.TEST_DATABASE_URL))('crash during writes', () => {
  it('after kill -9 mid-burst and a restart, every user save and grant replace is whole or absent', { timeout: 240_000 }, async () => {
    // The seeded template (what a first start with SEED_DEMO=true would write), to skip re-seeding.
    fs.cpSync(inject('templateDir'), dataDir, { recursive: true });
    const port = await freePort();
    let { proc, call } = await startChild(port);

    const roleList = (await call('GET', '/api/Permission/Role')).data.list as { id: string; enCode: string }[];
    const roleIds = Object.fromEntries(roleList.map((r) => [r.enCode, r.id]));
    const targets: any[] = [];
    for (let i = 40; i < 52; i++) {
      const hit = (await call('GET', `/api/Permission/Users?keyword=t00${i}`)).data.list[0];
      targets.push((await call('GET', `/api/Permission/Users/${hit.id}`)).data);
    }
    const positions = (await call('GET', `/api/Permission/Position?organizeId=${targets[0].organizeId}&pageSize=50`)).data.list
      .filter((p: any) => p.organizeId === targets[0].organizeId)
      .map((p: any) => p.id as string);
    expect(positions.length).toBeGreaterThanOrEqual(3);
    // Many roles per body: a save then writes many relation rows, a wide window for the kill to land in.
    const many: string[] = [];
    for (let k = 0; k < 46; k++) many.push((await call('POST', '/api/Permission/Role', { fullName: `批量角色${k}`, enCode: `crashMany${k}`, globalMark: 1 })).data.id);
    const roleVariants = [[roleIds.teacher, ...many], many.slice(0, 30), [roleIds.teacher, ...many.slice(10)], many.slice(3, 40)];
    const positionVariants = [positions.slice(0, 1), positions.slice(0, 3), positions.slice(1, 2), []];

    // Roles whose grants the burst replaces, each starting from a known set.
    const model = (await call('GET', `/api/Permission/Authorize/Model/Role/${roleIds.teacher}`)).data;
    const modules: string[] = model.module.all;
    const buttons: string[] = model.button.all;
    const grantVariants = [0, 1, 2, 3].map((k) => ({ module: modules.slice(0, 5 + k * 7), button: buttons.slice(k * 3, 10 + k * 9) }));
    const grantRoles: string[] = [];
    for (const n of [1, 2, 3]) {
      const r = await call('POST', '/api/Permission/Role', { fullName: `崩溃测试${n}`, enCode: `crash${n}`, globalMark: 1 });
      grantRoles.push(r.data.id);
      await call('PUT', `/api/Permission/Authorize/Model/${r.data.id}`, { objectType: 'Role', ...grantVariants[0] });
    }

    const sentUser = new Map<string, Set<string>>(targets.map((u) => [u.id, new Set([`${key(u.roleIds)}|${key(u.positionIds)}`])]));
    const sentGrant = new Map<string, Set<string>>(grantRoles.map((id) => [id, new Set([`${key(grantVariants[0].module)}|${key(grantVariants[0].button)}`])]));
    let answered = 0;
    let n = 0;
    const KILL_AFTER = 40;
    const one = async () => {
      const i = n++;
      if (i % 3 === 2) {
        const role = grantRoles[i % grantRoles.length];
        const g = grantVariants[i % grantVariants.length];
        sentGrant.get(role)!.add(`${key(g.module)}|${key(g.button)}`);
        await call('PUT', `/api/Permission/Authorize/Model/${role}`, { objectType: 'Role', ...g });
      } else {
        const u = targets[i % targets.length];
        const roles = roleVariants[i % roleVariants.length];
        const pos = positionVariants[(i >> 2) % positionVariants.length];
        sentUser.get(u.id)!.add(`${key(roles)}|${key(pos)}`);
        await call('PUT', `/api/Permission/Users/${u.id}`, {
          account: u.account, realName: u.realName, gender: u.gender, organizeId: u.organizeId, departmentId: u.departmentId,
          roleIds: roles, positionIds: pos, enabledMark: 1,
        });
      }
      answered++;
    };
    // Eight requests in flight at any time; the kill lands while some are being written.
    const exited = new Promise((resolve) => proc.once('exit', resolve));
    await new Promise<void>((resolve) => {
      const pump = () => {
        if (answered >= KILL_AFTER) {
          proc.kill('SIGKILL');
          return resolve();
        }
        one().then(pump, () => resolve());
      };
      for (let k = 0; k < 8; k++) pump();
    });
    await exited;
    expect(answered).toBeGreaterThanOrEqual(KILL_AFTER);

    ({ proc, call } = await startChild(port));
    let changed = 0;
    for (const u of targets) {
      const now = (await call('GET', `/api/Permission/Users/${u.id}`)).data;
      const state = `${key(now.roleIds)}|${key(now.positionIds)}`;
      expect(sentUser.get(u.id), `${u.account} holds a mix`).toContain(state);
      if (state !== `${key(u.roleIds)}|${key(u.positionIds)}`) changed++;
    }
    // What was answered before the kill is still there: the restart did not just fall back to the start.
    expect(changed).toBeGreaterThan(0);
    for (const id of grantRoles) {
      const m = (await call('GET', `/api/Permission/Authorize/Model/Role/${id}`)).data;
      expect(sentGrant.get(id), `role ${id} holds a mix`).toContain(`${key(m.module.ids)}|${key(m.button.ids)}`);
    }
    proc.kill('SIGTERM');
    await new Promise((resolve) => proc.once('exit', resolve));
    child = null;
  });

  // The burst cannot choose where the kill lands. Here it lands exactly between the statements of
  // a user save (the user row written, the relations replaced, the commit not yet made), and, as the
  // control, the same statements without a transaction: the harness sees half-changes when they exist.
  const killedMidSave = async (mode: 'tx' | 'plain') => {
    const dir = path.join(TMP_ROOT, `crash-mid-${mode}-${process.pid}-${crypto.randomBytes(4).toString('hex')}`);
    fs.cpSync(inject('templateDir'), dir, { recursive: true });
    const script = path.join(dir, 'mid-save.mts');
    fs.writeFileSync(script, `
      import { openDatabase } from ${JSON.stringify(path.resolve('server/db/client.ts'))};
      import { saveRelations } from ${JSON.stringify(path.resolve('server/users/userRecords.ts'))};
      const database = await openDatabase({ dataDir: process.env.DATA_DIR, databaseUrl: null });
      const [u] = await database.query("SELECT id FROM users WHERE account = 't0060'");
      const save = async (q) => {
        await q.query("UPDATE users SET real_name = '半截' WHERE id = $1", [u.id]);
        await saveRelations(q, u.id, { roleIds: [], positionIds: [] });
        process.kill(process.pid, 'SIGKILL');
      };
      if (process.env.MODE === 'tx') await database.transaction(save); else await save(database);
    `);
    const before = await readUser(dir);
    const proc = spawn(process.execPath, ['--import', 'tsx', script], { env: { ...process.env, DATA_DIR: dir, MODE: mode }, stdio: 'ignore' });
    const signal = await new Promise((resolve) => proc.once('exit', (_code, sig) => resolve(sig)));
    expect(signal).toBe('SIGKILL');
    const after = await readUser(dir);
    fs.rmSync(dir, { recursive: true, force: true });
    return { before, after };
  };

  async function readUser(dir: string) {
    fs.rmSync(path.join(dir, 'pgdata.lock'), { force: true });
    const database = await openDatabase({ dataDir: dir, databaseUrl: null });
    const rows = await database.query<{ real_name: string; relations: number }>(
      `SELECT u.real_name, (SELECT count(*)::int FROM user_relation r WHERE r.user_id = u.id) AS relations FROM users u WHERE u.account = 't0060'`,
    );
    await database.close();
    return rows[0];
  }

  it('a save killed between its statements leaves nothing; without a transaction it would leave them', { timeout: 120_000 }, async () => {
    const inTx = await killedMidSave('tx');
    expect(inTx.before.relations).toBeGreaterThan(0);
    expect(inTx.after).toEqual(inTx.before);
    const plain = await killedMidSave('plain');
    expect(plain.after).toEqual({ real_name: '半截', relations: 0 });
  });
});

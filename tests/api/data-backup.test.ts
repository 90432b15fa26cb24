import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type Client, type TestServer } from '../support/server';
import { readShape } from '../../server/dataBackup/shape';
import { taskKind } from '../../server/kit';

/*
 * 数据备份 (issue 15 item 11): a backup restores exactly what was backed up, every table row for row;
 * a damaged file and a caller who is not the super administrator are refused with nothing changed.
 */

let server: TestServer;
let admin: Client;
let sysadmin: Client;
let school1: Client;
let teacher: Client;

beforeAll(async () => {
  server = await startServer();
  admin = await server.login('admin');
  sysadmin = await server.login('sysadmin');
  school1 = await server.login('school1');
  teacher = await server.login('teacher');
});
afterAll(async () => {
  await server?.close();
});

/**
 * Every backed-up table as sorted row texts. The operation log's rows about backups are left out:
 * the log records each backup and restore call after it answered, which is the log doing its job.
 */
async function snapshot(): Promise<Record<string, string[]>> {
  const db = server.database;
  const shape = await readShape(db);
  const out: Record<string, string[]> = {};
  for (const t of shape.tables) {
    const where = t.name === 'sys_log' ? `WHERE coalesce(x.abstracts, '') NOT LIKE '%DataBackup%'` : '';
    const rows = await db.query<{ r: string }>(`SELECT x::text AS r FROM "${t.name}" x ${where}`);
    out[t.name] = rows.map((r) => r.r).sort();
  }
  return out;
}

function diffTables(a: Record<string, string[]>, b: Record<string, string[]>): string[] {
  const names = new Set([...Object.keys(a), ...Object.keys(b)]);
  return [...names].filter((n) => JSON.stringify(a[n]) !== JSON.stringify(b[n]));
}

async function backup(): Promise<{ id: string; file: string }> {
  const r = await admin.post('/api/System/DataBackup', { wait: true });
  expect(r.code).toBe(200);
  const [row] = await server.database.query<{ file_name: string; state: string }>('SELECT file_name, state FROM data_backup WHERE id = $1', [r.data.id]);
  expect(row.state).toBe('done');
  return { id: r.data.id, file: path.join(server.config.dataDir, 'backups', row.file_name) };
}

describe('数据备份: back up and restore', () => {
  it('restores exactly what was backed up after rows changed in several tables', async () => {
    const before = await snapshot();
    const b = await backup();
    expect(fs.existsSync(b.file)).toBe(true);
    const list = await sysadmin.get('/api/System/DataBackup');
    expect(list.code).toBe(200);
    const listed = list.data.list.find((x: any) => x.id === b.id);
    expect(listed).toMatchObject({ state: 'done', kind: 'manual' });
    expect(listed.rowCount).toBeGreaterThan(100);

    // Changes through the API and below it: a new user, a renamed role, a deleted dictionary item, a new sequence value.
    const org = (await server.database.query<{ id: string }>(`SELECT id FROM organize WHERE en_code = 'CDYZ'`))[0].id;
    const created = await admin.post('/api/Permission/Users', { account: 'bknewuser', realName: '备份后新增', organizeId: org, password: 'abc12345', roleIds: [], positionIds: [] });
    expect(created.code, created.msg).toBe(200);
    await server.database.query(`UPDATE role SET full_name = '改过的角色名' WHERE en_code = 'teacher'`);
    await server.database.query(`DELETE FROM dictionary_data WHERE id = (SELECT id FROM dictionary_data ORDER BY id LIMIT 1)`);
    await server.database.query(`UPDATE users SET real_name = '改名' WHERE account = 'school2'`);
    const changed = await snapshot();
    expect(diffTables(before, changed).sort()).toEqual(expect.arrayContaining(['dictionary_data', 'role', 'users']));

    const r = await admin.post(`/api/System/DataBackup/${b.id}/Actions/Restore`, { confirm: true });
    expect(r.code).toBe(200);
    expect(r.data.rows).toBe(listed.rowCount);
    expect(diffTables(before, await snapshot())).toEqual([]);

    // The state just before the restore was kept as its own backup, and the backup list survived the restore.
    const after = await admin.get('/api/System/DataBackup');
    expect(after.data.list.find((x: any) => x.id === r.data.beforeId)).toMatchObject({ kind: 'preRestore', state: 'done' });
    expect(after.data.list.find((x: any) => x.id === b.id)?.restoredTime).toBeGreaterThan(0);
    // The restored accounts sign in again: the grants cache did not keep the deleted user.
    expect((await server.database.query(`SELECT 1 FROM users WHERE account = 'bknewuser'`)).length).toBe(0);
    expect((await server.login('teacher')).token).toBeTruthy();
  });

  it('brings sequences back, so rows inserted after a restore get fresh numbers', async () => {
    const seqs = await server.database.query<{ name: string }>(`SELECT relname AS name FROM pg_class WHERE relkind = 'S' AND relnamespace = 'public'::regnamespace`);
    expect(seqs.length).toBeGreaterThan(0);
    const value = async () => (await server.database.query<{ v: string }>(`SELECT last_value::text AS v FROM "${seqs[0].name}"`))[0].v;
    const b = await backup();
    const was = await value();
    await server.database.query(`SELECT nextval('"${seqs[0].name}"')`);
    await server.database.query(`SELECT nextval('"${seqs[0].name}"')`);
    expect(await value()).not.toBe(was);
    expect((await admin.post(`/api/System/DataBackup/${b.id}/Actions/Restore`, { confirm: true })).code).toBe(200);
    expect(await value()).toBe(was);
  });
});

describe('数据备份: refusals change nothing', () => {
  it('a truncated backup file is refused and no table changes (no restore, no "before" backup)', async () => {
    const b = await backup();
    const bytes = fs.readFileSync(b.file);
    fs.writeFileSync(b.file, bytes.subarray(0, Math.floor(bytes.length / 2)));
    await server.database.query(`UPDATE users SET real_name = '截断测试' WHERE account = 'teacher'`);
    const before = await snapshot();
    const backupsBefore = (await server.database.query('SELECT id FROM data_backup')).length;
    const r = await admin.post(`/api/System/DataBackup/${b.id}/Actions/Restore`, { confirm: true });
    expect(r.code).toBe(400);
    expect(r.msg).toBe('备份文件已损坏、不完整或与当前数据库版本不一致，未做任何更改');
    expect(diffTables(before, await snapshot())).toEqual([]);
    expect((await server.database.query('SELECT id FROM data_backup')).length).toBe(backupsBefore);
  });

  it('a backup whose rows were edited (checksum no longer matches) is refused with nothing changed', async () => {
    const b = await backup();
    const text = zlib.gunzipSync(fs.readFileSync(b.file)).toString('utf8');
    expect(text).toContain('"school1"');
    fs.writeFileSync(b.file, zlib.gzipSync(text.replace('"school1"', '"schoolX"')));
    const before = await snapshot();
    const r = await admin.post(`/api/System/DataBackup/${b.id}/Actions/Restore`, { confirm: true });
    expect(r.code).toBe(400);
    expect(diffTables(before, await snapshot())).toEqual([]);
  });

  it('a file that is not a backup at all is refused with nothing changed', async () => {
    const b = await backup();
    fs.writeFileSync(b.file, zlib.gzipSync('{"hello":"world"}\n'));
    const before = await snapshot();
    expect((await admin.post(`/api/System/DataBackup/${b.id}/Actions/Restore`, { confirm: true })).code).toBe(400);
    expect(diffTables(before, await snapshot())).toEqual([]);
  });

  it('restore without the confirmation is refused', async () => {
    const b = await backup();
    const before = await snapshot();
    const r = await admin.post(`/api/System/DataBackup/${b.id}/Actions/Restore`, {});
    expect(r.code).toBe(400);
    expect(diffTables(before, await snapshot())).toEqual([]);
  });

  it('restore, download and delete by anyone but the super administrator are refused with nothing changed', async () => {
    const b = await backup();
    await server.database.query(`UPDATE users SET real_name = '非管理员测试' WHERE account = 'teacher'`);
    const before = await snapshot();
    for (const c of [sysadmin, school1, teacher]) {
      expect((await c.post(`/api/System/DataBackup/${b.id}/Actions/Restore`, { confirm: true })).code).toBe(403);
      expect((await c.delete(`/api/System/DataBackup/${b.id}`)).code).toBe(403);
      const dl = await c.raw(`/api/System/DataBackup/${b.id}/Actions/Download`);
      expect(dl.status).toBe(403);
    }
    expect(diffTables(before, await snapshot())).toEqual([]);
    expect(fs.existsSync(b.file)).toBe(true);
    // The school head and the teacher may not even start a backup or see the list.
    const count = (await server.database.query('SELECT id FROM data_backup')).length;
    for (const c of [school1, teacher]) {
      expect((await c.post('/api/System/DataBackup', { wait: true })).code).toBe(403);
      expect((await c.get('/api/System/DataBackup')).code).toBe(403);
    }
    expect((await server.database.query('SELECT id FROM data_backup')).length).toBe(count);
  });

  it('the super administrator downloads the file as it is on disk', async () => {
    const b = await backup();
    const res = await admin.raw(`/api/System/DataBackup/${b.id}/Actions/Download`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-disposition')).toContain('attachment');
    expect(Buffer.from(await res.arrayBuffer()).equals(fs.readFileSync(b.file))).toBe(true);
  });
});

describe('数据备份: the scheduled kind', () => {
  it('dataBackup.run makes a backup and keeps only the newest `keep` scheduled ones', async () => {
    const kind = taskKind('dataBackup.run');
    expect(kind).toBeTruthy();
    const ctx = { database: server.database, dataDir: server.config.dataDir, params: { keep: 2 }, signal: new AbortController().signal, log: () => {} };
    const manual = (await server.database.query(`SELECT id FROM data_backup WHERE kind <> 'scheduled'`)).length;
    for (let i = 0; i < 3; i++) expect(await kind!.run(ctx)).toMatch(/rows/);
    const scheduled = await server.database.query<{ file_name: string }>(`SELECT file_name FROM data_backup WHERE kind = 'scheduled'`);
    expect(scheduled.length).toBe(2);
    for (const s of scheduled) expect(fs.existsSync(path.join(server.config.dataDir, 'backups', s.file_name))).toBe(true);
    const onDisk = fs.readdirSync(path.join(server.config.dataDir, 'backups')).filter((f) => f.endsWith('.ndjson.gz'));
    const rows = await server.database.query<{ file_name: string }>('SELECT file_name FROM data_backup');
    expect(onDisk.sort()).toEqual(rows.map((r) => r.file_name).sort());
    expect((await server.database.query(`SELECT id FROM data_backup WHERE kind <> 'scheduled'`)).length).toBe(manual);
  });
});

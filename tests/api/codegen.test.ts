import { spawn } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { unzipSync, strFromU8 } from 'fflate';
import { describe, expect, inject, it } from 'vitest';
import { serverForFile } from '../support/server';
import { TMP_ROOT } from '../support/constants';
import { visitorEntity } from './designer-fixtures';

const ctx = serverForFile('admin');

/*
 * 代码生成: the preview and the zip carry the same files, only holders of 代码生成 get them, and the
 * generated code is real: written into a copy of this project it type-checks, and its own API test
 * passes against the real ctx.server (on this run's seeded template, with the generated migration applied).
 */

const V = '/api/VisualDevelopment';

describe('CodePreview and DownloadCode', () => {
  it('answers the file tree of a designed page and the same files as a zip', async () => {
    const preview = await ctx.admin.post(`${V}/model-leave/Actions/CodePreview`, {});
    expect(preview.code, preview.msg).toBe(200);
    const paths = preview.data.list.map((f: any) => f.path);
    expect(paths).toEqual([
      'schemas/leaveApply.json',
      'server/leaveApply/record.ts',
      'server/leaveApply/routes.ts',
      'server/leaveApply/index.ts',
      'server/db/migrations/0990_gen_leave_apply.sql',
      'tests/api/leaveApply.test.ts',
      'server/leaveApply/README.md',
    ]);
    const routes = preview.data.list.find((f: any) => f.path === 'server/leaveApply/routes.ts');
    expect(routes.language).toBe('typescript');
    expect(routes.content).toContain("response: answers(listAnswer(LeaveApplyRow))");
    const sql = preview.data.list.find((f: any) => f.language === 'sql').content;
    expect(sql).toContain('"course_swaps" jsonb');
    expect(sql).toContain('"days" double precision');

    const res = await ctx.admin.raw(`${V}/model-leave/Actions/DownloadCode`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('application/zip');
    const files = unzipSync(new Uint8Array(await res.arrayBuffer()));
    expect(Object.keys(files)).toEqual(paths);
    for (const f of preview.data.list) expect(strFromU8(files[f.path])).toBe(f.content);
    // The console's client asks for JSON: the same zip, in base64, in the envelope.
    const json = await (await ctx.admin.raw(`${V}/model-leave/Actions/DownloadCode`, { method: 'POST', headers: { 'content-type': 'application/json', accept: 'application/json' }, body: '{}' })).json();
    expect(json.data.name).toBe('leaveApply.zip');
    expect(Object.keys(unzipSync(new Uint8Array(Buffer.from(json.data.content, 'base64'))))).toEqual(paths);
  });

  it('refuses code to users without 代码生成 (a teacher, a school head), and writes nothing', async () => {
    const before = JSON.stringify(await ctx.server.database.query('SELECT id, version, updated_at FROM visual_dev ORDER BY id'));
    for (const account of ['teacher', 'school1']) {
      const who = await ctx.server.login(account);
      expect((await who.post(`${V}/model-leave/Actions/CodePreview`, {})).code).toBe(403);
      const res = await who.raw(`${V}/model-leave/Actions/DownloadCode`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' });
      expect(res.status).toBe(403);
      expect(res.headers.get('content-type')).not.toContain('zip');
    }
    expect(JSON.stringify(await ctx.server.database.query('SELECT id, version, updated_at FROM visual_dev ORDER BY id'))).toBe(before);
  });

  it('refuses the download to a holder of 代码生成 without its 下载 button', async () => {
    const [button] = await ctx.server.database.query<{ id: string }>(
      `SELECT b.id FROM module_button b JOIN module m ON m.id = b.module_id WHERE m.en_code = 'generator.webForm' AND b.en_code = 'btn_download'`,
    );
    const [role] = await ctx.server.database.query<{ id: string }>(`SELECT id FROM role WHERE en_code = 'sysAdmin'`);
    await ctx.server.database.query(`DELETE FROM authorize WHERE object_type = 'Role' AND object_id = $1 AND item_id = $2`, [role.id, button.id]);
    ctx.server.app.access.invalidate();
    const sysadmin = await ctx.server.login('sysadmin');
    expect((await sysadmin.post(`${V}/model-leave/Actions/CodePreview`, {})).code).toBe(200);
    const res = await sysadmin.raw(`${V}/model-leave/Actions/DownloadCode`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' });
    expect(res.status).toBe(403);
  });
});

/** Runs node with `args` in `cwd`; resolves with the exit status and everything it printed. */
function node(args: string[], cwd: string, env: NodeJS.ProcessEnv = process.env): Promise<{ status: number | null; out: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, args, { cwd, env });
    let out = '';
    child.stdout.on('data', (d) => (out += d));
    child.stderr.on('data', (d) => (out += d));
    child.on('close', (status) => resolve({ status, out }));
  });
}

/** A copy of the project to write generated files into: ctx.server, tests/support and schemas copied, the rest linked. */
function projectCopy(): string {
  const root = path.resolve('.');
  const dir = path.join(TMP_ROOT, `codegen-${process.pid}-${crypto.randomBytes(3).toString('hex')}`);
  fs.mkdirSync(path.join(dir, 'tests'), { recursive: true });
  fs.cpSync(path.join(root, 'server'), path.join(dir, 'server'), { recursive: true });
  fs.cpSync(path.join(root, 'schemas'), path.join(dir, 'schemas'), { recursive: true });
  fs.cpSync(path.join(root, 'tests/support'), path.join(dir, 'tests/support'), { recursive: true });
  for (const linked of ['node_modules', 'contract', 'package.json']) fs.symlinkSync(path.join(root, linked), path.join(dir, linked));
  return dir;
}

describe('the generated code, placed into the project', () => {
  it('type-checks and its generated API test passes, for a seeded page and for a designed one', async () => {
    const visitor = await ctx.admin.post(V, visitorEntity('campus.visitorLog'));
    expect(visitor.code, visitor.msg).toBe(200);
    const dir = projectCopy();
    try {
      const written: string[] = [];
      const areas: string[] = [];
      for (const [id, number] of [['model-leave', '0990'], [visitor.data.id, '0991']] as const) {
        const list = (await ctx.admin.post(`${V}/${id}/Actions/CodePreview`, {})).data.list as { path: string; content: string }[];
        for (const f of list) {
          // Two pages, two migrations: the second gets the next number, as a developer would renumber it.
          const target = f.path.replace(/^ctx.server\/db\/migrations\/0990_/, `server/db/migrations/${number}_`);
          fs.mkdirSync(path.dirname(path.join(dir, target)), { recursive: true });
          fs.writeFileSync(path.join(dir, target), f.content);
          written.push(target);
        }
        areas.push(list.find((f) => f.path.endsWith('/index.ts'))!.path.split('/')[1]);
      }
      // The README's first step: register each area once in server/areas.ts.
      const areasFile = path.join(dir, 'server/areas.ts');
      let text = fs.readFileSync(areasFile, 'utf8');
      for (const a of areas) {
        text = `import ${a}Area from './${a}/index';\n${text}`.replace(/\n}\s*$/, `\n  await app.register(${a}Area);\n}\n`);
      }
      fs.writeFileSync(areasFile, text);

      const base = JSON.parse(fs.readFileSync('tsconfig.json', 'utf8'));
      const tsFiles = [...written.filter((f) => f.endsWith('.ts')), 'server/areas.ts'];
      fs.writeFileSync(path.join(dir, 'tsconfig.json'), JSON.stringify({ compilerOptions: { ...base.compilerOptions, types: ['node'] }, files: tsFiles }));
      // tsc and the generated tests are independent: they run side by side.
      const typeCheck = node([path.resolve('node_modules/typescript/bin/tsc'), '-p', 'tsconfig.json'], dir);

      // The generated tests run on this run's seeded template; startServer applies the new migrations to its copy.
      fs.writeFileSync(
        path.join(dir, 'templateSetup.mjs'),
        `export default function setup(project) { project.provide('templateDir', process.env.CODEGEN_TEMPLATE_DIR); project.provide('templateDb', process.env.CODEGEN_TEMPLATE_DB ?? ''); }\n`,
      );
      fs.writeFileSync(
        path.join(dir, 'vitest.config.mjs'),
        `export default { test: { include: ['tests/api/**/*.test.ts'], environment: 'node', globalSetup: ['templateSetup.mjs'], testTimeout: 60000, hookTimeout: 120000, fileParallelism: false } };\n`,
      );
      // On the PostgreSQL pass the seeded template is a database (the PGlite directory is then empty), so
      // the generated tests get it and the server's address too.
      const env: NodeJS.ProcessEnv = { ...process.env, CODEGEN_TEMPLATE_DIR: inject('templateDir'), CODEGEN_TEMPLATE_DB: inject('templateDb'), NO_COLOR: '1' };
      if (!inject('templateDb')) delete env.TEST_DATABASE_URL;
      delete env.VITEST;
      delete env.VITEST_POOL_ID;
      delete env.VITEST_WORKER_ID;
      const run = await node([path.resolve('node_modules/vitest/vitest.mjs'), 'run', '--config', 'vitest.config.mjs', '--reporter', 'verbose'], dir, env);
      const tsc = await typeCheck;
      expect(tsc.out, 'tsc over the generated files').toBe('');
      expect(tsc.status).toBe(0);
      const out = run.out.replace(/\u001b\[[0-9;]*m/g, '');
      expect(run.status, out.slice(-4000)).toBe(0);
      expect(out).toMatch(/Tests\s+5 passed/);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  }, 180_000);
});

import fs from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type Reply, type TestServer } from '../support/server';
import { MATRIX, PERSONAL } from './matrix/table';
import { ROLES, World, type Outcome, type Role, type Target } from './matrix/world';

/*
 * Route × role authorisation matrix (issue 11). Every write route the app declares must have a row
 * in tests/api/matrix/table.ts (or be listed there as personal); each row says, for admin, sysadmin,
 * school1, school2 and teacher against a record of their own school, another school, the super
 * administrator, themselves and a more privileged account, whether the call is allowed, 403 or 404.
 * Each cell sends a real, valid body; a refused cell must also leave its target's rows as they were.
 */

let server: TestServer;
let w: World;

const WRITES = new Set(['POST', 'PUT', 'DELETE', 'PATCH']);

beforeAll(async () => {
  server = await startServer();
  w = new World(server);
  await w.load();
  await w.remember();
});
// MATRIX_REPORT=<file> writes every failing cell there, one a line, for checking fixes against.
const failing: string[] = [];
afterAll(async () => {
  if (process.env.MATRIX_REPORT) fs.writeFileSync(process.env.MATRIX_REPORT, failing.join('\n') + '\n');
  await server?.close();
});

/** The cells a role plays: the super administrator is the admin's own account, and nobody is above sysadmin but admin. */
function targetsFor(role: Role, targets: Target[]): Target[] {
  return targets.filter((t) => !(role === 'admin' && (t === 'superAdmin' || t === 'above')) && !(role === 'sysadmin' && t === 'above'));
}

function send(role: Role, method: string, url: string, body: unknown): Promise<Reply> {
  const c = w.clients[role];
  if (method === 'GET') return c.get(url);
  if (method === 'PUT') return c.put(url, body ?? {});
  if (method === 'DELETE') return c.delete(url, body);
  return c.post(url, body ?? {});
}

function matches(expected: Outcome, r: Reply): boolean {
  if (expected === 'ok') return r.code === 200;
  if (expected === 'refused') return [400, 403, 404].includes(r.code);
  if (expected === 'unchanged') return r.code < 500;
  return r.code === expected;
}

/** Runs every cell of the rows in one area for one role; answers the cells that went wrong. */
async function runCells(area: string, role: Role): Promise<string[]> {
  const wrong: string[] = [];
  for (const [key, row] of Object.entries(MATRIX)) {
    if (row.area !== area) continue;
    const method = key.split(' ')[0];
    for (const target of targetsFor(role, row.targets)) {
      const expected = row.expect(role, target, w);
      const cell = await row.prepare(w, role, target);
      const before = await cell.watch();
      const kept = await cell.keep?.();
      const r = await send(role, method, cell.url, cell.body);
      const after = await cell.watch();
      const changed = before !== after;
      const problems: string[] = [];
      if (!matches(expected, r)) problems.push(`got ${r.code} ${r.msg}`);
      if (expected !== 'ok' && changed) problems.push('the target changed');
      if (cell.keep && (await cell.keep()) !== kept) problems.push('a column the caller may not set changed');
      if (problems.length) wrong.push(`${row.area} | ${key} | ${role} → ${target} | expected ${expected} | ${problems.join(', ')}`);
      if (changed) await w.restore();
    }
  }
  failing.push(...wrong);
  return wrong;
}

describe('route table', () => {
  it('every write route of the app has a row in the matrix (or is listed as personal), and every row names a real route', () => {
    const declared = server.app.routeTable
      .filter((r) => r.url.startsWith('/api/') && !r.url.startsWith('/api/docs'))
      .map((r) => `${r.method} ${r.url}`);
    expect(declared.length).toBeGreaterThan(100);
    const missing = declared.filter((k) => WRITES.has(k.split(' ')[0]) && !MATRIX[k] && !PERSONAL[k]);
    expect(missing.map((k) => `${k}: add it to the matrix (tests/api/matrix/table.ts)`)).toEqual([]);
    const known = new Set(declared);
    const stale = [...Object.keys(MATRIX), ...Object.keys(PERSONAL)].filter((k) => !known.has(k));
    expect(stale.map((k) => `${k}: no such route any more`)).toEqual([]);
  });

  it('routes each caller uses for themselves need no menu grant', () => {
    const byKey = new Map(server.app.routeTable.map((r) => [`${r.method} ${r.url}`, r.access]));
    const menuBound = Object.keys(PERSONAL).filter((k) => byKey.get(k) !== 'public' && byKey.get(k) !== 'login');
    expect(menuBound).toEqual([]);
  });
});

const AREAS = [...new Set(Object.values(MATRIX).map((r) => r.area))];

for (const area of AREAS) {
  describe(`matrix: ${area}`, () => {
    for (const role of ROLES) {
      it(`${role}: every cell answers as the rules say, and refused calls change nothing`, async () => {
        expect(await runCells(area, role)).toEqual([]);
      });
    }
  });
}

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type Client, type TestServer } from '../support/server';

// Paging a model's records: pages found by seeking from rows seen before (not OFFSET from the top),
// answers cached per caller and query. Whatever the route remembers, what a user sees must be exactly
// what a fresh query would give, and a write must show at once.

let server: TestServer;
let admin: Client;
let teacher: Client;

const S = '/api/VisualDevelopment/Model/model-student';
const ids = (r: { data: { list: { id: string }[] } }) => r.data.list.map((x) => x.id);

beforeAll(async () => {
  server = await startServer();
  [admin, teacher] = await Promise.all([server.login('admin'), server.login('teacher')]);
});
afterAll(() => server?.close());

/** Every record id in list order, read straight from the database (the truth the pages must match). */
async function truth(): Promise<string[]> {
  const rows = await server.database.query<{ id: string }>(
    `SELECT id FROM model_record WHERE model_id = 'model-student' ORDER BY created_at DESC, id`,
  );
  return rows.map((r) => r.id);
}

describe('model record pages', () => {
  it('every page, visited out of order and then in order, is exactly its slice of the list', async () => {
    const all = await truth();
    expect(all.length).toBe(600);
    const size = 25;
    const pages = all.length / size;
    // Deep pages first (nothing known yet), then pages between and before known ones.
    for (const p of [19, 7, 23, 2, 20, 8, 24]) {
      const r = await admin.get(`${S}/List`, { currentPage: p, pageSize: size });
      expect(ids(r), `page ${p}`).toEqual(all.slice((p - 1) * size, p * size));
    }
    const seen: string[] = [];
    for (let p = 1; p <= pages; p++) seen.push(...ids(await admin.get(`${S}/List`, { currentPage: p, pageSize: size })));
    expect(seen).toEqual(all);
    const beyond = await admin.get(`${S}/List`, { currentPage: pages + 1, pageSize: size });
    expect(beyond.data.list).toEqual([]);
    expect(beyond.data.pagination.total).toBe(600);
  });

  it('a record added or removed through the API moves every page and the total at once', async () => {
    const deep = await admin.get(`${S}/List`, { currentPage: 10, pageSize: 30 });
    const before = await truth();
    const made = await admin.post(S, { name: '翻页新生', gender: '1', className: '初一(1)班', ethnicity: '01', enrolDate: '2024-09-01' });
    expect(made.code, made.msg).toBe(200);
    const after = await truth();
    expect(after[0]).toBe(made.data.id);

    const first = await admin.get(`${S}/List`, { currentPage: 1, pageSize: 30 });
    expect(first.data.list[0].id).toBe(made.data.id);
    expect(first.data.pagination.total).toBe(601);
    const moved = await admin.get(`${S}/List`, { currentPage: 10, pageSize: 30 });
    expect(ids(moved)).toEqual(after.slice(270, 300));
    expect(ids(moved)[0]).toBe(before[269]);
    expect(ids(moved).slice(1)).toEqual(ids(deep).slice(0, 29));

    expect((await admin.delete(`${S}/${made.data.id}`)).code).toBe(200);
    const back = await admin.get(`${S}/List`, { currentPage: 10, pageSize: 30 });
    expect(ids(back)).toEqual(ids(deep));
    expect(back.data.pagination.total).toBe(600);
  });

  it('sorted pages stay exact too', async () => {
    const whole = await admin.get(`${S}/List`, { sidx: 'studentNo', sort: 'desc', pageSize: 500 });
    const third = await admin.get(`${S}/List`, { sidx: 'studentNo', sort: 'desc', pageSize: 40, currentPage: 3 });
    expect(ids(third)).toEqual(ids(whole).slice(80, 120));
  });

  it('one caller’s cached answer is never another’s: same query, the teacher gets their scope and columns', async () => {
    const q = { currentPage: 1, pageSize: 20 };
    const a = await admin.get(`${S}/List`, q);
    const t = await teacher.get(`${S}/List`, q);
    expect(a.data.pagination.total).toBe(600);
    expect(t.data.pagination.total).toBeLessThan(600);
    expect(a.data.list.some((r: Record<string, unknown>) => 'idCard' in r)).toBe(true);
    expect(t.data.list.some((r: Record<string, unknown>) => 'idCard' in r)).toBe(false);
    // And in the other order, from the cache this time.
    expect((await teacher.get(`${S}/List`, q)).data.pagination.total).toBe(t.data.pagination.total);
    expect((await admin.get(`${S}/List`, q)).data.pagination.total).toBe(600);
  });
});

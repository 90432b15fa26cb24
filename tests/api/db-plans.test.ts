import { beforeAll, describe, expect, it } from 'vitest';
import { readPageModel } from '../../server/visualDev/pageModel';
import { listFilter } from '../../server/visualDev/recordQuery';
import { seedBenchRecords } from '../../server/visualDev/benchRecords';
import { studentSchema } from '../../server/visualDev/seedModels/student';
import { seekCondition } from '../../server/visualDev/pageSeek';
import { userSeekCondition } from '../../server/users/userSeek';
import { serverForFile } from '../support/server';

/**
 * The uncached list paths are index-shaped (issue 19), on PGlite and on PostgreSQL alike: the
 * student-number keyword is a trigram-index lookup, and a deep page of the default order is an
 * index seek from an anchor, not an OFFSET walk of the whole list. The plans are the route's own SQL
 * shapes; the API checks that anchored deep pages answer exactly the rows OFFSET would.
 */
const RECORDS = 4000;
const EXTRA_USERS = 3000;
const s = serverForFile('admin');

async function plan(sql: string, params: unknown[]): Promise<string> {
  const rows = await s.server.database.query<{ 'QUERY PLAN': string }>(`EXPLAIN ${sql}`, params);
  return rows.map((r) => r['QUERY PLAN']).join('\n');
}

describe('index-shaped uncached lists', () => {
  beforeAll(async () => {
    const db = s.server.database;
    await seedBenchRecords(db, RECORDS);
    await db.query(
      `INSERT INTO users (account, real_name, quick_query, gender, mobile, email, organize_id, department_id, password_hash, sort_code)
       SELECT 'plan' || g, '计划' || g, 'jh' || g, 1, NULL, NULL, t.organize_id, t.department_id, t.password_hash, g % 7
         FROM generate_series(1, $1::int) g, (SELECT organize_id, department_id, password_hash FROM users WHERE account = 'teacher') t`,
      [EXTRA_USERS],
    );
    await db.exec('VACUUM (ANALYZE) users');
    await db.exec('VACUUM (ANALYZE) model_record');
  });

  it('finds a student number through the trigram index, for the total and for the page', async () => {
    const params: unknown[] = ['model-student'];
    const filter = listFilter(readPageModel(studentSchema), { keyword: 'XSB0001234' }, new Set(), params);
    const where = ['r.model_id = $1', ...filter.where].join(' AND ');
    const count = await plan(`SELECT count(*)::int AS total FROM model_record r WHERE ${where}`, params);
    expect(count).toContain('model_record_search_trgm_idx');
    expect(count).not.toContain('Seq Scan');
    const pageParams = [...params];
    const pageSql = `SELECT r.id, r.created_at::text AS created_at FROM model_record r WHERE ${where} ORDER BY ${filter.orderBy(pageParams)} LIMIT 20`;
    expect(await plan(pageSql, pageParams)).toContain('model_record_search_trgm_idx');
    // A search's first page: rows and count from one statement, one lookup of the index.
    const firstSql = `SELECT r.id, r.created_at, count(*) OVER ()::int AS total FROM model_record r WHERE ${where} ORDER BY r.created_at DESC, r.id LIMIT 20`;
    const first = await plan(firstSql, params);
    expect(first).toContain('model_record_search_trgm_idx');
    expect(first).not.toContain('Seq Scan');
    // The index is asked for the digits, where student numbers differ ("xsb" is in every record); the
    // whole number is checked on the rows it finds (server/visualDev/keywordLookup.ts).
    expect(first).toMatch(/Index Cond: \(search_text ~~ '%0001234%'::text\)/);
    expect(first).toContain("strpos(search_text, 'xsb0001234'::text) > 0");
    // And it is the one record, found from the list route as a user searches.
    const r = await s.admin.get('/api/VisualDevelopment/Model/model-student/List', { keyword: 'XSB0001234', currentPage: 1, pageSize: 20 });
    expect(r.data.pagination.total).toBe(1);
    expect(r.data.list.map((x: { studentNo: string }) => x.studentNo)).toEqual(['XSB0001234']);
  });

  it('gives a search’s first page and the next ones the same total, and pages without repeating a record', async () => {
    const [{ n }] = await s.server.database.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM model_record WHERE model_id = 'model-student' AND data->>'studentNo' LIKE 'XSB00012%'`,
    );
    expect(n).toBeGreaterThan(40);
    const pageOf = (currentPage: number) => s.admin.get('/api/VisualDevelopment/Model/model-student/List', { keyword: 'XSB00012', currentPage, pageSize: 20 });
    const one = await pageOf(1);
    const two = await pageOf(2);
    expect(one.data.pagination.total).toBe(n);
    expect(two.data.pagination.total).toBe(n);
    const ids = [...one.data.list, ...two.data.list].map((x: { id: string }) => x.id);
    expect(new Set(ids).size).toBe(40);
    // A search nothing matches: an empty first page and a total of 0.
    const none = await s.admin.get('/api/VisualDevelopment/Model/model-student/List', { keyword: 'ZZZ-NO-SUCH', currentPage: 1, pageSize: 20 });
    expect(none.data).toMatchObject({ list: [], pagination: { total: 0 } });
  });

  it('seeks a deep model page from an anchor in the page index, without a sort', async () => {
    const params: unknown[] = ['model-student'];
    const [anchor] = await s.server.database.query<{ created_at: string; id: string }>(
      `SELECT created_at::text AS created_at, id FROM model_record r WHERE model_id = $1 ORDER BY created_at DESC, id OFFSET 3072 LIMIT 1`,
      params,
    );
    const sql = `SELECT r.id, r.created_at::text AS created_at FROM model_record r WHERE r.model_id = $1 AND ${seekCondition({ createdAt: anchor.created_at, id: anchor.id }, params)} ORDER BY r.created_at DESC, r.id LIMIT 20 OFFSET 100`;
    const p = await plan(sql, params);
    expect(p).toMatch(/Index (Only )?Scan using model_record_page_idx/);
    expect(p).not.toMatch(/Sort|Seq Scan/);
  });

  it('seeks a deep users page from an anchor in the sort index, without a sort', async () => {
    const params: unknown[] = [];
    const [anchor] = await s.server.database.query<{ sort_code: number; created_at: string; id: string }>(
      `SELECT sort_code, created_at::text AS created_at, id FROM users u ORDER BY sort_code ASC, created_at DESC, id OFFSET 2048 LIMIT 1`,
    );
    const sql = `SELECT u.id FROM users u WHERE ${userSeekCondition({ sortCode: anchor.sort_code, createdAt: anchor.created_at, id: anchor.id }, params)} ORDER BY u.sort_code ASC, u.created_at DESC, u.id LIMIT 20 OFFSET 100`;
    const p = await plan(sql, params);
    expect(p).toMatch(/Index (Only )?Scan using users_sort_idx/);
    expect(p).not.toMatch(/Sort|Seq Scan/);
  });

  it('plans an unfiltered deep page once: the generic plan of the route’s own statement seeks the index', async () => {
    const db = s.server.database;
    // Run as the routes run it (on PostgreSQL, a connection of the generic plans' own pool).
    const generic = { plan: 'generic' as const };
    // A statement is kept (prepared) the second time its text is asked; every deep page has the same text.
    for (const page of [120, 123, 126]) {
      await s.admin.get('/api/Permission/Users', { currentPage: page, pageSize: 20 });
      await s.admin.get('/api/VisualDevelopment/Model/model-student/List', { currentPage: page, pageSize: 20 });
    }
    const kept = await db.query<{ name: string; statement: string; generic_plans: number; custom_plans: number }>(
      `SELECT name, statement, generic_plans::int, custom_plans::int FROM pg_prepared_statements WHERE statement LIKE '%OFFSET%'`,
      [],
      generic,
    );
    const users = kept.find((k) => k.statement.includes('seek_sort'));
    const model = kept.find((k) => k.statement.includes('d.created_at::text AS created_at'));
    // Planned once for every page: never a custom plan for the values.
    expect(users).toMatchObject({ custom_plans: 0 });
    expect(users!.generic_plans).toBeGreaterThan(0);
    expect(model).toMatchObject({ custom_plans: 0 });
    expect(model!.generic_plans).toBeGreaterThan(0);
    const quoted = (v: string | number) => (typeof v === 'number' ? String(v) : `'${v.replace(/'/g, "''")}'`);
    const explain = async (name: string, values: (string | number)[]) =>
      (await db.query<{ 'QUERY PLAN': string }>(`EXPLAIN EXECUTE ${name}(${values.map(quoted).join(', ')})`, [], generic)).map((r) => r['QUERY PLAN']).join('\n');
    // That one plan seeks the sort index from the anchor and reads the page's 20 users by id.
    const [u] = await db.query<{ sort_code: number; created_at: string; id: string }>(
      `SELECT sort_code, created_at::text AS created_at, id FROM users ORDER BY sort_code ASC, created_at DESC, id OFFSET 2048 LIMIT 1`,
    );
    const usersPlan = await explain(users!.name, [u.sort_code, u.created_at, u.id, 100]);
    expect(usersPlan).toMatch(/Index (Only )?Scan using users_sort_idx/);
    expect(usersPlan).toMatch(/Index Scan using users_pkey/);
    expect(usersPlan).not.toMatch(/Seq Scan|Hash/);
    const [r] = await db.query<{ created_at: string; id: string }>(
      `SELECT created_at::text AS created_at, id FROM model_record WHERE model_id = 'model-student' ORDER BY created_at DESC, id OFFSET 3072 LIMIT 1`,
    );
    const modelPlan = await explain(model!.name, ['model-student', r.created_at, r.id, 100, 'model-student']);
    expect(modelPlan).toMatch(/Index (Only )?Scan using model_record_page_idx/);
    expect(modelPlan).toMatch(/Index Scan using model_record_pkey/);
    expect(modelPlan).not.toMatch(/Seq Scan|Hash/);
  });

  it('answers deep pages found through anchors with exactly the rows OFFSET gives', async () => {
    const db = s.server.database;
    for (const page of [170, 63, 171]) {
      const r = await s.admin.get('/api/VisualDevelopment/Model/model-student/List', { currentPage: page, pageSize: 20 });
      const expected = await db.query<{ id: string }>(`SELECT id FROM model_record WHERE model_id = 'model-student' ORDER BY created_at DESC, id LIMIT 20 OFFSET $1`, [(page - 1) * 20]);
      expect(r.data.list.map((x: { id: string }) => x.id), `model page ${page}`).toEqual(expected.map((x) => x.id));
    }
    for (const page of [140, 37, 141]) {
      const r = await s.admin.get('/api/Permission/Users', { currentPage: page, pageSize: 20 });
      const expected = await db.query<{ id: string }>(`SELECT id FROM users ORDER BY sort_code ASC, created_at DESC, id LIMIT 20 OFFSET $1`, [(page - 1) * 20]);
      expect(r.data.list.map((x: { id: string }) => x.id), `users page ${page}`).toEqual(expected.map((x) => x.id));
    }
  });
});

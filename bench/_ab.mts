import fs from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
const db = await PGlite.create('/tmp/lb/copy', { extensions: { pg_trgm } });
const lines = fs.readFileSync('/tmp/lb/dump.jsonl', 'utf8').trim().split('\n').map((l) => JSON.parse(l));
const { text: A, params } = lines.find((l: any) => l.text.startsWith('SELECT u.id, u.account'));
const idSql = A.slice(A.indexOf('FROM (') + 6, A.indexOf(') pg JOIN'));
const order = 'u.sort_code ASC, u.created_at DESC, u.id';
const B = `SELECT u.id, u.account, u.real_name, u.gender, coalesce(u.mobile, '') AS mobile, coalesce(u.email, '') AS email, u.organize_id, u.department_id,
  u.enabled_mark, u.is_administrator, floor(extract(epoch from u.created_at) * 1000)::float8 AS creator_time,
  array(SELECT r.object_type || ':' || r.object_id FROM user_relation r WHERE r.user_id = u.id) AS rel, pg.seek_sort, pg.seek_at
  FROM (${idSql}) pg JOIN users u ON u.id = pg.id ORDER BY ${order}`;
const C = `SELECT u.id, u.account, u.real_name, u.gender, coalesce(u.mobile, '') AS mobile, coalesce(u.email, '') AS email, u.organize_id, u.department_id,
  u.enabled_mark, u.is_administrator, floor(extract(epoch from u.created_at) * 1000)::float8 AS creator_time, u.sort_code AS seek_sort, u.created_at::text AS seek_at
  FROM users u WHERE u.id IN (SELECT id FROM (${idSql}) pg) ORDER BY ${order}`;
const time = async (sql: string, n = 200) => { const t = performance.now(); for (let i = 0; i < n; i++) await db.query(sql, params); return (performance.now() - t) / n; };
for (const s of [A, B, C]) await time(s, 50);
for (let round = 0; round < 3; round++) console.log('A', (await time(A)).toFixed(3), 'B', (await time(B)).toFixed(3), 'C', (await time(C)).toFixed(3));
const rel = await db.query(`SELECT count(*) FROM user_relation`); console.log(rel.rows);
await db.close();

import type { FastifyInstance } from 'fastify';
import { ok } from '../../http/reply';
import { Pagination, Type, Where, answers, envelope, rows, typed, type Static } from '../../kit';
import { STEP, landmarksOf, pageStart, type Landmarks } from './landmarks';
import { SCHOOLS, seedBigRows } from './seed';

/*
 * 大数据: a list over a million rows that stays instant. Pages are read by seek from landmarks
 * (landmarks.ts), never by a deep OFFSET; the filters match the indexes (school, grade, both, each
 * followed by id); the total is the planner's estimate until the filter's landmarks are built
 * (one pass over its index, in the background), and exact after that. The answer says which.
 */

const MENU = 'extend.bigData';

const Row = Type.Object({ id: Type.Integer(), code: Type.String(), name: Type.String(), school: Type.String(), grade: Type.Integer(), score: Type.Integer(), createdAt: Type.String() });
const COLUMNS = `b.id::int AS id, b.code, b.name, b.school, b.grade, b.score, to_char(b.created_at AT TIME ZONE 'Asia/Shanghai', 'YYYY-MM-DD HH24:MI') AS created_at`;

const Query = Type.Object({
  currentPage: Type.Integer({ minimum: 1, maximum: 10_000_000, default: 1 }),
  pageSize: Type.Integer({ minimum: 1, maximum: 200, default: 20 }),
  school: Type.Optional(Type.String({ maxLength: 40 })),
  grade: Type.Optional(Type.Integer({ minimum: 1, maximum: 12 })),
  n: Type.Optional(Type.Unknown()),
});
const Answer = Type.Object({
  list: Type.Array(Row),
  pagination: Pagination,
  /** false: `total` is the planner's estimate (the page says 约). */
  totalExact: Type.Boolean(),
  schools: Type.Array(Type.String()),
});

export default async function bigDataRoutes(instance: FastifyInstance, opts: { rows?: number }) {
  const app = typed(instance);
  const count = opts.rows ?? 1_000_000;
  let seeded: Promise<unknown> | null = null;
  const marks = new Map<string, Landmarks>();
  const building = new Map<string, Promise<void>>();

  const ensureSeeded = () => {
    seeded ??= seedBigRows(app.database, count)
      .then((n) => (n ? app.database.query('ANALYZE example_big') : null))
      .catch((e: unknown) => {
        seeded = null;
        throw e;
      });
    return seeded;
  };

  const filterOf = (q: Static<typeof Query>) => {
    const where = new Where();
    if (q.school) where.and(`b.school = ${where.param(q.school)}`);
    if (q.grade) where.and(`b.grade = ${where.param(q.grade)}`);
    return { where, key: `${q.school ?? ''}|${q.grade ?? ''}` };
  };

  // One pass over the filter's index: every STEP-th id and the exact count.
  const buildMarks = (key: string, where: Where) => {
    if (marks.has(key) || building.has(key)) return;
    const job = app.database
      .query<{ id: number; pos: number; total: number }>(
        `SELECT id::int AS id, pos::int AS pos, total::int AS total FROM (
           SELECT b.id, row_number() OVER (ORDER BY b.id) - 1 AS pos, count(*) OVER () AS total FROM example_big b ${where.sql}) x
          WHERE pos % ${STEP} = 0`,
        where.params,
      )
      .then((r) => void marks.set(key, landmarksOf(r, r[0]?.total ?? 0)))
      .catch((e: unknown) => app.log.error(e))
      .finally(() => building.delete(key));
    building.set(key, job);
  };

  const estimate = async (where: Where): Promise<number> => {
    if (!where.params.length) {
      const [r] = await app.database.query<{ n: number }>(`SELECT greatest(reltuples, 0)::float8 AS n FROM pg_class WHERE relname = 'example_big'`);
      return Math.round(r?.n ?? 0);
    }
    const [plan] = await app.database.query<{ 'QUERY PLAN': [{ Plan: { 'Plan Rows': number } }] }>(`EXPLAIN (FORMAT JSON) SELECT 1 FROM example_big b ${where.sql}`, where.params);
    const raw = plan['QUERY PLAN'];
    const parsed = typeof raw === 'string' ? (JSON.parse(raw) as typeof raw) : raw;
    return Math.round(parsed[0].Plan['Plan Rows']);
  };

  app.get(
    '/api/Extend/BigData',
    {
      schema: { tags: ['Extend'], summary: '大数据：百万行列表（按 id 定位翻页，学校/年级筛选走索引，总数先估算后精确）', querystring: Query, response: answers(envelope(Answer)) },
      config: { access: { menu: MENU } },
    },
    async (req) => {
      await ensureSeeded();
      const q = req.query;
      const { where, key } = filterOf(q);
      const offset = (q.currentPage - 1) * q.pageSize;
      const known = marks.get(key);
      if (!known) buildMarks(key, where);
      const start = pageStart(known, offset);
      const page = new Where();
      for (const p of where.params) page.param(p);
      const conditions = where.sql ? [where.sql.slice('WHERE '.length)] : [];
      if (start.fromId !== null) conditions.push(`b.id >= ${page.param(start.fromId)}`);
      const sql = `SELECT ${COLUMNS} FROM example_big b ${conditions.length ? `WHERE ${conditions.join(' AND ')}` : ''} ORDER BY b.id LIMIT ${q.pageSize} OFFSET ${start.skip}`;
      const [list, total] = await Promise.all([rows(app.database, Row, sql, page.params), known ? Promise.resolve(known.total) : estimate(where)]);
      return ok({ list, pagination: { currentPage: q.currentPage, pageSize: q.pageSize, total }, totalExact: Boolean(known), schools: SCHOOLS });
    },
  );
}

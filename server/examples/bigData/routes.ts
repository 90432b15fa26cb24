import type { FastifyInstance } from 'fastify';
import { ok } from '../../http/reply';
import { Pagination, Type, Where, answers, envelope, rows, typed, type Static } from '../../kit';
import { STEP, landmarksOf, pageStart, type Landmarks } from './landmarks';
import { SCHOOLS, seedBigRows } from './seed';

/*
 * 大数据: a list over a million rows that stays instant. Pages are read by seek from landmarks
 * (landmarks.ts), never by a deep OFFSET; the filters match the indexes (school, grade, both, each
 * followed by id); the total is the planner's estimate until the filter's landmarks are built
 * (in the background, in small steps), and exact after that. The answer says which.
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
      // Once, after the bulk load: statistics for the estimates, and the visibility map and hint bits
      // set now rather than by the first readers of every page (measured: pages read cold after the
      // load were several times slower).
      .then((n) => (n ? app.database.query('VACUUM (ANALYZE) example_big') : null))
      .catch((e: unknown) => {
        seeded = null;
        throw e;
      });
    return seeded;
  };

  // A fresh WHERE of the request's filters each time (its placeholders are numbered per statement).
  const filterOf = (q: Static<typeof Query>) => {
    const make = () => {
      const where = new Where();
      if (q.school) where.and(`b.school = ${where.param(q.school)}`);
      if (q.grade) where.and(`b.grade = ${where.param(q.grade)}`);
      return where;
    };
    return { make, key: `${q.school ?? ''}|${q.grade ?? ''}` };
  };

  // Every STEP-th id of the filtered list, each found from the one before (a walk of STEP index
  // entries, a few ms), so building them never holds the database for long; the count falls out at the end.
  const buildMarks = (key: string, make: () => Where) => {
    if (marks.has(key) || building.has(key)) return;
    const job = (async () => {
      const found: { id: number; pos: number }[] = [];
      let at: number | null = null;
      for (;;) {
        const w = make();
        if (at !== null) w.and(`b.id >= ${w.param(at)}`);
        const [next]: { id: number }[] = await app.database.query<{ id: number }>(`SELECT b.id::int AS id FROM example_big b ${w.sql} ORDER BY b.id OFFSET ${at === null ? 0 : STEP} LIMIT 1`, w.params);
        if (!next) break;
        at = next.id;
        found.push({ id: next.id, pos: found.length * STEP });
      }
      let total = 0;
      if (at !== null) {
        const w = make();
        w.and(`b.id >= ${w.param(at)}`);
        const [rest] = await app.database.query<{ n: number }>(`SELECT count(*)::int AS n FROM (SELECT 1 FROM example_big b ${w.sql} LIMIT ${STEP}) x`, w.params);
        total = (found.length - 1) * STEP + rest.n;
      }
      marks.set(key, landmarksOf(found, total));
    })()
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
      const { make, key } = filterOf(q);
      const offset = (q.currentPage - 1) * q.pageSize;
      const known = marks.get(key);
      if (!known) buildMarks(key, make);
      const start = pageStart(known, offset);
      const page = make();
      if (start.fromId !== null) page.and(`b.id >= ${page.param(start.fromId)}`);
      const sql = `SELECT ${COLUMNS} FROM example_big b ${page.sql} ORDER BY b.id LIMIT ${q.pageSize} OFFSET ${start.skip}`;
      const [list, total] = await Promise.all([rows(app.database, Row, sql, page.params), known ? Promise.resolve(known.total) : estimate(make())]);
      return ok({ list, pagination: { currentPage: q.currentPage, pageSize: q.pageSize, total }, totalExact: Boolean(known), schools: SCHOOLS });
    },
  );
}

import type { FastifyInstance } from 'fastify';
import { ok } from '../../http/reply';
import { Type, answers, envelope, rows, typed } from '../../kit';

/* 图表示例: the figures every chart kind of the page draws, read live from the seeded tables. */

const MENU = 'extend.chart';

const Enrolment = Type.Object({ school: Type.String(), grade: Type.Integer(), boys: Type.Integer(), girls: Type.Integer() });
const Attendance = Type.Object({ day: Type.String(), school: Type.String(), expected: Type.Integer(), present: Type.Integer(), late: Type.Integer() });
const SubjectStat = Type.Object({
  school: Type.String(),
  subject: Type.String(),
  average: Type.Number(),
  min: Type.Integer(),
  q1: Type.Number(),
  median: Type.Number(),
  q3: Type.Number(),
  max: Type.Integer(),
});
const Band = Type.Object({ school: Type.String(), band: Type.String(), students: Type.Integer() });
const ChartData = Type.Object({
  enrolment: Type.Array(Enrolment),
  attendance: Type.Array(Attendance),
  subjects: Type.Array(SubjectStat),
  bands: Type.Array(Band),
  /** When the figures were read (the page shows it, so an auto-refresh is visible). */
  readAt: Type.Number(),
});

const ENROLMENT = `SELECT school, grade, count(*) FILTER (WHERE gender = '男')::int AS boys, count(*) FILTER (WHERE gender = '女')::int AS girls
  FROM example_student GROUP BY school, grade ORDER BY school, grade`;
const ATTENDANCE = `SELECT to_char(day, 'YYYY-MM-DD') AS day, school, expected, present, late FROM example_attendance ORDER BY day, school`;
// The latest term only: a box per school and subject (quartiles by percentile_cont).
const SUBJECTS = `SELECT st.school, sc.subject, round(avg(sc.score), 1)::float8 AS average, min(sc.score)::int AS min,
    percentile_cont(0.25) WITHIN GROUP (ORDER BY sc.score)::float8 AS q1, percentile_cont(0.5) WITHIN GROUP (ORDER BY sc.score)::float8 AS median,
    percentile_cont(0.75) WITHIN GROUP (ORDER BY sc.score)::float8 AS q3, max(sc.score)::int AS max
  FROM example_score sc JOIN example_student st ON st.id = sc.student_id
 WHERE sc.term = (SELECT max(term) FROM example_score)
 GROUP BY st.school, sc.subject ORDER BY st.school, sc.subject`;
// Each student's average over the latest term, put in a band (the sankey's school → band flows).
const BANDS = `SELECT school, band, count(*)::int AS students FROM (
    SELECT st.school, CASE WHEN avg(sc.score) >= 85 THEN '优秀' WHEN avg(sc.score) >= 70 THEN '良好' WHEN avg(sc.score) >= 60 THEN '及格' ELSE '待提高' END AS band
      FROM example_score sc JOIN example_student st ON st.id = sc.student_id
     WHERE sc.term = (SELECT max(term) FROM example_score)
     GROUP BY st.id, st.school) b
  GROUP BY school, band ORDER BY school, band`;

export default async function chartRoutes(instance: FastifyInstance) {
  const app = typed(instance);
  app.get(
    '/api/Extend/Chart/Data',
    { schema: { tags: ['Extend'], summary: '图表示例：在校生、出勤、成绩分布（来自示例表）', response: answers(envelope(ChartData)) }, config: { access: { menu: MENU } } },
    async () => {
      const db = app.database;
      const [enrolment, attendance, subjects, bands] = await Promise.all([
        rows(db, Enrolment, ENROLMENT),
        rows(db, Attendance, ATTENDANCE),
        rows(db, SubjectStat, SUBJECTS),
        rows(db, Band, BANDS),
      ]);
      return ok({ enrolment, attendance, subjects, bands, readAt: Date.now() });
    },
  );
}

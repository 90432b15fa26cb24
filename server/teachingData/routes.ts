import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ApiError, Code } from '../../contract/errors';
import { t } from '../../contract/texts';
import { ok } from '../http/reply';
import { say } from '../http/language';
import { IdParams, Nullable, Type, Where, answers, envelope, epochMs, failFields, listAnswer, listOnly, listPage, listQuery, okId, okNull, one, rows, schoolCaller, typed, type SchoolCaller } from '../kit';
import { summarise } from './summary';

// The district's teaching data (issue 17 item 6). Without sign-in: published 项目式学习 projects
// (/ProjectLearning) and the aggregate figures of classes whose school made them public
// (/ClassTeachingDataCenter/detail) — no person's name on either. Signed in (/KnowledgeDataCenter/*):
// classes, teachers and lesson reviews within the caller's reach: everything for the super admin,
// their schools for a school administrator (the school-voice right), and for a teacher the classes
// they teach or lead, their own figures and the reviews of their lessons or by them.

const ClassRow = Type.Object({
  id: Type.String(),
  organizeId: Type.String(),
  organizeName: Type.String(),
  grade: Type.String(),
  name: Type.String(),
  studentCount: Type.Integer(),
  headTeacherName: Type.String(),
  lessons: Type.Integer(),
  attendance: Type.Number(),
  avgScore: Nullable(Type.Number()),
});
const PublicClassRow = Type.Object({ id: Type.String(), organizeName: Type.String(), grade: Type.String(), name: Type.String(), studentCount: Type.Integer() });
const SubjectSummary = Type.Object({ subject: Type.String(), lessons: Type.Integer(), homework: Type.Integer(), attendance: Type.Number(), avgScore: Nullable(Type.Number()) });
const WeekSummary = Type.Object({ weekStart: Type.String(), lessons: Type.Integer(), homework: Type.Integer(), attendance: Type.Number(), avgScore: Nullable(Type.Number()) });
const Summary = Type.Object({ lessons: Type.Integer(), homework: Type.Integer(), attendance: Type.Number(), avgScore: Nullable(Type.Number()), subjects: Type.Array(SubjectSummary), weeks: Type.Array(WeekSummary) });
const TeacherRow = Type.Object({
  userId: Type.String(),
  realName: Type.String(),
  organizeName: Type.String(),
  subjects: Type.String(),
  classCount: Type.Integer(),
  lessons: Type.Integer(),
  homework: Type.Integer(),
  attendance: Type.Number(),
  reviewCount: Type.Integer(),
  reviewScore: Nullable(Type.Number()),
});
const ReviewRow = Type.Object({
  id: Type.String(),
  classId: Type.String(),
  className: Type.String(),
  organizeName: Type.String(),
  subject: Type.String(),
  teacherId: Type.String(),
  teacherName: Type.String(),
  reviewerId: Type.String(),
  reviewerName: Type.String(),
  lessonDate: Type.String(),
  topic: Type.String(),
  score: Type.Integer(),
  strengths: Type.String(),
  suggestions: Type.String(),
  createdAt: Type.Number(),
});
const ProjectRow = Type.Object({
  id: Type.String(),
  organizeName: Type.String(),
  title: Type.String(),
  subject: Type.String(),
  grade: Type.String(),
  drivingQuestion: Type.String(),
  summary: Type.String(),
  startDate: Type.String(),
  endDate: Type.String(),
  studentCount: Type.Integer(),
});
const ProjectDetail = Type.Object({ ...ProjectRow.properties, outcomes: Type.String(), leaderName: Type.String() });
const StaffProjectRow = Type.Object({ ...ProjectRow.properties, published: Type.Boolean(), mayManage: Type.Boolean() });

const WEEK_COLUMNS = `to_char(w.week_start, 'YYYY-MM-DD') AS week_start, w.subject, w.lessons, w.homework, w.attendance::float8 AS attendance, w.avg_score::float8 AS avg_score`;
const WeekRowSchema = Type.Object({ weekStart: Type.String(), subject: Type.String(), lessons: Type.Integer(), homework: Type.Integer(), attendance: Type.Number(), avgScore: Nullable(Type.Number()) });
const PROJECT_COLUMNS = `p.id, o.full_name AS organize_name, p.title, p.subject, p.grade, p.driving_question, p.summary,
  to_char(p.start_date, 'YYYY-MM-DD') AS start_date, to_char(p.end_date, 'YYYY-MM-DD') AS end_date, p.student_count`;
const CLASS_FROM = 'FROM school_class c JOIN organize o ON o.id = c.organize_id';

/** The caller's reach over classes as SQL on `c` (school_class) and `o` (its school), parameters bound in `w`. */
function classReach(w: Where, c: SchoolCaller): string {
  if (c.isAdministrator) return 'true';
  const me = w.param(c.id);
  const teaches = `(c.head_teacher_user_id = ${me} OR EXISTS (SELECT 1 FROM class_teaching_week tw WHERE tw.class_id = c.id AND tw.teacher_user_id = ${me}))`;
  return c.reviewer ? `(o.tree_path LIKE ${w.param(c.orgPath)} || '%' OR ${teaches})` : teaches;
}

/** The teachers the caller may look at, as SQL on `u` (users) and `uo` (their organisation). */
function teacherReach(w: Where, c: SchoolCaller): string {
  if (c.isAdministrator) return 'true';
  const mine = `u.id = ${w.param(c.id)}`;
  return c.reviewer ? `(uo.tree_path LIKE ${w.param(c.orgPath)} || '%' OR ${mine})` : mine;
}

const Weeks = Type.Object({ weeks: Type.Optional(Type.Integer({ minimum: 1, maximum: 52 })) });
/** The first week of the newest `n` weeks of data (a demo database keeps showing figures as it ages). */
const weeksSince = (n: number | undefined) =>
  `(SELECT max(week_start) FROM class_teaching_week) - make_interval(weeks => ${Math.floor(n ?? 8) - 1})`;

export default async function teachingDataRoutes(instance: FastifyInstance) {
  const app = typed(instance);
  const db = app.database;
  const tags = ['TeachingData'];

  // ---- public --------------------------------------------------------------------------------
  app.get(
    '/api/Public/ProjectLearning',
    {
      schema: {
        tags,
        summary: '项目式学习：已发布的项目（无需登录）',
        querystring: listQuery({ subject: Type.Optional(Type.String({ maxLength: 20 })), grade: Type.Optional(Type.String({ maxLength: 20 })) }),
        response: answers(listAnswer(ProjectRow)),
      },
      config: { access: 'public' },
    },
    async (req) => {
      const q = req.query;
      const where = new Where().and('p.published').keyword(q.keyword, ['p.title', 'p.driving_question', 'o.full_name']);
      if (q.subject) where.and(`p.subject = ${where.param(q.subject)}`);
      if (q.grade) where.and(`p.grade = ${where.param(q.grade)}`);
      return listPage(db, q, {
        row: ProjectRow,
        columns: PROJECT_COLUMNS,
        from: 'FROM learning_project p JOIN organize o ON o.id = p.organize_id',
        where,
        sorts: { startDate: 'p.start_date', title: 'p.title' },
        order: 'p.start_date DESC',
        tieBreak: 'p.id',
      });
    },
  );

  app.get(
    '/api/Public/ProjectLearning/:id',
    { schema: { tags, summary: '一个已发布的项目式学习项目', params: IdParams, response: answers(envelope(ProjectDetail)) }, config: { access: 'public' } },
    async (req) => {
      const p = await one(
        db,
        ProjectDetail,
        `SELECT ${PROJECT_COLUMNS}, p.outcomes, coalesce(u.real_name, '') AS leader_name
           FROM learning_project p JOIN organize o ON o.id = p.organize_id LEFT JOIN users u ON u.id = p.leader_user_id
          WHERE p.id = $1 AND p.published`,
        [req.params.id],
      );
      if (!p) throw new ApiError(Code.NotFound, t('notFound'));
      return ok(p);
    },
  );

  app.get(
    '/api/Public/ClassTeaching/Classes',
    { schema: { tags, summary: '公开教学数据的班级（无需登录）', response: answers(listOnly(PublicClassRow)) }, config: { access: 'public' } },
    async () => {
      const list = await rows(db, PublicClassRow, `SELECT c.id, o.full_name AS organize_name, c.grade, c.name, c.student_count ${CLASS_FROM} WHERE c.public_data AND o.enabled_mark = 1 ORDER BY o.sort_code, c.sort_code, c.id`);
      return ok({ list });
    },
  );

  app.get(
    '/api/Public/ClassTeaching/:id',
    {
      schema: { tags, summary: '一个班级的教学汇总（课时、作业、出勤、测验均分；不含个人信息）', params: IdParams, querystring: Weeks, response: answers(envelope(Type.Object({ class: PublicClassRow, summary: Summary }))) },
      config: { access: 'public' },
    },
    async (req) => {
      const c = await one(db, PublicClassRow, `SELECT c.id, o.full_name AS organize_name, c.grade, c.name, c.student_count ${CLASS_FROM} WHERE c.id = $1 AND c.public_data`, [req.params.id]);
      if (!c) throw new ApiError(Code.NotFound, t('notFound'));
      const weeks = await rows(db, WeekRowSchema, `SELECT ${WEEK_COLUMNS} FROM class_teaching_week w WHERE w.class_id = $1 AND w.week_start >= ${weeksSince(req.query.weeks)}`, [c.id]);
      return ok({ class: c, summary: summarise(weeks) });
    },
  );

  // ---- signed in: within reach ---------------------------------------------------------------
  async function classInReach(req: FastifyRequest, id: string) {
    const caller = await schoolCaller(req);
    const w = new Where();
    w.and(`c.id = ${w.param(id)}`).and(classReach(w, caller));
    const c = await one(db, Type.Object({ id: Type.String(), organizeId: Type.String() }), `SELECT c.id, c.organize_id ${CLASS_FROM} ${w.sql}`, w.params);
    if (!c) throw new ApiError(Code.NotFound, t('notFound'));
    return { caller, cls: c };
  }

  app.get(
    '/api/KnowledgeData/Classes',
    {
      schema: { tags, summary: '可查看的班级与近 8 周教学概况', querystring: listQuery({}), response: answers(listAnswer(ClassRow)) },
      config: { access: 'login' },
    },
    async (req) => {
      const caller = await schoolCaller(req);
      const where = new Where();
      where.and(classReach(where, caller)).keyword(req.query.keyword, ['c.name', 'o.full_name']);
      return listPage(db, req.query, {
        row: ClassRow,
        columns: `c.id, c.organize_id, o.full_name AS organize_name, c.grade, c.name, c.student_count, coalesce(h.real_name, '') AS head_teacher_name,
          coalesce(s.lessons, 0)::int AS lessons, coalesce(s.attendance, 0)::float8 AS attendance, s.avg_score::float8 AS avg_score`,
        from: `${CLASS_FROM} LEFT JOIN users h ON h.id = c.head_teacher_user_id
          LEFT JOIN LATERAL (SELECT sum(w.lessons) AS lessons,
              round(sum(w.attendance * w.lessons) / nullif(sum(w.lessons), 0), 1) AS attendance, round(avg(w.avg_score), 1) AS avg_score
            FROM class_teaching_week w WHERE w.class_id = c.id AND w.week_start >= ${weeksSince(8)}) s ON true`,
        where,
        sorts: { name: 'c.name', attendance: 's.attendance', avgScore: 's.avg_score' },
        order: 'o.sort_code, c.sort_code',
        tieBreak: 'c.id',
      });
    },
  );

  app.get(
    '/api/KnowledgeData/Class/:id',
    {
      schema: {
        tags,
        summary: '一个班级的教学数据：各科课时、作业、出勤、测验均分与任课教师，评课记录',
        params: IdParams,
        querystring: Weeks,
        response: answers(envelope(Type.Object({ class: ClassRow, summary: Summary, teachers: Type.Array(Type.Object({ subject: Type.String(), userId: Type.String(), realName: Type.String() })), reviews: Type.Array(ReviewRow) }))),
      },
      config: { access: 'login' },
    },
    async (req) => {
      const { cls } = await classInReach(req, req.params.id);
      const [info, weeks, teachers, reviews] = await Promise.all([
        one(
          db,
          ClassRow,
          `SELECT c.id, c.organize_id, o.full_name AS organize_name, c.grade, c.name, c.student_count, coalesce(h.real_name, '') AS head_teacher_name,
                  0 AS lessons, 0::float8 AS attendance, NULL::float8 AS avg_score
             ${CLASS_FROM} LEFT JOIN users h ON h.id = c.head_teacher_user_id WHERE c.id = $1`,
          [cls.id],
        ),
        rows(db, WeekRowSchema, `SELECT ${WEEK_COLUMNS} FROM class_teaching_week w WHERE w.class_id = $1 AND w.week_start >= ${weeksSince(req.query.weeks)}`, [cls.id]),
        rows(
          db,
          Type.Object({ subject: Type.String(), userId: Type.String(), realName: Type.String() }),
          `SELECT DISTINCT ON (w.subject) w.subject, u.id AS user_id, u.real_name FROM class_teaching_week w JOIN users u ON u.id = w.teacher_user_id
            WHERE w.class_id = $1 ORDER BY w.subject, w.week_start DESC`,
          [cls.id],
        ),
        rows(db, ReviewRow, `${REVIEW_SELECT} WHERE r.class_id = $1 ORDER BY r.lesson_date DESC, r.id LIMIT 50`, [cls.id]),
      ]);
      const summary = summarise(weeks);
      return ok({ class: { ...info!, lessons: summary.lessons, attendance: summary.attendance, avgScore: summary.avgScore }, summary, teachers, reviews });
    },
  );

  app.get(
    '/api/KnowledgeData/Teachers',
    { schema: { tags, summary: '可查看的教师与近 8 周教学概况、评课情况', querystring: listQuery({}), response: answers(listAnswer(TeacherRow)) }, config: { access: 'login' } },
    async (req) => {
      const caller = await schoolCaller(req);
      const where = new Where();
      where.and(teacherReach(where, caller)).and('EXISTS (SELECT 1 FROM class_teaching_week x WHERE x.teacher_user_id = u.id)').keyword(req.query.keyword, ['u.real_name', 'uo.full_name']);
      return listPage(db, req.query, {
        row: TeacherRow,
        columns: `u.id AS user_id, u.real_name, uo.full_name AS organize_name, coalesce(s.subjects, '') AS subjects, coalesce(s.class_count, 0)::int AS class_count,
          coalesce(s.lessons, 0)::int AS lessons, coalesce(s.homework, 0)::int AS homework, coalesce(s.attendance, 0)::float8 AS attendance,
          coalesce(rv.n, 0)::int AS review_count, rv.score::float8 AS review_score`,
        from: `FROM users u JOIN organize uo ON uo.id = u.organize_id
          LEFT JOIN LATERAL (SELECT string_agg(DISTINCT w.subject, '、') AS subjects, count(DISTINCT w.class_id) AS class_count, sum(w.lessons) AS lessons,
              sum(w.homework) AS homework, round(sum(w.attendance * w.lessons) / nullif(sum(w.lessons), 0), 1) AS attendance
            FROM class_teaching_week w WHERE w.teacher_user_id = u.id AND w.week_start >= ${weeksSince(8)}) s ON true
          LEFT JOIN LATERAL (SELECT count(*) AS n, round(avg(r.score), 1) AS score FROM lesson_review r WHERE r.teacher_user_id = u.id) rv ON true`,
        where,
        sorts: { realName: 'u.real_name', lessons: 's.lessons', reviewScore: 'rv.score' },
        order: 'uo.sort_code, u.sort_code',
        tieBreak: 'u.id',
      });
    },
  );

  app.get(
    '/api/KnowledgeData/Teacher/:userId',
    {
      schema: {
        tags,
        summary: '一位教师的教学数据：任教班级与学科、逐周课时与出勤、评课记录',
        params: Type.Object({ userId: Type.String({ minLength: 1, maxLength: 64 }) }),
        querystring: Weeks,
        response: answers(envelope(Type.Object({ realName: Type.String(), organizeName: Type.String(), summary: Summary, classes: Type.Array(Type.Object({ id: Type.String(), name: Type.String(), subject: Type.String() })), reviews: Type.Array(ReviewRow) }))),
      },
      config: { access: 'login' },
    },
    async (req) => {
      const caller = await schoolCaller(req);
      const w = new Where();
      w.and(`u.id = ${w.param(req.params.userId)}`).and(teacherReach(w, caller));
      const who = await one(db, Type.Object({ realName: Type.String(), organizeName: Type.String() }), `SELECT u.real_name, uo.full_name AS organize_name FROM users u JOIN organize uo ON uo.id = u.organize_id ${w.sql}`, w.params);
      if (!who) throw new ApiError(Code.NotFound, t('notFound'));
      const uid = req.params.userId;
      const [weeks, classes, reviews] = await Promise.all([
        rows(db, WeekRowSchema, `SELECT ${WEEK_COLUMNS} FROM class_teaching_week w WHERE w.teacher_user_id = $1 AND w.week_start >= ${weeksSince(req.query.weeks)}`, [uid]),
        rows(
          db,
          Type.Object({ id: Type.String(), name: Type.String(), subject: Type.String() }),
          `SELECT DISTINCT c.id, c.name, w.subject FROM class_teaching_week w JOIN school_class c ON c.id = w.class_id WHERE w.teacher_user_id = $1 ORDER BY c.name, w.subject`,
          [uid],
        ),
        rows(db, ReviewRow, `${REVIEW_SELECT} WHERE r.teacher_user_id = $1 ORDER BY r.lesson_date DESC, r.id LIMIT 50`, [uid]),
      ]);
      return ok({ ...who, summary: summarise(weeks), classes, reviews });
    },
  );

  app.get(
    '/api/KnowledgeData/Reviews',
    {
      schema: { tags, summary: '评课记录（本人讲授或本人听评的；学校管理员看本校）', querystring: listQuery({ teacherId: Type.Optional(Type.String({ maxLength: 64 })) }), response: answers(listAnswer(ReviewRow)) },
      config: { access: 'login' },
    },
    async (req) => {
      const caller = await schoolCaller(req);
      const where = new Where();
      if (!caller.isAdministrator) {
        const me = where.param(caller.id);
        const own = `(r.teacher_user_id = ${me} OR r.reviewer_user_id = ${me})`;
        where.and(caller.reviewer ? `(o.tree_path LIKE ${where.param(caller.orgPath)} || '%' OR ${own})` : own);
      }
      if (req.query.teacherId) where.and(`r.teacher_user_id = ${where.param(req.query.teacherId)}`);
      where.keyword(req.query.keyword, ['r.topic', 'tu.real_name', 'c.name']);
      return listPage(db, req.query, {
        row: ReviewRow,
        columns: REVIEW_COLUMNS,
        from: REVIEW_FROM,
        where,
        sorts: { lessonDate: 'r.lesson_date', score: 'r.score' },
        order: 'r.lesson_date DESC',
        tieBreak: 'r.id',
      });
    },
  );

  const ReviewBody = Type.Object(
    {
      classId: Type.String({ minLength: 1, maxLength: 64 }),
      subject: Type.String({ minLength: 1, maxLength: 20 }),
      teacherId: Type.String({ minLength: 1, maxLength: 64 }),
      lessonDate: Type.String({ format: 'date' }),
      topic: Type.String({ minLength: 1, maxLength: 100 }),
      score: Type.Integer({ minimum: 0, maximum: 100 }),
      strengths: Type.Optional(Type.String({ maxLength: 1000 })),
      suggestions: Type.Optional(Type.String({ maxLength: 1000 })),
    },
    { additionalProperties: false },
  );

  app.post(
    '/api/KnowledgeData/Review',
    { schema: { tags, summary: '写一条评课记录（听本校同事的课；不能评自己的课）', body: ReviewBody, response: answers(okId) }, config: { access: 'login' } },
    async (req) => {
      const b = req.body;
      if (b.teacherId === req.user.id) failFields([{ field: 'teacherId', message: t('reviewSelf') }]);
      const caller = await schoolCaller(req);
      // The lesson's class and teacher belong to the reviewer's own school (its organisation and below).
      const target = await one(
        db,
        Type.Object({ classPath: Type.String(), teacherPath: Type.String() }),
        `SELECT o.tree_path AS class_path, uo.tree_path AS teacher_path
           FROM school_class c JOIN organize o ON o.id = c.organize_id, users u JOIN organize uo ON uo.id = u.organize_id
          WHERE c.id = $1 AND u.id = $2 AND u.enabled_mark = 1`,
        [b.classId, b.teacherId],
      );
      if (!target) throw new ApiError(Code.NotFound, t('notFound'));
      const school = await one(
        db,
        Type.Object({ path: Type.String() }),
        'SELECT co.tree_path AS path FROM users u JOIN organize o ON o.id = u.organize_id JOIN organize co ON co.id = o.company_id WHERE u.id = $1',
        [caller.id],
      );
      const schoolPath = caller.isAdministrator ? '' : (school?.path ?? caller.orgPath);
      if (!target.classPath.startsWith(schoolPath) || !target.teacherPath.startsWith(schoolPath)) throw new ApiError(Code.Forbidden, say(req, 'reviewOutOfReach'));
      const r = await one(
        db,
        Type.Object({ id: Type.String() }),
        `INSERT INTO lesson_review (class_id, subject, teacher_user_id, reviewer_user_id, lesson_date, topic, score, strengths, suggestions)
         VALUES ($1, $2, $3, $4, $5::date, $6, $7, $8, $9) RETURNING id`,
        [b.classId, b.subject.trim(), b.teacherId, req.user.id, b.lessonDate, b.topic.trim(), b.score, (b.strengths ?? '').trim(), (b.suggestions ?? '').trim()],
      );
      return ok({ id: r!.id }, say(req, 'ok'));
    },
  );

  app.delete(
    '/api/KnowledgeData/Review/:id',
    { schema: { tags, summary: '删除评课记录（评课人本人，或本校管理员）', params: IdParams, response: answers(okNull) }, config: { access: 'login' } },
    async (req) => {
      const r = await one(
        db,
        Type.Object({ reviewerId: Type.String(), orgPath: Type.String() }),
        'SELECT r.reviewer_user_id AS reviewer_id, o.tree_path AS org_path FROM lesson_review r JOIN school_class c ON c.id = r.class_id JOIN organize o ON o.id = c.organize_id WHERE r.id = $1',
        [req.params.id],
      );
      if (!r) throw new ApiError(Code.NotFound, t('notFound'));
      const caller = await schoolCaller(req);
      const mayDelete = r.reviewerId === caller.id || caller.isAdministrator || (caller.reviewer && r.orgPath.startsWith(caller.orgPath));
      if (!mayDelete) throw new ApiError(Code.Forbidden, t('forbidden'));
      await db.query('DELETE FROM lesson_review WHERE id = $1', [req.params.id]);
      return ok(null, say(req, 'ok'));
    },
  );

  app.get(
    '/api/KnowledgeData/Projects',
    { schema: { tags, summary: '本校的项目式学习项目（含未发布）', querystring: listQuery({}), response: answers(listAnswer(StaffProjectRow)) }, config: { access: 'login' } },
    async (req) => {
      const caller = await schoolCaller(req);
      const where = new Where();
      const reach = caller.isAdministrator ? 'true' : `o.tree_path LIKE ${where.param(caller.orgPath)} || '%'`;
      // Everyone sees what is published; a school's own staff also see its drafts.
      where.and(`(p.published OR ${reach} OR p.leader_user_id = ${where.param(caller.id)})`).keyword(req.query.keyword, ['p.title', 'o.full_name']);
      const manage = caller.reviewer || caller.isAdministrator ? reach : 'false';
      return listPage(db, req.query, {
        row: StaffProjectRow,
        columns: `${PROJECT_COLUMNS}, p.published, (${manage}) AS may_manage`,
        from: 'FROM learning_project p JOIN organize o ON o.id = p.organize_id',
        where,
        sorts: { startDate: 'p.start_date' },
        order: 'p.start_date DESC',
        tieBreak: 'p.id',
      });
    },
  );

  app.put(
    '/api/KnowledgeData/Project/:id/Publish',
    {
      schema: { tags, summary: '发布或撤下项目（本校管理员）', params: IdParams, body: Type.Object({ published: Type.Boolean() }, { additionalProperties: false }), response: answers(okNull) },
      config: { access: 'login' },
    },
    async (req) => {
      const p = await one(db, Type.Object({ orgPath: Type.String() }), 'SELECT o.tree_path AS org_path FROM learning_project p JOIN organize o ON o.id = p.organize_id WHERE p.id = $1', [req.params.id]);
      if (!p) throw new ApiError(Code.NotFound, t('notFound'));
      const caller = await schoolCaller(req);
      if (!(caller.isAdministrator || (caller.reviewer && p.orgPath.startsWith(caller.orgPath)))) throw new ApiError(Code.Forbidden, t('forbidden'));
      await db.query('UPDATE learning_project SET published = $2 WHERE id = $1', [req.params.id, req.body.published]);
      return ok(null, say(req, 'ok'));
    },
  );
}

const REVIEW_COLUMNS = `r.id, r.class_id, c.name AS class_name, o.full_name AS organize_name, r.subject, r.teacher_user_id AS teacher_id, tu.real_name AS teacher_name,
  r.reviewer_user_id AS reviewer_id, ru.real_name AS reviewer_name, to_char(r.lesson_date, 'YYYY-MM-DD') AS lesson_date, r.topic, r.score, r.strengths, r.suggestions,
  ${epochMs('r.created_at')} AS created_at`;
const REVIEW_FROM = `FROM lesson_review r JOIN school_class c ON c.id = r.class_id JOIN organize o ON o.id = c.organize_id
  JOIN users tu ON tu.id = r.teacher_user_id JOIN users ru ON ru.id = r.reviewer_user_id`;
const REVIEW_SELECT = `SELECT ${REVIEW_COLUMNS} ${REVIEW_FROM}`;

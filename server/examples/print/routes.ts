import type { FastifyInstance } from 'fastify';
import { ApiError, Code } from '../../../contract/errors';
import { t } from '../../../contract/texts';
import { ok } from '../../http/reply';
import { IdParams, Nullable, Type, answers, envelope, listOnly, one, rows, typed } from '../../kit';

/* 打印示例: the records the print templates bind to (a transcript, a class roster). */

const MENU = 'extend.print';

const Student = Type.Object({
  id: Type.String(), studentNo: Type.String(), name: Type.String(), gender: Type.String(), school: Type.String(), grade: Type.Integer(), className: Type.String(), birthday: Nullable(Type.String()),
});
const COLUMNS = `s.id, s.student_no, s.name, s.gender, s.school, s.grade, s.class_name, to_char(s.birthday, 'YYYY-MM-DD') AS birthday`;
const Score = Type.Object({ term: Type.String(), subject: Type.String(), score: Type.Integer() });
const Transcript = Type.Object({ student: Student, scores: Type.Array(Score) });

export default async function printRoutes(instance: FastifyInstance) {
  const app = typed(instance);
  const tags = ['Extend'];

  app.get(
    '/api/Extend/Print/Students',
    {
      schema: { tags, summary: '打印示例：学生（按学校，花名册的数据）', querystring: Type.Object({ school: Type.Optional(Type.String({ maxLength: 40 })), n: Type.Optional(Type.Unknown()) }), response: answers(listOnly(Student)) },
      config: { access: { menu: MENU } },
    },
    async (req) => {
      const school = req.query.school;
      return ok({
        list: await rows(app.database, Student, `SELECT ${COLUMNS} FROM example_student s ${school ? 'WHERE s.school = $1' : ''} ORDER BY s.school, s.grade, s.class_name, s.student_no`, school ? [school] : []),
      });
    },
  );

  app.get(
    '/api/Extend/Print/Transcript/:id',
    { schema: { tags, summary: '打印示例：一名学生的成绩单数据', params: IdParams, response: answers(envelope(Transcript)) }, config: { access: { menu: MENU } } },
    async (req) => {
      const student = await one(app.database, Student, `SELECT ${COLUMNS} FROM example_student s WHERE s.id = $1`, [req.params.id]);
      if (!student) throw new ApiError(Code.NotFound, t('notFound'));
      const scores = await rows(
        app.database,
        Score,
        `SELECT term, subject, score FROM example_score WHERE student_id = $1 ORDER BY term, array_position(ARRAY['语文','数学','英语','物理','化学'], subject)`,
        [student.id],
      );
      return ok({ student, scores });
    },
  );
}

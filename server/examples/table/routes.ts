import type { FastifyInstance } from 'fastify';
import { ApiError, Code } from '../../../contract/errors';
import { t } from '../../../contract/texts';
import { CLASS_FIELDS, classEditProblems, type CellProblem } from '../../../contract/examples/table/classEdit';
import { ok } from '../../http/reply';
import { say } from '../../http/language';
import { IdParams, Nullable, Type, answers, envelope, failFields, listOnly, rows, typed } from '../../kit';

/* 表格示例: the classes every tab of the page draws, cell edits saved, and a long list for the virtual tab. */

const MENU = 'extend.table';

const ClassRow = Type.Object({
  id: Type.String(),
  school: Type.String(),
  grade: Type.Integer(),
  className: Type.String(),
  headTeacher: Type.String(),
  boys: Type.Integer(),
  girls: Type.Integer(),
  average: Type.Number(),
  room: Type.String(),
});
const COLUMNS = 'c.id, c.school, c.grade, c.class_name, c.head_teacher, c.boys, c.girls, c.average::float8 AS average, c.room';
const ORDER = 'c.school, c.grade, c.class_name';

const ClassPatch = Type.Object(
  {
    headTeacher: Type.Optional(Type.String({ maxLength: 200 })),
    room: Type.Optional(Type.String({ maxLength: 200 })),
    // Numbers arrive as typed; a wrong one is reported by the field check with the column's name.
    boys: Type.Optional(Nullable(Type.Number())),
    girls: Type.Optional(Nullable(Type.Number())),
    average: Type.Optional(Nullable(Type.Number())),
  },
  { additionalProperties: false },
);

const SET: Record<keyof typeof CLASS_FIELDS, string> = { headTeacher: 'head_teacher', room: 'room', boys: 'boys', girls: 'girls', average: 'average' };

const ManyRow = Type.Object({ id: Type.Integer(), code: Type.String(), name: Type.String(), school: Type.String(), grade: Type.Integer(), score: Type.Integer() });
// Made by the query, not stored: the virtual tab shows that drawing 10,000 rows costs what 30 do.
const MANY = `SELECT g AS id, 'V' || lpad(g::text, 5, '0') AS code, (ARRAY['王','李','张','刘','陈','杨'])[1 + g % 6] || '同学' || g AS name,
    (ARRAY['城东第一中学','城东第二中学','城东实验小学'])[1 + g % 3] AS school, 1 + g % 12 AS grade, (g * 37) % 101 AS score
  FROM generate_series(1, 10000) g`;

function problemText(p: CellProblem) {
  const label = CLASS_FIELDS[p.field].zh;
  if (p.kind === 'required') return t('fieldRequired', { label });
  if (p.kind === 'tooLong') return t('exTooLong', { label, max: p.max });
  return t('exRange', { label, min: p.min, max: p.max });
}

export default async function tableRoutes(instance: FastifyInstance) {
  const app = typed(instance);
  const tags = ['Extend'];

  app.get(
    '/api/Extend/Table/Class',
    { schema: { tags, summary: '表格示例：各校班级', response: answers(listOnly(ClassRow)) }, config: { access: { menu: MENU } } },
    async () => ok({ list: await rows(app.database, ClassRow, `SELECT ${COLUMNS} FROM example_class c ORDER BY ${ORDER}`) }),
  );

  app.put(
    '/api/Extend/Table/Class/:id',
    {
      schema: { tags, summary: '表格示例：保存改过的单元格（只改所给字段）', params: IdParams, body: ClassPatch, response: answers(envelope(ClassRow)) },
      config: { access: { menu: MENU } },
    },
    async (req) => {
      const patch = req.body;
      const problems = classEditProblems(patch);
      if (problems.length) failFields(problems.map((p) => ({ field: p.field, message: problemText(p) })));
      const fields = (Object.keys(SET) as (keyof typeof SET)[]).filter((f) => patch[f] !== undefined);
      const params: unknown[] = [req.params.id];
      const sets = fields.map((f) => `${SET[f]} = $${params.push(typeof patch[f] === 'string' ? (patch[f] as string).trim() : patch[f])}`);
      const updated = await rows(
        app.database,
        ClassRow,
        `UPDATE example_class c SET ${[...sets, 'updated_at = now()'].join(', ')} WHERE c.id = $1 RETURNING ${COLUMNS}`,
        params,
      );
      if (!updated.length) throw new ApiError(Code.NotFound, t('notFound'));
      return ok(updated[0], say(req, 'updateSuccess'));
    },
  );

  app.get(
    '/api/Extend/Table/Many',
    { schema: { tags, summary: '表格示例：一万行（虚拟滚动）', response: answers(listOnly(ManyRow)) }, config: { access: { menu: MENU } } },
    async () => ok({ list: await rows(app.database, ManyRow, MANY) }),
  );
}

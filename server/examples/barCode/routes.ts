import type { FastifyInstance } from 'fastify';
import { ok } from '../../http/reply';
import { Type, Where, answers, listOnly, rows, typed } from '../../kit';

/* 条码示例: students whose numbers the page turns into barcodes and QR codes (labels, cards). */

const MENU = 'extend.barCode';
const Label = Type.Object({ id: Type.String(), studentNo: Type.String(), name: Type.String(), school: Type.String(), className: Type.String(), grade: Type.Integer() });

export default async function barCodeRoutes(instance: FastifyInstance) {
  const app = typed(instance);
  app.get(
    '/api/Extend/BarCode/Students',
    {
      schema: { tags: ['Extend'], summary: '条码示例：可生成条码的学生（最多 12 个）', querystring: Type.Object({ keyword: Type.Optional(Type.String({ maxLength: 50 })), n: Type.Optional(Type.Unknown()) }), response: answers(listOnly(Label)) },
      config: { access: { menu: MENU } },
    },
    async (req) => {
      const where = new Where().keyword(req.query.keyword, ['s.student_no', 's.name']);
      return ok({ list: await rows(app.database, Label, `SELECT s.id, s.student_no, s.name, s.school, s.class_name, s.grade FROM example_student s ${where.sql} ORDER BY s.student_no LIMIT 12`, where.params) });
    },
  );
}

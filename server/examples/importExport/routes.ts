import type { FastifyInstance, FastifyRequest } from 'fastify';
import PDFDocument from 'pdfkit';
import { ApiError, Code } from '../../../contract/errors';
import { ruleText, t, type LocalText } from '../../../contract/texts';
import { MAX_IMPORT_ROWS, STUDENT_COLUMNS, checkStudentRows, type RowProblem, type SheetRow } from '../../../contract/examples/importExport/studentRows';
import { ok } from '../../http/reply';
import { langOf, say } from '../../http/language';
import { Nullable, Type, Where, answers, bytesAnswer, contentDisposition, envelope, listAnswer, listPage, listQuery, rows, typed, type Static } from '../../kit';
import { cjkFont } from '../../report/pdf';
import { readCsv, readXlsx, rosterCsv, rosterXlsx, type SheetRefusal } from './sheets';

/* 导入导出: the example roster exported as Excel, CSV and PDF; Excel and CSV imported with a per-row report. */

const MENU = 'extend.importExport';
const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

const Student = Type.Object({
  id: Type.String(),
  studentNo: Type.String(),
  name: Type.String(),
  gender: Type.String(),
  school: Type.String(),
  grade: Type.Integer(),
  className: Type.String(),
  phone: Type.String(),
  birthday: Nullable(Type.String()),
});
const COLUMNS = `s.id, s.student_no, s.name, s.gender, s.school, s.grade, s.class_name, s.phone, to_char(s.birthday, 'YYYY-MM-DD') AS birthday`;
const FROM = 'FROM example_student s';
const SORTS = { studentNo: 's.student_no', name: 's.name', grade: 's.grade', school: 's.school' };

const Problem = Type.Object({ row: Type.Integer(), field: Type.String(), column: Type.String(), message: Type.String() });
const ImportAnswer = Type.Object({
  /** Rows read from the file (blank rows skipped). */
  total: Type.Integer(),
  valid: Type.Integer(),
  invalid: Type.Integer(),
  /** Rows written (0 on a dry run). */
  imported: Type.Integer(),
  dryRun: Type.Boolean(),
  problems: Type.Array(Problem),
  /** The first valid rows as they would be stored (the preview before importing). */
  preview: Type.Array(Type.Object({ row: Type.Integer(), studentNo: Type.String(), name: Type.String(), gender: Type.String(), school: Type.String(), grade: Type.Integer(), className: Type.String(), phone: Type.String(), birthday: Nullable(Type.String()) })),
});
const Format = Type.Union([Type.Literal('xlsx'), Type.Literal('csv'), Type.Literal('pdf')]);

const label = (field: string) => STUDENT_COLUMNS.find((c) => c.key === field)?.zh ?? field;

function problemText(p: RowProblem): LocalText {
  const l = label(p.field);
  switch (p.kind) {
    case 'required':
      return t('fieldRequired', { label: l });
    case 'tooLong':
      return t('exTooLong', { label: l, max: p.max });
    case 'range':
      return t('exRange', { label: l, min: p.min, max: p.max });
    case 'oneOf':
      return t('exOneOf', { label: l, choices: p.choices });
    case 'date':
      return t('exBadDate', { label: l });
    case 'rule':
      return ruleText(p.message);
    case 'duplicate':
      return t('exDuplicateNo', { no: p.no });
    case 'duplicateInFile':
      return t('exDuplicateInFile', { no: p.no, row: p.first });
  }
}

const REFUSALS: Record<SheetRefusal, () => LocalText> = {
  header: () => t('exImportHeader', { columns: STUDENT_COLUMNS.map((c) => c.zh).join('、') }),
  tooMany: () => t('exImportTooMany', { max: MAX_IMPORT_ROWS }),
  unreadable: () => t('exImportFile'),
};

async function uploadedRows(req: FastifyRequest): Promise<SheetRow[]> {
  const file = req.isMultipart() ? await req.file() : undefined;
  const name = file?.filename ?? '';
  if (!file || !/\.(xlsx|csv)$/i.test(name)) throw new ApiError(Code.BadRequest, t('exImportFile'));
  const buf = await file.toBuffer();
  const sheet = /\.csv$/i.test(name) ? readCsv(buf, MAX_IMPORT_ROWS) : await readXlsx(buf, MAX_IMPORT_ROWS);
  if (typeof sheet === 'string') throw new ApiError(Code.BadRequest, REFUSALS[sheet]());
  return sheet;
}

function rosterPdf(font: [string, string], title: string, list: Static<typeof Student>[]): Promise<Buffer> {
  const doc = new PDFDocument({ size: 'A4', margin: 36, info: { Title: title } });
  const chunks: Buffer[] = [];
  doc.on('data', (c: Buffer) => chunks.push(c));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  if (font[1]) doc.registerFont('cjk', font[0], font[1]);
  else doc.registerFont('cjk', font[0]);
  doc.font('cjk').fontSize(14).text(title).moveDown(0.5);
  const widths = STUDENT_COLUMNS.map((c) => c.width * 5.4);
  const rowH = 16;
  const line = (cells: string[], bold: boolean) => {
    if (doc.y + rowH > doc.page.height - 36) doc.addPage();
    const y = doc.y;
    let x = 36;
    cells.forEach((text, i) => {
      if (bold) doc.rect(x, y, widths[i], rowH).fill('#f0f0f0').fillColor('#000');
      doc.rect(x, y, widths[i], rowH).stroke('#bbb');
      doc.fontSize(8).text(text, x + 2, y + 4, { width: widths[i] - 4, height: rowH - 4, lineBreak: false, ellipsis: true });
      x += widths[i];
    });
    doc.x = 36;
    doc.y = y + rowH;
  };
  const header = STUDENT_COLUMNS.map((c) => c.zh);
  line(header, true);
  for (const s of list) {
    // A new page repeats the header, as the printed roster does.
    if (doc.y + rowH > doc.page.height - 36) {
      doc.addPage();
      line(header, true);
    }
    line(STUDENT_COLUMNS.map((c) => String(s[c.key] ?? '')), false);
  }
  doc.end();
  return done;
}

export default async function importExportRoutes(instance: FastifyInstance) {
  const app = typed(instance);
  const tags = ['Extend'];

  app.get(
    '/api/Extend/ImportExport',
    { schema: { tags, summary: '导入导出：示例学生名单', querystring: listQuery({}), response: answers(listAnswer(Student)) }, config: { access: { menu: MENU } } },
    async (req) => {
      const where = new Where().keyword(req.query.keyword, ['s.student_no', 's.name', 's.school']);
      return listPage(app.database, req.query, { row: Student, columns: COLUMNS, from: FROM, where, sorts: SORTS, order: 's.created_at DESC, s.id DESC', tieBreak: 's.id' });
    },
  );

  app.get(
    '/api/Extend/ImportExport/Actions/Export',
    {
      schema: { tags, summary: '导出学生名单（xlsx、csv、pdf；可带关键词）', querystring: Type.Object({ format: Format, keyword: Type.Optional(Type.String({ maxLength: 100 })), n: Type.Optional(Type.Unknown()) }), response: bytesAnswer },
      config: { access: { menu: MENU } },
    },
    async (req, reply) => {
      const where = new Where().keyword(req.query.keyword, ['s.student_no', 's.name', 's.school']);
      const list = await rows(app.database, Student, `SELECT ${COLUMNS} ${FROM} ${where.sql} ORDER BY s.student_no`, where.params);
      const name = '学生名单';
      if (req.query.format === 'xlsx') return reply.type(XLSX).header('Content-Disposition', contentDisposition('attachment', `${name}.xlsx`)).send(await rosterXlsx(list));
      if (req.query.format === 'csv') return reply.type('text/csv; charset=utf-8').header('Content-Disposition', contentDisposition('attachment', `${name}.csv`)).send(rosterCsv(list));
      const font = cjkFont();
      if (!font) throw new ApiError(Code.ServerError, t('exPdfFont'));
      return reply.type('application/pdf').header('Content-Disposition', contentDisposition('attachment', `${name}.pdf`)).send(await rosterPdf(font, name, list));
    },
  );

  app.get(
    '/api/Extend/ImportExport/Template',
    { schema: { tags, summary: '导入模板（xlsx 或 csv：表头与一行示例）', querystring: Type.Object({ format: Type.Union([Type.Literal('xlsx'), Type.Literal('csv')]), n: Type.Optional(Type.Unknown()) }), response: bytesAnswer }, config: { access: { menu: MENU } } },
    async (req, reply) => {
      const sample = [{ studentNo: '20259001', name: '示例学生', gender: '女', school: '城东第一中学', grade: 7, className: '1班', phone: '13800000000', birthday: '2012-09-01' }];
      if (req.query.format === 'csv') return reply.type('text/csv; charset=utf-8').header('Content-Disposition', contentDisposition('attachment', '学生导入模板.csv')).send(rosterCsv(sample));
      return reply.type(XLSX).header('Content-Disposition', contentDisposition('attachment', '学生导入模板.xlsx')).send(await rosterXlsx(sample));
    },
  );

  // Only the import takes a multipart body: the plugin stays in a scope of its own.
  await app.register(async (scope) => {
    const { default: multipart } = await import('@fastify/multipart');
    await scope.register(multipart, { limits: { fileSize: 5 * 1024 * 1024, files: 1, fields: 2 } });
    typed(scope).post(
      '/api/Extend/ImportExport/Actions/Import',
      {
        schema: {
          tags,
          summary: '导入学生名单（multipart 字段 file，.xlsx 或 .csv）：dryRun=true 只检查；否则有效行在一个事务里写入，有错的行不写，逐行报告',
          querystring: Type.Object({ dryRun: Type.Boolean({ default: false }) }),
          response: answers(envelope(ImportAnswer)),
        },
        config: { access: { menu: MENU } },
      },
      async (req) => {
        const sheet = await uploadedRows(req);
        const dryRun = req.query.dryRun;
        const stored = await app.database.query<{ student_no: string }>('SELECT student_no FROM example_student WHERE student_no = ANY($1::text[])', [
          sheet.map((r) => String(r.values.studentNo ?? '').trim()),
        ]);
        const { valid, problems } = checkStudentRows(sheet, new Set(stored.map((s) => s.student_no)));
        let imported = 0;
        if (!dryRun && valid.length) {
          // Valid rows go in together or not at all; a number taken meanwhile by another import is
          // skipped by the unique key and reported like any other duplicate.
          const written = await app.database.transaction((tx) =>
            tx.query<{ student_no: string }>(
              `INSERT INTO example_student (id, student_no, name, gender, school, grade, class_name, phone, birthday)
               SELECT 'exs-' || md5(random()::text || clock_timestamp()::text || r.no), r.no, r.name, r.gender, r.school, r.grade, r.class_name, r.phone, r.birthday::date
                 FROM unnest($1::text[], $2::text[], $3::text[], $4::text[], $5::int[], $6::text[], $7::text[], $8::text[]) AS r(no, name, gender, school, grade, class_name, phone, birthday)
               ON CONFLICT (student_no) DO NOTHING RETURNING student_no`,
              [
                valid.map((v) => v.studentNo),
                valid.map((v) => v.name),
                valid.map((v) => v.gender),
                valid.map((v) => v.school),
                valid.map((v) => v.grade),
                valid.map((v) => v.className),
                valid.map((v) => v.phone),
                valid.map((v) => v.birthday),
              ],
            ),
          );
          const took = new Set(written.map((w) => w.student_no));
          for (const v of valid) if (!took.has(v.studentNo)) problems.push({ row: v.row, field: 'studentNo', kind: 'duplicate', no: v.studentNo });
          imported = took.size;
        }
        problems.sort((a, b) => a.row - b.row);
        const badRows = new Set(problems.map((p) => p.row)).size;
        const okRows = sheet.length - badRows;
        const lang = langOf(req);
        return ok(
          {
            total: sheet.length,
            valid: okRows,
            invalid: badRows,
            imported,
            dryRun,
            problems: problems.map((p) => ({ row: p.row, field: p.field, column: label(p.field), message: problemText(p).render(lang) })),
            preview: valid.slice(0, 50),
          },
          say(req, dryRun ? 'exImportChecked' : 'exImported', { ok: dryRun ? okRows : imported, bad: badRows }),
        );
      },
    );
  });
}

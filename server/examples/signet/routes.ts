import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { ApiError, Code } from '../../../contract/errors';
import { t } from '../../../contract/texts';
import { ok } from '../../http/reply';
import { say } from '../../http/language';
import { IdParams, Nullable, Type, answers, envelope, epochMs, listOnly, okId, okNull, one, pngDataUrl, pngOfDataUrl, rows, typed } from '../../kit';

import { pdfPages, sha256, stampPdf } from './stamp';

// 电子签章 (issue 18 item 2): seals (an uploaded PNG, or the round red seal the page draws with the
// school's name), placed on a PDF page where the user dropped it; the server stamps the file with
// pdf-lib and keeps a record: SHA-256 of the original and of the stamped file, who, when, which seal,
// page and position. 验证 hashes a given file and looks it up: a stamped file altered by one byte
// matches no record.

const access = { menu: 'extend.signet' };
const tags = ['Examples'];
const MAX_PDF = 10 * 1024 * 1024;
const PDF_B64 = Type.String({ minLength: 8, maxLength: Math.ceil((MAX_PDF * 4) / 3) + 4 });

const SealRow = Type.Object({ id: Type.String(), name: Type.String(), source: Type.String(), creatorName: Type.String(), createdAt: Type.Number(), dataUrl: Type.String() });
const RecordRow = Type.Object({
  id: Type.String(),
  fileName: Type.String(),
  originalSha256: Type.String(),
  stampedSha256: Type.String(),
  sealName: Type.String(),
  pageIndex: Type.Integer(),
  x: Type.Number(),
  y: Type.Number(),
  size: Type.Number(),
  userName: Type.String(),
  createdAt: Type.Number(),
});
const RECORD_COLUMNS = `r.id, r.file_name, r.original_sha256, r.stamped_sha256, r.seal_name, r.page_index, r.x, r.y, r.size, u.real_name AS user_name, ${epochMs('r.created_at')} AS created_at`;
const RECORD_FROM = 'FROM ex_stamp_record r JOIN users u ON u.id = r.user_id';
/** Seals one may use: one's own and those of one's organisation. $1 the caller, $2 their organisation. */
const USABLE = '(s.creator_user_id = $1 OR s.organize_id = $2)';

const b64 = (s: string) => Buffer.from(s, 'base64');

export default async function signetRoutes(instance: FastifyInstance, opts: { dataDir: string }) {
  const app = typed(instance);
  const db = app.database;
  const dir = path.join(opts.dataDir, 'examples', 'signet');

  app.get('/api/Extend/Signet/Seal', { schema: { tags, summary: '可用的印章（本人与本单位）', response: answers(listOnly(SealRow)) }, config: { access } }, async (req) => {
    const list = await rows(
      db,
      Type.Object({ id: Type.String(), name: Type.String(), source: Type.String(), creatorName: Type.String(), createdAt: Type.Number(), png: Type.Unsafe<Buffer>(Type.Any()) }),
      `SELECT s.id, s.name, s.source, u.real_name AS creator_name, ${epochMs('s.created_at')} AS created_at, s.png FROM ex_seal s JOIN users u ON u.id = s.creator_user_id
       WHERE ${USABLE} ORDER BY s.created_at DESC, s.id LIMIT 50`,
      [req.user.id, req.user.organizeId],
    );
    return ok({ list: list.map(({ png, ...s }) => ({ ...s, dataUrl: pngDataUrl(Buffer.from(png)) })) });
  });

  app.post(
    '/api/Extend/Signet/Seal',
    {
      schema: {
        tags,
        summary: '新建印章（上传的或页面生成的 PNG）',
        body: Type.Object({ name: Type.String({ minLength: 1, maxLength: 60 }), dataUrl: Type.String({ maxLength: 800_000 }), source: Type.Union([Type.Literal('upload'), Type.Literal('generated')]) }, { additionalProperties: false }),
        response: answers(okId),
      },
      config: { access },
    },
    async (req) => {
      const png = pngOfDataUrl(req.body.dataUrl, 512 * 1024);
      if (!png) throw new ApiError(Code.BadRequest, t('exSealBad'));
      const [s] = await db.query<{ id: string }>('INSERT INTO ex_seal (name, source, png, organize_id, creator_user_id) VALUES ($1, $2, $3, $4, $5) RETURNING id', [
        req.body.name.trim(),
        req.body.source,
        png,
        req.user.organizeId,
        req.user.id,
      ]);
      return ok({ id: s.id }, say(req, 'createSuccess'));
    },
  );

  app.delete('/api/Extend/Signet/Seal/:id', { schema: { tags, summary: '删除自己建的印章', params: IdParams, response: answers(okNull) }, config: { access } }, async (req) => {
    const gone = await db.query('DELETE FROM ex_seal WHERE id = $1 AND creator_user_id = $2 RETURNING id', [req.params.id, req.user.id]);
    if (!gone.length) throw new ApiError(Code.NotFound, t('notFound'));
    return ok(null, say(req, 'deleteSuccess'));
  });

  app.post(
    '/api/Extend/Signet/Pages',
    { bodyLimit: 16 * 1024 * 1024, schema: { tags, summary: 'PDF 的页数与页面大小（拖放前）', body: Type.Object({ pdf: PDF_B64 }, { additionalProperties: false }), response: answers(envelope(Type.Object({ pages: Type.Array(Type.Object({ width: Type.Number(), height: Type.Number() })) }))) }, config: { access } },
    async (req) => {
      const pages = await pdfPages(b64(req.body.pdf));
      if (!pages) throw new ApiError(Code.BadRequest, t('exPdfBad'));
      return ok({ pages });
    },
  );

  app.post(
    '/api/Extend/Signet/Stamp',
    {
      bodyLimit: 16 * 1024 * 1024,
      schema: {
        tags,
        summary: '在 PDF 页面的指定位置盖章，并留下可验证的记录',
        body: Type.Object(
          {
            fileName: Type.String({ minLength: 1, maxLength: 200 }),
            pdf: PDF_B64,
            sealId: Type.String({ maxLength: 64 }),
            pageIndex: Type.Integer({ minimum: 0 }),
            x: Type.Number(),
            y: Type.Number(),
            size: Type.Number({ minimum: 10, maximum: 600 }),
          },
          { additionalProperties: false },
        ),
        response: answers(envelope(Type.Object({ record: RecordRow, pdf: Type.String() }))),
      },
      config: { access },
    },
    async (req) => {
      const b = req.body;
      const seal = await one(db, Type.Object({ id: Type.String(), name: Type.String(), png: Type.Unsafe<Buffer>(Type.Any()) }), `SELECT s.id, s.name, s.png FROM ex_seal s WHERE s.id = $3 AND ${USABLE}`, [
        req.user.id,
        req.user.organizeId,
        b.sealId,
      ]);
      if (!seal) throw new ApiError(Code.NotFound, t('notFound'));
      const original = b64(b.pdf);
      if (original.length > MAX_PDF) throw new ApiError(Code.TooLarge, t('exPdfBad'));
      const out = await stampPdf(original, Buffer.from(seal.png), b.pageIndex, { x: b.x, y: b.y, size: b.size });
      if (!out.ok) throw new ApiError(Code.BadRequest, t(out.reason === 'pdf' ? 'exPdfBad' : out.reason === 'page' ? 'exPdfPageBad' : 'exSealOffPage'));
      const [r] = await db.query<{ id: string }>(
        `INSERT INTO ex_stamp_record (file_name, original_sha256, stamped_sha256, seal_id, seal_name, page_index, x, y, size, user_id)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10) RETURNING id`,
        [path.basename(b.fileName), sha256(original), sha256(out.pdf), seal.id, seal.name, b.pageIndex, b.x, b.y, b.size, req.user.id],
      );
      // the stamped file is kept for download again (by its record's id, never a client name)
      fs.mkdirSync(dir, { recursive: true });
      fs.writeFileSync(path.join(dir, `${r.id}.pdf`), out.pdf);
      const record = await one(db, RecordRow, `SELECT ${RECORD_COLUMNS} ${RECORD_FROM} WHERE r.id = $1`, [r.id]);
      return ok({ record: record!, pdf: Buffer.from(out.pdf).toString('base64') }, say(req, 'ok'));
    },
  );

  app.get('/api/Extend/Signet/Record', { schema: { tags, summary: '我的签章记录', response: answers(listOnly(RecordRow)) }, config: { access } }, async (req) =>
    ok({ list: await rows(db, RecordRow, `SELECT ${RECORD_COLUMNS} ${RECORD_FROM} WHERE r.user_id = $1 ORDER BY r.created_at DESC, r.id LIMIT 100`, [req.user.id]) }),
  );

  app.get('/api/Extend/Signet/Record/:id/File', { schema: { tags, summary: '下载已盖章的文件（base64）', params: IdParams, response: answers(envelope(Type.Object({ fileName: Type.String(), pdf: Type.String() }))) }, config: { access } }, async (req) => {
    const r = await one(db, Type.Object({ id: Type.String(), fileName: Type.String() }), 'SELECT id, file_name FROM ex_stamp_record WHERE id = $1 AND user_id = $2', [req.params.id, req.user.id]);
    if (!r) throw new ApiError(Code.NotFound, t('notFound'));
    const file = path.join(dir, `${r.id}.pdf`);
    if (!fs.existsSync(file)) throw new ApiError(Code.NotFound, t('notFound'));
    return ok({ fileName: r.fileName, pdf: fs.readFileSync(file).toString('base64') });
  });

  app.post(
    '/api/Extend/Signet/Verify',
    {
      bodyLimit: 16 * 1024 * 1024,
      schema: {
        tags,
        summary: '验证：文件的 SHA-256 是否与某条签章记录一致',
        body: Type.Object({ pdf: PDF_B64 }, { additionalProperties: false }),
        response: answers(envelope(Type.Object({ result: Type.String(), sha256: Type.String(), record: Nullable(RecordRow) }))),
      },
      config: { access },
    },
    async (req) => {
      const hash = sha256(b64(req.body.pdf));
      const stamped = await one(db, RecordRow, `SELECT ${RECORD_COLUMNS} ${RECORD_FROM} WHERE r.stamped_sha256 = $1 ORDER BY r.created_at LIMIT 1`, [hash]);
      if (stamped) return ok({ result: 'stamped', sha256: hash, record: stamped }, say(req, 'exVerifyOk'));
      const original = await one(db, RecordRow, `SELECT ${RECORD_COLUMNS} ${RECORD_FROM} WHERE r.original_sha256 = $1 ORDER BY r.created_at LIMIT 1`, [hash]);
      if (original) return ok({ result: 'original', sha256: hash, record: original }, say(req, 'exVerifyOriginal'));
      return ok({ result: 'none', sha256: hash, record: null }, say(req, 'exVerifyFail'));
    },
  );
}

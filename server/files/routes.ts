import fs from 'node:fs';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import multipart from '@fastify/multipart';
import { ApiError, Code } from '../../contract/errors';
import { ok } from '../http/reply';
import { tokenOf } from '../plugins/auth';
import { canUse } from '../permission/access';
import type { SessionUser } from '../auth/sessions';
import { FILE_TYPES, MAX_UPLOAD_BYTES, fileTypeOf } from './fileTypes';
import { FileStore, isFileId, quotaText, type StoredFile } from './fileStore';
import { NOTICE_MENU } from '../message/noticeMenu';
import { t } from '../../contract/texts';
import { say } from '../http/language';
import { Type, answers, bytesAnswer, contentDisposition, envelope, typed } from '../kit';

const FileKind = Type.String({ maxLength: 20 });
// ids only: a path (../, %2e%2e, /etc/passwd, NUL) never matches
const TypeIdParams = Type.Object({ type: FileKind, id: Type.String({ pattern: '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$' }) });
const Uploaded = Type.Object({ name: Type.String(), fileId: Type.String(), url: Type.String(), fileSize: Type.Integer(), fileExtension: Type.String() });

export default async function fileRoutes(instance: FastifyInstance, opts: { dataDir: string; uploadQuotaBytes?: number }) {
  const app = typed(instance);
  const store = new FileStore(opts.dataDir, app.database, opts.uploadQuotaBytes);
  const db = app.database;
  await app.register(multipart, {
    limits: { fileSize: MAX_UPLOAD_BYTES, files: 1, fields: 10, parts: 12, fieldSize: 4096, headerPairs: 100 },
  });

  /** The signed-in user behind the request, for routes that also accept signatures or tickets. */
  async function caller(req: FastifyRequest): Promise<SessionUser | null> {
    const check = await app.sessions.check(tokenOf(req));
    return check.ok ? check.session.user : null;
  }

  /** Who may read a stored file (reliability §1.2, §1.6): decided per type, by id. */
  async function mayRead(user: SessionUser, file: StoredFile): Promise<boolean> {
    if (file.ownerUserId === user.id || user.isAdministrator) return true;
    if (FILE_TYPES[file.type]?.publicImage) return true;
    if (file.type === 'IM') {
      const rows = await db.query('SELECT 1 FROM chat_message WHERE file_id = $1 AND (send_user_id = $2 OR receive_user_id = $2) LIMIT 1', [file.id, user.id]);
      return rows.length > 0;
    }
    if (file.type === 'noticeFile' || file.type === 'annex') {
      const carried = JSON.stringify([{ fileId: file.id }]);
      const rows = await db.query(
        `SELECT 1 FROM message m JOIN message_receive r ON r.message_id = m.id AND r.user_id = $2 WHERE m.attachments @> $1::jsonb LIMIT 1`,
        [carried, user.id],
      );
      if (rows.length) return true;
      // Notice managers see the attachments of the notices they may manage (their organisation tree).
      const access = await app.access.forUser(user);
      if (canUse(access, NOTICE_MENU)) {
        const managed = await db.query(
          `SELECT 1 FROM message m JOIN users cu ON cu.id = m.creator_user_id
            WHERE m.type = 1 AND m.attachments @> $1::jsonb
              AND cu.organize_id IN (SELECT o.id FROM organize o JOIN organize mine ON mine.id = $2 WHERE o.tree_path LIKE mine.tree_path || '%')
            LIMIT 1`,
          [carried, user.organizeId],
        );
        return managed.length > 0;
      }
    }
    return false;
  }

  async function send(reply: FastifyReply, file: StoredFile, kind: 'attachment' | 'inline') {
    const abs = store.resolve(file.relPath);
    if (!fs.existsSync(abs)) throw new ApiError(Code.NotFound, t('notFound'));
    // Only sniffed raster images are ever served inline; everything else downloads.
    const inline = kind === 'inline' && file.mime.startsWith('image/');
    return reply
      .header('Content-Type', inline ? file.mime : 'application/octet-stream')
      .header('Content-Disposition', contentDisposition(inline ? 'inline' : 'attachment', file.originalName))
      .header('X-Content-Type-Options', 'nosniff')
      .header('Content-Security-Policy', "default-src 'none'; sandbox")
      .header('Cache-Control', 'private, max-age=3600')
      .header('Content-Length', String(file.size))
      .send(fs.createReadStream(abs));
  }

  app.post(
    '/api/Common/Upload/:type',
    {
      schema: {
        tags: ['Files'],
        summary: '上传文件（multipart 字段 file；按类型限制扩展名、大小与每日配额）',
        params: Type.Object({ type: FileKind }),
        response: answers(envelope(Uploaded)),
      },
      config: { access: 'login' },
    },
    async (req) => {
      const type = fileTypeOf(req.params.type);
      if (!type) throw new ApiError(Code.BadRequest, t('uploadTypeUnknown'));
      if (!req.isMultipart()) throw new ApiError(Code.BadRequest, t('uploadNoFile'));
      const policy = FILE_TYPES[type];
      let got: { name: string; bytes: Buffer } | null = null;
      try {
        for await (const part of req.parts({ limits: { fileSize: policy.maxBytes, files: 1 } })) {
          if (part.type !== 'file') continue;
          if (part.fieldname !== 'file' || got) {
            part.file.resume();
            continue;
          }
          got = { name: part.filename, bytes: await part.toBuffer() };
        }
      } catch (err) {
        const code = (err as { code?: string }).code;
        if (code === 'FST_REQ_FILE_TOO_LARGE') throw new ApiError(Code.TooLarge, t('uploadTooLarge', { size: policy.limit.size, unit: policy.limit.unit }));
        if (code === 'FST_FILES_LIMIT') throw new ApiError(Code.BadRequest, t('oneFileOnly'));
        if (code === 'FST_PARTS_LIMIT' || code === 'FST_FIELDS_LIMIT') throw new ApiError(Code.BadRequest, t('uploadNoFile'));
        throw new ApiError(Code.BadRequest, t('uploadNoFile'));
      }
      if (!got) throw new ApiError(Code.BadRequest, t('uploadNoFile'));
      // 系统配置's upload limits narrow each type's own (never widen them).
      const refused = app.sysConfig.uploadRefusal(got.name, got.bytes.length);
      if (refused) throw refused;
      const saved = await store.save(type, got.name, got.bytes, req.user.id);
      if (!saved.ok) {
        if (saved.reason === 'size') throw new ApiError(Code.TooLarge, t('uploadTooLarge', { size: policy.limit.size, unit: policy.limit.unit }));
        if (saved.reason === 'quota') throw new ApiError(Code.TooMany, quotaText(opts.uploadQuotaBytes ?? 0));
        throw new ApiError(Code.BadRequest, t('uploadTypeRefused'));
      }
      const f = saved.file;
      return ok({ name: f.originalName, fileId: f.id, url: store.urlOf(f), fileSize: f.size, fileExtension: f.ext }, say(req, 'ok'));
    },
  );

  // The download link for a browser navigation: answers data.url carrying a 10-minute ticket.
  // The message drawer calls it with type noticeFile and the attachment's filePath (its id).
  app.get(
    '/api/Common/Download/Url/:type/:id',
    {
      schema: {
        tags: ['Files'],
        summary: '下载地址（data.url 带 10 分钟票据）',
        params: TypeIdParams,
        response: answers(envelope(Type.Object({ name: Type.String(), url: Type.String() }))),
      },
      config: { access: 'login' },
    },
    async (req) => {
      const { type, id } = req.params;
      const file = await store.find(id);
      if (!file || file.type !== fileTypeOf(type) || !(await mayRead(req.user, file))) throw new ApiError(Code.NotFound, t('notFound'));
      return ok({ name: file.originalName, url: `/api/Common/Download/${file.type}/${file.id}?ticket=${store.ticket(file.id)}` });
    },
  );

  // Bytes of a file: with the Authorization header (fetch) or a ticket from Download/Url (navigation).
  app.get(
    '/api/Common/Download/:type/:id',
    {
      schema: {
        tags: ['Files'],
        summary: '文件内容（Authorization 或 Download/Url 的票据）',
        params: TypeIdParams,
        querystring: Type.Object({ ticket: Type.Optional(Type.String({ maxLength: 80 })), n: Type.Optional(Type.Unknown()) }),
        response: bytesAnswer,
      },
      config: { access: 'public' },
    },
    async (req, reply) => {
      const { type, id } = req.params;
      const { ticket } = req.query;
      const file = await store.find(id);
      if (!file || file.type !== fileTypeOf(type)) throw new ApiError(Code.NotFound, t('notFound'));
      if (!(ticket && store.checkTicket(id, ticket))) {
        const user = await caller(req);
        if (!user) throw new ApiError(Code.SessionInvalid, t('sessionInvalid'));
        if (!(await mayRead(user, file))) throw new ApiError(Code.NotFound, t('notFound'));
      }
      return send(reply, file, 'attachment');
    },
  );

  // Images by "<id>.<ext>": chat images (IM) for their sender and receiver; public images and avatars
  // for any signed-in user or with the signature the upload answer put in their url.
  app.get(
    '/api/Common/Image/:type/:name',
    {
      schema: {
        tags: ['Files'],
        summary: '图片（{id}.{ext}；公开图片凭签名 s，聊天图片仅收发双方）',
        params: Type.Object({ type: FileKind, name: Type.String({ maxLength: 64 }) }),
        querystring: Type.Object({ s: Type.Optional(Type.String({ maxLength: 64 })), n: Type.Optional(Type.Unknown()) }),
        response: bytesAnswer,
      },
      config: { access: 'public' },
    },
    async (req, reply) => {
      const { type, name } = req.params;
      const { s } = req.query;
      const m = /^([0-9a-f-]{36})\.([a-z0-9]{1,5})$/.exec(name);
      const fileType = fileTypeOf(type);
      if (!m || !fileType || !isFileId(m[1])) throw new ApiError(Code.NotFound, t('notFound'));
      const file = await store.find(m[1]);
      if (!file || file.type !== fileType || file.ext !== m[2] || !file.mime.startsWith('image/')) throw new ApiError(Code.NotFound, t('notFound'));
      const signed = FILE_TYPES[fileType]?.publicImage && store.verify(`${fileType}/${file.id}`, s);
      if (!signed) {
        const user = await caller(req);
        if (!user) throw new ApiError(Code.SessionInvalid, t('sessionInvalid'));
        if (!(await mayRead(user, file))) throw new ApiError(Code.NotFound, t('notFound'));
      }
      return send(reply, file, 'inline');
    },
  );
}

import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { FastifyInstance } from 'fastify';
import { ApiError, Code, type CodeValue } from '../../contract/errors';
import { t, verbatim, type LocalText } from '../../contract/texts';
import { sanitizeHtml } from '../../contract/html/sanitizeHtml';
import { say } from '../http/language';
import { ok } from '../http/reply';
import { Nullable, Type, Where, answers, bytesAnswer, contentDisposition, envelope, epochMs, listAnswer, listPage, listQuery, okNull, one, typed } from '../kit';
import { WxError, type WeChatClient } from './client';
import { MATERIAL_LIMITS, VOICE_MAX_SECONDS, extOf, nameProblem, sizeProblem, sniffOk, voiceSeconds, type MaterialKind } from './materialRules';

/*
 * 公众号素材: permanent material of the official account. Media go to material/add_material
 * (multipart field `media`, video with its `description`), news to draft/add (Tencent stopped new
 * material/add_news in favour of the draft box, whose items are what a news reply and a mass send
 * use), listed by batchget_material / draft/batchget and removed by del_material / draft/delete.
 * Our table keeps what the screen needs so it pages without calling WeChat. Uploads are streamed to
 * a file under DATA_DIR and sent from there: a file is never held in memory.
 */
const MENU = 'weChat.mpMaterial';
/** Who may pick material: its own screen, and 公众号消息 choosing an image or news reply. */
const READERS = [MENU, 'weChat.mpMessage'];
const PAGE = 20;
/** Room for the multipart framing and the two text fields around the file. */
const FORM_SLACK = 64 * 1024;

const Kind = Type.Union([Type.Literal('image'), Type.Literal('voice'), Type.Literal('video'), Type.Literal('thumb'), Type.Literal('news')]);
const UploadKind = Type.Object({ kind: Type.Union([Type.Literal('image'), Type.Literal('voice'), Type.Literal('video'), Type.Literal('thumb')]) });
const MediaParams = Type.Object({ mediaId: Type.String({ minLength: 1, maxLength: 128 }) });

const Article = Type.Object(
  {
    // Tencent's draft limits: title 32 characters, author 16, digest 128, content under 20,000.
    title: Type.String({ minLength: 1, maxLength: 32 }),
    author: Type.Optional(Type.String({ maxLength: 16 })),
    digest: Type.Optional(Type.String({ maxLength: 128 })),
    content: Type.String({ minLength: 1, maxLength: 20_000 }),
    thumbMediaId: Type.String({ minLength: 1, maxLength: 128 }),
    contentSourceUrl: Type.Optional(Type.String({ maxLength: 1000, pattern: '^(https?://.*)?$' })),
  },
  { additionalProperties: false },
);
const NewsInput = Type.Object({ articles: Type.Array(Article, { minItems: 1, maxItems: 8 }) }, { additionalProperties: false });
const StoredArticle = Type.Object({
  title: Type.String(),
  author: Type.String(),
  digest: Type.String(),
  content: Type.String(),
  thumbMediaId: Type.String(),
  thumbUrl: Type.String(),
  contentSourceUrl: Type.String(),
  url: Type.String(),
});
const MaterialRow = Type.Object({
  mediaId: Type.String(),
  kind: Type.String(),
  name: Type.String(),
  url: Type.String(),
  size: Type.Number(),
  title: Type.String(),
  introduction: Type.String(),
  articleCount: Type.Integer(),
  digest: Type.String(),
  hasPreview: Type.Boolean(),
  updatedAt: Type.Number(),
});
const MaterialDetail = Type.Object({ ...MaterialRow.properties, articles: Type.Array(StoredArticle) });
const SyncAnswer = Type.Object({
  total: Type.Integer(),
  added: Type.Integer(),
  removed: Type.Integer(),
  /** What get_materialcount says WeChat holds. */
  counts: Type.Object({ image: Type.Integer(), voice: Type.Integer(), video: Type.Integer(), news: Type.Integer() }),
});

const COLUMNS = `m.media_id, m.kind, m.name, m.url, m.size::float8 AS size, m.title, m.introduction,
  coalesce(jsonb_array_length(m.articles), 0)::int AS article_count, coalesce(m.articles->0->>'digest', '') AS digest,
  m.local_file IS NOT NULL AS has_preview, ${epochMs('m.updated_at')} AS updated_at`;

const MIME: Record<string, string> = { jpg: 'image/jpeg', jpeg: 'image/jpeg', png: 'image/png', gif: 'image/gif', bmp: 'image/bmp', mp3: 'audio/mpeg', wma: 'audio/x-ms-wma', wav: 'audio/wav', amr: 'audio/amr', mp4: 'video/mp4' };

interface WxNewsItem {
  title?: string;
  author?: string;
  digest?: string;
  content?: string;
  thumb_media_id?: string;
  thumb_url?: string;
  content_source_url?: string;
  url?: string;
}
const storedArticle = (a: WxNewsItem) => ({
  title: a.title ?? '',
  author: a.author ?? '',
  digest: a.digest ?? '',
  content: a.content ?? '',
  thumbMediaId: a.thumb_media_id ?? '',
  thumbUrl: a.thumb_url ?? '',
  contentSourceUrl: a.content_source_url ?? '',
  url: a.url ?? '',
});

const fieldError = (field: string, message: LocalText, code: CodeValue = Code.BadRequest) => new ApiError(code, message, [{ field, message }]);

export default async function materialRoutes(instance: FastifyInstance, opts: { client: WeChatClient; dataDir: string }) {
  const app = typed(instance);
  const db = app.database;
  const { client } = opts;
  const tags = ['WeChat'];
  const dir = path.join(opts.dataDir, 'wechat-material');
  fs.mkdirSync(dir, { recursive: true });
  const removeFile = (name: string | null) => name && fs.promises.rm(path.join(dir, path.basename(name)), { force: true });

  app.get(
    '/api/WeChat/MpMaterial',
    { schema: { tags, summary: '公众号素材（本地副本）', querystring: listQuery({ kind: Type.Optional(Kind) }), response: answers(listAnswer(MaterialRow)) }, config: { access: { menu: READERS } } },
    async (req) => {
      const where = new Where().keyword(req.query.keyword, ['m.name', 'm.title']);
      if (req.query.kind) where.and(`m.kind = ${where.param(req.query.kind)}`);
      return listPage(db, req.query, { row: MaterialRow, columns: COLUMNS, from: 'FROM wechat_material m', where, sorts: { updatedAt: 'm.updated_at', name: 'm.name' }, order: 'm.updated_at DESC', tieBreak: 'm.media_id' });
    },
  );

  app.get(
    '/api/WeChat/MpMaterial/:mediaId',
    { schema: { tags, summary: '素材详情（图文含文章）', params: MediaParams, response: answers(envelope(MaterialDetail)) }, config: { access: { menu: READERS } } },
    async (req) => {
      const row = await one(db, Type.Object({ ...MaterialRow.properties, articles: Nullable(Type.Array(StoredArticle)) }), `SELECT ${COLUMNS}, m.articles FROM wechat_material m WHERE m.media_id = $1`, [req.params.mediaId]);
      if (!row) throw new ApiError(Code.NotFound, t('notFound'));
      return ok({ ...row, articles: row.articles ?? [] });
    },
  );

  // The grid's pictures, from the copy kept at upload (mmbiz.qpic.cn refuses other sites' pages).
  app.get(
    '/api/WeChat/MpMaterial/:mediaId/Preview',
    { schema: { tags, summary: '图片素材的本地副本', params: MediaParams, response: bytesAnswer }, config: { access: { menu: READERS } } },
    async (req, reply) => {
      const row = await one(db, Type.Object({ localFile: Nullable(Type.String()), name: Type.String() }), 'SELECT local_file, name FROM wechat_material WHERE media_id = $1', [req.params.mediaId]);
      const file = row?.localFile ? path.join(dir, path.basename(row.localFile)) : null;
      if (!row || !file || !fs.existsSync(file)) throw new ApiError(Code.NotFound, t('notFound'));
      return reply
        .header('Content-Type', MIME[extOf(file)] ?? 'application/octet-stream')
        .header('Content-Disposition', contentDisposition('inline', row.name))
        .header('X-Content-Type-Options', 'nosniff')
        .header('Content-Security-Policy', "default-src 'none'; sandbox")
        .header('Cache-Control', 'private, max-age=3600')
        .send(fs.createReadStream(file));
    },
  );

  // Multipart in a scope of its own: the plugin's hooks stay off every other route.
  await instance.register(async (scope) => {
    const { default: multipart } = await import('@fastify/multipart');
    await scope.register(multipart, { limits: { fileSize: MATERIAL_LIMITS.image.maxBytes, files: 1, fields: 4, parts: 6, fieldSize: 4096, headerPairs: 100 } });
    const up = typed(scope);
    up.post(
      '/api/WeChat/MpMaterial/Upload/:kind',
      {
        schema: {
          tags,
          summary: '上传永久素材（multipart：media 文件；视频另有 title、introduction）',
          params: UploadKind,
          response: answers(envelope(Type.Object({ mediaId: Type.String(), url: Type.String() }))),
        },
        config: { access: { menu: MENU, button: 'btn_add' } },
      },
      async (req) => {
        const kind: MaterialKind = req.params.kind;
        const limit = MATERIAL_LIMITS[kind];
        const kindText = t(`wxKind.${kind}`);
        const tooLarge = () => fieldError('media', t('wxMaterialSize', { kind: kindText, size: limit.sizeText }), Code.TooLarge);
        // A declared length far over the limit is refused before a byte is read.
        if (Number(req.headers['content-length'] ?? 0) > limit.maxBytes + FORM_SLACK) throw tooLarge();
        if (!req.isMultipart()) throw fieldError('media', t('wxMaterialNoFile'));
        const fields: Record<string, string> = {};
        let got: { name: string; temp: string; size: number; head: Buffer } | null = null;
        let problem: ApiError | null = null;
        try {
          for await (const part of req.parts({ limits: { fileSize: limit.maxBytes, files: 1 } })) {
            if (part.type === 'field') {
              if (typeof part.value === 'string') fields[part.fieldname] = part.value;
              continue;
            }
            if (part.fieldname !== 'media' || got || problem) {
              part.file.resume();
              continue;
            }
            const name = path.basename(part.filename || '').slice(-100);
            if (nameProblem(kind, name)) {
              problem = fieldError('media', t('wxMaterialType', { kind: kindText, exts: verbatim(limit.exts.join('/')) }));
              part.file.resume();
              continue;
            }
            const temp = path.join(dir, `.part-${crypto.randomUUID()}`);
            let size = 0;
            let head = Buffer.alloc(0);
            const measure = new Transform({
              transform(chunk: Buffer, _enc, done) {
                size += chunk.length;
                if (head.length < 64) head = Buffer.concat([head, chunk.subarray(0, 64 - head.length)]);
                done(null, chunk);
              },
            });
            await pipeline(part.file, measure, fs.createWriteStream(temp));
            got = { name, temp, size, head };
            if (part.file.truncated) problem = tooLarge();
          }
        } catch (err) {
          if (got) await removeFile(got.temp);
          const code = (err as { code?: string }).code;
          if (code === 'FST_REQ_FILE_TOO_LARGE') throw tooLarge();
          throw fieldError('media', t('wxMaterialNoFile'));
        }
        try {
          if (problem) throw problem;
          if (!got) throw fieldError('media', t('wxMaterialNoFile'));
          if (sizeProblem(kind, got.size)) throw tooLarge();
          const ext = extOf(got.name);
          if (!sniffOk(ext, got.head)) throw fieldError('media', t('wxMaterialContent', { ext: verbatim(ext) }));
          if (kind === 'voice') {
            const seconds = voiceSeconds(ext, await fs.promises.readFile(got.temp));
            if (seconds !== null && seconds > VOICE_MAX_SECONDS) throw fieldError('media', t('wxVoiceTooLong', { limit: VOICE_MAX_SECONDS, seconds: Math.round(seconds) }));
          }
          const title = (fields.title ?? '').trim().slice(0, 64);
          const introduction = (fields.introduction ?? '').trim().slice(0, 120);
          if (kind === 'video' && !title) throw fieldError('title', t('wxVideoTitle'));
          const blob = await fs.openAsBlob(got.temp, { type: MIME[ext] ?? 'application/octet-stream' });
          const a = await client.call('mp', '/cgi-bin/material/add_material', {
            query: { type: kind },
            form: () => {
              const form = new FormData();
              form.append('media', blob, got!.name);
              if (kind === 'video') form.append('description', JSON.stringify({ title, introduction }));
              return form;
            },
          });
          const mediaId = typeof a.media_id === 'string' ? a.media_id : '';
          if (!mediaId) throw new WxError(Code.BadRequest, t('wxBadAnswer', { status: 200 }));
          const url = typeof a.url === 'string' ? a.url : '';
          // Pictures keep their copy for the grid; voice and video are only WeChat's.
          let localFile: string | null = null;
          if (kind === 'image' || kind === 'thumb') {
            localFile = `${crypto.randomUUID()}.${ext}`;
            await fs.promises.rename(got.temp, path.join(dir, localFile));
          }
          await db.query(
            `INSERT INTO wechat_material (media_id, kind, name, url, size, title, introduction, local_file, created_by, updated_at)
             VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, now())
             ON CONFLICT (media_id) DO UPDATE SET kind = excluded.kind, name = excluded.name, url = excluded.url, size = excluded.size,
               title = excluded.title, introduction = excluded.introduction, local_file = excluded.local_file, updated_at = now()`,
            [mediaId, kind, got.name, url, got.size, title, introduction, localFile, req.user.id],
          );
          return ok({ mediaId, url }, say(req, 'createSuccess'));
        } finally {
          if (got) await removeFile(got.temp);
        }
      },
    );
  });

  app.post(
    '/api/WeChat/MpMaterial/News',
    { schema: { tags, summary: '新建图文（draft/add）', body: NewsInput, response: answers(envelope(Type.Object({ mediaId: Type.String() }))) }, config: { access: { menu: MENU, button: 'btn_add' } } },
    async (req) => {
      const thumbs = await db.query<{ media_id: string; url: string }>(`SELECT media_id, url FROM wechat_material WHERE kind IN ('image', 'thumb') AND media_id = ANY($1::text[])`, [req.body.articles.map((a) => a.thumbMediaId)]);
      const thumbUrl = new Map(thumbs.map((r) => [r.media_id, r.url]));
      const unknown = req.body.articles.findIndex((a) => !thumbUrl.has(a.thumbMediaId));
      if (unknown >= 0) throw fieldError(`/articles/${unknown}/thumbMediaId`, t('wxThumbUnknown'));
      // WeChat shows the HTML to every follower: it goes out (and is kept) sanitised.
      const articles = req.body.articles.map((a) => ({
        title: a.title.trim(),
        author: a.author?.trim() ?? '',
        digest: a.digest?.trim() ?? '',
        content: sanitizeHtml(a.content),
        thumb_media_id: a.thumbMediaId,
        content_source_url: a.contentSourceUrl ?? '',
        need_open_comment: 0,
        only_fans_can_comment: 0,
      }));
      const a = await client.call('mp', '/cgi-bin/draft/add', { method: 'POST', body: { articles } });
      const mediaId = typeof a.media_id === 'string' ? a.media_id : '';
      if (!mediaId) throw new WxError(Code.BadRequest, t('wxBadAnswer', { status: 200 }));
      const stored = articles.map((x) => storedArticle({ ...x, thumb_url: thumbUrl.get(x.thumb_media_id) ?? '' }));
      await db.query(
        `INSERT INTO wechat_material (media_id, kind, name, size, title, articles, created_by, updated_at) VALUES ($1, 'news', $2, $3, $2, $4::jsonb, $5, now())`,
        [mediaId, articles[0].title, articles.reduce((n, x) => n + Buffer.byteLength(x.content), 0), JSON.stringify(stored), req.user.id],
      );
      return ok({ mediaId }, say(req, 'createSuccess'));
    },
  );

  app.delete(
    '/api/WeChat/MpMaterial/:mediaId',
    { schema: { tags, summary: '删除素材（微信和本地）', params: MediaParams, response: answers(okNull) }, config: { access: { menu: MENU, button: 'btn_remove' } } },
    async (req) => {
      const row = await one(db, Type.Object({ kind: Type.String(), localFile: Nullable(Type.String()) }), 'SELECT kind, local_file FROM wechat_material WHERE media_id = $1', [req.params.mediaId]);
      if (!row) throw new ApiError(Code.NotFound, t('notFound'));
      try {
        await client.call('mp', row.kind === 'news' ? '/cgi-bin/draft/delete' : '/cgi-bin/material/del_material', { method: 'POST', body: { media_id: req.params.mediaId } });
      } catch (err) {
        // 40007: WeChat no longer has it (deleted on the platform itself): only our copy is left to go.
        if (!(err instanceof WxError && (err.data as { errcode?: number } | undefined)?.errcode === 40007)) throw err;
      }
      await db.query('DELETE FROM wechat_material WHERE media_id = $1', [req.params.mediaId]);
      await removeFile(row.localFile);
      return ok(null, say(req, 'deleteSuccess'));
    },
  );

  app.post(
    '/api/WeChat/MpMaterial/Actions/Sync',
    { schema: { tags, summary: '从微信同步素材列表', response: answers(envelope(SyncAnswer)) }, config: { access: { menu: MENU, button: 'btn_edit' } } },
    async (req) => {
      const c = await client.call('mp', '/cgi-bin/material/get_materialcount');
      const counts = { image: Number(c.image_count ?? 0), voice: Number(c.voice_count ?? 0), video: Number(c.video_count ?? 0), news: Number(c.news_count ?? 0) };
      type Fetched = { mediaId: string; kind: string; name: string; url: string; time: number; articles: ReturnType<typeof storedArticle>[] | null };
      const fetched: Fetched[] = [];
      const pages = async (fetchPage: (offset: number) => Promise<{ total: number; items: Fetched[] }>) => {
        for (let offset = 0; ; ) {
          const { total, items } = await fetchPage(offset);
          fetched.push(...items);
          offset += items.length;
          if (!items.length || offset >= total) break;
        }
      };
      for (const type of ['image', 'voice', 'video'] as const) {
        await pages(async (offset) => {
          const a = await client.call('mp', '/cgi-bin/material/batchget_material', { method: 'POST', body: { type, offset, count: PAGE } });
          const items = (a.item as { media_id: string; name?: string; url?: string; update_time?: number }[] | undefined) ?? [];
          return { total: Number(a.total_count ?? 0), items: items.map((i) => ({ mediaId: i.media_id, kind: type, name: i.name ?? '', url: i.url ?? '', time: i.update_time ?? 0, articles: null })) };
        });
      }
      await pages(async (offset) => {
        const a = await client.call('mp', '/cgi-bin/draft/batchget', { method: 'POST', body: { offset, count: PAGE, no_content: 0 } });
        const items = (a.item as { media_id: string; content?: { news_item?: WxNewsItem[] }; update_time?: number }[] | undefined) ?? [];
        return {
          total: Number(a.total_count ?? 0),
          items: items.map((i) => {
            const articles = (i.content?.news_item ?? []).map(storedArticle);
            return { mediaId: i.media_id, kind: 'news', name: articles[0]?.title ?? '', url: '', time: i.update_time ?? 0, articles };
          }),
        };
      });
      const seen = fetched.filter((f) => typeof f.mediaId === 'string' && f.mediaId);
      const { added, gone } = await db.transaction(async (tx) => {
        const before = await tx.query<{ media_id: string; local_file: string | null }>('SELECT media_id, local_file FROM wechat_material');
        const known = new Set(before.map((r) => r.media_id));
        const ids = new Set(seen.map((f) => f.mediaId));
        for (const f of seen) {
          // A thumb uploaded here comes back in WeChat's image list: it stays a thumb, with its size and copy.
          await tx.query(
            `INSERT INTO wechat_material (media_id, kind, name, url, title, articles, updated_at)
             VALUES ($1, $2, $3, $4, $5, $6::jsonb, CASE WHEN $7::bigint > 0 THEN to_timestamp($7::bigint) ELSE now() END)
             ON CONFLICT (media_id) DO UPDATE SET kind = CASE WHEN wechat_material.kind = 'thumb' THEN 'thumb' ELSE excluded.kind END,
               name = excluded.name, url = excluded.url, articles = excluded.articles, updated_at = excluded.updated_at,
               title = CASE WHEN excluded.kind = 'news' THEN excluded.title ELSE wechat_material.title END`,
            [f.mediaId, f.kind, f.name, f.url, f.kind === 'news' ? f.name : '', f.articles ? JSON.stringify(f.articles) : null, f.time],
          );
        }
        await tx.query('DELETE FROM wechat_material WHERE NOT (media_id = ANY($1::text[]))', [[...ids]]);
        return { added: [...ids].filter((id) => !known.has(id)).length, gone: before.filter((r) => !ids.has(r.media_id)) };
      });
      for (const r of gone) await removeFile(r.local_file);
      return ok({ total: seen.length, added, removed: gone.length, counts }, say(req, 'wxMaterialSynced', { total: seen.length }));
    },
  );
}

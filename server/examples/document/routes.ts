import type { FastifyInstance } from 'fastify';
import { ApiError, Code } from '../../../contract/errors';
import { t } from '../../../contract/texts';
import { sanitizeHtml } from '../../../contract/html/sanitizeHtml';
import { diffCounts, inlineDiff, sideBySide } from '../../../contract/examples/document/versionDiff';
import { ok } from '../../http/reply';
import { say } from '../../http/language';
import { IdParams, Nullable, Type, Where, answers, envelope, epochMs, listAnswer, listOnly, listPage, listQuery, okId, okNull, one, rows, typed } from '../../kit';
import type { Queryable } from '../../db/client';

// 知识文档 (issue 18 item 2) and the public /document pages (issue 17 item 6). A document belongs to
// its author; colleagues it is shared with read it; a published one is public. Every save is a new
// version (the body sanitised before it is stored), any two versions compare line by line
// (contract/examples/document/versionDiff.ts) and a restore saves the old text as the newest version,
// so history is never rewritten.

const access = { menu: 'extend.document' };
const tags = ['Examples'];

const DocRow = Type.Object({
  id: Type.String(),
  title: Type.String(),
  folderId: Nullable(Type.String()),
  version: Type.Integer(),
  published: Type.Boolean(),
  ownerName: Type.String(),
  mine: Type.Boolean(),
  updatedAt: Type.Number(),
});
/** $1: the caller */
const COLUMNS = `d.id, d.title, d.folder_id, d.version, d.published, u.real_name AS owner_name, (d.owner_user_id = $1) AS mine, ${epochMs('d.updated_at')} AS updated_at`;
const FROM = 'FROM ex_document d JOIN users u ON u.id = d.owner_user_id';
const READABLE = `(d.owner_user_id = $1 OR EXISTS (SELECT 1 FROM ex_document_share s WHERE s.document_id = d.id AND s.user_id = $1))`;
const Detail = Type.Object({ ...DocRow.properties, bodyHtml: Type.String(), sharedWith: Type.Array(Type.Object({ id: Type.String(), realName: Type.String() })) });
const VersionRow = Type.Object({ version: Type.Integer(), title: Type.String(), userName: Type.String(), restoredFrom: Nullable(Type.Integer()), createdAt: Type.Number() });
const PublicRow = Type.Object({ id: Type.String(), title: Type.String(), summary: Type.String(), ownerName: Type.String(), organizeName: Type.String(), publishedAt: Type.Number() });
const PUBLIC_COLUMNS = `d.id, d.title, left(regexp_replace(d.body_html, '<[^>]*>', '', 'g'), 120) AS summary, u.real_name AS owner_name, o.full_name AS organize_name,
  ${epochMs('d.published_at')} AS published_at`;
const PUBLIC_FROM = 'FROM ex_document d JOIN users u ON u.id = d.owner_user_id JOIN organize o ON o.id = u.organize_id';

const DocIn = Type.Object(
  { title: Type.String({ minLength: 1, maxLength: 200 }), bodyHtml: Type.String({ maxLength: 200_000 }), folderId: Type.Optional(Nullable(Type.String({ maxLength: 64 }))) },
  { additionalProperties: false },
);

async function saveVersion(tx: Queryable, id: string, title: string, html: string, userId: string, restoredFrom: number | null = null) {
  await tx.query(
    `WITH d AS (UPDATE ex_document SET title = $2, body_html = $3, version = version + 1, updated_at = now() WHERE id = $1 RETURNING version)
     INSERT INTO ex_document_version (document_id, version, title, body_html, user_id, restored_from) SELECT $1, d.version, $2, $3, $4, $5 FROM d`,
    [id, title, html, userId, restoredFrom],
  );
}

export default async function documentRoutes(instance: FastifyInstance) {
  const app = typed(instance);
  const db = app.database;

  /** A document the caller may read; with `write` only its author's (others who can read it get 403, others 404). */
  async function reachable(id: string, userId: string, write = false) {
    const d = await one(db, Type.Object({ id: Type.String(), mine: Type.Boolean(), readable: Type.Boolean() }), `SELECT d.id, d.owner_user_id = $1 AS mine, ${READABLE} AS readable FROM ex_document d WHERE d.id = $2`, [userId, id]);
    if (!d || !d.readable) throw new ApiError(Code.NotFound, t('notFound'));
    if (write && !d.mine) throw new ApiError(Code.Forbidden, t('exDocNotOwner'));
    return d;
  }

  async function ownFolder(folderId: string | null | undefined, userId: string): Promise<string | null> {
    if (!folderId) return null;
    const f = await one(db, Type.Object({ id: Type.String() }), 'SELECT id FROM ex_doc_folder WHERE id = $1 AND owner_user_id = $2', [folderId, userId]);
    if (!f) throw new ApiError(Code.NotFound, t('notFound'));
    return f.id;
  }

  const FolderRow = Type.Object({ id: Type.String(), name: Type.String(), count: Type.Integer() });
  app.get('/api/Extend/Document/Folder', { schema: { tags, summary: '我的文件夹', response: answers(listOnly(FolderRow)) }, config: { access } }, async (req) =>
    ok({ list: await rows(db, FolderRow, 'SELECT f.id, f.name, (SELECT count(*)::int FROM ex_document d WHERE d.folder_id = f.id) AS count FROM ex_doc_folder f WHERE f.owner_user_id = $1 ORDER BY f.created_at, f.id', [req.user.id]) }),
  );
  app.post(
    '/api/Extend/Document/Folder',
    { schema: { tags, summary: '新建文件夹', body: Type.Object({ name: Type.String({ minLength: 1, maxLength: 60 }) }, { additionalProperties: false }), response: answers(okId) }, config: { access } },
    async (req) => {
      const [f] = await db.query<{ id: string }>('INSERT INTO ex_doc_folder (owner_user_id, name) VALUES ($1, $2) RETURNING id', [req.user.id, req.body.name.trim()]);
      return ok({ id: f.id }, say(req, 'createSuccess'));
    },
  );
  app.delete('/api/Extend/Document/Folder/:id', { schema: { tags, summary: '删除文件夹（文档移出，不删除）', params: IdParams, response: answers(okNull) }, config: { access } }, async (req) => {
    const gone = await db.query('DELETE FROM ex_doc_folder WHERE id = $1 AND owner_user_id = $2 RETURNING id', [req.params.id, req.user.id]);
    if (!gone.length) throw new ApiError(Code.NotFound, t('notFound'));
    return ok(null, say(req, 'deleteSuccess'));
  });

  app.get(
    '/api/Extend/Document',
    {
      schema: { tags, summary: '我的与共享给我的文档', querystring: listQuery({ folderId: Type.Optional(Type.String({ maxLength: 64 })), scope: Type.Optional(Type.Union([Type.Literal('mine'), Type.Literal('shared'), Type.Literal('')])) }), response: answers(listAnswer(DocRow)) },
      config: { access },
    },
    async (req) => {
      const q = req.query;
      const where = new Where();
      const me = where.param(req.user.id); // $1: COLUMNS and READABLE name the caller as $1
      where.and(READABLE.replaceAll('$1', me));
      where.keyword(q.keyword, ['d.title']);
      if (q.folderId) where.and(`d.folder_id = ${where.param(q.folderId)}`);
      if (q.scope === 'mine') where.and(`d.owner_user_id = ${me}`);
      if (q.scope === 'shared') where.and(`d.owner_user_id <> ${me}`);
      return listPage(db, q, { row: DocRow, columns: COLUMNS.replaceAll('$1', me), from: FROM, where, sorts: { title: 'd.title', updatedAt: 'd.updated_at' }, order: 'd.updated_at DESC', tieBreak: 'd.id' });
    },
  );

  app.get('/api/Extend/Document/:id', { schema: { tags, summary: '文档（作者、共享对象可读）', params: IdParams, response: answers(envelope(Detail)) }, config: { access } }, async (req) => {
    await reachable(req.params.id, req.user.id);
    const d = await one(
      db,
      Detail,
      `SELECT ${COLUMNS}, d.body_html,
         coalesce((SELECT json_agg(json_build_object('id', su.id, 'realName', su.real_name) ORDER BY su.real_name) FROM ex_document_share s JOIN users su ON su.id = s.user_id WHERE s.document_id = d.id), '[]'::json) AS shared_with
       ${FROM} WHERE d.id = $2`,
      [req.user.id, req.params.id],
    );
    return ok(d!);
  });

  app.post('/api/Extend/Document', { schema: { tags, summary: '新建文档（第 1 版）', body: DocIn, response: answers(okId) }, config: { access } }, async (req) => {
    const folderId = await ownFolder(req.body.folderId, req.user.id);
    const html = sanitizeHtml(req.body.bodyHtml);
    const id = await db.transaction(async (tx) => {
      const [d] = await tx.query<{ id: string }>('INSERT INTO ex_document (owner_user_id, folder_id, title, body_html, version) VALUES ($1, $2, $3, $4, 1) RETURNING id', [req.user.id, folderId, req.body.title.trim(), html]);
      await tx.query('INSERT INTO ex_document_version (document_id, version, title, body_html, user_id) VALUES ($1, 1, $2, $3, $4)', [d.id, req.body.title.trim(), html, req.user.id]);
      return d.id;
    });
    return ok({ id }, say(req, 'createSuccess'));
  });

  app.put(
    '/api/Extend/Document/:id',
    { schema: { tags, summary: '保存文档（新版本）', params: IdParams, body: DocIn, response: answers(envelope(Type.Object({ version: Type.Integer() }))) }, config: { access } },
    async (req) => {
      await reachable(req.params.id, req.user.id, true);
      const folderId = await ownFolder(req.body.folderId, req.user.id);
      const html = sanitizeHtml(req.body.bodyHtml);
      const version = await db.transaction(async (tx) => {
        await tx.query('UPDATE ex_document SET folder_id = $2 WHERE id = $1', [req.params.id, folderId]);
        await saveVersion(tx, req.params.id, req.body.title.trim(), html, req.user.id);
        return (await tx.query<{ version: number }>('SELECT version FROM ex_document WHERE id = $1', [req.params.id]))[0].version;
      });
      return ok({ version }, say(req, 'updateSuccess'));
    },
  );

  app.delete('/api/Extend/Document/:id', { schema: { tags, summary: '删除文档', params: IdParams, response: answers(okNull) }, config: { access } }, async (req) => {
    await reachable(req.params.id, req.user.id, true);
    await db.query('DELETE FROM ex_document WHERE id = $1', [req.params.id]);
    return ok(null, say(req, 'deleteSuccess'));
  });

  app.get('/api/Extend/Document/:id/Versions', { schema: { tags, summary: '版本列表', params: IdParams, response: answers(listOnly(VersionRow)) }, config: { access } }, async (req) => {
    await reachable(req.params.id, req.user.id);
    return ok({
      list: await rows(
        db,
        VersionRow,
        `SELECT v.version, v.title, coalesce(u.real_name, '') AS user_name, v.restored_from, ${epochMs('v.created_at')} AS created_at
         FROM ex_document_version v LEFT JOIN users u ON u.id = v.user_id WHERE v.document_id = $1 ORDER BY v.version DESC`,
        [req.params.id],
      ),
    });
  });

  const DiffAnswer = Type.Object({
    from: Type.Integer(),
    to: Type.Integer(),
    added: Type.Integer(),
    removed: Type.Integer(),
    inline: Type.Array(Type.Object({ kind: Type.String(), text: Type.String() })),
    side: Type.Array(Type.Object({ left: Nullable(Type.String()), right: Nullable(Type.String()), kind: Type.String() })),
  });
  app.get(
    '/api/Extend/Document/:id/Diff',
    { schema: { tags, summary: '两个版本的差异（逐行，并排与行内）', params: IdParams, querystring: Type.Object({ from: Type.Integer({ minimum: 1 }), to: Type.Integer({ minimum: 1 }) }), response: answers(envelope(DiffAnswer)) }, config: { access } },
    async (req) => {
      await reachable(req.params.id, req.user.id);
      const vs = await rows(db, Type.Object({ version: Type.Integer(), bodyHtml: Type.String() }), 'SELECT version, body_html FROM ex_document_version WHERE document_id = $1 AND version = ANY($2::int[])', [
        req.params.id,
        [req.query.from, req.query.to],
      ]);
      const a = vs.find((v) => v.version === req.query.from);
      const b = vs.find((v) => v.version === req.query.to);
      if (!a || !b) throw new ApiError(Code.NotFound, t('exDocVersionMissing'));
      const inline = inlineDiff(a.bodyHtml, b.bodyHtml);
      return ok({ from: a.version, to: b.version, ...diffCounts(inline), inline, side: sideBySide(a.bodyHtml, b.bodyHtml) });
    },
  );

  app.post(
    '/api/Extend/Document/:id/Actions/Restore',
    { schema: { tags, summary: '恢复到某个版本（保存为最新版本）', params: IdParams, body: Type.Object({ version: Type.Integer({ minimum: 1 }) }, { additionalProperties: false }), response: answers(envelope(Type.Object({ version: Type.Integer() }))) }, config: { access } },
    async (req) => {
      await reachable(req.params.id, req.user.id, true);
      const v = await one(db, Type.Object({ title: Type.String(), bodyHtml: Type.String() }), 'SELECT title, body_html FROM ex_document_version WHERE document_id = $1 AND version = $2', [req.params.id, req.body.version]);
      if (!v) throw new ApiError(Code.NotFound, t('exDocVersionMissing'));
      const version = await db.transaction(async (tx) => {
        await saveVersion(tx, req.params.id, v.title, v.bodyHtml, req.user.id, req.body.version);
        return (await tx.query<{ version: number }>('SELECT version FROM ex_document WHERE id = $1', [req.params.id]))[0].version;
      });
      return ok({ version }, say(req, 'updateSuccess'));
    },
  );

  app.post(
    '/api/Extend/Document/:id/Actions/Publish',
    { schema: { tags, summary: '发布 / 取消发布（发布后在 /document 公开）', params: IdParams, body: Type.Object({ published: Type.Boolean() }, { additionalProperties: false }), response: answers(okNull) }, config: { access } },
    async (req) => {
      await reachable(req.params.id, req.user.id, true);
      await db.query('UPDATE ex_document SET published = $2, published_at = CASE WHEN $2 THEN now() END WHERE id = $1', [req.params.id, req.body.published]);
      return ok(null, say(req, 'updateSuccess'));
    },
  );

  app.put(
    '/api/Extend/Document/:id/Share',
    { schema: { tags, summary: '共享给同事（只读）', params: IdParams, body: Type.Object({ userIds: Type.Array(Type.String({ maxLength: 64 }), { maxItems: 200 }) }, { additionalProperties: false }), response: answers(okNull) }, config: { access } },
    async (req) => {
      await reachable(req.params.id, req.user.id, true);
      await db.transaction(async (tx) => {
        await tx.query('DELETE FROM ex_document_share WHERE document_id = $1', [req.params.id]);
        await tx.query('INSERT INTO ex_document_share (document_id, user_id) SELECT $1, u.id FROM users u WHERE u.id = ANY($2::text[]) AND u.id <> $3', [req.params.id, req.body.userIds, req.user.id]);
      });
      return ok(null, say(req, 'updateSuccess'));
    },
  );

  // ---- public: /document and /documentNew ----------------------------------------------------
  app.get(
    '/api/Public/Document',
    { schema: { tags, summary: '公开的知识文档（已发布）', querystring: listQuery({}), response: answers(listAnswer(PublicRow)) }, config: { access: 'public' } },
    async (req) => {
      const where = new Where().keyword(req.query.keyword, ['d.title']);
      where.and('d.published');
      return listPage(db, req.query, { row: PublicRow, columns: PUBLIC_COLUMNS, from: PUBLIC_FROM, where, sorts: { publishedAt: 'd.published_at', title: 'd.title' }, order: 'd.published_at DESC', tieBreak: 'd.id' });
    },
  );
  const PublicDetail = Type.Object({ ...PublicRow.properties, bodyHtml: Type.String(), version: Type.Integer() });
  app.get('/api/Public/Document/Newest', { schema: { tags, summary: '最新发布的文档', response: answers(envelope(Nullable(PublicDetail))) }, config: { access: 'public' } }, async () =>
    ok((await one(db, PublicDetail, `SELECT ${PUBLIC_COLUMNS}, d.body_html, d.version ${PUBLIC_FROM} WHERE d.published ORDER BY d.published_at DESC, d.id LIMIT 1`)) ?? null),
  );
  app.get('/api/Public/Document/:id', { schema: { tags, summary: '一篇已发布的文档', params: IdParams, response: answers(envelope(PublicDetail)) }, config: { access: 'public' } }, async (req) => {
    const d = await one(db, PublicDetail, `SELECT ${PUBLIC_COLUMNS}, d.body_html, d.version ${PUBLIC_FROM} WHERE d.published AND d.id = $1`, [req.params.id]);
    if (!d) throw new ApiError(Code.NotFound, t('notFound'));
    return ok(d);
  });
}

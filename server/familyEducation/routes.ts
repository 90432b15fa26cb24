import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ApiError, Code } from '../../contract/errors';
import { t } from '../../contract/texts';
import { FE_AGE_CODES, FE_CATEGORY_CODES, type ArticleState } from '../../contract/familyEducation/catalogue';
import { sanitizeHtml } from '../../contract/html/sanitizeHtml';
import { ok } from '../http/reply';
import { say } from '../http/language';
import { IdParams, Type, Where, answers, envelope, epochMs, failFields, listAnswer, listOnly, listPage, listQuery, okId, okNull, one, rows, schoolCaller, typed, type Static } from '../kit';
import { mayDelete, mayEdit, maySee, reviewRefusal, stateAfterSave, uploadedImageOk, videoUrlOk, type Caller } from './rules';

// 家庭教育 (issue 17 item 2): articles for parents. Teachers and admins write; a school admin
// (holder of the notice-publishing right, system.notice) approves before an article is public.

const MENU = 'familyEducation';

const ArticleRow = Type.Object({
  id: Type.String(),
  title: Type.String(),
  summary: Type.String(),
  coverUrl: Type.String(),
  category: Type.String(),
  ageGroup: Type.String(),
  state: Type.String(),
  reviewNote: Type.String(),
  authorId: Type.String(),
  authorName: Type.String(),
  organizeName: Type.String(),
  readCount: Type.Integer(),
  favouriteCount: Type.Integer(),
  favourite: Type.Boolean(),
  publishedAt: Type.Union([Type.Number(), Type.Null()]),
  updatedAt: Type.Number(),
});
const ArticleDetail = Type.Object({ ...ArticleRow.properties, bodyHtml: Type.String(), videoUrl: Type.String(), mayEdit: Type.Boolean(), mayReview: Type.Boolean(), mayDelete: Type.Boolean() });

/** $1 is always the caller's id (the favourite flag). */
const COLUMNS = `a.id, a.title, a.summary, a.cover_url, a.category, a.age_group, a.state, a.review_note, a.author_user_id AS author_id,
  u.real_name AS author_name, o.full_name AS organize_name, a.read_count,
  (SELECT count(*)::int FROM fe_favourite f WHERE f.article_id = a.id) AS favourite_count,
  EXISTS (SELECT 1 FROM fe_favourite f WHERE f.article_id = a.id AND f.user_id = $1) AS favourite,
  ${epochMs('a.published_at')} AS published_at, ${epochMs('a.updated_at')} AS updated_at`;
const FROM = 'FROM fe_article a JOIN users u ON u.id = a.author_user_id JOIN organize o ON o.id = a.organize_id';
const SORTS = { publishedAt: 'a.published_at', readCount: 'a.read_count', updatedAt: 'a.updated_at', title: 'a.title' };

const Facts = Type.Object({ state: Type.String(), authorId: Type.String(), orgPath: Type.String() });

const ArticleInput = Type.Object(
  {
    title: Type.String({ minLength: 1, maxLength: 100 }),
    summary: Type.Optional(Type.String({ maxLength: 300 })),
    bodyHtml: Type.String({ maxLength: 200_000 }),
    coverUrl: Type.Optional(Type.String({ maxLength: 200 })),
    videoUrl: Type.Optional(Type.String({ maxLength: 500 })),
    category: Type.String({ maxLength: 20 }),
    ageGroup: Type.String({ maxLength: 20 }),
    /** true: hand it to review now; false: keep a draft */
    submit: Type.Optional(Type.Boolean()),
  },
  { additionalProperties: false },
);
type ArticleInput = Static<typeof ArticleInput>;

const ArticleQuery = listQuery({
  category: Type.Optional(Type.String({ maxLength: 20 })),
  ageGroup: Type.Optional(Type.String({ maxLength: 20 })),
  /** published (default), mine, review (waiting for the caller's review), favourite */
  view: Type.Optional(Type.Union([Type.Literal('published'), Type.Literal('mine'), Type.Literal('review'), Type.Literal('favourite'), Type.Literal('')])),
});

const ChildRow = Type.Object({ id: Type.String(), childName: Type.String(), className: Type.String(), headTeacher: Type.String(), ageGroup: Type.String(), schoolName: Type.String() });
const NoticeRow = Type.Object({ id: Type.String(), title: Type.String(), releasedAt: Type.Number(), isRead: Type.Boolean() });

/** Reviewing articles for parents is the same trust as publishing notices to them (kit/schoolReach). */
const callerOf = (req: FastifyRequest): Promise<Caller> => schoolCaller(req);

/** The cleaned input, or a 400 naming the field; nothing is written before this passes. */
function cleanInput(b: ArticleInput) {
  const bodyHtml = sanitizeHtml(b.bodyHtml);
  const errors = [];
  if (!b.title.trim()) errors.push({ field: 'title', message: t('feEmptyBody') });
  if (!FE_CATEGORY_CODES.includes(b.category)) errors.push({ field: 'category', message: t('feBadCategory') });
  if (!FE_AGE_CODES.includes(b.ageGroup)) errors.push({ field: 'ageGroup', message: t('feBadAgeGroup') });
  if (!bodyHtml.replace(/<(?!img)[^>]*>/g, '').trim()) errors.push({ field: 'bodyHtml', message: t('feEmptyBody') });
  if (!videoUrlOk(b.videoUrl ?? '')) errors.push({ field: 'videoUrl', message: t('feBadVideo') });
  if (b.coverUrl && !uploadedImageOk(b.coverUrl)) errors.push({ field: 'coverUrl', message: t('spaceBadImage') });
  if (errors.length) failFields(errors);
  return {
    title: b.title.trim(),
    summary: (b.summary ?? '').trim(),
    bodyHtml,
    coverUrl: b.coverUrl ?? '',
    videoUrl: b.videoUrl ?? '',
    category: b.category,
    ageGroup: b.ageGroup,
    state: stateAfterSave(!!b.submit),
  };
}

export default async function familyEducationRoutes(instance: FastifyInstance) {
  const app = typed(instance);
  const db = app.database;
  const tags = ['FamilyEducation'];
  const access = { menu: MENU };

  /** The article as the caller may know it: 404 when it does not exist or is not theirs to see. */
  async function visible(req: FastifyRequest, id: string) {
    const facts = await one(db, Facts, 'SELECT a.state, a.author_user_id AS author_id, o.tree_path AS org_path FROM fe_article a JOIN organize o ON o.id = a.organize_id WHERE a.id = $1', [id]);
    const caller = await callerOf(req);
    const f = facts ? { ...facts, state: facts.state as ArticleState } : null;
    if (!f || !maySee(caller, f)) throw new ApiError(Code.NotFound, t('notFound'));
    return { facts: f, caller };
  }

  app.get(
    '/api/FamilyEducation/Article',
    { schema: { tags, summary: '家庭教育文章列表（已发布 / 我的 / 待我审核 / 收藏）', querystring: ArticleQuery, response: answers(listAnswer(ArticleRow)) }, config: { access } },
    async (req) => {
      const q = req.query;
      const caller = await callerOf(req);
      const where = new Where();
      // $1 is the favourite flag of COLUMNS; named here so the count query can type it too.
      where.and(`${where.param(caller.id)}::text <> ''`);
      where.keyword(q.keyword, ['a.title', 'a.summary']);
      if (q.category) where.and(`a.category = ${where.param(q.category)}`);
      if (q.ageGroup) where.and(`a.age_group = ${where.param(q.ageGroup)}`);
      const view = q.view || 'published';
      if (view === 'published') where.and(`a.state = 'published'`);
      else if (view === 'mine') where.and('a.author_user_id = $1');
      else if (view === 'favourite') where.and(`a.state = 'published' AND EXISTS (SELECT 1 FROM fe_favourite f WHERE f.article_id = a.id AND f.user_id = $1)`);
      else {
        where.and(`a.state = 'pending'`);
        // Only a reviewer sees a review queue, and only of their own organisation tree.
        if (!caller.reviewer) where.and('false');
        else if (!caller.isAdministrator) where.and(`o.tree_path LIKE ${where.param(caller.orgPath)} || '%'`);
      }
      return listPage(db, q, { row: ArticleRow, columns: COLUMNS, from: FROM, where, sorts: SORTS, order: view === 'published' || view === 'favourite' ? 'a.published_at DESC, a.id' : 'a.updated_at DESC, a.id', tieBreak: 'a.id' });
    },
  );

  app.get(
    '/api/FamilyEducation/Article/:id',
    { schema: { tags, summary: '文章详情（每位读者计一次阅读）', params: IdParams, response: answers(envelope(ArticleDetail)) }, config: { access } },
    async (req) => {
      const { facts, caller } = await visible(req, req.params.id);
      // A read counts once per reader of a public article (not while its author or reviewer checks a draft).
      if (facts.state === 'published') {
        await db.query(
          `WITH first AS (INSERT INTO fe_read (user_id, article_id) VALUES ($1, $2) ON CONFLICT DO NOTHING RETURNING article_id)
           UPDATE fe_article SET read_count = read_count + 1 WHERE id IN (SELECT article_id FROM first)`,
          [caller.id, req.params.id],
        );
      }
      const row = await one(db, Type.Object({ ...ArticleRow.properties, bodyHtml: Type.String(), videoUrl: Type.String() }), `SELECT ${COLUMNS}, a.body_html, a.video_url ${FROM} WHERE a.id = $2`, [caller.id, req.params.id]);
      if (!row) throw new ApiError(Code.NotFound, t('notFound'));
      return ok({ ...row, mayEdit: mayEdit(caller, facts), mayReview: reviewRefusal(caller, facts) === null, mayDelete: mayDelete(caller, facts) });
    },
  );

  app.post(
    '/api/FamilyEducation/Article',
    { schema: { tags, summary: '新建文章（正文在服务端清洗；submit 为真时提交审核）', body: ArticleInput, response: answers(okId) }, config: { access } },
    async (req) => {
      const v = cleanInput(req.body);
      const r = await one(
        db,
        Type.Object({ id: Type.String() }),
        `INSERT INTO fe_article (title, summary, body_html, cover_url, video_url, category, age_group, state, organize_id, author_user_id)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10) RETURNING id`,
        [v.title, v.summary, v.bodyHtml, v.coverUrl, v.videoUrl, v.category, v.ageGroup, v.state, req.user.organizeId, req.user.id],
      );
      return ok({ id: r!.id }, say(req, 'ok'));
    },
  );

  app.put(
    '/api/FamilyEducation/Article/:id',
    { schema: { tags, summary: '修改自己的文章（已发布的文章修改后重新审核）', params: IdParams, body: ArticleInput, response: answers(okNull) }, config: { access } },
    async (req) => {
      const { facts, caller } = await visible(req, req.params.id);
      if (!mayEdit(caller, facts)) throw new ApiError(Code.Forbidden, t('feNotAuthor'));
      const v = cleanInput(req.body);
      await db.query(
        `UPDATE fe_article SET title = $2, summary = $3, body_html = $4, cover_url = $5, video_url = $6, category = $7, age_group = $8, state = $9,
           review_note = '', published_at = NULL, updated_at = now() WHERE id = $1`,
        [req.params.id, v.title, v.summary, v.bodyHtml, v.coverUrl, v.videoUrl, v.category, v.ageGroup, v.state],
      );
      return ok(null, say(req, 'ok'));
    },
  );

  app.delete(
    '/api/FamilyEducation/Article/:id',
    { schema: { tags, summary: '删除文章（作者或本校审核人）', params: IdParams, response: answers(okNull) }, config: { access } },
    async (req) => {
      const { facts, caller } = await visible(req, req.params.id);
      if (!mayDelete(caller, facts)) throw new ApiError(Code.Forbidden, t('forbidden'));
      await db.query('DELETE FROM fe_article WHERE id = $1', [req.params.id]);
      return ok(null, say(req, 'ok'));
    },
  );

  app.post(
    '/api/FamilyEducation/Article/:id/Actions/Review',
    {
      schema: {
        tags,
        summary: '审核文章（本校管理员；通过即公开）',
        params: IdParams,
        body: Type.Object({ approve: Type.Boolean(), note: Type.Optional(Type.String({ maxLength: 300 })) }, { additionalProperties: false }),
        response: answers(okNull),
      },
      config: { access },
    },
    async (req) => {
      const { facts, caller } = await visible(req, req.params.id);
      const refusal = reviewRefusal(caller, facts);
      if (refusal === 'notFound') throw new ApiError(Code.NotFound, t('notFound'));
      if (refusal === 'notReviewer') throw new ApiError(Code.Forbidden, t('feNotReviewer'));
      if (refusal === 'notPending') throw new ApiError(Code.BadRequest, t('feNotPending'));
      // The state check travels with the update, so two reviewers deciding at once cannot both win.
      const done = await db.query(
        `UPDATE fe_article SET state = $2, review_note = $3, reviewer_user_id = $4, published_at = CASE WHEN $2 = 'published' THEN now() END, updated_at = now()
          WHERE id = $1 AND state = 'pending' RETURNING id`,
        [req.params.id, req.body.approve ? 'published' : 'rejected', req.body.note ?? '', caller.id],
      );
      if (!done.length) throw new ApiError(Code.BadRequest, t('feNotPending'));
      return ok(null, say(req, 'ok'));
    },
  );

  app.post(
    '/api/FamilyEducation/Article/:id/Favourite',
    { schema: { tags, summary: '收藏文章', params: IdParams, response: answers(okNull) }, config: { access } },
    async (req) => {
      const { facts } = await visible(req, req.params.id);
      if (facts.state !== 'published') throw new ApiError(Code.NotFound, t('notFound'));
      await db.query('INSERT INTO fe_favourite (user_id, article_id) VALUES ($1, $2) ON CONFLICT DO NOTHING', [req.user.id, req.params.id]);
      return ok(null, say(req, 'ok'));
    },
  );

  app.delete(
    '/api/FamilyEducation/Article/:id/Favourite',
    { schema: { tags, summary: '取消收藏', params: IdParams, response: answers(okNull) }, config: { access } },
    async (req) => {
      await db.query('DELETE FROM fe_favourite WHERE user_id = $1 AND article_id = $2', [req.user.id, req.params.id]);
      return ok(null, say(req, 'ok'));
    },
  );

  app.get(
    '/api/FamilyEducation/Child',
    {
      schema: {
        tags,
        summary: '家长视图：孩子、班级、通知与适龄文章',
        response: answers(envelope(Type.Object({ children: Type.Array(ChildRow), notices: Type.Array(NoticeRow), articles: Type.Array(ArticleRow) }))),
      },
      config: { access },
    },
    async (req) => {
      const me = req.user.id;
      const children = await rows(
        db,
        ChildRow,
        `SELECT c.id, c.child_name, c.class_name, c.head_teacher, c.age_group, o.full_name AS school_name
           FROM fe_child c JOIN organize o ON o.id = c.organize_id WHERE c.parent_user_id = $1 ORDER BY c.child_name`,
        [me],
      );
      // The notices a parent gets are the released notices delivered to them (message_receive), nothing else.
      const notices = await rows(
        db,
        NoticeRow,
        `SELECT m.id, m.title, ${epochMs('m.released_at')} AS released_at, (r.is_read = 1) AS is_read
           FROM message_receive r JOIN message m ON m.id = r.message_id
          WHERE r.user_id = $1 AND m.type = 1 AND m.state = 'released' ORDER BY m.released_at DESC LIMIT 6`,
        [me],
      );
      const ages = [...new Set(children.map((c) => c.ageGroup))];
      const articles = await rows(
        db,
        ArticleRow,
        `SELECT ${COLUMNS} ${FROM} WHERE a.state = 'published' AND a.age_group = ANY($2::text[]) ORDER BY a.published_at DESC, a.id LIMIT 8`,
        [me, ages],
      );
      return ok({ children, notices, articles });
    },
  );

  app.get(
    '/api/FamilyEducation/Stats',
    { schema: { tags, summary: '分类下已发布文章数', response: answers(listOnly(Type.Object({ category: Type.String(), count: Type.Integer() }))) }, config: { access } },
    async () => ok({ list: await rows(db, Type.Object({ category: Type.String(), count: Type.Integer() }), `SELECT category, count(*)::int AS count FROM fe_article WHERE state = 'published' GROUP BY category`) }),
  );
}

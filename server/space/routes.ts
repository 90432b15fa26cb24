import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ApiError, Code } from '../../contract/errors';
import { t } from '../../contract/texts';
import { ok } from '../http/reply';
import { say } from '../http/language';
import { Type, Where, answers, envelope, epochMs, failFields, listAnswer, listPage, listQuery, okId, okNull, one, rows, schoolCaller, typed, type SchoolCaller } from '../kit';
import { MAX_POST_IMAGES, mayDeleteComment, mayDeletePost, mayModerate, maySeePost, type PostFacts } from './rules';

// 个人空间 (issue 17 item 4): posts with images, likes and comments; follows, followers, friends
// (mutual follows), the feed of the followed and the active users. School admins hide posts of their
// school (kit/schoolReach).

const MENU = 'space';
const access = { menu: MENU };

const CommentRow = Type.Object({ id: Type.String(), userId: Type.String(), userName: Type.String(), content: Type.String(), createdAt: Type.Number() });
const PostRow = Type.Object({
  id: Type.String(),
  userId: Type.String(),
  userName: Type.String(),
  headIcon: Type.String(),
  organizeName: Type.String(),
  content: Type.String(),
  images: Type.Array(Type.String()),
  hidden: Type.Boolean(),
  likeCount: Type.Integer(),
  liked: Type.Boolean(),
  commentCount: Type.Integer(),
  comments: Type.Array(CommentRow),
  mayModerate: Type.Boolean(),
  createdAt: Type.Number(),
});

/**
 * $1 the caller's id, $2 the caller's organisation path, $3 whether the caller is a school admin
 * (their reach is $2 and below), $4 whether they are the super administrator. The same rule as
 * rules.ts maySeePost, in SQL so that lists and counts agree with it.
 */
const VISIBLE = `(NOT p.hidden OR p.user_id = $1 OR ($3::boolean AND ($4::boolean OR po.tree_path LIKE $2 || '%')))`;
const COLUMNS = `p.id, p.user_id, u.real_name AS user_name, u.head_icon, po.full_name AS organize_name, p.content,
  ARRAY(SELECT jsonb_array_elements_text(p.images)) AS images, p.hidden,
  (SELECT count(*)::int FROM space_like l WHERE l.post_id = p.id) AS like_count,
  EXISTS (SELECT 1 FROM space_like l WHERE l.post_id = p.id AND l.user_id = $1) AS liked,
  (SELECT count(*)::int FROM space_comment c WHERE c.post_id = p.id) AS comment_count,
  coalesce((SELECT json_agg(json_build_object('id', c.id, 'userId', c.user_id, 'userName', cu.real_name, 'content', c.content,
      'createdAt', (extract(epoch FROM c.created_at) * 1000)::float8) ORDER BY c.created_at)
    FROM space_comment c JOIN users cu ON cu.id = c.user_id WHERE c.post_id = p.id), '[]'::json) AS comments,
  ($3::boolean AND ($4::boolean OR po.tree_path LIKE $2 || '%')) AS may_moderate,
  ${epochMs('p.created_at')} AS created_at`;
const FROM = 'FROM space_post p JOIN users u ON u.id = p.user_id JOIN organize po ON po.id = p.organize_id';

const PersonRow = Type.Object({
  id: Type.String(),
  realName: Type.String(),
  account: Type.String(),
  headIcon: Type.String(),
  organizeName: Type.String(),
  departmentName: Type.String(),
  postCount: Type.Integer(),
  followerCount: Type.Integer(),
  followingCount: Type.Integer(),
  /** the caller follows them */
  followed: Type.Boolean(),
  /** they follow the caller */
  followsMe: Type.Boolean(),
});
/** $1 the caller's id. Hidden posts are not counted: a count must not reveal what a reader cannot open. */
const PERSON_COLUMNS = `u.id, u.real_name, u.account, u.head_icon, o.full_name AS organize_name, coalesce(d.full_name, '') AS department_name,
  (SELECT count(*)::int FROM space_post p WHERE p.user_id = u.id AND NOT p.hidden) AS post_count,
  (SELECT count(*)::int FROM space_follow f WHERE f.followee_id = u.id) AS follower_count,
  (SELECT count(*)::int FROM space_follow f WHERE f.follower_id = u.id) AS following_count,
  EXISTS (SELECT 1 FROM space_follow f WHERE f.follower_id = $1 AND f.followee_id = u.id) AS followed,
  EXISTS (SELECT 1 FROM space_follow f WHERE f.follower_id = u.id AND f.followee_id = $1) AS follows_me`;
const PERSON_FROM = 'FROM users u JOIN organize o ON o.id = u.organize_id LEFT JOIN organize d ON d.id = u.department_id';

const PostQuery = listQuery({
  /** home: own posts; feed: own and followed; user: one person's posts (userId) */
  view: Type.Optional(Type.Union([Type.Literal('home'), Type.Literal('feed'), Type.Literal('user'), Type.Literal('all'), Type.Literal('')])),
  userId: Type.Optional(Type.String({ maxLength: 64 })),
});
const PeopleQuery = listQuery({
  /** attention: whom the caller follows; followers; friends (mutual); active: most posts and comments in 30 days; all */
  view: Type.Optional(Type.Union([Type.Literal('attention'), Type.Literal('followers'), Type.Literal('friends'), Type.Literal('active'), Type.Literal('all'), Type.Literal('')])),
});
const UserParams = Type.Object({ userId: Type.String({ minLength: 1, maxLength: 64 }) });
const PostParams = Type.Object({ id: Type.String({ minLength: 1, maxLength: 64 }) });
const PostFactsRow = Type.Object({ userId: Type.String(), hidden: Type.Boolean(), orgPath: Type.String() });

/** Only what our own upload answered for a public image (never a client path or another host). */
const uploadedImage = (url: string) => /^\/api\/Common\/Image\/image\/[0-9a-f-]{36}\.[a-z0-9]{1,5}(\?s=[A-Za-z0-9_-]{1,64})?$/.test(url);

const callerParams = (c: SchoolCaller) => [c.id, c.orgPath, c.reviewer, c.isAdministrator];

export default async function spaceRoutes(instance: FastifyInstance) {
  const app = typed(instance);
  const db = app.database;
  const tags = ['Space'];

  /** The post as the caller may know it: 404 when it does not exist or is hidden from them. */
  async function visiblePost(req: FastifyRequest, id: string): Promise<{ post: PostFacts; caller: SchoolCaller }> {
    const post = await one(db, PostFactsRow, 'SELECT p.user_id, p.hidden, o.tree_path AS org_path FROM space_post p JOIN organize o ON o.id = p.organize_id WHERE p.id = $1', [id]);
    const caller = await schoolCaller(req);
    if (!post || !maySeePost(caller, post)) throw new ApiError(Code.NotFound, t('notFound'));
    return { post, caller };
  }

  /** A user the space may show: an enabled account (a disabled one is as good as gone). */
  async function person(userId: string) {
    const r = await db.query('SELECT 1 FROM users WHERE id = $1 AND enabled_mark = 1', [userId]);
    if (!r.length) throw new ApiError(Code.NotFound, t('notFound'));
  }

  app.get(
    '/api/Space/Post',
    { schema: { tags, summary: '动态列表（我的 / 关注的人 / 某人 / 全部）', querystring: PostQuery, response: answers(listAnswer(PostRow)) }, config: { access } },
    async (req) => {
      const q = req.query;
      const caller = await schoolCaller(req);
      const where = new Where();
      for (const v of callerParams(caller)) where.param(v);
      where.and(VISIBLE);
      where.keyword(q.keyword, ['p.content']);
      const view = q.view || 'feed';
      if (view === 'home') where.and('p.user_id = $1');
      else if (view === 'feed') where.and('(p.user_id = $1 OR p.user_id IN (SELECT f.followee_id FROM space_follow f WHERE f.follower_id = $1))');
      else if (view === 'user') where.and(`p.user_id = ${where.param(q.userId ?? '')}`);
      return listPage(db, q, { row: PostRow, columns: COLUMNS, from: FROM, where, sorts: { createdAt: 'p.created_at' }, order: 'p.created_at DESC, p.id', tieBreak: 'p.id' });
    },
  );

  app.post(
    '/api/Space/Post',
    {
      schema: {
        tags,
        summary: '发表动态（文字与最多 9 张已上传的图片）',
        body: Type.Object({ content: Type.String({ maxLength: 2000 }), images: Type.Optional(Type.Array(Type.String({ maxLength: 200 }), { maxItems: MAX_POST_IMAGES })) }, { additionalProperties: false }),
        response: answers(okId),
      },
      config: { access },
    },
    async (req) => {
      const content = req.body.content.trim();
      const images = req.body.images ?? [];
      if (!content && !images.length) failFields([{ field: 'content', message: t('spaceEmptyPost') }]);
      if (images.some((i) => !uploadedImage(i))) failFields([{ field: 'images', message: t('spaceBadImage') }]);
      const r = await one(db, Type.Object({ id: Type.String() }), 'INSERT INTO space_post (user_id, organize_id, content, images) VALUES ($1, $2, $3, $4::jsonb) RETURNING id', [
        req.user.id, req.user.organizeId, content, JSON.stringify(images),
      ]);
      return ok({ id: r!.id }, say(req, 'ok'));
    },
  );

  app.delete(
    '/api/Space/Post/:id',
    { schema: { tags, summary: '删除自己的动态', params: PostParams, response: answers(okNull) }, config: { access } },
    async (req) => {
      const { post, caller } = await visiblePost(req, req.params.id);
      if (!mayDeletePost(caller, post)) throw new ApiError(Code.Forbidden, t('forbidden'));
      await db.query('DELETE FROM space_post WHERE id = $1', [req.params.id]);
      return ok(null, say(req, 'ok'));
    },
  );

  app.post(
    '/api/Space/Post/:id/Actions/Hide',
    {
      schema: { tags, summary: '屏蔽 / 恢复动态（本校管理员）', params: PostParams, body: Type.Object({ hidden: Type.Boolean() }, { additionalProperties: false }), response: answers(okNull) },
      config: { access },
    },
    async (req) => {
      const { post, caller } = await visiblePost(req, req.params.id);
      if (!mayModerate(caller, post)) throw new ApiError(Code.Forbidden, t('spaceNotModerator'));
      await db.query('UPDATE space_post SET hidden = $2, hidden_by = CASE WHEN $2 THEN $3 END WHERE id = $1', [req.params.id, req.body.hidden, caller.id]);
      return ok(null, say(req, 'ok'));
    },
  );

  app.post(
    '/api/Space/Post/:id/Like',
    { schema: { tags, summary: '点赞', params: PostParams, response: answers(okNull) }, config: { access } },
    async (req) => {
      await visiblePost(req, req.params.id);
      await db.query('INSERT INTO space_like (post_id, user_id) VALUES ($1, $2) ON CONFLICT DO NOTHING', [req.params.id, req.user.id]);
      return ok(null, say(req, 'ok'));
    },
  );

  app.delete(
    '/api/Space/Post/:id/Like',
    { schema: { tags, summary: '取消点赞', params: PostParams, response: answers(okNull) }, config: { access } },
    async (req) => {
      await db.query('DELETE FROM space_like WHERE post_id = $1 AND user_id = $2', [req.params.id, req.user.id]);
      return ok(null, say(req, 'ok'));
    },
  );

  app.post(
    '/api/Space/Post/:id/Comment',
    {
      schema: { tags, summary: '评论', params: PostParams, body: Type.Object({ content: Type.String({ maxLength: 500 }) }, { additionalProperties: false }), response: answers(okId) },
      config: { access },
    },
    async (req) => {
      await visiblePost(req, req.params.id);
      const content = req.body.content.trim();
      if (!content) failFields([{ field: 'content', message: t('spaceEmptyPost') }]);
      const r = await one(db, Type.Object({ id: Type.String() }), 'INSERT INTO space_comment (post_id, user_id, content) VALUES ($1, $2, $3) RETURNING id', [req.params.id, req.user.id, content]);
      return ok({ id: r!.id }, say(req, 'ok'));
    },
  );

  app.delete(
    '/api/Space/Comment/:id',
    { schema: { tags, summary: '删除评论（评论人或动态作者）', params: PostParams, response: answers(okNull) }, config: { access } },
    async (req) => {
      const c = await one(db, Type.Object({ userId: Type.String(), postId: Type.String(), postUserId: Type.String() }), 'SELECT c.user_id, c.post_id, p.user_id AS post_user_id FROM space_comment c JOIN space_post p ON p.id = c.post_id WHERE c.id = $1', [req.params.id]);
      if (!c) throw new ApiError(Code.NotFound, t('notFound'));
      await visiblePost(req, c.postId);
      if (!mayDeleteComment(req.user.id, c.userId, c.postUserId)) throw new ApiError(Code.Forbidden, t('forbidden'));
      await db.query('DELETE FROM space_comment WHERE id = $1', [req.params.id]);
      return ok(null, say(req, 'ok'));
    },
  );

  app.post(
    '/api/Space/Follow/:userId',
    { schema: { tags, summary: '关注', params: UserParams, response: answers(okNull) }, config: { access } },
    async (req) => {
      if (req.params.userId === req.user.id) throw new ApiError(Code.BadRequest, t('spaceSelfFollow'));
      await person(req.params.userId);
      await db.query('INSERT INTO space_follow (follower_id, followee_id) VALUES ($1, $2) ON CONFLICT DO NOTHING', [req.user.id, req.params.userId]);
      return ok(null, say(req, 'ok'));
    },
  );

  app.delete(
    '/api/Space/Follow/:userId',
    { schema: { tags, summary: '取消关注', params: UserParams, response: answers(okNull) }, config: { access } },
    async (req) => {
      await db.query('DELETE FROM space_follow WHERE follower_id = $1 AND followee_id = $2', [req.user.id, req.params.userId]);
      return ok(null, say(req, 'ok'));
    },
  );

  app.get(
    '/api/Space/People',
    { schema: { tags, summary: '关注 / 粉丝 / 好友 / 活跃用户', querystring: PeopleQuery, response: answers(listAnswer(PersonRow)) }, config: { access } },
    async (req) => {
      const q = req.query;
      const where = new Where();
      where.and(`${where.param(req.user.id)}::text <> ''`);
      where.and('u.enabled_mark = 1');
      where.keyword(q.keyword, ['u.real_name', 'u.account']);
      const view = q.view || 'all';
      const following = 'u.id IN (SELECT f.followee_id FROM space_follow f WHERE f.follower_id = $1)';
      const followers = 'u.id IN (SELECT f.follower_id FROM space_follow f WHERE f.followee_id = $1)';
      if (view === 'attention') where.and(following);
      else if (view === 'followers') where.and(followers);
      else if (view === 'friends') where.and(`${following} AND ${followers}`);
      else if (view === 'active') {
        where.and(`u.id IN (SELECT p.user_id FROM space_post p WHERE p.created_at > now() - interval '30 days' AND NOT p.hidden
          UNION SELECT c.user_id FROM space_comment c WHERE c.created_at > now() - interval '30 days')`);
      } else where.and('u.id <> $1');
      const activity = `((SELECT count(*) FROM space_post p WHERE p.user_id = u.id AND NOT p.hidden AND p.created_at > now() - interval '30 days')
        + (SELECT count(*) FROM space_comment c WHERE c.user_id = u.id AND c.created_at > now() - interval '30 days'))`;
      return listPage(db, q, {
        row: PersonRow,
        columns: PERSON_COLUMNS,
        from: PERSON_FROM,
        where,
        sorts: { realName: 'u.real_name' },
        order: view === 'active' ? `${activity} DESC, u.id` : 'u.sort_code, u.id',
        tieBreak: 'u.id',
      });
    },
  );

  app.get(
    '/api/Space/Profile/:userId',
    { schema: { tags, summary: '个人资料（关于我）', params: UserParams, response: answers(envelope(PersonRow)) }, config: { access } },
    async (req) => {
      await person(req.params.userId);
      const r = await rows(db, PersonRow, `SELECT ${PERSON_COLUMNS} ${PERSON_FROM} WHERE u.id = $2`, [req.user.id, req.params.userId]);
      return ok(r[0]);
    },
  );
}

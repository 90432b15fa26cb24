import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ApiError, Code } from '../../contract/errors';
import { t } from '../../contract/texts';
import { linkAddress } from '../../contract/linkAddress';
import { ok } from '../http/reply';
import { say } from '../http/language';
import { listSharedResources, SharedResource } from '../networkDisk';
import { IdParams, Nullable, Type, answers, envelope, epochMs, failFields, listOnly, looksAfter, okId, okNull, one, rows, schoolCaller, typed } from '../kit';

// 教师空间 / 教师工作室 (issue 17 item 3): a teacher's homepage (profile, subjects, honours, lessons
// and resources, posts from 个人空间) and studios (members, shared resources). Signed-in colleagues
// see everything but hidden posts; the public pages show only what a teacher chose to make public.

const MENU = 'teacherSpace';
const access = { menu: MENU };

const Honour = Type.Object({ year: Type.String({ maxLength: 10 }), name: Type.String({ maxLength: 100 }) });
const ProfileRow = Type.Object({
  userId: Type.String(),
  realName: Type.String(),
  organizeName: Type.String(),
  departmentName: Type.String(),
  subjects: Type.String(),
  title: Type.String(),
  intro: Type.String(),
  honours: Type.Array(Honour),
  publicPage: Type.Boolean(),
});
const ResourceRow = Type.Object({
  id: Type.String(),
  userId: Type.String(),
  userName: Type.String(),
  studioId: Nullable(Type.String()),
  kind: Type.String(),
  title: Type.String(),
  summary: Type.String(),
  subject: Type.String(),
  url: Type.String(),
  isPublic: Type.Boolean(),
  createdAt: Type.Number(),
});
const StudioRow = Type.Object({
  id: Type.String(),
  name: Type.String(),
  intro: Type.String(),
  organizeName: Type.String(),
  leaderId: Type.String(),
  leaderName: Type.String(),
  memberCount: Type.Integer(),
  resourceCount: Type.Integer(),
});
const MemberRow = Type.Object({ userId: Type.String(), realName: Type.String(), organizeName: Type.String(), subjects: Type.String(), leader: Type.Boolean() });
const PostRow = Type.Object({ id: Type.String(), content: Type.String(), createdAt: Type.Number() });

const PROFILE_SQL = `SELECT u.id AS user_id, u.real_name, o.full_name AS organize_name, coalesce(d.full_name, '') AS department_name,
    coalesce(p.subjects, '') AS subjects, coalesce(p.title, '') AS title, coalesce(p.intro, '') AS intro, coalesce(p.honours, '[]'::jsonb) AS honours,
    coalesce(p.public_page, false) AS public_page
  FROM users u JOIN organize o ON o.id = u.organize_id LEFT JOIN organize d ON d.id = u.department_id LEFT JOIN teacher_profile p ON p.user_id = u.id
  WHERE u.enabled_mark = 1`;
const RESOURCE_COLUMNS = `r.id, r.user_id, u.real_name AS user_name, r.studio_id, r.kind, r.title, r.summary, r.subject, r.url, r.is_public, ${epochMs('r.created_at')} AS created_at`;
const RESOURCE_FROM = 'FROM teacher_resource r JOIN users u ON u.id = r.user_id';
const STUDIO_COLUMNS = `s.id, s.name, s.intro, o.full_name AS organize_name, s.leader_user_id AS leader_id, lu.real_name AS leader_name,
  (SELECT count(*)::int FROM teacher_studio_member m WHERE m.studio_id = s.id) AS member_count,
  (SELECT count(*)::int FROM teacher_resource r WHERE r.studio_id = s.id) AS resource_count`;
const STUDIO_FROM = 'FROM teacher_studio s JOIN organize o ON o.id = s.organize_id JOIN users lu ON lu.id = s.leader_user_id';
const MEMBER_SQL = `SELECT u.id AS user_id, u.real_name, o.full_name AS organize_name, coalesce(p.subjects, '') AS subjects, (u.id = s.leader_user_id) AS leader
  FROM teacher_studio_member m JOIN teacher_studio s ON s.id = m.studio_id JOIN users u ON u.id = m.user_id JOIN organize o ON o.id = u.organize_id
  LEFT JOIN teacher_profile p ON p.user_id = u.id WHERE m.studio_id = $1`;

const UserParams = Type.Object({ userId: Type.String({ minLength: 1, maxLength: 64 }) });
const MemberParams = Type.Object({ id: Type.String({ minLength: 1, maxLength: 64 }), userId: Type.String({ minLength: 1, maxLength: 64 }) });

export default async function teacherSpaceRoutes(instance: FastifyInstance) {
  const app = typed(instance);
  const db = app.database;
  const tags = ['TeacherSpace'];

  async function profile(userId: string) {
    const p = await one(db, ProfileRow, `${PROFILE_SQL} AND u.id = $1`, [userId]);
    if (!p) throw new ApiError(Code.NotFound, t('notFound'));
    return p;
  }

  /** The studio and whether the caller runs it: its leader, or a school admin who looks after its school. */
  async function studioFor(req: FastifyRequest, id: string) {
    const s = await one(db, Type.Object({ leaderId: Type.String(), orgPath: Type.String() }), 'SELECT s.leader_user_id AS leader_id, o.tree_path AS org_path FROM teacher_studio s JOIN organize o ON o.id = s.organize_id WHERE s.id = $1', [id]);
    if (!s) throw new ApiError(Code.NotFound, t('notFound'));
    const c = await schoolCaller(req);
    return { runs: s.leaderId === c.id || looksAfter(c, s.orgPath), leaderId: s.leaderId };
  }

  app.get(
    '/api/TeacherSpace/Teacher/:userId',
    {
      schema: {
        tags,
        summary: '教师主页：资料、荣誉、课例与资源、动态、工作室',
        params: UserParams,
        response: answers(envelope(Type.Object({ profile: ProfileRow, resources: Type.Array(ResourceRow), posts: Type.Array(PostRow), studios: Type.Array(StudioRow), diskShares: Type.Array(SharedResource) }))),
      },
      config: { access },
    },
    async (req) => {
      const uid = req.params.userId;
      const p = await profile(uid);
      const [resources, posts, studios, shared] = await Promise.all([
        rows(db, ResourceRow, `SELECT ${RESOURCE_COLUMNS} ${RESOURCE_FROM} WHERE r.user_id = $1 ORDER BY r.created_at DESC LIMIT 50`, [uid]),
        // Posts a school admin hid stay off the homepage too.
        rows(db, PostRow, `SELECT p.id, p.content, ${epochMs('p.created_at')} AS created_at FROM space_post p WHERE p.user_id = $1 AND NOT p.hidden ORDER BY p.created_at DESC LIMIT 5`, [uid]),
        rows(db, StudioRow, `SELECT ${STUDIO_COLUMNS} ${STUDIO_FROM} WHERE s.id IN (SELECT studio_id FROM teacher_studio_member WHERE user_id = $1) ORDER BY s.created_at`, [uid]),
        listSharedResources(db, uid),
      ]);
      // What the teacher shares from the network disk: the owner sees all of it; a colleague only what
      // anyone with the link may open (a share with named colleagues is not announced to the others).
      const diskShares = uid === req.user.id ? shared : shared.filter((s) => s.link !== null);
      return ok({ profile: p, resources, posts, studios, diskShares });
    },
  );

  app.get(
    '/api/TeacherSpace/Teachers',
    {
      schema: { tags, summary: '有主页的教师', querystring: Type.Object({ keyword: Type.Optional(Type.String({ maxLength: 50 })), n: Type.Optional(Type.Unknown()) }), response: answers(listOnly(ProfileRow)) },
      config: { access },
    },
    async (req) => {
      const k = (req.query.keyword ?? '').trim();
      const list = await rows(
        db,
        ProfileRow,
        `${PROFILE_SQL} AND p.user_id IS NOT NULL AND ($1 = '' OR u.real_name ILIKE $2 OR p.subjects ILIKE $2) ORDER BY u.sort_code, u.id LIMIT 100`,
        [k, `%${k.replace(/[%_\\]/g, (c) => `\\${c}`)}%`],
      );
      return ok({ list });
    },
  );

  app.put(
    '/api/TeacherSpace/Profile',
    {
      schema: {
        tags,
        summary: '修改自己的教师主页',
        body: Type.Object(
          {
            subjects: Type.String({ maxLength: 100 }),
            title: Type.Optional(Type.String({ maxLength: 50 })),
            intro: Type.Optional(Type.String({ maxLength: 2000 })),
            honours: Type.Optional(Type.Array(Honour, { maxItems: 50 })),
            publicPage: Type.Optional(Type.Boolean()),
          },
          { additionalProperties: false },
        ),
        response: answers(okNull),
      },
      config: { access: 'login' },
    },
    async (req) => {
      const b = req.body;
      await db.query(
        `INSERT INTO teacher_profile (user_id, subjects, title, intro, honours, public_page) VALUES ($1, $2, $3, $4, $5::jsonb, $6)
         ON CONFLICT (user_id) DO UPDATE SET subjects = EXCLUDED.subjects, title = EXCLUDED.title, intro = EXCLUDED.intro, honours = EXCLUDED.honours,
           public_page = EXCLUDED.public_page, updated_at = now()`,
        [req.user.id, b.subjects.trim(), (b.title ?? '').trim(), (b.intro ?? '').trim(), JSON.stringify(b.honours ?? []), b.publicPage ?? false],
      );
      return ok(null, say(req, 'ok'));
    },
  );

  app.post(
    '/api/TeacherSpace/Resource',
    {
      schema: {
        tags,
        summary: '发布课例或资源（可共享到自己所在的工作室）',
        body: Type.Object(
          {
            kind: Type.Union([Type.Literal('lesson'), Type.Literal('resource')]),
            title: Type.String({ minLength: 1, maxLength: 100 }),
            summary: Type.Optional(Type.String({ maxLength: 500 })),
            subject: Type.Optional(Type.String({ maxLength: 20 })),
            url: Type.Optional(Type.String({ maxLength: 500 })),
            studioId: Type.Optional(Type.String({ maxLength: 64 })),
            isPublic: Type.Optional(Type.Boolean()),
          },
          { additionalProperties: false },
        ),
        response: answers(okId),
      },
      config: { access: 'login' },
    },
    async (req) => {
      const b = req.body;
      if (b.url && !linkAddress(b.url)) failFields([{ field: 'url', message: t('appBadAddress') }]);
      if (b.studioId) {
        // Only into a studio the caller belongs to.
        const member = await db.query('SELECT 1 FROM teacher_studio_member WHERE studio_id = $1 AND user_id = $2', [b.studioId, req.user.id]);
        if (!member.length) throw new ApiError(Code.NotFound, t('notFound'));
      }
      const r = await one(
        db,
        Type.Object({ id: Type.String() }),
        'INSERT INTO teacher_resource (user_id, studio_id, kind, title, summary, subject, url, is_public) VALUES ($1, $2, $3, $4, $5, $6, $7, $8) RETURNING id',
        [req.user.id, b.studioId || null, b.kind, b.title.trim(), b.summary ?? '', b.subject ?? '', b.url ?? '', b.isPublic ?? false],
      );
      return ok({ id: r!.id }, say(req, 'ok'));
    },
  );

  app.delete(
    '/api/TeacherSpace/Resource/:id',
    { schema: { tags, summary: '删除自己的课例或资源', params: IdParams, response: answers(okNull) }, config: { access } },
    async (req) => {
      const r = await one(db, Type.Object({ userId: Type.String() }), 'SELECT user_id FROM teacher_resource WHERE id = $1', [req.params.id]);
      if (!r) throw new ApiError(Code.NotFound, t('notFound'));
      if (r.userId !== req.user.id) throw new ApiError(Code.Forbidden, t('forbidden'));
      await db.query('DELETE FROM teacher_resource WHERE id = $1', [req.params.id]);
      return ok(null, say(req, 'ok'));
    },
  );

  app.get(
    '/api/TeacherSpace/Studio',
    { schema: { tags, summary: '教师工作室列表', response: answers(listOnly(StudioRow)) }, config: { access } },
    async () => ok({ list: await rows(db, StudioRow, `SELECT ${STUDIO_COLUMNS} ${STUDIO_FROM} ORDER BY s.created_at, s.id`) }),
  );

  app.get(
    '/api/TeacherSpace/Studio/:id',
    {
      schema: {
        tags,
        summary: '工作室：成员与共享资源',
        params: IdParams,
        response: answers(envelope(Type.Object({ studio: StudioRow, members: Type.Array(MemberRow), resources: Type.Array(ResourceRow), mayManage: Type.Boolean() }))),
      },
      config: { access },
    },
    async (req) => {
      const studio = await one(db, StudioRow, `SELECT ${STUDIO_COLUMNS} ${STUDIO_FROM} WHERE s.id = $1`, [req.params.id]);
      if (!studio) throw new ApiError(Code.NotFound, t('notFound'));
      const { runs } = await studioFor(req, req.params.id);
      const [members, resources] = await Promise.all([
        rows(db, MemberRow, `${MEMBER_SQL} ORDER BY (u.id = s.leader_user_id) DESC, m.joined_at`, [req.params.id]),
        rows(db, ResourceRow, `SELECT ${RESOURCE_COLUMNS} ${RESOURCE_FROM} WHERE r.studio_id = $1 ORDER BY r.created_at DESC`, [req.params.id]),
      ]);
      return ok({ studio, members, resources, mayManage: runs });
    },
  );

  app.post(
    '/api/TeacherSpace/Studio/:id/Member',
    {
      schema: { tags, summary: '添加工作室成员（主持人或本校管理员）', params: IdParams, body: Type.Object({ userId: Type.String({ minLength: 1, maxLength: 64 }) }, { additionalProperties: false }), response: answers(okNull) },
      config: { access },
    },
    async (req) => {
      const { runs } = await studioFor(req, req.params.id);
      if (!runs) throw new ApiError(Code.Forbidden, t('forbidden'));
      const u = await db.query('SELECT 1 FROM users WHERE id = $1 AND enabled_mark = 1', [req.body.userId]);
      if (!u.length) failFields([{ field: 'userId', message: t('notFound') }]);
      await db.query('INSERT INTO teacher_studio_member (studio_id, user_id) VALUES ($1, $2) ON CONFLICT DO NOTHING', [req.params.id, req.body.userId]);
      return ok(null, say(req, 'ok'));
    },
  );

  app.delete(
    '/api/TeacherSpace/Studio/:id/Member/:userId',
    { schema: { tags, summary: '移出工作室成员（主持人或本校管理员；主持人不能移出）', params: MemberParams, response: answers(okNull) }, config: { access } },
    async (req) => {
      const { runs, leaderId } = await studioFor(req, req.params.id);
      if (!runs || req.params.userId === leaderId) throw new ApiError(Code.Forbidden, t('forbidden'));
      await db.query('DELETE FROM teacher_studio_member WHERE studio_id = $1 AND user_id = $2', [req.params.id, req.params.userId]);
      return ok(null, say(req, 'ok'));
    },
  );

  // ---- public pages (no sign-in): only what the teacher made public --------------------------
  const PublicProfile = Type.Object({ realName: Type.String(), organizeName: Type.String(), subjects: Type.String(), title: Type.String(), intro: Type.String(), honours: Type.Array(Honour) });
  const PublicResource = Type.Object({ id: Type.String(), kind: Type.String(), title: Type.String(), summary: Type.String(), subject: Type.String(), url: Type.String(), createdAt: Type.Number() });
  const PUBLIC_RESOURCE = `SELECT r.id, r.kind, r.title, r.summary, r.subject, r.url, ${epochMs('r.created_at')} AS created_at FROM teacher_resource r`;

  app.get(
    '/api/Public/TeacherSpace/:userId',
    {
      schema: {
        tags,
        summary: '公开的教师主页（教师选择公开时）：资料、公开课例与资源、网盘中以链接公开分享的文件',
        params: UserParams,
        response: answers(envelope(Type.Object({ profile: PublicProfile, resources: Type.Array(PublicResource), diskShares: Type.Array(SharedResource) }))),
      },
      config: { access: 'public' },
    },
    async (req) => {
      const p = await profile(req.params.userId);
      if (!p.publicPage) throw new ApiError(Code.NotFound, t('notFound'));
      const resources = await rows(db, PublicResource, `${PUBLIC_RESOURCE} WHERE r.user_id = $1 AND r.is_public ORDER BY r.created_at DESC LIMIT 50`, [req.params.userId]);
      const diskShares = (await listSharedResources(db, req.params.userId)).filter((s) => s.link !== null);
      return ok({ profile: { realName: p.realName, organizeName: p.organizeName, subjects: p.subjects, title: p.title, intro: p.intro, honours: p.honours }, resources, diskShares });
    },
  );

  app.get(
    '/api/Public/TeacherStudio/:id',
    {
      schema: {
        tags,
        summary: '公开的工作室页（只列出公开主页的成员与公开资源）',
        params: IdParams,
        response: answers(envelope(Type.Object({ name: Type.String(), intro: Type.String(), organizeName: Type.String(), members: Type.Array(Type.Object({ userId: Type.String(), realName: Type.String(), subjects: Type.String() })), resources: Type.Array(PublicResource) }))),
      },
      config: { access: 'public' },
    },
    async (req) => {
      const s = await one(db, Type.Object({ name: Type.String(), intro: Type.String(), organizeName: Type.String() }), 'SELECT s.name, s.intro, o.full_name AS organize_name FROM teacher_studio s JOIN organize o ON o.id = s.organize_id WHERE s.id = $1', [req.params.id]);
      if (!s) throw new ApiError(Code.NotFound, t('notFound'));
      const members = await rows(
        db,
        Type.Object({ userId: Type.String(), realName: Type.String(), subjects: Type.String() }),
        `SELECT u.id AS user_id, u.real_name, p.subjects FROM teacher_studio_member m JOIN users u ON u.id = m.user_id AND u.enabled_mark = 1
           JOIN teacher_profile p ON p.user_id = u.id AND p.public_page WHERE m.studio_id = $1 ORDER BY m.joined_at`,
        [req.params.id],
      );
      const resources = await rows(db, PublicResource, `${PUBLIC_RESOURCE} WHERE r.studio_id = $1 AND r.is_public ORDER BY r.created_at DESC LIMIT 50`, [req.params.id]);
      return ok({ ...s, members, resources });
    },
  );
}

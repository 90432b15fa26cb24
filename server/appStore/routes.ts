import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ApiError, Code } from '../../contract/errors';
import { t } from '../../contract/texts';
import { APP_KINDS, appAddressOk, appMenuFields, type AppKind } from '../../contract/appStore/appAddress';
import { ok } from '../http/reply';
import { say } from '../http/language';
import type { Queryable } from '../db/client';
import {
  IdParams, Nullable, Type, Where, answers, contributeMenus, envelope, epochMs, failFields, inReach, listAnswer, listPage, listQuery, looksAfter, okId, okNull, one, rows,
  schoolCaller, typed, type ContributedMenu, type FieldError, type Static,
} from '../kit';
import { mayInstall } from './rules';

// 应用商店 (issue 17 item 5): a catalogue of apps (a designed page, a portal, an external link or a
// flow). School admins publish and edit their organisation's apps and choose who may install them;
// installing puts the app in "my apps" and in the user's menu (kit/menuContributions).

const MENU = 'application';
const access = { menu: MENU };

const AppRow = Type.Object({
  id: Type.String(),
  name: Type.String(),
  kind: Type.String(),
  address: Type.String(),
  icon: Type.String(),
  summary: Type.String(),
  published: Type.Boolean(),
  organizeName: Type.String(),
  installCount: Type.Integer(),
  ratingAvg: Type.Number(),
  ratingCount: Type.Integer(),
  installed: Type.Boolean(),
  mayEdit: Type.Boolean(),
  updatedAt: Type.Number(),
});
const RatingRow = Type.Object({ userName: Type.String(), score: Type.Integer(), comment: Type.String(), createdAt: Type.Number() });
const AppDetail = Type.Object({
  ...AppRow.properties,
  description: Type.String(),
  screenshots: Type.Array(Type.String()),
  allowRoleIds: Type.Array(Type.String()),
  allowOrganizeIds: Type.Array(Type.String()),
  myScore: Nullable(Type.Integer()),
  ratings: Type.Array(RatingRow),
});

/**
 * $1 caller id, $2 caller's organisation path, $3 school admin (looks after $2 and below), $4 super
 * administrator, $5 the caller's role ids. OFFERED is rules.ts mayInstall in SQL, so the shop lists
 * exactly what an install would accept.
 */
const MAY_EDIT = `($4::boolean OR ($3::boolean AND o.tree_path LIKE $2 || '%'))`;
const OFFERED = `($4::boolean OR (
    (jsonb_array_length(a.allow_role_ids) = 0 OR a.allow_role_ids ?| $5::text[])
    AND (jsonb_array_length(a.allow_organize_ids) = 0 OR EXISTS (SELECT 1 FROM organize ao WHERE a.allow_organize_ids ? ao.id AND $2 LIKE ao.tree_path || '%'))))`;
const COLUMNS = `a.id, a.name, a.kind, a.address, a.icon, a.summary, a.published, o.full_name AS organize_name,
  (SELECT count(*)::int FROM app_install i WHERE i.app_id = a.id) AS install_count,
  coalesce((SELECT round(avg(r.score)::numeric, 1)::float8 FROM app_rating r WHERE r.app_id = a.id), 0) AS rating_avg,
  (SELECT count(*)::int FROM app_rating r WHERE r.app_id = a.id) AS rating_count,
  EXISTS (SELECT 1 FROM app_install i WHERE i.app_id = a.id AND i.user_id = $1) AS installed,
  ${MAY_EDIT} AS may_edit, ${epochMs('a.updated_at')} AS updated_at`;
const FROM = 'FROM app_item a JOIN organize o ON o.id = a.organize_id';
/** Names every caller parameter with its type, so that a query using only some of them (the count) still binds. */
const TYPED = '($1::text, $2::text, $3::boolean, $4::boolean, $5::text[]) IS NOT NULL';

const AppInput = Type.Object(
  {
    name: Type.String({ minLength: 1, maxLength: 50 }),
    kind: Type.Union(APP_KINDS.map((k) => Type.Literal(k))),
    address: Type.String({ minLength: 1, maxLength: 500 }),
    icon: Type.Optional(Type.String({ maxLength: 50, pattern: '^[A-Za-z]*$' })),
    summary: Type.Optional(Type.String({ maxLength: 200 })),
    description: Type.Optional(Type.String({ maxLength: 5000 })),
    screenshots: Type.Optional(Type.Array(Type.String({ maxLength: 200 }), { maxItems: 8 })),
    allowRoleIds: Type.Optional(Type.Array(Type.String({ maxLength: 64 }), { maxItems: 50 })),
    allowOrganizeIds: Type.Optional(Type.Array(Type.String({ maxLength: 64 }), { maxItems: 50 })),
    published: Type.Optional(Type.Boolean()),
  },
  { additionalProperties: false },
);
type AppInput = Static<typeof AppInput>;

const AppQuery = listQuery({
  kind: Type.Optional(Type.String({ maxLength: 10 })),
  /** shop (default): published apps offered to the caller; mine: installed; manage: apps the caller looks after */
  view: Type.Optional(Type.Union([Type.Literal('shop'), Type.Literal('mine'), Type.Literal('manage'), Type.Literal('')])),
});

const uploadedImage = (url: string) => /^\/api\/Common\/Image\/image\/[0-9a-f-]{36}\.[a-z0-9]{1,5}(\?s=[A-Za-z0-9_-]{1,64})?$/.test(url);

/** Installed apps as one "我的应用" directory in the user's menu; nothing when none are installed. */
async function installedMenu(db: Queryable, userId: string): Promise<ContributedMenu[]> {
  const apps = await rows(
    db,
    Type.Object({ id: Type.String(), name: Type.String(), kind: Type.String(), address: Type.String(), icon: Type.String() }),
    `SELECT a.id, a.name, a.kind, a.address, a.icon FROM app_install i JOIN app_item a ON a.id = i.app_id
      WHERE i.user_id = $1 AND a.published ORDER BY i.created_at, a.id`,
    [userId],
  );
  if (!apps.length) return [];
  const dirId = 'appStore-mine';
  const entry = (over: Partial<ContributedMenu> & Pick<ContributedMenu, 'id' | 'enCode' | 'fullName'>): ContributedMenu => ({
    parentId: '-1', type: 1, icon: 'AppstoreOutlined', urlAddress: '', linkTarget: '', propertyJson: '', sortCode: 9999, hidden: false, hasChildren: false, children: [], modelId: over.id, ...over,
  });
  const children = apps.map((a, i) => entry({ id: `app-${a.id}`, parentId: dirId, enCode: `appStore.app${a.id.replace(/-/g, '')}`, fullName: a.name, icon: a.icon, sortCode: i, ...appMenuFields(a.kind as AppKind, a.address) }));
  return [entry({ id: dirId, enCode: 'appStore.mine', fullName: '我的应用', hasChildren: true, children })];
}

export default async function appStoreRoutes(instance: FastifyInstance) {
  const app = typed(instance);
  const db = app.database;
  const tags = ['AppStore'];
  contributeMenus('appStore', installedMenu);

  const callerParams = async (req: FastifyRequest) => {
    const c = await schoolCaller(req);
    return { c, params: [c.id, c.orgPath, c.reviewer, c.isAdministrator, req.userAccess.roleIds] };
  };

  /** The app as the caller may know it: published and offered to them, or looked after by them; 404 otherwise. */
  async function visibleApp(req: FastifyRequest, id: string) {
    const { c, params } = await callerParams(req);
    const row = await one(
      db,
      Type.Object({ orgPath: Type.String(), published: Type.Boolean(), offered: Type.Boolean() }),
      `SELECT o.tree_path AS org_path, a.published, ${OFFERED} AS offered ${FROM} WHERE a.id = $6 AND ${TYPED}`,
      [...params, id],
    );
    if (!row) throw new ApiError(Code.NotFound, t('notFound'));
    const editor = looksAfter(c, row.orgPath);
    if (!editor && !(row.published && row.offered)) throw new ApiError(Code.NotFound, t('notFound'));
    return { caller: c, params, editor, offered: row.offered, published: row.published };
  }

  /** Checks an app's input; answers the cleaned values or a 400 naming the fields, before anything is written. */
  async function cleanInput(req: FastifyRequest, b: AppInput) {
    const c = await schoolCaller(req);
    const errors: FieldError[] = [];
    if (!appAddressOk(b.kind, b.address)) errors.push({ field: 'address', message: t('appBadAddress') });
    const shots = b.screenshots ?? [];
    if (shots.some((s) => !uploadedImage(s))) errors.push({ field: 'screenshots', message: t('spaceBadImage') });
    const roleIds = [...new Set(b.allowRoleIds ?? [])];
    const orgIds = [...new Set(b.allowOrganizeIds ?? [])];
    if (roleIds.length) {
      const found = await db.query<{ id: string }>('SELECT id FROM role WHERE id = ANY($1::text[])', [roleIds]);
      if (found.length !== roleIds.length) errors.push({ field: 'allowRoleIds', message: t('notFound') });
    }
    if (orgIds.length) {
      // An organisation the caller does not look after is not theirs to offer an app to.
      const found = await db.query<{ tree_path: string }>('SELECT tree_path FROM organize WHERE id = ANY($1::text[])', [orgIds]);
      if (found.length !== orgIds.length || found.some((o) => !inReach(c, o.tree_path))) errors.push({ field: 'allowOrganizeIds', message: t('notFound') });
    }
    if (errors.length) failFields(errors);
    return {
      name: b.name.trim(), kind: b.kind, address: b.address.trim(), icon: b.icon || 'AppstoreOutlined', summary: b.summary ?? '', description: b.description ?? '',
      screenshots: JSON.stringify(shots), roleIds: JSON.stringify(roleIds), orgIds: JSON.stringify(orgIds), published: b.published ?? true,
    };
  }

  app.get(
    '/api/AppStore/App',
    { schema: { tags, summary: '应用列表（商店 / 我的应用 / 我管理的）', querystring: AppQuery, response: answers(listAnswer(AppRow)) }, config: { access } },
    async (req) => {
      const q = req.query;
      const { params } = await callerParams(req);
      const where = new Where();
      for (const p of params) where.param(p);
      where.and(TYPED);
      where.keyword(q.keyword, ['a.name', 'a.summary']);
      if (q.kind) where.and(`a.kind = ${where.param(q.kind)}`);
      const view = q.view || 'shop';
      if (view === 'manage') where.and(MAY_EDIT);
      else {
        where.and(`a.published AND ${OFFERED}`);
        if (view === 'mine') where.and('EXISTS (SELECT 1 FROM app_install i WHERE i.app_id = a.id AND i.user_id = $1)');
      }
      const sorts = { name: 'a.name', installCount: '(SELECT count(*) FROM app_install i WHERE i.app_id = a.id)', updatedAt: 'a.updated_at' };
      return listPage(db, q, { row: AppRow, columns: COLUMNS, from: FROM, where, sorts, order: 'a.created_at, a.id', tieBreak: 'a.id' });
    },
  );

  app.get(
    '/api/AppStore/App/:id',
    { schema: { tags, summary: '应用详情（截图、评分）', params: IdParams, response: answers(envelope(AppDetail)) }, config: { access } },
    async (req) => {
      const { params } = await visibleApp(req, req.params.id);
      const row = await one(
        db,
        Type.Object({ ...AppRow.properties, description: Type.String(), screenshots: Type.Array(Type.String()), allowRoleIds: Type.Array(Type.String()), allowOrganizeIds: Type.Array(Type.String()), myScore: Nullable(Type.Integer()) }),
        `SELECT ${COLUMNS}, a.description, ARRAY(SELECT jsonb_array_elements_text(a.screenshots)) AS screenshots,
            ARRAY(SELECT jsonb_array_elements_text(a.allow_role_ids)) AS allow_role_ids, ARRAY(SELECT jsonb_array_elements_text(a.allow_organize_ids)) AS allow_organize_ids,
            (SELECT r.score FROM app_rating r WHERE r.app_id = a.id AND r.user_id = $1) AS my_score
          ${FROM} WHERE a.id = $6 AND ${TYPED}`,
        [...params, req.params.id],
      );
      if (!row) throw new ApiError(Code.NotFound, t('notFound'));
      const ratings = await rows(
        db,
        RatingRow,
        `SELECT u.real_name AS user_name, r.score, r.comment, ${epochMs('r.created_at')} AS created_at FROM app_rating r JOIN users u ON u.id = r.user_id
          WHERE r.app_id = $1 ORDER BY r.created_at DESC LIMIT 20`,
        [req.params.id],
      );
      // Who it is offered to is the editors' business.
      return ok(row.mayEdit ? { ...row, ratings } : { ...row, allowRoleIds: [], allowOrganizeIds: [], ratings });
    },
  );

  app.post(
    '/api/AppStore/App',
    { schema: { tags, summary: '发布应用（本单位管理员）', body: AppInput, response: answers(okId) }, config: { access } },
    async (req) => {
      const c = await schoolCaller(req);
      if (!c.reviewer) throw new ApiError(Code.Forbidden, t('appNotEditor'));
      const v = await cleanInput(req, req.body);
      const r = await one(
        db,
        Type.Object({ id: Type.String() }),
        `INSERT INTO app_item (name, kind, address, icon, summary, description, screenshots, allow_role_ids, allow_organize_ids, published, organize_id, creator_user_id)
         VALUES ($1, $2, $3, $4, $5, $6, $7::jsonb, $8::jsonb, $9::jsonb, $10, $11, $12) RETURNING id`,
        [v.name, v.kind, v.address, v.icon, v.summary, v.description, v.screenshots, v.roleIds, v.orgIds, v.published, req.user.organizeId, req.user.id],
      );
      return ok({ id: r!.id }, say(req, 'ok'));
    },
  );

  app.put(
    '/api/AppStore/App/:id',
    { schema: { tags, summary: '修改应用（发布单位的管理员）', params: IdParams, body: AppInput, response: answers(okNull) }, config: { access } },
    async (req) => {
      const { editor } = await visibleApp(req, req.params.id);
      if (!editor) throw new ApiError(Code.Forbidden, t('appNotEditor'));
      const v = await cleanInput(req, req.body);
      await db.query(
        `UPDATE app_item SET name = $2, kind = $3, address = $4, icon = $5, summary = $6, description = $7, screenshots = $8::jsonb, allow_role_ids = $9::jsonb,
           allow_organize_ids = $10::jsonb, published = $11, updated_at = now() WHERE id = $1`,
        [req.params.id, v.name, v.kind, v.address, v.icon, v.summary, v.description, v.screenshots, v.roleIds, v.orgIds, v.published],
      );
      return ok(null, say(req, 'ok'));
    },
  );

  app.delete(
    '/api/AppStore/App/:id',
    { schema: { tags, summary: '下架并删除应用（发布单位的管理员）', params: IdParams, response: answers(okNull) }, config: { access } },
    async (req) => {
      const { editor } = await visibleApp(req, req.params.id);
      if (!editor) throw new ApiError(Code.Forbidden, t('appNotEditor'));
      await db.query('DELETE FROM app_item WHERE id = $1', [req.params.id]);
      return ok(null, say(req, 'ok'));
    },
  );

  app.post(
    '/api/AppStore/App/:id/Install',
    { schema: { tags, summary: '安装（加入我的应用与菜单）', params: IdParams, response: answers(okNull) }, config: { access } },
    async (req) => {
      const { published } = await visibleApp(req, req.params.id);
      // The pure rule decides (the list's SQL says the same): an editor sees apps not offered to them, and may not install those either.
      const offer = await one(
        db,
        Type.Object({ allowRoleIds: Type.Array(Type.String()), allowOrgPaths: Type.Array(Type.String()) }),
        `SELECT ARRAY(SELECT jsonb_array_elements_text(a.allow_role_ids)) AS allow_role_ids,
                ARRAY(SELECT o.tree_path FROM organize o WHERE a.allow_organize_ids ? o.id) AS allow_org_paths
           FROM app_item a WHERE a.id = $1`,
        [req.params.id],
      );
      const c = await schoolCaller(req);
      if (!published || !offer || !mayInstall(offer, { isAdministrator: c.isAdministrator, roleIds: req.userAccess.roleIds, orgPath: c.orgPath })) {
        throw new ApiError(Code.Forbidden, t('appNotAllowed'));
      }
      await db.query('INSERT INTO app_install (user_id, app_id) VALUES ($1, $2) ON CONFLICT DO NOTHING', [req.user.id, req.params.id]);
      return ok(null, say(req, 'ok'));
    },
  );

  app.delete(
    '/api/AppStore/App/:id/Install',
    { schema: { tags, summary: '卸载（从我的应用与菜单移除）', params: IdParams, response: answers(okNull) }, config: { access } },
    async (req) => {
      await db.query('DELETE FROM app_install WHERE user_id = $1 AND app_id = $2', [req.user.id, req.params.id]);
      return ok(null, say(req, 'ok'));
    },
  );

  app.post(
    '/api/AppStore/App/:id/Rating',
    {
      schema: {
        tags,
        summary: '评分（已安装的用户，1–5 分；再次评分覆盖）',
        params: IdParams,
        body: Type.Object({ score: Type.Integer({ minimum: 1, maximum: 5 }), comment: Type.Optional(Type.String({ maxLength: 300 })) }, { additionalProperties: false }),
        response: answers(okNull),
      },
      config: { access },
    },
    async (req) => {
      await visibleApp(req, req.params.id);
      const installed = await db.query('SELECT 1 FROM app_install WHERE user_id = $1 AND app_id = $2', [req.user.id, req.params.id]);
      if (!installed.length) throw new ApiError(Code.Forbidden, t('appNotAllowed'));
      await db.query(
        `INSERT INTO app_rating (user_id, app_id, score, comment) VALUES ($1, $2, $3, $4)
         ON CONFLICT (user_id, app_id) DO UPDATE SET score = EXCLUDED.score, comment = EXCLUDED.comment, created_at = now()`,
        [req.user.id, req.params.id, req.body.score, (req.body.comment ?? '').trim()],
      );
      return ok(null, say(req, 'ok'));
    },
  );

  app.get(
    '/api/AppStore/Choices',
    {
      schema: {
        tags,
        summary: '可选的角色与组织（发布应用时选择可安装范围）',
        response: answers(envelope(Type.Object({ roles: Type.Array(Type.Object({ id: Type.String(), fullName: Type.String() })), organizes: Type.Array(Type.Object({ id: Type.String(), fullName: Type.String() })) }))),
      },
      config: { access },
    },
    async (req) => {
      const c = await schoolCaller(req);
      const roles = await rows(db, Type.Object({ id: Type.String(), fullName: Type.String() }), 'SELECT id, full_name FROM role WHERE enabled_mark = 1 ORDER BY sort_code, id');
      const organizes = await rows(
        db,
        Type.Object({ id: Type.String(), fullName: Type.String() }),
        `SELECT id, full_name FROM organize WHERE category = 'company' AND enabled_mark = 1 AND ($1::boolean OR tree_path LIKE $2 || '%') ORDER BY tree_path`,
        [c.isAdministrator, c.orgPath],
      );
      return ok({ roles, organizes });
    },
  );
}

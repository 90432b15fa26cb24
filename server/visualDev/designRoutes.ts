import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ApiError, Code } from '../../contract/errors';
import { t } from '../../contract/texts';
import { ok } from '../http/reply';
import { say } from '../http/language';
import { canUse, dataScopes } from '../permission/access';
import { IdParams, Type, answers, envelope, epochMs, failFields, listOnly, okNull, one, rows, typed } from '../kit';
import { roleScope } from '../roles/roleScope';
import { ROLE_MENU } from '../organize/scope';
import { unheldItems } from '../authorize/escalation';
import { MENU_MENU, checkMenu, findMenu, insertMenu, updateMenu } from '../menu/menuStore';
import { moduleIdOf, type MenuInput } from '../menu/menuInput';
import type { PageSchema } from '../../contract/pageModel/pageSchema';
import { DESIGN_MENU } from './modelAccess';
import { PageSchemaValue, findEntity, saveSchema, storedSchema } from './designStore';

/*
 * The designer's own routes around a page (designer-api.md): the draft, the version history and
 * restore, and publishing the page in a menu for chosen roles.
 */

const tags = ['VisualDevelopment'];
const AUTH_MENU = 'permission.authorize';

const VersionParams = Type.Object({ id: Type.String({ minLength: 1, maxLength: 64 }), version: Type.Integer({ minimum: 1 }) });
const VersionRow = Type.Object({ version: Type.Integer(), note: Type.String(), creatorUser: Type.String(), creatorTime: Type.Number() });
const VersionDetail = Type.Object({ ...VersionRow.properties, pageSchema: PageSchemaValue });
const VERSION_COLUMNS = `h.version, h.note, coalesce(u.real_name, '') AS creator_user, ${epochMs('h.created_at')} AS creator_time`;
const VERSION_FROM = 'FROM visual_dev_version h LEFT JOIN users u ON u.id = h.creator_user_id';

const PublishedMenu = Type.Object({
  id: Type.String(),
  fullName: Type.String(),
  enCode: Type.String(),
  parentId: Type.String(),
  type: Type.Integer(),
  icon: Type.String(),
  roleIds: Type.Array(Type.String()),
});
const MenuOfPage = Type.Object({ id: Type.String(), fullName: Type.String(), enCode: Type.String(), parentId: Type.String(), type: Type.Integer(), icon: Type.String() });

const PublishBody = Type.Object(
  {
    menuId: Type.Optional(Type.String({ minLength: 1, maxLength: 64 })),
    parentId: Type.String({ minLength: 1, maxLength: 64 }),
    fullName: Type.String({ maxLength: 50 }),
    enCode: Type.Optional(Type.String({ maxLength: 80 })),
    icon: Type.String({ maxLength: 100, default: '' }),
    type: Type.Union([Type.Literal(3), Type.Literal(4), Type.Literal(5)]),
    roleIds: Type.Array(Type.String({ minLength: 1, maxLength: 64 }), { maxItems: 200 }),
    sortCode: Type.Optional(Type.Integer({ minimum: 0, maximum: 999999 })),
  },
  { additionalProperties: false },
);

const Found = Type.Object({ id: Type.String() });
const Grant = Type.Object({ objectId: Type.String() });
const Chain = Type.Object({ id: Type.String(), type: Type.Integer() });

/** The menu type that draws a page kind (§2.3): 4 dictionary, 5 report, 3 everything else. */
const menuTypeOf = (kind: PageSchema['kind']) => (kind === 'dictionary' ? 4 : kind === 'report' ? 5 : 3);

/** The menus (types 3–6) whose propertyJson names this page, from the live catalogue. */
async function menusOf(app: FastifyInstance, id: string) {
  const catalogue = await app.access.getCatalogue();
  return catalogue.modules.filter((m) => m.type >= 3 && m.type <= 6 && moduleIdOf(m.propertyJson) === id);
}

/**
 * Refuses roles the caller may not hand a menu to, with nothing written: handing out menus is
 * authorising (permission.authorize), a role outside the caller's role data permission is not
 * theirs to touch, and nobody widens their own rights through a role they hold (as in authorize).
 */
async function assertRolesGrantable(req: FastifyRequest, roleIds: string[]) {
  if (!roleIds.length) return;
  const access = req.userAccess;
  if (!access.grants.all && !canUse(access, AUTH_MENU)) throw new ApiError(Code.Forbidden, t('publishRolesRefused'));
  const params: unknown[] = [roleIds];
  const scope = await roleScope(req, dataScopes(access, ROLE_MENU), params);
  const found = await rows(req.server.database, Found, `SELECT r.id FROM role r WHERE r.id = ANY($1::text[]) ${scope ? `AND ${scope}` : ''}`, params);
  if (found.length !== new Set(roleIds).size) throw new ApiError(Code.Forbidden, t('publishRolesRefused'));
  if (!access.grants.all && roleIds.some((r) => access.roleIds.includes(r))) throw new ApiError(Code.Forbidden, t('cannotGrantOwn'));
}

export default async function designRoutes(instance: FastifyInstance) {
  const app = typed(instance);
  const db = app.database;
  const edit = { menu: DESIGN_MENU, button: 'btn_edit' } as const;

  app.put(
    '/api/VisualDevelopment/:id/Actions/Draft',
    {
      schema: { tags, summary: '保存草稿（运行中的页面不变）', params: IdParams, body: Type.Object({ pageSchema: PageSchemaValue }, { additionalProperties: false }), response: answers(okNull) },
      config: { access: edit },
    },
    async (req) => {
      const { id } = req.params;
      await findEntity(db, id);
      // A draft is work in progress: stored as written, checked only when it is saved as a version.
      await db.query('UPDATE visual_dev SET draft = $2, draft_saved_at = now(), draft_user_id = $3 WHERE id = $1', [id, JSON.stringify(req.body.pageSchema), req.user.id]);
      return ok(null, say(req, 'draftSaved'));
    },
  );

  app.delete(
    '/api/VisualDevelopment/:id/Actions/Draft',
    { schema: { tags, summary: '丢弃草稿', params: IdParams, response: answers(okNull) }, config: { access: edit } },
    async (req) => {
      const { id } = req.params;
      await findEntity(db, id);
      await db.query('UPDATE visual_dev SET draft = NULL, draft_saved_at = NULL, draft_user_id = NULL WHERE id = $1', [id]);
      return ok(null, say(req, 'deleteSuccess'));
    },
  );

  app.get(
    '/api/VisualDevelopment/:id/Versions',
    { schema: { tags, summary: '版本历史（新的在前）', params: IdParams, response: answers(listOnly(VersionRow)) }, config: { access: { menu: DESIGN_MENU } } },
    async (req) => {
      const { id } = req.params;
      const page = await findEntity(db, id);
      const list = await rows(db, VersionRow, `SELECT ${VERSION_COLUMNS} ${VERSION_FROM} WHERE h.model_id = $1 ORDER BY h.version DESC`, [id]);
      // A page saved before versions existed has its current schema as its only version.
      if (!list.some((v) => v.version === page.version)) {
        list.unshift({ version: page.version, note: '', creatorUser: page.creatorUser, creatorTime: page.lastModifyTime ?? page.creatorTime });
      }
      return ok({ list });
    },
  );

  async function versionOf(id: string, version: number) {
    const page = await findEntity(db, id);
    const found = await one(db, VersionDetail, `SELECT ${VERSION_COLUMNS}, h.page_schema ${VERSION_FROM} WHERE h.model_id = $1 AND h.version = $2`, [id, version]);
    if (found) return { page, found };
    if (version === page.version) return { page, found: { version, note: '', creatorUser: page.creatorUser, creatorTime: page.lastModifyTime ?? page.creatorTime, pageSchema: page.pageSchema } };
    throw new ApiError(Code.NotFound, t('notFound'));
  }

  app.get(
    '/api/VisualDevelopment/:id/Versions/:version',
    { schema: { tags, summary: '某一版本的页面配置', params: VersionParams, response: answers(envelope(VersionDetail)) }, config: { access: { menu: DESIGN_MENU } } },
    async (req) => ok((await versionOf(req.params.id, req.params.version)).found),
  );

  app.post(
    '/api/VisualDevelopment/:id/Versions/:version/Actions/Restore',
    {
      schema: { tags, summary: '恢复某一版本（另存为新版本）', params: VersionParams, response: answers(envelope(Type.Object({ version: Type.Integer() }))) },
      config: { access: edit },
    },
    async (req) => {
      const { id, version } = req.params;
      const { page, found } = await versionOf(id, version);
      const pageSchema = storedSchema(id, found.pageSchema);
      const saved = await saveSchema(db, id, { ...page, pageSchema, note: say(req, 'versionRestoredNote', { version: String(version) }) }, req.user.id, page);
      return ok({ version: saved }, say(req, 'updateSuccess'));
    },
  );

  app.get(
    '/api/VisualDevelopment/:id/Menus',
    { schema: { tags, summary: '发布了此功能的菜单及其授权角色', params: IdParams, response: answers(listOnly(PublishedMenu)) }, config: { access: { menu: DESIGN_MENU } } },
    async (req) => {
      const { id } = req.params;
      await findEntity(db, id);
      const menus = await menusOf(app, id);
      const list = [];
      for (const m of menus) {
        const holders = await rows(db, Grant, `SELECT object_id FROM authorize WHERE item_type = 'module' AND item_id = $1 AND object_type = 'Role' ORDER BY object_id`, [m.id]);
        const row = await one(db, MenuOfPage, 'SELECT id, full_name, en_code, parent_id, type, icon FROM module WHERE id = $1', [m.id]);
        if (row) list.push({ ...row, roleIds: holders.map((h) => h.objectId) });
      }
      return ok({ list });
    },
  );

  app.post(
    '/api/VisualDevelopment/:id/Actions/Publish',
    { schema: { tags, summary: '发布到菜单并授权给角色（menuId：重新发布）', params: IdParams, body: PublishBody, response: answers(envelope(Type.Object({ menuId: Type.String() }))) }, config: { access: edit } },
    async (req) => {
      const { id } = req.params;
      const b = req.body;
      const access = req.userAccess;
      const page = await findEntity(db, id);
      // Publishing writes a menu: the caller needs the menu screen's own button for it too.
      if (!canUse(access, MENU_MENU, b.menuId ? 'btn_edit' : 'btn_add')) throw new ApiError(Code.Forbidden, t('forbidden'));
      if (b.type !== menuTypeOf(page.type)) failFields([{ field: 'type', message: t('publishTypeMismatch') }]);
      const current = b.menuId ? await findMenu(db, b.menuId) : null;
      if (current && current.moduleId !== id) throw new ApiError(Code.BadRequest, t('publishMenuMismatch'));
      const roleIds = [...new Set(b.roleIds)];
      const holders = current
        ? (await rows(db, Grant, `SELECT object_id FROM authorize WHERE item_type = 'module' AND item_id = $1 AND object_type = 'Role'`, [current.id])).map((g) => g.objectId)
        : [];
      const dropped = holders.filter((r) => !roleIds.includes(r));
      // Taking the page away from a role is authorising too.
      await assertRolesGrantable(req, [...roleIds.filter((r) => !holders.includes(r)), ...dropped]);
      const enCode = b.enCode || current?.enCode || page.enCode;
      const input: MenuInput = {
        parentId: b.parentId,
        type: b.type,
        enCode,
        fullName: b.fullName,
        icon: b.icon,
        urlAddress: current?.urlAddress || enCode.replace(/\./g, '/'),
        linkTarget: '_self',
        propertyJson: { moduleId: id, isTree: page.type === 'treeList' ? 1 : 0 },
        category: 'Web',
        description: current?.description || null,
        sortCode: b.sortCode ?? current?.sortCode ?? 0,
        enabledMark: current?.enabledMark ?? 1,
        isHidden: current?.isHidden ?? 0,
        // The page's 数据权限 switch, when it has one, shows on its menu too (系统菜单 agrees with the designer).
        useDataPermission: typeof page.pageSchema.dataPermission === 'boolean' ? Number(page.pageSchema.dataPermission) : (current?.useDataPermission ?? 0),
      };
      await checkMenu(db, input, current?.id ?? null);
      const menuId = await db.transaction(async (tx) => {
        let mid: string;
        if (current) {
          await updateMenu(tx, current.id, input);
          mid = current.id;
        } else mid = await insertMenu(tx, input);
        // The menu, its buttons and columns, and the directories above it (a role without the
        // directory would hold a menu it never sees), as far as the caller holds those directories.
        const chain = await rows(
          tx,
          Chain,
          `WITH RECURSIVE up AS (SELECT id, parent_id, type, 1 AS depth FROM module WHERE id = $1
             UNION ALL SELECT m.id, m.parent_id, m.type, up.depth + 1 FROM module m JOIN up ON m.id = up.parent_id WHERE up.depth < 50)
           SELECT id, type FROM up WHERE id <> $1`,
          [mid],
        );
        const directories = chain.filter((d) => unheldItems(access.grants, [{ itemType: 'module', itemId: d.id }]).length === 0).map((d) => d.id);
        const buttons = await rows(tx, Found, 'SELECT id FROM module_button WHERE module_id = $1', [mid]);
        const columns = await rows(tx, Found, 'SELECT id FROM module_column WHERE module_id = $1', [mid]);
        const items: [string, string[]][] = [
          ['module', [mid, ...directories]],
          ['button', buttons.map((x) => x.id)],
          ['column', columns.map((x) => x.id)],
        ];
        for (const [itemType, ids] of items) {
          if (!ids.length || !roleIds.length) continue;
          await tx.query(
            `INSERT INTO authorize (item_type, item_id, object_type, object_id)
             SELECT $1, i, 'Role', r FROM unnest($2::text[]) AS i CROSS JOIN unnest($3::text[]) AS r ON CONFLICT DO NOTHING`,
            [itemType, ids, roleIds],
          );
        }
        if (dropped.length) {
          await tx.query(
            `DELETE FROM authorize WHERE object_type = 'Role' AND object_id = ANY($2::text[]) AND (
               (item_type = 'module' AND item_id = $1)
               OR (item_type = 'button' AND item_id IN (SELECT id FROM module_button WHERE module_id = $1))
               OR (item_type = 'column' AND item_id IN (SELECT id FROM module_column WHERE module_id = $1)))`,
            [mid, dropped],
          );
        }
        return mid;
      });
      app.access.invalidate();
      return ok({ menuId }, say(req, 'publishSuccess'));
    },
  );
}

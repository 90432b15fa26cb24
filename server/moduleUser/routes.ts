import type { FastifyInstance } from 'fastify';
import { ApiError, Code } from '../../contract/errors';
import { ok } from '../http/reply';
import { buildMenuTree } from '../permission/menuTree';
import { findUser } from '../users/userRecords';
import { Nullable, Type, answers, envelope, listOnly, okNull, one, rows, typed, type Static } from '../kit';
import { USER_MENU } from '../organize/scope';
import { t } from '../../contract/texts';
import { say } from '../http/language';

/*
 * Menu configuration (菜单配置): each user may hide and re-order their top-level menus. The rows
 * only ever narrow what CurrentUser shows; grants decide what exists.
 */

export interface ModuleConfigItem {
  moduleId: string;
  isHidden: number;
  sortCode: number;
}

/** Pure: refuses a configuration that would hide every top-level menu. */
export function hidesEverything(moduleIds: string[], current: Map<string, ModuleConfigItem>, changes: ModuleConfigItem[]): boolean {
  if (!moduleIds.length) return false;
  const next = new Map(current);
  for (const c of changes) next.set(c.moduleId, c);
  return moduleIds.every((id) => next.get(id)?.isHidden === 1);
}

/** The user as access control sees them (auth/sessions.ts SessionUser). */
const AccessUser = Type.Object({
  id: Type.String(),
  account: Type.String(),
  realName: Type.String(),
  organizeId: Type.String(),
  departmentId: Nullable(Type.String()),
  isAdministrator: Type.Boolean(),
  enabledMark: Type.Integer(),
});

async function sessionUserOf(app: FastifyInstance, userId: string) {
  const user = await one(app.database, AccessUser, 'SELECT id, account, real_name, organize_id, department_id, is_administrator, enabled_mark FROM users WHERE id = $1', [
    userId,
  ]);
  if (!user) throw new ApiError(Code.NotFound, t('notFound'));
  return user;
}

const ConfigRow = Type.Object({ moduleId: Type.String(), isHidden: Type.Integer(), sortCode: Type.Integer() });
/** A top-level menu with the user's configuration of it. */
const ModuleConfig = Type.Object({
  moduleId: Type.String(),
  moduleName: Type.String(),
  enCode: Type.String(),
  icon: Type.String(),
  isHidden: Type.Integer(),
  sortCode: Type.Integer(),
});
type ModuleConfig = Static<typeof ModuleConfig>;

/** The user's top-level granted menus with their configuration, in the order CurrentUser shows them. */
async function modulesOf(app: FastifyInstance, userId: string) {
  const access = await app.access.forUser(await sessionUserOf(app, userId));
  const configured = await rows(app.database, ConfigRow, 'SELECT module_id, is_hidden, sort_code FROM module_user WHERE user_id = $1', [userId]);
  const conf = new Map(configured.map((c) => [c.moduleId, c]));
  const top = buildMenuTree(access.catalogue.modules, access.grants, configured.map((c) => ({ ...c, isHidden: 0 })));
  return {
    conf,
    list: top.map((m): ModuleConfig => ({
      moduleId: m.id,
      moduleName: m.fullName,
      enCode: m.enCode,
      icon: m.icon,
      isHidden: conf.get(m.id)?.isHidden ?? 0,
      sortCode: conf.get(m.id)?.sortCode ?? m.sortCode,
    })),
  };
}

const ConfigItem = Type.Object({
  moduleId: Type.String({ minLength: 1, maxLength: 64 }),
  isHidden: Type.Union([Type.Literal(0), Type.Literal(1)]),
  sortCode: Type.Optional(Type.Integer({ minimum: 0, maximum: 999999, default: 0 })),
});
const ConfigList = Type.Array(ConfigItem, { maxItems: 500 });

async function saveConfig(app: FastifyInstance, userId: string, changes: Static<typeof ConfigItem>[], checkOnly = false) {
  const { conf, list } = await modulesOf(app, userId);
  const ids = list.map((m) => m.moduleId);
  const known = new Set(ids);
  const relevant = changes.filter((c) => known.has(c.moduleId)).map(({ sortCode = 0, ...c }) => ({ ...c, sortCode }));
  if (hidesEverything(ids, conf, relevant)) throw new ApiError(Code.BadRequest, t('keepOneMenu'));
  if (checkOnly) return;
  for (const c of relevant) {
    await app.database.query(
      `INSERT INTO module_user (user_id, module_id, is_hidden, sort_code) VALUES ($1, $2, $3, $4)
       ON CONFLICT (user_id, module_id) DO UPDATE SET is_hidden = EXCLUDED.is_hidden, sort_code = EXCLUDED.sort_code`,
      [userId, c.moduleId, c.isHidden, c.sortCode],
    );
  }
}

const Count = envelope(Type.Object({ count: Type.Integer() }));

export default async function moduleUserRoutes(instance: FastifyInstance) {
  const app = typed(instance);
  const tags = ['ModuleUser'];

  app.get(
    '/api/Permission/ModuleUser/Current',
    {
      schema: { tags, summary: '菜单配置：我的顶层菜单 data.list [{moduleId, moduleName, isHidden, sortCode}]', response: answers(listOnly(ModuleConfig)) },
      config: { access: 'login' },
    },
    async (req) => ok({ list: (await modulesOf(app, req.user.id)).list }),
  );

  app.put(
    '/api/Permission/ModuleUser/Current',
    {
      schema: {
        tags,
        summary: '保存菜单配置（body {list:[{moduleId, isHidden, sortCode}]}；不能全部隐藏）',
        body: Type.Object({ list: ConfigList }),
        response: answers(okNull),
      },
      config: { access: 'login' },
    },
    async (req) => {
      await saveConfig(app, req.user.id, req.body.list);
      return ok(null, say(req, 'menuConfigSaved'));
    },
  );

  app.post(
    '/api/Permission/ModuleUser/Data/GetModulesByUserId',
    {
      schema: {
        tags,
        summary: '某用户的顶层菜单及其配置（body {userId}；用户须在数据权限内）',
        body: Type.Object({ userId: Type.String({ minLength: 1, maxLength: 64 }) }),
        response: answers(listOnly(ModuleConfig)),
      },
      config: { access: { menu: USER_MENU } },
    },
    async (req) => {
      const { userId } = req.body;
      await findUser(req, userId);
      return ok({ list: (await modulesOf(app, userId)).list });
    },
  );

  app.post(
    '/api/Permission/ModuleUser/Data/BatchUpdate',
    {
      schema: {
        tags,
        summary: '批量设置多个用户的菜单配置（body {userIds, list}；每个用户都须在数据权限内，且不能全部隐藏）',
        body: Type.Object({ userIds: Type.Array(Type.String({ minLength: 1, maxLength: 64 }), { minItems: 1, maxItems: 500 }), list: ConfigList }),
        response: answers(Count),
      },
      config: { access: { menu: USER_MENU, button: 'btn_edit' } },
    },
    async (req) => {
      const { userIds, list } = req.body;
      // Every user is checked before anything is written: all or nothing.
      for (const id of userIds) await findUser(req, id);
      for (const id of userIds) await saveConfig(app, id, list, true);
      for (const id of userIds) await saveConfig(app, id, list);
      return ok({ count: userIds.length }, say(req, 'updateSuccess'));
    },
  );
}

import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ApiError, Code } from '../../contract/errors';
import { ok } from '../http/reply';
import { buildMenuTree } from '../permission/menuTree';
import type { SessionUser } from '../auth/sessions';
import { findUser } from '../users/userRecords';
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

async function sessionUserOf(app: FastifyInstance, userId: string): Promise<SessionUser> {
  const rows = await app.database.query<Record<string, unknown>>(
    'SELECT id, account, real_name, organize_id, department_id, is_administrator, enabled_mark FROM users WHERE id = $1',
    [userId],
  );
  const r = rows[0];
  if (!r) throw new ApiError(Code.NotFound, t('notFound'));
  return {
    id: r.id as string,
    account: r.account as string,
    realName: r.real_name as string,
    organizeId: r.organize_id as string,
    departmentId: (r.department_id as string) ?? null,
    isAdministrator: r.is_administrator as boolean,
    enabledMark: Number(r.enabled_mark),
  };
}

/** The user's top-level granted menus with their configuration, in the order CurrentUser shows them. */
async function modulesOf(app: FastifyInstance, userId: string) {
  const access = await app.access.forUser(await sessionUserOf(app, userId));
  const rows = await app.database.query<{ module_id: string; is_hidden: number; sort_code: number }>(
    'SELECT module_id, is_hidden, sort_code FROM module_user WHERE user_id = $1',
    [userId],
  );
  const conf = new Map(rows.map((r) => [r.module_id, { moduleId: r.module_id, isHidden: Number(r.is_hidden), sortCode: Number(r.sort_code) }]));
  const top = buildMenuTree(access.catalogue.modules, access.grants, [...conf.values()].map((c) => ({ ...c, isHidden: 0 })));
  return {
    conf,
    list: top.map((m) => ({
      moduleId: m.id,
      moduleName: m.fullName,
      enCode: m.enCode,
      icon: m.icon,
      isHidden: conf.get(m.id)?.isHidden ?? 0,
      sortCode: conf.get(m.id)?.sortCode ?? m.sortCode,
    })),
  };
}

async function saveConfig(app: FastifyInstance, userId: string, changes: ModuleConfigItem[], checkOnly = false) {
  const { conf, list } = await modulesOf(app, userId);
  const ids = list.map((m) => m.moduleId);
  const known = new Set(ids);
  const relevant = changes.filter((c) => known.has(c.moduleId));
  if (hidesEverything(ids, conf, relevant)) throw new ApiError(Code.BadRequest, t('keepOneMenu'));
  if (checkOnly) return;
  for (const c of relevant) {
    await app.database.query(
      `INSERT INTO module_user (user_id, module_id, is_hidden, sort_code) VALUES ($1, $2, $3, $4)
       ON CONFLICT (user_id, module_id) DO UPDATE SET is_hidden = EXCLUDED.is_hidden, sort_code = EXCLUDED.sort_code`,
      [userId, c.moduleId, c.isHidden, c.sortCode ?? 0],
    );
  }
}

const itemSchema = {
  type: 'object',
  required: ['moduleId', 'isHidden'],
  properties: {
    moduleId: { type: 'string', minLength: 1, maxLength: 64 },
    isHidden: { type: 'integer', enum: [0, 1] },
    sortCode: { type: 'integer', minimum: 0, maximum: 999999, default: 0 },
  },
} as const;
const listSchema = { type: 'array', maxItems: 500, items: itemSchema } as const;

export default async function moduleUserRoutes(app: FastifyInstance) {
  const tags = ['ModuleUser'];

  app.get(
    '/api/Permission/ModuleUser/Current',
    { schema: { tags, summary: '菜单配置：我的顶层菜单 data.list [{moduleId, moduleName, isHidden, sortCode}]' }, config: { access: 'login' } },
    async (req) => ok({ list: (await modulesOf(app, req.user.id)).list }),
  );

  app.put(
    '/api/Permission/ModuleUser/Current',
    {
      schema: { tags, summary: '保存菜单配置（body {list:[{moduleId, isHidden, sortCode}]}；不能全部隐藏）', body: { type: 'object', required: ['list'], properties: { list: listSchema } } },
      config: { access: 'login' },
    },
    async (req) => {
      await saveConfig(app, req.user.id, (req.body as { list: ModuleConfigItem[] }).list);
      return ok(null, say(req, 'menuConfigSaved'));
    },
  );

  app.post(
    '/api/Permission/ModuleUser/Data/GetModulesByUserId',
    {
      schema: {
        tags,
        summary: '某用户的顶层菜单及其配置（body {userId}；用户须在数据权限内）',
        body: { type: 'object', required: ['userId'], properties: { userId: { type: 'string', minLength: 1, maxLength: 64 } } },
      },
      config: { access: { menu: USER_MENU } },
    },
    async (req) => {
      const { userId } = req.body as { userId: string };
      await findUser(req as FastifyRequest, userId);
      return ok({ list: (await modulesOf(app, userId)).list });
    },
  );

  app.post(
    '/api/Permission/ModuleUser/Data/BatchUpdate',
    {
      schema: {
        tags,
        summary: '批量设置多个用户的菜单配置（body {userIds, list}；每个用户都须在数据权限内，且不能全部隐藏）',
        body: {
          type: 'object',
          required: ['userIds', 'list'],
          properties: { userIds: { type: 'array', minItems: 1, maxItems: 500, items: { type: 'string', minLength: 1, maxLength: 64 } }, list: listSchema },
        },
      },
      config: { access: { menu: USER_MENU, button: 'btn_edit' } },
    },
    async (req) => {
      const { userIds, list } = req.body as { userIds: string[]; list: ModuleConfigItem[] };
      // Every user is checked before anything is written: all or nothing.
      for (const id of userIds) await findUser(req, id);
      for (const id of userIds) await saveConfig(app, id, list, true);
      for (const id of userIds) await saveConfig(app, id, list);
      return ok({ count: userIds.length }, say(req, 'updateSuccess'));
    },
  );
}

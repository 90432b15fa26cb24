import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ApiError, Code } from '../../contract/errors';
import { ok } from '../http/reply';
import { dataScopes } from '../permission/access';
import { dataScopeCondition } from '../permission/dataScopeSql';
import { scopeUser } from '../permission/scopeUser';
import { POS_MENU, ROLE_MENU, USER_MENU } from '../organize/scope';
import { roleScope } from '../roles/roleScope';
import { GrantItemRow, ITEM_TYPES, unheldItems, type GrantItem, type ItemType } from './escalation';
import { grantNode, itemTree, moduleTree } from './grantTree';
import type { ModuleItemRow } from '../permission/menuTree';
import { Type, answers, envelope, okNull, one, rows, typed } from '../kit';
import { t as text } from '../../contract/texts';
import { say } from '../http/language';
import { assertManageable } from '../users/manageGuard';
import type { Queryable } from '../db/client';

/*
 * Grants of menus, buttons, columns, forms and data schemes (resource) to a Role, Position or User
 * (JNPF AuthorizeEntity). Only the super administrator or holders of permission.authorize reach
 * these routes; everyone else gets 403. Two rules keep it safe:
 * - a caller grants only what they hold themselves (a data scheme is held when the caller holds one
 *   at least as broad on that menu), and a replace leaves untouched what the caller cannot see;
 * - the target must be inside the caller's data permission of its own menu (roles: role menu,
 *   positions: position menu, users: user menu), so school1 cannot touch 学校管理员 or school2.
 */

export const AUTH_MENU = 'permission.authorize';
const OBJECT_TYPES = ['Role', 'Position', 'User'] as const;
type ObjectType = (typeof OBJECT_TYPES)[number];

const ObjectTypeSchema = Type.Union(OBJECT_TYPES.map((o) => Type.Literal(o)));
const IdList = Type.Array(Type.String({ minLength: 1, maxLength: 64 }), { maxItems: 5000 });
const itemProps = {
  module: Type.Optional(IdList),
  button: Type.Optional(IdList),
  column: Type.Optional(IdList),
  form: Type.Optional(IdList),
  resource: Type.Optional(IdList),
};
type ItemLists = Partial<Record<ItemType, string[]>>;
const ObjectIdParams = Type.Object({ id: Type.String({ minLength: 1, maxLength: 64 }) });

/** One item type's answer: the tree the caller may grant from, the ids granted, every grantable id. */
const typeAnswerSchema = () => Type.Object({ list: Type.Array(grantNode()), ids: Type.Array(Type.String()), all: Type.Array(Type.String()) });
const ModelAnswer = Type.Object({
  objectType: ObjectTypeSchema,
  objectId: Type.String(),
  objectName: Type.String(),
  module: typeAnswerSchema(),
  button: typeAnswerSchema(),
  column: typeAnswerSchema(),
  form: typeAnswerSchema(),
  resource: typeAnswerSchema(),
});
// Built once, not per app: a fresh recursive schema gets a new `$id` each time, so every app built in
// one process would compile it again (http/schemaCompilers.ts).
const TypeAnswer = typeAnswerSchema();
const Named = Type.Object({ id: Type.String(), fullName: Type.String() });
const Held = Type.Object({ held: Type.Boolean() });

/**
 * The object (role, position or user) if the caller may see it; 404 otherwise. To change its grants
 * (`forWrite`) the caller must also manage it: no grant reaches oneself, directly (a user grant to
 * one's own account, or to an account the account rules forbid: users/accountRules.ts) or through a
 * role or position one holds, since nobody should widen their own rights, even with items they hold
 * for another menu's scope (403).
 */
async function findObject(req: FastifyRequest, objectType: ObjectType, objectId: string, forWrite = false): Promise<{ id: string; fullName: string }> {
  const db = req.server.database;
  const access = req.userAccess;
  const params: unknown[] = [objectId];
  let sql: string;
  if (objectType === 'Role') {
    const scope = await roleScope(req, dataScopes(access, ROLE_MENU), params);
    sql = `SELECT r.id, r.full_name FROM role r WHERE r.id = $1 ${scope ? `AND ${scope}` : ''}`;
  } else if (objectType === 'Position') {
    const scope = dataScopeCondition(dataScopes(access, POS_MENU), await scopeUser(req), { organize: 'p.organize_id', own: ['p.creator_user_id'] }, params);
    sql = `SELECT p.id, p.full_name FROM position p WHERE p.id = $1 ${scope ? `AND ${scope}` : ''}`;
  } else {
    const scope = dataScopeCondition(dataScopes(access, USER_MENU), await scopeUser(req), {
      organize: 'u.organize_id',
      department: 'u.department_id',
      own: ['u.id', 'u.creator_user_id'],
    }, params);
    sql = `SELECT u.id, u.real_name AS full_name FROM users u WHERE u.id = $1 AND NOT u.is_administrator ${scope ? `AND ${scope}` : ''}`;
  }
  const found = await one(db, Named, sql, params);
  if (!found) throw new ApiError(Code.NotFound, text('notFound'));
  if (forWrite && !access.grants.all) {
    if (objectType === 'User') await assertManageable(req, { id: objectId, isAdministrator: false });
    // Disabled roles count too: switched back on, they would carry the grant to the caller.
    const held =
      objectType !== 'User' &&
      (await one(db, Held, 'SELECT true AS held FROM user_relation WHERE user_id = $1 AND object_type = $2 AND object_id = $3', [req.user.id, objectType, objectId]));
    if (held) throw new ApiError(Code.Forbidden, text('cannotGrantOwn'));
  }
  return found;
}

/** Everything the caller may hand out, per item type (the catalogue narrowed to what they hold). */
function grantable(req: FastifyRequest) {
  const { catalogue, grants } = req.userAccess;
  const ok1 = (itemType: ItemType, itemId: string) => unheldItems(grants, [{ itemType, itemId }], catalogue.resources).length === 0;
  const modules = catalogue.modules.filter((m) => ok1('module', m.id));
  const items: Record<ItemType, (ModuleItemRow & { scope?: string })[]> = {
    module: modules.map((m) => ({ id: m.id, moduleId: m.id, enCode: m.enCode, fullName: m.fullName })),
    button: catalogue.buttons.filter((b) => ok1('button', b.id)),
    column: catalogue.columns.filter((c) => ok1('column', c.id)),
    form: catalogue.forms.filter((f) => ok1('form', f.id)),
    resource: catalogue.resources.filter((r) => ok1('resource', r.id)),
  };
  return { modules, catalogue, items };
}

async function grantedTo(req: FastifyRequest, objectType: ObjectType, objectId: string) {
  const granted = await rows(req.server.database, GrantItemRow, 'SELECT item_type, item_id FROM authorize WHERE object_type = $1 AND object_id = $2', [
    objectType,
    objectId,
  ]);
  const by: Record<ItemType, Set<string>> = { module: new Set(), button: new Set(), column: new Set(), form: new Set(), resource: new Set() };
  for (const r of granted) by[r.itemType].add(r.itemId);
  return by;
}

function typeAnswer(req: FastifyRequest, g: ReturnType<typeof grantable>, granted: Set<string>, itemType: ItemType, moduleIds?: string[]) {
  const narrow = moduleIds?.length ? new Set(moduleIds) : null;
  const items = g.items[itemType].filter((i) => !narrow || narrow.has(i.moduleId));
  const all = items.map((i) => i.id);
  const list = itemType === 'module' ? moduleTree(g.modules.filter((m) => !narrow || narrow.has(m.id))) : itemTree(g.catalogue.modules, items, itemType);
  return { list, ids: all.filter((id) => granted.has(id)), all };
}

/**
 * Checks the requested ids (each must exist and be held by the caller) and replaces, per item type
 * given, the object's grants among what the caller can hand out. `mode: 'add'` only adds.
 */
async function applyGrants(req: FastifyRequest, tx: Queryable, objectType: ObjectType, objectId: string, lists: ItemLists, mode: 'replace' | 'add') {
  const { catalogue, grants } = req.userAccess;
  const known: Record<ItemType, Set<string>> = {
    module: new Set(catalogue.modules.map((m) => m.id)),
    button: new Set(catalogue.buttons.map((b) => b.id)),
    column: new Set(catalogue.columns.map((c) => c.id)),
    form: new Set(catalogue.forms.map((f) => f.id)),
    resource: new Set(catalogue.resources.map((r) => r.id)),
  };
  const wanted: GrantItem[] = [];
  for (const t of ITEM_TYPES) {
    for (const id of lists[t] ?? []) {
      if (!known[t].has(id)) throw new ApiError(Code.BadRequest, text('grantItemNotFound'), [{ field: t, message: text('grantItemNotFoundId', { id }) }]);
      wanted.push({ itemType: t, itemId: id });
    }
  }
  if (unheldItems(grants, wanted, catalogue.resources).length) throw new ApiError(Code.Forbidden, text('cannotGrantUnheld'));
  const g = grantable(req);
  const db = tx;
  for (const t of ITEM_TYPES) {
    const ids = [...new Set(lists[t] ?? [])];
    if (lists[t] === undefined) continue;
    if (mode === 'replace') {
      await db.query(
        'DELETE FROM authorize WHERE object_type = $1 AND object_id = $2 AND item_type = $3 AND item_id = ANY($4::text[])',
        [objectType, objectId, t, g.items[t].map((i) => i.id)],
      );
    }
    if (ids.length) {
      await db.query(
        `INSERT INTO authorize (item_type, item_id, object_type, object_id) SELECT $1, unnest($2::text[]), $3, $4 ON CONFLICT DO NOTHING`,
        [t, ids, objectType, objectId],
      );
    }
  }
}

/** Applies grant changes to several objects in one transaction: all of them or none. */
async function saveGrants(req: FastifyRequest, objects: { objectType: ObjectType; objectId: string }[], lists: ItemLists, mode: 'replace' | 'add') {
  await req.server.database.transaction(async (tx) => {
    for (const o of objects) await applyGrants(req, tx, o.objectType, o.objectId, lists, mode);
  });
  req.server.access.invalidate();
}

export default async function authorizeRoutes(instance: FastifyInstance) {
  const app = typed(instance);
  const tags = ['Authorize'];
  const ObjectParams = Type.Object({ objectType: ObjectTypeSchema, objectId: Type.String({ minLength: 1, maxLength: 64 }) });
  const GrantsBody = Type.Object({ objectType: ObjectTypeSchema, ...itemProps });

  app.get(
    '/api/Permission/Authorize/Model/:objectType/:objectId',
    {
      schema: {
        tags,
        summary: '授权模型：调用者可授予的菜单/按钮/列/表单/数据方案树及该对象已有的授权（各类型 {list, ids, all}）',
        params: ObjectParams,
        response: answers(envelope(ModelAnswer)),
      },
      config: { access: { menu: AUTH_MENU } },
    },
    async (req) => {
      const { objectType, objectId } = req.params;
      const obj = await findObject(req, objectType, objectId);
      const g = grantable(req);
      const granted = await grantedTo(req, objectType, objectId);
      const of = (t: ItemType) => typeAnswer(req, g, granted[t], t);
      return ok({ objectType, objectId, objectName: obj.fullName, module: of('module'), button: of('button'), column: of('column'), form: of('form'), resource: of('resource') });
    },
  );

  app.put(
    '/api/Permission/Authorize/Model/:objectId',
    {
      schema: {
        tags,
        summary: '保存授权（替换该对象的全部授权；只作用于调用者自己拥有的权限项）',
        params: Type.Object({ objectId: Type.String({ minLength: 1, maxLength: 64 }) }),
        body: GrantsBody,
        response: answers(okNull),
      },
      config: { access: { menu: AUTH_MENU, button: 'btn_edit' } },
    },
    async (req) => {
      const { objectId } = req.params;
      const body = req.body;
      await findObject(req, body.objectType, objectId, true);
      const lists: ItemLists = {};
      for (const t of ITEM_TYPES) lists[t] = body[t] ?? [];
      await saveGrants(req, [{ objectType: body.objectType, objectId }], lists, 'replace');
      return ok(null, say(req, 'authorizeSuccess'));
    },
  );

  app.post(
    '/api/Permission/Authorize/Data/:id/Values',
    {
      schema: {
        tags,
        summary: '某一类权限项的授权值：body {objectType, type: module|button|column|form|resource, moduleIds?} → {list 树, ids 已授予, all 可授予}',
        params: ObjectIdParams,
        body: Type.Object({ objectType: ObjectTypeSchema, type: Type.Union(ITEM_TYPES.map((i) => Type.Literal(i))), moduleIds: Type.Optional(IdList) }),
        response: answers(envelope(TypeAnswer)),
      },
      config: { access: { menu: AUTH_MENU } },
    },
    async (req) => {
      const { id } = req.params;
      const body = req.body;
      await findObject(req, body.objectType, id);
      const granted = await grantedTo(req, body.objectType, id);
      return ok(typeAnswer(req, grantable(req), granted[body.type], body.type, body.moduleIds));
    },
  );

  app.post(
    '/api/Permission/Authorize/Data/Batch',
    {
      schema: {
        tags,
        summary: '批量授权：把 body 中列出的权限项追加授予多个对象（objects [{objectType, objectId}]，不移除已有授权）',
        body: Type.Object({ objects: Type.Array(ObjectParams, { minItems: 1, maxItems: 200 }), ...itemProps }),
        response: answers(envelope(Type.Object({ count: Type.Integer() }))),
      },
      config: { access: { menu: AUTH_MENU, button: 'btn_edit' } },
    },
    async (req) => {
      const body = req.body;
      // Every target is checked before anything is written: all or nothing.
      for (const o of body.objects) await findObject(req, o.objectType, o.objectId, true);
      const lists: ItemLists = {};
      for (const t of ITEM_TYPES) if (body[t]) lists[t] = body[t];
      await saveGrants(req, body.objects, lists, 'add');
      return ok({ count: body.objects.length }, say(req, 'authorizeSuccess'));
    },
  );

  app.post(
    '/api/Permission/Authorize/Data/:id',
    {
      schema: {
        tags,
        summary: '按类型保存授权：只替换 body 中给出的类型（如只给 resource 即只改数据权限方案）',
        params: ObjectIdParams,
        body: GrantsBody,
        response: answers(okNull),
      },
      config: { access: { menu: AUTH_MENU, button: 'btn_edit' } },
    },
    async (req) => {
      const { id } = req.params;
      const body = req.body;
      await findObject(req, body.objectType, id, true);
      const lists: ItemLists = {};
      for (const t of ITEM_TYPES) if (body[t]) lists[t] = body[t];
      await saveGrants(req, [{ objectType: body.objectType, objectId: id }], lists, 'replace');
      return ok(null, say(req, 'authorizeSuccess'));
    },
  );
}

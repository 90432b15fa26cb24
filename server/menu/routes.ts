import type { FastifyInstance } from 'fastify';
import { ApiError, Code } from '../../contract/errors';
import { ok } from '../http/reply';
import {
  IdParams, Type, answers, assertFields, checkFields, envelope, failFields, listOnly, okId, okNull, rows, typed, type Static,
} from '../kit';
import { t } from '../../contract/texts';
import { say } from '../http/language';
import { MENU_MENU, MenuNode, MenuRow, menuRows, menuTree, checkMenu, findMenu, insertMenu, updateMenu } from './menuStore';
import { withModuleId } from './menuInput';

/*
 * The menu catalogue (system.menu): entries of type 1–8 (spec §2.3) and, per entry, the buttons,
 * columns, form fields and data schemes that grants refer to. Every write calls
 * app.access.invalidate() so CurrentUser and route checks see it at once.
 */

export { MENU_MENU };
const tags = ['Menu'];


const MenuBody = Type.Object(
  {
    id: Type.Optional(Type.String()),
    parentId: Type.String({ maxLength: 64, default: '-1' }),
    type: Type.Integer(),
    enCode: Type.String({ maxLength: 80 }),
    fullName: Type.String({ maxLength: 50 }),
    icon: Type.Optional(Type.String({ maxLength: 100 })),
    urlAddress: Type.Optional(Type.String({ maxLength: 500 })),
    linkTarget: Type.Optional(Type.String({ maxLength: 20 })),
    propertyJson: Type.Optional(Type.Union([Type.String({ maxLength: 2000 }), Type.Record(Type.String(), Type.Unknown())])),
    category: Type.Optional(Type.Union([Type.Literal('Web'), Type.Literal('App')])),
    description: Type.Optional(Type.Union([Type.String({ maxLength: 500 }), Type.Null()])),
    sortCode: Type.Optional(Type.Integer({ minimum: 0, maximum: 999999 })),
    enabledMark: Type.Optional(Type.Union([Type.Literal(0), Type.Literal(1)])),
    isHidden: Type.Optional(Type.Union([Type.Literal(0), Type.Literal(1)])),
    useDataPermission: Type.Optional(Type.Union([Type.Literal(0), Type.Literal(1)])),
    moduleId: Type.Optional(Type.String({ maxLength: 64 })),
  },
  { additionalProperties: false },
);

/** Sub-resources of a menu: same shape for buttons, columns and forms; schemes add scope + conditions. */
const ITEM_KINDS = {
  Button: { table: 'module_button', label: '按钮', itemType: 'button' },
  Column: { table: 'module_column', label: '列表字段', itemType: 'column' },
  Form: { table: 'module_form', label: '表单字段', itemType: 'form' },
  DataScheme: { table: 'module_data_scheme', label: '数据权限方案', itemType: 'resource' },
} as const;
type ItemKind = keyof typeof ITEM_KINDS;
const Scope = Type.Union(['all', 'organizeAndBelow', 'organize', 'department', 'self'].map((s) => Type.Literal(s)));
// Item codes name fields and buttons (btn_add, realName, tableField101.name): letters first.
const ITEM_CODE = /^[A-Za-z][A-Za-z0-9_.]*$/;

const ItemBody = Type.Object(
  {
    id: Type.Optional(Type.String()),
    enCode: Type.String({ maxLength: 80 }),
    fullName: Type.String({ maxLength: 50 }),
    sortCode: Type.Optional(Type.Integer({ minimum: 0, maximum: 999999 })),
    scope: Type.Optional(Scope),
    conditionJson: Type.Optional(Type.String({ maxLength: 4000 })),
  },
  { additionalProperties: false },
);
type ItemBody = Static<typeof ItemBody>;
const ItemParams = Type.Object({ id: Type.String({ minLength: 1, maxLength: 64 }), itemId: Type.String({ minLength: 1, maxLength: 64 }) });
const ItemRow = Type.Object({ id: Type.String(), moduleId: Type.String(), enCode: Type.String(), fullName: Type.String(), sortCode: Type.Integer() });
const SchemeItemRow = Type.Object({ ...ItemRow.properties, scope: Type.String(), conditionJson: Type.String() });
const Found = Type.Object({ id: Type.String() });
const SortBody = Type.Object({
  list: Type.Array(Type.Object({ id: Type.String({ minLength: 1, maxLength: 64 }), sortCode: Type.Integer({ minimum: 0, maximum: 999999 }) }), { minItems: 1, maxItems: 1000 }),
});

export default async function menuRoutes(instance: FastifyInstance) {
  const app = typed(instance);
  const db = app.database;
  const admin = { menu: MENU_MENU } as const;

  app.get(
    '/api/System/Menu',
    {
      schema: {
        tags,
        summary: '菜单列表（树；keyword 匹配名称/编码时保留命中项的上级；category Web|App）',
        querystring: Type.Object({
          keyword: Type.Optional(Type.String({ maxLength: 100 })),
          category: Type.Optional(Type.Union([Type.Literal('Web'), Type.Literal('App')])),
          n: Type.Optional(Type.Unknown()),
        }),
        response: answers(listOnly(MenuNode)),
      },
      config: { access: admin },
    },
    async (req) => {
      const q = req.query;
      const all = (await menuRows(db)).filter((m) => !q.category || m.category === q.category);
      let list = all;
      if (q.keyword) {
        const k = q.keyword.toLowerCase();
        const byId = new Map(all.map((m) => [m.id, m]));
        const keep = new Set<string>();
        for (const m of all) {
          if (!m.fullName.toLowerCase().includes(k) && !m.enCode.toLowerCase().includes(k)) continue;
          for (let cur: typeof m | undefined = m; cur && !keep.has(cur.id); cur = byId.get(cur.parentId)) keep.add(cur.id);
        }
        list = all.filter((m) => keep.has(m.id));
      }
      return ok({ list: menuTree(list) });
    },
  );

  app.get(
    '/api/System/Menu/Selector',
    {
      schema: {
        tags,
        summary: '上级菜单选择（目录树；id 排除该菜单及其下级）',
        querystring: Type.Object({ id: Type.Optional(Type.String({ maxLength: 64 })), n: Type.Optional(Type.Unknown()) }),
        response: answers(listOnly(MenuNode)),
      },
      config: { access: admin },
    },
    async (req) => {
      const { id } = req.query;
      // The entry itself and everything under it cannot be its own parent.
      return ok({ list: menuTree(await menuRows(db, 'WHERE m.type = 1'), id) });
    },
  );

  app.get(
    '/api/System/Menu/:id',
    { schema: { tags, summary: '菜单信息', params: IdParams, response: answers(envelope(MenuRow)) }, config: { access: admin } },
    async (req) => ok(await findMenu(db, req.params.id)),
  );

  app.post(
    '/api/System/Menu',
    {
      schema: { tags, summary: '新建菜单（type 1–8，按类型校验 urlAddress/linkTarget/propertyJson）', body: MenuBody, response: answers(okId) },
      config: { access: { menu: MENU_MENU, button: 'btn_add' } },
    },
    async (req) => {
      const input = withModuleId(req.body);
      await checkMenu(db, input, null);
      const id = await insertMenu(db, input);
      app.access.invalidate();
      return ok({ id }, say(req, 'createSuccess'));
    },
  );

  app.put(
    '/api/System/Menu/:id',
    {
      schema: { tags, summary: '修改菜单（可移动，不能移到自身下级）', params: IdParams, body: MenuBody, response: answers(okNull) },
      config: { access: { menu: MENU_MENU, button: 'btn_edit' } },
    },
    async (req) => {
      const { id } = req.params;
      const input = withModuleId(req.body);
      const current = await findMenu(db, id);
      await checkMenu(db, input, id);
      if (current.type === 1 && input.type !== 1) {
        const kids = await rows(db, Found, 'SELECT id FROM module WHERE parent_id = $1 LIMIT 1', [id]);
        if (kids.length) failFields([{ field: 'type', message: t('menuDirectoryHasChildren') }]);
      }
      await updateMenu(db, id, input);
      app.access.invalidate();
      return ok(null, say(req, 'updateSuccess'));
    },
  );

  app.delete(
    '/api/System/Menu/:id',
    {
      schema: { tags, summary: '删除菜单（有子菜单时拒绝；其按钮、列、方案与授权一并删除）', params: IdParams, response: answers(okNull) },
      config: { access: { menu: MENU_MENU, button: 'btn_remove' } },
    },
    async (req) => {
      const { id } = req.params;
      const menu = await findMenu(db, id);
      if (menu.enCode === MENU_MENU) throw new ApiError(Code.BadRequest, t('menuMenuUndeletable'));
      const kids = await rows(db, Found, 'SELECT id FROM module WHERE parent_id = $1 LIMIT 1', [id]);
      if (kids.length) throw new ApiError(Code.BadRequest, t('menuHasChildren'));
      await db.query(
        `DELETE FROM authorize WHERE (item_type = 'module' AND item_id = $1)
           OR (item_type = 'button' AND item_id IN (SELECT id FROM module_button WHERE module_id = $1))
           OR (item_type = 'column' AND item_id IN (SELECT id FROM module_column WHERE module_id = $1))
           OR (item_type = 'form' AND item_id IN (SELECT id FROM module_form WHERE module_id = $1))
           OR (item_type = 'resource' AND item_id IN (SELECT id FROM module_data_scheme WHERE module_id = $1))`,
        [id],
      );
      await db.query('DELETE FROM module WHERE id = $1', [id]);
      app.access.invalidate();
      return ok(null, say(req, 'deleteSuccess'));
    },
  );

  app.put(
    '/api/System/Menu/Actions/Sort',
    {
      schema: { tags, summary: '菜单排序（body {list:[{id, sortCode}]}）', body: SortBody, response: answers(okNull) },
      config: { access: { menu: MENU_MENU, button: 'btn_edit' } },
    },
    async (req) => {
      const { list } = req.body;
      const found = await rows(db, Found, 'SELECT id FROM module WHERE id = ANY($1::text[])', [list.map((l) => l.id)]);
      if (found.length !== new Set(list.map((l) => l.id)).size) throw new ApiError(Code.NotFound, t('notFound'));
      await db.query(
        'UPDATE module m SET sort_code = v.sort_code, updated_at = now() FROM unnest($1::text[], $2::int[]) AS v(id, sort_code) WHERE m.id = v.id',
        [list.map((l) => l.id), list.map((l) => l.sortCode)],
      );
      app.access.invalidate();
      return ok(null, say(req, 'updateSuccess'));
    },
  );

  for (const kind of Object.keys(ITEM_KINDS) as ItemKind[]) {
    const { table, label, itemType } = ITEM_KINDS[kind];
    const scheme = kind === 'DataScheme';
    const Row = scheme ? SchemeItemRow : ItemRow;
    const columns = `id, module_id, en_code, full_name, sort_code${scheme ? ', scope, condition_json' : ''}`;
    const checkItem = async (moduleId: string, b: ItemBody, selfId: string | null) => {
      const errors = checkFields([{ field: 'fullName', rule: 'name', value: b.fullName, required: t('nameRequired') }]);
      if (!b.enCode.trim()) errors.push({ field: 'enCode', message: t('codeRequired') });
      else if (!ITEM_CODE.test(b.enCode)) errors.push({ field: 'enCode', message: t('menuItemCodeInvalid') });
      if (scheme && !b.scope) errors.push({ field: 'scope', message: t('dataScopeRequired') });
      if (scheme && b.conditionJson) {
        try {
          if (!Array.isArray(JSON.parse(b.conditionJson))) throw new Error();
        } catch {
          errors.push({ field: 'conditionJson', message: t('conditionNotArray') });
        }
      }
      assertFields(errors);
      const dup = await rows(db, Found, `SELECT id FROM ${table} WHERE module_id = $1 AND en_code = $2 AND id <> $3`, [moduleId, b.enCode, selfId ?? '']);
      if (dup.length) failFields([{ field: 'enCode', message: t('codeExists') }]);
    };

    app.get(
      `/api/System/Menu/:id/${kind}`,
      { schema: { tags, summary: `菜单的${label}列表（data.list）`, params: IdParams, response: answers(listOnly(Row)) }, config: { access: admin } },
      async (req) => {
        const { id } = req.params;
        await findMenu(db, id);
        return ok({ list: await rows(db, Row, `SELECT ${columns} FROM ${table} WHERE module_id = $1 ORDER BY sort_code, en_code`, [id]) });
      },
    );

    app.post(
      `/api/System/Menu/:id/${kind}`,
      { schema: { tags, summary: `新建菜单${label}`, params: IdParams, body: ItemBody, response: answers(okId) }, config: { access: { menu: MENU_MENU, button: 'btn_add' } } },
      async (req) => {
        const { id } = req.params;
        const b = req.body;
        await findMenu(db, id);
        await checkItem(id, b, null);
        const created = scheme
          ? await rows(db, Found, `INSERT INTO ${table} (module_id, en_code, full_name, sort_code, scope, condition_json) VALUES ($1, $2, $3, $4, $5, $6) RETURNING id`, [
              id, b.enCode, b.fullName.trim(), b.sortCode ?? 0, b.scope, b.conditionJson || '[]',
            ])
          : await rows(db, Found, `INSERT INTO ${table} (module_id, en_code, full_name, sort_code) VALUES ($1, $2, $3, $4) RETURNING id`, [
              id, b.enCode, b.fullName.trim(), b.sortCode ?? 0,
            ]);
        app.access.invalidate();
        return ok({ id: created[0].id }, say(req, 'createSuccess'));
      },
    );

    app.put(
      `/api/System/Menu/:id/${kind}/:itemId`,
      { schema: { tags, summary: `修改菜单${label}`, params: ItemParams, body: ItemBody, response: answers(okNull) }, config: { access: { menu: MENU_MENU, button: 'btn_edit' } } },
      async (req) => {
        const { id, itemId } = req.params;
        const b = req.body;
        const exists = await rows(db, Found, `SELECT id FROM ${table} WHERE id = $1 AND module_id = $2`, [itemId, id]);
        if (!exists.length) throw new ApiError(Code.NotFound, t('notFound'));
        await checkItem(id, b, itemId);
        if (scheme) {
          await db.query(`UPDATE ${table} SET en_code = $2, full_name = $3, sort_code = $4, scope = $5, condition_json = $6 WHERE id = $1`, [
            itemId, b.enCode, b.fullName.trim(), b.sortCode ?? 0, b.scope, b.conditionJson || '[]',
          ]);
        } else {
          await db.query(`UPDATE ${table} SET en_code = $2, full_name = $3, sort_code = $4 WHERE id = $1`, [itemId, b.enCode, b.fullName.trim(), b.sortCode ?? 0]);
        }
        app.access.invalidate();
        return ok(null, say(req, 'updateSuccess'));
      },
    );

    app.delete(
      `/api/System/Menu/:id/${kind}/:itemId`,
      { schema: { tags, summary: `删除菜单${label}（其授权一并删除）`, params: ItemParams, response: answers(okNull) }, config: { access: { menu: MENU_MENU, button: 'btn_remove' } } },
      async (req) => {
        const { id, itemId } = req.params;
        const removed = await rows(db, Found, `DELETE FROM ${table} WHERE id = $1 AND module_id = $2 RETURNING id`, [itemId, id]);
        if (!removed.length) throw new ApiError(Code.NotFound, t('notFound'));
        await db.query('DELETE FROM authorize WHERE item_type = $1 AND item_id = $2', [itemType, itemId]);
        app.access.invalidate();
        return ok(null, say(req, 'deleteSuccess'));
      },
    );
  }
}

import type { FastifyInstance, FastifyRequest } from 'fastify';
import { registerPublishedItems } from '../visualDev/publishItems';
import { ApiError, Code } from '../../contract/errors';
import { idParams, ok } from '../http/reply';
import { assertFields, checkFields, failFields, type FieldError } from '../kit/fieldCheck';
import { buildTree, isUnderSelf } from '../organize/orgTree';
import { checkMenuInput, type MenuInput } from './menuInput';
import { t } from '../../contract/texts';
import { say } from '../http/language';

/*
 * The menu catalogue (system.menu): entries of type 1–8 (spec §2.3) and, per entry, the buttons,
 * columns, form fields and data schemes that grants refer to. Every write calls
 * app.access.invalidate() so CurrentUser and route checks see it at once.
 */

export const MENU_MENU = 'system.menu';
const tags = ['Menu'];

const MENU_COLUMNS = `m.id, m.parent_id, m.type, m.en_code, m.full_name, m.icon, m.url_address, m.link_target, m.property_json, m.category,
  m.description, m.sort_code, m.enabled_mark, m.is_hidden, m.use_data_permission, m.created_at`;

function menuRow(r: Record<string, unknown>) {
  return {
    id: r.id as string,
    parentId: r.parent_id as string,
    type: Number(r.type),
    enCode: r.en_code as string,
    fullName: r.full_name as string,
    icon: r.icon as string,
    urlAddress: r.url_address as string,
    linkTarget: r.link_target as string,
    propertyJson: r.property_json as string,
    category: r.category as string,
    description: (r.description as string) ?? '',
    sortCode: Number(r.sort_code),
    enabledMark: Number(r.enabled_mark),
    isHidden: Number(r.is_hidden),
    useDataPermission: Number(r.use_data_permission),
    creatorTime: new Date(r.created_at as string).getTime(),
  };
}

const menuSchema = {
  type: 'object',
  required: ['type', 'enCode', 'fullName'],
  additionalProperties: false,
  properties: {
    id: { type: 'string' },
    parentId: { type: 'string', maxLength: 64, default: '-1' },
    type: { type: 'integer' },
    enCode: { type: 'string', maxLength: 80 },
    fullName: { type: 'string', maxLength: 50 },
    icon: { type: 'string', maxLength: 100 },
    urlAddress: { type: 'string', maxLength: 500 },
    linkTarget: { type: 'string', maxLength: 20 },
    propertyJson: { anyOf: [{ type: 'string', maxLength: 2000 }, { type: 'object' }] },
    category: { type: 'string', enum: ['Web', 'App'] },
    description: { type: ['string', 'null'], maxLength: 500 },
    sortCode: { type: 'integer', minimum: 0, maximum: 999999 },
    enabledMark: { type: 'integer', enum: [0, 1] },
    isHidden: { type: 'integer', enum: [0, 1] },
    useDataPermission: { type: 'integer', enum: [0, 1] },
  },
} as const;

async function findMenu(req: FastifyRequest, id: string) {
  const rows = await req.server.database.query<Record<string, unknown>>(`SELECT ${MENU_COLUMNS} FROM module m WHERE m.id = $1`, [id]);
  if (!rows[0]) throw new ApiError(Code.NotFound, t('notFound'));
  return menuRow(rows[0]);
}

async function checkMenu(req: FastifyRequest, input: MenuInput, selfId: string | null) {
  const errors: FieldError[] = checkMenuInput(input);
  const db = req.server.database;
  const parentId = input.parentId || '-1';
  if (parentId !== '-1') {
    const parent = await db.query<{ id: string; type: number; parent_id: string }>('SELECT id, type, parent_id FROM module WHERE id = $1', [parentId]);
    if (!parent[0]) errors.push({ field: 'parentId', message: t('parentNotFound') });
    else if (Number(parent[0].type) !== 1) errors.push({ field: 'parentId', message: t('menuParentNotDirectory') });
    else if (selfId) {
      // Walk up from the new parent: meeting ourselves means a move under our own descendant.
      const chain = await db.query<{ ids: string }>(
        `WITH RECURSIVE up AS (SELECT id, parent_id, 1 AS depth FROM module WHERE id = $1
           UNION ALL SELECT m.id, m.parent_id, up.depth + 1 FROM module m JOIN up ON m.id = up.parent_id WHERE up.depth < 50)
         SELECT string_agg(id, '/') AS ids FROM up`,
        [parentId],
      );
      if (isUnderSelf(selfId, `/${chain[0]?.ids ?? ''}/`)) errors.push({ field: 'parentId', message: t('moveUnderSelf') });
    }
  }
  if (errors.length) failFields(errors);
  const code = await db.query('SELECT 1 FROM module WHERE lower(en_code) = lower($1) AND id <> $2', [input.enCode, selfId ?? '']);
  if (code.length) failFields([{ field: 'enCode', message: t('codeExists') }]);
}

const propertyText = (p: MenuInput['propertyJson']) => (p === undefined || p === null || p === '' ? '{}' : typeof p === 'string' ? p : JSON.stringify(p));

/** Sub-resources of a menu: same shape for buttons, columns and forms; schemes add scope + conditions. */
const ITEM_KINDS = {
  Button: { table: 'module_button', label: '按钮' },
  Column: { table: 'module_column', label: '列表字段' },
  Form: { table: 'module_form', label: '表单字段' },
  DataScheme: { table: 'module_data_scheme', label: '数据权限方案' },
} as const;
type ItemKind = keyof typeof ITEM_KINDS;
const SCOPES = ['all', 'organizeAndBelow', 'organize', 'department', 'self'];
// Item codes name fields and buttons (btn_add, realName, tableField101.name): letters first.
const ITEM_CODE = /^[A-Za-z][A-Za-z0-9_.]*$/;

export default async function menuRoutes(app: FastifyInstance) {
  const db = app.database;
  const admin = { menu: MENU_MENU } as const;

  app.get(
    '/api/System/Menu',
    {
      schema: {
        tags,
        summary: '菜单列表（树；keyword 匹配名称/编码时保留命中项的上级；category Web|App）',
        querystring: { type: 'object', properties: { keyword: { type: 'string', maxLength: 100 }, category: { type: 'string', enum: ['Web', 'App'] }, n: {} } },
      },
      config: { access: admin },
    },
    async (req) => {
      const q = req.query as { keyword?: string; category?: string };
      const rows = (await db.query<Record<string, unknown>>(`SELECT ${MENU_COLUMNS} FROM module m`)).map(menuRow)
        .filter((m) => !q.category || m.category === q.category);
      let list = rows;
      if (q.keyword) {
        const k = q.keyword.toLowerCase();
        const byId = new Map(rows.map((m) => [m.id, m]));
        const keep = new Set<string>();
        for (const m of rows) {
          if (!m.fullName.toLowerCase().includes(k) && !m.enCode.toLowerCase().includes(k)) continue;
          for (let cur: typeof m | undefined = m; cur && !keep.has(cur.id); cur = byId.get(cur.parentId)) keep.add(cur.id);
        }
        list = rows.filter((m) => keep.has(m.id));
      }
      return ok({ list: buildTree(list) });
    },
  );

  app.get(
    '/api/System/Menu/Selector',
    { schema: { tags, summary: '上级菜单选择（目录树；id 排除该菜单及其下级）', querystring: { type: 'object', properties: { id: { type: 'string', maxLength: 64 }, n: {} } } }, config: { access: admin } },
    async (req) => {
      const { id } = req.query as { id?: string };
      const rows = (await db.query<Record<string, unknown>>(`SELECT ${MENU_COLUMNS} FROM module m WHERE m.type = 1`)).map(menuRow);
      const tree = buildTree(rows);
      const prune = (nodes: typeof tree): typeof tree => nodes.filter((n) => n.id !== id).map((n) => ({ ...n, children: prune((n.children ?? []) as typeof tree) }));
      return ok({ list: prune(tree) });
    },
  );

  app.get(
    '/api/System/Menu/:id',
    { schema: { tags, summary: '菜单信息', params: idParams }, config: { access: admin } },
    async (req) => ok(await findMenu(req, (req.params as { id: string }).id)),
  );

  app.post(
    '/api/System/Menu',
    { schema: { tags, summary: '新建菜单（type 1–8，按类型校验 urlAddress/linkTarget/propertyJson）', body: menuSchema }, config: { access: { menu: MENU_MENU, button: 'btn_add' } } },
    async (req) => {
      const input = req.body as MenuInput;
      await checkMenu(req, input, null);
      const rows = await db.query<{ id: string }>(
        `INSERT INTO module (parent_id, type, en_code, full_name, icon, url_address, link_target, property_json, category, description,
            sort_code, enabled_mark, is_hidden, use_data_permission)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14) RETURNING id`,
        [
          input.parentId || '-1', input.type, input.enCode, input.fullName.trim(), input.icon ?? '', input.urlAddress ?? '', input.linkTarget || '_self',
          propertyText(input.propertyJson), input.category ?? 'Web', input.description ?? null, input.sortCode ?? 0, input.enabledMark ?? 1,
          input.isHidden ?? 0, input.useDataPermission ?? 0,
        ],
      );
      await registerPublishedItems(db, rows[0].id, input.type, input.propertyJson);
      app.access.invalidate();
      return ok({ id: rows[0].id }, say(req, 'createSuccess'));
    },
  );

  app.put(
    '/api/System/Menu/:id',
    { schema: { tags, summary: '修改菜单（可移动，不能移到自身下级）', params: idParams, body: menuSchema }, config: { access: { menu: MENU_MENU, button: 'btn_edit' } } },
    async (req) => {
      const { id } = req.params as { id: string };
      const input = req.body as MenuInput;
      const current = await findMenu(req, id);
      await checkMenu(req, input, id);
      if (current.type === 1 && input.type !== 1) {
        const kids = await db.query('SELECT 1 FROM module WHERE parent_id = $1 LIMIT 1', [id]);
        if (kids.length) failFields([{ field: 'type', message: t('menuDirectoryHasChildren') }]);
      }
      await db.query(
        `UPDATE module SET parent_id = $2, type = $3, en_code = $4, full_name = $5, icon = $6, url_address = $7, link_target = $8,
            property_json = $9, category = $10, description = $11, sort_code = $12, enabled_mark = $13, is_hidden = $14,
            use_data_permission = $15, updated_at = now() WHERE id = $1`,
        [
          id, input.parentId || '-1', input.type, input.enCode, input.fullName.trim(), input.icon ?? '', input.urlAddress ?? '', input.linkTarget || '_self',
          propertyText(input.propertyJson), input.category ?? 'Web', input.description ?? null, input.sortCode ?? 0, input.enabledMark ?? 1,
          input.isHidden ?? 0, input.useDataPermission ?? 0,
        ],
      );
      await registerPublishedItems(db, id, input.type, input.propertyJson);
      app.access.invalidate();
      return ok(null, say(req, 'updateSuccess'));
    },
  );

  app.delete(
    '/api/System/Menu/:id',
    { schema: { tags, summary: '删除菜单（有子菜单时拒绝；其按钮、列、方案与授权一并删除）', params: idParams }, config: { access: { menu: MENU_MENU, button: 'btn_remove' } } },
    async (req) => {
      const { id } = req.params as { id: string };
      const menu = await findMenu(req, id);
      if (menu.enCode === MENU_MENU) throw new ApiError(Code.BadRequest, t('menuMenuUndeletable'));
      const kids = await db.query('SELECT 1 FROM module WHERE parent_id = $1 LIMIT 1', [id]);
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
      schema: {
        tags,
        summary: '菜单排序（body {list:[{id, sortCode}]}）',
        body: {
          type: 'object',
          required: ['list'],
          properties: {
            list: {
              type: 'array',
              minItems: 1,
              maxItems: 1000,
              items: { type: 'object', required: ['id', 'sortCode'], properties: { id: { type: 'string', minLength: 1, maxLength: 64 }, sortCode: { type: 'integer', minimum: 0, maximum: 999999 } } },
            },
          },
        },
      },
      config: { access: { menu: MENU_MENU, button: 'btn_edit' } },
    },
    async (req) => {
      const { list } = req.body as { list: { id: string; sortCode: number }[] };
      const found = await db.query<{ id: string }>('SELECT id FROM module WHERE id = ANY($1::text[])', [list.map((l) => l.id)]);
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
    const { table, label } = ITEM_KINDS[kind];
    const scheme = kind === 'DataScheme';
    const itemSchema = {
      type: 'object',
      required: ['enCode', 'fullName'],
      additionalProperties: false,
      properties: {
        id: { type: 'string' },
        enCode: { type: 'string', maxLength: 80 },
        fullName: { type: 'string', maxLength: 50 },
        sortCode: { type: 'integer', minimum: 0, maximum: 999999 },
        ...(scheme ? { scope: { type: 'string', enum: SCOPES }, conditionJson: { type: 'string', maxLength: 4000 } } : {}),
      },
    };
    const itemParams = {
      type: 'object',
      required: ['id', 'itemId'],
      properties: { id: { type: 'string', minLength: 1, maxLength: 64 }, itemId: { type: 'string', minLength: 1, maxLength: 64 } },
    } as const;
    const row = (r: Record<string, unknown>) => ({
      id: r.id as string,
      moduleId: r.module_id as string,
      enCode: r.en_code as string,
      fullName: r.full_name as string,
      sortCode: Number(r.sort_code),
      ...(scheme ? { scope: r.scope as string, conditionJson: r.condition_json as string } : {}),
    });
    const checkItem = async (moduleId: string, b: Record<string, unknown>, selfId: string | null) => {
      const errors = checkFields([{ field: 'fullName', rule: 'name', value: b.fullName, required: t('nameRequired') }]);
      if (!b.enCode || !String(b.enCode).trim()) errors.push({ field: 'enCode', message: t('codeRequired') });
      else if (!ITEM_CODE.test(String(b.enCode))) errors.push({ field: 'enCode', message: t('menuItemCodeInvalid') });
      if (scheme && !b.scope) errors.push({ field: 'scope', message: t('dataScopeRequired') });
      if (scheme && b.conditionJson) {
        try {
          if (!Array.isArray(JSON.parse(String(b.conditionJson)))) throw new Error();
        } catch {
          errors.push({ field: 'conditionJson', message: t('conditionNotArray') });
        }
      }
      assertFields(errors);
      const dup = await db.query(`SELECT 1 FROM ${table} WHERE module_id = $1 AND en_code = $2 AND id <> $3`, [moduleId, b.enCode, selfId ?? '']);
      if (dup.length) failFields([{ field: 'enCode', message: t('codeExists') }]);
    };

    app.get(
      `/api/System/Menu/:id/${kind}`,
      { schema: { tags, summary: `菜单的${label}列表（data.list）`, params: idParams }, config: { access: admin } },
      async (req) => {
        const { id } = req.params as { id: string };
        await findMenu(req, id);
        const rows = await db.query<Record<string, unknown>>(`SELECT * FROM ${table} WHERE module_id = $1 ORDER BY sort_code, en_code`, [id]);
        return ok({ list: rows.map(row) });
      },
    );

    app.post(
      `/api/System/Menu/:id/${kind}`,
      { schema: { tags, summary: `新建菜单${label}`, params: idParams, body: itemSchema }, config: { access: { menu: MENU_MENU, button: 'btn_add' } } },
      async (req) => {
        const { id } = req.params as { id: string };
        const b = req.body as Record<string, unknown>;
        await findMenu(req, id);
        await checkItem(id, b, null);
        const rows = scheme
          ? await db.query<{ id: string }>(
              `INSERT INTO ${table} (module_id, en_code, full_name, sort_code, scope, condition_json) VALUES ($1, $2, $3, $4, $5, $6) RETURNING id`,
              [id, b.enCode, String(b.fullName).trim(), b.sortCode ?? 0, b.scope, b.conditionJson || '[]'],
            )
          : await db.query<{ id: string }>(
              `INSERT INTO ${table} (module_id, en_code, full_name, sort_code) VALUES ($1, $2, $3, $4) RETURNING id`,
              [id, b.enCode, String(b.fullName).trim(), b.sortCode ?? 0],
            );
        app.access.invalidate();
        return ok({ id: rows[0].id }, say(req, 'createSuccess'));
      },
    );

    app.put(
      `/api/System/Menu/:id/${kind}/:itemId`,
      { schema: { tags, summary: `修改菜单${label}`, params: itemParams, body: itemSchema }, config: { access: { menu: MENU_MENU, button: 'btn_edit' } } },
      async (req) => {
        const { id, itemId } = req.params as { id: string; itemId: string };
        const b = req.body as Record<string, unknown>;
        const exists = await db.query(`SELECT 1 FROM ${table} WHERE id = $1 AND module_id = $2`, [itemId, id]);
        if (!exists.length) throw new ApiError(Code.NotFound, t('notFound'));
        await checkItem(id, b, itemId);
        if (scheme) {
          await db.query(`UPDATE ${table} SET en_code = $2, full_name = $3, sort_code = $4, scope = $5, condition_json = $6 WHERE id = $1`, [
            itemId, b.enCode, String(b.fullName).trim(), b.sortCode ?? 0, b.scope, b.conditionJson || '[]',
          ]);
        } else {
          await db.query(`UPDATE ${table} SET en_code = $2, full_name = $3, sort_code = $4 WHERE id = $1`, [itemId, b.enCode, String(b.fullName).trim(), b.sortCode ?? 0]);
        }
        app.access.invalidate();
        return ok(null, say(req, 'updateSuccess'));
      },
    );

    app.delete(
      `/api/System/Menu/:id/${kind}/:itemId`,
      { schema: { tags, summary: `删除菜单${label}（其授权一并删除）`, params: itemParams }, config: { access: { menu: MENU_MENU, button: 'btn_remove' } } },
      async (req) => {
        const { id, itemId } = req.params as { id: string; itemId: string };
        const rows = await db.query(`DELETE FROM ${table} WHERE id = $1 AND module_id = $2 RETURNING id`, [itemId, id]);
        if (!rows.length) throw new ApiError(Code.NotFound, t('notFound'));
        const itemType = { Button: 'button', Column: 'column', Form: 'form', DataScheme: 'resource' }[kind];
        await db.query('DELETE FROM authorize WHERE item_type = $1 AND item_id = $2', [itemType, itemId]);
        app.access.invalidate();
        return ok(null, say(req, 'deleteSuccess'));
      },
    );
  }
}

import type { Queryable } from '../db/client';
import type { PageSchema, Text } from '../../contract/pageModel/pageSchema';
import { actionCode } from '../../contract/pageModel/filterByPermission';

type Json = Record<string, unknown>;

const BUTTON_NAMES: Record<string, string> = {
  btn_add: '新建',
  btn_edit: '编辑',
  btn_remove: '删除',
  btn_export: '导出',
  btn_import: '导入',
  btn_detail: '详情',
};

const textOf = (t: Text | undefined, fallback: string): string =>
  typeof t === 'string' ? t : t && 'zh' in t ? t.zh : fallback;

/**
 * The permission items a designed page asks for: a button per guarded action (create → btn_add,
 * edit → btn_edit, remove → btn_remove, and any action naming its `permission`) and a column per
 * guarded column (its `permission`, else its field). Columns and buttons with `authorize: false`
 * and pages that turn the guard off ask for nothing of that kind.
 */
export function permissionItemsOf(schema: PageSchema): { buttons: [string, string][]; columns: [string, string][] } {
  const guard = schema.authorize;
  const buttonsOn = guard === undefined || guard === true || (typeof guard === 'object' && guard.buttons !== false);
  const columnsOn = guard === undefined || guard === true || (typeof guard === 'object' && guard.columns !== false);
  const buttons = new Map<string, string>();
  if (buttonsOn) {
    for (const a of [...(schema.toolbar ?? []), ...(schema.rowActions ?? [])]) {
      if (a.authorize === false) continue;
      const code = actionCode(a);
      if (code && !buttons.has(code)) buttons.set(code, Object.hasOwn(BUTTON_NAMES, code) ? BUTTON_NAMES[code] : textOf(a.label, code));
    }
  }
  const columns = new Map<string, string>();
  if (columnsOn) {
    for (const c of schema.columns ?? []) {
      if (c.authorize === false) continue;
      const code = c.permission ?? c.field;
      if (!columns.has(code)) columns.set(code, textOf(c.label, code));
    }
  }
  return { buttons: [...buttons], columns: [...columns] };
}

/**
 * Publishing a designed page in a menu (type 3/4/5 with propertyJson.moduleId) registers the buttons
 * and columns its schema asks for under that menu, so they can be granted to roles like any
 * built-in screen's. Existing items are kept (grants refer to them); nothing is removed.
 */
export async function registerPublishedItems(db: Queryable, menuId: string, type: number, propertyJson: unknown): Promise<void> {
  if (type < 3 || type > 5) return;
  let prop: Json;
  try {
    prop = (typeof propertyJson === 'string' ? JSON.parse(propertyJson || '{}') : propertyJson ?? {}) as Json;
  } catch {
    return;
  }
  if (typeof prop.moduleId !== 'string') return;
  const rows = await db.query<{ page_schema: unknown }>('SELECT page_schema FROM visual_dev WHERE id = $1', [prop.moduleId]);
  if (!rows[0]) return;
  const raw = rows[0].page_schema;
  const schema = (typeof raw === 'string' ? JSON.parse(raw) : raw) as PageSchema;
  const { buttons, columns } = permissionItemsOf(schema);
  for (const [table, items] of [['module_button', buttons], ['module_column', columns]] as const) {
    if (!items.length) continue;
    await db.query(
      `INSERT INTO ${table} (module_id, en_code, full_name, sort_code)
       SELECT $1, e->>0, e->>1, (ord - 1)::int FROM jsonb_array_elements($2::jsonb) WITH ORDINALITY AS t(e, ord)
       ON CONFLICT (module_id, en_code) DO NOTHING`,
      [menuId, JSON.stringify(items)],
    );
  }
}

import type { Static } from '@sinclair/typebox';
import type { Queryable } from '../db/client';
import { ApiError, Code } from '../../contract/errors';
import { t } from '../../contract/texts';
import { Nullable, Type, epochMs, failFields, one, rows, type FieldError } from '../kit';
import { isUnderSelf } from '../organize/orgTree';
import { registerPublishedItems } from '../visualDev/publishItems';
import { MODULE_FIELD_COLUMNS, moduleFields } from '../permission/moduleRow';
import { checkMenuInput, moduleIdOf, type MenuInput } from './menuInput';

/*
 * Writing menu entries: shared by the 系统菜单 routes and by publishing a designed page
 * (visualDev), so both check an entry the same way and both register a model page's buttons
 * and columns.
 */

export const MENU_MENU = 'system.menu';

/** An entry as stored. */
const MenuDbRow = Type.Object({
  ...moduleFields,
  category: Type.String(),
  description: Type.String(),
  enabledMark: Type.Integer(),
  isHidden: Type.Integer(),
  useDataPermission: Type.Integer(),
  creatorTime: Type.Number(),
});
/** An entry as answered: with the designed page its propertyJson names (the form's page picker). */
export const MenuRow = Type.Object({ ...MenuDbRow.properties, moduleId: Type.String() });
export type MenuRow = Static<typeof MenuRow>;

/** Every entry matching `where`, with its page id read from propertyJson. */
export async function menuRows(db: Queryable, where = '', params: unknown[] = []): Promise<MenuRow[]> {
  return (await rows(db, MenuDbRow, `SELECT ${MENU_COLUMNS} FROM module m ${where}`, params)).map((m) => ({ ...m, moduleId: moduleIdOf(m.propertyJson) }));
}

/** An entry with its children, nested to any depth (the menu screen and the parent picker). */
export const MenuNode = Type.Recursive((This) => Type.Object({ ...MenuRow.properties, hasChildren: Type.Boolean(), children: Type.Array(This) }), { $id: 'MenuNode' });
export type MenuNode = Static<typeof MenuNode>;

/**
 * Pure: nests entries by parentId; an entry whose parent is not among them is a root (a keyword
 * hit keeps its ancestors, so nothing is orphaned by the filter). Siblings by sortCode, then name.
 */
export function menuTree(list: MenuRow[], without?: string): MenuNode[] {
  const kept = list.filter((m) => m.id !== without);
  const nodes = new Map<string, MenuNode>(kept.map((m) => [m.id, { ...m, hasChildren: false, children: [] }]));
  const roots: MenuNode[] = [];
  for (const m of kept) {
    const node = nodes.get(m.id)!;
    const parent = m.parentId !== m.id ? nodes.get(m.parentId) : undefined;
    if (parent) {
      parent.children.push(node);
      parent.hasChildren = true;
    } else if (!without || !list.some((x) => x.id === m.parentId)) roots.push(node);
  }
  const sortDeep = (level: MenuNode[]) => {
    level.sort((a, b) => a.sortCode - b.sortCode || a.fullName.localeCompare(b.fullName, 'zh'));
    for (const n of level) sortDeep(n.children);
  };
  sortDeep(roots);
  return roots;
}

export const MENU_COLUMNS = `${MODULE_FIELD_COLUMNS}, m.category,
  coalesce(m.description, '') AS description, m.enabled_mark, m.is_hidden, m.use_data_permission, ${epochMs('m.created_at')} AS creator_time`;

export async function findMenu(db: Queryable, id: string): Promise<MenuRow> {
  const [menu] = await menuRows(db, 'WHERE m.id = $1', [id]);
  if (!menu) throw new ApiError(Code.NotFound, t('notFound'));
  return menu;
}

const ParentRow = Type.Object({ id: Type.String(), type: Type.Integer() });
const Chain = Type.Object({ ids: Nullable(Type.String()) });
const Found = Type.Object({ id: Type.String() });

/** §2.3 per type, the parent (a directory, never our own descendant) and a free code; every problem at once. */
export async function checkMenu(db: Queryable, input: MenuInput, selfId: string | null) {
  const errors: FieldError[] = checkMenuInput(input);
  const parentId = input.parentId || '-1';
  if (parentId !== '-1') {
    const parent = await one(db, ParentRow, 'SELECT id, type FROM module WHERE id = $1', [parentId]);
    if (!parent) errors.push({ field: 'parentId', message: t('parentNotFound') });
    else if (parent.type !== 1) errors.push({ field: 'parentId', message: t('menuParentNotDirectory') });
    else if (selfId) {
      // Walk up from the new parent: meeting ourselves means a move under our own descendant.
      const chain = await one(
        db,
        Chain,
        `WITH RECURSIVE up AS (SELECT id, parent_id, 1 AS depth FROM module WHERE id = $1
           UNION ALL SELECT m.id, m.parent_id, up.depth + 1 FROM module m JOIN up ON m.id = up.parent_id WHERE up.depth < 50)
         SELECT string_agg(id, '/') AS ids FROM up`,
        [parentId],
      );
      if (isUnderSelf(selfId, `/${chain?.ids ?? ''}/`)) errors.push({ field: 'parentId', message: t('moveUnderSelf') });
    }
  }
  if (errors.length) failFields(errors);
  const code = await rows(db, Found, 'SELECT id FROM module WHERE lower(en_code) = lower($1) AND id <> $2', [input.enCode, selfId ?? '']);
  if (code.length) failFields([{ field: 'enCode', message: t('codeExists') }]);
}

const propertyText = (p: MenuInput['propertyJson']) => (p === undefined || p === null || p === '' ? '{}' : typeof p === 'string' ? p : JSON.stringify(p));

const values = (input: MenuInput) => [
  input.parentId || '-1', input.type, input.enCode, input.fullName.trim(), input.icon ?? '', input.urlAddress ?? '', input.linkTarget || '_self',
  propertyText(input.propertyJson), input.category ?? 'Web', input.description ?? null, input.sortCode ?? 0, input.enabledMark ?? 1,
  input.isHidden ?? 0, input.useDataPermission ?? 0,
];

/** Inserts a checked entry; a model page's buttons and columns are registered under it. */
export async function insertMenu(db: Queryable, input: MenuInput): Promise<string> {
  const created = await one(
    db,
    Found,
    `INSERT INTO module (parent_id, type, en_code, full_name, icon, url_address, link_target, property_json, category, description,
        sort_code, enabled_mark, is_hidden, use_data_permission)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14) RETURNING id`,
    values(input),
  );
  await registerPublishedItems(db, created!.id, input.type, input.propertyJson);
  return created!.id;
}

export async function updateMenu(db: Queryable, id: string, input: MenuInput): Promise<void> {
  await db.query(
    `UPDATE module SET parent_id = $2, type = $3, en_code = $4, full_name = $5, icon = $6, url_address = $7, link_target = $8,
        property_json = $9, category = $10, description = $11, sort_code = $12, enabled_mark = $13, is_hidden = $14,
        use_data_permission = $15, updated_at = now() WHERE id = $1`,
    [id, ...values(input)],
  );
  await registerPublishedItems(db, id, input.type, input.propertyJson);
}

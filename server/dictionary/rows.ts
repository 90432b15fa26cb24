import { ApiError, Code } from '../../contract/errors';
import { t } from '../../contract/texts';
import type { Queryable } from '../db/client';
import { Nullable, Type, epochMs, one, rows, treeOf, type Static } from '../kit';

// The dictionary tables as rows: one schema per table types the rows and is the answer's schema.

const common = {
  sortCode: Type.Integer(),
  enabledMark: Type.Integer(),
  description: Type.String(),
  creatorTime: Type.Number(),
  lastModifyTime: Nullable(Type.Number()),
};
const COMMON_COLUMNS = `sort_code, enabled_mark, coalesce(description, '') AS description, ${epochMs('created_at')} AS creator_time,
  ${epochMs('updated_at')} AS last_modify_time`;

export const TypeRow = Type.Object({ id: Type.String(), parentId: Type.String(), fullName: Type.String(), enCode: Type.String(), isTree: Type.Integer(), ...common });
export type DictionaryType = Static<typeof TypeRow>;
const TYPE_COLUMNS = `id, parent_id, full_name, en_code, is_tree, ${COMMON_COLUMNS}`;
const TYPE_ORDER = 'sort_code, created_at, id';

export const ItemRow = Type.Object({
  id: Type.String(),
  dictionaryTypeId: Type.String(),
  parentId: Type.String(),
  fullName: Type.String(),
  enCode: Type.String(),
  simpleSpelling: Type.String(),
  ...common,
});
export type DictionaryItem = Static<typeof ItemRow>;
export const ITEM_COLUMNS = `id, dictionary_type_id, parent_id, full_name, en_code, simple_spelling, ${COMMON_COLUMNS}`;
export const ITEM_ORDER = 'sort_code, created_at, id';

/** Tree answers: the type tree, the item tree, and the pickers' smaller nodes. */
export const TypeNode = treeOf(TypeRow.properties);
export const TypeSelectorNode = treeOf({
  id: Type.String(), parentId: Type.String(), fullName: Type.String(), enCode: Type.String(), isTree: Type.Integer(), sortCode: Type.Integer(),
});
/** A list entry of GET DictionaryData/{type}: flat rows, or tree nodes for a tree dictionary. */
export const ItemEntry = Type.Recursive(
  (Self) => Type.Object({ ...ItemRow.properties, hasChildren: Type.Optional(Type.Boolean()), children: Type.Optional(Type.Array(Self)) }),
  { $id: 'DictionaryItemEntry' },
);
const SelectorItem = Type.Object({ id: Type.String(), parentId: Type.String(), fullName: Type.String(), enCode: Type.String(), sortCode: Type.Integer() });
export const ItemSelectorNode = Type.Recursive(
  (Self) => Type.Object({ ...SelectorItem.properties, hasChildren: Type.Optional(Type.Boolean()), children: Type.Optional(Type.Array(Self)) }),
  { $id: 'DictionaryItemSelectorNode' },
);

export const allTypes = (db: Queryable) => rows(db, TypeRow, `SELECT ${TYPE_COLUMNS} FROM dictionary_type ORDER BY ${TYPE_ORDER}`);

/** A type by id or, where the spec allows it (Data/Selector), by enCode. */
export async function findType(db: Queryable, idOrCode: string, opts: { byCode?: boolean } = {}): Promise<DictionaryType> {
  const type = await one(
    db,
    TypeRow,
    opts.byCode
      ? `SELECT ${TYPE_COLUMNS} FROM dictionary_type WHERE id = $1 OR lower(en_code) = lower($1) ORDER BY (id = $1) DESC LIMIT 1`
      : `SELECT ${TYPE_COLUMNS} FROM dictionary_type WHERE id = $1`,
    [idOrCode],
  );
  if (!type) throw new ApiError(Code.NotFound, t('notFound'));
  return type;
}

export const itemsOf = (db: Queryable, typeId: string, enabledOnly = false) =>
  rows(db, ItemRow, `SELECT ${ITEM_COLUMNS} FROM dictionary_data WHERE dictionary_type_id = $1 ${enabledOnly ? 'AND enabled_mark = 1' : ''} ORDER BY ${ITEM_ORDER}`, [
    typeId,
  ]);

export async function findItem(db: Queryable, id: string): Promise<DictionaryItem> {
  const item = await one(db, ItemRow, `SELECT ${ITEM_COLUMNS} FROM dictionary_data WHERE id = $1`, [id]);
  if (!item) throw new ApiError(Code.NotFound, t('notFound'));
  return item;
}

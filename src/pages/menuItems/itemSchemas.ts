import type { PageSchema, Text } from '../../../contract/pageModel/pageSchema';

/*
 * A menu's buttons, columns, form fields and data schemes (系统菜单 → 权限项): one list page per
 * kind, drawn by the renderer against the existing routes /api/System/Menu/{menuId}/{kind}.
 */

export const ITEM_KINDS = ['Button', 'Column', 'Form', 'DataScheme'] as const;
export type ItemKind = (typeof ITEM_KINDS)[number];

export const KIND_TITLES: Record<ItemKind, Text> = {
  Button: { zh: '按钮权限', zhtw: '按鈕權限', en: 'Buttons' },
  Column: { zh: '列表权限', zhtw: '列表權限', en: 'Columns' },
  Form: { zh: '表单权限', zhtw: '表單權限', en: 'Form fields' },
  DataScheme: { zh: '数据权限', zhtw: '資料權限', en: 'Data schemes' },
};

const CODE: Text = { zh: '编码', zhtw: '編碼', en: 'Code' };
const NAME: Text = { zh: '名称', zhtw: '名稱', en: 'Name' };
const ORDER: Text = { zh: '排序', zhtw: '排序', en: 'Order' };
const SCOPE: Text = { zh: '数据范围', zhtw: '資料範圍', en: 'Scope' };
const CONDITIONS: Text = { zh: '条件（JSON 数组）', zhtw: '條件（JSON 陣列）', en: 'Conditions (JSON array)' };

const SCOPES: [string, Text][] = [
  ['all', { zh: '全部数据', zhtw: '全部資料', en: 'All data' }],
  ['organizeAndBelow', { zh: '本组织及下级', zhtw: '本組織及下級', en: 'Own organisation and below' }],
  ['organize', { zh: '本组织', zhtw: '本組織', en: 'Own organisation' }],
  ['department', { zh: '本部门', zhtw: '本部門', en: 'Own department' }],
  ['self', { zh: '本人', zhtw: '本人', en: 'Own records' }],
];

/** Pure: the list page of one kind of item of menu `menuId`. */
export function menuItemSchema(menuId: string, kind: ItemKind): PageSchema {
  const base = `/api/System/Menu/${encodeURIComponent(menuId)}/${kind}`;
  const scheme = kind === 'DataScheme';
  const zh = (t: Text) => (typeof t === 'object' && 'zh' in t ? t.zh : String(t));
  const properties: Record<string, unknown> = {
    enCode: { type: 'string', title: zh(CODE), maxLength: 80, minLength: 1 },
    fullName: { type: 'string', title: zh(NAME), maxLength: 50, minLength: 1 },
    sortCode: { type: 'integer', title: zh(ORDER), minimum: 0, maximum: 999999, default: 0 },
  };
  if (scheme) {
    properties.scope = { type: 'string', title: zh(SCOPE), oneOf: SCOPES.map(([v, t]) => ({ const: v, title: zh(t) })) };
    properties.conditionJson = { type: 'string', title: zh(CONDITIONS), maxLength: 4000, default: '[]' };
  }
  const translations = { zhtw: {} as Record<string, string>, en: {} as Record<string, string> };
  for (const t of [CODE, NAME, ORDER, SCOPE, CONDITIONS, ...SCOPES.map(([, s]) => s)]) {
    if (typeof t === 'object' && 'zh' in t) {
      translations.zhtw[t.zh] = t.zhtw ?? t.zh;
      translations.en[t.zh] = t.en ?? t.zh;
    }
  }
  return {
    id: `system.menu.${kind}`,
    kind: 'list',
    title: KIND_TITLES[kind],
    // The server checks system.menu and its buttons on every call; these lists strip nothing.
    authorize: false,
    pagination: false,
    // The item routes answer a menu's few items whole: there is nothing to search.
    search: { schema: { type: 'object', properties: {} }, keyword: false },
    api: { list: `GET ${base}`, create: `POST ${base}`, update: `PUT ${base}/{id}`, remove: `DELETE ${base}/{id}` },
    columns: [
      { field: 'enCode', label: CODE, width: 180 },
      { field: 'fullName', label: NAME, width: 180 },
      ...(scheme ? [{ field: 'scope', label: SCOPE, width: 160 }] : []),
      { field: 'sortCode', label: ORDER, width: 80, align: 'center' as const },
    ],
    toolbar: [{ type: 'create' }],
    rowActions: [{ type: 'edit' }, { type: 'remove' }],
    form: {
      container: 'dialog',
      schema: { type: 'object', required: scheme ? ['enCode', 'fullName', 'scope'] : ['enCode', 'fullName'], properties },
      uiSchema: scheme ? { conditionJson: { 'ui:widget': 'textarea' } } : {},
    },
    translations,
  };
}

import type { Lang } from '../../../contract/pageModel/pageSchema';

export const ITEM_TYPES = ['module', 'button', 'column', 'form', 'resource'] as const;
export type ItemType = (typeof ITEM_TYPES)[number];
export const OBJECT_TYPES = ['Role', 'Position', 'User'] as const;
export type ObjectType = (typeof OBJECT_TYPES)[number];

interface Texts {
  types: Record<ItemType, string>;
  objects: Record<ObjectType, string>;
  pick: string;
  saved: string;
}

// Kept beside the view that is their only reader rather than in the renderer's shared texts.
export const authorizeTexts: Record<Lang, Texts> = {
  zh: {
    types: { module: '菜单权限', button: '按钮权限', column: '列表权限', form: '表单权限', resource: '数据权限' },
    objects: { Role: '角色', Position: '岗位', User: '用户' },
    pick: '请选择授权对象',
    saved: '授权成功',
  },
  zhtw: {
    types: { module: '菜單權限', button: '按鈕權限', column: '列表權限', form: '表單權限', resource: '數據權限' },
    objects: { Role: '角色', Position: '崗位', User: '用戶' },
    pick: '請選擇授權對象',
    saved: '授權成功',
  },
  en: {
    types: { module: 'Menus', button: 'Buttons', column: 'Columns', form: 'Form fields', resource: 'Data schemes' },
    objects: { Role: 'Role', Position: 'Position', User: 'User' },
    pick: 'Choose whom to authorise',
    saved: 'Authorisation saved',
  },
};

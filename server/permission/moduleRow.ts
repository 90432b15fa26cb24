import type { Static } from '@sinclair/typebox';
import { Type } from '../kit';

/**
 * A menu entry's fields as one schema: the grant catalogue (access.ts), the 系统菜单 rows
 * (menu/menuStore.ts) and CurrentUser's menu tree (auth/currentUser.ts) all read the same columns
 * of `module`, so they spread these instead of writing the list out three times.
 */
export const moduleFields = {
  id: Type.String(),
  parentId: Type.String(),
  type: Type.Integer(),
  enCode: Type.String(),
  fullName: Type.String(),
  icon: Type.String(),
  urlAddress: Type.String(),
  linkTarget: Type.String(),
  propertyJson: Type.String(),
  sortCode: Type.Integer(),
};

/** The SQL select list for `moduleFields` from `module m`. */
export const MODULE_FIELD_COLUMNS = 'm.id, m.parent_id, m.type, m.en_code, m.full_name, m.icon, m.url_address, m.link_target, m.property_json, m.sort_code';

/** A module as the grant catalogue keeps it. */
export const ModuleRow = Type.Object({
  ...moduleFields,
  enabledMark: Type.Integer(),
  isHidden: Type.Integer(),
  useDataPermission: Type.Integer(),
});
export type ModuleRow = Static<typeof ModuleRow>;

/** A button, column, form or data scheme of a module. */
export const ModuleItemRow = Type.Object({ id: Type.String(), moduleId: Type.String(), enCode: Type.String(), fullName: Type.String() });
export type ModuleItemRow = Static<typeof ModuleItemRow>;

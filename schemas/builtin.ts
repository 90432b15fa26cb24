import type { PageSchema } from './pageSchema';

/**
 * Built-in screens by menu urlAddress (enCode with dots as slashes, server/seed/menuCatalogue.ts).
 * Each file loads on first visit, so no screen's schema sits in the login bundle. The shell renders a
 * type-2 menu page with `builtinSchemas[urlAddress]`; a missing key gets its placeholder page.
 */
const load = (p: Promise<{ default: unknown }>) => p.then((m) => m.default as PageSchema);

export const builtinSchemas: Record<string, () => Promise<PageSchema>> = {
  'permission/organize': () => load(import('./permission-organize.json')),
  'permission/department': () => load(import('./permission-department.json')),
  'permission/position': () => load(import('./permission-position.json')),
  'permission/user': () => load(import('./permission-user.json')),
  'permission/role': () => load(import('./permission-role.json')),
  'permission/authorize': () => load(import('./permission-authorize.json')),
  'permission/onlineUser': () => load(import('./permission-onlineUser.json')),
  'system/menu': () => load(import('./system-menu.json')),
  'system/notice': () => load(import('./system-notice.json')),
  'system/billRule': () => load(import('./system-billRule.json')),
  'system/area': () => load(import('./system-area.json')),
  'system/log': () => load(import('./system-log.json')),
  'systemData/dictionary': () => load(import('./systemData-dictionary.json')),
};

import type { ModuleItemRow, ModuleRow } from './moduleRow';
import type { MenuEntry, MenuTypeValue, PermissionEntry, PermissionItem } from '../../contract/api';

// Pure: turns module rows and the caller's grants into CurrentUser's menuList and permissionList.

export type { ModuleRow, ModuleItemRow } from './moduleRow';

export interface Grants {
  all: boolean;
  modules: Set<string>;
  buttons: Set<string>;
  columns: Set<string>;
  forms: Set<string>;
  resources: Set<string>;
}

export interface UserMenuConfig {
  moduleId: string;
  isHidden: number;
  sortCode: number;
}

/**
 * A menu is visible when granted and enabled, and every ancestor is too. Top-level entries can be
 * hidden and re-ordered by the user's own menu configuration.
 */
export function buildMenuTree(modules: ModuleRow[], grants: Grants, userConfig: UserMenuConfig[] = []): MenuEntry[] {
  const byParent = new Map<string, ModuleRow[]>();
  for (const m of modules) {
    if (m.enabledMark !== 1) continue;
    if (!grants.all && !grants.modules.has(m.id)) continue;
    const list = byParent.get(m.parentId) ?? [];
    list.push(m);
    byParent.set(m.parentId, list);
  }
  const conf = new Map(userConfig.map((c) => [c.moduleId, c]));
  const build = (parentId: string, depth: number): MenuEntry[] => {
    const rows = [...(byParent.get(parentId) ?? [])];
    rows.sort((a, b) => {
      if (depth === 0) {
        const ca = conf.get(a.id)?.sortCode ?? a.sortCode;
        const cb = conf.get(b.id)?.sortCode ?? b.sortCode;
        if (ca !== cb) return ca - cb;
      }
      return a.sortCode - b.sortCode || a.enCode.localeCompare(b.enCode);
    });
    return rows
      .filter((m) => !(depth === 0 && conf.get(m.id)?.isHidden === 1))
      .map((m) => {
        const children = build(m.id, depth + 1);
        return {
          id: m.id,
          parentId: m.parentId,
          type: m.type as MenuTypeValue,
          enCode: m.enCode,
          fullName: m.fullName,
          icon: m.icon,
          urlAddress: m.urlAddress,
          linkTarget: m.linkTarget,
          propertyJson: m.propertyJson,
          sortCode: m.sortCode,
          hidden: m.isHidden === 1,
          hasChildren: children.length > 0,
          children,
          modelId: m.id,
        };
      })
      // A directory whose every child is ungranted is noise in the sidebar.
      .filter((e) => e.type !== 1 || e.children.length > 0);
  };
  return build('-1', 0);
}

export function buildPermissionList(
  modules: ModuleRow[],
  grants: Grants,
  items: { buttons: ModuleItemRow[]; columns: ModuleItemRow[]; forms: ModuleItemRow[]; resources: ModuleItemRow[] },
): PermissionEntry[] {
  const visible = modules.filter((m) => m.enabledMark === 1 && (grants.all || grants.modules.has(m.id)));
  const pick = (rows: ModuleItemRow[], granted: Set<string>) => {
    const byModule = new Map<string, PermissionItem[]>();
    for (const r of rows) {
      if (!grants.all && !granted.has(r.id)) continue;
      const list = byModule.get(r.moduleId) ?? [];
      list.push({ id: r.id, enCode: r.enCode, fullName: r.fullName });
      byModule.set(r.moduleId, list);
    }
    return byModule;
  };
  const b = pick(items.buttons, grants.buttons);
  const c = pick(items.columns, grants.columns);
  const f = pick(items.forms, grants.forms);
  const r = pick(items.resources, grants.resources);
  return visible
    .filter((m) => m.type !== 1)
    .map((m) => ({
      modelId: m.id,
      moduleName: m.fullName,
      button: b.get(m.id) ?? [],
      column: c.get(m.id) ?? [],
      form: f.get(m.id) ?? [],
      resource: r.get(m.id) ?? [],
    }));
}

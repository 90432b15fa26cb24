import { useMemo } from 'react';
import type { MenuEntry } from '../../../contract/api';
import { useSession } from '../../stores/session';

function findMenu(list: MenuEntry[], enCode: string): MenuEntry | null {
  for (const m of list) {
    if (m.enCode === enCode) return m;
    const hit = findMenu(m.children ?? [], enCode);
    if (hit) return hit;
  }
  return null;
}

/**
 * The buttons of one 系统数据 menu this user holds, and whether they are the super administrator
 * (restore, download and delete of backups are theirs alone). Only hides what would be refused:
 * the server checks the same on every call.
 */
export function useMenuButtons(menuCode: string): { can: (code: string) => boolean; admin: boolean } {
  const menuList = useSession((s) => s.menuList);
  const permissionList = useSession((s) => s.permissionList);
  const admin = useSession((s) => !!s.userInfo?.isAdministrator);
  return useMemo(() => {
    const menu = findMenu(menuList, menuCode);
    const entry = menu ? permissionList.find((p) => p.modelId === (menu.modelId ?? menu.id)) : undefined;
    const codes = new Set((entry?.button ?? []).map((b) => b.enCode));
    return { can: (code: string) => admin || codes.has(code), admin };
  }, [menuList, permissionList, admin, menuCode]);
}

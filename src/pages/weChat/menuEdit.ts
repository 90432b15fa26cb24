import type { MenuButton, MpMenu } from '../../../contract/weChat/menu';
import { MENU_LIMITS } from '../../../contract/weChat/menu';

/** Where a button sits: its top-level index and, for a sub-button, its index under it. */
export interface MenuPlace {
  top: number;
  sub?: number;
}

export const placePath = (p: MenuPlace) => (p.sub === undefined ? `/button/${p.top}` : `/button/${p.top}/sub_button/${p.sub}`);

export function buttonAt(menu: MpMenu, p: MenuPlace): MenuButton | null {
  const top = menu.button[p.top];
  if (!top) return null;
  return p.sub === undefined ? top : (top.sub_button?.[p.sub] ?? null);
}

/** Pure edits of the menu; each returns a new menu (and where the edited button now is). */
export function addTop(menu: MpMenu, name: string): { menu: MpMenu; at: MenuPlace } | null {
  if (menu.button.length >= MENU_LIMITS.top) return null;
  return { menu: { button: [...menu.button, { name, type: 'click', key: '' }] }, at: { top: menu.button.length } };
}

export function addSub(menu: MpMenu, top: number, name: string): { menu: MpMenu; at: MenuPlace } | null {
  const parent = menu.button[top];
  const subs = parent?.sub_button ?? [];
  if (!parent || subs.length >= MENU_LIMITS.sub) return null;
  const button = menu.button.map((b, i) => (i === top ? { name: b.name, sub_button: [...subs, { name, type: 'click' as const, key: '' }] } : b));
  return { menu: { button }, at: { top, sub: subs.length } };
}

export function updateAt(menu: MpMenu, p: MenuPlace, patch: Partial<MenuButton>): MpMenu {
  return {
    button: menu.button.map((b, i) => {
      if (i !== p.top) return b;
      if (p.sub === undefined) return { ...b, ...patch };
      return { ...b, sub_button: (b.sub_button ?? []).map((s, j) => (j === p.sub ? { ...s, ...patch } : s)) };
    }),
  };
}

/** Removes a button; a top-level button that loses its last sub-button becomes a click button again. */
export function removeAt(menu: MpMenu, p: MenuPlace): MpMenu {
  if (p.sub === undefined) return { button: menu.button.filter((_, i) => i !== p.top) };
  return {
    button: menu.button.map((b, i) => {
      if (i !== p.top) return b;
      const subs = (b.sub_button ?? []).filter((_, j) => j !== p.sub);
      return subs.length ? { ...b, sub_button: subs } : { name: b.name, type: 'click', key: '' };
    }),
  };
}

import type { MenuProps } from 'antd';
import type { MenuNode } from '../router/buildRoutes';
import MenuIcon from './MenuIcon';

type Item = Required<MenuProps>['items'][number];

/** Menu keys are paths for routable entries and ids otherwise; `nodeByKey` resolves a click. */
export function keyOf(n: MenuNode): string {
  return n.kind === 'directory' ? `dir:${n.key}` : n.kind === 'external' || n.kind === 'notOpen' || n.kind === 'dataView' ? `id:${n.key}` : n.path;
}

export function toMenuItems(nodes: MenuNode[], withIcons = true): Item[] {
  return nodes.map((n) =>
    n.children?.length
      ? { key: keyOf(n), label: n.title, icon: withIcons ? <MenuIcon name={n.icon} /> : undefined, children: toMenuItems(n.children, withIcons) }
      : { key: keyOf(n), label: n.title, icon: withIcons ? <MenuIcon name={n.icon} /> : undefined, 'data-menu-path': n.path },
  );
}

export function indexMenu(nodes: MenuNode[]): Map<string, MenuNode> {
  const map = new Map<string, MenuNode>();
  const walk = (list: MenuNode[]) => {
    for (const n of list) {
      map.set(keyOf(n), n);
      if (n.children) walk(n.children);
    }
  };
  walk(nodes);
  return map;
}

/** The keys of the directories above `path`, for opening the sidebar at the current page. */
export function openKeysFor(nodes: MenuNode[], path: string): string[] {
  const trail: string[] = [];
  const walk = (list: MenuNode[], parents: string[]): boolean => {
    for (const n of list) {
      if (n.children?.length) {
        if (walk(n.children, [...parents, keyOf(n)])) return true;
      } else if (n.path.split('?')[0] === path) {
        trail.push(...parents);
        return true;
      }
    }
    return false;
  };
  walk(nodes, []);
  return trail;
}

/** Top-menu overflow (spec §2.5): floor(width / 116) items fit; the rest go under 更多. */
export const TOP_MENU_ITEM_WIDTH = 116;
export function splitTopMenu<T>(items: T[], width: number): { shown: T[]; more: T[] } {
  const fit = Math.max(0, Math.floor(width / TOP_MENU_ITEM_WIDTH));
  if (items.length <= fit) return { shown: items, more: [] };
  // One slot goes to the 更多 submenu itself.
  const n = Math.max(0, fit - 1);
  return { shown: items.slice(0, n), more: items.slice(n) };
}

import type { MenuEntry, MenuPropertyJson } from '../../contract/api';
import { fillToken, linkAddress, TOKEN_PLACEHOLDER } from '../../contract/linkAddress';

// Pure: the server menu → route records and the visible menu tree (spec §2.3).
// Routes are flat (each with its absolute path) because the layout renders every page in one
// content area; the menu tree keeps the nesting for sidebars and the top menu.

export type RouteKind =
  | 'directory' // 1
  | 'page' // 2
  | 'model' // 3
  | 'dictionary' // 4
  | 'report' // 5
  | 'dataView' // 6
  | 'embedded' // 7, linkTarget _self
  | 'external' // 7, any other target (menu link only, no route)
  | 'notOpen'; // 8 (menu item only, no route)

export interface RouteMeta {
  title: string;
  icon: string;
  hidden: boolean;
  /** The permission entry key (menu id) the page's buttons and columns are granted under. */
  modelId: string;
  menuType: number;
  enCode: string;
  urlAddress?: string;
  /** Linked resource (visual-dev model, dictionary type, report, screen) from propertyJson. */
  moduleId?: string;
  isTree?: boolean;
  /** Address an embedded or external entry opens, with ${token} left empty. */
  href?: string;
  /** The entry's address wants a ticket for ${token}: ask the server at the moment it is opened (openLink.ts). */
  link?: MenuLink;
  /** Query part of a page's urlAddress ("user/list?tab=2"). */
  query?: string;
  affix?: boolean;
  noCache?: boolean;
}

export interface AppRoute {
  path: string;
  name: string;
  kind: RouteKind;
  meta: RouteMeta;
  redirect?: string;
  /** Sub-pages of the /application and /space shortcuts (relative segments). */
  children?: AppRoute[];
}

export interface MenuNode {
  key: string;
  name: string;
  title: string;
  icon: string;
  kind: RouteKind;
  /** Where a click goes: a route path, or for external entries the full address. */
  path: string;
  href?: string;
  link?: MenuLink;
  children?: MenuNode[];
}

/**
 * A type-6/7 entry whose ${token} is filled at click time with a one-time ticket from the server,
 * never with the session (which the page does not even hold): `template` keeps the placeholder.
 */
export interface MenuLink {
  menuId: string;
  menuType: 6 | 7;
  template: string;
}

export interface BuiltRoutes {
  routes: AppRoute[];
  menus: MenuNode[];
}

export interface BuildOptions {
  /** Base of the data-visualisation viewer for type 6. */
  dataVUrl?: string;
  /** The title an entry shows (translated); its fullName when absent. */
  title?: (entry: MenuEntry) => string;
}

const KIND_BY_TYPE: Record<number, RouteKind> = {
  1: 'directory',
  2: 'page',
  3: 'model',
  4: 'dictionary',
  5: 'report',
  6: 'dataView',
};

/** JNPF's generated-page fallbacks when a model, dictionary or report menu has no address. */
const FALLBACK_PREFIX: Record<number, string> = { 3: 'model', 4: 'dictionary', 5: 'dataReport' };

export const routeName = (enCode: string) => enCode.replace(/\./g, '-');

function parseProperty(json: string | null | undefined): MenuPropertyJson {
  if (!json) return {};
  try {
    const v = JSON.parse(json);
    return v && typeof v === 'object' ? (v as MenuPropertyJson) : {};
  } catch {
    return {}; // a designer's broken JSON must not take the whole menu down
  }
}

function splitAddress(address: string): { path: string; query?: string } {
  const [path, query] = address.split('?');
  return { path: '/' + path.replace(/^\/+/, '').replace(/\/+$/, ''), query: query || undefined };
}

/** A type-7 address: http(s) or site-relative only (rows stored before the server checked are refused here too). */
function externalLink(e: MenuEntry): { href?: string; link?: MenuLink } {
  const address = (e.urlAddress || '').trim();
  if (!linkAddress(address)) return {};
  const href = fillToken(address, '');
  return address.includes(TOKEN_PLACEHOLDER) ? { href, link: { menuId: e.id, menuType: 7, template: address } } : { href };
}

const APPLICATION_CHILDREN = ['shop', 'me', 'edit/:id', 'detail/:id'];
const SPACE_CHILDREN = ['spaceHome', 'newsFeed', 'attention', 'aboutMe', 'activeUser', 'friend'];

function shortcutChildren(base: AppRoute, segments: string[], prefix: string): AppRoute[] {
  return segments.map((seg) => ({
    path: `${base.path}/${seg}`,
    name: `${prefix}-${seg.split('/')[0]}`,
    kind: 'page' as const,
    meta: { ...base.meta, title: base.meta.title, hidden: true, urlAddress: `${prefix}/${seg}` },
  }));
}

export function buildRoutes(menuList: MenuEntry[], options: BuildOptions = {}): BuiltRoutes {
  const routes: AppRoute[] = [];
  const seen = new Set<string>();
  const push = (r: AppRoute) => {
    // Two menus pointing at one address would shadow each other: the first one wins.
    if (seen.has(r.path)) return;
    seen.add(r.path);
    routes.push(r);
  };

  const visit = (entries: MenuEntry[]): MenuNode[] => {
    const nodes: MenuNode[] = [];
    for (const e of entries) {
      const prop = parseProperty(e.propertyJson);
      const title = options.title ? options.title(e) : e.fullName;
      const meta: RouteMeta = {
        title,
        icon: e.icon || '',
        hidden: !!e.hidden,
        modelId: e.modelId || e.id,
        menuType: e.type,
        enCode: e.enCode,
      };
      const name = routeName(e.enCode);
      let node: MenuNode | null;

      switch (e.type) {
        case 1: {
          const children = visit(e.children ?? []);
          const path = '/' + e.enCode;
          const first = children.find((c) => c.kind !== 'external' && c.kind !== 'notOpen');
          push({ path, name, kind: 'directory', meta, redirect: first?.path });
          node = { key: e.id, name, title, icon: meta.icon, kind: 'directory', path, children };
          break;
        }
        case 2: {
          const { path, query } = splitAddress(e.urlAddress || e.enCode.replace(/\./g, '/'));
          const route: AppRoute = { path, name, kind: 'page', meta: { ...meta, urlAddress: path.slice(1), query } };
          if (path === '/application') {
            route.redirect = '/application/shop';
            route.children = shortcutChildren(route, APPLICATION_CHILDREN, 'application');
          } else if (path === '/space') {
            route.redirect = '/space/spaceHome';
            route.children = shortcutChildren(route, SPACE_CHILDREN, 'space');
          }
          push(route);
          node = { key: e.id, name, title, icon: meta.icon, kind: 'page', path: query ? `${path}?${query}` : path };
          break;
        }
        case 3:
        case 4:
        case 5: {
          const address = e.urlAddress || `${FALLBACK_PREFIX[e.type]}/${e.enCode}`;
          const { path } = splitAddress(address);
          const kind = KIND_BY_TYPE[e.type];
          push({
            path,
            name,
            kind,
            meta: { ...meta, urlAddress: path.slice(1), moduleId: prop.moduleId, isTree: prop.isTree === true || Number(prop.isTree) === 1 },
          });
          node = { key: e.id, name, title, icon: meta.icon, kind, path };
          break;
        }
        case 6: {
          const { path } = splitAddress(e.urlAddress || `dataV/${e.enCode}`);
          const base = options.dataVUrl ?? '/dataV/';
          const template = `${base}${base.endsWith('/') ? '' : '/'}view/${encodeURIComponent(prop.moduleId ?? '')}?token=${TOKEN_PLACEHOLDER}`;
          const link: MenuLink = { menuId: e.id, menuType: 6, template };
          const href = fillToken(template, '');
          push({ path, name, kind: 'dataView', meta: { ...meta, urlAddress: path.slice(1), moduleId: prop.moduleId, href, link } });
          node = { key: e.id, name, title, icon: meta.icon, kind: 'dataView', path, href, link };
          break;
        }
        case 7: {
          const { href, link } = externalLink(e);
          if (e.linkTarget === '_self') {
            const path = '/' + e.enCode;
            push({ path, name, kind: 'embedded', meta: { ...meta, href, link } });
            node = { key: e.id, name, title, icon: meta.icon, kind: 'embedded', path, href, link };
          } else {
            node = { key: e.id, name, title, icon: meta.icon, kind: 'external', path: href ?? '', href, link };
          }
          break;
        }
        case 8: {
          node = { key: e.id, name, title, icon: meta.icon, kind: 'notOpen', path: '' };
          break;
        }
        default:
          node = null; // an unknown type is skipped rather than guessed at
      }
      if (node && !e.hidden) nodes.push(node);
    }
    return nodes;
  };

  const menus = visit(menuList);
  return { routes, menus };
}

/** Every route a user can reach, including the shortcut children (for matching a URL). */
export function flattenRoutes(routes: AppRoute[]): AppRoute[] {
  return routes.flatMap((r) => [r, ...(r.children ?? [])]);
}

/** Menu leaves the header search offers: visible, navigable entries with their titles. */
export function searchableMenus(menus: MenuNode[]): { title: string; path: string; kind: RouteKind; href?: string; link?: MenuLink }[] {
  const out: { title: string; path: string; kind: RouteKind; href?: string; link?: MenuLink }[] = [];
  const walk = (nodes: MenuNode[], trail: string[]) => {
    for (const n of nodes) {
      const titles = [...trail, n.title];
      if (n.children?.length) walk(n.children, titles);
      else if (n.kind !== 'directory' && n.kind !== 'notOpen') out.push({ title: titles.join(' > '), path: n.path, kind: n.kind, href: n.href, ...(n.link ? { link: n.link } : {}) });
    }
  };
  walk(menus, []);
  return out;
}

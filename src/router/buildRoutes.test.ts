import { describe, expect, it } from 'vitest';
import type { MenuEntry } from '../../contract/api';
import { buildRoutes, flattenRoutes, routeName, searchableMenus } from './buildRoutes';

let seq = 0;
function menu(partial: Partial<MenuEntry> & Pick<MenuEntry, 'type' | 'enCode'>): MenuEntry {
  seq += 1;
  return {
    id: `m${seq}`,
    parentId: '-1',
    fullName: partial.enCode,
    icon: 'AppstoreOutlined',
    urlAddress: '',
    linkTarget: '',
    propertyJson: '',
    sortCode: seq,
    hidden: false,
    hasChildren: !!partial.children?.length,
    children: [],
    modelId: `m${seq}`,
    ...partial,
  };
}

const byPath = (list: ReturnType<typeof buildRoutes>['routes'], path: string) => list.find((r) => r.path === path);

describe('buildRoutes', () => {
  it('names a route after its enCode with dots turned into hyphens', () => {
    expect(routeName('permission.user')).toBe('permission-user');
    const { routes } = buildRoutes([menu({ type: 2, enCode: 'permission.user', urlAddress: 'permission/user' })]);
    expect(routes[0]).toMatchObject({ path: '/permission/user', name: 'permission-user', kind: 'page' });
  });

  it('type 1: directory at /{enCode} with nested children and a redirect to the first child', () => {
    const dir = menu({
      type: 1,
      enCode: 'permission',
      fullName: '组织权限',
      children: [
        menu({ type: 2, enCode: 'permission.organize', fullName: '组织管理', urlAddress: 'permission/organize' }),
        menu({ type: 2, enCode: 'permission.user', fullName: '用户管理', urlAddress: 'permission/user' }),
      ],
    });
    const { routes, menus } = buildRoutes([dir]);
    expect(byPath(routes, '/permission')).toMatchObject({ kind: 'directory', redirect: '/permission/organize' });
    expect(byPath(routes, '/permission/user')?.meta.title).toBe('用户管理');
    expect(menus[0].children?.map((c) => c.path)).toEqual(['/permission/organize', '/permission/user']);
  });

  it('type 2: page at /{urlAddress}, tolerant of slashes and keeping a query', () => {
    const { routes, menus } = buildRoutes([menu({ type: 2, enCode: 'a.b', urlAddress: '/system/log/?tab=2' })]);
    expect(routes[0].path).toBe('/system/log');
    expect(routes[0].meta.query).toBe('tab=2');
    expect(menus[0].path).toBe('/system/log?tab=2');
  });

  it('type 2 /application: children shop, me, edit/:id, detail/:id, redirecting to /application/shop', () => {
    const { routes } = buildRoutes([menu({ type: 2, enCode: 'application', urlAddress: 'application' })]);
    const app = byPath(routes, '/application')!;
    expect(app.redirect).toBe('/application/shop');
    expect(app.children?.map((c) => c.path)).toEqual(['/application/shop', '/application/me', '/application/edit/:id', '/application/detail/:id']);
    expect(flattenRoutes(routes).map((r) => r.path)).toContain('/application/detail/:id');
  });

  it('type 2 /space: six children, redirecting to /space/spaceHome', () => {
    const { routes } = buildRoutes([menu({ type: 2, enCode: 'space', urlAddress: 'space' })]);
    const space = byPath(routes, '/space')!;
    expect(space.redirect).toBe('/space/spaceHome');
    expect(space.children?.map((c) => c.path.replace('/space/', ''))).toEqual(['spaceHome', 'newsFeed', 'attention', 'aboutMe', 'activeUser', 'friend']);
  });

  it.each([
    [3, 'model'],
    [4, 'dictionary'],
    [5, 'report'],
  ] as const)('type %i: %s page carrying moduleId and isTree from propertyJson', (type, kind) => {
    const { routes } = buildRoutes([
      menu({ type, enCode: 'campus.student', urlAddress: 'campus/student', propertyJson: JSON.stringify({ moduleId: 'model-student', isTree: 1 }) }),
    ]);
    expect(routes[0]).toMatchObject({ path: '/campus/student', kind, meta: { moduleId: 'model-student', isTree: true } });
  });

  it('types 3-5: isTree false when 0 or missing, broken propertyJson tolerated, JNPF fallback address', () => {
    const { routes } = buildRoutes([
      menu({ type: 3, enCode: 'x.flat', urlAddress: 'x/flat', propertyJson: '{"moduleId":"m","isTree":0}' }),
      menu({ type: 4, enCode: 'x.broken', urlAddress: 'x/broken', propertyJson: '{not json' }),
      menu({ type: 5, enCode: 'x.noAddress' }),
    ]);
    expect(routes[0].meta.isTree).toBe(false);
    expect(routes[1].meta).toMatchObject({ moduleId: undefined, isTree: false });
    expect(routes[2].path).toBe('/dataReport/x.noAddress');
  });

  it('type 6: data view carries moduleId; its token is a ticket asked for when opened, never filled in here', () => {
    const { routes, menus } = buildRoutes(
      [menu({ id: 'dv', type: 6, enCode: 'campus.dataView', urlAddress: 'dataV/education', propertyJson: '{"moduleId":"screen-education"}' })],
      { dataVUrl: 'https://v.example/' },
    );
    expect(routes[0]).toMatchObject({ kind: 'dataView', meta: { moduleId: 'screen-education' } });
    expect(menus[0].href).toBe('https://v.example/view/screen-education?token=');
    expect(menus[0].link).toEqual({ menuId: 'dv', menuType: 6, template: 'https://v.example/view/screen-education?token=${token}' });
  });

  it('type 7 _self: embedded page at /{enCode}; ${token} is left empty until a ticket is asked for', () => {
    const { routes, menus } = buildRoutes([menu({ id: 'h', type: 7, enCode: 'campus.helpCenter', urlAddress: '/help.html?t=${token}', linkTarget: '_self' })]);
    expect(routes[0]).toMatchObject({
      path: '/campus.helpCenter',
      name: 'campus-helpCenter',
      kind: 'embedded',
      meta: { href: '/help.html?t=', link: { menuId: 'h', menuType: 7, template: '/help.html?t=${token}' } },
    });
    expect(menus[0].path).toBe('/campus.helpCenter');
  });

  it('type 7 other target: no route, the menu links to the address (every ${token} empty, a ticket asked for on click)', () => {
    const { routes, menus } = buildRoutes([
      menu({ type: 7, enCode: 'campus.site', urlAddress: 'https://r.example/sso?token=${token}&again=${token}', linkTarget: '_blank' }),
      menu({ type: 7, enCode: 'campus.plain', urlAddress: 'https://r.example/about', linkTarget: '_blank' }),
    ]);
    expect(routes).toHaveLength(0);
    expect(menus[0]).toMatchObject({ kind: 'external', path: 'https://r.example/sso?token=&again=' });
    expect(menus[0].link?.template).toBe('https://r.example/sso?token=${token}&again=${token}');
    expect(menus[1]).toMatchObject({ kind: 'external', path: 'https://r.example/about', link: undefined });
  });

  it('type 7 addresses that are not http(s) or site-relative open nothing (rows stored before the server checked)', () => {
    const { menus } = buildRoutes([
      menu({ type: 7, enCode: 'a', urlAddress: 'javascript:alert(document.cookie)', linkTarget: '_blank' }),
      menu({ type: 7, enCode: 'b', urlAddress: '//evil.example/x', linkTarget: '_blank' }),
      menu({ type: 7, enCode: 'c', urlAddress: '/\\evil.example/x', linkTarget: '_blank' }),
      menu({ type: 7, enCode: 'd', urlAddress: ' java\tscript:alert(1)', linkTarget: '_blank' }),
    ]);
    expect(menus.map((m) => [m.path, m.href])).toEqual([
      ['', undefined],
      ['', undefined],
      ['', undefined],
      ['', undefined],
    ]);
  });

  it('type 8: a not-open menu item with no route and nowhere to navigate', () => {
    const { routes, menus } = buildRoutes([menu({ type: 8, enCode: 'campus.smartClass', urlAddress: 'campus/smartClass' })]);
    expect(routes).toHaveLength(0);
    expect(menus[0]).toMatchObject({ kind: 'notOpen', path: '' });
  });

  it('hidden entries are routable but omitted from menus', () => {
    const { routes, menus } = buildRoutes([
      menu({ type: 2, enCode: 'shown', urlAddress: 'shown' }),
      menu({ type: 2, enCode: 'secret', urlAddress: 'secret', hidden: true }),
    ]);
    expect(routes.map((r) => r.path)).toEqual(['/shown', '/secret']);
    expect(routes[1].meta.hidden).toBe(true);
    expect(menus.map((m) => m.path)).toEqual(['/shown']);
  });

  it('carries modelId for permission lookups and ignores unknown types and duplicate addresses', () => {
    const { routes, menus } = buildRoutes([
      menu({ type: 2, enCode: 'a', urlAddress: 'same', modelId: 'model-a' }),
      menu({ type: 2, enCode: 'b', urlAddress: 'same' }),
      menu({ type: 42 as never, enCode: 'weird', urlAddress: 'weird' }),
    ]);
    expect(routes).toHaveLength(1);
    expect(routes[0].meta.modelId).toBe('model-a');
    expect(menus).toHaveLength(2);
  });

  it('builds nothing from an empty menu', () => {
    expect(buildRoutes([])).toEqual({ routes: [], menus: [] });
  });

  it('search entries are the navigable leaves with their trail of titles', () => {
    const { menus } = buildRoutes([
      menu({
        type: 1,
        enCode: 'sys',
        fullName: '系统管理',
        children: [menu({ type: 2, enCode: 'sys.log', fullName: '系统日志', urlAddress: 'sys/log' }), menu({ type: 8, enCode: 'sys.x', fullName: '未开放' })],
      }),
    ]);
    expect(searchableMenus(menus)).toEqual([{ title: '系统管理 > 系统日志', path: '/sys/log', kind: 'page', href: undefined }]);
  });
});

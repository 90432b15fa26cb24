import { describe, expect, it } from 'vitest';
import { serverForFile } from '../support/server';

const ctx = serverForFile('admin');

// Issue 12: the identity areas (users, organize, authorize, moduleUser, onlineUser, currentUser) on
// the ctx.server kit. What a client and an API reader notice: every answer is documented, answers carry
// the fields the screens read and nothing the ctx.server keeps to itself, and list queries are typed.

const IDENTITY = /^\/api\/Permission\/(Users|Organize|Authorize|ModuleUser|OnlineUser)(\/|$)/;
const METHODS = ['get', 'post', 'put', 'delete'] as const;

/** Every key at every depth of a tree answer. */
function treeKeys(nodes: any[], into = new Set<string>()): Set<string> {
  for (const n of nodes) {
    for (const k of Object.keys(n)) into.add(k);
    treeKeys(n.children ?? [], into);
  }
  return into;
}

describe('the identity areas on the ctx.server kit', () => {
  it('documents a 200 answer schema for every route but the prepared users list', async () => {
    const doc = await (await ctx.admin.raw('/api/docs/json')).json();
    const undocumented: string[] = [];
    let routes = 0;
    for (const [path, item] of Object.entries<any>(doc.paths)) {
      if (!IDENTITY.test(path)) continue;
      for (const method of METHODS) {
        if (!item[method]) continue;
        routes++;
        if (!item[method].responses?.['200']?.content?.['application/json']?.schema) undocumented.push(`${method.toUpperCase()} ${path}`);
      }
    }
    expect(routes).toBeGreaterThanOrEqual(46);
    // The users list is a prepared answer (serialised once, kept in the read cache): no serialiser.
    expect(undocumented).toEqual(['GET /api/Permission/Users']);
    const orgRow = doc.paths['/api/Permission/Organize'].get.responses['200'].content['application/json'].schema.properties.data.properties.list.items;
    expect(Object.keys(orgRow.properties)).toEqual(expect.arrayContaining(['parentName', 'organizeName', 'managerName', 'hasChildren', 'icon', 'creatorTime']));
  });

  it('never answers an organisation tree path, which the ctx.server reads to move subtrees', async () => {
    const list = await ctx.admin.get('/api/Permission/Organize', { pageSize: 50 });
    expect(list.code).toBe(200);
    expect(list.data.list.length).toBeGreaterThan(0);
    const one = await ctx.admin.get(`/api/Permission/Organize/${list.data.list[0].id}`);
    expect(one.code).toBe(200);
    for (const org of [list.data.list[0], one.data]) {
      expect(org).toHaveProperty('organizeName');
      expect(org).toHaveProperty('type', org.category);
      expect(org).not.toHaveProperty('treePath');
    }
    const stored = await ctx.server.database.query<{ tree_path: string }>('SELECT tree_path FROM organize WHERE id = $1', [one.data.id]);
    expect(stored[0].tree_path).toContain(one.data.id);
  });

  it('answers trees with the same named fields at every depth', async () => {
    const tree = await ctx.admin.get('/api/Permission/Organize/Tree');
    expect(tree.code).toBe(200);
    expect([...treeKeys(tree.data.list)].sort()).toEqual(
      ['children', 'enCode', 'fullName', 'hasChildren', 'icon', 'id', 'organizeId', 'parentId', 'sortCode', 'type'],
    );
    const people = await ctx.admin.get('/api/Permission/Users/SelectorNoAut', { keyword: 'teacher' });
    const keys = treeKeys(people.data.list);
    expect(keys.has('realName')).toBe(true);
    expect(keys.has('mobile')).toBe(false);
  });

  it('answers the users list rows without their place in the paging index', async () => {
    const page = await ctx.admin.get('/api/Permission/Users', { pageSize: 5 });
    expect(page.code).toBe(200);
    expect(Object.keys(page.data.list[0]).sort()).toEqual([
      'account', 'creatorTime', 'departmentId', 'departmentName', 'email', 'enabledMark', 'gender', 'id', 'isAdministrator', 'mobile',
      'organizeId', 'organizeName', 'positionName', 'realName', 'roleName',
    ]);
    // A deep page in the default order starts from a remembered position: same rows as without it.
    const second = await ctx.admin.get('/api/Permission/Users', { pageSize: 5, currentPage: 2 });
    const both = await ctx.admin.get('/api/Permission/Users', { pageSize: 10 });
    expect(second.data.list.map((u: any) => u.id)).toEqual(both.data.list.slice(5).map((u: any) => u.id));
  });

  it('refuses a users list query outside its schema or sort whitelist', async () => {
    for (const query of [{ enabledMark: 5 }, { pageSize: 100000 }, { sidx: 'constructor' }, { sidx: 'password_hash' }]) {
      const r = await ctx.admin.get('/api/Permission/Users', query);
      expect(r.code, JSON.stringify(query)).toBe(400);
    }
  });

  it('reads a user record with its roles in the order given and typed dates', async () => {
    const teacher = (await ctx.admin.get('/api/Permission/Users', { keyword: 'teacher' })).data.list.find((u: any) => u.account === 'teacher');
    const r = await ctx.admin.get(`/api/Permission/Users/${teacher.id}`);
    expect(r.code).toBe(200);
    const held = await ctx.server.database.query<{ object_id: string }>(
      `SELECT object_id FROM user_relation WHERE user_id = $1 AND object_type = 'Role' ORDER BY sort_code, object_id`,
      [teacher.id],
    );
    expect(r.data.roleIds).toEqual(held.map((h) => h.object_id));
    expect(typeof r.data.creatorTime).toBe('number');
    expect(r.data.birthday === null || typeof r.data.birthday === 'number').toBe(true);
    expect(r.data.departmentId === null || typeof r.data.departmentId === 'string').toBe(true);
  });
});

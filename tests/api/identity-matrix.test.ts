import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type Client, type TestServer } from '../support/server';

/*
 * Who may call what, for every identity route, with admin, school1 (学校管理员) and teacher (教师).
 * Writes are sent with empty bodies or unknown ids, so an allowed call fails validation (400) or
 * finds nothing (404) and a denied one answers 403: nothing changes either way.
 */

let server: TestServer;
const c: Record<string, Client> = {};
const ids: Record<string, string> = {};

type Who = 'admin' | 'school1' | 'teacher';
const A: Who[] = ['admin'];
const AS: Who[] = ['admin', 'school1'];
const AST: Who[] = ['admin', 'school1', 'teacher'];

// [method, path, who may]
const ROUTES: [string, string, Who[]][] = [
  ['GET', '/api/UserAccount/Account/GetPhone', AST],
  ['POST', '/api/Common/Login/IframeToken/Create', AST],
  ['GET', '/api/Permission/Organize', AS],
  ['GET', '/api/Permission/Organize/Selector', AST],
  ['GET', '/api/Permission/Organize/getSchoolList', AST],
  ['GET', '/api/Permission/Organize/Tree', AST],
  ['POST', '/api/Permission/Organize', AS],
  ['GET', '/api/Permission/Organize/nope', AS],
  ['PUT', '/api/Permission/Organize/nope', AS],
  ['DELETE', '/api/Permission/Organize/nope', AS],
  ['POST', '/api/Permission/Organize/GetAdminAccountPassword', AS],
  ['GET', '/api/Permission/Organize/{school1}/Department', AS],
  ['GET', '/api/Permission/Organize/Department/Selector', AST],
  ['POST', '/api/Permission/Organize/Department', AS],
  ['GET', '/api/Permission/Organize/Department/nope', AS],
  ['PUT', '/api/Permission/Organize/Department/nope', AS],
  ['DELETE', '/api/Permission/Organize/Department/nope', AS],
  ['GET', '/api/Permission/Position', AS],
  ['GET', '/api/Permission/Position/All', AST],
  ['GET', '/api/Permission/Position/SelectorOnlyOneOrg', AST],
  ['POST', '/api/Permission/Position', AS],
  ['GET', '/api/Permission/Position/nope', AS],
  ['PUT', '/api/Permission/Position/nope', AS],
  ['DELETE', '/api/Permission/Position/nope', AS],
  ['GET', '/api/Permission/Users', AST],
  ['GET', '/api/Permission/Users/All', AST],
  ['GET', '/api/Permission/Users/SelectorNoAut', AST],
  ['GET', '/api/Permission/Users/Selector', AST],
  ['POST', '/api/Permission/Users', AS],
  ['GET', '/api/Permission/Users/nope', AST],
  ['PUT', '/api/Permission/Users/nope', AST],
  ['DELETE', '/api/Permission/Users/nope', AS],
  ['POST', '/api/Permission/Users/nope/Actions/ResetPassword', AS],
  ['PUT', '/api/Permission/Users/nope/Actions/State', AS],
  ['PUT', '/api/Permission/Users/Current/Avatar/a.png', AST],
  ['GET', '/api/Permission/Users/Current/BaseInfo', AST],
  ['PUT', '/api/Permission/Users/Current/BaseInfo', AST],
  ['POST', '/api/Permission/Users/Current/Actions/ModifyPassword', AST],
  ['PUT', '/api/Permission/Users/Current/SystemTheme', AST],
  ['PUT', '/api/Permission/Users/Current/SystemLanguage', AST],
  ['GET', '/api/Permission/Users/Current/Subordinate', AST],
  ['GET', '/api/Permission/Users/Current/Authorize', AST],
  ['GET', '/api/Permission/Users/Current/SystemLog', AST],
  ['GET', '/api/Permission/Role', AS],
  ['GET', '/api/Permission/Role/Selector', AST],
  ['POST', '/api/Permission/Role', AS],
  ['GET', '/api/Permission/Role/nope', AS],
  ['PUT', '/api/Permission/Role/nope', AS],
  ['DELETE', '/api/Permission/Role/nope', AS],
  ['PUT', '/api/Permission/Role/nope/Actions/State', AS],
  ['GET', '/api/Permission/Authorize/Model/Role/nope', AS],
  ['PUT', '/api/Permission/Authorize/Model/nope', AS],
  ['POST', '/api/Permission/Authorize/Data/nope/Values', AS],
  ['POST', '/api/Permission/Authorize/Data/nope', AS],
  ['POST', '/api/Permission/Authorize/Data/Batch', AS],
  ['GET', '/api/Permission/ModuleUser/Current', AST],
  ['PUT', '/api/Permission/ModuleUser/Current', AST],
  ['POST', '/api/Permission/ModuleUser/Data/GetModulesByUserId', AST],
  ['POST', '/api/Permission/ModuleUser/Data/BatchUpdate', AST],
  ['GET', '/api/Permission/OnlineUser', A],
  ['DELETE', '/api/Permission/OnlineUser/nope', A],
  ['POST', '/api/Permission/OnlineUser/Actions/BatchDelete', A],
  ['GET', '/api/System/Menu', A],
  ['GET', '/api/System/Menu/Selector', A],
  ['GET', '/api/System/Menu/nope', A],
  ['POST', '/api/System/Menu', A],
  ['PUT', '/api/System/Menu/nope', A],
  ['DELETE', '/api/System/Menu/nope', A],
  ['PUT', '/api/System/Menu/Actions/Sort', A],
  ...(['Button', 'Column', 'Form', 'DataScheme'] as const).flatMap((k): [string, string, Who[]][] => [
    ['GET', `/api/System/Menu/nope/${k}`, A],
    ['POST', `/api/System/Menu/nope/${k}`, A],
    ['PUT', `/api/System/Menu/nope/${k}/nope`, A],
    ['DELETE', `/api/System/Menu/nope/${k}/nope`, A],
  ]),
];

beforeAll(async () => {
  server = await startServer();
  for (const who of ['admin', 'school1', 'teacher']) c[who] = await server.login(who);
  const orgs = (await c.admin.get('/api/Permission/Organize', { pageSize: 100 })).data.list;
  for (const o of orgs) ids[o.enCode] = o.id;
});
afterAll(() => server?.close());

const call = (client: Client, method: string, url: string) => {
  const u = url.replace('{school1}', ids.CDYZ);
  if (method === 'GET') return client.get(u);
  if (method === 'POST') return client.post(u, {});
  if (method === 'PUT') return client.put(u, {});
  return client.delete(u);
};

describe('authorization matrix', () => {
  for (const who of ['admin', 'school1', 'teacher'] as Who[]) {
    it(`${who}: allowed routes answer, the rest answer 403`, async () => {
      const wrong: string[] = [];
      for (const [method, url, allowed] of ROUTES) {
        const r = await call(c[who], method, url);
        const may = allowed.includes(who);
        if (may && (r.code === 403 || r.code === 602 || r.code === 500)) wrong.push(`${method} ${url} should be allowed, got ${r.code} ${r.msg}`);
        if (!may && r.code !== 403) wrong.push(`${method} ${url} should be 403, got ${r.code} ${r.msg}`);
      }
      expect(wrong).toEqual([]);
    });
  }

  it('anonymous callers get 602 on every route but the ticket exchange', async () => {
    const wrong: string[] = [];
    for (const [method, url] of ROUTES) {
      const r = await call(server.anonymous, method, url);
      if (r.code !== 602) wrong.push(`${method} ${url}: ${r.code}`);
    }
    expect(wrong).toEqual([]);
    expect((await server.anonymous.post('/api/Common/Login/IframeToken', { iframeToken: 'x' })).code).toBe(400);
  });
});

describe('data permission across schools (ids of school2 from school1)', () => {
  it('every read, change and delete of another school\'s rows answers 404 and changes nothing', async () => {
    const admin = c.admin;
    const s2 = ids.CDSYXX;
    const dept = (await admin.get(`/api/Permission/Organize/${s2}/Department`)).data.list[0];
    const pos = (await admin.get('/api/Permission/Position', { organizeId: s2 })).data.list[0];
    const user = (await admin.get('/api/Permission/Users', { keyword: 'school2' })).data.list[0];
    const role = await admin.post('/api/Permission/Role', { fullName: '实验小学角色', enCode: 'sy2Role', globalMark: 0, organizeId: s2 });
    const rid = role.data.id;
    const s1 = c.school1;
    const checks: [string, Promise<any>][] = [
      ['org get', s1.get(`/api/Permission/Organize/${s2}`)],
      ['org put', s1.put(`/api/Permission/Organize/${s2}`, { parentId: ids.CDJYJ, fullName: 'x', enCode: 'x' })],
      ['org delete', s1.delete(`/api/Permission/Organize/${s2}`)],
      ['admin account', s1.post('/api/Permission/Organize/GetAdminAccountPassword', { organizeId: s2 })],
      ['dept get', s1.get(`/api/Permission/Organize/Department/${dept.id}`)],
      ['dept put', s1.put(`/api/Permission/Organize/Department/${dept.id}`, { parentId: s2, fullName: 'x', enCode: 'x' })],
      ['dept delete', s1.delete(`/api/Permission/Organize/Department/${dept.id}`)],
      ['pos get', s1.get(`/api/Permission/Position/${pos.id}`)],
      ['pos put', s1.put(`/api/Permission/Position/${pos.id}`, { organizeId: s2, fullName: 'x', enCode: 'x' })],
      ['pos delete', s1.delete(`/api/Permission/Position/${pos.id}`)],
      ['user get', s1.get(`/api/Permission/Users/${user.id}`)],
      ['user put', s1.put(`/api/Permission/Users/${user.id}`, { account: user.account, realName: 'x', organizeId: s2 })],
      ['user delete', s1.delete(`/api/Permission/Users/${user.id}`)],
      ['user state', s1.put(`/api/Permission/Users/${user.id}/Actions/State`)],
      ['user reset', s1.post(`/api/Permission/Users/${user.id}/Actions/ResetPassword`, { userPassword: 'abc12345' })],
      ['role get', s1.get(`/api/Permission/Role/${rid}`)],
      ['role put', s1.put(`/api/Permission/Role/${rid}`, { fullName: 'x', enCode: 'x', globalMark: 0, organizeId: s2 })],
      ['role state', s1.put(`/api/Permission/Role/${rid}/Actions/State`)],
      ['role delete', s1.delete(`/api/Permission/Role/${rid}`)],
      ['grant model role', s1.get(`/api/Permission/Authorize/Model/Role/${rid}`)],
      ['grant model user', s1.get(`/api/Permission/Authorize/Model/User/${user.id}`)],
      ['grant put', s1.put(`/api/Permission/Authorize/Model/${pos.id}`, { objectType: 'Position', module: [] })],
      ['menu config', s1.post('/api/Permission/ModuleUser/Data/GetModulesByUserId', { userId: user.id })],
    ];
    const wrong: string[] = [];
    for (const [name, p] of checks) {
      const r = await p;
      if (r.code !== 404) wrong.push(`${name}: ${r.code} ${r.msg}`);
    }
    expect(wrong).toEqual([]);
    expect((await admin.get(`/api/Permission/Users/${user.id}`)).data).toMatchObject({ account: 'school2', enabledMark: 1 });
    expect((await admin.get(`/api/Permission/Organize/${s2}`)).data.fullName).toBe('城东实验小学');
    expect((await admin.get(`/api/Permission/Role/${rid}`)).data).toMatchObject({ fullName: '实验小学角色', enabledMark: 1 });
    // and lists never show them
    expect((await s1.get('/api/Permission/Users', { keyword: 'school2' })).data.list).toHaveLength(0);
    expect((await s1.get('/api/Permission/Position', { organizeId: s2 })).data.list).toHaveLength(0);
    expect((await s1.get('/api/Permission/Role', { keyword: '实验小学' })).data.list).toHaveLength(0);
  });
});

describe('hostile input', () => {
  it('sort fields outside the whitelist and SQL in sort or keyword are refused or inert', async () => {
    const admin = c.admin;
    for (const url of ['/api/Permission/Organize', `/api/Permission/Organize/${ids.CDYZ}/Department`, '/api/Permission/Position', '/api/Permission/Role', '/api/Permission/OnlineUser', '/api/Permission/Users/Current/SystemLog']) {
      expect((await admin.get(url, { sidx: 'password_hash' })).code, url).toBe(400);
      expect((await admin.get(url, { sidx: 'fullName; DROP TABLE users --' })).code, url).toBe(400);
      expect((await admin.get(url, { sidx: 'constructor' })).code, url).toBe(400);
      expect((await admin.get(url, { sort: 'desc; DROP TABLE users' })).code, url).toBe(400);
      const kw = await admin.get(url, { keyword: "%' OR '1'='1" });
      expect(kw.code, url).toBe(200);
      expect(kw.data.list, url).toHaveLength(0);
    }
    expect((await admin.get('/api/Permission/Users')).data.pagination.total).toBeGreaterThan(250);
  });

  it('a body over 2 MB answers 413 and stores nothing', async () => {
    const big = 'x'.repeat(2 * 1024 * 1024 + 10);
    const res = await c.admin.raw('/api/Permission/Role', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ fullName: '大', enCode: 'big', description: big }),
    });
    expect(res.status).toBe(413);
    expect((await c.admin.get('/api/Permission/Role', { keyword: 'big' })).data.list).toHaveLength(0);
  });

  it('over-long fields and wrong types answer 400', async () => {
    expect((await c.admin.post('/api/Permission/Role', { fullName: '长'.repeat(51), enCode: 'long1' })).code).toBe(400);
    expect((await c.admin.post('/api/Permission/Position', { organizeId: ['x'], fullName: 'x', enCode: 'x' })).code).toBe(400);
    expect((await c.admin.get('/api/Permission/Role', { pageSize: 100000 })).code).toBe(400);
    expect((await c.admin.put('/api/Permission/Authorize/Model/x', { objectType: 'Role', module: [{ id: 1 }] })).code).toBe(400);
  });
});

describe('OpenAPI', () => {
  it('documents every identity route with tags and a summary', async () => {
    const res = await fetch(`${server.url}/api/docs/json`);
    expect(res.status).toBe(200);
    const doc = await res.json();
    const toOpenApi = (p: string) => p.replace(/\/nope\//g, '/{x}/').replace(/\/nope$/, '/{x}');
    const missing: string[] = [];
    for (const [method, url] of ROUTES) {
      const target = toOpenApi(url.replace('{school1}', '{x}').replace('/a.png', '/{x}').replace('/Model/Role/', '/Model/{x}/'));
      const shape = (p: string) => p.replace(/\{[^}]+\}/g, '{x}');
      const hit = Object.entries(doc.paths).find(([p]) => shape(p) === shape(target));
      const op = hit ? (hit[1] as any)[method.toLowerCase()] : null;
      if (!op || !op.tags?.length || !op.summary) missing.push(`${method} ${target}`);
    }
    expect(missing).toEqual([]);
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type Client, type TestServer } from '../support/server';

// Issue 12: routes migrated to the server kit carry response schemas. These are what a client and
// an API reader notice: the answers are documented, internal columns stay out, and the two log
// lists answer one row shape.

let server: TestServer;
let admin: Client;
let teacher: Client;

beforeAll(async () => {
  server = await startServer();
  [admin, teacher] = await Promise.all([server.login('admin'), server.login('teacher')]);
});
afterAll(() => server?.close());

type Json = { properties: Record<string, Json>; items: Json };
const rowOf = (doc: any, path: string): Json => {
  const answer: Json = doc.paths[path].get.responses['200'].content['application/json'].schema;
  return answer.properties.data.properties.list.items;
};

describe('the server kit', () => {
  it('documents the migrated list answers in OpenAPI, row by row', async () => {
    const res = await admin.raw('/api/docs/json');
    expect(res.status).toBe(200);
    const doc = await res.json();
    expect(Object.keys(rowOf(doc, '/api/Permission/Position').properties)).toEqual(
      expect.arrayContaining(['id', 'organizeName', 'fullName', 'enCode', 'userCount', 'creatorTime']),
    );
    expect(Object.keys(rowOf(doc, '/api/Permission/Role').properties)).toEqual(expect.arrayContaining(['globalMark', 'organizeId', 'userCount']));
    expect(Object.keys(rowOf(doc, '/api/System/Log').properties)).toEqual(expect.arrayContaining(['requestURL', 'ipaddress', 'platForm']));
  });

  it('never answers a bill rule counter, even though the row read from the table holds it', async () => {
    const list = await admin.get('/api/System/BillRule', { pageSize: 50 });
    expect(list.code).toBe(200);
    expect(list.data.list.length).toBeGreaterThan(0);
    const one = await admin.get(`/api/System/BillRule/${list.data.list[0].id}`);
    for (const rule of [list.data.list[0], one.data]) {
      expect(rule).toHaveProperty('example');
      expect(rule).not.toHaveProperty('thisNumber');
      expect(rule).not.toHaveProperty('lastStamp');
    }
    expect(one.data).toHaveProperty('nextNumber');
  });

  it('answers the system log and the own log in one row shape (requestURL, as JNPF spells it)', async () => {
    const all = await admin.get('/api/System/Log', { category: 3, pageSize: 5 });
    const mine = await teacher.get('/api/Permission/Users/Current/SystemLog', { category: 1, pageSize: 5 });
    expect(all.data.list.length).toBeGreaterThan(0);
    expect(mine.data.list.length).toBeGreaterThan(0);
    expect(Object.keys(mine.data.list[0]).sort()).toEqual(Object.keys(all.data.list[0]).sort());
    expect(all.data.list[0]).toHaveProperty('requestURL');
    expect(all.data.list[0]).not.toHaveProperty('requestUrl');
  });
});

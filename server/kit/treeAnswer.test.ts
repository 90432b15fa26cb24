import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { Type } from './schema';
import { treeOf } from './treeAnswer';

const fields = { id: Type.String(), fullName: Type.String() };

describe('treeOf', () => {
  it('answers only the named fields, at every depth', async () => {
    const app = Fastify();
    app.get('/tree', { schema: { response: { 200: Type.Array(treeOf(fields)) } } }, async () => [
      { id: 'a', fullName: 'A', treePath: '/a/', hasChildren: true, children: [{ id: 'b', fullName: 'B', secret: 1, hasChildren: false, children: [] }] },
    ]);
    const res = await app.inject('/tree');
    expect(res.json()).toEqual([{ id: 'a', fullName: 'A', hasChildren: true, children: [{ id: 'b', fullName: 'B', hasChildren: false, children: [] }] }]);
  });

  it('gives each call its own schema, so one answer may hold two trees', async () => {
    const app = Fastify();
    const answer = Type.Object({ left: Type.Array(treeOf(fields)), right: Type.Array(treeOf(fields)) });
    app.get('/two', { schema: { response: { 200: answer } } }, async () => ({ left: [], right: [{ id: 'r', fullName: 'R', hasChildren: false, children: [] }] }));
    const res = await app.inject('/two');
    expect(res.statusCode).toBe(200);
    expect(res.json().right[0].id).toBe('r');
  });
});

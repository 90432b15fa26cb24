import http from 'node:http';
import zlib from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { serverForFile } from '../support/server';

const ctx = serverForFile('admin');

/** The raw answer, as bytes on the wire: fetch would decode it and hide the coding. */
function rawGet(path: string, headers: Record<string, string>): Promise<{ status: number; headers: http.IncomingHttpHeaders; body: Buffer }> {
  return new Promise((resolve, reject) => {
    http
      .get(ctx.server.url + path, { headers }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
      })
      .on('error', reject);
  });
}

function decode(r: { headers: http.IncomingHttpHeaders; body: Buffer }) {
  const enc = r.headers['content-encoding'];
  const text = enc === 'br' ? zlib.brotliDecompressSync(r.body) : enc === 'gzip' ? zlib.gunzipSync(r.body) : r.body;
  return JSON.parse(text.toString('utf8'));
}

const LIST = '/api/Permission/Users?currentPage=1&pageSize=20';

describe('answers in the coding the browser accepts', () => {
  it('sends a user page as brotli to a browser and as plain JSON to a client that asks for none', async () => {
    const auth = { authorization: ctx.admin.token! };
    const plain = await rawGet(LIST, auth);
    expect(plain.headers['content-encoding']).toBeUndefined();
    const br = await rawGet(LIST, { ...auth, 'accept-encoding': 'gzip, deflate, br, zstd' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(br.body.length).toBeLessThan(plain.body.length / 3);
    for (const r of [plain, br]) expect(Number(r.headers['content-length'])).toBe(r.body.length);
    expect(decode(br)).toEqual(JSON.parse(plain.body.toString('utf8')));
    const gz = await rawGet(LIST, { ...auth, 'accept-encoding': 'gzip' });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(decode(gz)).toEqual(decode(br));
  });

  it('a write shows in the next compressed page, not a stale cached one', async () => {
    const auth = { authorization: ctx.admin.token!, 'accept-encoding': 'br' };
    const teacher = (await ctx.admin.get('/api/Permission/Users', { keyword: 'teacher' })).data.list.find((u: any) => u.account === 'teacher');
    const before = decode(await rawGet(`${LIST}&keyword=zipstaff`, auth));
    expect(before.data.pagination.total).toBe(0);
    const created = await ctx.admin.post('/api/Permission/Users', {
      account: 'zipstaff01', realName: '周子萍', gender: 2, mobile: '13911112222', email: 'zzp@educloud.cn',
      organizeId: teacher.organizeId, departmentId: teacher.departmentId, password: 'abc12345',
    });
    expect(created.code, created.msg).toBe(200);
    const after = decode(await rawGet(`${LIST}&keyword=zipstaff`, auth));
    expect(after.data.list.map((u: any) => u.account)).toEqual(['zipstaff01']);
  });

  it('compresses other large answers too, and leaves small ones and errors readable as they are', async () => {
    const tree = await rawGet('/api/Permission/Organize', { authorization: ctx.admin.token!, 'accept-encoding': 'br' });
    expect(tree.status).toBe(200);
    expect(tree.headers['content-encoding']).toBe('br');
    expect(decode(tree).code).toBe(200);
    const denied = await rawGet(LIST, { authorization: 'not-a-session-token-at-all', 'accept-encoding': 'br' });
    expect(denied.headers['content-encoding']).toBeUndefined();
    expect(decode(denied).code).toBe(602);
  });
});

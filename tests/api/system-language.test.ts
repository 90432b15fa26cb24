import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type Client, type TestServer } from '../support/server';

// 翻译管理 (issue 15 item 6): every text of the catalogue and of page schemas in zh, zh-TW and en,
// searchable, missing ones flagged; overrides in the database applied live; spreadsheet round trip.
let server: TestServer;
let admin: Client;
beforeAll(async () => {
  server = await startServer();
  admin = await server.login('admin');
});
afterAll(() => server?.close());

const stored = async () => JSON.stringify(await server.database.query('SELECT source, key, lang, value FROM sys_translation ORDER BY 1, 2, 3'));

async function upload(c: Client, rows: string[][]) {
  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet('translations');
  for (const r of rows) ws.addRow(r);
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(await wb.xlsx.writeBuffer())]), 'translations.xlsx');
  return (await c.raw('/api/System/Translation/Actions/Import', { method: 'POST', body: form })).json();
}

describe('翻译管理', () => {
  it('lists server texts and page texts in three languages, searchable, missing ones flagged', async () => {
    const server1 = await admin.get('/api/System/Translation', { keyword: '数据不存在或无权访问', source: 'server' });
    expect(server1.data.list).toEqual([expect.objectContaining({ source: 'server', key: 'notFound', zhtw: '資料不存在或無權訪問', missing: [] })]);
    const pages = await admin.get('/api/System/Translation', { source: 'page', keyword: '业务名称' });
    expect(pages.data.list[0]).toMatchObject({ source: 'page:system.billRule', zh: '业务名称', zhtw: '業務名稱' });
    const all = await admin.get('/api/System/Translation', { pageSize: 500 });
    expect(all.data.pagination.total).toBeGreaterThan(300);
    const missing = await admin.get('/api/System/Translation', { missing: true, pageSize: 500 });
    expect(missing.data.list.every((e: any) => e.missing.length > 0)).toBe(true);
  });

  it('an override of a server text answers at once in that language, and clears back', async () => {
    const fetchEn = async (url: string) => (await (await fetch(server.url + url, { headers: { authorization: admin.token!, 'accept-language': 'en' } })).json()).msg;
    expect(await fetchEn('/api/System/TimeTask/nope')).toBe('The data does not exist or you may not access it');
    expect((await admin.put('/api/System/Translation', { source: 'server', key: 'notFound', en: 'Nothing to see here' })).code).toBe(200);
    expect(await fetchEn('/api/System/TimeTask/nope')).toBe('Nothing to see here');
    // zh stays the spec's wording.
    expect((await admin.get('/api/System/TimeTask/nope')).msg).toBe('数据不存在或无权访问');
    const row = (await admin.get('/api/System/Translation', { keyword: 'Nothing to see here' })).data.list[0];
    expect(row.overridden).toEqual(['en']);
    expect((await admin.put('/api/System/Translation', { source: 'server', key: 'notFound', en: '' })).code).toBe(200);
    expect(await fetchEn('/api/System/TimeTask/nope')).toBe('The data does not exist or you may not access it');
  });

  it('refuses a translation that drops a placeholder, an unknown text, and a school head or teacher, storing nothing', async () => {
    const before = await stored();
    const ph = await admin.put('/api/System/Translation', { source: 'server', key: 'tooManyAttempts', en: 'Too many attempts' });
    expect(ph.code).toBe(400);
    expect(ph.msg).toBe('译文须保留占位符 {seconds}');
    expect((await admin.put('/api/System/Translation', { source: 'server', key: 'noSuchText', en: 'x' })).code).toBe(404);
    for (const who of ['school1', 'teacher']) {
      const c = await server.login(who);
      expect((await c.get('/api/System/Translation')).code).toBe(403);
      expect((await c.put('/api/System/Translation', { source: 'server', key: 'notFound', en: 'hacked' })).code).toBe(403);
      expect((await upload(c, [['source', 'key', 'zh', 'zhtw', 'en'], ['server', 'notFound', '', '', 'hacked']])).code).toBe(403);
    }
    expect(await stored()).toBe(before);
  });

  it('exports a spreadsheet and imports it back: only changed cells become overrides, page overrides reach the console', async () => {
    const res = await admin.raw('/api/System/Translation/Actions/Export');
    expect(res.headers.get('content-type')).toContain('spreadsheetml');
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(await res.arrayBuffer());
    const ws = wb.worksheets[0];
    expect(ws.getRow(1).values).toEqual([undefined, 'source', 'key', 'zh', 'zhtw', 'en']);
    const rows: string[][] = [];
    ws.eachRow((r) => rows.push((r.values as unknown[]).slice(1).map((v) => String(v ?? ''))));
    expect(rows.length).toBeGreaterThan(300);
    const i = rows.findIndex((r) => r[0] === 'page:system.billRule' && r[2] === '业务名称');
    rows[i][4] = 'Business name (district)';
    const answer = await upload(admin, rows);
    expect(answer.data).toEqual({ changed: 1, unknown: 0, refused: 0 });
    const overrides = await admin.get('/api/System/Translation/Overrides');
    expect(overrides.data['system.billRule'].en).toEqual({ 业务名称: 'Business name (district)' });
    // A file that is not a spreadsheet changes nothing.
    const before = await stored();
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(Buffer.from('not a workbook'))]), 'x.xlsx');
    expect((await (await admin.raw('/api/System/Translation/Actions/Import', { method: 'POST', body: form })).json()).code).toBe(400);
    expect(await stored()).toBe(before);
  });
});

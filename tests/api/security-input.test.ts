import zlib from 'node:zlib';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type Client, type TestServer } from '../support/server';

/**
 * Issue 11, attacks 6-8 and the spreadsheet and model-selector holes, as the attackers sent them:
 * each refusal is asserted together with the database being unchanged afterwards.
 */
let server: TestServer;
let admin: Client;
let sysadmin: Client;
let school1: Client;
let teacher: Client;

beforeAll(async () => {
  server = await startServer();
  [admin, sysadmin, school1, teacher] = await Promise.all(['admin', 'sysadmin', 'school1', 'teacher'].map((a) => server.login(a)));
});
afterAll(() => server?.close());

const q = <T = Record<string, unknown>>(sql: string, params: unknown[] = []) => server.database.query<T>(sql, params);

describe('attack 6: one notice stalls the server', () => {
  const hostile = '<b>'.repeat(60_000) + '</i>'.repeat(30_000);

  it('sanitises the hostile body in bounded work while other requests are answered', async () => {
    // Eight at once: with the quadratic sanitiser each took ~10 s of the only thread, so these and
    // the small requests behind them could not all be answered within the test's time.
    const posts = Array.from({ length: 8 }, (_, i) => school1.post('/api/System/Message/CreateNotice', { title: `压力${i}`, bodyText: hostile }));
    const small: number[] = [];
    for (let i = 0; i < 5; i++) small.push((await teacher.get('/api/System/Message', { pageSize: 1 })).code);
    const answers = await Promise.all(posts);
    expect(small).toEqual([200, 200, 200, 200, 200]);
    expect(answers.map((a) => a.code)).toEqual(Array(8).fill(200));
    const stored = await q<{ body_text: string }>('SELECT body_text FROM message WHERE id = $1', [answers[0].data.id]);
    // The stray </i> cost nothing; nesting is capped at 100 open elements, closed once.
    expect(stored[0].body_text).toBe('<b>'.repeat(100) + '</b>'.repeat(100));
  });

  it('refuses an over-long body with a clear message and stores nothing', async () => {
    const before = await q<{ n: number }>('SELECT count(*)::int AS n FROM message');
    const r = await school1.post('/api/System/Message/CreateNotice', { title: '过长', bodyText: 'x'.repeat(500_001) });
    expect(r.status).toBe(400);
    expect(r.msg).toBe('公告内容过长，最多500000个字符');
    expect(r.data).toEqual([{ field: 'bodyText', message: '公告内容过长，最多500000个字符' }]);
    expect(await q('SELECT count(*)::int AS n FROM message')).toEqual(before);
    const fits = await school1.post('/api/System/Message/CreateNotice', { title: '正好', bodyText: 'x'.repeat(500_000) });
    expect(fits.code, fits.msg).toBe(200);
  });
});

describe('attack 7: a school edits the whole district’s shared data', () => {
  const refused = '全区共享数据仅限教育局（全区）管理员修改';
  const snapshot = async () => ({
    types: await q('SELECT id, full_name, en_code, enabled_mark FROM dictionary_type ORDER BY id'),
    items: await q('SELECT id, full_name, en_code, enabled_mark FROM dictionary_data ORDER BY id'),
    rules: await q('SELECT id, full_name, en_code, prefix, enabled_mark FROM bill_rule ORDER BY id'),
    areas: await q(`SELECT id, full_name, en_code, enabled_mark FROM province WHERE id LIKE '11%' ORDER BY id`),
  });
  const genderType = async () => (await q<{ id: string }>(`SELECT id FROM dictionary_type WHERE en_code = 'gender'`))[0];
  const male = async () => (await q<{ id: string }>(`SELECT d.id FROM dictionary_data d JOIN dictionary_type t ON t.id = d.dictionary_type_id WHERE t.en_code = 'gender' AND d.full_name = '男'`))[0];
  const leaveRule = async () => (await q<{ id: string }>(`SELECT id FROM bill_rule WHERE en_code = 'leaveApply'`))[0];
  const rule = { fullName: '改过的单号', enCode: 'leaveApply', prefix: 'QJ', dateFormat: 'YYYYMMDD', digit: 4, startNumber: 1, resetBy: 'day' };

  it('refuses school1’s renames, creates, toggles and deletes of dictionaries and bill rules; nothing changes', async () => {
    const before = await snapshot();
    const gender = await genderType();
    const m = await male();
    const r = await leaveRule();
    const attempts = [
      await school1.put(`/api/System/DictionaryData/${m.id}`, { fullName: '男生', enCode: '1' }),
      await school1.post('/api/System/DictionaryData', { dictionaryTypeId: gender.id, fullName: '其他', enCode: '9' }),
      await school1.put(`/api/System/DictionaryData/${m.id}/Actions/State`, { enabledMark: 0 }),
      await school1.delete(`/api/System/DictionaryData/${m.id}`),
      await school1.put(`/api/System/DictionaryType/${gender.id}`, { fullName: '性别2', enCode: 'gender' }),
      await school1.post('/api/System/DictionaryType', { fullName: '校内字典', enCode: 'schoolOwn' }),
      await school1.delete(`/api/System/DictionaryType/${gender.id}`),
      await school1.put(`/api/System/BillRule/${r.id}`, rule),
      await school1.post('/api/System/BillRule', { ...rule, enCode: 'schoolNo' }),
      await school1.put(`/api/System/BillRule/${r.id}/Actions/State`, { enabledMark: 0 }),
      await school1.delete(`/api/System/BillRule/${r.id}`),
    ];
    for (const a of attempts) expect([a.status, a.code, a.msg]).toEqual([403, 403, refused]);
    expect(await snapshot()).toEqual(before);
    // Reading them is still the school's business.
    expect((await school1.get(`/api/System/DictionaryData/${gender.id}`)).code).toBe(200);
    expect((await school1.get('/api/System/BillRule')).code).toBe(200);
  });

  it('refuses a school’s area writes even when its role is granted the area menu', async () => {
    const [role] = await q<{ id: string }>(`SELECT id FROM role WHERE en_code = 'schoolAdmin'`);
    await q(
      `INSERT INTO authorize (item_type, item_id, object_type, object_id)
         SELECT 'module', id, 'Role', $1 FROM module WHERE en_code IN ('system', 'system.area')
         UNION ALL SELECT 'button', b.id, 'Role', $1 FROM module_button b JOIN module m ON m.id = b.module_id WHERE m.en_code = 'system.area'
       ON CONFLICT DO NOTHING`,
      [role.id],
    );
    server.app.access.invalidate();
    const before = await snapshot();
    const attempts = [
      await school1.put('/api/System/Province/110000', { fullName: '北京', enCode: '110000' }),
      await school1.post('/api/System/Province', { parentId: '110000', fullName: '新区', enCode: '119999' }),
      await school1.put('/api/System/Province/110000/Actions/State', { enabledMark: 0 }),
      await school1.delete('/api/System/Province/110101'),
    ];
    for (const a of attempts) expect([a.status, a.msg]).toEqual([403, refused]);
    expect(await snapshot()).toEqual(before);
  });

  it('still lets the district (sysadmin, of the bureau) maintain them', async () => {
    const m = await male();
    const r = await leaveRule();
    const renamed = await sysadmin.put(`/api/System/DictionaryData/${m.id}`, { fullName: '男性', enCode: '1' });
    expect(renamed.code, renamed.msg).toBe(200);
    expect((await q<{ full_name: string }>('SELECT full_name FROM dictionary_data WHERE id = $1', [m.id]))[0].full_name).toBe('男性');
    expect((await sysadmin.put(`/api/System/DictionaryData/${m.id}`, { fullName: '男', enCode: '1' })).code).toBe(200);
    const ruled = await sysadmin.put(`/api/System/BillRule/${r.id}`, rule);
    expect(ruled.code, ruled.msg).toBe(200);
    expect((await q<{ full_name: string }>('SELECT full_name FROM bill_rule WHERE id = $1', [r.id]))[0].full_name).toBe('改过的单号');
    expect((await sysadmin.put(`/api/System/BillRule/${r.id}`, { ...rule, fullName: '请假申请单号' })).code).toBe(200);
    const area = await sysadmin.put('/api/System/Province/110000', { fullName: '北京市', enCode: '110000', description: '首都' });
    expect(area.code, area.msg).toBe(200);
  });
});

describe('attack 8: prototype keys as sort fields', () => {
  const keys = ['constructor', 'toString', '__proto__', 'hasOwnProperty'];
  const routes = async () => {
    const gender = (await q<{ id: string }>(`SELECT id FROM dictionary_type WHERE en_code = 'gender'`))[0];
    return ['/api/Permission/Users', '/api/VisualDevelopment', '/api/System/Province/-1', '/api/System/BillRule', `/api/System/DictionaryData/${gender.id}`];
  };

  it.each(keys)('answers 400 with the envelope for sidx=%s on all five lists, which keep working', async (sidx) => {
    for (const url of await routes()) {
      for (const who of [admin, sysadmin]) {
        const r = await who.get(url, { sidx, sort: 'desc' });
        expect([url, r.status, r.code, r.msg, r.data]).toEqual([url, 400, 400, '排序字段不合法', null]);
      }
      const list = await admin.get(url, { sidx: 'sortCode', sort: 'asc' });
      expect([url, list.code]).toEqual([url, 200]);
      expect(list.data.list.length).toBeGreaterThan(0);
    }
  });
});

describe('spreadsheet import: a small file that unpacks to a flood', () => {
  const S = '/api/VisualDevelopment/Model/model-student';
  const records = async () => (await q<{ n: number }>(`SELECT count(*)::int AS n FROM model_record WHERE model_id = 'model-student'`))[0].n;
  const upload = async (file: Buffer) => {
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(file)]), 'students.xlsx');
    const res = await admin.raw(`${S}/Actions/Import`, { method: 'POST', body: form });
    return { status: res.status, ...(await res.json()) };
  };

  it('refuses 50,000 rows packed into a small xlsx before importing anything', async () => {
    const chunks: Buffer[] = [];
    const { PassThrough } = await import('node:stream');
    const sink = new PassThrough();
    sink.on('data', (c: Buffer) => chunks.push(c));
    const wb = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: sink, useSharedStrings: false, useStyles: false });
    const ws = wb.addWorksheet('Sheet1');
    ws.addRow(['姓名', '性别', '班级']).commit();
    for (let i = 0; i < 50_000; i++) ws.addRow(['周子墨', '男', '初一(2)班']).commit();
    ws.commit();
    await wb.commit();
    const file = Buffer.concat(chunks);
    // Small on the wire (far under the 10 MB upload limit), millions of cells' worth unpacked.
    expect(file.length).toBeLessThan(2 * 1024 * 1024);
    const before = await records();
    const r = await upload(file);
    expect([r.status, r.code, r.msg]).toEqual([400, 400, '导入数据过多，单次最多5000行']);
    expect(await records()).toBe(before);
  });

  it('refuses a workbook whose parts unpack past the budget, whatever sizes it declares', async () => {
    // 64 MB of one repeated row compresses to a few dozen KB.
    const sheet = Buffer.from('<worksheet><sheetData>' + '<row><c t="inlineStr"><is><t>x</t></is></c></row>'.repeat(1_400_000) + '</sheetData></worksheet>');
    const file = zipOf([['xl/worksheets/sheet1.xml', sheet]], { lie: true });
    expect(file.length).toBeLessThan(1024 * 1024);
    const before = await records();
    const r = await upload(file);
    expect([r.status, r.code, r.msg]).toEqual([400, 400, '导入文件解压后过大，最多40MB']);
    expect(await records()).toBe(before);
  });

  it('still imports a normal workbook', async () => {
    const wb = new ExcelJS.Workbook();
    const ws = wb.addWorksheet('Sheet1');
    ws.addRow(['姓名', '性别', '民族', '班级', '入学日期']);
    ws.addRow(['林一帆', '男', '汉族', '初一(3)班', new Date(Date.UTC(2024, 8, 1))]);
    ws.addRow(['林二帆', '女', '汉族', '初一(3)班', new Date(Date.UTC(2024, 8, 1))]);
    const before = await records();
    const r = await upload(Buffer.from(await wb.xlsx.writeBuffer()));
    expect(r.code, r.msg).toBe(200);
    expect(r.data).toMatchObject({ total: 2, accepted: 2 });
    expect(await records()).toBe(before + 2);
  });
});

/** Little-endian fields [offset, width, value] of a zip record. */
function record(size: number, fields: [number, 2 | 4, number][]): Buffer {
  const b = Buffer.alloc(size);
  for (const [at, width, v] of fields) if (width === 2) b.writeUInt16LE(v, at); else b.writeUInt32LE(v, at);
  return b;
}

/** A zip of deflated entries (CRC left 0: the server refuses before any reader checks it). `lie` declares 1 KB unpacked. */
function zipOf(entries: [string, Buffer][], opts: { lie?: boolean } = {}): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const [name, data] of entries) {
    const packed = zlib.deflateRawSync(data, { level: 9 });
    const n = Buffer.from(name, 'latin1');
    const size = opts.lie ? 1024 : data.length;
    locals.push(record(30, [[0, 4, 0x04034b50], [4, 2, 20], [8, 2, 8], [18, 4, packed.length], [22, 4, size], [26, 2, n.length]]), n, packed);
    centrals.push(record(46, [[0, 4, 0x02014b50], [4, 2, 20], [6, 2, 20], [10, 2, 8], [20, 4, packed.length], [24, 4, size], [28, 2, n.length], [42, 4, offset]]), n);
    offset += 30 + n.length + packed.length;
  }
  const cd = Buffer.concat(centrals);
  const end = record(22, [[0, 4, 0x06054b50], [8, 2, entries.length], [10, 2, entries.length], [12, 4, cd.length], [16, 4, offset]]);
  return Buffer.concat([...locals, cd, end]);
}

describe('visual development selectors answer only models whose menu the caller holds', () => {
  it('refuses a teacher the student model once their role loses its menu, and leaves it out of the selector', async () => {
    const fields = () => teacher.get('/api/VisualDevelopment/model-student/FormDataFields');
    const picks = () => teacher.get('/api/VisualDevelopment/model-student/FieldDataSelect', { field: 'name', pageSize: 5 });
    const selector = async () =>
      (await teacher.get('/api/VisualDevelopment/Selector')).data.list.flatMap((g: any) => g.children.map((c: any) => c.id)) as string[];
    expect((await fields()).code).toBe(200);
    expect((await picks()).code).toBe(200);
    expect(await selector()).toContain('model-student');

    const [role] = await q<{ id: string }>(`SELECT id FROM role WHERE en_code = 'teacher'`);
    await q(`DELETE FROM authorize WHERE object_type = 'Role' AND object_id = $1 AND item_type = 'module' AND item_id = (SELECT id FROM module WHERE en_code = 'campus.student')`, [role.id]);
    server.app.access.invalidate();

    const f = await fields();
    expect([f.status, f.code, f.data]).toEqual([403, 403, null]);
    const p = await picks();
    expect([p.status, p.code, p.data]).toEqual([403, 403, null]);
    const listed = await selector();
    expect(listed).not.toContain('model-student');
    expect(listed).toContain('model-leave');
    // Unknown models answer the same as unheld ones, so the selector is no oracle for ids.
    expect((await teacher.get('/api/VisualDevelopment/no-such-model/FormDataFields')).status).toBe(403);
    // A designer (admin here) still sees every model.
    expect((await admin.get('/api/VisualDevelopment/model-student/FormDataFields')).code).toBe(200);
  });
});

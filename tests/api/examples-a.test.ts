import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type Client, type TestServer } from '../support/server';

/*
 * 示例中心 part A (issue 18 item 2): the server side of 图表、表格、表单、大数据、导入导出、文件预览、
 * 条码、打印. One server for the file; 大数据 generates 12,000 rows here (a million in the product).
 */

let server: TestServer;
let sysadmin: Client;
let teacher: Client;
const BIG = 12_000;

beforeAll(async () => {
  server = await startServer({ EXAMPLE_BIG_ROWS: String(BIG) });
  sysadmin = await server.login('sysadmin');
  teacher = await server.login('teacher');
});
afterAll(() => server?.close());

const count = async (sql: string, params: unknown[] = []) => (await server.database.query<{ n: number }>(`SELECT count(*)::int AS n FROM (${sql}) x`, params))[0].n;

function upload(client: Client, url: string, name: string, bytes: Buffer | string) {
  const form = new FormData();
  form.append('file', new Blob([typeof bytes === 'string' ? bytes : new Uint8Array(bytes)]), name);
  return client.raw(url, { method: 'POST', body: form }).then((r) => r.json() as Promise<{ code: number; msg: string; data: any }>);
}

describe('图表示例', () => {
  it('answers the seeded figures every chart draws, as the tables hold them', async () => {
    const r = await sysadmin.get('/api/Extend/Chart/Data');
    expect(r.code).toBe(200);
    const students = r.data.enrolment.reduce((s: number, e: any) => s + e.boys + e.girls, 0);
    expect(students).toBe(await count('SELECT 1 FROM example_student'));
    expect(r.data.attendance.length).toBe(await count('SELECT 1 FROM example_attendance'));
    const box = r.data.subjects[0];
    expect(box.min).toBeLessThanOrEqual(box.q1);
    expect(box.q3).toBeLessThanOrEqual(box.max);
    expect(r.data.bands.reduce((s: number, b: any) => s + b.students, 0)).toBe(students);
  });
});

describe('表格示例', () => {
  it('saves an edited cell and answers the stored row', async () => {
    const { data } = await sysadmin.get('/api/Extend/Table/Class');
    const row = data.list[0];
    const r = await sysadmin.put(`/api/Extend/Table/Class/${row.id}`, { headTeacher: '  林老师 ', boys: 30 });
    expect(r.code).toBe(200);
    expect(r.data).toMatchObject({ id: row.id, headTeacher: '林老师', boys: 30, girls: row.girls });
    const [stored] = await server.database.query<{ head_teacher: string; boys: number }>('SELECT head_teacher, boys FROM example_class WHERE id = $1', [row.id]);
    expect(stored).toEqual({ head_teacher: '林老师', boys: 30 });
  });

  it('refuses values outside the limits, naming each field, and changes nothing', async () => {
    const { data } = await sysadmin.get('/api/Extend/Table/Class');
    const row = data.list[1];
    const r = await sysadmin.put(`/api/Extend/Table/Class/${row.id}`, { headTeacher: '', boys: 41, average: 100.25 });
    expect(r.code).toBe(400);
    expect(r.data.map((e: any) => e.field)).toEqual(['headTeacher', 'boys', 'average']);
    expect(r.msg).toContain('男生应在 0 到 40 之间');
    const [stored] = await server.database.query<{ head_teacher: string; boys: number }>('SELECT head_teacher, boys FROM example_class WHERE id = $1', [row.id]);
    expect(stored).toEqual({ head_teacher: row.headTeacher, boys: row.boys });
    expect((await sysadmin.put('/api/Extend/Table/Class/nope', { boys: 3 })).code).toBe(404);
  });

  it('answers the 10,000 rows of the virtual tab', async () => {
    const r = await sysadmin.get('/api/Extend/Table/Many');
    expect(r.data.list).toHaveLength(10_000);
    expect(r.data.list[9999].code).toBe('V10000');
  });
});

describe('表单示例', () => {
  const trip = { title: '自然博物馆研学', stage: '初中', grade: '八年级', kind: '其他', otherKind: '图书馆', startDate: '2025-10-09', endDate: '2025-10-11', people: 40, price: 55.5, needBus: false, pickup: '东门', days: 99, total: 1 };

  it('stores the record with the computed fields recomputed and hidden fields dropped, and answers it back', async () => {
    const r = await sysadmin.post('/api/Extend/Form', trip);
    expect(r.code).toBe(200);
    const back = await sysadmin.get(`/api/Extend/Form/${r.data.id}`);
    expect(back.data).toMatchObject({ title: '自然博物馆研学', otherKind: '图书馆', days: 3, total: 2220 });
    expect(back.data.pickup).toBeUndefined();
    const list = await sysadmin.get('/api/Extend/Form');
    expect(list.data.list[0]).toMatchObject({ id: r.data.id, days: 3, total: 2220 });
  });

  it('refuses what the linkage rules refuse (a grade of another stage, a bus without a pick-up point) and stores nothing', async () => {
    const before = await count('SELECT 1 FROM example_form_record');
    const r = await sysadmin.post('/api/Extend/Form', { ...trip, stage: '小学', needBus: true, pickup: '' });
    expect(r.code).toBe(400);
    expect(r.data.map((e: any) => e.field)).toEqual(['grade', 'pickup']);
    expect(await count('SELECT 1 FROM example_form_record')).toBe(before);
  });
});

describe('大数据', () => {
  it('generates its rows at first use and pages them; the total is an estimate until the landmarks are built, then exact', async () => {
    expect(await count('SELECT 1 FROM example_big')).toBe(0);
    const first = await sysadmin.get('/api/Extend/BigData', { currentPage: 1, pageSize: 20 });
    expect(first.code).toBe(200);
    expect(await count('SELECT 1 FROM example_big')).toBe(BIG);
    expect(first.data.list.map((r: any) => r.id)).toEqual(Array.from({ length: 20 }, (_, i) => i + 1));
    let later = await sysadmin.get('/api/Extend/BigData', { currentPage: 400, pageSize: 20 });
    for (let i = 0; i < 50 && !later.data.totalExact; i++) later = await sysadmin.get('/api/Extend/BigData', { currentPage: 400, pageSize: 20 });
    expect(later.data.totalExact).toBe(true);
    expect(later.data.pagination.total).toBe(BIG);
    expect(later.data.list[0].id).toBe(7981);
  });

  it('a filtered deep page holds the same rows as an OFFSET over the filter', async () => {
    const q = { school: '城东第二中学', grade: 3, currentPage: 3, pageSize: 25 };
    let r = await sysadmin.get('/api/Extend/BigData', q);
    for (let i = 0; i < 50 && !r.data.totalExact; i++) r = await sysadmin.get('/api/Extend/BigData', q);
    const expected = await server.database.query<{ id: number }>(`SELECT id::int AS id FROM example_big WHERE school = $1 AND grade = $2 ORDER BY id LIMIT 25 OFFSET 50`, ['城东第二中学', 3]);
    expect(r.data.list.map((x: any) => x.id)).toEqual(expected.map((e) => e.id));
    expect(r.data.pagination.total).toBe(await count(`SELECT 1 FROM example_big WHERE school = '城东第二中学' AND grade = 3`));
  });

  it('refuses a page size over the limit', async () => {
    expect((await sysadmin.get('/api/Extend/BigData', { pageSize: 5000 })).code).toBe(400);
  });
});

describe('导入导出', () => {
  const header = '学号,姓名,性别,学校,年级,班级,联系电话,出生日期';

  it('a CSV: valid rows inserted, invalid rows reported by row number and left out; a dry run writes nothing', async () => {
    const csv = `${header}\n20259101,林一,女,城东第一中学,8,2班,13800001111,2011-03-05\n20240001,重复,男,城东第一中学,8,2班,,\n20259102,林二,未知,城东第一中学,13,2班,123,2011-02-30\n\n20259103,林三,男,城东第二中学,9,1班,,2010/9/1\n`;
    const before = await count('SELECT 1 FROM example_student');
    const dry = await upload(sysadmin, '/api/Extend/ImportExport/Actions/Import?dryRun=true', 'roster.csv', csv);
    expect(dry.code).toBe(200);
    expect(dry.data).toMatchObject({ total: 4, valid: 2, invalid: 2, imported: 0, dryRun: true });
    expect(await count('SELECT 1 FROM example_student')).toBe(before);
    const r = await upload(sysadmin, '/api/Extend/ImportExport/Actions/Import', 'roster.csv', csv);
    expect(r.data).toMatchObject({ total: 4, valid: 2, invalid: 2, imported: 2 });
    expect(r.data.problems.map((p: any) => [p.row, p.field])).toEqual([
      [3, 'studentNo'],
      [4, 'gender'],
      [4, 'grade'],
      [4, 'phone'],
      [4, 'birthday'],
    ]);
    expect(r.data.problems[0].message).toBe('学号 20240001 已存在');
    expect(r.msg).toBe('已导入 2 行，2 行有错未导入');
    expect(await count('SELECT 1 FROM example_student')).toBe(before + 2);
    expect(await count(`SELECT 1 FROM example_student WHERE student_no IN ('20259101', '20259103') AND birthday IS NOT NULL`)).toBe(2);
  });

  it('an Excel file made from the template imports; a file without the template header or of another type is refused', async () => {
    const tpl = await sysadmin.raw('/api/Extend/ImportExport/Template?format=xlsx');
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(await tpl.arrayBuffer());
    const ws = wb.worksheets[0];
    ws.getRow(2).values = ['20259201', '周五', '男', '城东实验小学', 3, '1班', '', new Date(Date.UTC(2016, 5, 1))];
    const r = await upload(sysadmin, '/api/Extend/ImportExport/Actions/Import', 'roster.xlsx', Buffer.from(await wb.xlsx.writeBuffer()));
    expect(r.data).toMatchObject({ imported: 1, invalid: 0 });
    const [stored] = await server.database.query<{ birthday: string }>(`SELECT to_char(birthday, 'YYYY-MM-DD') AS birthday FROM example_student WHERE student_no = '20259201'`);
    expect(stored.birthday).toBe('2016-06-01');

    const before = await count('SELECT 1 FROM example_student');
    const noHeader = await upload(sysadmin, '/api/Extend/ImportExport/Actions/Import', 'roster.csv', '学号,姓名\n1,2\n');
    expect(noHeader.code).toBe(400);
    expect(noHeader.msg).toContain('第一行应为模板的列名');
    expect((await upload(sysadmin, '/api/Extend/ImportExport/Actions/Import', 'roster.txt', 'x')).code).toBe(400);
    expect(await count('SELECT 1 FROM example_student')).toBe(before);
  });

  it('a CSV saved by Excel in GB18030 keeps its Chinese', async () => {
    const gbk = Buffer.from('d1a7bac52cd0d5c3fb2cd0d4b1f02cd1a7d0a32cc4eabcb62cb0e0bcb62cc1aacfb5b5e7bbb02cb3f6c9fac8d5c6da0a32303235393330312cd5c5c8fd2cc5ae2cb3c7b6abb5dad2bbd6d0d1a72c372c31b0e02c2c0a', 'hex');
    const r = await upload(sysadmin, '/api/Extend/ImportExport/Actions/Import', 'gbk.csv', gbk);
    expect(r.code).toBe(200);
    expect(r.data.preview[0]).toMatchObject({ name: '张三', school: '城东第一中学' });
  });

  it('exports the roster as Excel, CSV and PDF', async () => {
    const total = await count('SELECT 1 FROM example_student');
    const xlsx = await sysadmin.raw('/api/Extend/ImportExport/Actions/Export?format=xlsx');
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(await xlsx.arrayBuffer());
    expect(wb.worksheets[0].rowCount).toBe(total + 1);
    const csv = await (await sysadmin.raw('/api/Extend/ImportExport/Actions/Export?format=csv&keyword=20259101')).text();
    expect(csv.replace(/^\uFEFF/, '').trim().split(/\r?\n/)).toEqual(['学号,姓名,性别,学校,年级,班级,联系电话,出生日期', '20259101,林一,女,城东第一中学,8,2班,13800001111,2011-03-05']);
    const pdf = await sysadmin.raw('/api/Extend/ImportExport/Actions/Export?format=pdf');
    expect(pdf.headers.get('content-type')).toBe('application/pdf');
    expect(Buffer.from(await pdf.arrayBuffer()).subarray(0, 5).toString()).toBe('%PDF-');
  });
});

describe('文件预览, 条码示例, 打印示例', () => {
  it('serves its sample files with their types', async () => {
    const { data } = await sysadmin.get('/api/Extend/Preview/Samples');
    expect(data.list.map((s: any) => s.kind)).toEqual(expect.arrayContaining(['image', 'pdf', 'docx', 'xlsx', 'audio', 'text']));
    const docx = data.list.find((s: any) => s.kind === 'docx');
    const r = await sysadmin.raw(`/api/Extend/Preview/Samples/${encodeURIComponent(docx.name)}`);
    expect(Buffer.from(await r.arrayBuffer()).subarray(0, 2).toString()).toBe('PK');
    expect((await sysadmin.raw('/api/Extend/Preview/Samples/..%2F..%2Fpackage.json')).status).toBe(404);
  });

  it('answers labels and a transcript bound to a student', async () => {
    const labels = await sysadmin.get('/api/Extend/BarCode/Students', { keyword: '2024000' });
    expect(labels.data.list.length).toBe(9);
    const t = await sysadmin.get(`/api/Extend/Print/Transcript/${labels.data.list[0].id}`);
    expect(t.data.student.studentNo).toBe('20240001');
    expect(t.data.scores).toHaveLength(10);
    expect((await sysadmin.get('/api/Extend/Print/Transcript/none')).code).toBe(404);
  });
});

describe('who may use the examples', () => {
  it('the teacher, who lacks the 示例中心 menus, is refused every read and write, and nothing changes', async () => {
    const before = await count('SELECT 1 FROM example_student');
    for (const url of ['/api/Extend/Chart/Data', '/api/Extend/Table/Class', '/api/Extend/Form', '/api/Extend/BigData', '/api/Extend/ImportExport', '/api/Extend/Preview/Samples', '/api/Extend/BarCode/Students', '/api/Extend/Print/Students'])
      expect((await teacher.get(url)).code, url).toBe(403);
    expect((await teacher.post('/api/Extend/Form', { title: 'x' })).code).toBe(403);
    expect((await teacher.put('/api/Extend/Table/Class/exc-1-7-1', { boys: 1 })).code).toBe(403);
    expect((await upload(teacher, '/api/Extend/ImportExport/Actions/Import', 'roster.csv', '学号,姓名,性别,学校,年级,班级,联系电话,出生日期\n20259901,甲,男,城东第一中学,8,2班,,\n')).code).toBe(403);
    expect(await count('SELECT 1 FROM example_student')).toBe(before);
    expect(await count(`SELECT 1 FROM example_class WHERE id = 'exc-1-7-1' AND boys = 1`)).toBe(0);
  });
});

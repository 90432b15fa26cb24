import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import ExcelJS from 'exceljs';
import { startServer, type Client, type TestServer } from '../support/server';

let server: TestServer;
let admin: Client;
let teacher: Client;
let school1: Client;
let orgs: Record<string, string>;

const S = '/api/VisualDevelopment/Model/model-student';
const L = '/api/VisualDevelopment/Model/model-leave';

/** A valid 18-digit ID number (GB 11643 checksum) for a birth date. */
function idCard(birth: string, seq = '123'): string {
  const body = `330102${birth}${seq}`;
  const w = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2];
  const sum = [...body].reduce((a, c, i) => a + Number(c) * w[i], 0);
  return body + '10X98765432'[sum % 11];
}

const student = (over: Record<string, unknown> = {}) => ({
  name: '林小满',
  gender: '2',
  className: '初一(3)班',
  ethnicity: '01',
  idCard: idCard('20120315'),
  phone: '13912345678',
  enrolDate: '2024-09-01',
  ...over,
});

beforeAll(async () => {
  server = await startServer();
  [admin, teacher, school1] = await Promise.all([server.login('admin'), server.login('teacher'), server.login('school1')]);
  const tree = await admin.get(`${S}/Tree`, { field: 'className' });
  orgs = Object.fromEntries(tree.data.list.map((n: any) => [n.fullName, n.organizeId]));
});
afterAll(() => server?.close());

const total = async (c: Client, url = S, q: Record<string, unknown> = {}) => (await c.get(`${url}/List`, q)).data.pagination.total;

async function xlsxRows(res: Response): Promise<unknown[][]> {
  const wb = new ExcelJS.Workbook();
  await wb.xlsx.load(Buffer.from(await res.arrayBuffer()) as never);
  const rows: unknown[][] = [];
  wb.worksheets[0].eachRow((row) => rows.push((row.values as unknown[]).slice(1)));
  return rows;
}

describe('model records: listing', () => {
  it('pages 600 seeded students with id, fields and display names', async () => {
    const r = await admin.get(`${S}/List`, { currentPage: 2, pageSize: 50 });
    expect(r.code).toBe(200);
    expect(r.data.pagination).toEqual({ currentPage: 2, pageSize: 50, total: 600 });
    const row = r.data.list[0];
    expect(row).toMatchObject({ id: expect.any(String), studentNo: expect.stringMatching(/^XS\d{4}\d{5}$/), name: expect.any(String) });
    expect(row.headTeacherName).toMatch(/^\p{Script=Han}{2,4}$/u);
    expect(row).not.toHaveProperty('search_text');
  });

  it('builds the class tree per school within the caller’s data permission and filters by a node', async () => {
    const tree = await admin.get(`${S}/Tree`, { field: 'className' });
    expect(tree.data.list.map((n: any) => n.fullName)).toEqual(['城东第一中学', '城东实验小学', '城东第二中学']);
    const first = tree.data.list[0];
    expect(first.children.map((c: any) => c.fullName)).toEqual(['初一(1)班', '初一(2)班', '初二(1)班', '初二(2)班', '初三(1)班', '初三(2)班']);
    // A node carries what it filters by: the school, and for a class node the class too.
    const cls = first.children[2];
    expect(cls).toMatchObject({ organizeId: first.organizeId, className: '初二(1)班' });
    const byClass = await admin.get(`${S}/List`, { organizeId: cls.organizeId, className: cls.className, pageSize: 100 });
    expect(byClass.data.pagination.total).toBe(cls.count);
    expect(byClass.data.list.every((s: any) => s.className === '初二(1)班')).toBe(true);
    expect(await total(admin, S, { organizeId: first.organizeId })).toBe(200);
    // The teacher's tree is their own school only.
    const mine = await teacher.get(`${S}/Tree`, { field: 'className' });
    expect(mine.data.list.map((n: any) => n.fullName)).toEqual(['城东第一中学']);
    // Only the field the page's tree names can build a tree.
    expect((await admin.get(`${S}/Tree`, { field: 'idCard' })).code).toBe(400);
  });

  it('searches the keyword over the schema’s text fields, with SQL in it kept as text', async () => {
    const one = (await admin.get(`${S}/List`, { pageSize: 1 })).data.list[0];
    const byNo = await admin.get(`${S}/List`, { keyword: one.studentNo });
    expect(byNo.data.list.map((s: any) => s.id)).toEqual([one.id]);
    expect(await total(admin, S, { keyword: '初一(1' })).toBeGreaterThan(0);
    for (const kw of ["' OR 1=1 --", '%', '_', "'); DROP TABLE model_record; --"]) {
      const r = await admin.get(`${S}/List`, { keyword: kw });
      expect(r.code, kw).toBe(200);
      expect(r.data.pagination.total, kw).toBe(0);
    }
    expect(await total(admin)).toBe(600);
  });

  it('filters by the search schema’s fields only', async () => {
    const girls = await total(admin, S, { gender: '2' });
    const boys = await total(admin, S, { gender: '1' });
    expect(girls + boys).toBe(600);
    expect(girls).toBeGreaterThan(100);
    const newcomers = await total(admin, S, { enrolDate: '2024-01-01,2024-12-31' });
    const older = await total(admin, S, { enrolDate: '["2022-01-01","2023-12-31"]' });
    expect(newcomers).toBeGreaterThan(0);
    expect(older).toBeGreaterThan(newcomers);
    expect(newcomers + older).toBe(600);
    expect((await admin.get(`${S}/List`, { enrolDate: 'a,b,c' })).code).toBe(400);
    expect((await admin.get(`${S}/List`, { gender: ['1', '2'] as never })).code).toBe(200);
    for (const q of [{ idCard: '330102' }, { name: '张' }, { 'data->>name': 'x' }, { organize_id: orgs['城东第二中学'] }]) {
      const r = await admin.get(`${S}/List`, q);
      expect(r.code, JSON.stringify(q)).toBe(400);
      expect(r.data[0].field).toBe(Object.keys(q)[0]);
    }
  });

  it('sorts by the schema’s sortable columns only', async () => {
    const asc = await admin.get(`${S}/List`, { sidx: 'studentNo', sort: 'asc', pageSize: 5 });
    const nos = asc.data.list.map((s: any) => s.studentNo);
    expect(nos).toEqual([...nos].sort());
    const desc = await admin.get(`${S}/List`, { sidx: 'studentNo', sort: 'desc', pageSize: 1 });
    expect(desc.data.list[0].studentNo > nos[0]).toBe(true);
    for (const sidx of ['idCard', 'phone', 'created_at', 'name; DROP TABLE model_record', "data->>'name'"]) {
      const r = await admin.get(`${S}/List`, { sidx, sort: 'asc' });
      expect(r.code, sidx).toBe(400);
      expect(r.msg).toBe('排序字段不合法');
    }
  });

  it('answers report totals over every matching row', async () => {
    const all = await admin.get('/api/VisualDevelopment/Model/model-score/List', { pageSize: 50 });
    expect(all.data.pagination.total).toBe(2000);
    expect(all.data.totals.name).toBe(2000);
    const exam = await admin.get('/api/VisualDevelopment/Model/model-score/List', { examName: '2024学年第一学期期末考试', subject: 'math' });
    expect(exam.data.pagination.total).toBe(200);
    expect(exam.data.totals.score).toBeGreaterThan(40);
    expect(exam.data.totals.score).toBeLessThan(100);
  });
});

describe('model records: data permission, buttons and columns', () => {
  it('keeps a teacher of 城东第一中学 away from 城东第二中学 records by id', async () => {
    const other = (await admin.get(`${S}/List`, { organizeId: orgs['城东第二中学'], pageSize: 1 })).data.list[0];
    expect(await total(teacher)).toBe(200);
    expect(await total(school1)).toBe(200);
    for (const c of [teacher, school1]) {
      expect((await c.get(`${S}/${other.id}`)).code).toBe(404);
      expect((await c.get(`${S}/${other.id}/DataChange`)).code).toBe(404);
      const put = await c.put(`${S}/${other.id}`, { ...student(), name: '篡改者' });
      expect(put.code).toBe(404);
      expect((await c.delete(`${S}/${other.id}`)).code).toBe(school1 === c ? 404 : 403);
      expect((await c.get(`${S}/List`, { organizeId: orgs['城东第二中学'] })).data.pagination.total).toBe(0);
    }
    expect((await admin.get(`${S}/${other.id}`)).data.name).toBe(other.name);
  });

  it('refuses a button the teacher lacks (btn_remove on campus.student) and changes nothing', async () => {
    const mine = (await teacher.get(`${S}/List`, { pageSize: 1 })).data.list[0];
    const r = await teacher.delete(`${S}/${mine.id}`);
    expect(r.code).toBe(403);
    expect((await admin.get(`${S}/${mine.id}`)).code).toBe(200);
    expect(await total(admin)).toBe(600);
  });

  it('never sends a column the teacher is not granted (idCard) and keeps it on the teacher’s update', async () => {
    const list = await teacher.get(`${S}/List`, { pageSize: 20 });
    for (const row of list.data.list) expect(row).not.toHaveProperty('idCard');
    const id = list.data.list[0].id;
    const got = await teacher.get(`${S}/${id}`);
    expect(got.data).not.toHaveProperty('idCard');
    expect(got.data.phone).toMatch(/^1\d{10}$/);
    expect((await teacher.get(`${S}/${id}/DataChange`)).data).not.toHaveProperty('idCard');
    const stored = (await admin.get(`${S}/${id}`)).data.idCard;
    const upd = await teacher.put(`${S}/${id}`, { ...got.data, phone: '13700001111', idCard: idCard('20110101', '999') });
    expect(upd.code, upd.msg).toBe(200);
    const after = (await admin.get(`${S}/${id}`)).data;
    expect(after.phone).toBe('13700001111');
    expect(after.idCard).toBe(stored);
    // Searching by a hidden column must not find anything either.
    expect(await total(teacher, S, { keyword: stored })).toBe(0);
  });
});

describe('model records: writing', () => {
  it('creates, reads as display values, updates and deletes a student; the bill number is the server’s', async () => {
    const c = await admin.post(S, student({ studentNo: 'HACKED-1', headTeacher: undefined }));
    expect(c.code, c.msg).toBe(200);
    const id = c.data.id;
    const got = await admin.get(`${S}/${id}`);
    expect(got.data).toMatchObject({ id, name: '林小满', gender: '2', className: '初一(3)班' });
    expect(got.data.studentNo).toMatch(/^XS\d{9}$/);
    const shown = await admin.get(`${S}/${id}/DataChange`);
    expect(shown.data).toMatchObject({ gender: '女', ethnicity: '汉族', studentNo: got.data.studentNo });
    const upd = await admin.put(`${S}/${id}`, { ...got.data, name: '林小雨', studentNo: 'XS000' });
    expect(upd.code, upd.msg).toBe(200);
    const after = (await admin.get(`${S}/${id}`)).data;
    expect(after).toMatchObject({ name: '林小雨', studentNo: got.data.studentNo });
    expect((await admin.delete(`${S}/${id}`)).code).toBe(200);
    expect((await admin.get(`${S}/${id}`)).code).toBe(404);
  });

  it('fills unique bill numbers, also under concurrent creates', async () => {
    const made = await Promise.all(Array.from({ length: 6 }, (_, i) => admin.post(S, student({ name: `并发${'一二三四五六'[i]}` }))));
    const nos = made.map((m) => m.data.studentNo);
    expect(made.every((m) => m.code === 200)).toBe(true);
    expect(new Set(nos).size).toBe(6);
    const seeded = (await admin.get(`${S}/List`, { pageSize: 500 })).data.list.map((s: any) => s.studentNo);
    expect(new Set(seeded).size).toBe(seeded.length);
    for (const m of made) await admin.delete(`${S}/${m.data.id}`);
  });

  it('shows user and organisation ids by name', async () => {
    const row = (await teacher.get(`${S}/List`, { pageSize: 1 })).data.list[0];
    const shown = await teacher.get(`${S}/${row.id}/DataChange`);
    expect(shown.data.headTeacher).toBe(row.headTeacherName);
    expect(shown.data.headTeacher).not.toBe(row.headTeacher);
  });

  it('refuses a hostile record with every failing field and stores nothing', async () => {
    const before = await total(admin);
    const r = await admin.post(S, {
      name: 12345,
      gender: 'x',
      className: 'A'.repeat(100_000),
      idCard: '110105201003071234',
      phone: '12345',
      enrolDate: '2024-02-30',
      headTeacher: { $ne: null },
      password: 'extra field',
      isAdministrator: true,
    });
    expect(r.code).toBe(400);
    const fields = r.data.map((e: any) => e.field).sort();
    expect(fields).toEqual(['className', 'enrolDate', 'gender', 'headTeacher', 'idCard', 'isAdministrator', 'name', 'password', 'phone'].sort());
    const byField = Object.fromEntries(r.data.map((e: any) => [e.field, e.message]));
    expect(byField.idCard).toBe('请正确输入身份证号码');
    expect(byField.phone).toBe('请正确输入您的手机号');
    expect(byField.name).toBe('应为文本');
    expect(byField.password).toBe('表单中没有该字段');
    expect(r.msg.length).toBeLessThan(1000);

    const missing = await admin.post(S, {});
    expect(missing.data.map((e: any) => e.field).sort()).toEqual(['className', 'gender', 'name']);
    expect((await admin.post(S, [student()] as never)).code).toBe(400);
    expect((await admin.post(S, student({ gender: '9' }))).data).toEqual([{ field: 'gender', message: '不在可选范围内' }]);
    expect((await admin.post(S, student({ headTeacher: 'no-such-user' }))).data).toEqual([{ field: 'headTeacher', message: '用户不存在' }]);
    expect(await total(admin)).toBe(before);
  });

  it('refuses malformed JSON and prototype injection; keeps quotes and markup as plain text', async () => {
    const bad = await admin.raw(S, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"name": "x",' });
    expect(bad.status).toBe(400);
    const proto = await admin.raw(S, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"name":"原型","gender":"1","className":"初一(1)班","__proto__":{"isAdmin":true}}',
    });
    expect(proto.status).toBe(400);
    const before = await total(admin);
    const tricky = await admin.post(S, student({ name: '欧阳-小明', className: `初一"(1)'班</td><script>` }));
    expect(tricky.code, tricky.msg).toBe(200);
    expect((await admin.get(`${S}/${tricky.data.id}`)).data.className).toBe(`初一"(1)'班</td><script>`);
    await admin.delete(`${S}/${tricky.data.id}`);
    expect(await total(admin)).toBe(before);
  });

  it('computes formula fields on the server and keeps sub-table rows', async () => {
    const body = {
      leaveType: 'sick',
      startTime: '2025-03-03',
      endTime: '2025-03-04',
      days: 9,
      hours: 999,
      totalPeriods: 1,
      applicant: 'someone-else',
      billNo: 'QJ-FAKE',
      reason: '发烧就医',
      courseSwaps: [
        { date: '2025-03-03', className: '初二(1)班', subject: '语文', substitute: '王老师', periods: 2 },
        { date: '2025-03-04', className: '初二(2)班', subject: '语文', substitute: '李老师', periods: 3 },
      ],
    };
    const c = await teacher.post(L, body);
    expect(c.code, c.msg).toBe(200);
    const got = (await teacher.get(`${L}/${c.data.id}`)).data;
    // Days count both dates (DAYS({endTime},{startTime})+1), whatever the client claimed.
    expect(got.days).toBe(2);
    expect(got.hours).toBe(16);
    expect(got.totalPeriods).toBe(5);
    expect(got.billNo).toMatch(/^QJ\d{8}\d{4}$/);
    expect(got.courseSwaps).toHaveLength(2);
    const me = (await teacher.get('/api/Common/Login/CurrentUser')).data.userInfo.userId;
    expect(got.applicant).toBe(me);
    const upd = await teacher.put(`${L}/${c.data.id}`, { ...got, endTime: '2025-03-05', days: 1, courseSwaps: got.courseSwaps.slice(0, 1), hours: 0 });
    expect(upd.code, upd.msg).toBe(200);
    expect((await teacher.get(`${L}/${c.data.id}`)).data).toMatchObject({ days: 3, hours: 24, totalPeriods: 2, billNo: got.billNo, applicant: me });

    // An end before the start leaves no day of leave: refused, with the sub-table's problems too.
    const badRows = await teacher.post(L, { ...body, endTime: '2025-03-01', courseSwaps: [{ date: '2025-03-03', className: '', subject: '语文', substitute: '王老师', periods: 0 }] });
    expect(badRows.code).toBe(400);
    expect(badRows.data.map((e: any) => e.field).sort()).toEqual(['courseSwaps.0.className', 'courseSwaps.0.periods', 'days']);
    expect(badRows.data.find((e: any) => e.field === 'days').message).toBe('不能小于1');
    await teacher.delete(`${L}/${c.data.id}`);
  });

  it('shows the teacher only their own leave requests (data permission "self")', async () => {
    const mine = await teacher.get(`${L}/List`, { pageSize: 100 });
    expect(mine.data.pagination.total).toBeGreaterThan(0);
    expect(mine.data.pagination.total).toBeLessThan(40);
    const me = (await teacher.get('/api/Common/Login/CurrentUser')).data.userInfo.userId;
    expect(mine.data.list.every((l: any) => l.applicant === me)).toBe(true);
    expect(await total(admin, L)).toBe(40);
  });
});

describe('model records: export and import', () => {
  it('exports the chosen columns and rows as xlsx, without ungranted columns', async () => {
    const some = (await admin.get(`${S}/List`, { pageSize: 3, sidx: 'studentNo', sort: 'asc' })).data.list;
    const res = await admin.raw(`${S}/Actions/Export`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ ids: some.map((s: any) => s.id), columns: ['studentNo', 'name', 'gender', 'idCard'], query: { sidx: 'studentNo', sort: 'asc' } }),
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('spreadsheetml');
    expect(res.headers.get('content-disposition')).toContain('attachment');
    const rows = await xlsxRows(res);
    expect(rows[0]).toEqual(['学号', '姓名', '性别', '身份证号']);
    expect(rows.slice(1).map((r) => r[0])).toEqual(some.map((s: any) => s.studentNo));
    expect(['男', '女']).toContain(rows[1][2]);

    const byQuery = await admin.raw(`${S}/Actions/Export`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query: { organizeId: orgs['城东实验小学'] } }),
    });
    expect((await xlsxRows(byQuery)).length).toBe(201);

    const asTeacher = await teacher.raw(`${S}/Actions/Export`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' });
    const tRows = await xlsxRows(asTeacher);
    expect(tRows[0]).not.toContain('身份证号');
    expect(tRows.length).toBe(201);
    const denied = await teacher.raw(`${S}/Actions/Export`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ columns: ['idCard'] }),
    });
    expect(denied.status).toBe(400);
  });

  it('round-trips: template headers, then an import with one good and one bad row', async () => {
    const tpl = await admin.raw(`${S}/Template`);
    expect(tpl.status).toBe(200);
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(Buffer.from(await tpl.arrayBuffer()) as never);
    const ws = wb.worksheets[0];
    const headers = (ws.getRow(1).values as unknown[]).slice(1);
    expect(headers).toEqual(['姓名', '性别', '民族', '学校', '班级', '班主任', '身份证号', '联系电话', '入学日期']);
    // Rows 2 and 3, where a person types under the headers.
    ws.getRow(2).values = ['周子墨', '男', '汉族', '', '初一(2)班', 'teacher', idCard('20120606', '357'), '13612345678', new Date(Date.UTC(2024, 8, 1))];
    ws.getRow(3).values = ['', '外星', '汉族', '', '初一(2)班', '', '123', '999', 'not a date'];
    const file = Buffer.from(await wb.xlsx.writeBuffer());
    const before = await total(admin);
    const form = new FormData();
    form.append('file', new Blob([file]), 'students.xlsx');
    const res = await admin.raw(`${S}/Actions/Import`, { method: 'POST', body: form });
    const body = await res.json();
    expect(body.code, body.msg).toBe(200);
    expect(body.data).toMatchObject({ total: 2, accepted: 1 });
    expect(body.data.refused).toHaveLength(1);
    expect(body.data.refused[0].row).toBe(3);
    expect(body.data.refused[0].errors.map((e: any) => e.field).sort()).toEqual(['enrolDate', 'gender', 'idCard', 'name', 'phone']);
    expect(await total(admin)).toBe(before + 1);
    const imported = (await admin.get(`${S}/List`, { keyword: '周子墨' })).data.list[0];
    expect(imported).toMatchObject({ gender: '1', ethnicity: '01', enrolDate: '2024-09-01', headTeacherName: '张晓燕' });
    expect(imported.studentNo).toMatch(/^XS/);

    // The renderer reads the spreadsheet itself and posts the rows as JSON.
    const json = await admin.post(`${S}/Actions/Import`, {
      list: [
        { name: '吴思远', gender: '男', className: '初二(1)班', ethnicity: '回族', enrolDate: '2023-09-01' },
        { name: '吴思远', gender: '男', className: '', phone: '1' },
      ],
    });
    expect(json.code, json.msg).toBe(200);
    expect(json.data).toMatchObject({ total: 2, accepted: 1, snum: 1, fnum: 1 });
    expect(json.data.refused).toEqual([{ row: 3, errors: [{ field: 'className', message: '不能为空' }, { field: 'phone', message: '请正确输入您的手机号' }] }]);
    expect((await admin.get(`${S}/List`, { keyword: '吴思远' })).data.list[0]).toMatchObject({ gender: '1', ethnicity: '03' });

    const notXlsx = new FormData();
    notXlsx.append('file', new Blob(['name,gender']), 'students.csv');
    expect((await (await admin.raw(`${S}/Actions/Import`, { method: 'POST', body: notXlsx })).json()).code).toBe(400);
  });

  it('answers the template as JSON to the console’s client (which asks for JSON), with the same workbook', async () => {
    const res = await admin.raw(`${S}/Template`, { headers: { accept: 'application/json' } });
    const body = await res.json();
    expect(body.code).toBe(200);
    expect(body.data.name).toBe('学生信息导入模板.xlsx');
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(Buffer.from(body.data.content, 'base64') as never);
    expect((wb.worksheets[0].getRow(1).values as unknown[]).slice(1)).toEqual(['姓名', '性别', '民族', '学校', '班级', '班主任', '身份证号', '联系电话', '入学日期']);
  });

  it('keeps import and template to holders of btn_import', async () => {
    // campus.leave has no import button at all, so no teacher holds it.
    expect((await teacher.raw(`${L}/Template`)).status).toBe(403);
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array([1, 2, 3])]), 'x.xlsx');
    expect((await teacher.raw(`${L}/Actions/Import`, { method: 'POST', body: form })).status).toBe(403);
    const broken = new FormData();
    broken.append('file', new Blob([new Uint8Array([1, 2, 3])]), 'x.xlsx');
    expect((await (await admin.raw(`${S}/Actions/Import`, { method: 'POST', body: broken })).json()).msg).toBe('导入文件不是该功能的导入模板');
  });
});

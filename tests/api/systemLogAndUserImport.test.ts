import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type TestServer } from '../support/server';

type Client = Awaited<ReturnType<TestServer['login']>>;
let server: TestServer;
let admin: Client;
let teacher: Client;
let school1: Client;

beforeAll(async () => {
  server = await startServer();
  [admin, teacher, school1] = await Promise.all([server.login('admin'), server.login('teacher'), server.login('school1')]);
});
afterAll(() => server?.close());

describe('GET /api/System/Log', () => {
  it('lists everybody’s log newest first, filtered by type, keyword and time, paged', async () => {
    const all = await admin.get('/api/System/Log', { pageSize: 5 });
    expect(all.code, all.msg).toBe(200);
    expect(all.data.pagination).toMatchObject({ currentPage: 1, pageSize: 5 });
    expect(all.data.pagination.total).toBeGreaterThan(2);
    const times = all.data.list.map((r: any) => r.creatorTime);
    expect([...times].sort((a, b) => b - a)).toEqual(times);
    expect(all.data.list[0]).toEqual(expect.objectContaining({ category: expect.any(Number), userName: expect.any(String), requestURL: expect.any(String) }));

    const logins = await admin.get('/api/System/Log', { category: 1, pageSize: 100 });
    expect(logins.data.list.length).toBeGreaterThan(0);
    expect(logins.data.list.every((r: any) => r.category === 1)).toBe(true);
    // Sign-ins by other people are there too (not only the caller's own log).
    expect(new Set(logins.data.list.map((r: any) => r.userName)).size).toBeGreaterThan(1);

    const byKeyword = await admin.get('/api/System/Log', { keyword: 'teacher', pageSize: 100 });
    expect(byKeyword.data.list.length).toBeGreaterThan(0);
    const future = Date.now() + 3_600_000;
    expect((await admin.get('/api/System/Log', { startTime: future })).data.pagination.total).toBe(0);
    expect((await admin.get('/api/System/Log', { endTime: future })).data.pagination.total).toBeGreaterThanOrEqual(all.data.pagination.total);
  });

  it('sorts only by whitelisted fields and refuses bad input', async () => {
    const asc = await admin.get('/api/System/Log', { sidx: 'creatorTime', sort: 'asc', pageSize: 3 });
    const t = asc.data.list.map((r: any) => r.creatorTime);
    expect([...t].sort((a, b) => a - b)).toEqual(t);
    expect((await admin.get('/api/System/Log', { sidx: 'abstracts; DROP TABLE sys_log' })).code).toBe(400);
    expect((await admin.get('/api/System/Log', { category: 2 })).code).toBe(400);
    expect((await admin.get('/api/System/Log', { keyword: "%' OR 1=1 --" })).data.pagination.total).toBe(0);
  });

  it('is kept to holders of the system log menu, each within their own organisation', async () => {
    expect((await teacher.get('/api/System/Log')).code).toBe(403);
    const mine = await school1.get('/api/System/Log', { category: 1, pageSize: 500 });
    expect(mine.code, mine.msg).toBe(200);
    const everyone = await admin.get('/api/System/Log', { category: 1, pageSize: 500 });
    const names = new Set(mine.data.list.map((r: any) => r.userName));
    expect(names.has('王淑珍') || [...names].some((n) => String(n).includes('school1'))).toBe(true);
    // The super administrator's sign-ins belong to no school.
    const adminName = everyone.data.list.find((r: any) => !names.has(r.userName))?.userName;
    expect(adminName).toBeTruthy();
    expect(mine.data.pagination.total).toBeLessThan(everyone.data.pagination.total);
  });
});

describe('POST /api/Permission/Users/Actions/Import', () => {
  const I = '/api/Permission/Users/Actions/Import';
  it('creates the good rows and reports each refused row with every failing field; refused rows are not stored', async () => {
    const res = await admin.post(I, {
      list: [
        { account: 'imp001', realName: '林小雨', gender: '女', mobile: '13800001111', organizeId: '城东第一中学', password: 'abc12345' },
        { account: 'imp 002', realName: '<b>王</b>', mobile: '123', organizeId: '城东第一中学', password: 'abc12345' },
        { account: 'imp003', realName: '周明', organizeId: '城东第一中学' },
        { account: 'imp001', realName: '林小雨', organizeId: '城东第一中学', password: 'abc12345' },
        { account: 'imp005', realName: '赵磊', organizeId: '不存在的学校', password: 'abc12345' },
      ],
    });
    expect(res.code, res.msg).toBe(200);
    expect(res.data).toMatchObject({ total: 5, accepted: 1 });
    const byRow = Object.fromEntries(res.data.refused.map((r: any) => [r.row, r.errors.map((e: any) => e.field).sort()]));
    expect(Object.keys(byRow)).toEqual(['3', '4', '5', '6']);
    expect(byRow[3]).toEqual(['account', 'mobile', 'realName']);
    expect(byRow[4], JSON.stringify(res.data.refused)).toEqual(['password']);
    expect(byRow[5]).toEqual(['account']);
    expect(res.data.refused.every((r: any) => r.errors.every((e: any) => typeof e.message === 'string' && e.message))).toBe(true);
    const found = await admin.get('/api/Permission/Users', { keyword: 'imp00' });
    expect(found.data.list.map((u: any) => u.account)).toEqual(['imp001']);
    expect(found.data.list[0]).toMatchObject({ realName: '林小雨', organizeName: '城东第一中学', gender: 2 });
  });

  it('keeps a school administrator inside their own school', async () => {
    const res = await school1.post(I, { list: [{ account: 'imp101', realName: '钱多多', organizeId: '城东第二中学', password: 'abc12345' }] });
    expect(res.code, res.msg).toBe(200);
    expect(res.data.accepted).toBe(0);
    expect((await admin.get('/api/Permission/Users', { keyword: 'imp101' })).data.list).toHaveLength(0);
  });

  it('is refused without btn_import, and a body that is not a list is a 400', async () => {
    expect((await teacher.post(I, { list: [{ account: 'imp201', realName: '孙悟', organizeId: '城东第一中学', password: 'abc12345' }] })).code).toBe(403);
    expect((await admin.get('/api/Permission/Users', { keyword: 'imp201' })).data.list).toHaveLength(0);
    expect((await admin.post(I, { list: 'nope' })).code).toBe(400);
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import dayjs from 'dayjs';
import { startServer, type Client, type TestServer } from '../support/server';
import { issueBillNumber } from '../../server/billRule/issue';

let server: TestServer;
let admin: Client;
let teacher: Client;

beforeAll(async () => {
  server = await startServer();
  [admin, teacher] = await Promise.all([server.login('admin'), server.login('teacher')]);
});
afterAll(() => server?.close());

const ruleByCode = async (code: string) => (await admin.get('/api/System/BillRule', { keyword: code })).data.list.find((r: any) => r.enCode === code);
const newRule = (over: Record<string, unknown> = {}) => ({
  fullName: '借阅登记号', enCode: 'borrowNo', prefix: 'JY', dateFormat: 'none', digit: 4, startNumber: 1, resetBy: 'never', ...over,
});

describe('bill rules', () => {
  it('lists the seeded rules in pages with a computed example', async () => {
    const r = await admin.get('/api/System/BillRule', { currentPage: 1, pageSize: 2 });
    expect(r.code).toBe(200);
    expect(r.data.list).toHaveLength(2);
    expect(r.data.pagination).toMatchObject({ currentPage: 1, pageSize: 2 });
    expect(r.data.pagination.total).toBeGreaterThanOrEqual(3);
    const leave = await ruleByCode('leaveApply');
    expect(leave).toMatchObject({ prefix: 'QJ', dateFormat: 'YYYYMMDD', digit: 4, resetBy: 'day', enabledMark: 1 });
    expect(leave.example).toBe(`QJ${dayjs().format('YYYYMMDD')}0001`);
    expect((await ruleByCode('studentNo')).example).toBe(`XS${dayjs().format('YYYY')}00001`);
    expect(await ruleByCode('noticeNo')).toBeTruthy();
  });

  it('offers enabled rules to any signed-in user as the picker list', async () => {
    const r = await teacher.get('/api/System/BillRule/Selector');
    expect(r.code).toBe(200);
    expect(r.data.list.map((x: any) => x.enCode)).toEqual(expect.arrayContaining(['leaveApply', 'studentNo', 'noticeNo']));
    expect(Object.keys(r.data.list[0]).sort()).toEqual(['enCode', 'fullName', 'id']);
  });

  it('issues numbers by code in sequence, shows the last and the next one', async () => {
    const first = await teacher.get('/api/System/BillRule/BillNumber/leaveApply');
    expect(first.code).toBe(200);
    const today = dayjs().format('YYYYMMDD');
    expect(first.data).toMatch(new RegExp(`^QJ${today}\\d{4}$`));
    const second = await teacher.get('/api/System/BillRule/BillNumber/leaveApply');
    expect(Number(second.data.slice(-4))).toBe(Number(first.data.slice(-4)) + 1);
    const leave = await ruleByCode('leaveApply');
    expect(leave.outputNumber).toBe(second.data);
    const info = await admin.get(`/api/System/BillRule/${leave.id}`);
    expect(info.data.nextNumber).toBe(`QJ${today}${String(Number(second.data.slice(-4)) + 1).padStart(4, '0')}`);
    const preview = await admin.get(`/api/System/BillRule/${leave.id}/Preview`);
    expect(preview.data).toEqual({ example: `QJ${today}0001`, nextNumber: info.data.nextNumber });
    // Previewing issues nothing.
    expect((await ruleByCode('leaveApply')).outputNumber).toBe(second.data);
    expect((await teacher.get('/api/System/BillRule/BillNumber/noSuchRule')).code).toBe(404);
  });

  it('gives 50 concurrent requests 50 distinct consecutive numbers', async () => {
    const c = await admin.post('/api/System/BillRule', newRule({ enCode: 'burstNo', prefix: 'B', digit: 3, startNumber: 100 }));
    expect(c.code, c.msg).toBe(200);
    const replies = await Promise.all(Array.from({ length: 50 }, () => teacher.get('/api/System/BillRule/BillNumber/burstNo')));
    expect(replies.every((r) => r.code === 200)).toBe(true);
    const numbers = replies.map((r) => r.data as string);
    expect(new Set(numbers).size).toBe(50);
    expect(numbers.map((n) => Number(n.slice(1))).sort((a, b) => a - b)).toEqual(Array.from({ length: 50 }, (_, i) => 100 + i));
    expect((await ruleByCode('burstNo')).outputNumber).toBe('B149');
  });

  it('exports issueBillNumber for saving generated pages, sharing the same counter', async () => {
    await admin.post('/api/System/BillRule', newRule({ enCode: 'formNo', prefix: 'F', digit: 2 }));
    expect(await issueBillNumber(server.database, 'formNo')).toBe('F01');
    expect((await teacher.get('/api/System/BillRule/BillNumber/formNo')).data).toBe('F02');
    expect(await issueBillNumber(server.database, 'FORMNO')).toBe('F03');
    // Past the digits the serial grows instead of wrapping to a number already issued.
    const many = await Promise.all(Array.from({ length: 97 }, () => issueBillNumber(server.database, 'formNo')));
    // Concurrent callers may finish in any order (a real pool runs them in parallel): check the set.
    expect(new Set(many).size).toBe(97);
    expect(many).toContain('F100');
    expect(many).not.toContain('F01');
    await expect(issueBillNumber(server.database, 'missingRule')).rejects.toMatchObject({ code: 404 });
  });

  it('creates, reads, updates and deletes a rule', async () => {
    const c = await admin.post('/api/System/BillRule', newRule({ enCode: 'crudNo', dateFormat: 'YYYYMM', resetBy: 'month', description: '测试' }));
    expect(c.code, c.msg).toBe(200);
    const id = c.data.id;
    const got = await admin.get(`/api/System/BillRule/${id}`);
    expect(got.data).toMatchObject({ id, enCode: 'crudNo', prefix: 'JY', dateFormat: 'YYYYMM', digit: 4, resetBy: 'month', description: '测试' });
    expect(got.data.example).toBe(`JY${dayjs().format('YYYYMM')}0001`);
    const u = await admin.put(`/api/System/BillRule/${id}`, { ...got.data, prefix: 'JS', digit: 6, startNumber: 10 });
    expect(u.code, u.msg).toBe(200);
    expect((await admin.get(`/api/System/BillRule/${id}`)).data.nextNumber).toBe(`JS${dayjs().format('YYYYMM')}000010`);
    expect((await admin.delete(`/api/System/BillRule/${id}`)).code).toBe(200);
    expect((await admin.get(`/api/System/BillRule/${id}`)).code).toBe(404);
  });

  it('toggles the state; a disabled rule issues nothing and leaves the picker', async () => {
    const rule = await ruleByCode('noticeNo');
    const off = await admin.put(`/api/System/BillRule/${rule.id}/Actions/State`);
    expect(off.code).toBe(200);
    expect(off.data.enabledMark).toBe(0);
    const refused = await teacher.get('/api/System/BillRule/BillNumber/noticeNo');
    expect(refused.code).toBe(400);
    expect(refused.msg).toBe('单据规则已禁用');
    expect((await teacher.get('/api/System/BillRule/Selector')).data.list.map((x: any) => x.enCode)).not.toContain('noticeNo');
    const on = await admin.put(`/api/System/BillRule/${rule.id}/Actions/State`);
    expect(on.data.enabledMark).toBe(1);
    expect((await teacher.get('/api/System/BillRule/BillNumber/noticeNo')).code).toBe(200);
  });

  it('refuses bad input with every failing field and stores nothing', async () => {
    const total = async () => (await admin.get('/api/System/BillRule')).data.pagination.total;
    const before = await total();
    const bad = await admin.post('/api/System/BillRule', {
      fullName: '', enCode: 'bad code', prefix: 'Q J', dateFormat: 'yyyy-MM', digit: 11, startNumber: -1, resetBy: 'week',
    });
    expect(bad.code).toBe(400);
    expect(bad.data.map((e: any) => e.field).sort()).toEqual(['dateFormat', 'digit', 'enCode', 'fullName', 'prefix', 'resetBy', 'startNumber']);
    expect(bad.msg).toContain('规则名称不能为空');
    expect(bad.msg).toContain('流水位数必须是1到10之间的整数');
    // A daily reset needs the day in the number, or two days would issue the same numbers.
    const reset = await admin.post('/api/System/BillRule', newRule({ enCode: 'resetNo', dateFormat: 'YYYYMM', resetBy: 'day' }));
    expect(reset.msg).toBe('按日重置时，日期格式需精确到日');
    const big = await admin.post('/api/System/BillRule', newRule({ enCode: 'bigNo', digit: 3, startNumber: 1000 }));
    expect(big.msg).toBe('起始值的位数不能超过流水位数');
    const dup = await admin.post('/api/System/BillRule', newRule({ enCode: 'LEAVEAPPLY' }));
    expect(dup.code).toBe(400);
    expect(dup.msg).toBe('单据编码已存在');
    expect(await total()).toBe(before);
  });

  it('denies a teacher the rule screen and its writes (403), and nothing changes', async () => {
    const rule = await ruleByCode('studentNo');
    expect((await teacher.get('/api/System/BillRule')).status).toBe(403);
    expect((await teacher.get(`/api/System/BillRule/${rule.id}`)).status).toBe(403);
    expect((await teacher.post('/api/System/BillRule', newRule({ enCode: 'sneakyNo' }))).status).toBe(403);
    expect((await teacher.put(`/api/System/BillRule/${rule.id}`, { ...rule, prefix: 'HACK' })).status).toBe(403);
    expect((await teacher.put(`/api/System/BillRule/${rule.id}/Actions/State`)).status).toBe(403);
    expect((await teacher.delete(`/api/System/BillRule/${rule.id}`)).status).toBe(403);
    expect(await ruleByCode('studentNo')).toMatchObject({ prefix: 'XS', enabledMark: 1 });
    expect(await ruleByCode('sneakyNo')).toBeUndefined();
  });

  it('treats hostile query input as data', async () => {
    expect((await admin.get('/api/System/BillRule', { sidx: 'output_number; DROP TABLE bill_rule' })).code).toBe(400);
    expect((await admin.get('/api/System/BillRule', { sidx: 'this_number' })).code).toBe(400);
    const r = await admin.get('/api/System/BillRule', { keyword: "' OR 1=1 --" });
    expect(r.code).toBe(200);
    expect(r.data.list).toHaveLength(0);
    expect((await admin.get('/api/System/BillRule', { sidx: 'enCode', sort: 'desc' })).code).toBe(200);
    expect((await teacher.get(`/api/System/BillRule/BillNumber/${encodeURIComponent("x' OR '1'='1")}`)).code).toBe(404);
  });
});

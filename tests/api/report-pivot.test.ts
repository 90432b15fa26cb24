import { describe, expect, it } from 'vitest';
import { serverForFile } from '../support/server';

/*
 * The pivot endpoint of the seeded reports under each role's data permission (issue 16 items 3–4):
 * 请假统计 (month × type) over every school for the district, one school for its administrator,
 * the teacher's own organisation for the teacher; drill-down rows add up to the cell; PDF export.
 */
const ctx = serverForFile('admin', 'sysadmin', 'school1', 'school2', 'teacher');
const B = '/api/VisualDevelopment/DataReport';

type Line = { key: string[]; kind: string; values: (number | null)[][]; total: (number | null)[] };
const grand = (data: { blocks: { id: string; pivot: { lines: Line[] } }[] }, block: string) => data.blocks.find((b) => b.id === block)!.pivot.lines.at(-1)!;
const leavesOf = async (where: string, params: unknown[]) =>
  (await ctx.server.database.query<{ n: number; days: number }>(
    `SELECT count(*)::int AS n, coalesce(sum((data->>'days')::numeric), 0)::float AS days FROM model_record r WHERE model_id = 'model-leave' AND ${where}`,
    params,
  ))[0];
const orgOf = async (account: string) => (await ctx.server.database.query<{ organize_id: string }>('SELECT organize_id FROM users WHERE account = $1', [account]))[0].organize_id;

describe('请假统计: month × type under data permission', () => {
  it('the district sees every school; the totals are the records’ own', async () => {
    const r = await ctx.sysadmin.get(`${B}/report-leave/Data`);
    expect(r.code, r.msg).toBe(200);
    const all = await leavesOf('true', []);
    expect(r.data.rowCount).toBe(all.n);
    expect(grand(r.data, 'monthByType').total).toEqual([all.n, all.days]);
    const pivot = r.data.blocks[0].pivot;
    expect(pivot.columns).toEqual(['leaveType']);
    expect(pivot.lines[0].key[0]).toMatch(/^\d{4}-\d{2}$/);
    // Each month's total is the sum of its types' counts (an empty cell is null, never 0).
    for (const line of pivot.lines as Line[]) expect(line.values.reduce((s, v) => s + (v[0] ?? 0), 0)).toBe(line.total[0]);
  });

  it('a school administrator sees their school alone; another school sees only theirs', async () => {
    // The seed's leaves are all 城东第一中学's: one of 城东实验小学 shows whose rows reach whom.
    const school2 = await orgOf('school2');
    await ctx.server.database.query(
      `INSERT INTO model_record (model_id, data, organize_id, creator_user_id) VALUES ('model-leave', $1::jsonb, $2, (SELECT id FROM users WHERE account = 'school2'))`,
      [JSON.stringify({ leaveType: 'sick', startTime: '2024-10-08', endTime: '2024-10-09', days: 2, reason: '小学的请假' }), school2],
    );
    const one = await ctx.school1.get(`${B}/report-leave/Data`);
    expect(one.code, one.msg).toBe(200);
    const school1 = await orgOf('school1');
    const mine = await leavesOf(`organize_id IN (SELECT id FROM organize WHERE id = $1 OR parent_id = $1)`, [school1]);
    const all = await leavesOf('true', []);
    expect(mine.n).toBeGreaterThan(0);
    expect(mine.n).toBeLessThan(all.n);
    expect(grand(one.data, 'monthByType').total).toEqual([mine.n, mine.days]);
    const two = await ctx.school2.get(`${B}/report-leave/Data`);
    expect(grand(two.data, 'monthByType').total).toEqual([1, 2]);
    expect(two.data.blocks[0].pivot.lines[0]).toMatchObject({ key: ['2024-10'], total: [1, 2] });
    expect((await ctx.sysadmin.get(`${B}/report-leave/Data`)).data.rowCount).toBe(all.n);
  });

  it('the teacher sees their own organisation; drill-down of a cell gives its rows', async () => {
    const r = await ctx.teacher.get(`${B}/report-leave/Data`);
    expect(r.code, r.msg).toBe(200);
    const teacherOrg = await ctx.server.database.query<{ department_id: string; organize_id: string }>(`SELECT organize_id, department_id FROM users WHERE account = 'teacher'`);
    const expected = await leavesOf('(organize_id = $1 OR department_id = $1 OR organize_id = $2)', [teacherOrg[0].department_id ?? '', teacherOrg[0].organize_id]);
    expect(r.data.rowCount).toBeLessThanOrEqual(expected.n);
    const pivot = r.data.blocks[0].pivot;
    const line = (pivot.lines as Line[]).find((l) => l.kind === 'row')!;
    const c = line.values.findIndex((v) => v[0] !== null);
    const rows = await ctx.teacher.get(`${B}/report-leave/Rows`, { block: 'monthByType', row: JSON.stringify(line.key), col: JSON.stringify(pivot.columnKeys[c]) });
    expect(rows.code, rows.msg).toBe(200);
    expect(rows.data.total).toBe(line.values[c][0]);
    for (const row of rows.data.list) {
      // The report's fields only: the leave's reason, applicant and bill number are not the report's to show.
      expect(Object.keys(row).sort()).toEqual(['days', 'leaveType', 'startTime']);
      expect(row.startTime.slice(0, 7)).toBe(line.key[0]);
      expect(row.leaveType).toBe(pivot.columnKeys[c][0]);
    }
  });

  it('a filter narrows the rows; its default applies when the caller sends none', async () => {
    const all = await ctx.sysadmin.get(`${B}/report-leave/Data`);
    const late = await ctx.sysadmin.get(`${B}/report-leave/Data`, { f0: '2024-11-01' });
    const n = await leavesOf(`data->>'startTime' >= '2024-11-01'`, []);
    expect(late.data.rowCount).toBe(n.n);
    expect(late.data.rowCount).toBeLessThan(all.data.rowCount);
  });

  it('nobody without the menu or 报表设计 reads a report', async () => {
    const db = ctx.server.database;
    const [menu] = await db.query<{ id: string }>(`SELECT id FROM module WHERE en_code = 'campus.leaveReport'`);
    const [role] = await db.query<{ id: string }>(`SELECT id FROM role WHERE en_code = 'teacher'`);
    const held = await db.query(`SELECT * FROM authorize WHERE item_id = $1 AND object_id = $2`, [menu.id, role.id]);
    await db.query(`DELETE FROM authorize WHERE item_id = $1 AND object_id = $2`, [menu.id, role.id]);
    ctx.server.app.access.invalidate();
    try {
      expect((await ctx.teacher.get(`${B}/report-leave/Data`)).code).toBe(403);
      expect((await ctx.teacher.get(`${B}/report-leave/Rows`, { block: 'monthByType' })).code).toBe(403);
      expect((await ctx.teacher.raw(`${B}/report-leave/Actions/ExportPdf`)).status).toBe(403);
    } finally {
      for (const h of held as { item_type: string; item_id: string; object_type: string; object_id: string }[]) {
        await db.query('INSERT INTO authorize (item_type, item_id, object_type, object_id) VALUES ($1, $2, $3, $4)', [h.item_type, h.item_id, h.object_type, h.object_id]);
      }
      ctx.server.app.access.invalidate();
    }
  });
});

describe('成绩报表: scores per class × subject', () => {
  it('average and count per class and subject; the school without scores sees an empty report', async () => {
    const r = await ctx.school1.get(`${B}/report-score/Data`);
    expect(r.code, r.msg).toBe(200);
    const [sums] = await ctx.server.database.query<{ n: number; avg: number }>(
      `SELECT count(*)::int AS n, round(avg((data->>'score')::numeric), 2)::float AS avg FROM model_record WHERE model_id = 'model-score'`,
    );
    expect(grand(r.data, 'classBySubject').total).toEqual([sums.avg, sums.n]);
    expect(r.data.blocks[0].pivot.columnKeys).toEqual([['chinese'], ['english'], ['history'], ['math'], ['physics']]);
    const other = await ctx.school2.get(`${B}/report-score/Data`);
    expect(other.code).toBe(200);
    expect(other.data.rowCount).toBe(0);
  });

  it('exports a PDF with the CJK font; without a font the error says what to install', async () => {
    const res = await ctx.school1.raw(`${B}/report-score/Actions/ExportPdf`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/pdf');
    const bytes = Buffer.from(await res.arrayBuffer());
    expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
    expect(bytes.toString('latin1')).toMatch(/NotoSans/);
    process.env.REPORT_PDF_FONT = '/nonexistent/font.ttc';
    try {
      const none = await ctx.school1.get(`${B}/report-score/Actions/ExportPdf`);
      expect(none).toMatchObject({ code: 500, msg: '服务器没有中文字体，无法导出 PDF（请安装 Noto CJK 字体，如 Debian 的 fonts-noto-cjk）' });
    } finally {
      delete process.env.REPORT_PDF_FONT;
    }
  });
});

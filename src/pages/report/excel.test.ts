import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { pivot } from '../../../contract/report/pivot';
import { pivotGrid } from '../../../contract/report/table';
import { fillWorkbook } from './excel';

const words = { total: '合计', subtotal: '小计', empty: '(空)', agg: { sum: '求和', count: '计数', avg: '平均', min: '最小', max: '最大' } };

describe('fillWorkbook', () => {
  it('writes the pivot with merged header cells and numbers that read back', async () => {
    const rows = [{ c: '1班', s: 'math', v: 90 }, { c: '1班', s: 'chinese', v: 80 }, { c: '2班', s: 'math', v: 70 }];
    const p = pivot(rows, { rows: ['c'], columns: ['s'], measures: [{ field: 'v', agg: 'sum' }, { field: 'v', agg: 'count' }] });
    const wb = new ExcelJS.Workbook();
    fillWorkbook(wb, '成绩', [{ title: '班级×科目', grid: pivotGrid(p, [{ name: 'c', label: '班级' }, { name: 's', label: '科目' }, { name: 'v', label: '成绩' }], words) }]);
    const back = new ExcelJS.Workbook();
    await back.xlsx.load(await wb.xlsx.writeBuffer());
    const ws = back.worksheets[0];
    expect(ws.getCell('A1').value).toBe('班级×科目');
    // 班级 spans both header rows; chinese spans its two measures; 合计 too.
    expect(ws.getCell('A2').value).toBe('班级');
    expect(ws.getCell('A3').isMerged).toBe(true);
    expect(ws.getCell('B2').value).toBe('chinese');
    expect(ws.getCell('C2').isMerged).toBe(true);
    expect(ws.getCell('F2').value).toBe('合计');
    expect(ws.getCell('B3').value).toBe('成绩(求和)');
    expect(ws.getRow(6).values).toEqual([undefined, '合计', 80, 1, 160, 2, 240, 3]);
    expect(ws.getCell('B5').value).toBeNull();
  });
});

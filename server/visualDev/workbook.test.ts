import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import type { ModelField } from './pageModel';
import { IMPORT_MAX_COLUMNS, readWorkbook } from './workbook';

const fields = [
  { vModel: 'name', label: '姓名' },
  { vModel: 'enrolDate', label: '入学日期' },
] as ModelField[];

async function xlsx(rows: unknown[][]): Promise<Buffer> {
  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet('Sheet1');
  for (const r of rows) ws.addRow(r);
  // A second sheet is read through (so the reader's temporary files go) but never imported.
  wb.addWorksheet('说明').addRow(['姓名', '不导入']);
  return Buffer.from(await wb.xlsx.writeBuffer());
}

describe('readWorkbook (streamed)', () => {
  it('maps headers by label or field name, keeps dates as dates and skips blank rows', async () => {
    const rows = await readWorkbook(await xlsx([['姓名', '入学日期', '备注'], ['甲', new Date(Date.UTC(2024, 8, 1)), 'x'], [], ['  乙 ']]), fields, 10);
    expect(rows).toEqual([
      { row: 2, values: { name: '甲', enrolDate: new Date(Date.UTC(2024, 8, 1)) } },
      { row: 4, values: { name: '乙' } },
    ]);
  });

  it('refuses past the row cap, a cell past the column cap, and a sheet without a known header', async () => {
    const many = [['姓名'], ...Array.from({ length: 11 }, (_, i) => [`学生${i}`])];
    expect(await readWorkbook(await xlsx(many), fields, 10)).toBe('tooMany');
    expect(await readWorkbook(await xlsx(many.slice(0, 11)), fields, 10)).toHaveLength(10);
    const wide = [['姓名'], ['甲', ...Array(IMPORT_MAX_COLUMNS).fill('x')]];
    expect(await readWorkbook(await xlsx(wide), fields, 10)).toBe('tooManyColumns');
    expect(await readWorkbook(await xlsx([['账号'], ['a']]), fields, 10)).toBe('noHeader');
    expect(await readWorkbook(Buffer.from('not a zip'), fields, 10)).toBe('unreadable');
  });
});

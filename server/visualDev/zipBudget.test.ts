import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { checkZipBudget } from './zipBudget';

const MB = 1024 * 1024;

async function workbook(rows: number): Promise<Buffer> {
  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet('Sheet1');
  ws.addRow(['姓名', '班级']);
  for (let i = 0; i < rows; i++) ws.addRow([`学生${i}`, '初一(1)班']);
  return Buffer.from(await wb.xlsx.writeBuffer());
}

describe('checkZipBudget', () => {
  it('passes an ordinary workbook', async () => {
    expect(await checkZipBudget(await workbook(100), 40 * MB)).toBe('ok');
  });

  it('counts what the parts really unpack to, not what the file is', async () => {
    const file = await workbook(20_000);
    expect(file.length).toBeLessThan(MB);
    // The same file passes a budget above its unpacked size and fails one below it.
    expect(await checkZipBudget(file, 40 * MB)).toBe('ok');
    expect(await checkZipBudget(file, MB)).toBe('tooLarge');
  });

  it('refuses what is not a zip, or a zip with an entry its directory does not list', async () => {
    expect(await checkZipBudget(Buffer.from('name,class\n'), MB)).toBe('unreadable');
    const file = await workbook(10);
    // A local entry smuggled in front of the first listed one: the listed offsets no longer tile the file.
    const smuggled = Buffer.concat([file.subarray(0, 30 + file.readUInt16LE(26) + file.readUInt16LE(28) + file.readUInt32LE(18)), file]);
    expect(await checkZipBudget(smuggled, 40 * MB)).toBe('unreadable');
    expect(await checkZipBudget(file.subarray(0, file.length - 30), 40 * MB)).toBe('unreadable');
  });
});

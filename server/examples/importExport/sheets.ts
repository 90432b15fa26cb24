import ExcelJS from 'exceljs';
import Papa from 'papaparse';
import { checkZipBudget } from '../../visualDev/zipBudget';
import { STUDENT_COLUMNS, headerKeys, type SheetRow, type StudentKey } from '../../../contract/examples/importExport/studentRows';

/* Reading an uploaded roster (first sheet of an .xlsx, or a .csv) into rows keyed by column. */

export type SheetRefusal = 'header' | 'tooMany' | 'unreadable';

/** An .xlsx of a few thousand rows unpacks to a few MB; more is a zip bomb, not a roster. */
const MAX_UNPACKED = 20 * 1024 * 1024;

function cellValue(v: ExcelJS.CellValue): unknown {
  if (v === null || v === undefined) return '';
  if (v instanceof Date) return v;
  if (typeof v === 'object') {
    const o = v as unknown as Record<string, unknown>;
    if ('result' in o) return cellValue(o.result as ExcelJS.CellValue);
    if ('text' in o) return String(o.text);
    if (Array.isArray(o.richText)) return (o.richText as { text: string }[]).map((t) => t.text).join('');
    return '';
  }
  return v;
}

function keyed(table: unknown[][], maxRows: number): SheetRow[] | SheetRefusal {
  const keys = headerKeys(table[0] ?? []);
  if (!keys) return 'header';
  const out: SheetRow[] = [];
  for (let i = 1; i < table.length; i++) {
    const cells = table[i];
    if (!cells.some((c) => String(c ?? '').trim() !== '')) continue;
    if (out.length >= maxRows) return 'tooMany';
    const values: Record<string, unknown> = {};
    keys.forEach((k, j) => k && (values[k] = cells[j]));
    out.push({ row: i + 1, values });
  }
  return out;
}

export async function readXlsx(buf: Buffer, maxRows: number): Promise<SheetRow[] | SheetRefusal> {
  if ((await checkZipBudget(buf, MAX_UNPACKED)) !== 'ok') return 'unreadable';
  const wb = new ExcelJS.Workbook();
  try {
    await wb.xlsx.load(buf as unknown as ArrayBuffer);
  } catch {
    return 'unreadable';
  }
  const ws = wb.worksheets[0];
  if (!ws) return 'header';
  const table: unknown[][] = [];
  ws.eachRow({ includeEmpty: true }, (row, n) => {
    const cells: unknown[] = [];
    row.eachCell({ includeEmpty: true }, (cell, col) => (cells[col - 1] = cellValue(cell.value)));
    table[n - 1] = cells;
  });
  for (let i = 0; i < table.length; i++) table[i] ??= [];
  return keyed(table, maxRows);
}

/**
 * A CSV in UTF-8 (with or without BOM) or, as Excel in a Chinese Windows saves it, GB18030: bytes
 * that are not valid UTF-8 are read as GB18030 instead of turning the names into replacement marks.
 */
export function readCsv(buf: Buffer, maxRows: number): SheetRow[] | SheetRefusal {
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(buf);
  } catch {
    text = new TextDecoder('gb18030').decode(buf);
  }
  const parsed = Papa.parse<string[]>(text.replace(/^\uFEFF/, ''), { skipEmptyLines: 'greedy' });
  if (parsed.errors.some((e) => e.type === 'Quotes')) return 'unreadable';
  return keyed(parsed.data, maxRows);
}

const cell = (v: unknown) => (v === null || v === undefined ? '' : v);

export async function rosterXlsx(rows: Record<StudentKey, unknown>[]): Promise<Buffer> {
  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet('学生名单');
  ws.columns = STUDENT_COLUMNS.map((c) => ({ header: c.zh, key: c.key, width: c.width + 4 }));
  ws.getRow(1).font = { bold: true };
  for (const r of rows) ws.addRow(Object.fromEntries(STUDENT_COLUMNS.map((c) => [c.key, cell(r[c.key])])));
  return Buffer.from(await wb.xlsx.writeBuffer());
}

/** With a BOM, so Excel opens the UTF-8 file with its Chinese intact. */
export function rosterCsv(rows: Record<StudentKey, unknown>[]): Buffer {
  const body = Papa.unparse({ fields: STUDENT_COLUMNS.map((c) => c.zh), data: rows.map((r) => STUDENT_COLUMNS.map((c) => cell(r[c.key]))) });
  return Buffer.from(`\uFEFF${body}\r\n`, 'utf8');
}

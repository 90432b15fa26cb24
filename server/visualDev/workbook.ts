import { Readable } from 'node:stream';
import ExcelJS from 'exceljs';
import { checkZipBudget } from './zipBudget';
import type { ModelField } from './pageModel';
import type { RecordData } from './recordInput';

export const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** Content-Disposition for a download named in Chinese (RFC 5987), with an ASCII fallback. */
export function attachment(name: string): string {
  return `attachment; filename="export.xlsx"; filename*=UTF-8''${encodeURIComponent(name)}.xlsx`;
}

function cellText(v: unknown): string | number {
  if (v === null || v === undefined) return '';
  if (typeof v === 'number') return v;
  if (typeof v === 'string') return v;
  if (typeof v === 'boolean') return v ? '是' : '否';
  return JSON.stringify(v);
}

/** One sheet: a header row of labels, then one row per record (display values, already converted). */
export async function exportWorkbook(title: string, columns: { field: string; label: string }[], rows: RecordData[]): Promise<Buffer> {
  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet(title.slice(0, 31) || 'Sheet1');
  ws.columns = columns.map((c) => ({ header: c.label, key: c.field, width: Math.max(12, c.label.length * 2 + 4) }));
  ws.getRow(1).font = { bold: true };
  for (const r of rows) ws.addRow(Object.fromEntries(columns.map((c) => [c.field, cellText(r[c.field])])));
  return Buffer.from(await wb.xlsx.writeBuffer());
}

/** Fields a person can fill in a spreadsheet: not server-filled, not nested tables or files. */
export function importableFields(fields: ModelField[], denied: Set<string>): ModelField[] {
  return fields.filter(
    (f) => !denied.has(f.vModel) && (f.role === 'plain' || f.role === 'user' || f.role === 'organize' || f.role === 'department' || f.role === 'position'),
  );
}

/** The import template: the form's fields as headers, with a drop-down where the choices are few. */
export async function templateWorkbook(title: string, fields: ModelField[], choices: Map<string, string[]>): Promise<Buffer> {
  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet(title.slice(0, 31) || 'Sheet1');
  ws.columns = fields.map((f) => ({ header: f.label, key: f.vModel, width: Math.max(14, f.label.length * 2 + 6) }));
  const header = ws.getRow(1);
  header.font = { bold: true };
  fields.forEach((f, i) => {
    const cell = header.getCell(i + 1);
    const hint = [f.required ? '必填' : '', f.format === 'date' ? '日期，如 2024-09-01' : '', f.role === 'user' ? '填写账户或姓名' : ''].filter(Boolean).join('；');
    if (hint) cell.note = hint;
    const list = choices.get(f.vModel);
    // Excel limits an inline list to 255 characters.
    if (list && list.length && list.join(',').length < 250) {
      for (let r = 2; r <= 1001; r++) {
        ws.getCell(r, i + 1).dataValidation = { type: 'list', allowBlank: true, formulae: [`"${list.join(',')}"`] };
      }
    }
  });
  return Buffer.from(await wb.xlsx.writeBuffer());
}

export interface SheetRow {
  /** Spreadsheet row number (the header is row 1), as a person finds it in Excel. */
  row: number;
  values: Record<string, unknown>;
}

function plainCell(v: ExcelJS.CellValue): unknown {
  if (v === null || v === undefined) return undefined;
  if (v instanceof Date) return v;
  if (typeof v === 'object') {
    const o = v as unknown as Record<string, unknown>;
    if ('result' in o) return plainCell(o.result as ExcelJS.CellValue);
    if ('text' in o) return String(o.text);
    if (Array.isArray(o.richText)) return (o.richText as { text: string }[]).map((t) => t.text).join('');
    return undefined;
  }
  return v;
}

/** Columns an import reads (a template has one per form field; Excel allows 16,384). */
export const IMPORT_MAX_COLUMNS = 200;
/** What an uploaded workbook may unpack to, in MB: 5,000 rows of a wide form take a few. */
export const IMPORT_MAX_UNPACKED_MB = 40;

export type SheetRefusal = 'noHeader' | 'tooMany' | 'tooManyColumns' | 'tooLarge' | 'unreadable';

/**
 * Reads the first sheet of an uploaded workbook: headers (labels or field names) map columns to
 * fields; blank rows are skipped. Unknown headers are ignored; no known header at all is an error.
 *
 * The workbook is streamed, never loaded whole: its unpacked size is checked first (zipBudget.ts),
 * then rows arrive one at a time and only the first `maxRows` rows with values are kept. The rest
 * of the file is still read through (within that size), so the reader's temporary files are removed.
 */
export async function readWorkbook(buffer: Buffer, fields: ModelField[], maxRows: number): Promise<SheetRow[] | SheetRefusal> {
  const budget = await checkZipBudget(buffer, IMPORT_MAX_UNPACKED_MB * 1024 * 1024);
  if (budget !== 'ok') return budget;
  const byHeader = new Map<string, ModelField>();
  for (const f of fields) {
    byHeader.set(f.label.trim(), f);
    byHeader.set(f.vModel, f);
  }
  const columns = new Map<number, ModelField>();
  const out: SheetRow[] = [];
  let refusal: SheetRefusal | null = null;
  let sheetNo = 0;
  const reader = new ExcelJS.stream.xlsx.WorkbookReader(Readable.from([buffer]), {
    worksheets: 'emit',
    sharedStrings: 'cache',
    // Styles tell dates from numbers.
    styles: 'cache',
    hyperlinks: 'ignore',
    entries: 'ignore',
  });
  try {
    for await (const sheet of reader) {
      sheetNo++;
      for await (const row of sheet) {
        if (sheetNo !== 1 || refusal) continue;
        refusal = takeRow(row, columns, byHeader, out, maxRows);
      }
    }
  } catch {
    return 'unreadable';
  }
  if (refusal) return refusal;
  if (!columns.size) return 'noHeader';
  return out;
}

/** One streamed row: the header fills `columns`, a data row with values joins `out`; a cap refuses. */
function takeRow(row: ExcelJS.Row, columns: Map<number, ModelField>, byHeader: Map<string, ModelField>, out: SheetRow[], maxRows: number): SheetRefusal | null {
  let tooWide = false;
  row.eachCell((_cell, col) => {
    if (col > IMPORT_MAX_COLUMNS) tooWide = true;
  });
  if (tooWide) return 'tooManyColumns';
  if (row.number === 1) {
    row.eachCell((cell, col) => {
      const f = byHeader.get(String(plainCell(cell.value) ?? '').trim());
      if (f) columns.set(col, f);
    });
    return columns.size ? null : 'noHeader';
  }
  if (!columns.size) return 'noHeader';
  const values: Record<string, unknown> = {};
  let any = false;
  for (const [col, f] of columns) {
    const v = plainCell(row.getCell(col).value);
    if (v === undefined || (typeof v === 'string' && v.trim() === '')) continue;
    values[f.vModel] = typeof v === 'string' ? v.trim() : v;
    any = true;
  }
  if (!any) return null;
  if (out.length >= maxRows) return 'tooMany';
  out.push({ row: row.number, values });
  return null;
}

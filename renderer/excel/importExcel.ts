import type { JsonSchema } from '../../contract/pageModel/pageSchema';

export interface ImportField {
  field: string;
  header: string;
  type?: string;
}

/** The importable fields of a form: its scalar properties, labelled by their titles. */
export function importFields(schema: JsonSchema, skip: readonly string[] = []): ImportField[] {
  const props = (schema.properties ?? {}) as Record<string, { title?: string; type?: string | string[] }>;
  return Object.entries(props)
    .filter(([f, p]) => !skip.includes(f) && p.type !== 'array' && p.type !== 'object')
    .map(([field, p]) => ({ field, header: p.title ?? field, type: Array.isArray(p.type) ? p.type.find((t) => t !== 'null') : p.type }));
}

/** An empty workbook with one header row: the template users fill in. */
export async function buildTemplate(fields: readonly ImportField[]): Promise<ArrayBuffer> {
  const { default: ExcelJS } = await import('exceljs');
  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet('Sheet1');
  ws.columns = fields.map((f) => ({ header: f.header, key: f.field, width: 18 }));
  ws.getRow(1).font = { bold: true };
  return (await wb.xlsx.writeBuffer()) as ArrayBuffer;
}

function cellValue(v: unknown): unknown {
  if (v === null || v === undefined) return undefined;
  if (v instanceof Date) return v.getTime();
  if (typeof v === 'object') {
    const o = v as { text?: unknown; result?: unknown; richText?: Array<{ text: string }> };
    if (o.richText) return o.richText.map((r) => r.text).join('');
    if (o.text !== undefined) return o.text;
    if (o.result !== undefined) return o.result;
  }
  return v;
}

/**
 * Rows of the first sheet, keyed by field: a header cell matches a field by its label or its name, so
 * a template with reordered columns still imports. Blank rows are skipped.
 */
export async function readRows(file: ArrayBuffer, fields: readonly ImportField[]): Promise<Record<string, unknown>[]> {
  const { default: ExcelJS } = await import('exceljs');
  const wb = new ExcelJS.Workbook();
  await wb.xlsx.load(file);
  const ws = wb.worksheets[0];
  if (!ws) return [];
  const byHeader = new Map<string, ImportField>();
  for (const f of fields) {
    byHeader.set(f.header.trim(), f);
    byHeader.set(f.field, f);
  }
  const colField = new Map<number, ImportField>();
  ws.getRow(1).eachCell((cell, col) => {
    const f = byHeader.get(String(cellValue(cell.value) ?? '').trim());
    if (f) colField.set(col, f);
  });
  const rows: Record<string, unknown>[] = [];
  ws.eachRow((row, n) => {
    if (n === 1) return;
    const out: Record<string, unknown> = {};
    row.eachCell((cell, col) => {
      const f = colField.get(col);
      const v = cellValue(cell.value);
      if (!f || v === undefined || v === '') return;
      out[f.field] = f.type === 'integer' || f.type === 'number' ? Number(v) : typeof v === 'number' && f.type === 'string' ? String(v) : v;
    });
    if (Object.keys(out).length) rows.push(out);
  });
  return rows;
}

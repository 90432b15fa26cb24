import type { ColumnDef } from '../../contract/pageModel/pageSchema';
import type { WidgetServices } from '../../widgets/services';
import { resolveEndpoint } from '../api/endpoint';
import { readListAnswer } from '../list/listQuery';

/** Export reads the current query page by page (the server caps pages at 500) up to this many rows. */
export const EXPORT_PAGE_SIZE = 500;
export const EXPORT_MAX_ROWS = 50000;

/** Every row of the current query (same filters and sort), fetched page by page. */
export async function fetchAllRows(
  services: WidgetServices,
  listTemplate: string,
  params: Record<string, unknown>,
  vars: Record<string, unknown> = {},
): Promise<Record<string, unknown>[]> {
  const ep = resolveEndpoint(listTemplate, { ...params, ...vars });
  const base = { ...params };
  for (const u of ep.used) delete base[u];
  const rows: Record<string, unknown>[] = [];
  for (let currentPage = 1; rows.length < EXPORT_MAX_ROWS; currentPage++) {
    const data = await services.request<unknown>(ep.method, ep.url, { ...base, currentPage, pageSize: EXPORT_PAGE_SIZE });
    const page = readListAnswer(data);
    rows.push(...page.rows);
    if (!page.paged || page.rows.length < EXPORT_PAGE_SIZE || rows.length >= page.total) break;
  }
  return rows.slice(0, EXPORT_MAX_ROWS);
}

/** Builds the xlsx (exceljs loads only when someone exports). Cells hold the text the table shows. */
export async function buildWorkbook(
  sheetName: string,
  columns: readonly ColumnDef[],
  headers: string[],
  rows: Record<string, unknown>[],
  textOf: (column: ColumnDef, row: Record<string, unknown>) => string | Promise<string>,
): Promise<ArrayBuffer> {
  const { default: ExcelJS } = await import('exceljs');
  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet(sheetName.slice(0, 31) || 'Sheet1');
  ws.columns = columns.map((c, i) => ({ header: headers[i], key: c.field, width: Math.max(10, Math.round((c.width ?? 140) / 7)) }));
  ws.getRow(1).font = { bold: true };
  for (const r of rows) {
    const values: Record<string, string> = {};
    for (const c of columns) values[c.field] = await textOf(c, r);
    ws.addRow(values);
  }
  return (await wb.xlsx.writeBuffer()) as ArrayBuffer;
}

export function downloadBlob(data: ArrayBuffer | Blob, fileName: string): void {
  const blob = data instanceof Blob ? data : new Blob([data], { type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' });
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = fileName;
  document.body.appendChild(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

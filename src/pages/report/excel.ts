import type { Workbook } from 'exceljs';
import type { Grid } from '../../../contract/report/table';

export interface Section {
  title: string;
  grid: Grid;
}

/**
 * The report as one sheet: each block's title, then its table with the header's merged cells merged
 * in Excel too (a subject over its measures, the total over the column-dimension rows). Numbers stay
 * numbers so the file can be summed again.
 */
export function fillWorkbook(wb: Workbook, sheetName: string, sections: Section[]): void {
  const ws = wb.addWorksheet(sheetName.slice(0, 31) || 'Report');
  let r = 1;
  for (const s of sections) {
    ws.getCell(r, 1).value = s.title;
    ws.getCell(r, 1).font = { bold: true, size: 13 };
    r += 1;
    const taken: boolean[][] = [];
    const place = (rows: Grid['header'], header: boolean) => {
      rows.forEach((cells, i) => {
        const row = r + i;
        const busy = (taken[i] ??= []);
        let c = 0;
        for (const cell of cells) {
          while (header && busy[c]) c++;
          const span = cell.colSpan ?? 1;
          const down = header ? (cell.rowSpan ?? 1) : 1;
          if (header) for (let a = 0; a < down; a++) for (let b = 0; b < span; b++) (taken[i + a] ??= [])[c + b] = true;
          const target = ws.getCell(row, c + 1);
          target.value = cell.kind === 'value' ? (cell.value ?? null) : cell.text;
          if (header || cell.kind === 'total') target.font = { bold: true };
          if (header) target.alignment = { horizontal: 'center', vertical: 'middle' };
          if (span > 1 || down > 1) ws.mergeCells(row, c + 1, row + down - 1, c + span);
          c += span;
        }
      });
      r += rows.length;
      taken.length = 0;
    };
    place(s.grid.header, true);
    place(s.grid.body, false);
    r += 1;
  }
  ws.columns.forEach((col) => (col.width = 14));
}

/** Builds the file in the browser (exceljs loads on the first export) and hands it to the user. */
export async function downloadExcel(fileName: string, sections: Section[]): Promise<void> {
  const { default: ExcelJS } = await import('exceljs');
  const wb = new ExcelJS.Workbook();
  fillWorkbook(wb, fileName, sections);
  const buf = await wb.xlsx.writeBuffer();
  const url = URL.createObjectURL(new Blob([buf], { type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' }));
  const a = document.createElement('a');
  a.href = url;
  a.download = `${fileName}.xlsx`;
  document.body.appendChild(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

import fs from 'node:fs';
import PDFDocument from 'pdfkit';
import type { Grid } from '../../contract/report/table';

// Server-side PDF: pdfkit embeds only the glyphs used from a Noto CJK collection (Debian's
// fonts-noto-cjk, which chromium pulls in), so a Chinese report stays a small file.
const FONT_CANDIDATES: [string, string][] = [
  ['/usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc', 'NotoSansCJKsc-Regular'],
  ['/usr/share/fonts/noto-cjk/NotoSansCJK-Regular.ttc', 'NotoSansCJKsc-Regular'],
  ['/usr/share/fonts/opentype/noto/NotoSerifCJK-Regular.ttc', 'NotoSerifCJKsc-Regular'],
];

export function cjkFont(): [string, string] | null {
  const override = process.env.REPORT_PDF_FONT;
  if (override) return fs.existsSync(override) ? [override, ''] : null;
  return FONT_CANDIDATES.find(([p]) => fs.existsSync(p)) ?? null;
}

export interface PdfSection {
  title: string;
  grid: Grid;
}

export function reportPdf(font: [string, string], title: string, subtitle: string, sections: PdfSection[]): Promise<Buffer> {
  const doc = new PDFDocument({ size: 'A4', layout: 'landscape', margin: 36, info: { Title: title } });
  const chunks: Buffer[] = [];
  doc.on('data', (c: Buffer) => chunks.push(c));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  if (font[1]) doc.registerFont('cjk', font[0], font[1]);
  else doc.registerFont('cjk', font[0]);
  doc.font('cjk');
  doc.fontSize(16).text(title);
  doc.fontSize(9).fillColor('#555').text(subtitle).fillColor('#000');
  const pageWidth = doc.page.width - 72;
  for (const s of sections) {
    doc.moveDown(0.8);
    doc.fontSize(12).text(s.title, 36);
    doc.moveDown(0.3);
    const colW = Math.max(36, Math.min(110, pageWidth / Math.max(1, s.grid.width)));
    const rowH = 16;
    // Header cells are placed on a grid that remembers the cells taken by row spans above.
    const taken: boolean[][] = [];
    const drawRows = (rowsOf: Grid['header'], header: boolean) => {
      rowsOf.forEach((cells, r) => {
        if (doc.y + rowH > doc.page.height - 36) doc.addPage();
        const y = doc.y;
        let c = 0;
        const busy = header ? (taken[r] ??= []) : [];
        for (const cell of cells) {
          while (busy[c]) c++;
          const span = cell.colSpan ?? 1;
          const down = header ? (cell.rowSpan ?? 1) : 1;
          for (let i = 0; i < down; i++) for (let j = 0; j < span; j++) ((taken[r + i] ??= [])[c + j] = true);
          const x = 36 + c * colW;
          doc.rect(x, y, span * colW, down * rowH).stroke('#999');
          doc.fontSize(8).text(cell.text, x + 2, y + 4, { width: span * colW - 4, height: rowH - 4, ellipsis: true, lineBreak: false, align: cell.kind === 'value' ? 'right' : 'left' });
          c += span;
        }
        doc.x = 36;
        doc.y = y + rowH;
      });
    };
    drawRows(s.grid.header, true);
    drawRows(s.grid.body, false);
  }
  doc.end();
  return done;
}

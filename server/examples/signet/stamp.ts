import crypto from 'node:crypto';
import { PDFDocument } from 'pdf-lib';
import { fitsOnPage, type PdfPlacement } from '../../../contract/examples/signet/placement';

export const sha256 = (bytes: Uint8Array) => crypto.createHash('sha256').update(bytes).digest('hex');

export type StampOutcome = { ok: true; pdf: Uint8Array; pageCount: number } | { ok: false; reason: 'pdf' | 'page' | 'offPage' };

/**
 * Draws the seal PNG on page `pageIndex` (0-based) of the PDF at `at` (PDF points, lower left), with
 * pdf-lib, and answers the new file. Only the page's content grows: the rest of the document is kept
 * as it was (pdf-lib rewrites the file, so its hash changes, which is what the record keeps).
 */
export async function stampPdf(original: Uint8Array, sealPng: Uint8Array, pageIndex: number, at: PdfPlacement): Promise<StampOutcome> {
  let doc: PDFDocument;
  let pages: ReturnType<PDFDocument['getPages']>;
  try {
    doc = await PDFDocument.load(original, { updateMetadata: false });
    // pdf-lib reads leniently; a file without a page tree fails here rather than at the drawing
    pages = doc.getPages();
    if (!pages.length) return { ok: false, reason: 'pdf' };
  } catch {
    return { ok: false, reason: 'pdf' };
  }
  if (!Number.isInteger(pageIndex) || pageIndex < 0 || pageIndex >= pages.length) return { ok: false, reason: 'page' };
  const page = pages[pageIndex];
  const { width, height } = page.getSize();
  if (!fitsOnPage(at, { width, height })) return { ok: false, reason: 'offPage' };
  const image = await doc.embedPng(sealPng);
  // slightly transparent, as ink over printed text
  page.drawImage(image, { x: at.x, y: at.y, width: at.size, height: at.size, opacity: 0.9 });
  return { ok: true, pdf: await doc.save({ useObjectStreams: false }), pageCount: pages.length };
}

/** The page sizes of a PDF (points), or null when it does not read as one. */
export async function pdfPages(bytes: Uint8Array): Promise<{ width: number; height: number }[] | null> {
  try {
    const doc = await PDFDocument.load(bytes, { updateMetadata: false });
    const pages = doc.getPages().map((p) => p.getSize());
    return pages.length ? pages : null;
  } catch {
    return null;
  }
}

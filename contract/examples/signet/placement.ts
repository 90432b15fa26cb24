/**
 * 电子签章: where a seal dragged on the browser's preview of a page lands on the PDF page. The
 * preview draws the page scaled to its width, with the origin top left and y downwards; PDF user
 * space has its origin bottom left and y upwards, in points. The seal is square; its placement is
 * clamped so that the whole seal stays on the page.
 */

export interface PreviewDrop {
  /** the seal's top-left corner on the preview, in CSS pixels */
  left: number;
  top: number;
  /** the seal's side on the preview */
  side: number;
  /** the preview's size of the page, in CSS pixels */
  previewWidth: number;
  previewHeight: number;
}

export interface PdfPlacement {
  /** the seal's lower-left corner in PDF points */
  x: number;
  y: number;
  size: number;
}

export function toPdfPlacement(drop: PreviewDrop, page: { width: number; height: number }): PdfPlacement {
  const scale = page.width / drop.previewWidth;
  const size = Math.min(drop.side * scale, page.width, page.height);
  const x = clamp(drop.left * scale, 0, page.width - size);
  const topPt = clamp(drop.top * scale, 0, page.height - size);
  return { x: round2(x), y: round2(page.height - topPt - size), size: round2(size) };
}

/** The inverse, for drawing a recorded placement on the preview. */
export function toPreview(p: PdfPlacement, page: { width: number; height: number }, previewWidth: number): { left: number; top: number; side: number } {
  const scale = previewWidth / page.width;
  return { left: p.x * scale, top: (page.height - p.y - p.size) * scale, side: p.size * scale };
}

/** Whether a placement given by a client fits on the page (the server refuses what does not). */
export function fitsOnPage(p: PdfPlacement, page: { width: number; height: number }): boolean {
  return p.size >= 10 && p.x >= 0 && p.y >= 0 && p.x + p.size <= page.width + 0.01 && p.y + p.size <= page.height + 0.01;
}

const clamp = (v: number, lo: number, hi: number) => Math.min(Math.max(v, lo), Math.max(lo, hi));
const round2 = (v: number) => Math.round(v * 100) / 100;

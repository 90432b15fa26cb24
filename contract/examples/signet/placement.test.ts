import { describe, expect, it } from 'vitest';
import { fitsOnPage, toPdfPlacement, toPreview } from './placement';

const A4 = { width: 595.28, height: 841.89 };

describe('seal placement', () => {
  it('turns a drop on a half-size preview into PDF points from the lower left', () => {
    // preview at 297.64 px wide: scale 2
    const p = toPdfPlacement({ left: 100, top: 50, side: 60, previewWidth: 297.64, previewHeight: 420.945 }, A4);
    expect(p).toEqual({ x: 200, y: 841.89 - 100 - 120, size: 120 });
    expect(fitsOnPage(p, A4)).toBe(true);
  });

  it('keeps the whole seal on the page when dropped over an edge', () => {
    const p = toPdfPlacement({ left: 280, top: 410, side: 60, previewWidth: 297.64, previewHeight: 420.945 }, A4);
    expect(p.x).toBeCloseTo(595.28 - 120, 2);
    expect(p.y).toBe(0);
    const neg = toPdfPlacement({ left: -30, top: -30, side: 60, previewWidth: 297.64, previewHeight: 420.945 }, A4);
    expect(neg).toEqual({ x: 0, y: 841.89 - 120, size: 120 });
  });

  it('round-trips to the preview', () => {
    const p = toPdfPlacement({ left: 40, top: 70, side: 50, previewWidth: 600, previewHeight: 848.5 }, A4);
    const back = toPreview(p, A4, 600);
    expect(back.left).toBeCloseTo(40, 0);
    expect(back.top).toBeCloseTo(70, 0);
    expect(back.side).toBeCloseTo(50, 0);
  });

  it('refuses placements off the page or too small', () => {
    expect(fitsOnPage({ x: -1, y: 0, size: 100 }, A4)).toBe(false);
    expect(fitsOnPage({ x: 500, y: 0, size: 100 }, A4)).toBe(false);
    expect(fitsOnPage({ x: 0, y: 800, size: 100 }, A4)).toBe(false);
    expect(fitsOnPage({ x: 0, y: 0, size: 5 }, A4)).toBe(false);
  });
});

import { describe, expect, it } from 'vitest';
import { fitsClassicZip, ZIP_MAX_ENTRIES } from './zipLimits';

const file = (path: string, size: number) => ({ path, size, isFolder: false });

describe('fitsClassicZip', () => {
  it('takes an ordinary folder', () => {
    expect(fitsClassicZip([{ path: '课件', size: 0, isFolder: true }, file('课件/第一课.pptx', 30 * 1024 * 1024)])).toBe(true);
  });
  it('refuses a file of 4 GiB and a folder whose sum passes 4 GiB', () => {
    expect(fitsClassicZip([file('录像.mp4', 2 ** 32)])).toBe(false);
    expect(fitsClassicZip([file('a.mp4', 2 ** 31), file('b.mp4', 2 ** 31)])).toBe(false);
    expect(fitsClassicZip([file('a.mp4', 2 ** 31), file('b.mp4', 2 ** 30)])).toBe(true);
  });
  it('refuses more entries than a classic zip can list', () => {
    const many = Array.from({ length: ZIP_MAX_ENTRIES + 1 }, (_, i) => file(`f${i}.txt`, 1));
    expect(fitsClassicZip(many)).toBe(false);
    expect(fitsClassicZip(many.slice(1))).toBe(true);
  });
});

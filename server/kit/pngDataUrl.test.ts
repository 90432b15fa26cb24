import { describe, expect, it } from 'vitest';
import { pngDataUrl, pngOfDataUrl } from './pngDataUrl';

const png = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(80, 1)]);

describe('PNG data URLs', () => {
  it('takes a PNG and gives it back', () => {
    expect(pngOfDataUrl(pngDataUrl(png), 1000)?.equals(png)).toBe(true);
  });
  it('refuses other types, a PNG label on other bytes, and what is too big', () => {
    expect(pngOfDataUrl('data:image/svg+xml;base64,' + png.toString('base64'), 1000)).toBeNull();
    expect(pngOfDataUrl('data:image/png;base64,' + Buffer.from('<svg onload=alert(1)>'.repeat(5)).toString('base64'), 1000)).toBeNull();
    expect(pngOfDataUrl(pngDataUrl(png), 50)).toBeNull();
    expect(pngOfDataUrl('data:image/png;base64,@@@', 1000)).toBeNull();
  });
});

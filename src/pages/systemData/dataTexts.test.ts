import { describe, expect, it } from 'vitest';
import { dataTexts, formatBytes } from './dataTexts';

describe('系统数据 texts', () => {
  it('every key in all three languages', () => {
    const keys = Object.keys(dataTexts.zh).sort();
    expect(Object.keys(dataTexts.zhtw).sort()).toEqual(keys);
    expect(Object.keys(dataTexts.en).sort()).toEqual(keys);
  });

  it('sizes read as people read them', () => {
    expect(formatBytes(512)).toBe('512 B');
    expect(formatBytes(1536)).toBe('1.5 KB');
    expect(formatBytes(25 * 1024 * 1024)).toBe('25 MB');
  });
});

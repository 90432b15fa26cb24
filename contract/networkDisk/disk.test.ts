import { describe, expect, it } from 'vitest';
import { CHUNK_BYTES, chunkCount, chunkSize, extOf, formatBytes, kindOf, nameProblem } from './disk';

describe('network disk names', () => {
  it('refuses path tricks and accepts ordinary names', () => {
    expect(nameProblem('..')).toBe('dots');
    expect(nameProblem('.')).toBe('dots');
    expect(nameProblem('a/b')).toBe('chars');
    expect(nameProblem('..\\x')).toBe('chars');
    expect(nameProblem('a\u0000b')).toBe('chars');
    expect(nameProblem('  ')).toBe('empty');
    expect(nameProblem(5)).toBe('empty');
    expect(nameProblem('x'.repeat(121))).toBe('long');
    expect(nameProblem('期中试卷 (定稿).docx')).toBeNull();
    expect(nameProblem('..hidden')).toBeNull();
  });
  it('tells kinds by extension', () => {
    expect(kindOf('a.PNG')).toBe('image');
    expect(kindOf('课件.pptx')).toBe('slide');
    expect(kindOf('noext')).toBe('other');
    expect(kindOf('x.constructor')).toBe('other');
    expect(extOf('.bashrc')).toBe('');
  });
  it('plans chunks of the spec head size', () => {
    expect(chunkCount(1)).toBe(1);
    expect(chunkCount(CHUNK_BYTES)).toBe(1);
    expect(chunkCount(CHUNK_BYTES + 1)).toBe(2);
    expect(chunkSize(CHUNK_BYTES + 1, 1)).toBe(1);
    expect(chunkSize(CHUNK_BYTES + 1, 2)).toBe(0);
    expect(formatBytes(1536)).toBe('1.5 KB');
  });
});

import { describe, expect, it } from 'vitest';
import { foldersOf, missingChunks, sentBytes } from './uploadPlan';

describe('upload plan', () => {
  it('sends only what the server lacks, in any order it lacks it', () => {
    expect(missingChunks(4, [0, 2])).toEqual([1, 3]);
    expect(missingChunks(1, [])).toEqual([0]);
    expect(missingChunks(2, [0, 1])).toEqual([]);
  });
  it('reads the folders of a file chosen with its folder', () => {
    expect(foldersOf('课件/第一单元/a.pptx')).toEqual(['课件', '第一单元']);
    expect(foldersOf('a.txt')).toEqual([]);
    expect(foldersOf(undefined)).toEqual([]);
  });
  it('counts progress from whole chunks and the one in flight', () => {
    expect(sentBytes(25, 10, [0, 2], 3)).toBe(18);
    expect(sentBytes(25, 10, [0, 1, 2])).toBe(25);
  });
});

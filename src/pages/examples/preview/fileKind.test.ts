import { describe, expect, it } from 'vitest';
import { codeLanguage, fileKind } from './fileKind';

describe('文件预览: the viewer of a file', () => {
  it('goes by the extension, in any case', () => {
    expect(fileKind('报告.PDF')).toBe('pdf');
    expect(fileKind('计划.docx')).toBe('docx');
    expect(fileKind('课堂.mp4')).toBe('video');
    expect(fileKind('a.tar.gz')).toBe('other');
    expect(fileKind('README')).toBe('other');
  });
  it('code gets its highlighter language', () => {
    expect(codeLanguage('x.tsx')).toBe('typescript');
    expect(codeLanguage('notes.txt')).toBe('');
  });
});

import { describe, expect, it } from 'vitest';
import { diffCounts, htmlToLines, inlineDiff, sideBySide } from './versionDiff';

const v1 = '<h2>课堂常规</h2><p>上课前准备好课本。</p><p>按时到校。</p>';
const v2 = '<h2>课堂常规</h2><p>上课前准备好课本和笔记本。</p><p>按时到校。</p><ul><li>举手发言</li></ul>';

describe('document version diff', () => {
  it('reads HTML as lines of text', () => {
    expect(htmlToLines('<p>a &amp; b</p><p>c<br>d</p><script>x</script>')).toEqual(['a & b', 'c', 'd', 'x']);
  });

  it('answers the changed paragraph as removed then added, and the new item as added', () => {
    const parts = inlineDiff(v1, v2);
    expect(parts).toEqual([
      { kind: 'same', text: '课堂常规' },
      { kind: 'removed', text: '上课前准备好课本。' },
      { kind: 'added', text: '上课前准备好课本和笔记本。' },
      { kind: 'same', text: '按时到校。' },
      { kind: 'added', text: '举手发言' },
    ]);
    expect(diffCounts(parts)).toEqual({ added: 2, removed: 1 });
  });

  it('pairs a changed line side by side and leaves an added line facing nothing', () => {
    expect(sideBySide(v1, v2)).toEqual([
      { left: '课堂常规', right: '课堂常规', kind: 'same' },
      { left: '上课前准备好课本。', right: '上课前准备好课本和笔记本。', kind: 'changed' },
      { left: '按时到校。', right: '按时到校。', kind: 'same' },
      { left: null, right: '举手发言', kind: 'added' },
    ]);
  });

  it('finds nothing between equal versions', () => {
    expect(diffCounts(inlineDiff(v1, v1))).toEqual({ added: 0, removed: 0 });
  });
});

import { describe, expect, it } from 'vitest';
import { memoByText } from './memoByText';

describe('memoByText', () => {
  it('works a text out once, null answers included', () => {
    const calls: string[] = [];
    const f = memoByText((t) => (calls.push(t), t === 'none' ? null : t.length), 10);
    expect([f('abc'), f('abc'), f('none'), f('none')]).toEqual([3, 3, null, null]);
    expect(calls).toEqual(['abc', 'none']);
  });

  it('starts over once it holds its limit, and still answers the same', () => {
    const calls: string[] = [];
    const f = memoByText((t) => (calls.push(t), t.toUpperCase()), 2);
    f('a');
    f('b');
    expect(f('c')).toBe('C');
    expect(f('a')).toBe('A');
    expect(calls).toEqual(['a', 'b', 'c', 'a']);
  });
});

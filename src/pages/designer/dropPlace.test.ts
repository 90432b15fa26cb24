import { describe, expect, it } from 'vitest';
import { hintAt } from './dropPlace';

describe('hintAt: what the pointer over a drop place of the canvas means', () => {
  const rect = { top: 100, height: 40 };
  it('over a field: before it in its upper half, after it in its lower half', () => {
    expect(hintAt('node:f1', rect, 110)).toEqual({ id: 'node:f1', pos: 'before' });
    expect(hintAt('node:f1', rect, 135)).toEqual({ id: 'node:f1', pos: 'after' });
  });
  it('over a box or a sub-table: into it', () => {
    expect(hintAt('box:root', rect, 110)).toEqual({ id: 'box:root', pos: 'in' });
    expect(hintAt('sub:f2', rect, 135)).toEqual({ id: 'sub:f2', pos: 'in' });
  });
  it('anything else is no place', () => {
    expect(hintAt('canvas', rect, 110)).toBeNull();
  });
});

import { describe, expect, it } from 'vitest';
import { moveItem, savePayload, toggleHidden } from './menuConfig';

const mods = () => [
  { moduleId: 'a', moduleName: 'A', isHidden: 0, sortCode: 0 },
  { moduleId: 'b', moduleName: 'B', isHidden: 0, sortCode: 1 },
  { moduleId: 'c', moduleName: 'C', isHidden: 1, sortCode: 2 },
];

describe('menu configuration', () => {
  it('hides and shows modules', () => {
    const next = toggleHidden(mods(), 'a')!;
    expect(next.map((m) => m.isHidden)).toEqual([1, 0, 1]);
    expect(toggleHidden(next, 'c')!.map((m) => m.isHidden)).toEqual([1, 0, 0]);
  });

  it('refuses to hide the last visible module (nothing changes)', () => {
    const one = toggleHidden(mods(), 'a')!;
    expect(toggleHidden(one, 'b')).toBeNull();
    expect(one.map((m) => m.isHidden)).toEqual([1, 0, 1]);
  });

  it('moves items and saves the shown order as sortCode', () => {
    const moved = moveItem(mods(), 'c', 'a');
    expect(moved.map((m) => m.moduleId)).toEqual(['c', 'a', 'b']);
    expect(savePayload(moved)).toEqual([
      { moduleId: 'c', isHidden: 1, sortCode: 0 },
      { moduleId: 'a', isHidden: 0, sortCode: 1 },
      { moduleId: 'b', isHidden: 0, sortCode: 2 },
    ]);
    expect(moveItem(mods(), 'a', 'zzz').map((m) => m.moduleId)).toEqual(['a', 'b', 'c']);
  });
});

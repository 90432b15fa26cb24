import { describe, expect, it } from 'vitest';
import { bodyRows, selectionState, toggleAll, toggleOne } from './bodyRows';

const tree = [
  { id: 'a', name: 'A', children: [{ id: 'a1', name: 'A1' }, { id: 'a2', name: 'A2', children: [{ id: 'a21' }] }] },
  { id: 'b', name: 'B', children: [] },
];

describe('body rows', () => {
  it('a plain list keeps its order and ids, falling back to the index when a row has no key', () => {
    const rows = bodyRows([{ id: 'x' }, { name: 'no key' }], 'id', false, new Set());
    expect(rows.count).toBe(2);
    expect(rows.at(0)).toMatchObject({ id: 'x', depth: 0, canExpand: false });
    expect(rows.at(1).id).toBe('1');
    expect(rows.allKeys()).toEqual(['x', '1']);
  });

  it('a tree shows only top rows until a node is expanded, then its children one level deeper', () => {
    const closed = bodyRows(tree, 'id', true, new Set());
    expect(closed.count).toBe(2);
    expect(closed.at(0)).toMatchObject({ id: 'a', canExpand: true });
    // An empty children array is a leaf, not an expander that opens nothing.
    expect(closed.at(1)).toMatchObject({ id: 'b', canExpand: false });

    const open = bodyRows(tree, 'id', true, new Set(['a', 'a2']));
    expect(Array.from({ length: open.count }, (_, i) => [open.at(i).id, open.at(i).depth])).toEqual([
      ['a', 0],
      ['a1', 1],
      ['a2', 1],
      ['a21', 2],
      ['b', 0],
    ]);
  });

  it('select all covers collapsed sub-rows too', () => {
    expect(bodyRows(tree, 'id', true, new Set()).allKeys()).toEqual(['a', 'a1', 'a2', 'a21', 'b']);
  });
});

describe('selection', () => {
  const keys = ['1', '2', '3'];
  it('the select-all box is checked only when every row is, indeterminate when some are', () => {
    expect(selectionState(keys, new Set())).toBe('none');
    expect(selectionState(keys, new Set(['2']))).toBe('some');
    expect(selectionState(keys, new Set(keys))).toBe('all');
    expect(selectionState([], new Set(['2']))).toBe('none');
    // Keys kept from another page do not make this page look selected.
    expect(selectionState(keys, new Set(['9']))).toBe('none');
  });

  it('select all adds the rest; again removes this list’s rows and keeps others', () => {
    expect(toggleAll(keys, ['2', '9']).sort()).toEqual(['1', '2', '3', '9']);
    expect(toggleAll(keys, ['1', '2', '3', '9'])).toEqual(['9']);
  });

  it('a row toggles in and out', () => {
    expect(toggleOne('2', ['1'])).toEqual(['1', '2']);
    expect(toggleOne('1', ['1', '2'])).toEqual(['2']);
  });
});

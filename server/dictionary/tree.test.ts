import { describe, expect, it } from 'vitest';
import { buildTree, rootedRows, subtreeIds, withAncestors } from './tree';

const rows = [
  { id: 'a', parentId: '-1', name: 'A' },
  { id: 'b', parentId: 'a', name: 'B' },
  { id: 'c', parentId: 'b', name: 'C' },
  { id: 'd', parentId: '-1', name: 'D' },
];

describe('dictionary trees', () => {
  it('nests rows under their parents in input order and marks leaves', () => {
    const tree = buildTree(rows);
    expect(tree.map((n) => n.id)).toEqual(['a', 'd']);
    expect(tree[0].children![0].children![0]).toMatchObject({ id: 'c', hasChildren: false });
    expect(tree[0].hasChildren).toBe(true);
    expect(tree[1].children).toBeUndefined();
  });

  it('makes an orphan a root instead of losing it', () => {
    expect(buildTree([{ id: 'x', parentId: 'gone' }]).map((n) => n.id)).toEqual(['x']);
  });

  it('finds a subtree for the move-under-yourself check', () => {
    expect([...subtreeIds(rows, 'a')].sort()).toEqual(['a', 'b', 'c']);
    expect([...subtreeIds(rows, 'd')]).toEqual(['d']);
  });

  it('keeps the ancestors of keyword matches', () => {
    expect(withAncestors(rows, (r) => r.name === 'C').map((r) => r.id)).toEqual(['a', 'b', 'c']);
  });
});

describe('rootedRows', () => {
  it('drops the subtree of a missing parent and survives cycles', () => {
    const rows = [
      { id: 'a', parentId: '-1' },
      { id: 'b', parentId: 'gone' },
      { id: 'c', parentId: 'b' },
      { id: 'x', parentId: 'y' },
      { id: 'y', parentId: 'x' },
      { id: 'd', parentId: 'a' },
    ];
    expect(rootedRows(rows).map((r) => r.id)).toEqual(['a', 'd']);
  });
});

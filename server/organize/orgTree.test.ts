import { describe, expect, it } from 'vitest';
import { buildTree, childPath, isUnderSelf } from './orgTree';

describe('buildTree', () => {
  it('nests rows by parent and sorts siblings by sortCode then name', () => {
    const tree = buildTree([
      { id: 'b', parentId: 'a', fullName: '乙', sortCode: 2 },
      { id: 'a', parentId: '-1', fullName: '甲', sortCode: 0 },
      { id: 'c', parentId: 'a', fullName: '丙', sortCode: 1 },
      { id: 'd', parentId: 'c', fullName: '丁' },
    ]);
    expect(tree).toHaveLength(1);
    expect(tree[0].hasChildren).toBe(true);
    expect(tree[0].children!.map((n) => n.id)).toEqual(['c', 'b']);
    expect(tree[0].children![0].children![0]).toMatchObject({ id: 'd', hasChildren: false, children: [] });
  });

  it('turns rows whose parent is missing (outside data permission) into roots', () => {
    const tree = buildTree([
      { id: 'school', parentId: 'bureau', fullName: '学校' },
      { id: 'dept', parentId: 'school', fullName: '部门' },
    ]);
    expect(tree.map((n) => n.id)).toEqual(['school']);
    expect(tree[0].children!.map((n) => n.id)).toEqual(['dept']);
  });

  it('keeps an empty list empty', () => {
    expect(buildTree([])).toEqual([]);
  });
});

describe('tree paths', () => {
  it('refuses a move under the node itself or a descendant', () => {
    expect(isUnderSelf('b', '/a/b/')).toBe(true);
    expect(isUnderSelf('b', '/a/b/c/')).toBe(true);
    expect(isUnderSelf('b', '/a/')).toBe(false);
    expect(isUnderSelf('b', '/a/bb/')).toBe(false);
  });
  it('builds child paths', () => {
    expect(childPath(null, 'a')).toBe('/a/');
    expect(childPath('/a/', 'b')).toBe('/a/b/');
  });
});

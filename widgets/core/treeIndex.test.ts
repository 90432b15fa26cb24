import { describe, expect, it } from 'vitest';
import { buildTreeIndex, searchIndex, toAntTree } from './treeIndex';
import { userTree } from '../testing/seed';

const all = () => true;

describe('tree index', () => {
  const index = buildTreeIndex(userTree({ users: 50_000 }));

  it('hands antd only what is visible: a collapsed 50,000-user tree is one node', () => {
    const { roots } = toAntTree(index, all, { expanded: new Set() });
    expect(roots).toHaveLength(1);
    expect(roots[0].children).toBeUndefined();
    expect(roots[0].isLeaf).toBe(false);
    const open = toAntTree(index, all, { expanded: new Set(['org-0']) });
    expect(open.roots[0].children!.length).toBe(25);
  });

  it('search keeps matches with their ancestors and expands the path', () => {
    const hit = searchIndex(index, 't60000')!;
    expect(hit.matches).toBe(1);
    const { roots, expandKeys } = toAntTree(index, all, { keep: hit.keep, expanded: 'all' });
    expect(expandKeys).toHaveLength(3);
    const school = roots[0].children![0];
    const dep = school.children![0];
    expect(dep.children!.map((u) => u.title)).toEqual([expect.stringContaining('/T60000')]);
    expect(dep.children![0].isLeaf).toBe(true);
  });

  it('caps a broad search over 50,000 nodes', () => {
    const hit = searchIndex(index, 't')!;
    const tree = toAntTree(index, all, { keep: hit.keep, expanded: 'all' });
    expect(hit.truncated).toBe(true);
    expect(hit.matches).toBe(2000);
    expect(tree.roots).toHaveLength(1);
    expect(searchIndex(index, '  ')).toBeNull();
  });
});

import { describe, expect, it } from 'vitest';
import { pathTree } from './generatorTexts';

describe('pathTree', () => {
  it('nests the generated files by folder, folders first', () => {
    const tree = pathTree(['schemas/a.json', 'server/a/routes.ts', 'server/a/index.ts', 'server/db/migrations/0990_a.sql']);
    expect(tree.map((n) => n.title)).toEqual(['schemas', 'server']);
    const server = tree[1];
    expect(server.children!.map((n) => n.title)).toEqual(['a', 'db']);
    expect(server.children![0].children!.map((n) => [n.title, n.isLeaf])).toEqual([['index.ts', true], ['routes.ts', true]]);
  });
});

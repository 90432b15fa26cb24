/** The 代码生成 screen's own words, in the console's three languages. */
export const generatorTexts = {
  zh: { page: '设计的功能', pick: '选择一个功能查看生成的代码', files: '文件', download: '下载代码', empty: '没有可生成代码的功能', failed: '生成失败' },
  zhtw: { page: '設計的功能', pick: '選擇一個功能查看生成的代碼', files: '文件', download: '下載代碼', empty: '沒有可生成代碼的功能', failed: '生成失敗' },
  en: { page: 'Designed page', pick: 'Pick a page to see its generated code', files: 'Files', download: 'Download code', empty: 'No pages to generate code for', failed: 'Generation failed' },
} as const;

/** Pure: file paths as a directory tree (folders first, then files, each by name). */
export interface PathNode {
  key: string;
  title: string;
  isLeaf: boolean;
  children?: PathNode[];
}

export function pathTree(paths: string[]): PathNode[] {
  const root: PathNode[] = [];
  for (const p of paths) {
    const parts = p.split('/');
    let level = root;
    parts.forEach((part, i) => {
      const key = parts.slice(0, i + 1).join('/');
      const leaf = i === parts.length - 1;
      let node = level.find((n) => n.key === key);
      if (!node) level.push((node = { key, title: part, isLeaf: leaf, ...(leaf ? {} : { children: [] }) }));
      level = node.children ?? [];
    });
  }
  const sort = (nodes: PathNode[]) => {
    nodes.sort((a, b) => Number(a.isLeaf) - Number(b.isLeaf) || a.title.localeCompare(b.title));
    for (const n of nodes) if (n.children) sort(n.children);
  };
  sort(root);
  return root;
}

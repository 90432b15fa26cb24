import { useMemo } from 'react';
import { useCachedGet } from '../core/useRemote';
import type { CellProps, ListData, TreeNode } from '../core/types';

export interface DictCellOptions {
  /** Dictionary type id; each type loads once per session and is shared by every cell. */
  dictionaryType: string;
}

function flatten(nodes: TreeNode[] | undefined, into = new Map<string, string>()) {
  for (const n of nodes ?? []) {
    into.set(String(n.id), n.fullName);
    if (n.enCode !== undefined) into.set(String(n.enCode), n.fullName);
    if (n.children) flatten(n.children, into);
  }
  return into;
}

/** A dictionary code (or id, or several) shown as its label; the raw code while loading or unknown. */
export default function DictCell({ value, options }: CellProps<unknown, DictCellOptions>) {
  const type = options?.dictionaryType;
  const remote = useCachedGet<ListData<TreeNode>>(type ? `/api/System/DictionaryData/${encodeURIComponent(type)}/Data/Selector` : null);
  const labels = useMemo(() => flatten(remote.data?.list), [remote.data]);
  const codes = Array.isArray(value) ? value : typeof value === 'string' && value.includes(',') ? value.split(',') : [value];
  const text = codes
    .filter((c) => c !== null && c !== undefined && c !== '')
    .map((c) => labels.get(String(c)) ?? String(c))
    .join('，');
  return <span>{text}</span>;
}

import { useCallback, useEffect, useEffectEvent, useRef, useState } from 'react';
import { Cascader } from 'antd';
import { useTranslation } from 'react-i18next';
import { useWidgetServices } from '../services';
import { cachedRequest } from '../core/useRemote';
import { hasErrors, type FieldWidgetProps, type ListData } from '../core/types';

export interface AddressCascaderOptions {
  /** Levels offered: 1 province, 2 city, 3 district (default), 4 street. */
  level?: 1 | 2 | 3 | 4;
  placeholder?: string;
}

interface AreaNode {
  id: string;
  fullName: string;
  isLeaf: boolean;
}

interface Opt {
  value: string;
  label: string;
  isLeaf: boolean;
  children?: Opt[];
  loading?: boolean;
}

/** Spec §7: children by parent id, -1 for the root. */
const childrenUrl = (parentId: string) => `/api/System/Province/${encodeURIComponent(parentId)}/Selector`;

/** Province → city → district, each level fetched when opened. The value is the id path. */
export default function AddressCascader({ id, value, onChange, disabled, readonly, options = {}, rawErrors }: FieldWidgetProps<string[], AddressCascaderOptions>) {
  const { t } = useTranslation('widgets');
  const services = useWidgetServices();
  const level = options.level ?? 3;
  const [tree, setTree] = useState<Opt[]>([]);
  const treeRef = useRef(tree);
  treeRef.current = tree;

  const fetchLevel = useCallback(
    async (parentId: string, depth: number): Promise<Opt[]> => {
      const d = await cachedRequest<ListData<AreaNode>>(services, 'GET', childrenUrl(parentId));
      return d.list.map((n) => ({ value: n.id, label: n.fullName, isLeaf: n.isLeaf || depth >= level }));
    },
    [services, level],
  );
  // Read when the tree loads, not a reason to reload it: later values were picked from loaded branches.
  const storedPath = useEffectEvent(() => value);

  // Root, plus the branches of a stored value so that its names show without opening the menu.
  useEffect(() => {
    let live = true;
    (async () => {
      const path = storedPath();
      const roots = await fetchLevel('-1', 1);
      let level_ = roots;
      for (let i = 0; path && i < path.length - 1; i++) {
        const node = level_.find((o) => o.value === path[i]);
        if (!node || node.isLeaf) break;
        node.children = await fetchLevel(node.value, i + 2);
        level_ = node.children;
      }
      if (live) setTree(roots);
    })().catch(() => live && setTree([]));
    return () => {
      live = false;
    };
  }, [fetchLevel]);

  const loadData = async (path: Opt[]) => {
    const target = path[path.length - 1];
    target.loading = true;
    setTree([...treeRef.current]);
    try {
      target.children = await fetchLevel(target.value, path.length + 1);
    } finally {
      target.loading = false;
      setTree([...treeRef.current]);
    }
  };

  const placeholder = options.placeholder ?? t('selectAddress');
  return (
    <Cascader<Opt>
      id={id}
      // In a form a <label for={id}> names it; standing alone (a story, a search bar) the placeholder does.
      aria-label={id ? undefined : placeholder}
      style={{ width: '100%' }}
      options={tree}
      loadData={loadData}
      value={value && value.length ? value : undefined}
      onChange={(v) => onChange(v && v.length ? (v as string[]) : undefined)}
      changeOnSelect={false}
      disabled={disabled || readonly}
      placeholder={placeholder}
      status={hasErrors(rawErrors) ? 'error' : undefined}
      showSearch={false}
      allowClear
    />
  );
}

import { useMemo, useState } from 'react';
import { TreeSelect } from 'antd';
import { useTranslation } from 'react-i18next';
import { buildTreeIndex, labelOf, searchIndex, toAntTree, type TreeIndex } from './treeIndex';
import { useCachedGet } from './useRemote';
import { hasErrors, type FieldWidgetProps, type ListData, type TreeNode } from './types';

export interface TreePickerOptions {
  /** Pick several values; the field value becomes a string array. */
  multiple?: boolean;
  placeholder?: string;
  /** Which node property is stored: 'id' (default) or e.g. 'enCode'. */
  valueKey?: string;
  allowClear?: boolean;
}

export type TreePickerValue = string | string[];

export interface TreePickerCoreProps extends FieldWidgetProps<TreePickerValue, TreePickerOptions> {
  /** GET endpoint answering `data.list`; null while the caller cannot build it yet. */
  url: string | null;
  /** Nodes that may be picked; containers (organisations, departments) usually may not. */
  canSelect?: (node: TreeNode) => boolean;
  /** Pre-fetched data instead of `url` (stories of the dialog, tests). */
  nodes?: TreeNode[];
}

const always = () => true;

interface Labeled {
  value: string;
  label: string;
}

/** Search state over an index, shared by the tree-select pickers and the approver dialog's tree. */
export function useIndexedTree(index: TreeIndex, canSelect: (node: TreeNode) => boolean, query: string) {
  // Built once per data set; only the search result below changes while typing.
  const full = useMemo(() => toAntTree(index, canSelect), [index, canSelect]);
  const filtered = useMemo(() => {
    const hit = searchIndex(index, query);
    return hit ? { ...toAntTree(index, canSelect, hit.keep), matches: hit.matches } : null;
  }, [index, canSelect, query]);
  return { full, filtered };
}

export function TreePickerCore(props: TreePickerCoreProps) {
  const { t } = useTranslation('widgets');
  const { id, value, onChange, disabled, readonly, options = {}, rawErrors, url, nodes, placeholder } = props;
  const canSelect = props.canSelect ?? always;
  const remote = useCachedGet<ListData<TreeNode>>(nodes ? null : url);
  const list = nodes ?? remote.data?.list;
  const valueKey = options.valueKey ?? 'id';
  const index = useMemo(() => buildTreeIndex(list, valueKey), [list, valueKey]);
  const [search, setSearch] = useState('');
  const [expanded, setExpanded] = useState<string[]>([]);
  const [searchExpanded, setSearchExpanded] = useState<string[] | null>(null);
  const { full, filtered } = useIndexedTree(index, canSelect, search);

  const multiple = !!options.multiple;
  const values = value === undefined || value === null || value === '' ? [] : Array.isArray(value) ? value : [value];
  // Labelled values keep the chosen names visible while a search hides their nodes.
  const labeled: Labeled[] = values.map((v) => ({ value: v, label: labelOf(index, v) }));

  const change = (next: Labeled | Labeled[] | null | undefined) => {
    if (multiple) onChange(((next as Labeled[] | undefined) ?? []).map((l) => l.value));
    else onChange((next as Labeled | null | undefined)?.value ?? undefined);
  };

  return (
    <TreeSelect<Labeled | Labeled[]>
      id={id}
      style={{ width: '100%' }}
      value={multiple ? labeled : (labeled[0] ?? undefined)}
      labelInValue
      onChange={change}
      treeData={filtered ? filtered.roots : full.roots}
      treeExpandedKeys={filtered ? (searchExpanded ?? filtered.expandKeys) : expanded}
      onTreeExpand={(keys) => (filtered ? setSearchExpanded(keys as string[]) : setExpanded(keys as string[]))}
      showSearch={{
        searchValue: search,
        onSearch: (s) => {
          setSearch(s);
          setSearchExpanded(null);
        },
        filterTreeNode: false,
      }}
      multiple={multiple}
      allowClear={options.allowClear ?? true}
      disabled={disabled || readonly}
      placeholder={options.placeholder ?? placeholder ?? t('select')}
      notFoundContent={remote.loading ? t('loading') : remote.error ? t('loadFailed') : t('noData')}
      loading={remote.loading}
      status={hasErrors(rawErrors) ? 'error' : undefined}
      virtual
      listHeight={320}
      treeNodeFilterProp="title"
      popupMatchSelectWidth={false}
      styles={{ popup: { root: { minWidth: 280 } } }}
    />
  );
}

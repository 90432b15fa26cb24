import { useId, useMemo, useState } from 'react';
import { TreeSelect } from 'antd';
import { useTranslation } from 'react-i18next';
import { MATCH_LIMIT, buildTreeIndex, labelOf, searchIndex, toAntTree, valueOf, type TreeIndex } from './treeIndex';
import { useCachedGet } from './useRemote';
import { NamedListbox } from './NamedListbox';
import { hasErrors, type FieldWidgetProps, type ListData, type TreeNode } from './types';
import { SECONDARY_TEXT } from './colors';

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

/**
 * Expand and search state over an index, shared by the tree-select pickers and the approver dialog.
 * Only what can be seen goes to antd (see toAntTree), so a 50,000-user tree opens and filters fast.
 */
export function useIndexedTree(index: TreeIndex, canSelect: (node: TreeNode) => boolean, query: string, expandRoots = false) {
  const [expanded, setExpanded] = useState<string[] | null>(null);
  const [searchExpanded, setSearchExpanded] = useState<string[] | null>(null);
  const [lastQuery, setLastQuery] = useState(query);
  if (lastQuery !== query) {
    // A new query shows all of its matches again.
    setLastQuery(query);
    setSearchExpanded(null);
  }
  const hit = useMemo(() => searchIndex(index, query), [index, query]);
  const browseKeys = useMemo(
    () => expanded ?? (expandRoots ? index.nodes.filter((_, i) => index.parent[i] < 0).map((n) => valueOf(n, index.valueKey)) : []),
    [expanded, expandRoots, index],
  );
  const tree = useMemo(
    () =>
      hit
        ? toAntTree(index, canSelect, { keep: hit.keep, expanded: searchExpanded ? new Set(searchExpanded) : 'all' })
        : toAntTree(index, canSelect, { expanded: new Set(browseKeys) }),
    [index, canSelect, hit, searchExpanded, browseKeys],
  );
  return {
    treeData: tree.roots,
    expandedKeys: hit ? (searchExpanded ?? tree.expandKeys) : browseKeys,
    onExpand: (keys: string[]) => (hit ? setSearchExpanded(keys) : setExpanded(keys)),
    /** Matches shown were cut at MATCH_LIMIT. */
    truncated: !!hit?.truncated,
  };
}

export function TruncatedHint() {
  const { t } = useTranslation('widgets');
  return (
    <div style={{ padding: '4px 12px', color: SECONDARY_TEXT, fontSize: 12, borderTop: '1px solid #f0f0f0' }}>
      {t('searchTruncated', { n: MATCH_LIMIT })}
    </div>
  );
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
  const tree = useIndexedTree(index, canSelect, search);
  const ownId = useId();
  const selectId = id ?? ownId;

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
      id={selectId}
      // In a form a <label for={id}> names it; elsewhere (a search bar) the placeholder is the label.
      aria-label={id ? undefined : (options.placeholder ?? placeholder)}
      style={{ width: '100%' }}
      value={multiple ? labeled : (labeled[0] ?? undefined)}
      labelInValue
      onChange={change}
      treeData={tree.treeData}
      treeExpandedKeys={tree.expandedKeys}
      onTreeExpand={(keys) => tree.onExpand(keys as string[])}
      showSearch={{ searchValue: search, onSearch: setSearch, filterTreeNode: false }}
      popupRender={(menu) => (
        <NamedListbox id={`${selectId}_list`} label={options.placeholder ?? placeholder ?? t('select')}>
          {menu}
          {tree.truncated && <TruncatedHint />}
        </NamedListbox>
      )}
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
      // A number, not false: false silently turns antd's virtual list off (every node hits the DOM).
      popupMatchSelectWidth={320}
    />
  );
}

import { useCallback, useEffect, useMemo, useState } from 'react';
import { Input, Spin, Tree, theme, Typography } from 'antd';
import type { DataNode, EventDataNode } from 'antd/es/tree';
import type { PageSchema } from '../../contract/pageModel/pageSchema';
import { resolveEndpoint } from '../api/endpoint';
import { useRenderer } from '../RendererContext';
import { ListView } from './ListView';
import { TreeManageBar } from './TreeManageBar';

interface RawNode {
  id: string;
  fullName?: string;
  hasChildren?: boolean;
  isLeaf?: boolean;
  children?: RawNode[];
  type?: string;
  [k: string]: unknown;
}

interface Node extends DataNode {
  key: string;
  raw: RawNode;
  children?: Node[];
}

function toNodes(list: RawNode[], labelField: string, selectable: string[] | undefined): Node[] {
  return list.map((n) => ({
    key: String(n.id),
    title: String(n[labelField] ?? n.fullName ?? n.id),
    raw: n,
    selectable: !selectable || selectable.includes(String(n.type)),
    isLeaf: n.isLeaf ?? (n.hasChildren === false && !n.children?.length ? true : undefined),
    children: n.children?.length ? toNodes(n.children, labelField, selectable) : undefined,
  }));
}

/** Keeps nodes whose title contains the text, with their ancestors (so a match is never orphaned). */
export function filterTree(nodes: Node[], text: string): Node[] {
  if (!text) return nodes;
  const out: Node[] = [];
  for (const n of nodes) {
    const kids = n.children ? filterTree(n.children, text) : [];
    if (String(n.title).includes(text) || kids.length) out.push({ ...n, children: kids.length ? kids : n.children && String(n.title).includes(text) ? n.children : undefined });
  }
  return out;
}

function collectKeys(nodes: Node[], depth: number, out: string[] = []): string[] {
  if (depth <= 0) return out;
  for (const n of nodes) {
    if (n.children?.length) {
      out.push(n.key);
      collectKeys(n.children, depth - 1, out);
    }
  }
  return out;
}

/** The first node a user could pick that has no children: a dictionary, not the category holding it. */
function firstLeaf(nodes: Node[]): Node | undefined {
  for (const n of nodes) {
    if (n.children?.length) {
      const leaf = firstLeaf(n.children);
      if (leaf) return leaf;
    } else if (n.selectable !== false) return n;
  }
  return undefined;
}

function findNode(nodes: Node[], key: string): Node | undefined {
  for (const n of nodes) {
    if (n.key === key) return n;
    const found = n.children ? findNode(n.children, key) : undefined;
    if (found) return found;
  }
  return undefined;
}

function replaceChildren(nodes: Node[], key: string, children: Node[]): Node[] {
  return nodes.map((n) => (n.key === key ? { ...n, children } : n.children ? { ...n, children: replaceChildren(n.children, key, children) } : n));
}

/** A tree on the left filtering the list on the right by the schema's query parameter. */
export function TreeListView({ schema }: { schema: PageSchema }) {
  const env = useRenderer();
  const { token } = theme.useToken();
  const tree = schema.tree!;
  const labelField = tree.labelField ?? 'fullName';
  const valueField = tree.valueField ?? 'id';
  const [nodes, setNodes] = useState<Node[] | null>(null);
  const [selected, setSelected] = useState<Node | null>(null);
  const [filter, setFilter] = useState('');
  const [expanded, setExpanded] = useState<string[]>([]);
  // Bumped after a node is added, edited or removed (tree.manage): the tree is read again.
  const [version, setVersion] = useState(0);
  const reload = useCallback(() => setVersion((v) => v + 1), []);

  const fetchLevel = useCallback(
    async (parentId: string) => {
      const ep = resolveEndpoint(tree.api, { id: parentId });
      const data = await env.services.request<{ list?: RawNode[] } | RawNode[]>(ep.method, ep.url);
      return toNodes(Array.isArray(data) ? data : (data?.list ?? []), labelField, tree.selectable);
    },
    [tree.api, tree.selectable, env.services, labelField],
  );

  useEffect(() => {
    let live = true;
    fetchLevel('-1').then(
      (list) => {
        if (!live) return;
        setNodes(list);
        const first = tree.selectFirst === 'leaf' ? (firstLeaf(list) ?? list[0]) : list[0];
        if (version === 0) {
          setExpanded(collectKeys(list, 2));
          if (tree.selectFirst && first) setSelected(first);
          return;
        }
        // After a change the selected node stays selected (with its new data) while it exists.
        setSelected((current) => (current && findNode(list, current.key)) ?? (tree.selectFirst && first ? first : null));
      },
      () => live && setNodes([]),
    );
    return () => {
      live = false;
    };
  }, [fetchLevel, tree.selectFirst, version]);

  const shown = useMemo(() => filterTree(nodes ?? [], filter.trim()), [nodes, filter]);
  const treeValue = selected ? String(selected.raw[valueField] ?? selected.key) : tree.rootValue;
  const grouped = selected && tree.field ? selected.raw[tree.field] : undefined;
  const treeField = grouped === undefined || grouped === null ? undefined : String(grouped);

  const loadData = tree.lazy
    ? async (n: EventDataNode<Node>) => {
        if (n.children?.length) return;
        const kids = await fetchLevel(String(n.key));
        setNodes((all) => replaceChildren(all ?? [], String(n.key), kids));
      }
    : undefined;

  return (
    <div style={{ display: 'flex', gap: 12, alignItems: 'stretch' }} data-testid={`treeList-${schema.id}`}>
      <div
        style={{
          width: tree.width ?? 240,
          flex: 'none',
          border: `1px solid ${token.colorBorderSecondary}`,
          borderRadius: token.borderRadiusLG,
          padding: 8,
          background: token.colorBgContainer,
        }}
      >
        {tree.title && (
          <Typography.Text strong style={{ display: 'block', marginBottom: 8 }}>
            {env.text(tree.title)}
          </Typography.Text>
        )}
        {tree.manage && (
          <TreeManageBar pageId={schema.id} title={tree.title ?? schema.title} manage={tree.manage} selected={selected?.raw ?? null} onChanged={reload} />
        )}
        {tree.searchable !== false && (
          <Input.Search allowClear size="small" placeholder={env.t('treeSearch')} style={{ marginBottom: 8 }} onChange={(e) => setFilter(e.target.value)} />
        )}
        {nodes === null ? (
          <Spin />
        ) : (
          <Tree<Node>
            blockNode
            virtual
            height={560}
            treeData={shown}
            loadData={loadData}
            expandedKeys={filter ? undefined : expanded}
            defaultExpandAll={!!filter}
            onExpand={(keys) => setExpanded(keys as string[])}
            selectedKeys={selected ? [selected.key] : []}
            onSelect={(_keys, info) => setSelected(info.selected ? (info.node as unknown as Node) : null)}
          />
        )}
      </div>
      <div style={{ flex: 1, minWidth: 0 }}>
        <ListView schema={schema} treeValue={treeValue} treeField={treeField} waiting={!!tree.required && !treeValue} />
      </div>
    </div>
  );
}

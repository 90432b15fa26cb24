import { useCallback, useEffect, useMemo, useState, type ReactNode } from 'react';
import { Alert, Pagination, Space } from 'antd';
import type { ColumnDef, PageSchema } from '../../contract/pageModel/pageSchema';
import { useRenderer } from '../RendererContext';
import { DataTable } from '../table/DataTable';
import type { CellContext } from '../table/cells';
import { ColumnSettingsPopover } from '../table/ColumnSettingsPopover';
import { defaultSettings, loadSettings, saveSettings, visibleColumns, type ColumnSettings } from '../table/columnSettings';
import { RowActions, Toolbar } from '../actions/ActionButtons';
import { actionKey, actionLabel, actionsForRow } from '../actions/actionMeta';
import { useActionHost } from '../actions/useActionHost';
import { SearchBar } from './SearchBar';
import { DEFAULT_PAGE_SIZES, initialListState, listParams, type ListState, type SortState } from './listQuery';
import { useListData } from './useListData';
import { textWidth } from '../textWidth';

export interface ListViewProps {
  /** Already permission-filtered. */
  schema: PageSchema;
  /** Value of the tree selection (treeList); undefined = no filter. */
  treeValue?: string;
  /** The selected node's value of `tree.field`, when it has one. */
  treeField?: string;
  /** The tree requires a selection and has none yet: show nothing rather than everything. */
  waiting?: boolean;
  maxHeight?: number | string;
  /** Footer (report totals) for the rows on screen. */
  footer?: (
    rows: Record<string, unknown>[],
    columns: ColumnDef[],
    totals?: Record<string, unknown>,
  ) => { label: string; values: Record<string, ReactNode> } | undefined;
  /** Rows of the current answer, for views that draw more (report chart). */
  onRows?: (rows: Record<string, unknown>[]) => void;
  /** Drawn between the query bar and the table (a report's chart sits under the query it answers). */
  beforeTable?: ReactNode;
}

// The actions column is as wide as its links' texts: 'Reset password' needs more room than '重置密码'.
const LINK_GAP = 12;
const CELL_PADDING = 24;

export function ListView({ schema, treeValue, treeField, waiting, maxHeight, footer, onRows, beforeTable }: ListViewProps) {
  const env = useRenderer();
  const [state, setState] = useState<ListState>(() => initialListState(schema));
  const effective = useMemo(() => ({ ...state, treeValue, treeField }), [state, treeValue, treeField]);
  const data = useListData(schema, effective, env.services, !waiting);
  const [selected, setSelected] = useState<string[]>([]);
  const columns = useMemo(() => schema.columns ?? [], [schema.columns]);
  const [settings, setSettings] = useState<ColumnSettings>(() => loadSettings(schema.id, columns));
  const shown = useMemo(() => visibleColumns(columns, settings), [columns, settings]);
  const rowKey = schema.rowKey ?? 'id';

  useEffect(() => {
    onRows?.(data.rows);
  }, [data.rows, onRows]);

  const exportContext = useCallback(
    () => ({
      columns: shown,
      params: listParams(schema, effective),
      vars: effective.search,
      defaults: {
        ...effective.search,
        ...(schema.tree && treeValue !== undefined ? { [schema.tree.param]: treeValue } : {}),
        ...(schema.tree?.field && treeField !== undefined ? { [schema.tree.field]: treeField } : {}),
      },
    }),
    [shown, schema, effective, treeValue, treeField],
  );
  const host = useActionHost(schema, data.reload, exportContext);

  const rowActions = useMemo(() => schema.rowActions ?? [], [schema.rowActions]);
  // Actions a cell may trigger (state switch, link) are the row actions the user was granted.
  const allowed = useMemo(() => new Set(rowActions.map(actionKey)), [rowActions]);
  const runRowAction = useCallback(
    (key: string, row: Record<string, unknown>) => {
      const a = rowActions.find((x) => actionKey(x) === key);
      if (a) host.run(a, row);
    },
    [rowActions, host],
  );
  const cellContext = useMemo<CellContext>(() => ({ env, runRowAction, allowedActions: allowed }), [env, runRowAction, allowed]);

  // The state switch lives in its column; it is not repeated among the row's links.
  const linkActions = useMemo(
    () => rowActions.filter((a) => !(a.type === 'state' && columns.some((c) => c.cell === 'state'))),
    [rowActions, columns],
  );
  const actionsColumn = useMemo(() => {
    if (!linkActions.length) return undefined;
    // As RowActions draws them: up to three links, or two and 'more'.
    const labels = linkActions.map((a) => actionLabel(a, env.t, env.text));
    const shown = labels.length > 3 ? [...labels.slice(0, 2), env.t('more')] : labels;
    const links = shown.reduce((w, l) => w + textWidth(l) + LINK_GAP, 0);
    return {
      title: env.t('actions'),
      width: Math.max(90, Math.ceil(links + CELL_PADDING)),
      render: (row: Record<string, unknown>) => <RowActions actions={actionsForRow(linkActions, row)} row={row} run={host.run} />,
    };
  }, [linkActions, env, host.run]);

  const onSort = useCallback((sort: SortState | null) => setState((s) => ({ ...s, sort, currentPage: 1 })), []);
  const changeSettings = (s: ColumnSettings | null) => {
    saveSettings(schema.id, s);
    setSettings(s ?? defaultSettings(columns));
  };

  if (columns.length === 0) return <Alert type="warning" showIcon title={env.t('noPermission')} data-testid="no-permission" />;

  const pagination = schema.pagination === false ? null : schema.pagination;
  const toolbar = schema.toolbar ?? [];
  const searchBar = <SearchBar search={schema.search} onSearch={(keyword, search) => setState((s) => ({ ...s, keyword, search, currentPage: 1 }))} />;
  const columnSettings = <ColumnSettingsPopover columns={columns} settings={settings} onChange={changeSettings} onReset={() => changeSettings(null)} />;
  const pageSizes = pagination?.pageSizes ?? DEFAULT_PAGE_SIZES;

  return (
    <div data-testid={`list-${schema.id}`}>
      {toolbar.length ? (
        <>
          {searchBar}
          {beforeTable}
          <div style={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center', marginBottom: 12, gap: 8 }}>
            <Toolbar actions={toolbar} run={(a) => host.run(a)} />
            <Space>{columnSettings}</Space>
          </div>
        </>
      ) : (
        <>
          {/* No buttons (a read-only page): the gear ends the search row instead of standing alone. */}
          <div style={{ display: 'flex', justifyContent: 'space-between', alignItems: 'flex-start', gap: 8 }}>
            <div style={{ flex: 1, minWidth: 0 }}>{searchBar}</div>
            <div style={{ marginBottom: 12 }}>{columnSettings}</div>
          </div>
          {beforeTable}
        </>
      )}
      <DataTable
        columns={shown}
        rows={data.rows}
        rowKey={rowKey}
        sort={state.sort}
        onSort={onSort}
        selectable={schema.selection}
        selected={selected}
        onSelect={setSelected}
        actions={actionsColumn}
        cellContext={cellContext}
        treeData={schema.treeData}
        loading={data.loading}
        emptyText={env.t('noData')}
        label={env.text(schema.title ?? '') || env.t('dataTable')}
        maxHeight={maxHeight}
        footer={footer?.(data.rows, shown, data.totals)}
      />
      {pagination !== null && data.paged && (
        <div style={{ display: 'flex', justifyContent: 'flex-end', marginTop: 12 }}>
          <Pagination
            current={state.currentPage}
            pageSize={state.pageSize}
            total={data.total}
            pageSizeOptions={pageSizes}
            showSizeChanger
            showQuickJumper
            showTotal={(total) => env.t('paginationTotal', { total })}
            onChange={(currentPage, pageSize) =>
              setState((s) => ({ ...s, currentPage: pageSize !== s.pageSize ? 1 : currentPage, pageSize }))
            }
          />
        </div>
      )}
      {host.element}
    </div>
  );
}

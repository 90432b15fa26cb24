import { useEffect, useMemo, useRef, useState } from 'react';
import { App, Button, Empty, Input, Segmented, Spin, Tabs, theme, Tree, Typography } from 'antd';
import type { DataNode } from 'antd/es/tree';
import { resolveEndpoint } from '../../../renderer/api/endpoint';
import { useRenderer } from '../../../renderer/RendererContext';
import type { CustomViewProps } from '../../../renderer/views/customViews';
import { authorizeTexts, ITEM_TYPES, OBJECT_TYPES, type ItemType, type ObjectType } from './authorizeTexts';

interface ItemTree {
  id: string;
  fullName: string;
  children?: ItemTree[];
}

interface TypeAnswer {
  list: ItemTree[];
  ids: string[];
  all: string[];
}

type Model = { objectName: string } & Record<ItemType, TypeAnswer>;

const GET_MODEL = 'GET /api/Permission/Authorize/Model/{objectType}/{objectId}';
const PUT_MODEL = 'PUT /api/Permission/Authorize/Model/{objectId}';

// Where the page lists objects the caller may authorise. Roles come from the role list (the caller's
// data scope: a school head manages the school's roles, not the district's global ones, which the
// selector would offer only for the matrix to answer 404); the selector remains for callers without
// the role list.
const OBJECT_SOURCES: Record<ObjectType, { url: string; params?: Record<string, unknown>; fallback?: string }> = {
  Role: { url: '/api/Permission/Role', params: { currentPage: 1, pageSize: 500, enabledMark: 1 }, fallback: '/api/Permission/Role/Selector' },
  Position: { url: '/api/Permission/Position/All' },
  User: { url: '/api/Permission/Users/All' },
};

/** Menu entries under their names as the shell's menu shows them; buttons, columns and the rest as named. */
function toTree(list: ItemTree[], title: (name: string) => string): DataNode[] {
  return list.map((n) => ({ key: n.id, title: title(n.fullName), children: n.children?.length ? toTree(n.children, title) : undefined }));
}

/** Grants menus, buttons, columns, forms and data schemes to a role, position or user (spec §6). */
export function AuthorizeMatrix({ objectType, objectId, onSaved }: { objectType: ObjectType; objectId: string; onSaved?: () => void }) {
  const env = useRenderer();
  const { message } = App.useApp();
  const tx = authorizeTexts[env.lang];
  const [model, setModel] = useState<Model | null>(null);
  // '' marks a failure without a server message; the fallback text is chosen at render, so a
  // language switch neither refetches nor loses the checks being edited.
  const [failure, setFailure] = useState<string | null>(null);
  const { services } = env;
  const [checked, setChecked] = useState<Record<ItemType, string[]>>({ module: [], button: [], column: [], form: [], resource: [] });
  const [saving, setSaving] = useState(false);

  useEffect(() => {
    let live = true;
    setModel(null);
    setFailure(null);
    const ep = resolveEndpoint(GET_MODEL, { objectType, objectId });
    services.request<Model>(ep.method, ep.url).then(
      (m) => {
        if (!live) return;
        setModel(m);
        setChecked(Object.fromEntries(ITEM_TYPES.map((t) => [t, m[t]?.ids ?? []])) as Record<ItemType, string[]>);
      },
      (err: unknown) => live && setFailure((err as { msg?: string })?.msg || ''),
    );
    return () => {
      live = false;
    };
  }, [objectType, objectId, services]);

  const menuTitle = env.menuTitle;
  const trees = useMemo(() => {
    if (!model) return null;
    const title = menuTitle ?? ((name: string) => name);
    return Object.fromEntries(ITEM_TYPES.map((t) => [t, toTree(model[t]?.list ?? [], title)])) as Record<ItemType, DataNode[]>;
  }, [model, menuTitle]);

  // A refused object (not the caller's to manage) says so instead of spinning forever.
  if (failure !== null) return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={failure || env.t('loadFailed')} style={{ margin: '32px 0' }} />;
  if (!model || !trees) return <Spin style={{ display: 'block', margin: '32px auto' }} />;

  const save = async () => {
    setSaving(true);
    try {
      const ep = resolveEndpoint(PUT_MODEL, { objectId });
      // Only leaf ids the server knows are sent; tree container nodes (module groups) are not items.
      const known = Object.fromEntries(ITEM_TYPES.map((t) => [t, new Set(model[t]?.all ?? [])]));
      const body: Record<string, unknown> = { objectType };
      for (const t of ITEM_TYPES) body[t] = checked[t].filter((id) => known[t].has(id));
      await env.services.request(ep.method, ep.url, body);
      message.success(tx.saved);
      onSaved?.();
    } catch {
      // shown by the http client
    } finally {
      setSaving(false);
    }
  };

  return (
    <div data-testid="authorize-matrix">
      <Tabs
        items={ITEM_TYPES.map((t) => ({
          key: t,
          label: tx.types[t],
          children: trees[t].length ? (
            <Tree
              checkable
              defaultExpandAll
              height={420}
              treeData={trees[t]}
              checkedKeys={checked[t]}
              onCheck={(keys) => setChecked((c) => ({ ...c, [t]: (Array.isArray(keys) ? keys : keys.checked) as string[] }))}
            />
          ) : (
            <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={env.t('noData')} />
          ),
        }))}
      />
      <div style={{ textAlign: 'right', marginTop: 12 }}>
        <Button type="primary" loading={saving} onClick={() => void save()}>
          {env.t('save')}
        </Button>
      </div>
    </div>
  );
}

interface ObjectOption {
  value: string;
  label: string;
  /** Where it belongs (organisation, account): positions of the same name in two schools differ here. */
  hint?: string;
  search: string;
}

interface ObjectAnswer {
  id: string;
  fullName?: string;
  realName?: string;
  account?: string;
  organizeName?: string;
  departmentName?: string;
  enCode?: string;
  quickQuery?: string;
}

function toOption(o: ObjectAnswer): ObjectOption {
  const label = o.fullName ?? o.realName ?? o.account ?? o.id;
  const hint = o.realName ? [o.account, o.departmentName].filter(Boolean).join(' · ') : (o.organizeName ?? o.enCode);
  return { value: o.id, label, hint: hint || undefined, search: [label, hint, o.quickQuery].filter(Boolean).join(' ').toLowerCase() };
}

// A long user list is found by typing; drawing thousands of rows would only slow the page.
const LIST_LIMIT = 200;

/** The page's left column: kind of object, a filter, and the objects to pick from. */
function ObjectList({ objectType, onType, options, loading, value, onPick }: {
  objectType: ObjectType;
  onType: (t: ObjectType) => void;
  options: ObjectOption[];
  loading: boolean;
  value?: string;
  onPick: (id: string) => void;
}) {
  const env = useRenderer();
  const { token } = theme.useToken();
  const tx = authorizeTexts[env.lang];
  const [filter, setFilter] = useState('');
  const shown = useMemo(() => {
    const f = filter.trim().toLowerCase();
    return (f ? options.filter((o) => o.search.includes(f)) : options).slice(0, LIST_LIMIT);
  }, [options, filter]);
  return (
    <div
      style={{
        width: 260,
        flex: 'none',
        border: `1px solid ${token.colorBorderSecondary}`,
        borderRadius: token.borderRadiusLG,
        background: token.colorBgContainer,
        padding: 8,
        display: 'flex',
        flexDirection: 'column',
        gap: 8,
      }}
    >
      <Segmented
        block
        value={objectType}
        options={OBJECT_TYPES.map((o) => ({ value: o, label: tx.objects[o] }))}
        onChange={(v) => {
          setFilter('');
          onType(v as ObjectType);
        }}
      />
      <Input.Search allowClear size="small" placeholder={env.t('treeSearch')} value={filter} onChange={(e) => setFilter(e.target.value)} />
      <div role="listbox" aria-label={tx.pick} style={{ maxHeight: 560, overflowY: 'auto' }}>
        {loading ? (
          <div style={{ padding: 24, textAlign: 'center' }}>
            <Spin />
          </div>
        ) : shown.length === 0 ? (
          <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={env.t('noData')} />
        ) : (
          shown.map((o) => {
            const active = o.value === value;
            return (
              <div
                key={o.value}
                role="option"
                aria-selected={active}
                tabIndex={0}
                onClick={() => onPick(o.value)}
                onKeyDown={(e) => e.key === 'Enter' && onPick(o.value)}
                style={{
                  padding: '6px 10px',
                  borderRadius: token.borderRadius,
                  cursor: 'pointer',
                  background: active ? token.controlItemBgActive : undefined,
                  color: active ? token.colorPrimary : undefined,
                  display: 'flex',
                  justifyContent: 'space-between',
                  gap: 8,
                }}
              >
                <span style={{ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}>{o.label}</span>
                {o.hint && (
                  <span style={{ color: token.colorTextTertiary, fontSize: token.fontSizeSM, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap', flex: 'none', maxWidth: '55%' }}>
                    {o.hint}
                  </span>
                )}
              </div>
            );
          })
        )}
      </div>
    </div>
  );
}

/**
 * As a dialog from a row (role/position/user), or as the permission/authorize page: the objects on the
 * left (the first one already open, so the page never starts blank) and what it is granted on the right.
 */
export default function AuthorizeView({ row, onClose }: CustomViewProps) {
  const env = useRenderer();
  const { token } = theme.useToken();
  const tx = authorizeTexts[env.lang];
  const [objectType, setObjectType] = useState<ObjectType>((row?.objectType as ObjectType) ?? 'Role');
  const [objectId, setObjectId] = useState<string | undefined>(row?.id as string | undefined);
  const [options, setOptions] = useState<ObjectOption[]>([]);
  const [loading, setLoading] = useState(!row);
  // Whether the person chose the object type (then an empty role list stays on roles).
  const touched = useRef(false);

  useEffect(() => {
    if (row) return;
    let live = true;
    setLoading(true);
    const source = OBJECT_SOURCES[objectType];
    const load = env.services
      .request<{ list?: ObjectAnswer[] }>('GET', source.url, source.params)
      .catch((err) => (source.fallback ? env.services.request<{ list?: ObjectAnswer[] }>('GET', source.fallback) : Promise.reject(err)));
    load.then(
      (d) => {
        if (!live) return;
        const list = (d?.list ?? []).map(toOption);
        // Opened on roles but none is the caller's (a school head): start on positions instead.
        if (!list.length && !touched.current && objectType === 'Role') {
          setObjectType('Position');
          return;
        }
        setOptions(list);
        setLoading(false);
        setObjectId((id) => id ?? list[0]?.value);
      },
      () => {
        if (!live) return;
        setOptions([]);
        setLoading(false);
      },
    );
    return () => {
      live = false;
    };
  }, [row, objectType, env.services]);

  if (row) {
    return (
      <div data-testid="authorize-view">
        {objectId ? <AuthorizeMatrix objectType={objectType} objectId={objectId} onSaved={onClose} /> : <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={tx.pick} />}
      </div>
    );
  }

  const current = options.find((o) => o.value === objectId);
  return (
    <div data-testid="authorize-view" style={{ display: 'flex', gap: 12, alignItems: 'stretch' }}>
      <ObjectList
        objectType={objectType}
        onType={(t) => {
          touched.current = true;
          setObjectType(t);
          setObjectId(undefined);
        }}
        options={options}
        loading={loading}
        value={objectId}
        onPick={setObjectId}
      />
      <div
        style={{
          flex: 1,
          minWidth: 0,
          border: `1px solid ${token.colorBorderSecondary}`,
          borderRadius: token.borderRadiusLG,
          background: token.colorBgContainer,
          padding: '8px 16px 16px',
        }}
      >
        {current && (
          <Typography.Title level={5} style={{ margin: '8px 0 0' }}>
            {tx.objects[objectType]}
            {env.lang === 'en' ? ': ' : '：'}
            {current.label}
            {current.hint && (
              <Typography.Text type="secondary" style={{ fontWeight: 'normal', marginLeft: 8, fontSize: token.fontSizeSM }}>
                {current.hint}
              </Typography.Text>
            )}
          </Typography.Title>
        )}
        {objectId ? (
          <AuthorizeMatrix key={`${objectType}:${objectId}`} objectType={objectType} objectId={objectId} />
        ) : loading ? (
          <Spin />
        ) : (
          <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={tx.pick} />
        )}
      </div>
    </div>
  );
}

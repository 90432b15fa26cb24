import { useEffect, useMemo, useState } from 'react';
import { App, Button, Empty, Segmented, Select, Space, Spin, Tabs, Tree } from 'antd';
import type { DataNode } from 'antd/es/tree';
import { resolveEndpoint } from '../api/endpoint';
import { useRenderer } from '../RendererContext';
import type { CustomViewProps } from '../views/customViews';
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

const OBJECT_SOURCES: Record<ObjectType, string> = {
  Role: '/api/Permission/Role/Selector',
  Position: '/api/Permission/Position/All',
  User: '/api/Permission/Users/All',
};

function toTree(list: ItemTree[]): DataNode[] {
  return list.map((n) => ({ key: n.id, title: n.fullName, children: n.children?.length ? toTree(n.children) : undefined }));
}

/** Grants menus, buttons, columns, forms and data schemes to a role, position or user (spec §6). */
export function AuthorizeMatrix({ objectType, objectId, onSaved }: { objectType: ObjectType; objectId: string; onSaved?: () => void }) {
  const env = useRenderer();
  const { message } = App.useApp();
  const tx = authorizeTexts[env.lang];
  const [model, setModel] = useState<Model | null>(null);
  const [checked, setChecked] = useState<Record<ItemType, string[]>>({ module: [], button: [], column: [], form: [], resource: [] });
  const [saving, setSaving] = useState(false);

  useEffect(() => {
    let live = true;
    setModel(null);
    const ep = resolveEndpoint(GET_MODEL, { objectType, objectId });
    env.services.request<Model>(ep.method, ep.url).then(
      (m) => {
        if (!live) return;
        setModel(m);
        setChecked(Object.fromEntries(ITEM_TYPES.map((t) => [t, m[t]?.ids ?? []])) as Record<ItemType, string[]>);
      },
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [objectType, objectId, env.services]);

  const trees = useMemo(() => (model ? (Object.fromEntries(ITEM_TYPES.map((t) => [t, toTree(model[t]?.list ?? [])])) as Record<ItemType, DataNode[]>) : null), [model]);

  if (!model || !trees) return <Spin />;

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

/** As a dialog from a row (role/position/user), or as the permission/authorize page with an object picker. */
export default function AuthorizeView({ row, onClose }: CustomViewProps) {
  const env = useRenderer();
  const tx = authorizeTexts[env.lang];
  const [objectType, setObjectType] = useState<ObjectType>((row?.objectType as ObjectType) ?? 'Role');
  const [objectId, setObjectId] = useState<string | undefined>(row?.id as string | undefined);
  const [options, setOptions] = useState<Array<{ value: string; label: string }>>([]);

  useEffect(() => {
    if (row) return;
    let live = true;
    env.services.request<{ list?: Array<{ id: string; fullName?: string; realName?: string; account?: string }> }>('GET', OBJECT_SOURCES[objectType]).then(
      (d) => live && setOptions((d?.list ?? []).map((o) => ({ value: o.id, label: o.fullName ?? (o.realName ? `${o.realName}/${o.account}` : o.id) }))),
      () => live && setOptions([]),
    );
    return () => {
      live = false;
    };
  }, [row, objectType, env.services]);

  return (
    <div data-testid="authorize-view">
      {!row && (
        <Space style={{ marginBottom: 12 }} wrap>
          <Segmented
            value={objectType}
            options={OBJECT_TYPES.map((o) => ({ value: o, label: tx.objects[o] }))}
            onChange={(v) => {
              setObjectType(v as ObjectType);
              setObjectId(undefined);
            }}
          />
          <Select
            showSearch
            optionFilterProp="label"
            style={{ width: 280 }}
            placeholder={tx.pick}
            options={options}
            value={objectId}
            onChange={setObjectId}
          />
        </Space>
      )}
      {objectId ? (
        <AuthorizeMatrix objectType={objectType} objectId={objectId} onSaved={row ? onClose : undefined} />
      ) : (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={tx.pick} />
      )}
    </div>
  );
}

import { useMemo, type ReactNode } from 'react';
import { Button, Space } from 'antd';
import { DeleteOutlined, EditOutlined, PlusOutlined } from '@ant-design/icons';
import type { ActionDef, PageSchema, Text, TreeManageDef } from '../../contract/pageModel/pageSchema';
import { useActionHost } from '../actions/useActionHost';
import { actionKey, actionLabel } from '../actions/actionMeta';
import { useRenderer } from '../RendererContext';

const ICONS: Partial<Record<ActionDef['type'], ReactNode>> = { create: <PlusOutlined />, edit: <EditOutlined />, remove: <DeleteOutlined /> };

/**
 * The buttons over a managed tree (`tree.manage`): create adds a node record, every other action acts
 * on the selected node and waits for one. Dialogs and requests are the list's own (useActionHost),
 * run against the tree's api and form.
 */
export function TreeManageBar({
  pageId,
  title,
  manage,
  selected,
  onChanged,
}: {
  pageId: string;
  title: Text;
  manage: TreeManageDef;
  selected: Record<string, unknown> | null;
  onChanged: () => void;
}) {
  const env = useRenderer();
  const page = useMemo<PageSchema>(() => ({ id: `${pageId}.tree`, kind: 'list', title, api: manage.api, form: manage.form }), [pageId, title, manage]);
  const host = useActionHost(page, onChanged);
  if (!manage.actions.length) return null;
  return (
    <>
      <Space size={4} wrap style={{ marginBottom: 8 }} data-testid="tree-actions">
        {manage.actions.map((a, i) => {
          const needsNode = a.type !== 'create';
          return (
            <Button
              key={`${actionKey(a)}-${i}`}
              size="small"
              type={a.type === 'create' ? 'primary' : 'default'}
              danger={a.type === 'remove' || a.danger}
              icon={ICONS[a.type]}
              disabled={needsNode && !selected}
              onClick={() => host.run(a, needsNode ? (selected ?? undefined) : undefined)}
            >
              {actionLabel(a, env.t, env.text)}
            </Button>
          );
        })}
      </Space>
      {host.element}
    </>
  );
}

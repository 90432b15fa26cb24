import { createElement, type ComponentType } from 'react';
import { Button, Dropdown, Space } from 'antd';
import {
  DeleteOutlined, DownloadOutlined, EditOutlined, EyeOutlined, KeyOutlined, LockOutlined, LogoutOutlined, PlusOutlined,
  PoweroffOutlined, ReloadOutlined, SafetyCertificateOutlined, SendOutlined, UploadOutlined,
} from '@ant-design/icons';
import type { ActionDef } from '../../contract/pageModel/pageSchema';
import { useRenderer } from '../RendererContext';
import { actionKey, actionLabel } from './actionMeta';

const DEFAULT_ICONS: Partial<Record<ActionDef['type'], string>> = {
  create: 'PlusOutlined',
  export: 'DownloadOutlined',
  import: 'UploadOutlined',
  refresh: 'ReloadOutlined',
};

// A fixed set, not `import *`: the whole icon package would triple a screen's bundle.
const ICONS: Record<string, ComponentType> = {
  DeleteOutlined, DownloadOutlined, EditOutlined, EyeOutlined, KeyOutlined, LockOutlined, LogoutOutlined, PlusOutlined,
  PoweroffOutlined, ReloadOutlined, SafetyCertificateOutlined, SendOutlined, UploadOutlined,
};

function icon(name: string | undefined) {
  if (!name) return undefined;
  const C = ICONS[name];
  return C ? createElement(C) : undefined;
}

export function Toolbar({ actions, run }: { actions: ActionDef[]; run: (a: ActionDef) => void }) {
  const env = useRenderer();
  if (!actions.length) return null;
  return (
    <Space wrap data-testid="toolbar">
      {actions.map((a, i) => (
        <Button
          key={`${actionKey(a)}-${i}`}
          type={a.type === 'create' ? 'primary' : 'default'}
          danger={a.danger}
          icon={icon(a.icon ?? DEFAULT_ICONS[a.type])}
          onClick={() => run(a)}
        >
          {actionLabel(a, env.t, env.text)}
        </Button>
      ))}
    </Space>
  );
}

/** Row actions as links; more than `inline` of them fold into a 'more' dropdown. */
export function RowActions({ actions, row, run, inline = 3 }: { actions: ActionDef[]; row: Record<string, unknown>; run: (a: ActionDef, row: Record<string, unknown>) => void; inline?: number }) {
  const env = useRenderer();
  const shown = actions.length > inline ? actions.slice(0, inline - 1) : actions;
  const rest = actions.length > inline ? actions.slice(inline - 1) : [];
  // Plain links (styled by the table's sheet): one antd Button per action per row is the most
  // expensive thing a long page would mount.
  return (
    <>
      {shown.map((a, i) => (
        <a
          key={`${actionKey(a)}-${i}`}
          role="button"
          tabIndex={0}
          className={a.danger || a.type === 'remove' ? 'ec-link ec-danger' : 'ec-link'}
          onClick={() => run(a, row)}
          onKeyDown={(e) => {
            if (e.key === 'Enter' || e.key === ' ') {
              e.preventDefault();
              run(a, row);
            }
          }}
        >
          {actionLabel(a, env.t, env.text)}
        </a>
      ))}
      {rest.length > 0 && (
        <Dropdown
          menu={{
            items: rest.map((a, i) => ({ key: `${i}`, label: actionLabel(a, env.t, env.text), danger: a.danger || a.type === 'remove' })),
            onClick: ({ key }) => run(rest[Number(key)], row),
          }}
        >
          <a role="button" tabIndex={0} className="ec-link">
            {env.t('more')}
          </a>
        </Dropdown>
      )}
    </>
  );
}

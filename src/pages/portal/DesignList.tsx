import { lazy, Suspense, useCallback, useEffect, useState } from 'react';
import { App, Button, Card, Form, Input, Modal, Popconfirm, Select, Skeleton, Space, Table, Tag } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { PlusOutlined } from '@ant-design/icons';
import type { CustomViewProps } from '../../../renderer/views/customViews';
import { useRenderer } from '../../../renderer/RendererContext';
import { hasPermission } from '../../../contract/pageModel/filterByPermission';
import { blankDefinition, designApi, type DesignKind, type DesignRow } from './designApi';
import { portalTexts, type PortalWord } from './texts';

// The designer (and react-grid-layout with it) loads only when a design is opened.
const Designer = lazy(() => import('./Designer'));

/** antd's green tag text is below AA on its background; these keep 7:1. */
const PUBLISHED = { color: '#135200', background: '#f6ffed', borderColor: '#b7eb8f' } as const;

/** 门户设计 and 大屏设计: the designs of one kind, with create, design, copy, delete, roles and the wall display. */
export default function DesignList({ schema }: CustomViewProps) {
  const env = useRenderer();
  const tx = useCallback((k: PortalWord) => portalTexts[env.lang][k], [env.lang]);
  const kind: DesignKind = schema.id === 'onlineDev.bigScreen' ? 'screen' : 'portal';
  const can = (code: string) => hasPermission(env.modelId, env.permissionList, code);
  const { message } = App.useApp();
  const [rows, setRows] = useState<DesignRow[] | null>(null);
  const [keyword, setKeyword] = useState('');
  const [open, setOpen] = useState<string | null>(null);
  const [creating, setCreating] = useState(false);
  const [assigning, setAssigning] = useState<DesignRow | null>(null);
  const [form] = Form.useForm<{ fullName: string; enCode: string }>();

  const reload = useCallback(() => {
    designApi.list(kind, keyword).then((r) => setRows(r.data.list), () => setRows([]));
  }, [kind, keyword]);
  useEffect(reload, [reload]);

  const create = async () => {
    const v = await form.validateFields();
    const r = await designApi.create(kind, { ...v, definition: blankDefinition(kind) });
    setCreating(false);
    form.resetFields();
    reload();
    setOpen(r.data.id);
  };

  const display = async (row: DesignRow) => {
    // A wall display signs in with a one-time ticket in the address, never the session itself.
    const tab = window.open('', '_blank');
    if (tab) tab.opener = null;
    const r = await designApi.ticket();
    const url = `/display/${encodeURIComponent(row.id)}?ticket=${encodeURIComponent(r.data.iframeToken)}`;
    if (tab) tab.location.href = url;
    else window.open(url, '_blank', 'noopener');
  };

  const columns: ColumnsType<DesignRow> = [
    { key: 'fullName', dataIndex: 'fullName', title: tx('name') },
    { key: 'enCode', dataIndex: 'enCode', title: tx('code') },
    { key: 'state', title: tx('state'), render: (_, r) => (r.state === 1 ? <Tag style={PUBLISHED}>{tx('published')}</Tag> : <Tag>{tx('draft')}</Tag>) },
    { key: 'version', dataIndex: 'version', title: tx('version'), width: 80 },
    { key: 'modified', title: tx('modified'), render: (_, r) => new Date(r.lastModifyTime ?? r.creatorTime).toLocaleString() },
    {
      key: 'actions',
      title: '',
      render: (_, r) => (
        <Space size={0} wrap>
          {can('btn_edit') ? (
            <Button type="link" onClick={() => setOpen(r.id)}>
              {tx('design')}
            </Button>
          ) : null}
          {can('btn_edit') && kind === 'portal' ? (
            <Button type="link" onClick={() => setAssigning(r)}>
              {tx('roles')}
            </Button>
          ) : null}
          {can('btn_add') ? (
            <Button type="link" onClick={() => void designApi.copy(kind, r.id).then(reload)}>
              {tx('copy')}
            </Button>
          ) : null}
          {r.state === 1 ? (
            <Button type="link" onClick={() => void display(r)}>
              {tx('display')}
            </Button>
          ) : null}
          {can('btn_remove') ? (
            <Popconfirm title={tx('removeTitle')} onConfirm={() => designApi.remove(kind, r.id).then(reload)}>
              <Button type="link" danger>
                {tx('remove')}
              </Button>
            </Popconfirm>
          ) : null}
        </Space>
      ),
    },
  ];

  return (
    <Card>
      <Space style={{ marginBottom: 12 }} wrap>
        <Input.Search aria-label={tx('search')} placeholder={tx('keyword')} allowClear onSearch={setKeyword} style={{ width: 260 }} />
        {can('btn_add') ? (
          <Button type="primary" icon={<PlusOutlined />} onClick={() => setCreating(true)}>
            {tx('add')}
          </Button>
        ) : null}
      </Space>
      <Table<DesignRow> rowKey="id" size="middle" loading={rows === null} dataSource={rows ?? []} columns={columns} pagination={false} />
      <Modal open={creating} title={tx('add')} onOk={() => void create()} onCancel={() => setCreating(false)} okText={tx('save')} cancelText={tx('cancel')} destroyOnHidden>
        <Form form={form} layout="vertical">
          <Form.Item name="fullName" label={tx('name')} rules={[{ required: true }]}>
            <Input maxLength={50} />
          </Form.Item>
          <Form.Item name="enCode" label={tx('code')} rules={[{ required: true, pattern: /^[A-Za-z0-9](?:[A-Za-z0-9.]*[A-Za-z0-9])?$/ }]}>
            <Input maxLength={50} />
          </Form.Item>
        </Form>
      </Modal>
      {assigning ? (
        <RolesDialog
          row={assigning}
          tx={tx}
          onClose={(saved) => {
            setAssigning(null);
            if (saved) {
              void message.success(tx('saved'));
              reload();
            }
          }}
        />
      ) : null}
      <Modal
        open={open !== null}
        title={kind === 'portal' ? tx('portalTitle') : tx('screenTitle')}
        width="96vw"
        style={{ top: 16 }}
        styles={{ body: { height: 'calc(100vh - 120px)' } }}
        footer={null}
        closable={false}
        destroyOnHidden
      >
        {open ? (
          <Suspense fallback={<Skeleton active />}>
            <Designer
              kind={kind}
              id={open}
              tx={tx}
              onClose={(saved) => {
                setOpen(null);
                if (saved) reload();
              }}
            />
          </Suspense>
        ) : null}
      </Modal>
    </Card>
  );
}

function RolesDialog({ row, tx, onClose }: { row: DesignRow; tx: (k: PortalWord) => string; onClose: (saved: boolean) => void }) {
  const [roles, setRoles] = useState<{ id: string; fullName: string }[]>([]);
  const [value, setValue] = useState<string[]>(row.roleIds);
  useEffect(() => {
    designApi.roles().then((r) => setRoles(r.data.list), () => undefined);
  }, []);
  return (
    <Modal open title={`${tx('roles')}：${row.fullName}`} onOk={() => void designApi.assignRoles(row.id, value).then(() => onClose(true))} onCancel={() => onClose(false)} okText={tx('save')} cancelText={tx('cancel')}>
      <Select
        mode="multiple"
        aria-label={tx('selectRoles')}
        style={{ width: '100%' }}
        value={value}
        onChange={setValue}
        optionFilterProp="label"
        options={roles.map((r) => ({ value: r.id, label: r.fullName }))}
      />
    </Modal>
  );
}

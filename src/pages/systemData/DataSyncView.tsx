import { useEffect, useState } from 'react';
import { Button, Card, Empty, Form, Input, InputNumber, Modal, Progress, Radio, Select, Space, Table, Tag } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { dataTexts, type DataTextKey } from './dataTexts';
import { EditRemoveLinks, ListToolbar, useConfirmRemove, useDataTexts, useRows } from './listParts';
import { useMenuButtons } from './useMenuButtons';
import { tagStyle } from './tagStyle';

interface Job {
  id: string;
  fullName: string;
  fromSourceId: string;
  fromSourceName: string;
  fromTable: string;
  toSourceId: string;
  toSourceName: string;
  toTable: string;
  mode: 'full' | 'incremental';
  keyColumn: string;
  batchSize: number;
  state: 'idle' | 'running' | 'done' | 'failed' | 'cancelled';
  copied: number;
  total: number;
  error: string | null;
  finishedTime: number | null;
}
interface Choice {
  id: string;
  fullName: string;
}

const BASE = '/api/System/DataSync';
const STATE_TAG = { idle: 'idle', running: 'busy', done: 'ok', failed: 'bad', cancelled: 'idle' } as const;

/** 数据同步: jobs copying a table between sources, run now with a progress bar, cancel, last run's report. */
export default function DataSyncView() {
  const { env, tx, failure } = useDataTexts();
  const { can } = useMenuButtons('systemData.dataSync');
  const { rows, loading, reload } = useRows<Job>(BASE, { currentPage: 1, pageSize: 500 });
  const confirmRemove = useConfirmRemove(reload);
  const [editing, setEditing] = useState<Job | 'new' | null>(null);
  const [sources, setSources] = useState<Choice[]>([]);
  const [form] = Form.useForm<Job>();
  const sourceName = (id: string, name: string) => (id === '0' ? tx('builtin') : name);

  // Progress: while a run goes on, look again every second.
  const running = rows.some((r) => r.state === 'running');
  useEffect(() => {
    if (!running) return;
    const timer = setTimeout(reload, 1000);
    return () => clearTimeout(timer);
  }, [running, rows, reload]);

  const open = (row: Job | 'new') => {
    setEditing(row);
    form.resetFields();
    form.setFieldsValue(row === 'new' ? { fromSourceId: '0', toSourceId: '0', mode: 'full', keyColumn: 'id', batchSize: 1000 } : row);
    env.services.request<{ list: Choice[] }>('GET', '/api/System/DataSource/Selector').then((d) => setSources(d.list), () => undefined);
  };

  const save = async () => {
    const v = await form.validateFields();
    const body = { fullName: v.fullName, fromSourceId: v.fromSourceId, fromTable: v.fromTable, toSourceId: v.toSourceId, toTable: v.toTable, mode: v.mode, keyColumn: v.keyColumn, batchSize: v.batchSize };
    const id = editing !== 'new' && editing ? editing.id : null;
    await (id ? env.services.request('PUT', `${BASE}/${encodeURIComponent(id)}`, body) : env.services.request('POST', BASE, body)).then(() => {
      setEditing(null);
      reload();
    }, failure);
  };

  const act = (r: Job, action: 'Execute' | 'Cancel') => env.services.request('POST', `${BASE}/${encodeURIComponent(r.id)}/Actions/${action}`, {}).then(reload, failure);

  const columns: ColumnsType<Job> = [
    { title: tx('name'), dataIndex: 'fullName' },
    { title: tx('fromTable'), key: 'from', render: (_: unknown, r) => `${sourceName(r.fromSourceId, r.fromSourceName)} · ${r.fromTable}` },
    { title: tx('toTable'), key: 'to', render: (_: unknown, r) => `${sourceName(r.toSourceId, r.toSourceName)} · ${r.toTable}` },
    { title: tx('mode'), dataIndex: 'mode', width: 80, render: (m: string) => (m === 'full' ? tx('full') : tx('incremental')) },
    {
      title: tx('state'),
      dataIndex: 'state',
      width: 200,
      render: (s: Job['state'], r) => (
        <Tag style={tagStyle(STATE_TAG[s])}>
          {tx(`state_${s}`)}
          {r.error ? ` (${dataTexts[env.lang][`error_${r.error}` as DataTextKey] ?? r.error})` : ''}
        </Tag>
      ),
    },
    {
      title: tx('progress'),
      key: 'progress',
      width: 220,
      render: (_: unknown, r) =>
        r.state === 'idle' ? null : (
          <Progress
            percent={r.total ? Math.floor((r.copied / r.total) * 100) : r.state === 'done' ? 100 : 0}
            size="small"
            status={r.state === 'failed' ? 'exception' : r.state === 'running' ? 'active' : 'normal'}
            format={() => `${r.copied.toLocaleString()} / ${r.total.toLocaleString()}`}
          />
        ),
    },
    {
      title: tx('actions'),
      key: 'actions',
      width: 200,
      render: (_: unknown, r) =>
        can('btn_edit') && (
          <Space size={0}>
            {r.state === 'running' ? (
              <Button type="link" size="small" danger onClick={() => act(r, 'Cancel')}>
                {tx('cancelRun')}
              </Button>
            ) : (
              <>
                <Button type="link" size="small" onClick={() => act(r, 'Execute')}>
                  {tx('run')}
                </Button>
                <EditRemoveLinks onEdit={() => open(r)} onRemove={() => confirmRemove('removeSyncTitle', r.fullName, `${BASE}/${encodeURIComponent(r.id)}`)} />
              </>
            )}
          </Space>
        ),
    },
  ];

  const sourceOptions = sources.map((s) => ({ value: s.id, label: s.fullName }));
  return (
    <Card>
      <Space direction="vertical" style={{ width: '100%' }}>
        <ListToolbar onAdd={can('btn_edit') ? () => open('new') : undefined} onReload={reload} />
        <Table<Job> rowKey="id" size="middle" loading={loading && !running} columns={columns} dataSource={rows} locale={{ emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={tx('syncEmpty')} /> }} pagination={false} />
      </Space>
      <Modal open={editing !== null} title={editing === 'new' ? tx('add') : tx('edit')} onCancel={() => setEditing(null)} onOk={save} okText={tx('save')} cancelText={tx('cancel')} destroyOnHidden>
        <Form form={form} layout="vertical" preserve={false}>
          <Form.Item name="fullName" label={tx('name')} rules={[{ required: true }]}>
            <Input maxLength={50} />
          </Form.Item>
          <Space.Compact block>
            <Form.Item name="fromSourceId" label={tx('fromSource')} style={{ flex: 1 }}>
              <Select options={sourceOptions} />
            </Form.Item>
            <Form.Item name="fromTable" label={tx('fromTable')} rules={[{ required: true, pattern: /^[A-Za-z_][A-Za-z0-9_$]*$/ }]} style={{ flex: 1 }}>
              <Input maxLength={64} />
            </Form.Item>
          </Space.Compact>
          <Space.Compact block>
            <Form.Item name="toSourceId" label={tx('toSource')} style={{ flex: 1 }}>
              <Select options={sourceOptions} />
            </Form.Item>
            <Form.Item name="toTable" label={tx('toTable')} rules={[{ required: true, pattern: /^[A-Za-z_][A-Za-z0-9_$]*$/ }]} style={{ flex: 1 }}>
              <Input maxLength={64} />
            </Form.Item>
          </Space.Compact>
          <Form.Item name="mode" label={tx('mode')}>
            <Radio.Group
              options={[
                { value: 'full', label: tx('full') },
                { value: 'incremental', label: tx('incremental') },
              ]}
            />
          </Form.Item>
          <Space>
            <Form.Item name="keyColumn" label={tx('keyColumn')} rules={[{ required: true }]}>
              <Input maxLength={64} />
            </Form.Item>
            <Form.Item name="batchSize" label={tx('batchSize')}>
              <InputNumber min={1} max={50000} />
            </Form.Item>
          </Space>
        </Form>
      </Modal>
    </Card>
  );
}

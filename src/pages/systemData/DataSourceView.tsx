import { useState } from 'react';
import { App, Button, Card, Empty, Form, Input, InputNumber, Modal, Select, Space, Switch, Table, Tag } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useMenuButtons } from './useMenuButtons';
import { tagStyle } from './tagStyle';
import { EditRemoveLinks, ListToolbar, useConfirmRemove, useDataTexts, useRows } from './listParts';

interface SourceRow {
  id: string;
  fullName: string;
  enCode: string;
  dbType: 'postgresql' | 'mysql';
  host: string;
  port: number;
  userName: string;
  databaseName: string;
  hasPassword: boolean;
  description: string;
  sortCode: number;
  enabledMark: number;
}

type SourceForm = Omit<SourceRow, 'id' | 'hasPassword' | 'enabledMark'> & { password?: string; enabled: boolean };

const BASE = '/api/System/DataSource';
const DEFAULT_PORT = { postgresql: 5432, mysql: 3306 } as const;

/** 数据连接: external PostgreSQL and MySQL/MariaDB sources, with a connection test before saving. */
export default function DataSourceView() {
  const { env, tx, failure } = useDataTexts();
  const { message } = App.useApp();
  const { can } = useMenuButtons('systemData.dataSource');
  const [keyword, setKeyword] = useState('');
  const { rows, loading, reload } = useRows<SourceRow>(BASE, { currentPage: 1, pageSize: 500, ...(keyword ? { keyword } : {}) });
  const [editing, setEditing] = useState<SourceRow | 'new' | null>(null);
  const [testing, setTesting] = useState(false);
  const [form] = Form.useForm<SourceForm>();
  const confirmRemove = useConfirmRemove(reload);

  const open = (row: SourceRow | 'new') => {
    setEditing(row);
    form.resetFields();
    if (row === 'new') form.setFieldsValue({ dbType: 'postgresql', port: 5432, host: '', enabled: true, sortCode: 0 });
    else form.setFieldsValue({ ...row, password: '', enabled: row.enabledMark === 1 });
  };

  const payload = (v: SourceForm) => ({
    fullName: v.fullName,
    enCode: v.enCode,
    dbType: v.dbType,
    host: v.host,
    port: v.port,
    userName: v.userName ?? '',
    password: v.password || null,
    databaseName: v.databaseName ?? '',
    description: v.description || null,
    sortCode: v.sortCode ?? 0,
    enabledMark: v.enabled ? 1 : 0,
  });

  const save = async () => {
    const v = await form.validateFields();
    const id = editing !== 'new' && editing ? editing.id : null;
    await (id ? env.services.request('PUT', `${BASE}/${encodeURIComponent(id)}`, payload(v)) : env.services.request('POST', BASE, payload(v))).then(() => {
      setEditing(null);
      reload();
    }, failure);
  };

  const test = async () => {
    const v = await form.validateFields(['dbType', 'host', 'port']);
    const all = { ...form.getFieldsValue(), ...v };
    setTesting(true);
    const id = editing !== 'new' && editing ? editing.id : undefined;
    env.services
      .request<{ version: string }>('POST', `${BASE}/Actions/Test`, {
        ...(id ? { id } : {}),
        dbType: all.dbType,
        host: all.host,
        port: all.port,
        userName: all.userName ?? '',
        password: all.password || null,
        databaseName: all.databaseName ?? '',
      })
      .then((d) => void message.success(`${tx('tested')}: ${d.version.slice(0, 80)}`), failure)
      .finally(() => setTesting(false));
  };

  const columns: ColumnsType<SourceRow> = [
    { title: tx('name'), dataIndex: 'fullName' },
    { title: tx('code'), dataIndex: 'enCode' },
    { title: tx('dbType'), dataIndex: 'dbType', width: 130, render: (t: string) => (t === 'mysql' ? 'MySQL / MariaDB' : 'PostgreSQL') },
    { title: tx('host'), dataIndex: 'host', render: (h: string, r) => `${h}:${r.port}` },
    { title: tx('database'), dataIndex: 'databaseName' },
    { title: tx('enabled'), dataIndex: 'enabledMark', width: 90, render: (m: number) => <Tag style={tagStyle(m === 1 ? 'ok' : 'idle')}>{m === 1 ? tx('yes') : tx('no')}</Tag> },
    {
      title: tx('actions'),
      key: 'actions',
      width: 160,
      render: (_: unknown, r) => (
        <EditRemoveLinks
          onEdit={can('btn_edit') ? () => open(r) : undefined}
          onRemove={can('btn_remove') ? () => confirmRemove('removeSourceTitle', r.fullName, `${BASE}/${encodeURIComponent(r.id)}`) : undefined}
        />
      ),
    },
  ];

  return (
    <Card>
      <Space direction="vertical" style={{ width: '100%' }}>
        <ListToolbar onSearch={setKeyword} onAdd={can('btn_add') ? () => open('new') : undefined} onReload={reload} />
        <Table<SourceRow> rowKey="id" size="middle" loading={loading} columns={columns} dataSource={rows} locale={{ emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={tx('sourceEmpty')} /> }} pagination={false} />
      </Space>
      <Modal
        open={editing !== null}
        title={editing === 'new' ? tx('add') : tx('edit')}
        onCancel={() => setEditing(null)}
        destroyOnHidden
        footer={[
          <Button key="test" onClick={test} loading={testing}>
            {tx('test')}
          </Button>,
          <Button key="cancel" onClick={() => setEditing(null)}>
            {tx('cancel')}
          </Button>,
          <Button key="save" type="primary" onClick={save}>
            {tx('save')}
          </Button>,
        ]}
      >
        <Form form={form} layout="vertical" preserve={false}>
          <Form.Item name="fullName" label={tx('name')} rules={[{ required: true }]}>
            <Input maxLength={50} />
          </Form.Item>
          <Form.Item name="enCode" label={tx('code')} rules={[{ required: true }]}>
            <Input maxLength={50} />
          </Form.Item>
          <Form.Item name="dbType" label={tx('dbType')} rules={[{ required: true }]}>
            <Select
              options={[
                { value: 'postgresql', label: 'PostgreSQL' },
                { value: 'mysql', label: 'MySQL / MariaDB' },
              ]}
              onChange={(t: 'postgresql' | 'mysql') => form.setFieldValue('port', DEFAULT_PORT[t])}
            />
          </Form.Item>
          <Space.Compact block>
            <Form.Item name="host" label={tx('host')} rules={[{ required: true }]} style={{ flex: 1 }}>
              <Input maxLength={255} />
            </Form.Item>
            <Form.Item name="port" label={tx('port')} rules={[{ required: true }]}>
              <InputNumber min={1} max={65535} />
            </Form.Item>
          </Space.Compact>
          <Form.Item name="userName" label={tx('user')}>
            <Input maxLength={128} autoComplete="off" />
          </Form.Item>
          <Form.Item name="password" label={tx('password')} extra={editing !== 'new' && editing?.hasPassword ? tx('passwordKeep') : undefined}>
            <Input.Password maxLength={256} autoComplete="new-password" />
          </Form.Item>
          <Form.Item name="databaseName" label={tx('database')}>
            <Input maxLength={128} />
          </Form.Item>
          <Form.Item name="description" label={tx('description')}>
            <Input.TextArea maxLength={500} rows={2} />
          </Form.Item>
          <Form.Item name="enabled" label={tx('enabled')} valuePropName="checked">
            <Switch />
          </Form.Item>
        </Form>
      </Modal>
    </Card>
  );
}

import { useState } from 'react';
import { Alert, Button, Card, Checkbox, Empty, Form, Input, InputNumber, Modal, Radio, Select, Space, Switch, Table, Tag, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { MinusCircleOutlined, PlusOutlined } from '@ant-design/icons';
import { useMenuButtons } from './useMenuButtons';
import { tagStyle } from './tagStyle';
import { EditRemoveLinks, ListToolbar, useConfirmRemove, useDataTexts, useRows } from './listParts';

interface Param {
  name: string;
  label?: string;
  defaultValue?: string | null;
  required?: boolean;
}
interface InterfaceRow {
  id: string;
  fullName: string;
  enCode: string;
  category: string;
  dataType: 'sql' | 'static';
  sourceId: string;
  sourceName: string;
  queryText: string;
  staticData: string;
  parameters: Param[];
  timeoutMs: number;
  maxRows: number;
  accessMode: 'login' | 'roles';
  roleIds: string[];
  description: string;
  sortCode: number;
  enabledMark: number;
}
interface CallResult {
  list: Record<string, unknown>[];
  columns: string[];
  truncated: boolean;
}
interface Choice {
  id: string;
  fullName: string;
}

const BASE = '/api/System/DataInterface';
const cell = (v: unknown) => (v === null || v === undefined ? '' : typeof v === 'object' ? JSON.stringify(v) : String(v));

/** 数据接口: named read-only queries or static JSON, with a test call of the unsaved definition. */
export default function DataInterfaceView() {
  const { env, tx, failure } = useDataTexts();
  const { can } = useMenuButtons('systemData.dataInterface');
  const [keyword, setKeyword] = useState('');
  const { rows, loading, reload } = useRows<InterfaceRow>(BASE, { currentPage: 1, pageSize: 500, ...(keyword ? { keyword } : {}) });
  const confirmRemove = useConfirmRemove(reload);
  const [editing, setEditing] = useState<InterfaceRow | 'new' | null>(null);
  const [sources, setSources] = useState<Choice[]>([]);
  const [roles, setRoles] = useState<Choice[]>([]);
  const [testParams, setTestParams] = useState<Record<string, string>>({});
  const [result, setResult] = useState<CallResult | null>(null);
  const [form] = Form.useForm<InterfaceRow>();
  const dataType = Form.useWatch('dataType', form);
  const accessMode = Form.useWatch('accessMode', form);
  const params = (Form.useWatch('parameters', form) ?? []) as Param[];

  const open = (row: InterfaceRow | 'new') => {
    setEditing(row);
    setResult(null);
    setTestParams({});
    form.resetFields();
    form.setFieldsValue(row === 'new' ? { dataType: 'sql', sourceId: '0', timeoutMs: 5000, maxRows: 1000, accessMode: 'login', roleIds: [], parameters: [], enabledMark: 1 } : row);
    env.services.request<{ list: Choice[] }>('GET', '/api/System/DataSource/Selector').then((d) => setSources(d.list), () => undefined);
    env.services.request<{ list: Choice[] }>('GET', '/api/Permission/Role/Selector').then((d) => setRoles(d.list), () => undefined);
  };

  const definition = (v: InterfaceRow) => ({
    dataType: v.dataType,
    sourceId: v.sourceId || '0',
    queryText: v.queryText ?? '',
    staticData: v.staticData ?? '',
    parameters: (v.parameters ?? []).filter((p) => p?.name).map((p) => ({ name: p.name, label: p.label ?? '', defaultValue: p.defaultValue || null, required: !!p.required })),
    timeoutMs: v.timeoutMs,
    maxRows: v.maxRows,
  });

  const save = async () => {
    // Fields without an input (description, sort order of an edited row) are kept as they were: the
    // validated values alone would send them empty.
    const v = { ...(form.getFieldsValue(true) as InterfaceRow), ...(await form.validateFields()) };
    const body = {
      fullName: v.fullName,
      enCode: v.enCode,
      category: v.category ?? '',
      ...definition(v),
      accessMode: v.accessMode,
      roleIds: v.accessMode === 'roles' ? (v.roleIds ?? []) : [],
      description: v.description || null,
      sortCode: v.sortCode ?? 0,
      enabledMark: v.enabledMark ? 1 : 0,
    };
    const id = editing !== 'new' && editing ? editing.id : null;
    await (id ? env.services.request('PUT', `${BASE}/${encodeURIComponent(id)}`, body) : env.services.request('POST', BASE, body)).then(() => {
      setEditing(null);
      reload();
    }, failure);
  };

  const test = () =>
    env.services.request<CallResult>('POST', `${BASE}/Actions/Test`, { ...definition(form.getFieldsValue(true) as InterfaceRow), params: testParams }).then(setResult, (e) => {
      setResult(null);
      failure(e);
    });

  const columns: ColumnsType<InterfaceRow> = [
    { title: tx('name'), dataIndex: 'fullName' },
    { title: tx('code'), dataIndex: 'enCode' },
    { title: tx('category'), dataIndex: 'category' },
    { title: tx('dataType'), dataIndex: 'dataType', width: 110, render: (t: string) => (t === 'sql' ? tx('sql') : tx('static')) },
    { title: tx('source'), dataIndex: 'sourceName', render: (n: string, r) => (r.dataType === 'static' ? '' : n || tx('builtin')) },
    { title: tx('enabled'), dataIndex: 'enabledMark', width: 90, render: (m: number) => <Tag style={tagStyle(m === 1 ? 'ok' : 'idle')}>{m === 1 ? tx('yes') : tx('no')}</Tag> },
    { title: tx('callPath'), key: 'path', render: (_: unknown, r) => <Typography.Text copyable code>{`GET ${BASE}/${r.id}/Actions/Response`}</Typography.Text> },
    {
      title: tx('actions'),
      key: 'actions',
      width: 150,
      render: (_: unknown, r) => (
        <EditRemoveLinks
          onEdit={can('btn_edit') ? () => open(r) : undefined}
          onRemove={can('btn_remove') ? () => confirmRemove('removeInterfaceTitle', r.fullName, `${BASE}/${encodeURIComponent(r.id)}`) : undefined}
        />
      ),
    },
  ];

  return (
    <Card>
      <Space direction="vertical" style={{ width: '100%' }}>
        <ListToolbar onSearch={setKeyword} onAdd={can('btn_add') ? () => open('new') : undefined} onReload={reload} />
        <Table<InterfaceRow> rowKey="id" size="middle" loading={loading} columns={columns} dataSource={rows} locale={{ emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={tx('interfaceEmpty')} /> }} pagination={false} />
      </Space>
      <Modal
        open={editing !== null}
        width={860}
        title={editing === 'new' ? tx('add') : tx('edit')}
        onCancel={() => setEditing(null)}
        destroyOnHidden
        footer={[
          <Button key="test" onClick={test}>
            {tx('testCall')}
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
          <Space.Compact block>
            <Form.Item name="fullName" label={tx('name')} rules={[{ required: true }]} style={{ flex: 1 }}>
              <Input maxLength={50} />
            </Form.Item>
            <Form.Item name="enCode" label={tx('code')} rules={[{ required: true }]} style={{ flex: 1 }}>
              <Input maxLength={50} />
            </Form.Item>
            <Form.Item name="category" label={tx('category')} style={{ flex: 1 }}>
              <Input maxLength={50} />
            </Form.Item>
          </Space.Compact>
          <Form.Item name="dataType" label={tx('dataType')}>
            <Radio.Group
              options={[
                { value: 'sql', label: tx('sql') },
                { value: 'static', label: tx('static') },
              ]}
            />
          </Form.Item>
          {dataType === 'static' ? (
            <Form.Item name="staticData" label={tx('staticData')}>
              <Input.TextArea rows={8} style={{ fontFamily: 'monospace' }} />
            </Form.Item>
          ) : (
            <>
              <Form.Item name="sourceId" label={tx('source')}>
                <Select options={sources.map((s) => ({ value: s.id, label: s.fullName }))} />
              </Form.Item>
              <Form.Item name="queryText" label={tx('query')} extra={tx('queryHelp')}>
                <Input.TextArea rows={6} style={{ fontFamily: 'monospace' }} />
              </Form.Item>
              <Form.List name="parameters">
                {(fields, { add, remove: drop }) => (
                  <Form.Item label={tx('params')}>
                    {fields.map((f) => (
                      <Space key={f.key} align="baseline">
                        <Form.Item name={[f.name, 'name']} rules={[{ required: true, pattern: /^[A-Za-z_][A-Za-z0-9_]*$/ }]}>
                          <Input placeholder={tx('paramName')} aria-label={tx('paramName')} />
                        </Form.Item>
                        <Form.Item name={[f.name, 'label']}>
                          <Input placeholder={tx('paramLabel')} aria-label={tx('paramLabel')} />
                        </Form.Item>
                        <Form.Item name={[f.name, 'defaultValue']}>
                          <Input placeholder={tx('paramDefault')} aria-label={tx('paramDefault')} />
                        </Form.Item>
                        <Form.Item name={[f.name, 'required']} valuePropName="checked">
                          <Checkbox>{tx('paramRequired')}</Checkbox>
                        </Form.Item>
                        <Button type="text" aria-label={tx('remove')} icon={<MinusCircleOutlined />} onClick={() => drop(f.name)} />
                      </Space>
                    ))}
                    <Button type="dashed" icon={<PlusOutlined />} onClick={() => add({ name: '', required: false })}>
                      {tx('addParam')}
                    </Button>
                  </Form.Item>
                )}
              </Form.List>
              <Space>
                <Form.Item name="timeoutMs" label={tx('timeout')}>
                  <InputNumber min={100} max={60000} />
                </Form.Item>
                <Form.Item name="maxRows" label={tx('maxRows')}>
                  <InputNumber min={1} max={10000} />
                </Form.Item>
              </Space>
            </>
          )}
          <Form.Item name="enabledMark" label={tx('enabled')} valuePropName="checked" getValueProps={(m: number) => ({ checked: m === 1 })} normalize={(on: boolean) => (on ? 1 : 0)}>
            <Switch />
          </Form.Item>
          <Form.Item name="accessMode" label={tx('access')}>
            <Radio.Group
              options={[
                { value: 'login', label: tx('accessLogin') },
                { value: 'roles', label: tx('accessRoles') },
              ]}
            />
          </Form.Item>
          {accessMode === 'roles' && (
            <Form.Item name="roleIds" label={tx('roles')}>
              <Select mode="multiple" options={roles.map((r) => ({ value: r.id, label: r.fullName }))} />
            </Form.Item>
          )}
        </Form>
        {dataType === 'sql' && params.filter((p) => p?.name).length > 0 && (
          <Space wrap style={{ marginBottom: 8 }}>
            {params
              .filter((p) => p?.name)
              .map((p) => (
                <Input
                  key={p.name}
                  addonBefore={p.label || p.name}
                  aria-label={p.label || p.name}
                  value={testParams[p.name] ?? ''}
                  onChange={(e) => setTestParams((t) => ({ ...t, [p.name]: e.target.value }))}
                />
              ))}
          </Space>
        )}
        {result && (
          <Space direction="vertical" style={{ width: '100%' }}>
            <Typography.Title level={5}>{tx('result')}</Typography.Title>
            {result.truncated && <Alert type="warning" showIcon message={tx('truncated')} />}
            <Table
              size="small"
              rowKey={(_, i) => String(i)}
              pagination={{ pageSize: 10 }}
              scroll={{ x: true }}
              columns={result.columns.map((c) => ({ title: c, dataIndex: c, render: cell }))}
              dataSource={result.list}
            />
          </Space>
        )}
      </Modal>
    </Card>
  );
}

import { useCallback, useEffect, useState } from 'react';
import { App, Button, Card, Checkbox, Col, Empty, Input, InputNumber, List, Modal, Row, Select, Space, Table, Tag, Typography } from 'antd';
import { MinusCircleOutlined, PlusOutlined } from '@ant-design/icons';
import { useRenderer } from '../../../renderer/RendererContext';
import { dataTexts, type DataTextKey } from './dataTexts';
import { useMenuButtons } from './useMenuButtons';
import { tagStyle } from './tagStyle';
import { COLUMN_TYPES, specOfTable, type EditColumn, type TableDetail } from './modelSpec';

interface Choice {
  id: string;
  fullName: string;
}
interface TableItem {
  name: string;
  managed: boolean;
}

/** 数据建模: a source's tables and their structure; create or alter a table after seeing its DDL. */
export default function DataModelView() {
  const env = useRenderer();
  const { message, modal } = App.useApp();
  const tx = (k: DataTextKey) => dataTexts[env.lang][k];
  const { can } = useMenuButtons('systemData.dataModel');
  const [sources, setSources] = useState<Choice[]>([]);
  const [sourceId, setSourceId] = useState('0');
  const [tables, setTables] = useState<TableItem[]>([]);
  const [selected, setSelected] = useState<string | null>(null);
  const [detail, setDetail] = useState<TableDetail | null>(null);
  const [editing, setEditing] = useState<{ mode: 'create' | 'alter'; table: string; columns: EditColumn[] } | null>(null);
  const [tick, setTick] = useState(0);
  const failure = useCallback((e: unknown) => void message.error((e as { msg?: string }).msg || String(e)), [message]);
  const base = `/api/System/DataModel/${encodeURIComponent(sourceId)}`;

  useEffect(() => {
    env.services.request<{ list: Choice[] }>('GET', '/api/System/DataSource/Selector').then((d) => setSources(d.list), () => undefined);
  }, [env.services]);

  useEffect(() => {
    setTables([]);
    env.services.request<{ list: TableItem[] }>('GET', `${base}/Tables`).then((d) => setTables(d.list), failure);
  }, [env.services, base, tick, failure]);

  useEffect(() => {
    setDetail(null);
    if (!selected) return;
    env.services.request<TableDetail>('GET', `${base}/Tables/${encodeURIComponent(selected)}`).then(setDetail, failure);
  }, [env.services, base, selected, tick, failure]);

  const setColumn = (i: number, patch: Partial<EditColumn>) => setEditing((e) => e && { ...e, columns: e.columns.map((c, k) => (k === i ? { ...c, ...patch } : c)) });

  const spec = () => {
    if (!editing) return null;
    const keep = editing.mode === 'alter' && detail ? detail.indexes.filter((i) => !i.primary).map((i) => ({ name: i.name, columns: i.columns.split(',').map((c) => c.trim().replace(/"/g, '')), unique: i.unique })) : [];
    return {
      table: editing.table,
      columns: editing.columns.map(({ key: _key, ...c }) => ({ ...c, defaultValue: c.defaultValue || null })),
      indexes: keep,
    };
  };

  const previewAndApply = async () => {
    const s = spec();
    if (!s || !editing) return;
    const preview = await env.services.request<{ ddl: string[] }>('POST', `${base}/Actions/Preview`, { mode: editing.mode, spec: s }).catch((e) => {
      failure(e);
      return null;
    });
    if (!preview) return;
    if (!preview.ddl.length) return void message.info(tx('noChange'));
    modal.confirm({
      title: tx('confirmDdl'),
      width: 720,
      content: <pre style={{ whiteSpace: 'pre-wrap', maxHeight: 360, overflow: 'auto' }}>{preview.ddl.join(';\n\n') + ';'}</pre>,
      onOk: () =>
        (editing.mode === 'create'
          ? env.services.request('POST', `${base}/Tables`, { spec: s, confirmDdl: preview.ddl })
          : env.services.request('PUT', `${base}/Tables/${encodeURIComponent(s.table)}`, { spec: s, confirmDdl: preview.ddl })
        ).then(() => {
          void message.success(tx('applied'));
          setEditing(null);
          setSelected(s.table);
          setTick((n) => n + 1);
        }, failure),
    });
  };

  return (
    <Card>
      <Row gutter={16}>
        <Col xs={24} md={7}>
          <Space direction="vertical" style={{ width: '100%' }}>
            <Select aria-label={tx('source')} style={{ width: '100%' }} value={sourceId} onChange={(v) => (setSourceId(v), setSelected(null))} options={sources.map((s) => ({ value: s.id, label: s.fullName }))} />
            {can('btn_add') && (
              <Button icon={<PlusOutlined />} block onClick={() => setEditing({ mode: 'create', table: '', columns: [{ key: 'k0', name: 'id', type: 'bigint', nullable: false, primaryKey: true }] })}>
                {tx('newTable')}
              </Button>
            )}
            <List
              size="small"
              bordered
              style={{ maxHeight: 520, overflow: 'auto' }}
              dataSource={tables}
              renderItem={(t) => (
                <List.Item onClick={() => setSelected(t.name)} style={{ cursor: 'pointer', background: t.name === selected ? '#e6f4ff' : undefined }}>
                  <Button type="link" size="small" onClick={() => setSelected(t.name)} style={{ padding: 0 }}>
                    {t.name}
                  </Button>
                  {!t.managed && <Tag style={tagStyle('idle')}>{tx('systemTable')}</Tag>}
                </List.Item>
              )}
            />
          </Space>
        </Col>
        <Col xs={24} md={17}>
          {!detail ? (
            <Empty description={tx('pickTable')} />
          ) : (
            <Space direction="vertical" style={{ width: '100%' }}>
              <Space>
                <Typography.Title level={5} style={{ margin: 0 }}>
                  {detail.name}
                </Typography.Title>
                {detail.managed && can('btn_edit') && (
                  <Button size="small" onClick={() => setEditing({ mode: 'alter', table: detail.name, columns: specOfTable(detail) })}>
                    {tx('alterTable')}
                  </Button>
                )}
              </Space>
              <Table
                size="small"
                rowKey="name"
                pagination={false}
                dataSource={detail.columns}
                columns={[
                  { title: tx('columnName'), dataIndex: 'name' },
                  { title: tx('columnType'), dataIndex: 'type' },
                  { title: tx('nullable'), dataIndex: 'nullable', render: (v: boolean) => (v ? tx('yes') : tx('no')) },
                  { title: tx('defaultValue'), dataIndex: 'defaultValue' },
                  { title: tx('primaryKey'), dataIndex: 'primaryKey', render: (v: boolean) => (v ? tx('yes') : '') },
                ]}
              />
              <Typography.Text strong>{tx('indexes')}</Typography.Text>
              <Table
                size="small"
                rowKey="name"
                pagination={false}
                dataSource={detail.indexes}
                columns={[
                  { title: tx('name'), dataIndex: 'name' },
                  { title: tx('columns'), dataIndex: 'columns' },
                  { title: tx('unique'), dataIndex: 'unique', render: (v: boolean) => (v ? tx('yes') : '') },
                  { title: tx('primaryKey'), dataIndex: 'primary', render: (v: boolean) => (v ? tx('yes') : '') },
                ]}
              />
            </Space>
          )}
        </Col>
      </Row>
      <Modal
        open={editing !== null}
        width={960}
        title={editing?.mode === 'create' ? tx('newTable') : tx('alterTable')}
        onCancel={() => setEditing(null)}
        okText={tx('preview')}
        onOk={previewAndApply}
        destroyOnHidden
      >
        {editing && (
          <Space direction="vertical" style={{ width: '100%' }}>
            <Input
              addonBefore={tx('tableName')}
              aria-label={tx('tableName')}
              value={editing.table}
              disabled={editing.mode === 'alter'}
              onChange={(e) => setEditing({ ...editing, table: e.target.value.trim() })}
            />
            {editing.columns.map((c, i) => (
              <Space key={c.key} wrap>
                <Input style={{ width: 160 }} placeholder={tx('columnName')} aria-label={tx('columnName')} value={c.name} onChange={(e) => setColumn(i, { name: e.target.value.trim() })} />
                <Select style={{ width: 120 }} aria-label={tx('columnType')} value={c.type} options={COLUMN_TYPES.map((t) => ({ value: t, label: t }))} onChange={(type) => setColumn(i, { type })} />
                <InputNumber style={{ width: 100 }} placeholder={tx('length')} aria-label={tx('length')} value={c.length} min={1} onChange={(v) => setColumn(i, { length: v ?? undefined })} />
                <InputNumber style={{ width: 90 }} placeholder={tx('scale')} aria-label={tx('scale')} value={c.scale} min={0} onChange={(v) => setColumn(i, { scale: v ?? undefined })} />
                <Input style={{ width: 120 }} placeholder={tx('defaultValue')} aria-label={tx('defaultValue')} value={c.defaultValue ?? ''} onChange={(e) => setColumn(i, { defaultValue: e.target.value })} />
                <Checkbox checked={c.nullable} onChange={(e) => setColumn(i, { nullable: e.target.checked })}>
                  {tx('nullable')}
                </Checkbox>
                <Checkbox checked={!!c.primaryKey} disabled={editing.mode === 'alter'} onChange={(e) => setColumn(i, { primaryKey: e.target.checked })}>
                  {tx('primaryKey')}
                </Checkbox>
                <Button type="text" aria-label={tx('remove')} icon={<MinusCircleOutlined />} onClick={() => setEditing({ ...editing, columns: editing.columns.filter((_, k) => k !== i) })} />
              </Space>
            ))}
            <Button
              type="dashed"
              icon={<PlusOutlined />}
              onClick={() => setEditing({ ...editing, columns: [...editing.columns, { key: `k${Date.now()}`, name: '', type: 'varchar', length: 50, nullable: true }] })}
            >
              {tx('addColumn')}
            </Button>
          </Space>
        )}
      </Modal>
    </Card>
  );
}

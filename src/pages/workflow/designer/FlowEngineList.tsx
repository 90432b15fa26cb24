import { useEffect, useMemo, useState } from 'react';
import { App, Button, Drawer, Input, Modal, Popconfirm, Radio, Space, Table, Tag } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useRenderer } from '../../../../renderer/RendererContext';
import { TAG_TEXT } from '../workflowTexts';
import { designerText, type DesignerTextKey } from './designerTexts';
import FlowDesigner from './FlowDesigner';
import { emptyDesign } from './tree';

interface FlowRow {
  id: string;
  enCode: string;
  fullName: string;
  category: string;
  formName: string;
  version: number;
  enabledMark: number;
  creatorUser: string;
  creatorTime: number;
}
interface VersionRow {
  version: number;
  creatorUser: string;
  creatorTime: number;
  current: boolean;
  running: number;
}

const time = (ms: number) => (ms ? new Date(ms).toLocaleString() : '');

/** 流程设计: the flow definitions with create, design, copy, release, stop, delete and their versions. */
export default function FlowEngineList() {
  const { services, lang, permissionList, modelId } = useRenderer();
  const { message } = App.useApp();
  const d = (k: DesignerTextKey, p?: Record<string, string | number>) => designerText(lang, k, p);
  // The buttons of this menu the caller holds (the server refuses the others anyway).
  const can = useMemo(() => {
    const entry = permissionList.find((p) => p.modelId === modelId);
    const codes = entry ? new Set((entry.button ?? []).map((b) => b.enCode)) : null;
    return (code: string) => !codes || codes.has(code);
  }, [permissionList, modelId]);
  const [keyword, setKeyword] = useState('');
  const [page, setPage] = useState(1);
  const [data, setData] = useState<{ list: FlowRow[]; total: number }>({ list: [], total: 0 });
  const [tick, setTick] = useState(0);
  const [designing, setDesigning] = useState<string | null>(null);
  const [versions, setVersions] = useState<{ flow: FlowRow; list: VersionRow[] } | null>(null);
  const [creating, setCreating] = useState(false);
  const [draft, setDraft] = useState({ fullName: '', enCode: '', category: '', type: 0 });
  const reload = () => setTick((n) => n + 1);

  useEffect(() => {
    services
      .request<{ list: FlowRow[]; pagination: { total: number } }>('GET', '/api/WorkFlow/FlowEngine', { currentPage: page, pageSize: 20, ...(keyword ? { keyword } : {}) })
      .then((r) => setData({ list: r.list, total: r.pagination.total }), () => setData({ list: [], total: 0 }));
  }, [services, page, keyword, tick]);

  const call = async (method: 'POST' | 'DELETE', url: string) => {
    try {
      await services.request(method, url);
      reload();
    } catch (e) {
      message.error((e as { msg?: string })?.msg ?? '');
    }
  };
  const create = async () => {
    if (!draft.fullName.trim() || !/^[A-Za-z0-9_.]+$/.test(draft.enCode)) return message.error(d('invalid'));
    try {
      const r = await services.request<{ id: string }>('POST', '/api/WorkFlow/FlowEngine', { ...draft, flowTemplateJson: emptyDesign(d('start')) });
      setCreating(false);
      setDraft({ fullName: '', enCode: '', category: '', type: 0 });
      reload();
      setDesigning(r.id);
    } catch (e) {
      message.error((e as { msg?: string })?.msg ?? '');
    }
  };
  const showVersions = (flow: FlowRow) =>
    services.request<{ list: VersionRow[] }>('GET', `/api/WorkFlow/FlowEngine/${flow.id}/Versions`).then((r) => setVersions({ flow, list: r.list }), () => setVersions({ flow, list: [] }));

  const state = (r: FlowRow) =>
    r.version === 0 ? <Tag style={TAG_TEXT}>{d('draft')}</Tag> : r.enabledMark === 1 ? <Tag style={TAG_TEXT} color="success">{d('released')}</Tag> : <Tag style={TAG_TEXT} color="warning">{d('stopped')}</Tag>;
  const columns: ColumnsType<FlowRow> = [
    { title: d('category'), dataIndex: 'category', key: 'category', width: 100 },
    { title: d('fullName'), dataIndex: 'fullName', key: 'fullName' },
    { title: d('enCode'), dataIndex: 'enCode', key: 'enCode' },
    { title: d('form'), key: 'form', render: (_, r) => r.formName || d('builtInForm') },
    { title: d('version'), key: 'version', width: 70, render: (_, r) => (r.version ? `v${r.version}` : '-') },
    { title: d('state'), key: 'state', width: 90, render: (_, r) => state(r) },
    { title: d('creator'), dataIndex: 'creatorUser', key: 'creator', width: 100 },
    { title: d('creatorTime'), key: 'time', render: (_, r) => time(r.creatorTime) },
    {
      title: d('actions'),
      key: 'actions',
      render: (_, r) => (
        <Space size={0} wrap>
          {can('btn_edit') ? <Button type="link" onClick={() => setDesigning(r.id)}>{d('design')}</Button> : null}
          {can('btn_release') ? <Button type="link" onClick={() => setDesigning(r.id)}>{d('release')}</Button> : null}
          {can('btn_copy') ? <Button type="link" onClick={() => call('POST', `/api/WorkFlow/FlowEngine/${r.id}/Actions/Copy`)}>{d('copy')}</Button> : null}
          {can('btn_stop') && r.enabledMark === 1 ? (
            <Popconfirm title={d('confirmStop')} onConfirm={() => call('POST', `/api/WorkFlow/FlowEngine/Stop/${r.id}`)}>
              <Button type="link">{d('stop')}</Button>
            </Popconfirm>
          ) : null}
          <Button type="link" onClick={() => showVersions(r)}>{d('versions')}</Button>
          {can('btn_remove') ? (
            <Popconfirm title={d('confirmRemove')} onConfirm={() => call('DELETE', `/api/WorkFlow/FlowEngine/${r.id}`)}>
              <Button type="link" danger>{d('remove')}</Button>
            </Popconfirm>
          ) : null}
        </Space>
      ),
    },
  ];
  return (
    <div>
      <Space style={{ marginBottom: 12 }}>
        <Input.Search aria-label={d('search')} placeholder={d('search')} allowClear onSearch={(v) => (setPage(1), setKeyword(v))} style={{ width: 280 }} />
        {can('btn_add') ? <Button type="primary" onClick={() => setCreating(true)}>{d('add')}</Button> : null}
      </Space>
      <Table<FlowRow> rowKey="id" size="middle" columns={columns} dataSource={data.list} pagination={{ current: page, pageSize: 20, total: data.total, onChange: setPage, showSizeChanger: false }} />
      <Modal open={creating} title={d('createTitle')} onCancel={() => setCreating(false)} onOk={create} okText={d('ok')} cancelText={d('cancel')}>
        <Space direction="vertical" style={{ width: '100%' }}>
          <Input aria-label={d('fullName')} placeholder={d('fullName')} maxLength={50} value={draft.fullName} onChange={(e) => setDraft({ ...draft, fullName: e.target.value })} />
          <Input aria-label={d('enCode')} placeholder={d('enCode')} maxLength={50} value={draft.enCode} onChange={(e) => setDraft({ ...draft, enCode: e.target.value })} />
          <Input aria-label={d('category')} placeholder={d('category')} maxLength={50} value={draft.category} onChange={(e) => setDraft({ ...draft, category: e.target.value })} />
          <Radio.Group value={draft.type} onChange={(e) => setDraft({ ...draft, type: e.target.value })} options={[{ value: 0, label: d('type0') }, { value: 1, label: d('type1') }]} />
        </Space>
      </Modal>
      <Modal open={versions !== null} title={`${versions?.flow.fullName ?? ''} · ${d('versions')}`} footer={null} onCancel={() => setVersions(null)}>
        <Table<VersionRow>
          rowKey="version"
          size="small"
          pagination={false}
          dataSource={versions?.list ?? []}
          columns={[
            { title: d('version'), key: 'v', render: (_, v) => (<span>v{v.version} {v.current ? <Tag style={TAG_TEXT} color="processing">{d('current')}</Tag> : null}</span>) },
            { title: d('running'), dataIndex: 'running', key: 'running' },
            { title: d('creator'), dataIndex: 'creatorUser', key: 'creator' },
            { title: d('creatorTime'), key: 'time', render: (_, v) => time(v.creatorTime) },
          ]}
        />
      </Modal>
      <Drawer open={designing !== null} width="92%" title={d('design')} onClose={() => (setDesigning(null), reload())} destroyOnHidden>
        {designing ? <FlowDesigner flowId={designing} onClose={() => (setDesigning(null), reload())} /> : null}
      </Drawer>
    </div>
  );
}

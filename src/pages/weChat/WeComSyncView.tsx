import { useCallback, useEffect, useState } from 'react';
import { App, Alert, Button, Card, Empty, Modal, Radio, Select, Space, Table, Tag, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { EyeOutlined } from '@ant-design/icons';
import dayjs from 'dayjs';
import { useMenuButtons } from '../systemData/useMenuButtons';
import { tagStyle } from '../systemData/tagStyle';
import { useBusyAction } from './useBusyAction';
import { useWeChatTexts, type WeChatTextKey } from './weChatTexts';

type Direction = 'toLocal' | 'toWecom';
interface Counts {
  create: number;
  update: number;
  delete: number;
  unchanged: number;
}
interface ChangeRow {
  key: string;
  entity: 'department' | 'user';
  op: 'create' | 'update' | 'delete';
  target: 'local' | 'wecom';
  name: string;
  fields: { field: string; from: string; to: string }[];
}
interface Failure {
  key: string;
  entity: string;
  op: string;
  name: string;
  errcode: number | null;
  errmsg: string;
}
interface SyncRow {
  id: string;
  direction: Direction;
  organizeName: string;
  status: 'preview' | 'applied';
  counts: Counts;
  appliedCounts: { create: number; update: number; delete: number; failed: number } | null;
  createdByName: string;
  createdAt: number;
  appliedAt: number | null;
}
interface SyncDetail extends SyncRow {
  changes: ChangeRow[];
  failures: Failure[];
}
interface ScopeOrg {
  id: string;
  fullName: string;
  treePath: string;
  linked: boolean;
}

const OP: Record<ChangeRow['op'], WeChatTextKey> = { create: 'opCreate', update: 'opUpdate', delete: 'opDelete' };
const OP_TONE = { create: 'ok', update: 'busy', delete: 'bad' } as const;
const FIELD: Record<string, WeChatTextKey> = { name: 'label', parent: 'parentDept', mobile: 'mobile', email: 'email', department: 'entDept' };

/** 企业号组织: preview a sync with WeCom in either direction, apply it, and read the reports. */
export default function WeComSyncView() {
  const { env, tx } = useWeChatTexts();
  const { modal } = App.useApp();
  const { can } = useMenuButtons('weChat.qyDepartment');
  const [scope, setScope] = useState<ScopeOrg[]>([]);
  const [organizeId, setOrganizeId] = useState<string>();
  const [direction, setDirection] = useState<Direction>('toLocal');
  const [preview, setPreview] = useState<{ id: string; counts: Counts; changes: ChangeRow[] } | null>(null);
  const [report, setReport] = useState<SyncDetail | null>(null);
  const [history, setHistory] = useState<{ list: SyncRow[]; total: number }>({ list: [], total: 0 });
  const [pageNo, setPageNo] = useState(1);

  const loadHistory = useCallback(() => {
    env.services.request<{ list: SyncRow[]; pagination: { total: number } }>('GET', '/api/WeChat/QySync', { currentPage: pageNo, pageSize: 10 }).then(
      (d) => setHistory({ list: d.list, total: d.pagination.total }),
      () => undefined,
    );
  }, [env, pageNo]);
  useEffect(loadHistory, [loadHistory]);
  useEffect(() => {
    env.services.request<{ list: ScopeOrg[] }>('GET', '/api/WeChat/QySync/Scope').then((d) => {
      setScope(d.list);
      setOrganizeId((cur) => cur ?? d.list[0]?.id);
    }, () => undefined);
  }, [env]);
  const { busy, act } = useBusyAction(loadHistory);

  const runPreview = () =>
    act(async () => {
      setReport(null);
      setPreview(await env.services.request('POST', '/api/WeChat/QySync/Preview', { direction, organizeId }));
    });
  const apply = () =>
    modal.confirm({
      title: tx('applyConfirm'),
      okText: tx('ok'),
      cancelText: tx('cancel'),
      onOk: () =>
        act(async () => {
          setReport(await env.services.request<SyncDetail>('POST', `/api/WeChat/QySync/${encodeURIComponent(preview!.id)}/Apply`));
          setPreview(null);
        }),
    });
  const open = (id: string) => env.services.request<SyncDetail>('GET', `/api/WeChat/QySync/${encodeURIComponent(id)}`).then(setReport, () => undefined);

  const counts = (c: Counts) => tx('counts').replace('{c}', String(c.create)).replace('{u}', String(c.update)).replace('{d}', String(c.delete)).replace('{n}', String(c.unchanged));
  const time = (ms: number | null) => (ms ? dayjs(ms).format('YYYY-MM-DD HH:mm:ss') : '');
  const changeColumns: ColumnsType<ChangeRow> = [
    { title: tx('kind'), dataIndex: 'op', width: 90, render: (v: ChangeRow['op']) => <Tag style={tagStyle(OP_TONE[v])}>{tx(OP[v])}</Tag> },
    { title: tx('entity'), dataIndex: 'entity', width: 90, render: (v: ChangeRow['entity']) => tx(v === 'department' ? 'entDept' : 'entUser') },
    { title: tx('label'), dataIndex: 'name' },
    { title: tx('target'), dataIndex: 'target', width: 110, render: (v: ChangeRow['target']) => tx(v === 'local' ? 'targetLocal' : 'targetWecom') },
    {
      title: tx('differs'),
      dataIndex: 'fields',
      render: (fields: ChangeRow['fields']) => (
        <Space direction="vertical" size={0}>
          {fields.map((f) => (
            <Typography.Text key={f.field}>
              {`${FIELD[f.field] ? tx(FIELD[f.field]) : f.field}: ${f.from || '—'} → ${f.to || '—'}`}
            </Typography.Text>
          ))}
        </Space>
      ),
    },
  ];
  const failureColumns: ColumnsType<Failure> = [
    { title: tx('label'), dataIndex: 'name' },
    { title: tx('kind'), dataIndex: 'op', width: 90, render: (v: ChangeRow['op']) => tx(OP[v] ?? 'opUpdate') },
    { title: tx('errcode'), dataIndex: 'errcode', width: 100, render: (v: number | null) => v ?? '' },
    { title: tx('errmsg'), dataIndex: 'errmsg' },
  ];
  const historyColumns: ColumnsType<SyncRow> = [
    { title: tx('when'), dataIndex: 'createdAt', width: 170, render: time },
    { title: tx('rootOrg'), dataIndex: 'organizeName' },
    { title: tx('direction'), dataIndex: 'direction', width: 160, render: (v: Direction) => tx(v === 'toLocal' ? 'fromWecom' : 'toWecom') },
    { title: tx('status'), dataIndex: 'status', width: 90, render: (v: SyncRow['status']) => <Tag style={tagStyle(v === 'applied' ? 'ok' : 'idle')}>{tx(v === 'applied' ? 'statusApplied' : 'statusPreview')}</Tag> },
    { title: tx('changes'), dataIndex: 'counts', render: (c: Counts) => counts(c) },
    { title: tx('failures'), dataIndex: 'appliedCounts', width: 80, render: (a: SyncRow['appliedCounts']) => a?.failed ?? '' },
    { title: tx('who'), dataIndex: 'createdByName', width: 110 },
    { title: env.t('actions'), key: 'actions', width: 80, render: (_: unknown, r) => <Button type="link" icon={<EyeOutlined />} aria-label={`${tx('report')} ${time(r.createdAt)}`} onClick={() => open(r.id)} /> },
  ];

  return (
    <Card title={tx('qyTitle2')} data-testid="wecom-sync">
      <Space direction="vertical" style={{ width: '100%' }} size="middle">
        <Space wrap>
          <Select
            aria-label={tx('rootOrg')}
            style={{ minWidth: 240 }}
            value={organizeId}
            onChange={setOrganizeId}
            options={scope.map((o) => ({ value: o.id, label: `${'\u3000'.repeat(Math.max(0, o.treePath.split('/').length - 3))}${o.fullName}` }))}
          />
          <Radio.Group
            aria-label={tx('direction')}
            value={direction}
            onChange={(e) => setDirection(e.target.value as Direction)}
            optionType="button"
            options={[{ value: 'toLocal', label: tx('fromWecom') }, { value: 'toWecom', label: tx('toWecom') }]}
          />
          {can('btn_edit') && (
            <Button type="primary" onClick={runPreview} loading={busy} disabled={!organizeId}>
              {tx('previewSync')}
            </Button>
          )}
        </Space>
        {preview && (
          <Card size="small" title={tx('previewSync')} data-testid="wecom-preview" extra={can('btn_edit') && preview.changes.length > 0 && <Button type="primary" danger onClick={apply} loading={busy}>{tx('applySync')}</Button>}>
            <Alert type="info" showIcon message={counts(preview.counts)} style={{ marginBottom: 12 }} />
            <Table<ChangeRow> rowKey="key" size="small" columns={changeColumns} dataSource={preview.changes} pagination={{ pageSize: 20, hideOnSinglePage: true, showSizeChanger: false }} locale={{ emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={tx('noChanges')} /> }} />
          </Card>
        )}
        <Typography.Title level={5} style={{ margin: 0 }}>
          {tx('history')}
        </Typography.Title>
        <Table<SyncRow>
          rowKey="id"
          size="middle"
          columns={historyColumns}
          dataSource={history.list}
          locale={{ emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={tx('noHistory')} /> }}
          pagination={{ current: pageNo, pageSize: 10, total: history.total, onChange: setPageNo, showSizeChanger: false, hideOnSinglePage: true }}
        />
      </Space>
      <Modal open={!!report} width={900} title={tx('report')} onCancel={() => setReport(null)} footer={null} destroyOnHidden>
        {report && (
          <Space direction="vertical" style={{ width: '100%' }} data-testid="wecom-report">
            <Typography.Text>{`${report.organizeName} · ${tx(report.direction === 'toLocal' ? 'fromWecom' : 'toWecom')} · ${report.createdByName} · ${time(report.appliedAt ?? report.createdAt)}`}</Typography.Text>
            {report.appliedCounts ? (
              <Alert
                type={report.appliedCounts.failed ? 'warning' : 'success'}
                showIcon
                message={tx('appliedCounts')
                  .replace('{c}', String(report.appliedCounts.create))
                  .replace('{u}', String(report.appliedCounts.update))
                  .replace('{d}', String(report.appliedCounts.delete))
                  .replace('{f}', String(report.appliedCounts.failed))}
              />
            ) : (
              <Alert type="info" showIcon message={counts(report.counts)} />
            )}
            {report.failures.length > 0 && <Table<Failure> rowKey="key" size="small" columns={failureColumns} dataSource={report.failures} pagination={false} />}
            <Table<ChangeRow> rowKey="key" size="small" columns={changeColumns} dataSource={report.changes} pagination={{ pageSize: 10, hideOnSinglePage: true, showSizeChanger: false }} />
          </Space>
        )}
      </Modal>
    </Card>
  );
}

import { useCallback, useEffect, useMemo, useState } from 'react';
import { Alert, App, Button, Card, Empty, Space, Table, Tag } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { CloudUploadOutlined, ReloadOutlined } from '@ant-design/icons';
import { useRenderer } from '../../../renderer/RendererContext';
import { dataTexts, formatBytes, type DataTextKey } from './dataTexts';
import { useMenuButtons } from './useMenuButtons';
import { tagStyle } from './tagStyle';

interface BackupRow {
  id: string;
  fileName: string;
  kind: string;
  state: 'running' | 'done' | 'failed';
  fileSize: number;
  rowCount: number;
  error: string | null;
  creatorUserName: string;
  creatorTime: number;
  restoredTime: number | null;
}

const BASE = '/api/System/DataBackup';
const time = (t: number | null) => (t ? new Date(t).toLocaleString() : '');

/** 数据备份: the backups under DATA_DIR/backups; back up now, download, restore (with a confirmation), delete. */
export default function DataBackupView() {
  const env = useRenderer();
  const { message, modal } = App.useApp();
  const tx = (k: DataTextKey) => dataTexts[env.lang][k];
  const { can, admin } = useMenuButtons('systemData.dataBackup');
  const [rows, setRows] = useState<BackupRow[]>([]);
  const [total, setTotal] = useState(0);
  const [page, setPage] = useState(1);
  const [loading, setLoading] = useState(false);
  const [tick, setTick] = useState(0);
  const reload = useCallback(() => setTick((n) => n + 1), []);

  useEffect(() => {
    let live = true;
    setLoading(true);
    env.services.request<{ list: BackupRow[]; pagination: { total: number } }>('GET', BASE, { currentPage: page, pageSize: 20 }).then(
      (d) => {
        if (!live) return;
        setRows(d.list);
        setTotal(d.pagination.total);
        setLoading(false);
      },
      () => live && setLoading(false),
    );
    return () => {
      live = false;
    };
  }, [env.services, page, tick]);

  // A running backup finishes on its own: look again until none is running.
  const running = rows.some((r) => r.state === 'running');
  useEffect(() => {
    if (!running) return;
    const timer = setTimeout(reload, 1500);
    return () => clearTimeout(timer);
  }, [running, rows, reload]);

  const failure = (e: unknown) => void message.error((e as { msg?: string }).msg || String(e));

  const backupNow = () =>
    env.services.request('POST', BASE, {}).then(() => {
      void message.success(tx('started'));
      reload();
    }, failure);

  const restore = (r: BackupRow) =>
    modal.confirm({
      title: tx('restoreTitle'),
      content: `${r.fileName}\n${tx('restoreBody')}`,
      okType: 'danger',
      okText: tx('restore'),
      onOk: () =>
        env.services.request('POST', `${BASE}/${encodeURIComponent(r.id)}/Actions/Restore`, { confirm: true }).then(() => {
          void message.success(tx('restored'));
          reload();
        }, failure),
    });

  const remove = (r: BackupRow) =>
    modal.confirm({
      title: tx('removeTitle'),
      content: r.fileName,
      okType: 'danger',
      okText: tx('remove'),
      onOk: () =>
        env.services.request('DELETE', `${BASE}/${encodeURIComponent(r.id)}`).then(() => {
          void message.success(tx('removed'));
          reload();
        }, failure),
    });

  const columns = useMemo<ColumnsType<BackupRow>>(
    () => [
      { title: tx('fileName'), dataIndex: 'fileName', ellipsis: true },
      { title: tx('kind'), dataIndex: 'kind', width: 150, render: (k: string) => tx(`kind_${k}` as DataTextKey) ?? k },
      {
        title: tx('state'),
        dataIndex: 'state',
        width: 150,
        render: (s: BackupRow['state'], r) => (
          <Tag style={tagStyle(s === 'done' ? 'ok' : s === 'failed' ? 'bad' : 'busy')}>
            {tx(`state_${s}`)}
            {r.error ? ` (${tx(`error_${r.error}` as DataTextKey) ?? r.error})` : ''}
          </Tag>
        ),
      },
      { title: tx('size'), dataIndex: 'fileSize', width: 100, render: (n: number, r) => (r.state === 'done' ? formatBytes(n) : '') },
      { title: tx('rows'), dataIndex: 'rowCount', width: 100, render: (n: number, r) => (r.state === 'done' ? n.toLocaleString() : '') },
      { title: tx('creator'), dataIndex: 'creatorUserName', width: 110 },
      { title: tx('createdAt'), dataIndex: 'creatorTime', width: 180, render: time },
      { title: tx('restoredAt'), dataIndex: 'restoredTime', width: 180, render: time },
      ...(admin
        ? [
            {
              title: tx('actions'),
              key: 'actions',
              width: 200,
              render: (_: unknown, r: BackupRow) => (
                <Space size={0}>
                  {r.state === 'done' && (
                    <Button type="link" size="small" href={`${BASE}/${encodeURIComponent(r.id)}/Actions/Download`} download={r.fileName}>
                      {tx('download')}
                    </Button>
                  )}
                  {r.state === 'done' && (
                    <Button type="link" size="small" danger onClick={() => restore(r)}>
                      {tx('restore')}
                    </Button>
                  )}
                  {r.state !== 'running' && (
                    <Button type="link" size="small" danger onClick={() => remove(r)}>
                      {tx('remove')}
                    </Button>
                  )}
                </Space>
              ),
            },
          ]
        : []),
    ],
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the handlers read only stable services and the language
    [env.lang, admin],
  );

  return (
    <Card>
      <Space direction="vertical" style={{ width: '100%' }}>
        <Space>
          {can('btn_add') && (
            <Button type="primary" icon={<CloudUploadOutlined />} onClick={backupNow} disabled={running}>
              {tx('backupNow')}
            </Button>
          )}
          <Button icon={<ReloadOutlined />} onClick={reload}>
            {tx('refresh')}
          </Button>
        </Space>
        {!admin && <Alert type="info" showIcon message={tx('adminOnly')} />}
        <Table<BackupRow>
          rowKey="id"
          size="middle"
          loading={loading}
          columns={columns}
          dataSource={rows}
          locale={{ emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={tx('empty')} /> }}
          pagination={{ current: page, pageSize: 20, total, onChange: setPage, showSizeChanger: false }}
        />
      </Space>
    </Card>
  );
}

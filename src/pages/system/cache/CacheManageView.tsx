import { useCallback, useEffect, useState } from 'react';
import { Alert, App, Button, Popconfirm, Progress, Space, Table } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useTranslation } from 'react-i18next';
import { useRenderer } from '../../../../renderer/RendererContext';
import type { CustomViewProps } from '../../../../renderer/views/customViews';
import { useButtons } from '../usePermissions';
import { formatBytes } from '../format';
import '../i18n';

interface CacheRow {
  name: string;
  title: string;
  entries: number;
  bytes: number;
  hits: number;
  misses: number;
  hitRate: number;
}

/** 缓存管理: every server cache with its entries, size and hit rate; clear one or all (on every instance). */
export default function CacheManageView(_props: CustomViewProps) {
  const env = useRenderer();
  const { t } = useTranslation('system');
  const { message } = App.useApp();
  const can = useButtons();
  const [rows, setRows] = useState<CacheRow[]>([]);
  const [loading, setLoading] = useState(false);

  const load = useCallback(async () => {
    setLoading(true);
    try {
      setRows((await env.services.request<{ list: CacheRow[] }>('GET', '/api/System/CacheManage')).list);
    } finally {
      setLoading(false);
    }
  }, [env.services]);
  useEffect(() => {
    void load();
  }, [load]);

  const clear = async (method: 'DELETE' | 'POST', url: string) => {
    try {
      await env.services.request(method, url, {});
      void message.success(t('cache.clear'));
      await load();
    } catch {
      // the http client shows the server's text
    }
  };

  const columns: ColumnsType<CacheRow> = [
    { title: t('cache.name'), dataIndex: 'title', width: 220 },
    { title: t('cache.entries'), dataIndex: 'entries', width: 110, align: 'right' },
    { title: t('cache.size'), dataIndex: 'bytes', width: 120, align: 'right', render: (b: number) => formatBytes(b) },
    { title: t('cache.hits'), dataIndex: 'hits', width: 110, align: 'right' },
    { title: t('cache.misses'), dataIndex: 'misses', width: 110, align: 'right' },
    {
      title: t('cache.hitRate'),
      dataIndex: 'hitRate',
      width: 200,
      render: (r: number, row) => <Progress percent={r} size="small" aria-label={`${t('cache.hitRate')} ${row.title}`} />,
    },
    {
      title: t('cache.actions'),
      key: 'actions',
      width: 120,
      render: (_, row) =>
        can('btn_remove') && (
          <Popconfirm title={t('cache.clearConfirm')} onConfirm={() => void clear('DELETE', `/api/System/CacheManage/${encodeURIComponent(row.name)}`)}>
            <Button type="link" size="small" danger>
              {t('cache.clear')}
            </Button>
          </Popconfirm>
        ),
    },
  ];

  return (
    <div style={{ background: 'var(--ant-color-bg-container, #fff)', padding: 16 }} data-testid="cache-manage">
      <Alert type="info" showIcon message={t('cache.note')} style={{ marginBottom: 12 }} />
      <Space style={{ marginBottom: 12 }}>
        <Button onClick={() => void load()}>{t('cache.refresh')}</Button>
        {can('btn_remove') && (
          <Popconfirm title={t('cache.clearAllConfirm')} onConfirm={() => void clear('POST', '/api/System/CacheManage/Actions/ClearAll')}>
            <Button danger>{t('cache.clearAll')}</Button>
          </Popconfirm>
        )}
      </Space>
      <Table<CacheRow> rowKey="name" size="middle" loading={loading} columns={columns} dataSource={rows} pagination={false} />
    </div>
  );
}

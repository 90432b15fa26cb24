import { useCallback, useEffect, useState } from 'react';
import { Badge, Button, Card, Input, Modal, Radio, Space, Table, Tag } from 'antd';
import { formatDate } from '../../contract/rules/format';
import { messageApi, type InboxItem } from './messageApi';
import MessageDetailDialog from './MessageDetailDialog';
import { apply, liveRules, useLive } from './liveStore';
import { useLiveText } from './useLiveText';

/** The message centre (/messageRecord): the caller's whole inbox with search, type filter and deletion. */
export default function MessageRecord() {
  const t = useLiveText();
  const [keyword, setKeyword] = useState('');
  // The keyword as last searched: typing alone does not query.
  const [searched, setSearched] = useState('');
  const [type, setType] = useState<'' | 1 | 2>('');
  const [page, setPage] = useState({ currentPage: 1, pageSize: 20 });
  const [data, setData] = useState<{ list: InboxItem[]; total: number }>({ list: [], total: 0 });
  const [loading, setLoading] = useState(false);
  const [selected, setSelected] = useState<string[]>([]);
  const [detailId, setDetailId] = useState<string | null>(null);
  const pushes = useLive((s) => s.unreadNoticeCount);

  const load = useCallback(async () => {
    setLoading(true);
    try {
      const r = await messageApi.inbox({ ...page, sord: 'desc', keyword: searched, type });
      setData({ list: r.data.list, total: r.data.pagination.total });
    } finally {
      setLoading(false);
    }
  }, [page, type, searched]);

  useEffect(() => {
    void load();
  }, [load, pushes]);

  const remove = (ids: string[]) =>
    Modal.confirm({
      title: t('remove'),
      content: t('removeConfirm'),
      onOk: async () => {
        await messageApi.removeRecords(ids);
        setSelected([]);
        await load();
      },
    });

  const readAll = () =>
    Modal.confirm({
      title: t('readAll'),
      content: t('readAllConfirm'),
      onOk: async () => {
        await messageApi.readAll();
        apply(() => liveRules.noticeCount(0));
        await load();
      },
    });

  return (
    <Card title={t('messageCenter')} data-testid="message-record">
      <Space wrap style={{ marginBottom: 12 }}>
        <Radio.Group
          value={type}
          onChange={(e) => {
            setType(e.target.value);
            setPage((p) => ({ ...p, currentPage: 1 }));
          }}
          optionType="button"
          options={[
            { value: '', label: t('allTypes') },
            { value: 1, label: t('notice') },
            { value: 2, label: t('workflow') },
          ]}
        />
        <Input.Search
          allowClear
          placeholder={t('keyword')}
          value={keyword}
          onChange={(e) => setKeyword(e.target.value)}
          onSearch={() => {
            setSearched(keyword.trim());
            // A new page object reloads even when the keyword and page are unchanged.
            setPage((p) => ({ ...p, currentPage: 1 }));
          }}
          style={{ width: 240 }}
        />
        <Button onClick={readAll}>{t('readAll')}</Button>
        <Button danger disabled={!selected.length} onClick={() => remove(selected)}>
          {t('remove')}
        </Button>
      </Space>
      <Table<InboxItem>
        rowKey="id"
        size="middle"
        loading={loading}
        dataSource={data.list}
        rowSelection={{ selectedRowKeys: selected, onChange: (keys) => setSelected(keys as string[]) }}
        onRow={(r) => ({ onClick: () => setDetailId(r.id), style: { cursor: 'pointer' } })}
        columns={[
          {
            title: t('title'),
            dataIndex: 'title',
            render: (v: string, r) => (
              <span style={{ fontWeight: r.isRead === '0' ? 600 : 400 }}>
                {r.isRead === '0' && <Badge status="error" style={{ marginRight: 6 }} />}
                {v}
              </span>
            ),
          },
          { title: t('type'), dataIndex: 'type', width: 90, render: (v: number) => <Tag color={v === 1 ? 'blue' : 'green'}>{v === 1 ? t('notice') : t('workflow')}</Tag> },
          { title: t('sender'), dataIndex: 'creatorUser', width: 180 },
          { title: t('time'), dataIndex: 'lastModifyTime', width: 170, render: (v: number) => formatDate(v) },
          { title: t('status'), dataIndex: 'isRead', width: 80, render: (v: string) => (v === '1' ? t('read') : t('unread')) },
        ]}
        pagination={{
          current: page.currentPage,
          pageSize: page.pageSize,
          total: data.total,
          showSizeChanger: true,
          pageSizeOptions: [20, 50, 100, 500],
          showQuickJumper: true,
          showTotal: (n) => `${n}`,
          onChange: (currentPage, pageSize) => setPage({ currentPage, pageSize }),
        }}
      />
      <MessageDetailDialog
        id={detailId}
        onClose={() => setDetailId(null)}
        onRead={(id) => {
          const was = data.list.find((m) => m.id === id);
          if (was?.isRead === '0') {
            setData((d) => ({ ...d, list: d.list.map((m) => (m.id === id ? { ...m, isRead: '1' } : m)) }));
          }
        }}
      />
    </Card>
  );
}

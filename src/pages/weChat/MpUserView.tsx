import { useCallback, useEffect, useState } from 'react';
import { App, Button, Card, Empty, Input, Modal, Select, Space, Table, Tag, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { SyncOutlined } from '@ant-design/icons';
import dayjs from 'dayjs';
import { useMenuButtons } from '../systemData/useMenuButtons';
import { useBusyAction } from './useBusyAction';
import { useWeChatTexts } from './weChatTexts';

interface UserRow {
  openid: string;
  subscribe: number;
  language: string;
  subscribeTime: number | null;
  remark: string;
  tagIds: number[];
}
interface TagRow {
  id: number;
  name: string;
  fans: number;
}

/** 公众号用户: the followers as last synced, filtered by tag, tagged in bulk, with remarks. */
export default function MpUserView() {
  const { env, tx } = useWeChatTexts();
  const { message } = App.useApp();
  const { can } = useMenuButtons('weChat.mpUser');
  const [rows, setRows] = useState<UserRow[]>([]);
  const [total, setTotal] = useState(0);
  const [tags, setTags] = useState<TagRow[]>([]);
  const [query, setQuery] = useState<{ keyword: string; tagId?: number; page: number }>({ keyword: '', page: 1 });
  const [selected, setSelected] = useState<string[]>([]);
  const [tagging, setTagging] = useState<number | null | undefined>(undefined);
  const [remarking, setRemarking] = useState<{ openid: string; remark: string } | null>(null);

  const load = useCallback(() => {
    const q: Record<string, unknown> = { currentPage: query.page, pageSize: 20 };
    if (query.keyword) q.keyword = query.keyword;
    if (query.tagId !== undefined) q.tagId = query.tagId;
    env.services.request<{ list: UserRow[]; pagination: { total: number } }>('GET', '/api/WeChat/MpUser', q).then((d) => {
      setRows(d.list);
      setTotal(d.pagination.total);
    }, () => undefined);
    env.services.request<{ list: TagRow[] }>('GET', '/api/WeChat/MpTag').then((d) => setTags(d.list), () => undefined);
  }, [env, query]);
  useEffect(load, [load]);

  const { busy, act } = useBusyAction(load);
  const sync = () => act(async () => {
    const d = await env.services.request<{ total: number }>('POST', '/api/WeChat/MpUser/Actions/Sync');
    void message.success(`${tx('sync')}: ${d.total}`);
  });
  const tagName = (id: number) => tags.find((t) => t.id === id)?.name ?? String(id);

  const columns: ColumnsType<UserRow> = [
    { title: 'OpenID', dataIndex: 'openid', render: (v: string) => <Typography.Text code>{v}</Typography.Text> },
    { title: tx('remark'), dataIndex: 'remark' },
    { title: tx('tag'), dataIndex: 'tagIds', render: (ids: number[]) => ids.map((id) => <Tag key={id}>{tagName(id)}</Tag>) },
    { title: tx('subscribeTime'), dataIndex: 'subscribeTime', width: 170, render: (v: number | null) => (v ? dayjs(v).format('YYYY-MM-DD HH:mm') : '') },
    { title: tx('language'), dataIndex: 'language', width: 90 },
    {
      title: env.t('actions'),
      key: 'actions',
      width: 110,
      render: (_: unknown, r) => (can('btn_edit') ? <Button type="link" onClick={() => setRemarking({ openid: r.openid, remark: r.remark })}>{tx('setRemark')}</Button> : null),
    },
  ];

  return (
    <Card title={tx('userTitle')} data-testid="wechat-users">
      <Space direction="vertical" style={{ width: '100%' }}>
        <Space wrap>
          <Input.Search aria-label={tx('search')} placeholder={tx('search')} allowClear style={{ width: 260 }} onSearch={(v) => setQuery((q) => ({ ...q, keyword: v.trim(), page: 1 }))} />
          <Select
            aria-label={tx('tag')}
            style={{ width: 180 }}
            value={query.tagId ?? -1}
            onChange={(v: number) => setQuery((q) => ({ ...q, tagId: v === -1 ? undefined : v, page: 1 }))}
            options={[{ value: -1, label: tx('allTags') }, ...tags.map((t) => ({ value: t.id, label: `${t.name} (${t.fans})` }))]}
          />
          {can('btn_edit') && (
            <>
              <Button icon={<SyncOutlined />} onClick={sync} loading={busy}>
                {tx('sync')}
              </Button>
              <Button disabled={!selected.length} onClick={() => setTagging(null)}>
                {tx('tagSelected')}
              </Button>
              {selected.length > 0 && <Typography.Text type="secondary">{tx('selected').replace('{n}', String(selected.length))}</Typography.Text>}
            </>
          )}
        </Space>
        <Table<UserRow>
          rowKey="openid"
          size="middle"
          columns={columns}
          dataSource={rows}
          rowSelection={can('btn_edit') ? { selectedRowKeys: selected, onChange: (k) => setSelected(k as string[]) } : undefined}
          locale={{ emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={tx('noUsers')} /> }}
          pagination={{ current: query.page, pageSize: 20, total, showSizeChanger: false, onChange: (page) => setQuery((q) => ({ ...q, page })) }}
        />
      </Space>
      <Modal
        open={tagging !== undefined}
        title={tx('tagSelected')}
        okText={tx('ok')}
        cancelText={tx('cancel')}
        okButtonProps={{ disabled: tagging === null || tagging === undefined, loading: busy }}
        onCancel={() => setTagging(undefined)}
        onOk={async () => {
          if (tagging === null || tagging === undefined) return;
          if (await act(() => env.services.request('POST', '/api/WeChat/MpUser/Actions/Tag', { openids: selected, tagId: tagging }))) {
            setTagging(undefined);
            setSelected([]);
          }
        }}
        destroyOnHidden
      >
        <Select aria-label={tx('tag')} style={{ width: '100%' }} value={tagging ?? undefined} onChange={(v: number) => setTagging(v)} options={tags.map((t) => ({ value: t.id, label: t.name }))} />
      </Modal>
      <Modal
        open={!!remarking}
        title={tx('setRemark')}
        okText={tx('ok')}
        cancelText={tx('cancel')}
        onCancel={() => setRemarking(null)}
        onOk={async () => {
          if (remarking && (await act(() => env.services.request('PUT', `/api/WeChat/MpUser/${encodeURIComponent(remarking.openid)}/Remark`, { remark: remarking.remark })))) setRemarking(null);
        }}
        destroyOnHidden
      >
        <Input aria-label={tx('remark')} maxLength={30} showCount value={remarking?.remark ?? ''} onChange={(e) => setRemarking((r) => (r ? { ...r, remark: e.target.value } : r))} />
      </Modal>
    </Card>
  );
}

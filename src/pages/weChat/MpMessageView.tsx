import { useCallback, useEffect, useState } from 'react';
import { App, Button, Card, Empty, Form, Input, Modal, Radio, Select, Space, Table, Tabs, Tag, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import dayjs from 'dayjs';
import { useMenuButtons } from '../systemData/useMenuButtons';
import { tagStyle } from '../systemData/tagStyle';
import { useWeChatTexts } from './weChatTexts';

interface MessageRow {
  id: string;
  fromUser: string;
  msgType: string;
  event: string | null;
  content: string;
  reply: string | null;
  encrypted: boolean;
  creatorTime: number;
}
interface ReplyRow {
  id: string;
  keyword: string;
  matchMode: 'exact' | 'contains';
  content: string;
  creatorTime: number;
  replyType: 'text' | 'image' | 'news';
}
interface MaterialOption {
  mediaId: string;
  name: string;
}
interface Page<T> {
  list: T[];
  pagination: { total: number };
}

/** 公众号消息: what followers sent (and what was answered), and the keyword auto-replies. */
export default function MpMessageView() {
  const { env, tx } = useWeChatTexts();
  const { message, modal } = App.useApp();
  const { can } = useMenuButtons('weChat.mpMessage');
  const [keyword, setKeyword] = useState('');
  const [pageNo, setPageNo] = useState(1);
  const [msgs, setMsgs] = useState<Page<MessageRow>>({ list: [], pagination: { total: 0 } });
  const [replies, setReplies] = useState<ReplyRow[]>([]);
  const [loading, setLoading] = useState(false);
  const [adding, setAdding] = useState(false);
  const [form] = Form.useForm();
  const replyType = Form.useWatch('replyType', form) as ReplyRow['replyType'] | undefined;
  const [media, setMedia] = useState<MaterialOption[]>([]);
  // An image or news reply picks from 公众号素材 (images and thumbs answer as images).
  useEffect(() => {
    if (!adding || !replyType || replyType === 'text') return;
    const kinds = replyType === 'image' ? ['image', 'thumb'] : ['news'];
    Promise.all(kinds.map((kind) => env.services.request<Page<MaterialOption>>('GET', '/api/WeChat/MpMaterial', { kind, currentPage: 1, pageSize: 100 }))).then(
      (pages) => setMedia(pages.flatMap((p) => p.list)),
      () => setMedia([]),
    );
  }, [env, adding, replyType]);

  const loadMessages = useCallback(() => {
    setLoading(true);
    env.services
      .request<Page<MessageRow>>('GET', '/api/WeChat/MpMessage', { currentPage: pageNo, pageSize: 20, ...(keyword ? { keyword } : {}) })
      .then(setMsgs, () => undefined)
      .finally(() => setLoading(false));
  }, [env, pageNo, keyword]);
  const loadReplies = useCallback(() => {
    env.services.request<Page<ReplyRow>>('GET', '/api/WeChat/MpReply', { currentPage: 1, pageSize: 500 }).then((d) => setReplies(d.list), () => undefined);
  }, [env]);
  useEffect(loadMessages, [loadMessages]);
  useEffect(loadReplies, [loadReplies]);

  const time = (ms: number) => dayjs(ms).format('YYYY-MM-DD HH:mm:ss');
  const msgColumns: ColumnsType<MessageRow> = [
    { title: tx('time'), dataIndex: 'creatorTime', width: 170, render: time },
    { title: tx('fan'), dataIndex: 'fromUser', width: 200, render: (v: string) => <Typography.Text code>{v}</Typography.Text> },
    { title: tx('msgType'), dataIndex: 'msgType', width: 110, render: (v: string, r) => (r.event ? `${v}/${r.event}` : v) },
    { title: tx('content'), dataIndex: 'content' },
    { title: tx('reply'), dataIndex: 'reply', render: (v: string | null) => v ?? '' },
    { title: tx('encrypted'), dataIndex: 'encrypted', width: 80, render: (v: boolean) => <Tag style={tagStyle(v ? 'ok' : 'idle')}>{v ? tx('yes') : tx('no')}</Tag> },
  ];
  const replyColumns: ColumnsType<ReplyRow> = [
    { title: tx('keyword'), dataIndex: 'keyword', width: 180 },
    { title: tx('match'), dataIndex: 'matchMode', width: 110, render: (v: string) => (v === 'exact' ? tx('exact') : tx('contains')) },
    { title: tx('replyType'), dataIndex: 'replyType', width: 90, render: (v: ReplyRow['replyType']) => tx(v === 'image' ? 'replyImage' : v === 'news' ? 'replyNews' : 'replyText') },
    { title: tx('replyContent'), dataIndex: 'content' },
    {
      title: env.t('actions'),
      key: 'actions',
      width: 90,
      render: (_: unknown, r) =>
        can('btn_remove') ? (
          <Button
            type="link"
            danger
            onClick={() =>
              modal.confirm({
                title: tx('removeConfirm'),
                okText: tx('ok'),
                cancelText: tx('cancel'),
                onOk: () => env.services.request('DELETE', `/api/WeChat/MpReply/${encodeURIComponent(r.id)}`).then(loadReplies),
              })
            }
          >
            {env.t('remove')}
          </Button>
        ) : null,
    },
  ];

  const addReply = async () => {
    const v = await form.validateFields();
    try {
      await env.services.request('POST', '/api/WeChat/MpReply', v);
      void message.success(env.t('createSuccess'));
      setAdding(false);
      loadReplies();
    } catch {
      // shown by the http client
    }
  };

  return (
    <Card title={tx('msgTitle')} data-testid="wechat-messages">
      <Tabs
        items={[
          {
            key: 'messages',
            label: tx('messages'),
            children: (
              <Space direction="vertical" style={{ width: '100%' }}>
                <Input.Search aria-label={tx('search')} placeholder={tx('search')} allowClear style={{ maxWidth: 320 }} onSearch={(v) => { setPageNo(1); setKeyword(v.trim()); }} />
                <Table<MessageRow>
                  rowKey="id"
                  size="middle"
                  loading={loading}
                  columns={msgColumns}
                  dataSource={msgs.list}
                  locale={{ emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={tx('noMessages')} /> }}
                  pagination={{ current: pageNo, pageSize: 20, total: msgs.pagination.total, onChange: setPageNo, showSizeChanger: false }}
                />
              </Space>
            ),
          },
          {
            key: 'replies',
            label: tx('replies'),
            children: (
              <Space direction="vertical" style={{ width: '100%' }}>
                {can('btn_add') && (
                  <Button type="primary" onClick={() => { form.resetFields(); form.setFieldsValue({ matchMode: 'exact', replyType: 'text' }); setAdding(true); }}>
                    {tx('addReply')}
                  </Button>
                )}
                <Table<ReplyRow> rowKey="id" size="middle" columns={replyColumns} dataSource={replies} pagination={false} locale={{ emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={tx('noReplies')} /> }} />
              </Space>
            ),
          },
        ]}
      />
      <Modal open={adding} title={tx('addReply')} onCancel={() => setAdding(false)} onOk={addReply} okText={tx('ok')} cancelText={tx('cancel')} destroyOnHidden>
        <Form form={form} layout="vertical" preserve={false}>
          <Form.Item name="keyword" label={tx('keyword')} rules={[{ required: true, max: 30 }]}>
            <Input />
          </Form.Item>
          <Form.Item name="matchMode" label={tx('match')}>
            <Radio.Group options={[{ value: 'exact', label: tx('exact') }, { value: 'contains', label: tx('contains') }]} />
          </Form.Item>
          <Form.Item name="replyType" label={tx('replyType')}>
            <Radio.Group options={[{ value: 'text', label: tx('replyText') }, { value: 'image', label: tx('replyImage') }, { value: 'news', label: tx('replyNews') }]} />
          </Form.Item>
          {replyType === 'image' || replyType === 'news' ? (
            <Form.Item name="mediaId" label={tx('pickMaterial')} rules={[{ required: true }]}>
              <Select showSearch optionFilterProp="label" options={media.map((m) => ({ value: m.mediaId, label: m.name }))} />
            </Form.Item>
          ) : (
            <Form.Item name="content" label={tx('replyContent')} rules={[{ required: true, max: 600 }]}>
              <Input.TextArea rows={4} showCount maxLength={600} />
            </Form.Item>
          )}
        </Form>
      </Modal>
    </Card>
  );
}

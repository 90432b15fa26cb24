import { lazy, Suspense, useCallback, useEffect, useState } from 'react';
import { App, Button, Card, Col, Empty, Form, Input, Modal, Pagination, Row, Select, Skeleton, Space, Table, Tabs, Typography, Upload } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { DeleteOutlined, FileImageOutlined, PlusOutlined, SyncOutlined, UploadOutlined } from '@ant-design/icons';
import dayjs from 'dayjs';
import { http } from '../../api/client';
import { useMenuButtons } from '../systemData/useMenuButtons';
import { useBusyAction } from './useBusyAction';
import { useWeChatTexts, type WeChatTextKey } from './weChatTexts';

const RichTextEditor = lazy(() => import('../../../widgets/RichTextEditor/RichTextEditor'));

type Kind = 'image' | 'voice' | 'video' | 'thumb' | 'news';
interface MaterialRow {
  mediaId: string;
  kind: Kind;
  name: string;
  url: string;
  size: number;
  title: string;
  introduction: string;
  articleCount: number;
  digest: string;
  hasPreview: boolean;
  updatedAt: number;
}
interface Page<T> {
  list: T[];
  pagination: { total: number };
}

const TABS: { kind: Kind; label: WeChatTextKey; limit?: WeChatTextKey; accept?: string }[] = [
  { kind: 'image', label: 'tabImage', limit: 'limitImage', accept: '.bmp,.png,.jpeg,.jpg,.gif' },
  { kind: 'news', label: 'tabNews' },
  { kind: 'voice', label: 'tabVoice', limit: 'limitVoice', accept: '.mp3,.wma,.wav,.amr' },
  { kind: 'video', label: 'tabVideo', limit: 'limitVideo', accept: '.mp4' },
  { kind: 'thumb', label: 'tabThumb', limit: 'limitThumb', accept: '.jpg' },
];
const PAGE_SIZE = 24;
const sizeText = (n: number) => (n >= 1024 * 1024 ? `${(n / 1024 / 1024).toFixed(1)} MB` : n >= 1024 ? `${Math.round(n / 1024)} KB` : `${n} B`);

/** 公众号素材: the official account's permanent material by kind, uploaded, written (图文), deleted and synced. */
export default function MpMaterialView() {
  const { env, tx } = useWeChatTexts();
  const { message, modal } = App.useApp();
  const { can } = useMenuButtons('weChat.mpMaterial');
  const [kind, setKind] = useState<Kind>('image');
  const [pageNo, setPageNo] = useState(1);
  const [data, setData] = useState<Page<MaterialRow>>({ list: [], pagination: { total: 0 } });
  const [video, setVideo] = useState({ title: '', introduction: '' });
  const [editing, setEditing] = useState(false);

  const load = useCallback(() => {
    env.services.request<Page<MaterialRow>>('GET', '/api/WeChat/MpMaterial', { kind, currentPage: pageNo, pageSize: PAGE_SIZE }).then(setData, () => undefined);
  }, [env, kind, pageNo]);
  useEffect(load, [load]);

  const { busy, act } = useBusyAction(load);
  const upload = (file: File) =>
    act(async () => {
      const form = new FormData();
      if (kind === 'video') {
        form.append('title', video.title);
        form.append('introduction', video.introduction);
      }
      form.append('media', file);
      await http.post(`/api/WeChat/MpMaterial/Upload/${kind}`, form);
      void message.success(tx('uploaded'));
    });
  const sync = () =>
    act(async () => {
      const d = await env.services.request<{ total: number }>('POST', '/api/WeChat/MpMaterial/Actions/Sync');
      void message.success(tx('synced').replace('{n}', String(d.total)));
    });
  const remove = (r: MaterialRow) =>
    modal.confirm({
      title: tx('removeMaterial'),
      okText: tx('ok'),
      cancelText: tx('cancel'),
      okButtonProps: { danger: true },
      onOk: () => act(() => env.services.request('DELETE', `/api/WeChat/MpMaterial/${encodeURIComponent(r.mediaId)}`)),
    });
  const removeButton = (r: MaterialRow) =>
    can('btn_remove') ? (
      <Button type="text" danger icon={<DeleteOutlined />} aria-label={`${env.t('remove')} ${r.name}`} onClick={() => remove(r)} />
    ) : null;
  const time = (ms: number) => dayjs(ms).format('YYYY-MM-DD HH:mm');

  const tab = TABS.find((x) => x.kind === kind)!;
  const empty = <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={tx('noMaterial')} />;
  const pager = data.pagination.total > PAGE_SIZE && (
    <Pagination current={pageNo} pageSize={PAGE_SIZE} total={data.pagination.total} onChange={setPageNo} showSizeChanger={false} />
  );

  const grid = (
    <>
      {data.list.length ? (
        <Row gutter={[16, 16]} data-testid="wechat-material-grid">
          {data.list.map((r) => (
            <Col key={r.mediaId} xs={12} sm={8} md={6} lg={4}>
              <Card
                size="small"
                cover={
                  r.hasPreview ? (
                    <img alt={r.name} src={`/api/WeChat/MpMaterial/${encodeURIComponent(r.mediaId)}/Preview`} style={{ height: 120, objectFit: 'cover' }} />
                  ) : (
                    <div style={{ height: 120, display: 'grid', placeItems: 'center', fontSize: 40, color: '#8c8c8c' }} aria-hidden>
                      <FileImageOutlined />
                    </div>
                  )
                }
                actions={can('btn_remove') ? [removeButton(r)] : undefined}
              >
                <Typography.Text ellipsis={{ tooltip: r.name }} strong>
                  {r.name}
                </Typography.Text>
                <div>
                  <Typography.Text type="secondary">{`${r.size ? `${sizeText(r.size)} · ` : ''}${time(r.updatedAt)}`}</Typography.Text>
                </div>
              </Card>
            </Col>
          ))}
        </Row>
      ) : (
        empty
      )}
      {pager}
    </>
  );

  const columns: ColumnsType<MaterialRow> = [
    { title: kind === 'news' ? tx('title') : tx('label'), dataIndex: 'name' },
    ...(kind === 'news' ? [{ title: tx('digest'), dataIndex: 'digest' }] : []),
    ...(kind === 'video' ? [{ title: tx('title'), dataIndex: 'title' }] : []),
    ...(kind === 'news' ? [] : [{ title: tx('size'), dataIndex: 'size', width: 110, render: (v: number) => (v ? sizeText(v) : '') }]),
    { title: tx('updated'), dataIndex: 'updatedAt', width: 170, render: time },
    { title: env.t('actions'), key: 'actions', width: 80, render: (_: unknown, r) => removeButton(r) },
  ];
  const table = (
    <Table<MaterialRow>
      rowKey="mediaId"
      size="middle"
      columns={columns}
      dataSource={data.list}
      locale={{ emptyText: empty }}
      pagination={{ current: pageNo, pageSize: PAGE_SIZE, total: data.pagination.total, onChange: setPageNo, showSizeChanger: false, hideOnSinglePage: true }}
    />
  );

  return (
    <Card
      title={tx('materialTitle')}
      data-testid="wechat-material"
      extra={
        can('btn_edit') && (
          <Button icon={<SyncOutlined />} onClick={sync} loading={busy}>
            {tx('syncMaterial')}
          </Button>
        )
      }
    >
      <Tabs
        activeKey={kind}
        onChange={(k) => {
          setKind(k as Kind);
          setPageNo(1);
        }}
        items={TABS.map((x) => ({ key: x.kind, label: tx(x.label) }))}
      />
      <Space direction="vertical" style={{ width: '100%' }}>
        {can('btn_add') &&
          (kind === 'news' ? (
            <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing(true)}>
              {tx('newNews')}
            </Button>
          ) : (
            <Space wrap>
              {kind === 'video' && (
                <>
                  <Input aria-label={tx('title')} placeholder={tx('title')} maxLength={64} value={video.title} onChange={(e) => setVideo((v) => ({ ...v, title: e.target.value }))} />
                  <Input aria-label={tx('introduction')} placeholder={tx('introduction')} maxLength={120} value={video.introduction} onChange={(e) => setVideo((v) => ({ ...v, introduction: e.target.value }))} />
                </>
              )}
              <Upload
                accept={tab.accept}
                showUploadList={false}
                beforeUpload={(file) => {
                  void upload(file);
                  return false;
                }}
              >
                <Button type="primary" icon={<UploadOutlined />} loading={busy}>
                  {tx('upload')}
                </Button>
              </Upload>
              {tab.limit && <Typography.Text type="secondary">{tx(tab.limit)}</Typography.Text>}
            </Space>
          ))}
        {kind === 'image' || kind === 'thumb' ? grid : table}
      </Space>
      {editing && (
        <NewsEditor
          onClose={(saved) => {
            setEditing(false);
            if (saved) load();
          }}
        />
      )}
    </Card>
  );
}

/** The rich text editor as a form control (Form.Item hands value and onChange to its direct child). */
function HtmlField({ value, onChange }: { value?: string; onChange?: (v: string) => void }) {
  return (
    <Suspense fallback={<Skeleton active />}>
      <RichTextEditor id="wechat-news-content" value={value} onChange={(v) => onChange?.(v ?? '')} />
    </Suspense>
  );
}

/** The 图文 editor: one article (WeChat takes up to eight), its cover picked from the library. */
function NewsEditor({ onClose }: { onClose: (saved: boolean) => void }) {
  const { env, tx } = useWeChatTexts();
  const { message } = App.useApp();
  const [form] = Form.useForm();
  const [covers, setCovers] = useState<MaterialRow[]>([]);
  const [busy, setBusy] = useState(false);
  useEffect(() => {
    Promise.all(
      (['thumb', 'image'] as const).map((k) => env.services.request<Page<MaterialRow>>('GET', '/api/WeChat/MpMaterial', { kind: k, currentPage: 1, pageSize: 100 })),
    ).then((pages) => setCovers(pages.flatMap((p) => p.list)), () => undefined);
  }, [env]);
  const save = async () => {
    const v = await form.validateFields();
    setBusy(true);
    try {
      // The server sanitises the HTML again: this editor is not the only way in.
      await env.services.request('POST', '/api/WeChat/MpMaterial/News', { articles: [{ ...v, contentSourceUrl: v.contentSourceUrl || undefined }] });
      void message.success(env.t('createSuccess'));
      onClose(true);
    } catch {
      // shown by the http client
    } finally {
      setBusy(false);
    }
  };
  return (
    <Modal open width={820} title={tx('newNews')} onCancel={() => onClose(false)} onOk={save} okText={tx('save')} cancelText={tx('cancel')} okButtonProps={{ loading: busy }} destroyOnHidden>
      <Form form={form} layout="vertical" data-testid="wechat-news-editor">
        <Form.Item name="title" label={tx('title')} rules={[{ required: true, max: 32 }]}>
          <Input showCount maxLength={32} />
        </Form.Item>
        <Space style={{ width: '100%' }} align="start">
          <Form.Item name="author" label={tx('author')} rules={[{ max: 16 }]}>
            <Input maxLength={16} />
          </Form.Item>
          <Form.Item name="thumbMediaId" label={tx('cover')} rules={[{ required: true }]}>
            <Select style={{ width: 260 }} options={covers.map((c) => ({ value: c.mediaId, label: c.name }))} />
          </Form.Item>
        </Space>
        <Form.Item name="digest" label={tx('digest')} rules={[{ max: 128 }]}>
          <Input.TextArea rows={2} showCount maxLength={128} />
        </Form.Item>
        <Form.Item name="content" label={tx('articleContent')} rules={[{ required: true }]}>
          <HtmlField />
        </Form.Item>
        <Form.Item name="contentSourceUrl" label={tx('sourceUrl')} rules={[{ type: 'url', max: 1000 }]}>
          <Input placeholder="https://" />
        </Form.Item>
      </Form>
    </Modal>
  );
}

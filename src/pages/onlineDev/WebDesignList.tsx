import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { App, Button, Card, Empty, Form, Input, Modal, Select, Space, Table, Tag } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { ImportOutlined, PlusOutlined, SearchOutlined } from '@ant-design/icons';
import type { CustomViewProps } from '../../../renderer/views/customViews';
import type { PageSchema } from '../../../contract/pageModel/pageSchema';
import type { MenuEntry } from '../../../contract/api';
import { validate } from '../../../contract/rules/rules';
import { formatMessage } from '../../../contract/rules/messages';
import { useApp } from '../../stores/app';
import { useSession } from '../../stores/session';
import { designApi, type DesignEntity, type DesignListItem } from '../designer/api';
import { designerTx } from '../designer/texts';
import { PreviewDialog } from '../designer/PreviewDialog';
import { KINDS, newPageSchema, readPageFile, toPageFile } from './pageFile';

// 功能设计 and 移动设计: the designed pages, with create, copy, delete, export, import, design and
// preview. 移动设计 lists the form pages and opens the designer in its phone frame.

/** Both screens are governed by 功能设计's buttons (the designer API's access, briefs/designer-api.md). */
const MENU = { web: 'onlineDev.webDesign' } as const;

function findMenu(list: MenuEntry[], enCode: string): MenuEntry | null {
  for (const m of list) {
    if (m.enCode === enCode) return m;
    const hit = findMenu(m.children ?? [], enCode);
    if (hit) return hit;
  }
  return null;
}

/** The buttons of 功能设计 this user holds (the server checks the same on every call). */
function useButtons(): (code: string) => boolean {
  const menuList = useSession((s) => s.menuList);
  const permissionList = useSession((s) => s.permissionList);
  const admin = useSession((s) => !!s.userInfo?.isAdministrator);
  return useMemo(() => {
    const menu = findMenu(menuList, MENU.web);
    const entry = menu ? permissionList.find((p) => p.modelId === (menu.modelId ?? menu.id)) : undefined;
    const codes = new Set((entry?.button ?? []).map((b) => b.enCode));
    return (code: string) => admin || codes.has(code);
  }, [menuList, permissionList, admin]);
}

/** antd's green tag text is 3.4:1 on its background; this keeps the colour at WCAG AA (7:1). */
const PUBLISHED = { color: '#135200', background: '#f6ffed', borderColor: '#b7eb8f' } as const;

const time = (t: unknown) => (t === null || t === undefined || t === '' ? '' : new Date(typeof t === 'number' ? t : String(t)).toLocaleString());

function download(name: string, text: string) {
  const url = URL.createObjectURL(new Blob([text], { type: 'application/json' }));
  const a = document.createElement('a');
  a.href = url;
  a.download = name;
  document.body.appendChild(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

interface CreateValues {
  fullName: string;
  enCode: string;
  type: PageSchema['kind'];
  category?: string;
  description?: string;
}

export default function WebDesignList({ schema }: CustomViewProps) {
  const phone = schema.id === 'onlineDev.appDesign';
  const lang = useApp((s) => s.language);
  const tx = useMemo(() => designerTx(lang), [lang]);
  const { message, modal } = App.useApp();
  const navigate = useNavigate();
  const can = useButtons();
  const [keyword, setKeyword] = useState('');
  const [kind, setKind] = useState<string>(phone ? 'form' : '');
  const [query, setQuery] = useState({ currentPage: 1, pageSize: 20, keyword: '', type: phone ? 'form' : '' });
  const [rows, setRows] = useState<DesignListItem[]>([]);
  const [total, setTotal] = useState(0);
  const [loading, setLoading] = useState(false);
  const [tick, setTick] = useState(0);
  const [creating, setCreating] = useState(false);
  const [preview, setPreview] = useState<DesignEntity | null>(null);
  const [form] = Form.useForm<CreateValues>();
  const fileRef = useRef<HTMLInputElement>(null);

  useEffect(() => {
    let live = true;
    setLoading(true);
    const q = { currentPage: query.currentPage, pageSize: query.pageSize, ...(query.keyword ? { keyword: query.keyword } : {}), ...(query.type ? { type: query.type } : {}) };
    designApi.list(q).then(
      (d) => {
        if (!live) return;
        setRows(d.list ?? []);
        setTotal(d.pagination?.total ?? d.list?.length ?? 0);
        setLoading(false);
      },
      () => live && setLoading(false),
    );
    return () => {
      live = false;
    };
  }, [query, tick]);
  const reload = useCallback(() => setTick((n) => n + 1), []);

  const open = useCallback((id: string) => navigate(`/onlineDev/designer/${encodeURIComponent(id)}${phone ? '?device=phone' : ''}`), [navigate, phone]);

  const create = async () => {
    const v = await form.validateFields();
    const pageSchema = newPageSchema(v.type, v.fullName, v.enCode);
    const id = await designApi.create({ fullName: v.fullName, enCode: v.enCode, type: v.type, category: v.category ?? '', description: v.description ?? null, pageSchema });
    setCreating(false);
    form.resetFields();
    open(id);
  };

  const exportRow = async (r: DesignListItem) => {
    const e = await designApi.get(r.id);
    download(`${e.enCode}.json`, JSON.stringify(toPageFile(e), null, 2));
  };

  const importFile = async (file: File) => {
    const read = readPageFile(await file.text());
    if (!read.ok) {
      modal.error({ title: tx('importBad'), content: read.problems.slice(0, 8).map((p) => `${p.path} ${p.message}`).join('\n') });
      return;
    }
    await designApi.create(read.file);
    void message.success(tx('importDone'));
    reload();
  };

  const remove = (r: DesignListItem) =>
    modal.confirm({
      title: tx('removeConfirm'),
      onOk: async () => {
        await designApi.remove(r.id);
        void message.success(tx('remove'));
        reload();
      },
    });

  const copy = async (r: DesignListItem) => {
    await designApi.copy(r.id);
    void message.success(tx('copyDone'));
    reload();
  };

  const columns: ColumnsType<DesignListItem> = [
    { title: tx('category'), dataIndex: 'category', width: 110 },
    { title: tx('fullName'), dataIndex: 'fullName', width: 180, render: (v: string, r) => (can('btn_edit') ? <a onClick={() => open(r.id)}>{v}</a> : v) },
    { title: tx('enCode'), dataIndex: 'enCode', width: 160 },
    { title: tx('kind'), dataIndex: 'type', width: 100, render: (v: string) => <Tag>{tx(`kind.${v}`)}</Tag> },
    { title: tx('state'), dataIndex: 'state', width: 90, render: (v: number) => <Tag style={v ? PUBLISHED : undefined}>{v ? tx('published') : tx('unpublished')}</Tag> },
    { title: tx('creator'), dataIndex: 'creatorUser', width: 110 },
    { title: tx('creatorTime'), dataIndex: 'creatorTime', width: 170, render: time },
    {
      title: tx('actions'),
      key: 'actions',
      fixed: 'right',
      width: 300,
      render: (_: unknown, r) => (
        <Space size={0} wrap>
          {can('btn_edit') && (
            <Button type="link" size="small" onClick={() => open(r.id)}>
              {tx('design')}
            </Button>
          )}
          <Button type="link" size="small" onClick={() => void designApi.get(r.id).then(setPreview, () => undefined)}>
            {tx('preview')}
          </Button>
          {can('btn_copy') && (
            <Button type="link" size="small" onClick={() => void copy(r).catch(() => undefined)}>
              {tx('copy')}
            </Button>
          )}
          <Button type="link" size="small" onClick={() => void exportRow(r).catch(() => undefined)}>
            {tx('export')}
          </Button>
          {can('btn_remove') && (
            <Button type="link" size="small" danger onClick={() => remove(r)}>
              {tx('remove')}
            </Button>
          )}
        </Space>
      ),
    },
  ];

  const codeRule = (_: unknown, v: string) => {
    const m = v ? validate('code', v) : null;
    return m ? Promise.reject(new Error(formatMessage(m, lang))) : Promise.resolve();
  };

  return (
    <Card variant="borderless" data-testid={`design-list-${phone ? 'app' : 'web'}`}>
      <Space wrap style={{ marginBottom: 12, justifyContent: 'space-between', width: '100%' }}>
        <Space wrap>
          <Input
            aria-label={tx('searchPlaceholder')}
            placeholder={tx('searchPlaceholder')}
            value={keyword}
            onChange={(e) => setKeyword(e.target.value)}
            onPressEnter={() => setQuery((q) => ({ ...q, currentPage: 1, keyword }))}
            allowClear
            style={{ width: 220 }}
          />
          {!phone && (
            <Select
              aria-label={tx('kind')}
              value={kind}
              onChange={(v) => {
                setKind(v);
                setQuery((q) => ({ ...q, currentPage: 1, type: v }));
              }}
              style={{ width: 130 }}
              options={[{ value: '', label: tx('allKinds') }, ...KINDS.map((k) => ({ value: k, label: tx(`kind.${k}`) }))]}
            />
          )}
          <Button type="primary" icon={<SearchOutlined />} onClick={() => setQuery((q) => ({ ...q, currentPage: 1, keyword }))}>
            {tx('search')}
          </Button>
        </Space>
        <Space>
          {can('btn_add') && (
            <Button
              type="primary"
              icon={<PlusOutlined />}
              onClick={() => {
                setCreating(true);
              }}
            >
              {tx('add')}
            </Button>
          )}
          {can('btn_add') && (
            <Button icon={<ImportOutlined />} onClick={() => fileRef.current?.click()}>
              {tx('import')}
            </Button>
          )}
          <input
            ref={fileRef}
            type="file"
            accept=".json,application/json"
            aria-label={tx('import')}
            data-testid="design-import-file"
            style={{ display: 'none' }}
            onChange={(e) => {
              const f = e.target.files?.[0];
              e.target.value = '';
              if (f) void importFile(f).catch(() => undefined);
            }}
          />
        </Space>
      </Space>
      <Table<DesignListItem>
        rowKey="id"
        size="middle"
        loading={loading}
        columns={columns}
        dataSource={rows}
        scroll={{ x: 1200 }}
        // antd draws a plain-text empty state in its disabled grey (1.8:1); the Empty block reads as every list's.
        locale={{ emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={tx('empty')} /> }}
        pagination={{
          current: query.currentPage,
          pageSize: query.pageSize,
          total,
          showTotal: (n) => tx('total', { n }),
          onChange: (currentPage, pageSize) => setQuery((q) => ({ ...q, currentPage, pageSize })),
        }}
      />
      <Modal open={creating} title={tx('newPage')} onCancel={() => setCreating(false)} onOk={() => void create().catch(() => undefined)} destroyOnHidden>
        {/* The dialog's form mounts on every opening (destroyOnHidden), so the default kind is an initial
            value: a setFieldsValue before the form exists was lost whenever the dialog mounted late. */}
        <Form form={form} layout="vertical" data-testid="design-create" preserve={false} initialValues={{ type: phone ? 'form' : 'list' }}>
          <Form.Item name="fullName" label={tx('fullName')} rules={[{ required: true, message: tx('required') }, { max: 50 }]}>
            <Input maxLength={50} />
          </Form.Item>
          <Form.Item name="enCode" label={tx('enCode')} rules={[{ required: true, message: tx('required') }, { max: 50 }, { validator: codeRule }]}>
            <Input maxLength={50} />
          </Form.Item>
          <Form.Item name="type" label={tx('kind')} rules={[{ required: true }]}>
            <Select disabled={phone} options={KINDS.map((k) => ({ value: k, label: tx(`kind.${k}`) }))} />
          </Form.Item>
          <Form.Item name="category" label={tx('category')}>
            <Input maxLength={50} />
          </Form.Item>
          <Form.Item name="description" label={tx('description')}>
            <Input.TextArea maxLength={500} rows={2} />
          </Form.Item>
        </Form>
      </Modal>
      {preview && <PreviewDialog page={preview.pageSchema} open onClose={() => setPreview(null)} tx={tx} phoneOnly={phone} />}
    </Card>
  );
}

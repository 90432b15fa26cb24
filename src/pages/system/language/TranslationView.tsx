import { useCallback, useEffect, useState } from 'react';
import { Alert, App, Button, Checkbox, Form, Input, Modal, Select, Space, Table, Tag } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useTranslation } from 'react-i18next';
import { useRenderer } from '../../../../renderer/RendererContext';
import type { CustomViewProps } from '../../../../renderer/views/customViews';
import { useButtons } from '../usePermissions';
import { forgetOverrides } from './overrides';
import '../i18n';

interface Entry {
  source: string;
  sourceName: string;
  key: string;
  zh: string;
  zhtw: string;
  en: string;
  overridden: string[];
  missing: string[];
}

const HEADERS = (lang: string): Record<string, string> => ({
  'X-Requested-With': 'XMLHttpRequest',
  'Accept-Language': lang === 'zhtw' ? 'zh-TW' : lang === 'en' ? 'en' : 'zh-CN',
});

/** 翻译管理: every text of the catalogue and of page schemas in three languages; edit, export, import. */
export default function TranslationView(_props: CustomViewProps) {
  const env = useRenderer();
  const { t } = useTranslation('system');
  const { message } = App.useApp();
  const can = useButtons();
  const [filters, setFilters] = useState<{ keyword: string; source?: string; missing: boolean }>({ keyword: '', missing: false });
  const [paging, setPaging] = useState({ currentPage: 1, pageSize: 20 });
  const [data, setData] = useState<{ list: Entry[]; total: number }>({ list: [], total: 0 });
  const [loading, setLoading] = useState(false);
  const [editing, setEditing] = useState<Entry | null>(null);

  const load = useCallback(async () => {
    setLoading(true);
    try {
      const r = await env.services.request<{ list: Entry[]; pagination: { total: number } }>('GET', '/api/System/Translation', {
        ...paging,
        keyword: filters.keyword || undefined,
        source: filters.source,
        missing: filters.missing || undefined,
      });
      setData({ list: r.list, total: r.pagination.total });
    } finally {
      setLoading(false);
    }
  }, [env.services, filters, paging]);
  useEffect(() => {
    void load();
  }, [load]);

  const exportFile = async () => {
    const res = await fetch('/api/System/Translation/Actions/Export', { headers: HEADERS(env.lang) });
    const url = URL.createObjectURL(await res.blob());
    const a = document.createElement('a');
    a.href = url;
    a.download = 'translations.xlsx';
    a.click();
    URL.revokeObjectURL(url);
  };

  const importFile = async (file: File | undefined) => {
    if (!file) return;
    const form = new FormData();
    form.append('file', file);
    const res = await fetch('/api/System/Translation/Actions/Import', { method: 'POST', body: form, headers: HEADERS(env.lang) });
    const body = (await res.json()) as { code: number; msg: string; data: { changed: number } };
    if (body.code !== 200) {
      void message.error(body.msg);
      return;
    }
    forgetOverrides();
    void message.success(t('language.imported', { n: body.data.changed }));
    await load();
  };

  const columns: ColumnsType<Entry> = [
    { title: t('language.source'), dataIndex: 'sourceName', width: 140, ellipsis: true },
    { title: t('language.key'), dataIndex: 'key', width: 180, ellipsis: true },
    { title: t('language.zh'), dataIndex: 'zh', ellipsis: true },
    { title: t('language.zhtw'), dataIndex: 'zhtw', ellipsis: true },
    { title: t('language.en'), dataIndex: 'en', ellipsis: true },
    {
      title: t('language.state'),
      key: 'state',
      width: 160,
      render: (_, e) => (
        <Space size={4} wrap>
          {e.missing.map((l) => (
            <Tag key={l} color="red">
              {t('language.missing')} · {l === 'zhtw' ? '繁' : 'EN'}
            </Tag>
          ))}
          {e.overridden.length > 0 && <Tag color="blue">{t('language.overridden')}</Tag>}
        </Space>
      ),
    },
    ...(can('btn_edit')
      ? [
          {
            title: t('language.actions'),
            key: 'actions',
            width: 80,
            render: (_: unknown, e: Entry) => (
              <Button type="link" size="small" onClick={() => setEditing(e)}>
                {t('language.edit')}
              </Button>
            ),
          },
        ]
      : []),
  ];

  return (
    <div style={{ background: 'var(--ant-color-bg-container, #fff)', padding: 16 }} data-testid="translations">
      <Alert type="info" showIcon message={t('language.note')} style={{ marginBottom: 12 }} />
      <Space style={{ marginBottom: 12 }} wrap>
        <Input.Search
          allowClear
          placeholder={t('language.search')}
          aria-label={t('language.search')}
          style={{ width: 280 }}
          onSearch={(keyword) => {
            setFilters((f) => ({ ...f, keyword }));
            setPaging((p) => ({ ...p, currentPage: 1 }));
          }}
        />
        <Select
          allowClear
          aria-label={t('language.source')}
          placeholder={t('language.allSources')}
          style={{ width: 160 }}
          value={filters.source}
          onChange={(source) => setFilters((f) => ({ ...f, source }))}
          options={[
            { value: 'server', label: t('language.server') },
            { value: 'page', label: t('language.page') },
          ]}
        />
        <Checkbox checked={filters.missing} onChange={(e) => setFilters((f) => ({ ...f, missing: e.target.checked }))}>
          {t('language.missingOnly')}
        </Checkbox>
        <Button onClick={() => void exportFile()}>{t('language.export')}</Button>
        {can('btn_edit') && (
          <label className="ant-btn ant-btn-default">
            {t('language.import')}
            <input type="file" accept=".xlsx" hidden onChange={(e) => void importFile(e.target.files?.[0])} />
          </label>
        )}
      </Space>
      <Table<Entry>
        rowKey={(e) => `${e.source}|${e.key}`}
        size="small"
        loading={loading}
        columns={columns}
        dataSource={data.list}
        pagination={{ current: paging.currentPage, pageSize: paging.pageSize, total: data.total, onChange: (currentPage, pageSize) => setPaging({ currentPage, pageSize }) }}
      />
      {editing && (
        <EditTranslation
          entry={editing}
          onClose={() => setEditing(null)}
          onSaved={() => {
            setEditing(null);
            forgetOverrides();
            void load();
          }}
        />
      )}
    </div>
  );
}

function EditTranslation({ entry, onClose, onSaved }: { entry: Entry; onClose(): void; onSaved(): void }) {
  const env = useRenderer();
  const { t } = useTranslation('system');
  const [form] = Form.useForm<{ zhtw: string; en: string }>();
  const [saving, setSaving] = useState(false);
  const save = async () => {
    const v = await form.validateFields();
    setSaving(true);
    try {
      // Only what was changed: an untouched language must not become an override of itself.
      const body: Record<string, string> = { source: entry.source, key: entry.key };
      if ((v.zhtw ?? '') !== entry.zhtw) body.zhtw = v.zhtw ?? '';
      if ((v.en ?? '') !== entry.en) body.en = v.en ?? '';
      await env.services.request('PUT', '/api/System/Translation', body);
      onSaved();
    } catch {
      // the http client shows the server's text
    } finally {
      setSaving(false);
    }
  };
  return (
    <Modal open title={t('language.editTitle')} onCancel={onClose} onOk={() => void save()} confirmLoading={saving} width={640}>
      <Form form={form} layout="vertical" initialValues={{ zhtw: entry.zhtw, en: entry.en }} data-testid="translation-form">
        <Form.Item label={t('language.zh')}>
          <Input.TextArea value={entry.zh} readOnly autoSize />
        </Form.Item>
        <Form.Item label={t('language.zhtw')} name="zhtw" extra={t('language.clearHint')}>
          <Input.TextArea autoSize maxLength={2000} />
        </Form.Item>
        <Form.Item label={t('language.en')} name="en">
          <Input.TextArea autoSize maxLength={2000} />
        </Form.Item>
      </Form>
    </Modal>
  );
}

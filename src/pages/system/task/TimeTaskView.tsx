import { useCallback, useEffect, useMemo, useState } from 'react';
import { App, Button, Drawer, Form, Input, InputNumber, Modal, Popconfirm, Select, Space, Switch, Table, Tag, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useTranslation } from 'react-i18next';
import { useRenderer } from '../../../../renderer/RendererContext';
import type { CustomViewProps } from '../../../../renderer/views/customViews';
import { formatTime, useButtons } from '../usePermissions';
import '../i18n';

interface Task {
  id: string;
  enCode: string;
  fullName: string;
  kind: string;
  cron: string;
  params: Record<string, unknown>;
  description: string;
  enabledMark: number;
  sortCode: number;
  keepDays: number;
  runCount: number;
  lastRunTime: number | null;
  nextRunTime: number | null;
  lastState: string | null;
  creatorTime: number;
}

interface Run {
  id: string;
  trigger: string;
  state: string;
  startTime: number;
  endTime: number | null;
  duration: number | null;
  result: string;
  error: string;
}

type Page<T> = { list: T[]; pagination: { total: number } };
type FormValues = Omit<Task, 'params' | 'enabledMark'> & { params: string; enabled: boolean };

const STATE_COLOR: Record<string, string> = { success: 'green', failed: 'red', running: 'blue' };

/** 定时任务: tasks with their cron and next runs, on/off, run now, and each task's run history. */
export default function TimeTaskView(_props: CustomViewProps) {
  const env = useRenderer();
  const { t } = useTranslation('system');
  const { message } = App.useApp();
  const can = useButtons();
  const [keyword, setKeyword] = useState('');
  const [tasks, setTasks] = useState<Task[]>([]);
  const [loading, setLoading] = useState(false);
  const [kinds, setKinds] = useState<{ key: string; title: string }[]>([]);
  const [editing, setEditing] = useState<Task | 'new' | null>(null);
  const [history, setHistory] = useState<Task | null>(null);

  const load = useCallback(async () => {
    setLoading(true);
    try {
      const page = await env.services.request<Page<Task>>('GET', '/api/System/TimeTask', { keyword, pageSize: 200 });
      setTasks(page.list);
    } finally {
      setLoading(false);
    }
  }, [env.services, keyword]);

  useEffect(() => {
    void load();
  }, [load]);
  useEffect(() => {
    void env.services.request<{ list: { key: string; title: string }[] }>('GET', '/api/System/TimeTask/Kinds').then((r) => setKinds(r.list));
  }, [env.services]);

  const kindTitle = useMemo(() => new Map(kinds.map((k) => [k.key, k.title])), [kinds]);
  const act = async (method: 'PUT' | 'POST' | 'DELETE', url: string, done?: string) => {
    try {
      await env.services.request(method, url, {});
      if (done) void message.success(done);
      await load();
    } catch {
      // the http client shows the server's text
    }
  };

  const columns: ColumnsType<Task> = [
    { title: t('task.fullName'), dataIndex: 'fullName', width: 180 },
    { title: t('task.enCode'), dataIndex: 'enCode', width: 140 },
    { title: t('task.kind'), dataIndex: 'kind', width: 180, render: (k: string) => kindTitle.get(k) ?? k },
    { title: t('task.cron'), dataIndex: 'cron', width: 130, render: (c: string) => <Typography.Text code>{c}</Typography.Text> },
    { title: t('task.nextRunTime'), dataIndex: 'nextRunTime', width: 170, render: (v: number | null) => formatTime(v) || t('task.never') },
    { title: t('task.lastRunTime'), dataIndex: 'lastRunTime', width: 170, render: (v: number | null) => formatTime(v) || t('task.never') },
    {
      title: t('task.lastState'),
      dataIndex: 'lastState',
      width: 100,
      render: (s: string | null) => (s ? <Tag color={STATE_COLOR[s]}>{t(`task.${s}`)}</Tag> : t('task.never')),
    },
    { title: t('task.runCount'), dataIndex: 'runCount', width: 90 },
    {
      title: t('task.enabled'),
      dataIndex: 'enabledMark',
      width: 80,
      render: (v: number, row) => (
        <Switch
          size="small"
          checked={v === 1}
          disabled={!can('btn_edit')}
          aria-label={`${t('task.enabled')} ${row.fullName}`}
          onChange={(on) => void act('PUT', `/api/System/TimeTask/${row.id}/Actions/${on ? 'Enable' : 'Stop'}`)}
        />
      ),
    },
    {
      title: t('task.actions'),
      key: 'actions',
      fixed: 'right',
      width: 260,
      render: (_, row) => (
        <Space size={0} wrap>
          {can('btn_edit') && (
            <Button type="link" size="small" onClick={() => void act('POST', `/api/System/TimeTask/${row.id}/Actions/Run`, t('task.queued'))}>
              {t('task.runNow')}
            </Button>
          )}
          <Button type="link" size="small" onClick={() => setHistory(row)}>
            {t('task.logs')}
          </Button>
          {can('btn_edit') && (
            <Button type="link" size="small" onClick={() => setEditing(row)}>
              {t('task.edit')}
            </Button>
          )}
          {can('btn_remove') && (
            <Popconfirm title={t('task.removeConfirm')} onConfirm={() => void act('DELETE', `/api/System/TimeTask/${row.id}`)}>
              <Button type="link" size="small" danger>
                {t('task.remove')}
              </Button>
            </Popconfirm>
          )}
        </Space>
      ),
    },
  ];

  return (
    <div style={{ background: 'var(--ant-color-bg-container, #fff)', padding: 16 }} data-testid="time-task">
      <Space style={{ marginBottom: 12 }} wrap>
        <Input.Search allowClear placeholder={t('task.search')} aria-label={t('task.search')} onSearch={setKeyword} style={{ width: 260 }} />
        {can('btn_add') && (
          <Button type="primary" onClick={() => setEditing('new')}>
            {t('task.add')}
          </Button>
        )}
        <Button onClick={() => void load()}>{t('task.refresh')}</Button>
      </Space>
      <Table<Task> rowKey="id" size="middle" loading={loading} columns={columns} dataSource={tasks} pagination={false} scroll={{ x: 1500 }} />
      {editing && (
        <TaskForm
          task={editing === 'new' ? null : editing}
          kinds={kinds}
          onClose={() => setEditing(null)}
          onSaved={() => {
            setEditing(null);
            void load();
          }}
        />
      )}
      {history && <TaskHistory task={history} onClose={() => setHistory(null)} />}
    </div>
  );
}

function TaskForm({ task, kinds, onClose, onSaved }: { task: Task | null; kinds: { key: string; title: string }[]; onClose(): void; onSaved(): void }) {
  const env = useRenderer();
  const { t } = useTranslation('system');
  const [form] = Form.useForm<FormValues>();
  const cron = Form.useWatch('cron', form);
  const [preview, setPreview] = useState<{ runs: number[]; error: string }>({ runs: [], error: '' });
  const [saving, setSaving] = useState(false);

  useEffect(() => {
    const expr = (cron ?? '').trim();
    if (!expr) return setPreview({ runs: [], error: '' });
    // The server's own parser answers, so the preview and the save can never disagree.
    const timer = setTimeout(() => {
      fetch(`/api/System/TimeTask/Cron?expression=${encodeURIComponent(expr)}`, { headers: { 'X-Requested-With': 'XMLHttpRequest', 'Accept-Language': env.lang === 'zhtw' ? 'zh-TW' : env.lang === 'en' ? 'en' : 'zh-CN' } })
        .then((r) => r.json() as Promise<{ code: number; msg: string; data: { nextRuns: number[] } }>)
        .then((r) => setPreview(r.code === 200 ? { runs: r.data.nextRuns, error: '' } : { runs: [], error: r.msg }))
        .catch(() => setPreview({ runs: [], error: '' }));
    }, 250);
    return () => clearTimeout(timer);
  }, [cron, env.lang]);

  const save = async () => {
    const v = await form.validateFields();
    let params: unknown;
    try {
      params = v.params.trim() ? JSON.parse(v.params) : {};
    } catch {
      params = null;
    }
    if (!params || typeof params !== 'object' || Array.isArray(params)) {
      form.setFields([{ name: 'params', errors: [t('task.paramsInvalid')] }]);
      return;
    }
    const { enabled, ...rest } = v;
    const body = { ...rest, params, enabledMark: enabled ? 1 : 0, description: rest.description ?? '' };
    setSaving(true);
    try {
      await env.services.request(task ? 'PUT' : 'POST', task ? `/api/System/TimeTask/${task.id}` : '/api/System/TimeTask', body);
      onSaved();
    } catch {
      // the http client shows the server's text
    } finally {
      setSaving(false);
    }
  };

  const initial: Partial<FormValues> = task
    ? { ...task, params: JSON.stringify(task.params, null, 2), enabled: task.enabledMark === 1 }
    : { enabled: true, keepDays: 30, sortCode: 0, params: '{}', cron: '0 3 * * *', kind: kinds[0]?.key };

  return (
    <Modal open title={task ? t('task.editTitle') : t('task.createTitle')} onCancel={onClose} onOk={() => void save()} confirmLoading={saving} width={640} destroyOnHidden>
      <Form form={form} layout="vertical" initialValues={initial} data-testid="task-form">
        <Form.Item label={t('task.fullName')} name="fullName" rules={[{ required: true, max: 50 }]}>
          <Input maxLength={50} />
        </Form.Item>
        <Form.Item label={t('task.enCode')} name="enCode" rules={[{ required: true, max: 50 }]}>
          <Input maxLength={50} />
        </Form.Item>
        <Form.Item label={t('task.kind')} name="kind" rules={[{ required: true }]}>
          <Select options={kinds.map((k) => ({ value: k.key, label: k.title }))} />
        </Form.Item>
        <Form.Item
          label={t('task.cron')}
          name="cron"
          rules={[{ required: true, max: 100 }]}
          extra={t('task.cronHelp')}
          validateStatus={preview.error ? 'error' : undefined}
          help={preview.error || undefined}
        >
          <Input maxLength={100} style={{ fontFamily: 'monospace' }} />
        </Form.Item>
        {preview.runs.length > 0 && (
          <div data-testid="cron-preview" style={{ marginTop: -8, marginBottom: 16 }}>
            <Typography.Text type="secondary">{t('task.nextRuns')}：</Typography.Text>
            {preview.runs.map((ms) => (
              <Tag key={ms}>{formatTime(ms)}</Tag>
            ))}
          </div>
        )}
        <Form.Item label={t('task.params')} name="params">
          <Input.TextArea rows={3} style={{ fontFamily: 'monospace' }} />
        </Form.Item>
        <Space size="large" wrap>
          <Form.Item label={t('task.keepDays')} name="keepDays">
            <InputNumber min={1} max={3650} precision={0} />
          </Form.Item>
          <Form.Item label={t('task.sortCode')} name="sortCode">
            <InputNumber min={0} max={999999} precision={0} />
          </Form.Item>
          <Form.Item label={t('task.enabled')} name="enabled" valuePropName="checked">
            <Switch />
          </Form.Item>
        </Space>
        <Form.Item label={t('task.description')} name="description">
          <Input.TextArea rows={2} maxLength={500} />
        </Form.Item>
      </Form>
    </Modal>
  );
}

function TaskHistory({ task, onClose }: { task: Task; onClose(): void }) {
  const env = useRenderer();
  const { t } = useTranslation('system');
  const [runs, setRuns] = useState<Run[]>([]);
  const [loading, setLoading] = useState(true);
  const load = useCallback(() => {
    setLoading(true);
    void env.services
      .request<Page<Run>>('GET', `/api/System/TimeTask/${task.id}/TaskLog`, { pageSize: 100 })
      .then((p) => setRuns(p.list))
      .finally(() => setLoading(false));
  }, [env.services, task.id]);
  useEffect(load, [load]);
  const columns: ColumnsType<Run> = [
    { title: t('task.startTime'), dataIndex: 'startTime', width: 170, render: (v: number) => formatTime(v) },
    { title: t('task.trigger'), dataIndex: 'trigger', width: 80, render: (v: string) => t(`task.${v}`) },
    { title: t('task.lastState'), dataIndex: 'state', width: 90, render: (s: string) => <Tag color={STATE_COLOR[s]}>{t(`task.${s}`)}</Tag> },
    { title: t('task.duration'), dataIndex: 'duration', width: 110 },
    { title: t('task.result'), dataIndex: 'result' },
    { title: t('task.error'), dataIndex: 'error', render: (e: string) => (e ? <Typography.Text type="danger">{e}</Typography.Text> : null) },
  ];
  return (
    <Drawer open title={`${t('task.logs')} · ${task.fullName}`} width={900} onClose={onClose} extra={<Button onClick={load}>{t('task.refresh')}</Button>}>
      <Table<Run> rowKey="id" size="small" loading={loading} columns={columns} dataSource={runs} pagination={false} data-testid="task-runs" />
    </Drawer>
  );
}

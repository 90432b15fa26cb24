import { lazy, Suspense, useCallback, useEffect, useRef, useState } from 'react';
import { App, Button, Card, DatePicker, Drawer, Empty, Input, InputNumber, Modal, Popconfirm, Radio, Select, Space, Spin, Table, Tag, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import type { Dayjs } from 'dayjs';
import { useSearchParams } from 'react-router-dom';
import { useRenderer } from '../../../renderer/RendererContext';
import type { CustomViewProps } from '../../../renderer/views/customViews';
import type { FormDef } from '../../../contract/pageModel/pageSchema';
import { SchemaForm, type SchemaFormHandle } from '../../../renderer/form/SchemaForm';
import TaskPanel, { ChoicePicker, UserSelect, formatTime, type Choice } from './TaskPanel';
import { STATUS_COLOR, TAG_TEXT, URGENT_COLOR, workflowText, type WorkflowTextKey } from './workflowTexts';

interface Row {
  id: string;
  taskId?: string;
  fullName: string;
  flowId: string;
  flowName: string;
  userName: string;
  status: number;
  flowUrgent: number;
  thisStep: string;
  nodeName?: string;
  entrustFromName?: string;
  handleStatus?: number;
  startTime: number | null;
  creatorTime: number;
  receiveTime?: number;
  handleTime?: number;
  circulateTime?: number;
}
interface Page<T> {
  list: T[];
  pagination: { total: number };
}

/** Which list a daily-work menu shows (schema id → list address and its time column). */
const LISTS: Record<string, { url: string; time: keyof Row; timeLabel: WorkflowTextKey }> = {
  'workFlow.flowLaunch': { url: '/api/WorkFlow/FlowLaunch', time: 'creatorTime', timeLabel: 'startTime' },
  'workFlow.flowTodo': { url: '/api/WorkFlow/FlowBefore/List/1', time: 'receiveTime', timeLabel: 'receiveTime' },
  'workFlow.flowDone': { url: '/api/WorkFlow/FlowBefore/List/2', time: 'handleTime', timeLabel: 'handleTime' },
  'workFlow.flowCirculate': { url: '/api/WorkFlow/FlowBefore/List/3', time: 'circulateTime', timeLabel: 'circulateTime' },
  'workFlow.flowMonitor': { url: '/api/WorkFlow/FlowMonitor', time: 'creatorTime', timeLabel: 'startTime' },
};

function TaskList({ listId, reloadKey }: { listId: string; reloadKey: number }) {
  const { services, lang } = useRenderer();
  const w = (k: WorkflowTextKey, p?: Record<string, string>) => workflowText(lang, k, p);
  const spec = LISTS[listId];
  const [keyword, setKeyword] = useState('');
  const [page, setPage] = useState(1);
  const [data, setData] = useState<Page<Row>>({ list: [], pagination: { total: 0 } });
  const [loading, setLoading] = useState(false);
  const [open, setOpen] = useState<Row | null>(null);
  const [tick, setTick] = useState(0);
  // `?task=flowId~taskId` (from the bell or the home page) opens that task at once, with its actions.
  const [params, setParams] = useSearchParams();
  const linked = params.get('task');
  useEffect(() => {
    const [flowId, taskId] = (linked ?? '').split('~');
    if (flowId && taskId) setOpen({ id: taskId, taskId, flowId, fullName: '', flowName: '', userName: '', status: 0, flowUrgent: 1, thisStep: '', startTime: null, creatorTime: 0 });
  }, [linked]);
  const close = () => {
    setOpen(null);
    if (linked) setParams({}, { replace: true });
  };

  useEffect(() => {
    setLoading(true);
    services
      .request<Page<Row>>('GET', spec.url, { currentPage: page, pageSize: 20, ...(keyword ? { keyword } : {}) })
      .then(setData, () => setData({ list: [], pagination: { total: 0 } }))
      .finally(() => setLoading(false));
  }, [services, spec.url, page, keyword, tick, reloadKey]);

  const { message } = App.useApp();
  const remove = (id: string) =>
    services.request('DELETE', `/api/WorkFlow/FlowMonitor/${id}`).then(
      () => setTick((n) => n + 1),
      (e: { msg?: string }) => message.error(e?.msg ?? ''),
    );
  const columns: ColumnsType<Row> = [
    { title: w('title'), dataIndex: 'fullName', key: 'fullName' },
    { title: w('flowName'), dataIndex: 'flowName', key: 'flowName' },
    { title: w('userName'), dataIndex: 'userName', key: 'userName' },
    ...(listId === 'workFlow.flowTodo' || listId === 'workFlow.flowDone' || listId === 'workFlow.flowCirculate'
      ? [
          {
            title: w('nodeName'),
            key: 'nodeName',
            render: (_: unknown, r: Row) => (
              <span>
                {r.nodeName}
                {r.entrustFromName ? ` （${w('entrustedBy', { name: r.entrustFromName })}）` : ''}
              </span>
            ),
          },
        ]
      : [{ title: w('thisStep'), dataIndex: 'thisStep', key: 'thisStep' }]),
    { title: w('urgency'), key: 'urgency', render: (_, r) => <Tag style={TAG_TEXT} color={URGENT_COLOR[r.flowUrgent]}>{w(`u${r.flowUrgent}` as WorkflowTextKey)}</Tag> },
    { title: w('status'), key: 'status', render: (_, r) => <Tag style={TAG_TEXT} color={STATUS_COLOR[r.status]}>{w(`s${r.status}` as WorkflowTextKey)}</Tag> },
    ...(listId === 'workFlow.flowDone' ? [{ title: w('result'), key: 'result', render: (_: unknown, r: Row) => w(`h${r.handleStatus ?? 1}` as WorkflowTextKey) }] : []),
    { title: w(spec.timeLabel), key: 'time', render: (_, r) => formatTime(r[spec.time] as number) },
    {
      title: w('actions'),
      key: 'actions',
      render: (_, r) => (
        <Space size={0}>
          <Button type="link" onClick={() => setOpen(r)}>
            {listId === 'workFlow.flowTodo' ? w('handle') : w('open')}
          </Button>
          {listId === 'workFlow.flowMonitor' ? (
            <Popconfirm title={w('confirmRemoveTask')} onConfirm={() => remove(r.id)}>
              <Button type="link" danger>
                {w('monitorRemove')}
              </Button>
            </Popconfirm>
          ) : null}
        </Space>
      ),
    },
  ];
  return (
    <>
      <Input.Search aria-label={w('search')} placeholder={w('search')} allowClear onSearch={(v) => (setPage(1), setKeyword(v))} style={{ maxWidth: 320, marginBottom: 12 }} />
      <Table<Row>
        rowKey="id"
        size="middle"
        loading={loading}
        columns={columns}
        dataSource={data.list}
        pagination={{ current: page, pageSize: 20, total: data.pagination.total, onChange: setPage, showSizeChanger: false }}
      />
      <Drawer open={open !== null} width={720} onClose={close} destroyOnHidden title={open?.fullName}>
        {open ? <TaskPanel flowId={open.flowId} taskId={open.taskId ?? open.id} onChanged={() => setTick((n) => n + 1)} /> : null}
      </Drawer>
    </>
  );
}

interface Flow {
  id: string;
  fullName: string;
  category: string;
  formId: string;
}
interface Field {
  vModel: string;
  label: string;
  type: string;
}

// The launch dialog asks for plain values; pickers, uploads, sub-tables and numbers the server fills
// stay with the designed page (the record screen), so they are left out here.
const SKIPPED_WIDGETS = ['billNumber', 'userPicker', 'fileUpload', 'imageUpload', 'subTable', 'array', 'object'];
const NUMERIC = ['number', 'integer', 'calculateField'];
const NO_DATA: Record<string, unknown> = {};

/** 发起流程: the released flows by category, a small form for the chosen one, and the caller's launches below. */
function LaunchPage() {
  const { services, lang } = useRenderer();
  const { message } = App.useApp();
  const w = (k: WorkflowTextKey) => workflowText(lang, k);
  const [flows, setFlows] = useState<Flow[]>([]);
  const [chosen, setChosen] = useState<Flow | null>(null);
  const [fields, setFields] = useState<Field[]>([]);
  const [form, setForm] = useState<Record<string, unknown>>({});
  const [urgent, setUrgent] = useState(1);
  const [reload, setReload] = useState(0);
  // The designed page's form, drawn by the renderer (null: the built-in fields below).
  const [formDef, setFormDef] = useState<FormDef | null>(null);
  const [choices, setChoices] = useState<Choice[]>([]);
  const [picks, setPicks] = useState<Record<string, string[]>>({});
  const handle = useRef<SchemaFormHandle>(null);
  useEffect(() => {
    services.request<{ list: Flow[] }>('GET', '/api/WorkFlow/FlowEngine/ListAll').then((d) => setFlows(d.list), () => setFlows([]));
  }, [services]);
  const choose = (f: Flow) => {
    setChosen(f);
    setForm({});
    setUrgent(1);
    setPicks({});
    setFormDef(null);
    setChoices([]);
    services.request<{ form: FormDef | null }>('GET', `/api/WorkFlow/FlowEngine/${f.id}/FormConfig`).then((r) => setFormDef(r.form), () => setFormDef(null));
    services.request<{ list: Choice[] }>('GET', `/api/WorkFlow/FlowEngine/${f.id}/LaunchChoices`).then((r) => setChoices(r.list), () => setChoices([]));
    services.request<{ list: Field[] }>('GET', `/api/WorkFlow/FlowEngine/${f.id}/FormDataFields`).then(
      (d) => setFields(d.list.filter((x) => !SKIPPED_WIDGETS.includes(x.type))),
      () => setFields([]),
    );
  };
  const submit = async (status: 0 | 1, formData: Record<string, unknown> = form) => {
    try {
      await services.request('POST', '/api/WorkFlow/FlowTask', { flowId: chosen!.id, formData, flowUrgent: urgent, status, ...(choices.length ? { candidates: picks } : {}) });
      message.success(w('copySuccess'));
      setChosen(null);
      setReload((n) => n + 1);
    } catch (e) {
      message.error((e as { msg?: string })?.msg ?? '');
    }
  };
  const groups = [...new Set(flows.map((f) => f.category))];
  // A flow without a designed form gets a title and a free text field.
  const shown: Field[] = fields.length ? fields : [{ vModel: 'content', label: w('description'), type: 'string' }];
  return (
    <div>
      <Typography.Title level={5}>{w('launchableFlows')}</Typography.Title>
      {flows.length === 0 ? <Empty description={w('noFlows')} /> : null}
      {groups.map((g) => (
        <div key={g} style={{ marginBottom: 12 }}>
          <Typography.Text type="secondary">{g}</Typography.Text>
          <Space wrap style={{ display: 'flex', marginTop: 4 }}>
            {flows
              .filter((f) => f.category === g)
              .map((f) => (
                <Card key={f.id} size="small" hoverable onClick={() => choose(f)} style={{ width: 180 }} role="button" aria-label={`${w('launch')} ${f.fullName}`}>
                  {f.fullName}
                </Card>
              ))}
          </Space>
        </div>
      ))}
      <Typography.Title level={5} style={{ marginTop: 16 }}>
        {w('myLaunches')}
      </Typography.Title>
      <TaskList listId="workFlow.flowLaunch" reloadKey={reload} />
      <Modal
        open={chosen !== null}
        width={formDef ? 880 : 520}
        title={chosen?.fullName}
        onCancel={() => setChosen(null)}
        footer={[
          <Button key="draft" onClick={() => submit(1, formDef ? (handle.current?.getData() ?? {}) : form)}>
            {w('saveDraft')}
          </Button>,
          <Button key="submit" type="primary" onClick={() => (formDef ? handle.current?.submit() : submit(0))}>
            {w('submit')}
          </Button>,
        ]}
      >
        <Space direction="vertical" style={{ width: '100%' }}>
          {formDef ? <SchemaForm key={chosen?.id} def={formDef} mode="create" initialData={NO_DATA} handle={handle} onSubmit={(data) => submit(0, data)} /> : null}
          {(formDef ? [] : shown).map((f) => (
            <label key={f.vModel} style={{ display: 'block' }}>
              {f.label}
              {NUMERIC.includes(f.type) ? (
                <InputNumber aria-label={f.label} value={form[f.vModel] as number | undefined} onChange={(v) => setForm({ ...form, [f.vModel]: v ?? undefined })} style={{ width: '100%' }} />
              ) : (
                <Input aria-label={f.label} value={String(form[f.vModel] ?? '')} onChange={(e) => setForm({ ...form, [f.vModel]: e.target.value })} />
              )}
            </label>
          ))}
          <ChoicePicker choices={choices} value={picks} onChange={setPicks} />
          <div>
            {w('urgency')}{' '}
            <Radio.Group value={urgent} onChange={(e) => setUrgent(e.target.value)} options={[1, 2, 3].map((u) => ({ value: u, label: w(`u${u}` as WorkflowTextKey) }))} />
          </div>
        </Space>
      </Modal>
    </div>
  );
}

interface Delegate {
  id: string;
  toUserName: string;
  flowName: string;
  startTime: number;
  endTime: number;
  description: string;
}

/** 流程委托: the caller's entrusts. */
function EntrustPage() {
  const { services, lang } = useRenderer();
  const { message } = App.useApp();
  const w = (k: WorkflowTextKey) => workflowText(lang, k);
  const [list, setList] = useState<Delegate[]>([]);
  const [flows, setFlows] = useState<Flow[]>([]);
  const [editing, setEditing] = useState(false);
  const [to, setTo] = useState<string | undefined>();
  const [flowIds, setFlowIds] = useState<string[]>([]);
  const [range, setRange] = useState<[Dayjs | null, Dayjs | null] | null>(null);
  const [description, setDescription] = useState('');
  const load = useCallback(() => {
    services.request<Page<Delegate>>('GET', '/api/WorkFlow/FlowDelegate', { currentPage: 1, pageSize: 100 }).then((d) => setList(d.list), () => setList([]));
  }, [services]);
  useEffect(() => {
    load();
    services.request<{ list: Flow[] }>('GET', '/api/WorkFlow/FlowEngine/ListAll').then((d) => setFlows(d.list), () => setFlows([]));
  }, [load, services]);
  const save = async () => {
    try {
      await services.request('POST', '/api/WorkFlow/FlowDelegate', { toUserId: to, flowIds, startTime: range?.[0]?.valueOf(), endTime: range?.[1]?.valueOf(), description });
      setEditing(false);
      load();
    } catch (e) {
      message.error((e as { msg?: string })?.msg ?? '');
    }
  };
  const remove = (id: string) => services.request('DELETE', `/api/WorkFlow/FlowDelegate/${id}`).then(load, (e: { msg?: string }) => message.error(e?.msg ?? ''));
  return (
    <div>
      <Button type="primary" onClick={() => setEditing(true)} style={{ marginBottom: 12 }}>
        {w('add')}
      </Button>
      <Table<Delegate>
        rowKey="id"
        dataSource={list}
        pagination={false}
        columns={[
          { title: w('entrustTo'), dataIndex: 'toUserName', key: 'to' },
          { title: w('flowName'), dataIndex: 'flowName', key: 'flows' },
          { title: w('entrustRange'), key: 'range', render: (_, d) => `${formatTime(d.startTime)} ~ ${formatTime(d.endTime)}` },
          { title: w('description'), dataIndex: 'description', key: 'description' },
          {
            title: w('actions'),
            key: 'actions',
            render: (_, d) => (
              <Popconfirm title={w('confirmRemove')} onConfirm={() => remove(d.id)}>
                <Button type="link" danger>
                  {w('remove')}
                </Button>
              </Popconfirm>
            ),
          },
        ]}
      />
      <Modal open={editing} title={w('add')} onCancel={() => setEditing(false)} onOk={save} okText={w('submit')} cancelText={w('cancel')}>
        <Space direction="vertical" style={{ width: '100%' }}>
          <UserSelect value={to} onChange={setTo} label={w('entrustTo')} />
          <Select aria-label={w('entrustFlows')} mode="multiple" placeholder={w('entrustFlows')} value={flowIds} onChange={setFlowIds} options={flows.map((f) => ({ value: f.id, label: f.fullName }))} style={{ width: '100%' }} />
          <DatePicker.RangePicker aria-label={w('entrustRange')} showTime value={range} onChange={(v) => setRange(v)} style={{ width: '100%' }} />
          <Input.TextArea aria-label={w('description')} placeholder={w('description')} value={description} onChange={(e) => setDescription(e.target.value)} />
        </Space>
      </Modal>
    </div>
  );
}

// The designer is only for those who design flows: its code loads when 流程设计 opens.
const FlowEngineList = lazy(() => import('./designer/FlowEngineList'));

/** The screens of the 工作流程 menu, chosen by the page schema's id. */
export default function WorkflowView({ schema }: CustomViewProps) {
  if (schema.id === 'workFlow.flowEngine')
    return (
      <Suspense fallback={<Spin />}>
        <FlowEngineList />
      </Suspense>
    );
  if (schema.id === 'workFlow.flowLaunch') return <LaunchPage />;
  if (schema.id === 'workFlow.entrust') return <EntrustPage />;
  if (Object.hasOwn(LISTS, schema.id)) return <TaskList listId={schema.id} reloadKey={0} />;
  return <Empty />;
}

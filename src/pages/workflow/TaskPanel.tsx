import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { FormDef } from '../../../contract/pageModel/pageSchema';
import { SchemaForm, type SchemaFormHandle } from '../../../renderer/form/SchemaForm';
import { visibleDef } from './flowFormDef';
import { App, Button, Descriptions, Empty, Input, InputNumber, Modal, Select, Space, Spin, Steps, Tag, Timeline, Typography } from 'antd';
import { useRenderer } from '../../../renderer/RendererContext';
import SignaturePad from '../../../widgets/SignaturePad/SignaturePad';
import SavedSignatureButton from '../examples/signature/SavedSignatureButton';
import { STATUS_COLOR, TAG_TEXT, URGENT_COLOR, workflowText, type WorkflowTextKey } from './workflowTexts';

export interface TaskDetail {
  flowTaskInfo: { id: string; fullName: string; flowId: string; flowName: string; status: number; flowUrgent: number; userName: string; thisStep: string };
  formData: Record<string, unknown>;
  flowChart: { nodeCode: string; nodeName: string; nodeType: string; state: 'done' | 'current' | 'pending' }[];
  flowTaskOperatorRecordList: { id: string; nodeName: string; userName: string; entrustFromName: string; handleStatus: number; handleOpinion: string; handleTime: number; signImg: string }[];
  myOperatorId: string | null;
  actions: Record<'approve' | 'reject' | 'transfer' | 'addApprover' | 'withdraw' | 'revoke' | 'urge' | 'resubmit' | 'cancel' | 'reassign', boolean>;
  rejectSteps: { nodeCode: string; nodeName: string }[];
  flowTaskOperatorList: { id: string; nodeName: string; userName: string; state: string }[];
  nextChoices: Choice[];
  signRequired: boolean;
  formOperates: { id: string; read: boolean; write: boolean }[];
  formDef: FormDef | null;
}

/** A node whose approvers a person chooses, and whom they may choose (anyone: every enabled account). */
export interface Choice {
  nodeId: string;
  nodeName: string;
  anyone: boolean;
  users: { id: string; realName: string; account: string }[];
}

type Ask = { kind: 'approve' | 'reject' | 'transfer' | 'addApprover' | 'withdraw' | 'revoke' | 'cancel' | 'resubmit' | 'reassign' } | null;

export const formatTime = (ms: number | null | undefined) => (ms ? new Date(ms).toLocaleString() : '');

/** Users for the transfer, add-approver and entrust pickers (the caller's data scope, searched by name). */
export function UserSelect({ value, onChange, label }: { value?: string; onChange: (v: string) => void; label: string }) {
  const { services } = useRenderer();
  const [options, setOptions] = useState<{ value: string; label: string }[]>([]);
  const search = useCallback(
    (keyword: string) => {
      services.request<{ list: { id: string; realName: string; account: string; departmentName: string }[] }>('GET', '/api/Permission/Users/All', keyword ? { keyword } : {}).then(
        (d) => setOptions(d.list.slice(0, 50).map((u) => ({ value: u.id, label: `${u.realName}（${u.account}）${u.departmentName ? ` ${u.departmentName}` : ''}` }))),
        () => setOptions([]),
      );
    },
    [services],
  );
  useEffect(() => search(''), [search]);
  return <Select aria-label={label} showSearch filterOption={false} onSearch={search} options={options} value={value} onChange={onChange} style={{ width: '100%' }} placeholder={label} />;
}

/** One picker per node whose approvers the caller chooses: within the node's range, or any account. */
export function ChoicePicker({ choices, value, onChange }: { choices: Choice[]; value: Record<string, string[]>; onChange: (v: Record<string, string[]>) => void }) {
  const { services, lang } = useRenderer();
  const [found, setFound] = useState<{ value: string; label: string }[]>([]);
  const search = useCallback(
    (keyword: string) =>
      services.request<{ list: { id: string; realName: string; account: string }[] }>('GET', '/api/Permission/Users/All', keyword ? { keyword } : {}).then(
        (d) => setFound(d.list.slice(0, 50).map((u) => ({ value: u.id, label: `${u.realName}（${u.account}）` }))),
        () => setFound([]),
      ),
    [services],
  );
  useEffect(() => {
    if (choices.some((c) => c.anyone)) void search('');
  }, [choices, search]);
  return (
    <>
      {choices.map((c) => {
        const label = workflowText(lang, 'chooseApprovers', { node: c.nodeName });
        return (
          <label key={c.nodeId} style={{ display: 'block' }}>
            {label}
            <Select
              aria-label={label}
              mode="multiple"
              showSearch
              filterOption={c.anyone ? false : undefined}
              optionFilterProp="label"
              onSearch={c.anyone ? search : undefined}
              options={c.anyone ? found : c.users.map((u) => ({ value: u.id, label: `${u.realName}（${u.account}）` }))}
              value={value[c.nodeId] ?? []}
              onChange={(ids: string[]) => onChange({ ...value, [c.nodeId]: ids })}
              style={{ width: '100%' }}
            />
          </label>
        );
      })}
    </>
  );
}

/** The task page: its form, the flow chart of done/current/pending nodes, the record of every action, and the caller's allowed actions. */
export default function TaskPanel({ flowId, taskId, onChanged }: { flowId: string; taskId: string; onChanged: () => void }) {
  const { services, lang } = useRenderer();
  const { message } = App.useApp();
  const w = (k: WorkflowTextKey, p?: Record<string, string>) => workflowText(lang, k, p);
  const [task, setTask] = useState<TaskDetail | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [ask, setAsk] = useState<Ask>(null);
  const [opinion, setOpinion] = useState('');
  const [user, setUser] = useState<string | undefined>();
  const [rejectStep, setRejectStep] = useState('0');
  const [edits, setEdits] = useState<Record<string, unknown>>({});
  const [signImg, setSignImg] = useState<string | undefined>();
  const [picks, setPicks] = useState<Record<string, string[]>>({});
  const [reassignOp, setReassignOp] = useState<string | undefined>();
  const editForm = useRef<SchemaFormHandle>(null);
  const shownDef = useMemo(() => (task?.formDef ? visibleDef(task.formDef, task.formOperates) : null), [task]);
  const [busy, setBusy] = useState(false);

  const load = useCallback(() => {
    services.request<TaskDetail>('GET', `/api/WorkFlow/FlowTask/${flowId}/${taskId}`).then(
      (d) => {
        setTask(d);
        setEdits(d.formData);
      },
      (e: { msg?: string }) => setFailure(e?.msg ?? ''),
    );
  }, [services, flowId, taskId]);
  useEffect(load, [load]);

  if (failure !== null) return <Empty description={failure} />;
  if (!task) return <Spin />;
  const info = task.flowTaskInfo;
  const op = task.myOperatorId;

  const act = async (kind: NonNullable<Ask>['kind']) => {
    const body: Record<string, unknown> = { handleOpinion: opinion };
    const calls: Record<NonNullable<Ask>['kind'], [string, string, Record<string, unknown>]> = {
      approve: ['POST', `/api/WorkFlow/FlowBefore/Audit/${op}`, { ...body, ...(signImg ? { signImg } : {}), ...(task.nextChoices.length ? { nextApprovers: picks } : {}) }],
      reassign: ['POST', `/api/WorkFlow/FlowMonitor/${taskId}/Actions/Assign`, { operatorId: reassignOp, freeApproverUserId: user }],
      reject: ['POST', `/api/WorkFlow/FlowBefore/Reject/${op}`, { ...body, rejectStep }],
      transfer: ['POST', `/api/WorkFlow/FlowBefore/Transfer/${op}`, { ...body, freeApproverUserId: user }],
      addApprover: ['POST', `/api/WorkFlow/FlowBefore/AddApprover/${op}`, { ...body, freeApproverUserId: user }],
      withdraw: ['PUT', `/api/WorkFlow/FlowLaunch/${taskId}/Actions/Withdraw`, body],
      revoke: ['POST', `/api/WorkFlow/FlowLaunch/${taskId}/Actions/Revoke`, body],
      cancel: ['POST', `/api/WorkFlow/FlowBefore/Cancel/${taskId}`, body],
      resubmit: ['PUT', `/api/WorkFlow/FlowTask/${taskId}`, { formData: task.formDef ? (editForm.current?.getData() ?? edits) : edits, status: 0 }],
    };
    const [method, url, params] = calls[kind];
    setBusy(true);
    try {
      await services.request(method as 'POST', url, params);
      message.success(w('copySuccess'));
      setAsk(null);
      setOpinion('');
      setUser(undefined);
      setSignImg(undefined);
      setPicks({});
      load();
      onChanged();
    } catch (e) {
      message.error((e as { msg?: string })?.msg ?? '');
    } finally {
      setBusy(false);
    }
  };
  const urge = () => services.request('POST', `/api/WorkFlow/FlowLaunch/Press/${taskId}`).then(() => message.success(w('copySuccess')), (e: { msg?: string }) => message.error(e?.msg ?? ''));

  const buttons: [keyof TaskDetail['actions'], WorkflowTextKey, () => void, boolean?][] = [
    ['approve', 'approve', () => setAsk({ kind: 'approve' }), true],
    ['reject', 'reject', () => setAsk({ kind: 'reject' })],
    ['transfer', 'transfer', () => setAsk({ kind: 'transfer' })],
    ['addApprover', 'addApprover', () => setAsk({ kind: 'addApprover' })],
    ['resubmit', 'resubmit', () => setAsk({ kind: 'resubmit' }), true],
    ['withdraw', 'withdraw', () => setAsk({ kind: 'withdraw' })],
    ['urge', 'urge', urge],
    ['revoke', 'revoke', () => setAsk({ kind: 'revoke' })],
    ['cancel', 'terminate', () => setAsk({ kind: 'cancel' })],
    ['reassign', 'reassign', () => setAsk({ kind: 'reassign' })],
  ];
  const current = task.flowChart.findIndex((n) => n.state === 'current');

  return (
    <div data-testid="workflow-task">
      <Space style={{ marginBottom: 12 }} wrap>
        <Typography.Title level={5} style={{ margin: 0 }}>
          {info.fullName}
        </Typography.Title>
        <Tag style={TAG_TEXT} color={STATUS_COLOR[info.status]} data-testid="task-status">
          {w(`s${info.status}` as WorkflowTextKey)}
        </Tag>
        <Tag style={TAG_TEXT} color={URGENT_COLOR[info.flowUrgent]}>{w(`u${info.flowUrgent}` as WorkflowTextKey)}</Tag>
      </Space>
      <Space style={{ marginBottom: 16 }} wrap>
        {buttons
          .filter(([key]) => task.actions[key])
          .map(([, label, onClick, primary]) => (
            <Button key={label} type={primary ? 'primary' : 'default'} onClick={onClick}>
              {w(label)}
            </Button>
          ))}
      </Space>
      <Typography.Title level={5}>{w('form')}</Typography.Title>
      {/* One form at a time: rjsf names its inputs by field (root_reason), so a second copy would steal the labels of the edit dialog's. */}
      {shownDef && ask?.kind === 'resubmit' ? null : shownDef ? (
        <SchemaForm key={`${info.id}-${info.status}`} def={shownDef} mode="detail" initialData={task.formData} onSubmit={async () => {}} />
      ) : (
        <Descriptions bordered size="small" column={1} items={Object.entries(task.formData).map(([k, v]) => ({ key: k, label: k, children: typeof v === 'object' ? JSON.stringify(v) : String(v ?? '') }))} />
      )}
      <Typography.Title level={5} style={{ marginTop: 16 }}>
        {w('flowChart')}
      </Typography.Title>
      <Steps
        data-testid="flow-chart"
        size="small"
        current={current < 0 ? task.flowChart.length : current}
        items={task.flowChart.map((n) => ({
          title: n.nodeName,
          status: n.state === 'done' ? 'finish' : n.state === 'current' ? 'process' : 'wait',
          description: <span data-state={n.state}>{w(n.state)}</span>,
        }))}
      />
      <Typography.Title level={5} style={{ marginTop: 16 }}>
        {w('records')}
      </Typography.Title>
      <Timeline
        data-testid="flow-records"
        items={task.flowTaskOperatorRecordList.map((r) => ({
          key: r.id,
          color: r.handleStatus === 0 ? 'red' : r.handleStatus === 1 ? 'green' : 'blue',
          children: (
            <div>
              <strong>{r.nodeName}</strong> {r.userName}
              {r.entrustFromName ? `（${w('entrustedBy', { name: r.entrustFromName })}）` : ''} · {w(`h${r.handleStatus}` as WorkflowTextKey)} · {formatTime(r.handleTime)}
              {r.handleOpinion ? <div>{r.handleOpinion}</div> : null}
              {r.signImg.startsWith('data:image/png;base64,') ? <img src={r.signImg} alt={`${w('signature')} ${r.userName}`} height={48} style={{ display: 'block', border: '1px solid #f0f0f0' }} /> : null}
            </div>
          ),
        }))}
      />
      <Modal open={ask !== null} width={ask?.kind === 'resubmit' && task.formDef ? 880 : 520} title={ask ? w(ask.kind === 'cancel' ? 'terminate' : ask.kind) : ''} onCancel={() => setAsk(null)} onOk={() => ask && act(ask.kind)} confirmLoading={busy} okText={w('submit')} cancelText={w('cancel')}>
        {ask?.kind === 'resubmit' && task.formDef ? (
          <SchemaForm def={task.formDef} mode="edit" initialData={task.formData} handle={editForm} onSubmit={async () => {}} />
        ) : ask?.kind === 'resubmit' ? (
          <Space direction="vertical" style={{ width: '100%' }}>
            {Object.entries(edits).map(([k, v]) => (
              <label key={k} style={{ display: 'block' }}>
                {k}
                {typeof v === 'number' ? (
                  <InputNumber aria-label={k} value={v} onChange={(n) => setEdits({ ...edits, [k]: n ?? 0 })} style={{ width: '100%' }} />
                ) : (
                  <Input aria-label={k} value={String(v ?? '')} onChange={(e) => setEdits({ ...edits, [k]: e.target.value })} />
                )}
              </label>
            ))}
          </Space>
        ) : (
          <Space direction="vertical" style={{ width: '100%' }}>
            {ask?.kind === 'reject' ? (
              <Select
                aria-label={w('rejectTo')}
                value={rejectStep}
                onChange={setRejectStep}
                style={{ width: '100%' }}
                options={[{ value: '0', label: w('rejectToInitiator') }, ...task.rejectSteps.map((s) => ({ value: s.nodeCode, label: s.nodeName }))]}
              />
            ) : null}
            {ask?.kind === 'transfer' || ask?.kind === 'addApprover' || ask?.kind === 'reassign' ? <UserSelect value={user} onChange={setUser} label={w('chooseUser')} /> : null}
            {ask?.kind === 'reassign' ? (
              <Select
                aria-label={w('reassignItem')}
                placeholder={w('reassignItem')}
                value={reassignOp}
                onChange={setReassignOp}
                style={{ width: '100%' }}
                options={task.flowTaskOperatorList.filter((o) => o.state === 'pending').map((o) => ({ value: o.id, label: `${o.nodeName} · ${o.userName}` }))}
              />
            ) : null}
            {ask?.kind === 'approve' ? <ChoicePicker choices={task.nextChoices} value={picks} onChange={setPicks} /> : null}
            {ask?.kind === 'approve' && task.signRequired ? (
              <div>
                {w('signRequired')} <SavedSignatureButton onPick={setSignImg} />
                <SignaturePad value={signImg} onChange={setSignImg} />
              </div>
            ) : null}
            <Input.TextArea aria-label={w('opinion')} placeholder={w('opinion')} value={opinion} onChange={(e) => setOpinion(e.target.value)} rows={3} maxLength={1000} />
          </Space>
        )}
      </Modal>
    </div>
  );
}

import { useEffect, useMemo, useReducer, useRef, useState } from 'react';
import { Alert, App, Button, Dropdown, Form, Input, Select, Space, Spin, Tooltip, Typography } from 'antd';
import { ArrowDownOutlined, ArrowLeftOutlined, ArrowRightOutlined, ArrowUpOutlined, CloseOutlined, PlusOutlined } from '@ant-design/icons';
import type { FlowNode } from '../../../../contract/workflow/model';
import { validateDesign, type DesignProblem } from '../../../../contract/workflow/validateDesign';
import { t } from '../../../../contract/texts';
import type { Lang } from '../../../../contract/rules/messages';
import { useRenderer } from '../../../../renderer/RendererContext';
import { designerText, type DesignerTextKey } from './designerTexts';
import NodeSettings, { type Choices, type Field, type Option } from './NodeSettings';
import { findNode, treeReducer, type AddKind, type TreeAction } from './tree';

export interface FlowInfo {
  id: string;
  enCode: string;
  fullName: string;
  category: string;
  type: number;
  formId: string;
  icon: string;
  iconBackground: string;
  description: string;
  sortCode: number;
  flowTemplateJson: FlowNode;
}

const problemText = (lang: Lang, p: DesignProblem) => `${t(`wfProblem_${p.problem}` as const).render(lang)}${p.detail ? `（${p.detail}）` : ''}`;

interface TreeItem {
  id: string;
  fullName: string;
  children?: TreeItem[] | null;
}
type TreeNodeList = TreeItem[];
const flatten = (list: TreeNodeList, out: Option[] = []): Option[] => {
  for (const n of list) {
    out.push({ value: n.id, label: n.fullName });
    if (n.children) flatten(n.children, out);
  }
  return out;
};

/** What a node card says under its title: the rule, the recipients, the conditions. */
function summary(n: FlowNode, d: (k: DesignerTextKey, p?: Record<string, string | number>) => string, choices: Choices, exclusive: boolean): string {
  const p = n.properties;
  if (n.type === 'approver') return d(`at${Number(p.assigneeType ?? 2)}` as DesignerTextKey);
  if (n.type === 'copy') {
    const count = (p.circulateUser?.length ?? 0) + (p.circulateRole?.length ?? 0) + (p.circulatePosition?.length ?? 0) + (p.circulateDepartment?.length ?? 0) + (p.circulateSchoolDept?.length ?? 0);
    return count ? (p.circulateSchoolDept?.length ? p.circulateSchoolDept.join('、') : d('copySummary', { n: count })) : d('noRecipientSet');
  }
  if (n.type === 'subFlow') return choices.flows.find((f) => f.value === p.flowId)?.label ?? '';
  if (n.type === 'condition' && exclusive) {
    if (p.isDefault) return d('isDefault');
    const label = (field: string) => choices.fields.find((f) => f.vModel === field)?.label ?? field;
    const list = (p.conditions ?? []).map((c) => `${label(c.field)} ${c.symbol} ${Array.isArray(c.filedValue) ? c.filedValue.join(',') : String(c.filedValue ?? '')}`);
    return list.length ? list.join(p.matchLogic === 'or' ? ' | ' : ' & ') : d('noCondition');
  }
  return '';
}

const KIND_COLOR: Record<string, string> = { start: '#576a95', approver: '#c25600', copy: '#2b6ead', subFlow: '#5b3d9c', condition: '#1f7a52' };

/** The vertical approval-tree designer: start at the top, "+" between nodes, branches side by side, settings in a drawer. */
export default function FlowDesigner({ flowId, onClose }: { flowId: string; onClose: () => void }) {
  const { services, lang } = useRenderer();
  const { message } = App.useApp();
  const d = (k: DesignerTextKey, p?: Record<string, string | number>) => designerText(lang, k, p);
  const [info, setInfo] = useState<FlowInfo | null>(null);
  const [design, dispatch] = useReducer((s: FlowNode | null, a: TreeAction | { type: 'load'; design: FlowNode }) => (a.type === 'load' ? a.design : s ? treeReducer(s, a) : s), null);
  const [choices, setChoices] = useState<Choices>({ users: [], roles: [], positions: [], departments: [], organizes: [], flows: [], fields: [] });
  const [forms, setForms] = useState<Option[]>([]);
  const [editing, setEditing] = useState<string | null>(null);
  const [serverProblems, setServerProblems] = useState<DesignProblem[] | null>(null);
  const [busy, setBusy] = useState(false);
  const seq = useRef(0);

  useEffect(() => {
    services.request<FlowInfo>('GET', `/api/WorkFlow/FlowEngine/${flowId}`).then((f) => {
      setInfo(f);
      dispatch({ type: 'load', design: f.flowTemplateJson });
    });
    const list = <T,>(url: string, query?: Record<string, unknown>) => services.request<{ list: T[] }>('GET', url, query).then((r) => r.list, () => [] as T[]);
    void Promise.all([
      list<{ id: string; realName: string; account: string }>('/api/Permission/Users/All'),
      list<{ id: string; fullName: string }>('/api/Permission/Role/Selector'),
      list<{ id: string; fullName: string }>('/api/Permission/Position/All'),
      list<TreeNodeList[number]>('/api/Permission/Organize/Department/Selector'),
      list<{ id: string; fullName: string }>('/api/WorkFlow/FlowEngine/ListAll'),
      list<TreeNodeList[number]>('/api/VisualDevelopment/Selector', { type: 'list,form' }),
    ]).then(([users, roles, positions, orgs, flows, formGroups]) => {
      const orgOptions = flatten(orgs);
      setChoices((c) => ({
        ...c,
        users: users.map((u) => ({ value: u.id, label: `${u.realName}（${u.account}）` })),
        roles: roles.map((r) => ({ value: r.id, label: r.fullName })),
        positions: positions.map((p) => ({ value: p.id, label: p.fullName })),
        departments: orgOptions,
        organizes: orgOptions,
        flows: flows.filter((f) => f.id !== flowId).map((f) => ({ value: f.id, label: f.fullName })),
      }));
      setForms(formGroups.flatMap((g) => (g.children ?? []).map((f) => ({ value: f.id, label: f.fullName }))));
    });
  }, [services, flowId]);

  const formId = info?.formId ?? '';
  useEffect(() => {
    if (!formId) return setChoices((c) => ({ ...c, fields: [] }));
    services.request<{ list: Field[] }>('GET', `/api/VisualDevelopment/${formId}/FormDataFields`).then(
      (r) => setChoices((c) => ({ ...c, fields: r.list })),
      () =>
        services.request<{ list: Field[] }>('GET', `/api/WorkFlow/FlowEngine/${flowId}/FormDataFields`).then(
          (r) => setChoices((c) => ({ ...c, fields: r.list })),
          () => setChoices((c) => ({ ...c, fields: [] })),
        ),
    );
  }, [services, formId, flowId]);

  // The same check the server runs at release, live; what only the server knows (accounts that exist) joins after a refused release.
  const live = useMemo(() => (design ? validateDesign(design, { selfFlowId: flowId }) : []), [design, flowId]);
  const problems = serverProblems ?? live;
  const byNode = useMemo(() => {
    const m = new Map<string, string[]>();
    for (const p of problems) m.set(p.nodeId, [...(m.get(p.nodeId) ?? []), problemText(lang, p)]);
    return m;
  }, [problems, lang]);

  if (!info || !design) return <Spin />;

  const act = (a: TreeAction) => {
    setServerProblems(null);
    dispatch(a);
  };
  const newId = (kind: string) => `${kind}_${Date.now().toString(36)}${(seq.current++).toString(36)}`;
  const add = (afterId: string, kind: AddKind) => {
    const group = kind === 'condition' || kind === 'parallel';
    const titles = group
      ? [d(kind === 'condition' ? 'kindCondition' : 'kindParallel'), d(kind === 'condition' ? 'branchN' : 'parallelN', { n: 1 }), kind === 'condition' ? d('otherwise') : d('parallelN', { n: 2 })]
      : [d(kind === 'approver' ? 'kindApprover' : kind === 'copy' ? 'kindCopy' : 'kindSubFlow')];
    act({ type: 'add', afterId, kind, ids: group ? [newId('route'), newId('branch'), newId('branch')] : [newId(kind)], titles });
  };

  const save = async (): Promise<boolean> => {
    setBusy(true);
    try {
      const { id: _id, ...rest } = info;
      await services.request('PUT', `/api/WorkFlow/FlowEngine/${flowId}`, { ...rest, description: rest.description || null, flowTemplateJson: design });
      return true;
    } catch (e) {
      message.error((e as { msg?: string })?.msg ?? '');
      return false;
    } finally {
      setBusy(false);
    }
  };
  const release = async () => {
    if (!(await save())) return;
    setBusy(true);
    try {
      await services.request('POST', `/api/WorkFlow/FlowEngine/Release/${flowId}`);
      message.success(d('released'));
      onClose();
    } catch (e) {
      const err = e as { msg?: string; data?: unknown };
      if (Array.isArray(err.data)) setServerProblems(err.data as DesignProblem[]);
      message.error(err.msg ?? '');
    } finally {
      setBusy(false);
    }
  };

  const plus = (afterId: string) => (
    <div style={{ display: 'flex', flexDirection: 'column', alignItems: 'center' }}>
      <div style={{ width: 2, height: 16, background: '#bfbfbf' }} />
      <Dropdown
        trigger={['click']}
        menu={{
          items: (['approver', 'copy', 'condition', 'parallel', 'subFlow'] as AddKind[]).map((k) => ({
            key: k,
            label: d(k === 'approver' ? 'kindApprover' : k === 'copy' ? 'kindCopy' : k === 'condition' ? 'kindCondition' : k === 'parallel' ? 'kindParallel' : 'kindSubFlow'),
          })),
          onClick: ({ key }) => add(afterId, key as AddKind),
        }}
      >
        <Button shape="circle" size="small" icon={<PlusOutlined />} aria-label={d('addNode')} data-testid={`add-after-${afterId}`} />
      </Dropdown>
      <div style={{ width: 2, height: 16, background: '#bfbfbf' }} />
    </div>
  );

  const card = (n: FlowNode, opts: { exclusive: boolean; branch: boolean }) => {
    const issues = byNode.get(n.nodeId) ?? [];
    const isStart = n === design;
    const tools: [string, React.ReactNode, TreeAction][] = isStart
      ? []
      : [
          [d(opts.branch ? 'moveLeft' : 'moveUp'), opts.branch ? <ArrowLeftOutlined /> : <ArrowUpOutlined />, { type: 'move', nodeId: n.nodeId, direction: 'up' }],
          [d(opts.branch ? 'moveRight' : 'moveDown'), opts.branch ? <ArrowRightOutlined /> : <ArrowDownOutlined />, { type: 'move', nodeId: n.nodeId, direction: 'down' }],
          [d('remove'), <CloseOutlined />, { type: 'remove', nodeId: n.nodeId }],
        ];
    return (
      <div
        data-testid={`node-${n.nodeId}`}
        style={{ width: 220, background: '#fff', borderRadius: 6, boxShadow: '0 1px 4px rgba(0,0,0,0.15)', border: issues.length ? '1px solid #cf1322' : '1px solid transparent' }}
      >
        <div style={{ background: KIND_COLOR[n.type] ?? '#595959', color: '#fff', padding: '4px 8px', borderRadius: '6px 6px 0 0', display: 'flex', justifyContent: 'space-between', alignItems: 'center' }}>
          <span>{isStart ? d('start') : String(n.properties.title ?? n.nodeId)}</span>
          <span>
            {tools.map(([label, icon, action]) => (
              <Tooltip key={label} title={label}>
                <Button size="small" type="text" aria-label={`${label} ${String(n.properties.title ?? '')}`} icon={icon} style={{ color: '#fff' }} onClick={() => act(action)} />
              </Tooltip>
            ))}
          </span>
        </div>
        <button
          type="button"
          onClick={() => setEditing(n.nodeId)}
          style={{ display: 'block', width: '100%', textAlign: 'left', padding: 8, border: 0, background: 'transparent', cursor: 'pointer', color: 'rgba(0,0,0,0.88)' }}
        >
          {isStart ? (n.properties.revokeFlowId ? `${d('startHint')} · ${choices.flows.find((f) => f.value === n.properties.revokeFlowId)?.label ?? ''}` : d('startHint')) : summary(n, d, choices, opts.exclusive) || ' '}
        </button>
        {issues.map((msg) => (
          <div key={msg} role="alert" style={{ color: '#a8071a', fontSize: 12, padding: '0 8px 6px' }}>
            {msg}
          </div>
        ))}
      </div>
    );
  };

  const chain = (head: FlowNode | null | undefined, ctx: { exclusive: boolean; branchHead: boolean }): React.ReactNode[] => {
    const out: React.ReactNode[] = [];
    let first = true;
    for (let n = head; n; n = n.childNode) {
      const isBranchHead = first && ctx.branchHead;
      const isRoute = n.type === 'condition' && !isBranchHead && !!n.conditionNodes?.length;
      first = false;
      if (!isRoute) out.push(<div key={`c-${n.nodeId}`}>{card(n, { exclusive: isBranchHead && ctx.exclusive, branch: isBranchHead })}</div>);
      if (n.conditionNodes?.length) {
        const host = n;
        out.push(
          <div key={`g-${n.nodeId}`} style={{ display: 'flex', flexDirection: 'column', alignItems: 'center' }}>
            {!isRoute ? <div style={{ width: 2, height: 16, background: '#bfbfbf' }} /> : null}
            <Space>
              <Button size="small" onClick={() => act({ type: 'addBranch', hostId: host.nodeId, id: newId('branch'), title: d(host.isInterflow ? 'parallelN' : 'branchN', { n: (host.conditionNodes?.length ?? 0) + 1 }) })}>
                {d('addBranch')}
              </Button>
              {isRoute ? (
                <Button size="small" danger onClick={() => act({ type: 'remove', nodeId: host.nodeId })}>
                  {d('remove')}
                </Button>
              ) : null}
            </Space>
            <div style={{ display: 'flex', gap: 16, borderTop: '2px solid #bfbfbf', borderBottom: '2px solid #bfbfbf', padding: '12px 8px', marginTop: 8 }}>
              {host.conditionNodes!.map((b) => (
                <div key={b.nodeId} style={{ display: 'flex', flexDirection: 'column', alignItems: 'center' }}>
                  {chain(b, { exclusive: !host.isInterflow, branchHead: true })}
                </div>
              ))}
            </div>
          </div>,
        );
      }
      out.push(<div key={`p-${n.nodeId}`}>{plus(n.nodeId)}</div>);
    }
    return out;
  };

  const editingNode = editing ? findNode(design, editing) : null;
  const setInfoField = (patch: Partial<FlowInfo>) => setInfo({ ...info, ...patch });
  return (
    <div data-testid="flow-designer">
      <Form layout="inline" style={{ marginBottom: 12, rowGap: 8 }}>
        <Form.Item label={d('fullName')}>
          <Input aria-label={d('fullName')} value={info.fullName} maxLength={50} onChange={(e) => setInfoField({ fullName: e.target.value })} />
        </Form.Item>
        <Form.Item label={d('enCode')}>
          <Input aria-label={d('enCode')} value={info.enCode} maxLength={50} onChange={(e) => setInfoField({ enCode: e.target.value })} />
        </Form.Item>
        <Form.Item label={d('category')}>
          <Input aria-label={d('category')} value={info.category} maxLength={50} onChange={(e) => setInfoField({ category: e.target.value })} style={{ width: 120 }} />
        </Form.Item>
        <Form.Item label={d('form')}>
          <Select aria-label={d('form')} value={info.formId} onChange={(v: string) => setInfoField({ formId: v })} options={[{ value: '', label: d('builtInForm') }, ...forms]} style={{ width: 200 }} />
        </Form.Item>
        <Space>
          <Button onClick={() => save().then((ok) => ok && message.success(d('saved')))} loading={busy}>
            {d('save')}
          </Button>
          <Button type="primary" onClick={release} loading={busy}>
            {d('release')}
          </Button>
        </Space>
      </Form>
      {problems.length ? (
        <Alert
          type="warning"
          showIcon
          message={d('problems')}
          description={
            <ul style={{ margin: 0, paddingLeft: 18 }} data-testid="design-problems">
              {problems.map((p, i) => (
                <li key={i}>
                  {String(findNode(design, p.nodeId)?.node.properties.title ?? p.nodeId)}：{problemText(lang, p)}
                </li>
              ))}
            </ul>
          }
          style={{ marginBottom: 12 }}
        />
      ) : (
        // antd's success green reads at 2.3:1 on white; this shade keeps WCAG AA.
        <Typography.Text style={{ display: 'block', marginBottom: 12, color: '#135200' }}>
          {d('noProblems')}
        </Typography.Text>
      )}
      <div style={{ background: '#f5f5f7', padding: 24, overflow: 'auto', display: 'flex', flexDirection: 'column', alignItems: 'center', minHeight: 400 }}>
        {chain(design, { exclusive: false, branchHead: false })}
        <div style={{ padding: '6px 16px', borderRadius: 16, background: '#e6e6e6', color: 'rgba(0,0,0,0.88)' }}>{d('end')}</div>
      </div>
      <NodeSettings
        node={editingNode?.node ?? null}
        exclusiveBranch={!!editingNode?.host && !editingNode.host.isInterflow}
        choices={choices}
        lang={lang}
        onClose={() => setEditing(null)}
        onSave={(properties) => {
          act({ type: 'update', nodeId: editing!, properties });
          setEditing(null);
        }}
      />
    </div>
  );
}

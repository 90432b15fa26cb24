import { useEffect, useState } from 'react';
import { Button, Checkbox, Divider, Drawer, Input, InputNumber, Radio, Select, Space, Switch, Table, Typography } from 'antd';
import type { Condition, FlowNode, FormOperate, NodeProperties } from '../../../../contract/workflow/model';
import { designerText, type DesignerTextKey } from './designerTexts';
import type { Lang } from '../../../../contract/rules/messages';

export interface Option {
  value: string;
  label: string;
}
export interface Field {
  vModel: string;
  label: string;
  type: string;
}
/** What the settings offer to choose from, loaded once by the designer. */
export interface Choices {
  users: Option[];
  roles: Option[];
  positions: Option[];
  departments: Option[];
  organizes: Option[];
  flows: Option[];
  fields: Field[];
}

const SYMBOLS: Condition['symbol'][] = ['==', '!=', '>', '>=', '<', '<=', 'in', 'notIn', 'like'];
const SYMBOL_TEXT: Record<Condition['symbol'], string> = { '==': '=', '!=': '≠', '>': '>', '>=': '≥', '<': '<', '<=': '≤', in: '∈', notIn: '∉', like: '⊃' };

type Right = 'edit' | 'read' | 'hidden';
const rightOf = (ops: FormOperate[] | undefined, id: string): Right => {
  const o = ops?.find((x) => x.id === id);
  if (!o) return 'read';
  return !o.read ? 'hidden' : o.write ? 'edit' : 'read';
};

/** The settings drawer of one node: approver rules, copy recipients, branch conditions or the sub-flow. */
export default function NodeSettings({
  node,
  exclusiveBranch,
  choices,
  lang,
  onSave,
  onClose,
}: {
  node: FlowNode | null;
  /** The node heads a branch of a condition group (its conditions are edited here). */
  exclusiveBranch: boolean;
  choices: Choices;
  lang: Lang;
  onSave: (p: NodeProperties) => void;
  onClose: () => void;
}) {
  const d = (k: DesignerTextKey, p?: Record<string, string | number>) => designerText(lang, k, p);
  const [p, setP] = useState<NodeProperties>({});
  useEffect(() => setP(node ? structuredClone(node.properties) : {}), [node]);
  const set = (patch: Partial<NodeProperties>) => setP((old) => ({ ...old, ...patch }));
  const multi = (label: DesignerTextKey, key: keyof NodeProperties, options: Option[]) => (
    <label style={{ display: 'block' }}>
      {d(label)}
      <Select aria-label={d(label)} mode="multiple" allowClear optionFilterProp="label" options={options} value={(p[key] as string[] | undefined) ?? []} onChange={(v: string[]) => set({ [key]: v })} style={{ width: '100%' }} />
    </label>
  );
  const assignee = Number(p.assigneeType ?? 2);
  const conditions = p.conditions ?? [];
  const setCondition = (i: number, patch: Partial<Condition>) => set({ conditions: conditions.map((c, k) => (k === i ? { ...c, ...patch } : c)) });
  const fieldOptions: Option[] = [
    ...choices.fields.map((f) => ({ value: f.vModel, label: f.label || f.vModel })),
    { value: '@organize', label: d('initiatorOrg') },
    { value: '@position', label: d('initiatorPosition') },
    { value: '@role', label: d('initiatorRole') },
  ];
  const valueInput = (c: Condition, i: number) => {
    const pick = c.field === '@organize' ? choices.organizes : c.field === '@position' ? choices.positions : c.field === '@role' ? choices.roles : null;
    if (pick) return <Select aria-label={d('condValue')} mode="multiple" optionFilterProp="label" options={pick} value={Array.isArray(c.filedValue) ? (c.filedValue as string[]) : []} onChange={(v) => setCondition(i, { filedValue: v })} style={{ minWidth: 180 }} />;
    if (c.symbol === 'in' || c.symbol === 'notIn')
      return <Select aria-label={d('condValue')} mode="tags" value={Array.isArray(c.filedValue) ? (c.filedValue as string[]) : []} onChange={(v) => setCondition(i, { filedValue: v })} style={{ minWidth: 180 }} />;
    const numeric = ['>', '>=', '<', '<='].includes(c.symbol);
    return numeric ? (
      <InputNumber aria-label={d('condValue')} value={typeof c.filedValue === 'number' ? c.filedValue : undefined} onChange={(v) => setCondition(i, { filedValue: v ?? undefined })} />
    ) : (
      <Input aria-label={d('condValue')} value={String(c.filedValue ?? '')} onChange={(e) => setCondition(i, { filedValue: e.target.value })} style={{ width: 160 }} />
    );
  };

  return (
    <Drawer open={node !== null} width={560} title={d('nodeSettings')} onClose={onClose} destroyOnHidden
      extra={<Space><Button onClick={onClose}>{d('cancel')}</Button><Button type="primary" onClick={() => onSave(p)}>{d('ok')}</Button></Space>}>
      {node ? (
        <Space direction="vertical" style={{ width: '100%' }} size="middle">
          <label style={{ display: 'block' }}>
            {d('title')}
            <Input aria-label={d('title')} value={String(p.title ?? '')} maxLength={50} onChange={(e) => set({ title: e.target.value })} />
          </label>
          {node.type === 'approver' ? (
            <>
              <Typography.Text strong>{d('assigneeType')}</Typography.Text>
              <Radio.Group value={assignee} onChange={(e) => set({ assigneeType: e.target.value })} options={[1, 2, 3, 6, 7, 12].map((n) => ({ value: n, label: d(`at${n}` as DesignerTextKey) }))} />
              {assignee === 1 ? (
                <label>
                  {d('managerLevel')} <InputNumber aria-label={d('managerLevel')} min={1} max={10} value={Number(p.managerLevel ?? 1)} onChange={(v) => set({ managerLevel: v ?? 1 })} />
                </label>
              ) : null}
              {assignee === 6 || assignee === 7 ? (
                <>
                  {assignee === 7 ? <Typography.Text type="secondary">{d('candidateRange')}</Typography.Text> : null}
                  {multi('users', 'approvers', choices.users)}
                  {multi('roles', 'approverRole', choices.roles)}
                  {multi('positions', 'approverPos', choices.positions)}
                </>
              ) : null}
              <Typography.Text strong>{d('counterSign')}</Typography.Text>
              <Radio.Group value={p.counterSign ?? 0} onChange={(e) => set({ counterSign: e.target.value })} options={[0, 1].map((n) => ({ value: n, label: d(`cs${n}` as DesignerTextKey) }))} />
              <Typography.Text strong>{d('noApprover')}</Typography.Text>
              <Radio.Group value={p.noApproverHandler ?? 1} onChange={(e) => set({ noApproverHandler: e.target.value })} options={[1, 2, 3].map((n) => ({ value: n, label: d(`na${n}` as DesignerTextKey) }))} />
              <label>
                <Switch aria-label={d('hasSign')} checked={!!p.hasSign} onChange={(v) => set({ hasSign: v })} /> {d('hasSign')}
              </label>
              <Divider style={{ margin: '4px 0' }} />
              <label>
                <Switch aria-label={d('timeout')} checked={!!p.timeoutConfig?.on} onChange={(on) => set({ timeoutConfig: { quantity: 24, type: 'hour', handler: 0, ...p.timeoutConfig, on } })} /> {d('timeout')}
              </label>
              {p.timeoutConfig?.on ? (
                <Space wrap>
                  <InputNumber aria-label={d('quantity')} min={1} max={999} value={p.timeoutConfig.quantity} onChange={(v) => set({ timeoutConfig: { ...p.timeoutConfig!, quantity: v ?? 1 } })} />
                  <Select aria-label={d('quantity')} value={p.timeoutConfig.type} onChange={(v) => set({ timeoutConfig: { ...p.timeoutConfig!, type: v } })} options={(['day', 'hour', 'minute'] as const).map((u) => ({ value: u, label: d(`unit${u}`) }))} style={{ width: 100 }} />
                  {d('handler')}
                  <Select aria-label={d('handler')} value={p.timeoutConfig.handler} onChange={(v) => set({ timeoutConfig: { ...p.timeoutConfig!, handler: v } })} options={[0, 1, 2].map((n) => ({ value: n, label: d(`th${n}` as DesignerTextKey) }))} style={{ width: 140 }} />
                </Space>
              ) : null}
              {choices.fields.length ? (
                <>
                  <Typography.Text strong>{d('fieldRights')}</Typography.Text>
                  <Table<Field>
                    size="small"
                    rowKey="vModel"
                    pagination={false}
                    dataSource={choices.fields}
                    columns={[
                      { title: d('field'), key: 'f', render: (_, f) => f.label || f.vModel },
                      ...(['edit', 'read', 'hidden'] as Right[]).map((right) => ({
                        title: d(right === 'edit' ? 'rightEdit' : right === 'read' ? 'rightRead' : 'rightHidden'),
                        key: right,
                        render: (_: unknown, f: Field) => (
                          <Checkbox
                            aria-label={`${f.label || f.vModel} ${right}`}
                            checked={rightOf(p.formOperates, f.vModel) === right}
                            onChange={() => set({ formOperates: [...(p.formOperates ?? []).filter((o) => o.id !== f.vModel), { id: f.vModel, read: right !== 'hidden', write: right === 'edit' }] })}
                          />
                        ),
                      })),
                    ]}
                  />
                </>
              ) : null}
            </>
          ) : null}
          {node.type === 'copy' ? (
            <>
              {multi('users', 'circulateUser', choices.users)}
              {multi('roles', 'circulateRole', choices.roles)}
              {multi('positions', 'circulatePosition', choices.positions)}
              {multi('departments', 'circulateDepartment', choices.departments)}
              <label style={{ display: 'block' }}>
                {d('schoolDepartments')}
                <Select aria-label={d('schoolDepartments')} mode="tags" value={p.circulateSchoolDept ?? []} onChange={(v: string[]) => set({ circulateSchoolDept: v })} style={{ width: '100%' }} />
              </label>
            </>
          ) : null}
          {node.type === 'start' ? (
            <label style={{ display: 'block' }}>
              {d('revokeFlow')}
              <Select aria-label={d('revokeFlow')} allowClear options={choices.flows} value={p.revokeFlowId} onChange={(v: string | undefined) => set({ revokeFlowId: v })} style={{ width: '100%' }} />
            </label>
          ) : null}
          {node.type === 'subFlow' ? (
            <label style={{ display: 'block' }}>
              {d('subFlow')}
              <Select aria-label={d('subFlow')} options={choices.flows} value={p.flowId} onChange={(v: string) => set({ flowId: v })} style={{ width: '100%' }} />
            </label>
          ) : null}
          {exclusiveBranch ? (
            <>
              <label>
                <Switch aria-label={d('isDefault')} checked={!!p.isDefault} onChange={(v) => set(v ? { isDefault: true, conditions: [] } : { isDefault: false })} /> {d('isDefault')}
              </label>
              {!p.isDefault ? (
                <>
                  <Radio.Group value={p.matchLogic ?? 'and'} onChange={(e) => set({ matchLogic: e.target.value })} options={[{ value: 'and', label: d('matchAll') }, { value: 'or', label: d('matchAny') }]} />
                  {conditions.map((c, i) => (
                    <Space key={i} wrap>
                      <Select aria-label={d('condField')} value={c.field} onChange={(v: string) => setCondition(i, { field: v, filedValue: v.startsWith('@') ? [] : '' , symbol: v.startsWith('@') ? 'in' : c.symbol })} options={fieldOptions} style={{ width: 150 }} />
                      <Select aria-label={d('condSymbol')} value={c.symbol} onChange={(v: Condition['symbol']) => setCondition(i, { symbol: v })} options={SYMBOLS.map((s) => ({ value: s, label: SYMBOL_TEXT[s] }))} style={{ width: 70 }} />
                      {valueInput(c, i)}
                      <Button type="link" danger onClick={() => set({ conditions: conditions.filter((_, k) => k !== i) })}>
                        {d('remove')}
                      </Button>
                    </Space>
                  ))}
                  <Button onClick={() => set({ conditions: [...conditions, { field: fieldOptions[0].value, symbol: '==', filedValue: '' }] })}>{d('addCondition')}</Button>
                </>
              ) : null}
            </>
          ) : null}
        </Space>
      ) : null}
    </Drawer>
  );
}

import { branchMatches, type RouteContext } from './conditions';
import type { Condition, FlowNode } from './model';

/**
 * The check a design passes before release: run live by the flow designer (each problem is drawn at
 * its node) and by the server at Release (which refuses and changes nothing). Pure: what exists in
 * the organisation is handed in as a `DesignDirectory`.
 */

export type ProblemCode =
  | 'noStart'
  | 'duplicateId'
  | 'unknownType'
  | 'noAssignee'
  | 'fewBranches'
  | 'branchWithoutCondition'
  | 'twoDefaults'
  | 'noSubFlow'
  | 'noRecipients'
  | 'branchHeadNotCondition'
  | 'unknownApprover'
  | 'badManagerLevel'
  | 'unknownSubFlow'
  | 'subFlowSelf'
  | 'unknownRecipient'
  | 'conditionOverlap'
  | 'conditionGap'
  | 'unknownRevokeFlow';

export interface DesignProblem {
  nodeId: string;
  problem: ProblemCode;
  /** What was found: the unknown id, or the form values two branches both take or none takes. */
  detail?: string;
}

/** What exists (ids); a set left out is not checked (the designer may not have loaded it yet). */
export interface DesignDirectory {
  users?: ReadonlySet<string>;
  roles?: ReadonlySet<string>;
  positions?: ReadonlySet<string>;
  organizes?: ReadonlySet<string>;
  /** Released flows a sub-flow node may start. */
  flows?: ReadonlySet<string>;
  /** The flow being designed: a sub-flow naming it would never end. */
  selfFlowId?: string;
  /** Closed value lists of form fields (radio, select): a branch set covering them all leaves no gap. */
  fieldOptions?: Readonly<Record<string, readonly string[]>>;
}

const ASSIGNEE_TYPES = new Set([1, 2, 3, 6, 7, 12]);
const TYPES = ['start', 'approver', 'condition', 'copy', 'subFlow'];

/** The structural rules: one start, unique ids, known types, approvers named, branches well formed. */
export function checkDesign(root: FlowNode | null | undefined): DesignProblem[] {
  const problems: DesignProblem[] = [];
  if (!root || root.type !== 'start') return [{ nodeId: root?.nodeId ?? '', problem: 'noStart' }];
  const seen = new Set<string>();
  const visit = (node: FlowNode | null | undefined) => {
    for (let n = node; n; n = n.childNode) {
      if (!n.nodeId || seen.has(n.nodeId)) problems.push({ nodeId: n.nodeId, problem: 'duplicateId' });
      seen.add(n.nodeId);
      const p = n.properties ?? {};
      if (!TYPES.includes(n.type)) problems.push({ nodeId: n.nodeId, problem: 'unknownType' });
      if (n !== root && n.type === 'start') problems.push({ nodeId: n.nodeId, problem: 'unknownType' });
      if (n.type === 'approver') {
        const named = (p.approvers?.length ?? 0) + (p.approverPos?.length ?? 0) + (p.approverRole?.length ?? 0);
        if (!ASSIGNEE_TYPES.has(Number(p.assigneeType)) || (Number(p.assigneeType) === 6 && !named)) problems.push({ nodeId: n.nodeId, problem: 'noAssignee' });
      }
      if (n.type === 'subFlow' && !p.flowId) problems.push({ nodeId: n.nodeId, problem: 'noSubFlow' });
      if (n.type === 'copy' && !(p.circulateUser?.length || p.circulatePosition?.length || p.circulateRole?.length || p.circulateDepartment?.length || p.circulateSchoolDept?.length)) {
        problems.push({ nodeId: n.nodeId, problem: 'noRecipients' });
      }
      const branches = n.conditionNodes ?? [];
      if (branches.length === 1) problems.push({ nodeId: n.nodeId, problem: 'fewBranches' });
      if (branches.length && !n.isInterflow) {
        if (branches.filter((b) => b.properties?.isDefault).length > 1) problems.push({ nodeId: n.nodeId, problem: 'twoDefaults' });
        for (const b of branches) {
          if (!b.properties?.isDefault && !(b.properties?.conditions ?? []).length) problems.push({ nodeId: b.nodeId, problem: 'branchWithoutCondition' });
        }
      }
      for (const b of branches) visit(b);
    }
  };
  visit(root);
  return problems;
}

/** Every rule: the structure, then that each rule names what exists, then the conditions of each branch set. */
export function validateDesign(root: FlowNode | null | undefined, dir: DesignDirectory = {}): DesignProblem[] {
  const problems = checkDesign(root);
  if (!root || root.type !== 'start') return problems;
  const missing = (set: ReadonlySet<string> | undefined, ids: readonly string[] | undefined) => (set ? (ids ?? []).filter((id) => !set.has(id)) : []);
  const revokeFlow = root.properties?.revokeFlowId;
  if (revokeFlow && (revokeFlow === dir.selfFlowId || (dir.flows && !dir.flows.has(revokeFlow)))) problems.push({ nodeId: root.nodeId, problem: 'unknownRevokeFlow' });
  const visit = (node: FlowNode | null | undefined) => {
    for (let n = node; n; n = n.childNode) {
      const p = n.properties ?? {};
      if (n.type === 'approver') {
        const unknown = [...missing(dir.users, p.approvers), ...missing(dir.positions, p.approverPos), ...missing(dir.roles, p.approverRole)];
        if (unknown.length) problems.push({ nodeId: n.nodeId, problem: 'unknownApprover', detail: unknown.join(', ') });
        const level = Number(p.managerLevel ?? 1);
        if (Number(p.assigneeType) === 1 && !(Number.isInteger(level) && level >= 1 && level <= 10)) problems.push({ nodeId: n.nodeId, problem: 'badManagerLevel' });
      }
      if (n.type === 'subFlow' && p.flowId) {
        if (dir.selfFlowId && p.flowId === dir.selfFlowId) problems.push({ nodeId: n.nodeId, problem: 'subFlowSelf' });
        else if (dir.flows && !dir.flows.has(p.flowId)) problems.push({ nodeId: n.nodeId, problem: 'unknownSubFlow', detail: p.flowId });
      }
      if (n.type === 'copy') {
        const unknown = [
          ...missing(dir.users, p.circulateUser),
          ...missing(dir.positions, p.circulatePosition),
          ...missing(dir.roles, p.circulateRole),
          ...missing(dir.organizes, p.circulateDepartment),
        ];
        if (unknown.length) problems.push({ nodeId: n.nodeId, problem: 'unknownRecipient', detail: unknown.join(', ') });
      }
      const branches = n.conditionNodes ?? [];
      for (const b of branches) if (b.type !== 'condition') problems.push({ nodeId: b.nodeId, problem: 'branchHeadNotCondition' });
      if (branches.length >= 2 && !n.isInterflow) problems.push(...checkConditions(n, branches, dir.fieldOptions ?? {}));
      for (const b of branches) visit(b);
    }
  };
  visit(root);
  return problems;
}

// ---- overlap and gaps ---------------------------------------------------------------------------

/** Enough to cover a few fields with a handful of thresholds each; beyond it the gap check is skipped rather than guessed. */
const MAX_POINTS = 20_000;
/** A value no designer writes: "anything else" of an open list (free text, the initiator's roles). */
const OTHER = '\u0000other';

const num = (v: unknown): number | null => {
  if (typeof v === 'number') return Number.isFinite(v) ? v : null;
  if (typeof v === 'string' && v.trim() !== '' && Number.isFinite(Number(v))) return Number(v);
  return null;
};
const literals = (c: Condition): unknown[] => (Array.isArray(c.filedValue) ? c.filedValue : [c.filedValue]);

/**
 * Values of one field that stand for every case the conditions can tell apart: for numbers each
 * threshold, a point between each two and one beyond either end; for a list its named values and,
 * unless the field's options are known, one value named by no branch.
 */
function samplesOf(field: string, conds: Condition[], options: readonly string[] | undefined): unknown[] {
  const values = conds.flatMap(literals);
  const numeric = !field.startsWith('@') && values.length > 0 && values.every((v) => num(v) !== null) && conds.every((c) => c.symbol !== 'in' && c.symbol !== 'notIn' && c.symbol !== 'like');
  if (numeric) {
    const ts = [...new Set(values.map((v) => num(v)!))].sort((a, b) => a - b);
    const out: number[] = [ts[0] - 1, ts[ts.length - 1] + 1];
    ts.forEach((v, i) => {
      out.push(v);
      if (i + 1 < ts.length) out.push((v + ts[i + 1]) / 2);
    });
    return out.sort((a, b) => a - b);
  }
  const named = [...new Set([...values.map(String), ...(options ?? [])])];
  const list = options?.length ? named : [...named, OTHER];
  return field.startsWith('@') ? list.map((v) => (v === OTHER ? [] : [v])) : list;
}

const show = (field: string, v: unknown) => {
  const value = Array.isArray(v) ? (v.length ? v.join('/') : '∅') : v === OTHER ? '…' : String(v);
  return `${field} = ${value}`;
};

function checkConditions(container: FlowNode, branches: FlowNode[], fieldOptions: Readonly<Record<string, readonly string[]>>): DesignProblem[] {
  const ruled = branches.filter((b) => !b.properties?.isDefault && (b.properties?.conditions ?? []).length);
  if (!ruled.length) return [];
  const hasDefault = branches.some((b) => b.properties?.isDefault);
  const byField = new Map<string, Condition[]>();
  for (const b of ruled) for (const c of b.properties.conditions ?? []) byField.set(c.field, [...(byField.get(c.field) ?? []), c]);
  const fields = [...byField.keys()];
  const axes = fields.map((f) => samplesOf(f, byField.get(f)!, Object.hasOwn(fieldOptions, f) ? fieldOptions[f] : undefined));
  if (axes.reduce((n, a) => n * a.length, 1) > MAX_POINTS) return [];

  const problems: DesignProblem[] = [];
  const overlapping = new Set<string>();
  let gap = false;
  const point: unknown[] = [];
  const walk = (i: number) => {
    if (i === fields.length) {
      const ctx: RouteContext = { form: {}, organizeIds: [], positionIds: [], roleIds: [] };
      fields.forEach((f, k) => {
        if (f === '@organize') ctx.organizeIds = point[k] as string[];
        else if (f === '@position') ctx.positionIds = point[k] as string[];
        else if (f === '@role') ctx.roleIds = point[k] as string[];
        else ctx.form[f] = point[k];
      });
      const matched = ruled.filter((b) => branchMatches(b, ctx));
      const detail = fields.map((f, k) => show(f, point[k])).join(', ');
      // The later branch of a pair is where the designer drew the second claim on the same case.
      for (const b of matched.slice(1)) {
        if (overlapping.has(b.nodeId)) continue;
        overlapping.add(b.nodeId);
        problems.push({ nodeId: b.nodeId, problem: 'conditionOverlap', detail });
      }
      if (!matched.length && !hasDefault && !gap) {
        gap = true;
        problems.push({ nodeId: container.nodeId, problem: 'conditionGap', detail });
      }
      return;
    }
    for (const v of axes[i]) {
      point[i] = v;
      walk(i + 1);
    }
  };
  walk(0);
  return problems;
}

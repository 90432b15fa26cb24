import type { Condition, FlowNode } from './model';

/** What a condition may look at: the form and the initiator's place in the organisation. */
export interface RouteContext {
  form: Record<string, unknown>;
  /** The initiator's organisation, department and every organisation above them. */
  organizeIds: string[];
  positionIds: string[];
  roleIds: string[];
}

const asList = (v: unknown): unknown[] => (Array.isArray(v) ? v : v === undefined || v === null || v === '' ? [] : [v]);

function fieldValues(field: string, ctx: RouteContext): unknown[] | unknown {
  if (field === '@organize') return ctx.organizeIds;
  if (field === '@position') return ctx.positionIds;
  if (field === '@role') return ctx.roleIds;
  return Object.hasOwn(ctx.form, field) ? ctx.form[field] : undefined;
}

const num = (v: unknown): number | null => {
  if (typeof v === 'number') return Number.isFinite(v) ? v : null;
  if (typeof v === 'string' && v.trim() !== '' && Number.isFinite(Number(v))) return Number(v);
  return null;
};

/** One condition against the context. An absent form value matches nothing but `!=` and `notIn`. */
export function conditionHolds(c: Condition, ctx: RouteContext): boolean {
  const actual = fieldValues(c.field, ctx);
  // The initiator's organisation, position and role are sets: `==`/`in` ask whether any is named.
  if (c.field.startsWith('@')) {
    const have = asList(actual).map(String);
    const named = asList(c.filedValue).map(String);
    const any = named.some((v) => have.includes(v));
    return c.symbol === '!=' || c.symbol === 'notIn' ? !any : any;
  }
  switch (c.symbol) {
    case '==':
      return num(actual) !== null && num(c.filedValue) !== null ? num(actual) === num(c.filedValue) : String(actual ?? '') === String(c.filedValue ?? '');
    case '!=':
      return num(actual) !== null && num(c.filedValue) !== null ? num(actual) !== num(c.filedValue) : String(actual ?? '') !== String(c.filedValue ?? '');
    case '>':
    case '>=':
    case '<':
    case '<=': {
      const a = num(actual);
      const b = num(c.filedValue);
      if (a === null || b === null) return false;
      return c.symbol === '>' ? a > b : c.symbol === '>=' ? a >= b : c.symbol === '<' ? a < b : a <= b;
    }
    case 'in':
      return asList(c.filedValue).map(String).some((v) => asList(actual).map(String).includes(v));
    case 'notIn':
      return !asList(c.filedValue).map(String).some((v) => asList(actual).map(String).includes(v));
    case 'like':
      return String(actual ?? '').includes(String(c.filedValue ?? ''));
    default:
      return false;
  }
}

/** A branch head's conditions; a branch without conditions matches only as the default. */
export function branchMatches(branch: FlowNode, ctx: RouteContext): boolean {
  const list = branch.properties.conditions ?? [];
  if (!list.length) return false;
  return branch.properties.matchLogic === 'or' ? list.some((c) => conditionHolds(c, ctx)) : list.every((c) => conditionHolds(c, ctx));
}

/** The exclusive branch to take: the first that matches in design order, else the default, else none. */
export function chooseBranch(branches: FlowNode[], ctx: RouteContext): FlowNode | null {
  return branches.find((b) => !b.properties.isDefault && branchMatches(b, ctx)) ?? branches.find((b) => b.properties.isDefault) ?? null;
}

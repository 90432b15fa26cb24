import type { JsonLogic, LinkageEffect, LinkageRule } from '../../../../contract/pageModel/pageSchema';

// Linkage as the designer builds it: "when <field> <op> <value>, <effect> this field", stored as the
// page's JSON Logic rules (data, never code). Rules of another shape stay as written.

export type LinkageOp = 'eq' | 'ne' | 'gt' | 'lt' | 'empty' | 'notEmpty';
export const LINKAGE_OPS: readonly LinkageOp[] = ['eq', 'ne', 'gt', 'lt', 'empty', 'notEmpty'];
export const LINKAGE_EFFECTS: readonly LinkageEffect[] = ['show', 'hide', 'require', 'disable'];

export interface VisualRule {
  effect: LinkageEffect;
  field: string;
  op: LinkageOp;
  value?: string;
}

const LOGIC_OP: Record<'eq' | 'ne' | 'gt' | 'lt', string> = { eq: '==', ne: '!=', gt: '>', lt: '<' };

/** The value as the compared field holds it: numbers for number fields, booleans for switches. */
export function typedValue(value: string | undefined, fieldType: unknown): string | number | boolean {
  const v = value ?? '';
  if ((fieldType === 'number' || fieldType === 'integer') && v.trim() !== '' && Number.isFinite(Number(v))) return Number(v);
  if (fieldType === 'boolean') return v === 'true' || v === '是' || v === '1';
  return v;
}

export function toLogic(r: VisualRule, fieldType?: unknown): JsonLogic {
  const ref = { var: r.field };
  if (r.op === 'empty') return { '!': ref };
  if (r.op === 'notEmpty') return { '!!': ref };
  return { [LOGIC_OP[r.op]]: [ref, typedValue(r.value, fieldType)] };
}

/** The visual form of a condition, or null when it is not one the builder writes. */
export function fromLogic(rule: JsonLogic): Omit<VisualRule, 'effect'> | null {
  if (!rule || typeof rule !== 'object') return null;
  const keys = Object.keys(rule);
  if (keys.length !== 1) return null;
  const op = keys[0];
  const arg = (rule as Record<string, unknown>)[op];
  const varOf = (v: unknown) => (v && typeof v === 'object' && !Array.isArray(v) && typeof (v as { var?: unknown }).var === 'string' ? (v as { var: string }).var : null);
  if (op === '!' || op === '!!') {
    const field = varOf(Array.isArray(arg) ? arg[0] : arg);
    return field ? { field, op: op === '!' ? 'empty' : 'notEmpty' } : null;
  }
  const named = (Object.entries(LOGIC_OP) as [LinkageOp, string][]).find(([, o]) => o === op);
  if (!named || !Array.isArray(arg) || arg.length !== 2) return null;
  const field = varOf(arg[0]);
  const v = arg[1];
  if (!field || (v !== null && typeof v === 'object')) return null;
  return { field, op: named[0], value: v === null || v === undefined ? '' : String(v) };
}

/** The builder's rules for one target field: each stored rule that names it alone under one effect. */
export function rulesFor(linkage: readonly LinkageRule[] | undefined, target: string): VisualRule[] {
  const out: VisualRule[] = [];
  for (const r of linkage ?? []) {
    const effects = LINKAGE_EFFECTS.filter((e) => r[e]?.length);
    if (effects.length !== 1 || r[effects[0]]!.length !== 1 || r[effects[0]]![0] !== target) continue;
    const cond = fromLogic(r.when);
    if (cond) out.push({ effect: effects[0], ...cond });
  }
  return out;
}

/** The page's rules with those the builder owns for `target` replaced by `rules`; others kept in place. */
export function withRulesFor(linkage: readonly LinkageRule[] | undefined, target: string, rules: readonly VisualRule[], typeOf: (field: string) => unknown): LinkageRule[] {
  const owned = new Set(rulesFor(linkage, target).length ? (linkage ?? []).filter((r) => rulesFor([r], target).length) : []);
  const kept = (linkage ?? []).filter((r) => !owned.has(r));
  const built = rules.filter((r) => r.field && r.effect && r.op).map((r): LinkageRule => ({ when: toLogic(r, typeOf(r.field)), [r.effect]: [target] }));
  return [...kept, ...built];
}

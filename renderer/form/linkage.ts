import jsonLogic from 'json-logic-js';
import type { FormDef, JsonLogic, JsonSchema, UiSchema } from '../../contract/pageModel/pageSchema';

export type FormMode = 'create' | 'edit' | 'detail';

/** Which fields linkage rules and modes switch, for one state of the data. */
export interface FieldStates {
  hidden: string[];
  required: string[];
  disabled: string[];
}

/** Conditions are JSON Logic data evaluated over the form data plus `$mode`; never code. */
export function holds(rule: JsonLogic, data: Record<string, unknown>, mode: FormMode): boolean {
  if (typeof rule === 'boolean') return rule;
  try {
    return !!jsonLogic.apply(rule as never, { ...data, $mode: mode });
  } catch {
    // A malformed rule (e.g. an unknown operator) must not take the form down; it simply never holds.
    return false;
  }
}

/**
 * `show` fields are hidden unless their rule holds; `hide`, `require` and `disable` apply while theirs
 * holds. Fields outside the current mode (`modes`) are hidden whatever the rules say.
 */
export function fieldStates(def: FormDef, data: Record<string, unknown>, mode: FormMode): FieldStates {
  const hidden = new Set<string>();
  const required = new Set<string>();
  const disabled = new Set<string>();
  for (const rule of def.linkage ?? []) {
    const on = holds(rule.when, data, mode);
    for (const f of rule.show ?? []) if (!on) hidden.add(f);
    if (!on) continue;
    for (const f of rule.hide ?? []) hidden.add(f);
    for (const f of rule.require ?? []) required.add(f);
    for (const f of rule.disable ?? []) disabled.add(f);
  }
  for (const [field, modes] of Object.entries(def.modes ?? {})) if (!modes.includes(mode)) hidden.add(field);
  return { hidden: [...hidden].sort(), required: [...required].sort(), disabled: [...disabled].sort() };
}

export function statesKey(s: FieldStates): string {
  return `${s.hidden.join(',')}|${s.required.join(',')}|${s.disabled.join(',')}`;
}

/**
 * The schema and uiSchema rjsf draws for these field states: hidden fields leave the schema (so they
 * are neither validated nor submitted), required ones join `required`, disabled ones get ui:disabled.
 */
export function applyStates(schema: JsonSchema, uiSchema: UiSchema | undefined, s: FieldStates): { schema: JsonSchema; uiSchema: UiSchema } {
  const props = { ...((schema.properties ?? {}) as Record<string, unknown>) };
  for (const f of s.hidden) delete props[f];
  const baseRequired = Array.isArray(schema.required) ? (schema.required as string[]) : [];
  const required = [...new Set([...baseRequired, ...s.required])].filter((f) => f in props);
  const ui: UiSchema = { ...(uiSchema ?? {}) };
  for (const f of s.disabled) ui[f] = { ...((ui[f] as object) ?? {}), 'ui:disabled': true };
  if (Array.isArray(ui['ui:order'])) {
    ui['ui:order'] = (ui['ui:order'] as string[]).filter((f) => f === '*' || f in props);
  }
  return { schema: { ...schema, properties: props, required }, uiSchema: ui };
}

/** Drops values of fields that are not in the drawn schema (hidden by linkage or mode). */
export function pruneHidden(data: Record<string, unknown>, hidden: readonly string[]): Record<string, unknown> {
  if (!hidden.length) return data;
  const out = { ...data };
  for (const f of hidden) delete out[f];
  return out;
}

import type { FormDef } from '../../../contract/pageModel/pageSchema';

interface Operate {
  id: string;
  read: boolean;
  write: boolean;
}

/**
 * The designed form as one node's approver sees it: fields the node hides are taken out of the
 * schema, its `required` and its `ui:order` (rjsf refuses an order naming a field it does not have).
 */
export function visibleDef(def: FormDef, operates: readonly Operate[]): FormDef {
  const hidden = new Set(operates.filter((o) => !o.read).map((o) => o.id));
  if (!hidden.size) return def;
  const properties = Object.fromEntries(Object.entries(def.schema.properties ?? {}).filter(([k]) => !hidden.has(k)));
  const listed: unknown = def.schema.required;
  const required = Array.isArray(listed) ? listed.filter((k: unknown) => typeof k !== 'string' || !hidden.has(k)) : [];
  const ui = { ...(def.uiSchema ?? {}) };
  const order: unknown = ui['ui:order'];
  if (Array.isArray(order)) ui['ui:order'] = order.filter((k: unknown) => typeof k !== 'string' || !hidden.has(k));
  for (const k of hidden) delete ui[k];
  return { ...def, schema: { ...def.schema, properties, required }, uiSchema: ui };
}

import type { ActionDef, ColumnDef, PageSchema } from './pageSchema';

/** The parts of a CurrentUser permission entry the guard reads (contract/api.ts PermissionEntry). */
export interface PermissionEntryLike {
  modelId: string;
  button?: Array<{ enCode: string }>;
  column?: Array<{ enCode: string }>;
}

/** Spec §6 default codes; other action types are unguarded unless they name a `permission`. */
export const DEFAULT_ACTION_CODES: Partial<Record<ActionDef['type'], string>> = {
  create: 'btn_add',
  edit: 'btn_edit',
  remove: 'btn_remove',
};

export function actionCode(action: ActionDef): string | undefined {
  return action.permission ?? DEFAULT_ACTION_CODES[action.type];
}

function guardOf(schema: PageSchema): { buttons: boolean; columns: boolean } {
  const a = schema.authorize;
  if (a === false) return { buttons: false, columns: false };
  if (a === undefined || a === true) return { buttons: true, columns: true };
  return { buttons: a.buttons ?? true, columns: a.columns ?? true };
}

export interface PermissionResult {
  schema: PageSchema;
  /** The page is guarded and the model has no entry at all: nothing may be shown. */
  denied: boolean;
}

/**
 * Spec §6: a button or column is granted when the page's modelId has a permission entry containing
 * its enCode. Ungranted actions and columns are removed before anything is drawn; `authorize: false`
 * on the page, or on one action or column, turns the guard off for it. Pure: the input is untouched.
 */
export function filterByPermission(
  schema: PageSchema,
  modelId: string | undefined,
  permissionList: readonly PermissionEntryLike[] | undefined,
): PermissionResult {
  const guard = guardOf(schema);
  if (!guard.buttons && !guard.columns) return { schema, denied: false };
  const entry = modelId ? permissionList?.find((p) => p.modelId === modelId) : undefined;
  const buttons = new Set((entry?.button ?? []).map((b) => b.enCode));
  const columns = new Set((entry?.column ?? []).map((c) => c.enCode));

  const keepAction = (a: ActionDef) => {
    if (!guard.buttons || a.authorize === false) return true;
    const code = actionCode(a);
    return code === undefined || buttons.has(code);
  };
  const keepColumn = (c: ColumnDef) => !guard.columns || c.authorize === false || columns.has(c.permission ?? c.field);

  const out: PageSchema = { ...schema };
  if (schema.toolbar) out.toolbar = schema.toolbar.filter(keepAction);
  if (schema.rowActions) out.rowActions = schema.rowActions.filter(keepAction);
  if (schema.columns) out.columns = schema.columns.filter(keepColumn);
  if (schema.tree?.manage) out.tree = { ...schema.tree, manage: { ...schema.tree.manage, actions: schema.tree.manage.actions.filter(keepAction) } };
  return { schema: out, denied: !entry };
}

/** Whether one code is granted on the model, for pieces outside the schema (e.g. a custom view). */
export function hasPermission(
  modelId: string | undefined,
  permissionList: readonly PermissionEntryLike[] | undefined,
  code: string,
): boolean {
  const entry = modelId ? permissionList?.find((p) => p.modelId === modelId) : undefined;
  return !!entry && !!entry.button?.some((b) => b.enCode === code);
}

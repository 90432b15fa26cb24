import type { ActionDef, ApiMap, Text } from '../../contract/pageModel/pageSchema';
import type { RendererTextKey } from '../i18n';
import { holds } from '../form/linkage';

export function actionKey(a: ActionDef): string {
  return a.key ?? a.type;
}

const DEFAULT_LABELS: Partial<Record<ActionDef['type'], RendererTextKey>> = {
  create: 'create',
  edit: 'edit',
  detail: 'detail',
  remove: 'remove',
  state: 'state',
  export: 'export',
  import: 'import',
  refresh: 'refresh',
};

export function actionLabel(a: ActionDef, t: (k: RendererTextKey) => string, text: (v: Text) => string): string {
  if (a.label !== undefined) return text(a.label);
  const k = DEFAULT_LABELS[a.type];
  return k ? t(k) : actionKey(a);
}

/**
 * The question asked before an action runs, or null to run at once. Removing always asks (spec §5:
 * 'this operation will permanently delete the data, continue'), with the schema's own text if it has one.
 */
export function confirmText(a: ActionDef, t: (k: RendererTextKey) => string, text: (v: Text) => string): string | null {
  if (a.confirm !== undefined) return text(a.confirm);
  if (a.type === 'remove') return t('removeConfirm');
  return null;
}

const DEFAULT_API: Partial<Record<ActionDef['type'], keyof ApiMap>> = {
  create: 'create',
  edit: 'update',
  remove: 'remove',
  state: 'state',
  export: 'export',
  import: 'import',
};

/** The endpoint reference an action calls: its own `api`, else the page api of its type. */
export function actionApiRef(a: ActionDef): string | undefined {
  return a.api ?? (DEFAULT_API[a.type] as string | undefined);
}

/** Row actions offered for this row (their `when` rule holds). */
export function actionsForRow(actions: readonly ActionDef[], row: Record<string, unknown>): ActionDef[] {
  return actions.filter((a) => a.when === undefined || holds(a.when, row, 'edit'));
}

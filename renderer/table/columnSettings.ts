import type { ColumnDef } from '../../contract/pageModel/pageSchema';

// Column settings (show/hide and order) for one screen, remembered in localStorage. Columns are keyed
// by field; a stored field the schema no longer has is dropped, a new schema column is appended, so a
// changed schema never leaves a user with a broken table.

/** Same prefix as the shell's local store (spec §3: local storage keys use a fixed product prefix). */
const STORAGE_PREFIX = 'educloud_';

export interface ColumnSettings {
  order: string[];
  hidden: string[];
}

export function storageKey(pageId: string): string {
  return `${STORAGE_PREFIX}columns:${pageId}`;
}

export function defaultSettings(columns: readonly ColumnDef[]): ColumnSettings {
  return { order: columns.map((c) => c.field), hidden: columns.filter((c) => c.defaultHidden).map((c) => c.field) };
}

/** Reconciles stored settings with the schema's current columns. */
export function reconcile(columns: readonly ColumnDef[], stored: Partial<ColumnSettings> | null): ColumnSettings {
  const base = defaultSettings(columns);
  if (!stored || !Array.isArray(stored.order)) return base;
  const known = new Set(base.order);
  const order = stored.order.filter((f) => typeof f === 'string' && known.has(f));
  for (const f of base.order) if (!order.includes(f)) order.push(f);
  const storedHidden = Array.isArray(stored.hidden) ? stored.hidden.filter((f) => known.has(f)) : base.hidden;
  // Columns added since the settings were saved take their schema default.
  const newOnes = base.hidden.filter((f) => !stored.order!.includes(f));
  const hidden = [...new Set([...storedHidden, ...newOnes])];
  return { order, hidden: hidden.length >= order.length ? hidden.slice(0, order.length - 1) : hidden };
}

export function loadSettings(pageId: string, columns: readonly ColumnDef[]): ColumnSettings {
  try {
    const raw = globalThis.localStorage?.getItem(storageKey(pageId));
    return reconcile(columns, raw ? (JSON.parse(raw) as Partial<ColumnSettings>) : null);
  } catch {
    return defaultSettings(columns);
  }
}

export function saveSettings(pageId: string, settings: ColumnSettings | null): void {
  try {
    if (settings) globalThis.localStorage?.setItem(storageKey(pageId), JSON.stringify(settings));
    else globalThis.localStorage?.removeItem(storageKey(pageId));
  } catch {
    // Storage full or disabled: the settings simply last for this visit.
  }
}

/** The visible columns in the user's order. */
export function visibleColumns(columns: readonly ColumnDef[], settings: ColumnSettings): ColumnDef[] {
  const byField = new Map(columns.map((c) => [c.field, c]));
  const hidden = new Set(settings.hidden);
  return settings.order.filter((f) => !hidden.has(f)).map((f) => byField.get(f)!).filter(Boolean);
}

/** Hiding the last visible column is refused: a table of nothing cannot be switched back on from. */
export function toggleColumn(settings: ColumnSettings, field: string): ColumnSettings | null {
  const hidden = new Set(settings.hidden);
  if (hidden.has(field)) hidden.delete(field);
  else {
    if (settings.order.length - hidden.size <= 1) return null;
    hidden.add(field);
  }
  return { ...settings, hidden: settings.order.filter((f) => hidden.has(f)) };
}

export function moveColumn(settings: ColumnSettings, field: string, delta: -1 | 1): ColumnSettings {
  const order = [...settings.order];
  const i = order.indexOf(field);
  const j = i + delta;
  if (i < 0 || j < 0 || j >= order.length) return settings;
  [order[i], order[j]] = [order[j], order[i]];
  return { ...settings, order };
}

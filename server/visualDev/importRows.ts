import type { Database } from '../db/client';
import type { ModelField } from './pageModel';
import type { SheetRow } from './workbook';

/**
 * Spreadsheet cells → the values a form would have sent: labels of dictionaries and options back to
 * their codes, accounts or names of users back to ids, dates to 'YYYY-MM-DD', numeric text to
 * numbers. A cell nothing can translate is passed on as written, so record validation names it.
 */
export interface ImportLookups {
  labels: Map<string, Map<string, unknown>>;
  users: Map<string, string>;
}

export async function importLookups(database: Database, fields: ModelField[], rows: SheetRow[]): Promise<ImportLookups> {
  const labels = new Map<string, Map<string, unknown>>();
  for (const f of fields) {
    if (f.dictionary) {
      const col = f.dictionary.valueField === 'id' ? 'd.id' : 'd.en_code';
      const items = await database.query<{ v: string; full_name: string }>(
        `SELECT ${col} AS v, d.full_name FROM dictionary_data d JOIN dictionary_type t ON t.id = d.dictionary_type_id WHERE lower(t.en_code) = lower($1)`,
        [f.dictionary.code],
      );
      labels.set(f.vModel, new Map(items.map((i) => [i.full_name, i.v])));
    } else if (f.options) {
      labels.set(f.vModel, new Map(f.options.map((o) => [o.label, o.value])));
    }
  }
  const users = new Map<string, string>();
  const wanted = new Set<string>();
  for (const f of fields.filter((x) => x.role === 'user')) {
    for (const r of rows) if (r.values[f.vModel] !== undefined) wanted.add(String(r.values[f.vModel]));
  }
  if (wanted.size) {
    const found = await database.query<{ id: string; account: string; real_name: string }>(
      'SELECT id, account, real_name FROM users WHERE account = ANY($1::text[]) OR real_name = ANY($1::text[]) OR id = ANY($1::text[]) ORDER BY sort_code, account',
      [[...wanted]],
    );
    // An account is exact; a name may be shared, and then the first (by sort order) is taken.
    for (const u of found) if (!users.has(u.real_name)) users.set(u.real_name, u.id);
    for (const u of found) users.set(u.account, u.id);
    for (const u of found) users.set(u.id, u.id);
  }
  return { labels, users };
}

const pad = (n: number) => String(n).padStart(2, '0');

export function convertRow(fields: ModelField[], values: Record<string, unknown>, lookups: ImportLookups): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const f of fields) {
    let v = values[f.vModel];
    if (v === undefined) continue;
    if (v instanceof Date) {
      // exceljs reads dates as UTC midnights.
      v = f.format === 'date-time' ? v.toISOString() : `${v.getUTCFullYear()}-${pad(v.getUTCMonth() + 1)}-${pad(v.getUTCDate())}`;
    }
    const map = lookups.labels.get(f.vModel);
    if (map && map.has(String(v))) v = map.get(String(v));
    else if (f.role === 'user' && lookups.users.has(String(v))) v = lookups.users.get(String(v));
    if ((f.type === 'number' || f.type === 'integer') && typeof v === 'string' && v.trim() !== '' && Number.isFinite(Number(v))) v = Number(v);
    if (f.type === 'string' && typeof v === 'number') v = String(v);
    if (f.type === 'boolean' && (v === '是' || v === '否')) v = v === '是';
    out[f.vModel] = v;
  }
  return out;
}

import type { Database } from '../db/client';
import type { ModelField } from './pageModel';
import type { RecordData } from './recordInput';

/**
 * Records as a person reads them (DataChange, exports): dictionary codes become item names, user ids
 * real names, organisation ids names, options their labels, files their names. Lookups are batched:
 * one query per kind for a whole page of records. A value nothing can name stays as stored, so a
 * missing dictionary degrades to codes instead of failing.
 */
export async function displayRecords(database: Database, fields: ModelField[], records: RecordData[]): Promise<RecordData[]> {
  const dictValues = new Map<string, Set<string>>();
  const userIds = new Set<string>();
  const orgIds = new Set<string>();
  const positionIds = new Set<string>();
  const collect = (fs: ModelField[], rows: RecordData[]) => {
    for (const f of fs) {
      for (const row of rows) {
        const v = row[f.vModel];
        if (v === null || v === undefined || v === '') continue;
        if (f.role === 'subTable' && f.columns && Array.isArray(v)) {
          collect(f.columns, v.filter((x): x is RecordData => !!x && typeof x === 'object'));
          continue;
        }
        const values = (Array.isArray(v) ? v : [v]).map(String);
        if (f.dictionary) {
          const key = `${f.dictionary.code.toLowerCase()}|${f.dictionary.valueField}`;
          if (!dictValues.has(key)) dictValues.set(key, new Set());
          values.forEach((x) => dictValues.get(key)!.add(x));
        } else if (f.role === 'user' || f.role === 'currentUser') values.forEach((x) => userIds.add(x));
        else if (f.role === 'organize' || f.role === 'department' || f.role === 'currentOrganize' || f.role === 'currentDepartment') values.forEach((x) => orgIds.add(x));
        else if (f.role === 'position') values.forEach((x) => positionIds.add(x));
      }
    }
  };
  collect(fields, records);

  const dictNames = new Map<string, string>();
  for (const [key, values] of dictValues) {
    const [code, valueField] = key.split('|');
    const col = valueField === 'id' ? 'd.id' : 'd.en_code';
    const rows = await database.query<{ v: string; full_name: string }>(
      `SELECT ${col} AS v, d.full_name FROM dictionary_data d JOIN dictionary_type t ON t.id = d.dictionary_type_id
        WHERE lower(t.en_code) = $1 AND ${col} = ANY($2::text[])`,
      [code, [...values]],
    );
    for (const r of rows) dictNames.set(`${key}|${r.v}`, r.full_name);
  }
  const names = async (sql: string, ids: Set<string>) => {
    const m = new Map<string, string>();
    if (!ids.size) return m;
    for (const r of await database.query<{ id: string; name: string }>(sql, [[...ids]])) m.set(r.id, r.name);
    return m;
  };
  const users = await names('SELECT id, real_name AS name FROM users WHERE id = ANY($1::text[])', userIds);
  const orgs = await names('SELECT id, full_name AS name FROM organize WHERE id = ANY($1::text[])', orgIds);
  const positions = await names('SELECT id, full_name AS name FROM position WHERE id = ANY($1::text[])', positionIds);

  const show = (f: ModelField, v: unknown): unknown => {
    if (v === null || v === undefined) return v;
    if (f.role === 'subTable' && f.columns && Array.isArray(v)) {
      return v.map((row) => (row && typeof row === 'object' ? convert(f.columns!, row as RecordData) : row));
    }
    if (f.role === 'files' && Array.isArray(v)) return v.map((x) => (x && typeof x === 'object' ? String((x as { name?: unknown }).name ?? '') : String(x))).join('，');
    const one = (x: unknown): string => {
      const s = String(x);
      if (f.dictionary) return dictNames.get(`${f.dictionary.code.toLowerCase()}|${f.dictionary.valueField}|${s}`) ?? s;
      if (f.options) return f.options.find((o) => String(o.value) === s)?.label ?? s;
      if (f.role === 'user' || f.role === 'currentUser') return users.get(s) ?? s;
      if (f.role === 'organize' || f.role === 'department' || f.role === 'currentOrganize' || f.role === 'currentDepartment') return orgs.get(s) ?? s;
      if (f.role === 'position') return positions.get(s) ?? s;
      if (typeof x === 'boolean') return x ? '是' : '否';
      return s;
    };
    const mapped = f.dictionary || f.options || ['user', 'currentUser', 'organize', 'department', 'currentOrganize', 'currentDepartment', 'position'].includes(f.role) || typeof v === 'boolean';
    if (!mapped) return v;
    return Array.isArray(v) ? v.map(one).join('，') : one(v);
  };
  const convert = (fs: ModelField[], row: RecordData): RecordData => {
    const out: RecordData = { ...row };
    for (const f of fs) if (Object.hasOwn(row, f.vModel)) out[f.vModel] = show(f, row[f.vModel]);
    return out;
  };
  return records.map((r) => convert(fields, r));
}

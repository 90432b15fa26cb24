import type { Static, TObject } from '@sinclair/typebox';
import { Value } from '@sinclair/typebox/value';
import type { Queryable, StatementOptions } from '../db/client';

/**
 * The typed query layer: parameterised SQL whose rows come back as a TypeBox row schema's type,
 * with snake_case column names renamed to camelCase here, once, instead of a hand mapper per area.
 * The SQL shapes the values to what the schema says (`::int`, `coalesce`, `epochMs`), so nothing
 * converts them afterwards. Under the test runner every row is checked against its schema, so a
 * drift between SQL and schema fails the API tests instead of reaching a client.
 */

const names = new Map<string, string>();

/** `organize_name` → `organizeName` (memoised: a page of rows repeats the same few names). */
export function camelName(column: string): string {
  let name = names.get(column);
  if (name === undefined) {
    name = column.replace(/_([a-z0-9])/g, (_, c: string) => c.toUpperCase());
    names.set(column, name);
  }
  return name;
}

function camelRow(raw: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const key in raw) out[camelName(key)] = raw[key];
  return out;
}

const checkRows = Boolean(process.env.VITEST);

function checked<S extends TObject>(row: S, value: Record<string, unknown>): Static<S> {
  if (checkRows && !Value.Check(row, value)) {
    const first = [...Value.Errors(row, value)][0];
    throw new Error(`row does not match its schema at ${first?.path}: ${first?.message} (${JSON.stringify(value)})`);
  }
  return value as Static<S>;
}

/** Every row of `sql`, typed by `row`. */
export async function rows<S extends TObject>(db: Queryable, row: S, sql: string, params: unknown[] = [], opts?: StatementOptions): Promise<Static<S>[]> {
  const raw = await db.query<Record<string, unknown>>(sql, params, opts);
  return raw.map((r) => checked(row, camelRow(r)));
}

/** The first row of `sql`, typed by `row`, or undefined. */
export async function one<S extends TObject>(db: Queryable, row: S, sql: string, params: unknown[] = []): Promise<Static<S> | undefined> {
  return (await rows(db, row, sql, params))[0];
}

/** SQL for a timestamp as epoch milliseconds (a JSON number, as the client expects). */
export const epochMs = (column: string) => `floor(extract(epoch from ${column}) * 1000)::float8`;

import { ApiError, Code } from '../../contract/errors';
import { t, verbatim } from '../../contract/texts';
import type { Database } from '../db/client';
import { bindNamed, valuesOf } from '../dataSource/namedParams';
import type { SecretKey } from '../dataSource/secret';
import { withSource } from '../dataSource/sources';
import { READER_ROLE, checkQuery, readerGrants } from './sqlGuard';

export interface ParamDef {
  name: string;
  label?: string;
  defaultValue?: string | null;
  required?: boolean;
}

export interface InterfaceDef {
  dataType: 'sql' | 'static';
  sourceId: string;
  queryText: string;
  staticData: string;
  parameters: ParamDef[];
  timeoutMs: number;
  maxRows: number;
}

export interface RunEnv {
  database: Database;
  key: SecretKey;
  /** Whether the reader role exists here (prepareReader); without it the built-in source is not queried. */
  readerReady: () => boolean;
}

export interface RunResult {
  list: unknown[];
  columns: string[];
  /** More rows than max_rows matched; the list holds the first max_rows. */
  truncated: boolean;
}

/**
 * Lets READER_ROLE read every non-secret column of the built-in database (sqlGuard.readerGrants).
 * Run at start-up, after the migrations, so tables added by any area are covered. Answers false
 * when the database user may not create roles: built-in interfaces are then refused, not run as
 * the owner.
 */
export async function prepareReader(database: Database): Promise<boolean> {
  try {
    await database.exec(
      `DO $$ BEGIN IF NOT EXISTS (SELECT 1 FROM pg_roles WHERE rolname = '${READER_ROLE}') THEN CREATE ROLE ${READER_ROLE} NOLOGIN; END IF; END $$`,
    );
  } catch {
    // Two instances starting together: the other one created it.
  }
  try {
    const cols = await database.query<{ table_name: string; column_name: string }>(
      `SELECT c.relname AS table_name, a.attname AS column_name FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
         JOIN pg_attribute a ON a.attrelid = c.oid
        WHERE n.nspname = 'public' AND c.relkind IN ('r', 'v', 'm') AND a.attnum > 0 AND NOT a.attisdropped ORDER BY c.relname, a.attnum`,
    );
    const tables = new Map<string, string[]>();
    for (const c of cols) tables.set(c.table_name, [...(tables.get(c.table_name) ?? []), c.column_name]);
    const statements = [`GRANT USAGE ON SCHEMA public TO ${READER_ROLE}`, ...readerGrants([...tables].map(([name, columns]) => ({ name, columns })))];
    // One round trip (each statement alone cost a trip to the database thread: ~0.4 s at start-up).
    // Several statements in one simple query are one implicit transaction: all or none, and the
    // connection is left idle either way (no BEGIN of ours to leave open on a pooled connection).
    await database.exec(statements.join(';\n'));
    // A non-superuser owner must be a member to SET ROLE; a superuser (PGlite, tests) already may.
    await database.exec(`GRANT ${READER_ROLE} TO CURRENT_USER`).catch(() => {});
    return true;
  } catch {
    return false;
  }
}

/** Values for the call: the caller's, else each parameter's default; a required one missing is refused. */
export function paramValues(defs: ParamDef[], given: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const d of defs) {
    const v = Object.hasOwn(given, d.name) && given[d.name] !== '' ? given[d.name] : (d.defaultValue ?? null);
    if ((v === null || v === undefined || v === '') && d.required) throw new ApiError(Code.BadRequest, t('diParamRequired', { name: verbatim(d.label || d.name) }));
    out[d.name] = v === undefined ? null : v;
  }
  return out;
}

const WRITE_CODES = new Set(['25006', 'ER_CANT_EXECUTE_IN_READ_ONLY_TRANSACTION']);
const TIMEOUT_CODES = new Set(['57014', 'ER_QUERY_TIMEOUT', 'ER_STATEMENT_TIMEOUT']);

/** Runs an interface. `detail`: the author's test call sees the database's own error text. */
export async function runInterface(env: RunEnv, def: InterfaceDef, given: Record<string, unknown>, detail: boolean): Promise<RunResult> {
  if (def.dataType === 'static') {
    let v: unknown;
    try {
      v = JSON.parse(def.staticData || 'null');
    } catch {
      throw new ApiError(Code.BadRequest, t('diStaticInvalid'));
    }
    const list = Array.isArray(v) ? v : v === null ? [] : [v];
    return { list, columns: columnsOf(list), truncated: false };
  }
  const guard = checkQuery(def.queryText);
  if (!guard.ok) throw new ApiError(Code.BadRequest, t(guard.problem === 'notSelect' ? 'diWriteRefused' : guard.problem === 'manyStatements' ? 'diManyStatements' : 'diEmptyQuery'));
  const values = paramValues(def.parameters, given);
  return withSource(env.database, env.key, def.sourceId, async (conn) => {
    if (conn.builtin && !env.readerReady()) throw new ApiError(Code.BadRequest, t('diReaderMissing'));
    const bound = bindNamed(`SELECT * FROM (${guard.sql}) AS di LIMIT ${def.maxRows + 1}`, conn.dialect);
    try {
      const rows = await conn.readOnly(def.timeoutMs, async (q) => {
        if (conn.builtin) await q.query(`SET LOCAL ROLE ${READER_ROLE}`);
        return q.query(bound.text, valuesOf(bound, values));
      });
      const truncated = rows.length > def.maxRows;
      const list = truncated ? rows.slice(0, def.maxRows) : rows;
      return { list, columns: columnsOf(list), truncated };
    } catch (err) {
      const e = err as { code?: string; message?: string };
      const code = String(e.code ?? '');
      if (WRITE_CODES.has(code)) throw new ApiError(Code.BadRequest, t('diWriteRefused'));
      if (TIMEOUT_CODES.has(code)) throw new ApiError(Code.BadRequest, t('diTimeout', { ms: def.timeoutMs }));
      if (code === '42501') throw new ApiError(Code.BadRequest, t('diSecretRefused'));
      if (err instanceof ApiError) throw err;
      throw new ApiError(Code.BadRequest, detail ? t('diQueryFailed', { detail: verbatim(String(e.message ?? '').slice(0, 300)) }) : t('diCallFailed'));
    }
  });
}

function columnsOf(list: unknown[]): string[] {
  const first = list[0];
  return first && typeof first === 'object' && !Array.isArray(first) ? Object.keys(first) : [];
}

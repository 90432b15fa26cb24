import fs from 'node:fs';
import zlib from 'node:zlib';
import { StringDecoder } from 'node:string_decoder';
import type { Database, Queryable } from '../db/client';
import { BackupFormatError, BackupReader, compareShape, type BackupHeader, type Cell, type ReadEvent } from './format';
import { portableSession, quoteIdent, readShape, type TableShape } from './shape';

/** Reads a backup file line by line through the checks of BackupReader; throws BackupFormatError on anything wrong. */
export async function readBackup(file: string, each?: (e: ReadEvent) => Promise<void> | void): Promise<{ header: BackupHeader; rows: number }> {
  const reader = new BackupReader();
  const input = fs.createReadStream(file).pipe(zlib.createGunzip());
  const decoder = new StringDecoder('utf8');
  let rest = '';
  try {
    // Iterating the stream itself (not readline) so that a truncated or non-gzip file throws here.
    for await (const chunk of input) {
      const text = rest + decoder.write(chunk as Buffer);
      const lines = text.split('\n');
      rest = lines.pop()!;
      for (const line of lines) {
        const event = reader.line(line);
        if (each) await each(event);
      }
    }
  } catch (err) {
    if (err instanceof BackupFormatError) throw err;
    if ((err as NodeJS.ErrnoException).code?.startsWith('Z_') || (err as NodeJS.ErrnoException).code === 'ERR_STREAM_PREMATURE_CLOSE') {
      throw new BackupFormatError('the file is not a complete gzip stream');
    }
    throw err;
  } finally {
    input.destroy();
  }
  if (rest + decoder.end() !== '') throw new BackupFormatError('the file ends in the middle of a line');
  return reader.finish();
}

/** Checks a file end to end and against this database's schema; answers its header or throws BackupFormatError. */
export async function verifyBackup(database: Database, file: string): Promise<{ header: BackupHeader; rows: number }> {
  const result = await readBackup(file);
  const shape = await readShape(database);
  const problems = compareShape(result.header, shape);
  if (problems.length) throw new BackupFormatError(`the backup does not fit this database: ${problems.slice(0, 5).join('; ')}`);
  return result;
}

function insertSql(t: TableShape): string {
  const cols = t.columns.map((c) => quoteIdent(c.name)).join(', ');
  const args = t.columns.map((_, i) => `$${i + 1}::text[]`).join(', ');
  const alias = t.columns.map((_, i) => `c${i}`).join(', ');
  const casts = t.columns.map((c, i) => `u.c${i}::${c.type}`).join(', ');
  return `INSERT INTO ${quoteIdent(t.name)} (${cols}) ${t.identityAlways ? 'OVERRIDING SYSTEM VALUE ' : ''}SELECT ${casts} FROM unnest(${args}) AS u(${alias})`;
}

/**
 * Replaces every backed-up table's rows with the file's, in ONE transaction: any failure (a row the
 * types refuse, the file changing under us, the process dying) rolls back to exactly what was
 * there. Foreign keys are dropped for the load and added back at the end, which re-checks every
 * row, so the order of tables and of rows in a self-referencing table does not matter and no
 * superuser right (session_replication_role) is needed on PostgreSQL.
 */
export async function restoreDatabase(database: Database, file: string): Promise<{ tables: number; rows: number }> {
  return database.transaction(async (tx) => {
    await portableSession(tx);
    const shape = await readShape(tx);
    const byName = new Map(shape.tables.map((t) => [t.name, t]));
    const fks = await tx.query<{ tbl: string; name: string; def: string }>(
      `SELECT conrelid::regclass::text AS tbl, conname AS name, pg_get_constraintdef(oid) AS def
         FROM pg_constraint WHERE contype = 'f' AND connamespace = 'public'::regnamespace ORDER BY conname`,
    );
    for (const fk of fks) await tx.query(`ALTER TABLE ${fk.tbl} DROP CONSTRAINT ${quoteIdent(fk.name)}`);
    if (shape.tables.length) await tx.query(`TRUNCATE ${shape.tables.map((t) => quoteIdent(t.name)).join(', ')}`);
    const sqlOf = new Map<string, string>();
    const result = await readBackup(file, async (e) => {
      if (e.kind === 'header') {
        const problems = compareShape(e.header, shape);
        if (problems.length) throw new BackupFormatError(`the backup does not fit this database: ${problems.slice(0, 5).join('; ')}`);
        return;
      }
      if (e.kind !== 'rows') return;
      const t = byName.get(e.table.name)!;
      let sql = sqlOf.get(t.name);
      if (!sql) sqlOf.set(t.name, (sql = insertSql(t)));
      // The file's column order is the backup's; the shape check made it the same as ours.
      await tx.query(sql, columnsOf(e.rows, t.columns.length));
    });
    for (const fk of fks) await tx.query(`ALTER TABLE ${fk.tbl} ADD CONSTRAINT ${quoteIdent(fk.name)} ${fk.def}`);
    await setSequences(tx, result.header);
    return { tables: result.header.tables.length, rows: result.rows };
  });
}

/** Rows (arrays of cells) to one array per column: unnest() zips them back into rows. */
export function columnsOf(rows: Cell[][], width: number): Cell[][] {
  const cols: Cell[][] = Array.from({ length: width }, () => new Array<Cell>(rows.length));
  for (let r = 0; r < rows.length; r++) {
    const row = rows[r];
    for (let c = 0; c < width; c++) cols[c][r] = row[c];
  }
  return cols;
}

async function setSequences(tx: Queryable, header: BackupHeader) {
  const existing = new Set(
    (await tx.query<{ name: string }>(`SELECT c.relname AS name FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace WHERE n.nspname = 'public' AND c.relkind = 'S'`)).map(
      (r) => r.name,
    ),
  );
  for (const s of header.sequences) {
    if (!existing.has(s.name)) continue;
    await tx.query('SELECT setval($1::regclass, $2::bigint, $3)', [quoteIdent(s.name), s.value, s.isCalled]);
  }
}

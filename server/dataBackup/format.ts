import crypto from 'node:crypto';

/**
 * The backup file: gzip of newline-separated JSON, the same on PGlite and PostgreSQL so a backup of
 * one restores on the other. Line 1 is the header (migrations, tables and their columns, sequence
 * values); then data lines `{t, r}` carrying rows of one table as arrays of each column's text form
 * (PostgreSQL's own output, so every type round-trips through its input function); the last line is
 * the trailer with row counts and the SHA-256 of every line before it. A file without a matching
 * trailer (cut short, edited, not ours) is refused before anything is touched.
 */
export const FORMAT = 'educloud-backup';
export const VERSION = 1;

export interface BackupColumn {
  name: string;
  /** format_type() of the column: the cast applied when the text comes back. */
  type: string;
}

export interface BackupTable {
  name: string;
  columns: BackupColumn[];
}

export interface BackupSequence {
  name: string;
  /** last_value as text (bigint). */
  value: string;
  isCalled: boolean;
}

export interface BackupHeader {
  format: typeof FORMAT;
  version: number;
  createdAt: string;
  source: 'pglite' | 'postgres';
  migrations: string[];
  tables: BackupTable[];
  sequences: BackupSequence[];
}

export interface BackupTrailer {
  end: true;
  rows: number;
  tables: Record<string, number>;
  sha256: string;
}

export type Cell = string | null;

/** Turns the backup into lines, hashing as it goes; the caller writes each line it returns. */
export class BackupWriter {
  private hash = crypto.createHash('sha256');
  private counts: Record<string, number> = {};
  private total = 0;

  header(h: Omit<BackupHeader, 'format' | 'version'>): string {
    for (const t of h.tables) this.counts[t.name] = 0;
    return this.line({ format: FORMAT, version: VERSION, ...h });
  }

  rows(table: string, rows: Cell[][]): string {
    this.counts[table] = (this.counts[table] ?? 0) + rows.length;
    this.total += rows.length;
    return this.line({ t: table, r: rows });
  }

  trailer(): string {
    const t: BackupTrailer = { end: true, rows: this.total, tables: this.counts, sha256: this.hash.digest('hex') };
    return JSON.stringify(t) + '\n';
  }

  get rowCount() {
    return this.total;
  }

  private line(v: unknown): string {
    const s = JSON.stringify(v) + '\n';
    this.hash.update(s);
    return s;
  }
}

/** Why a file is refused: a key of the texts catalogue with its detail, never a stack trace. */
export class BackupFormatError extends Error {}

export type ReadEvent = { kind: 'header'; header: BackupHeader } | { kind: 'rows'; table: BackupTable; rows: Cell[][] } | { kind: 'end'; trailer: BackupTrailer };

/**
 * Checks the lines of a backup in order, one call per line (without its newline). Throws
 * BackupFormatError on the first thing wrong; `finish()` throws when the trailer never came.
 */
export class BackupReader {
  private hash = crypto.createHash('sha256');
  private header: BackupHeader | null = null;
  private tables = new Map<string, BackupTable>();
  private counts: Record<string, number> = {};
  private total = 0;
  private ended = false;

  line(text: string): ReadEvent {
    if (this.ended) throw new BackupFormatError('data after the trailer');
    let v: unknown;
    try {
      v = JSON.parse(text);
    } catch {
      throw new BackupFormatError('a line is not JSON');
    }
    if (!this.header) {
      const h = checkHeader(v);
      this.header = h;
      for (const t of h.tables) {
        this.tables.set(t.name, t);
        this.counts[t.name] = 0;
      }
      this.hash.update(text + '\n');
      return { kind: 'header', header: h };
    }
    if (isObject(v) && v.end === true) {
      const trailer = v as unknown as BackupTrailer;
      if (trailer.sha256 !== this.hash.digest('hex')) throw new BackupFormatError('checksum mismatch');
      if (trailer.rows !== this.total) throw new BackupFormatError('row count mismatch');
      for (const [name, n] of Object.entries(this.counts)) {
        if (trailer.tables?.[name] !== n) throw new BackupFormatError(`row count mismatch in ${name}`);
      }
      this.ended = true;
      return { kind: 'end', trailer };
    }
    if (!isObject(v) || typeof v.t !== 'string' || !Array.isArray(v.r)) throw new BackupFormatError('a data line is malformed');
    const table = this.tables.get(v.t);
    if (!table) throw new BackupFormatError(`rows of an undeclared table ${v.t}`);
    const width = table.columns.length;
    for (const row of v.r as unknown[]) {
      if (!Array.isArray(row) || row.length !== width || !row.every((c) => c === null || typeof c === 'string')) {
        throw new BackupFormatError(`a row of ${table.name} does not match its columns`);
      }
    }
    this.hash.update(text + '\n');
    this.counts[table.name] += v.r.length;
    this.total += v.r.length;
    return { kind: 'rows', table, rows: v.r as Cell[][] };
  }

  finish(): { header: BackupHeader; rows: number } {
    if (!this.header) throw new BackupFormatError('the file is empty');
    if (!this.ended) throw new BackupFormatError('the file ends before its trailer');
    return { header: this.header, rows: this.total };
  }
}

function isObject(v: unknown): v is Record<string, unknown> {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}

const NAME = /^[a-z_][a-z0-9_]{0,62}$/;

function checkHeader(v: unknown): BackupHeader {
  if (!isObject(v) || v.format !== FORMAT) throw new BackupFormatError('not an EduCloud backup');
  if (v.version !== VERSION) throw new BackupFormatError(`unknown backup version ${String(v.version)}`);
  if (!Array.isArray(v.migrations) || !v.migrations.every((m) => typeof m === 'string')) throw new BackupFormatError('the header lists no migrations');
  if (!Array.isArray(v.tables) || !Array.isArray(v.sequences)) throw new BackupFormatError('the header lists no tables');
  // Names are spliced into SQL (quoted) on restore; only names our migrations could have made pass.
  for (const t of v.tables as unknown[]) {
    if (!isObject(t) || typeof t.name !== 'string' || !NAME.test(t.name) || !Array.isArray(t.columns)) throw new BackupFormatError('a table entry is malformed');
    for (const c of t.columns as unknown[]) {
      if (!isObject(c) || typeof c.name !== 'string' || !NAME.test(c.name) || typeof c.type !== 'string') throw new BackupFormatError('a column entry is malformed');
    }
  }
  for (const s of v.sequences as unknown[]) {
    if (!isObject(s) || typeof s.name !== 'string' || !NAME.test(s.name) || typeof s.value !== 'string' || !/^-?\d+$/.test(s.value) || typeof s.isCalled !== 'boolean') {
      throw new BackupFormatError('a sequence entry is malformed');
    }
  }
  return v as unknown as BackupHeader;
}

/**
 * What must agree between a backup and the database it is restored into: the same migrations
 * (so the same tables, columns and types). Answers the differences, empty when they agree.
 */
export function compareShape(header: Pick<BackupHeader, 'migrations' | 'tables'>, current: { migrations: string[]; tables: BackupTable[] }): string[] {
  const problems: string[] = [];
  const a = [...header.migrations].sort().join(',');
  const b = [...current.migrations].sort().join(',');
  if (a !== b) problems.push('migrations differ');
  const mine = new Map(current.tables.map((t) => [t.name, t]));
  for (const t of header.tables) {
    const c = mine.get(t.name);
    if (!c) {
      problems.push(`table ${t.name} is unknown here`);
      continue;
    }
    const cols = new Map(c.columns.map((x) => [x.name, x.type]));
    for (const col of t.columns) {
      if (cols.get(col.name) !== col.type) problems.push(`column ${t.name}.${col.name} differs`);
    }
    if (c.columns.length !== t.columns.length) problems.push(`table ${t.name} has other columns`);
  }
  for (const t of current.tables) if (!header.tables.some((h) => h.name === t.name)) problems.push(`table ${t.name} is missing from the backup`);
  return problems;
}

/** `backup-20261124-143110-ab12cd.ndjson.gz`: sortable by time, unique, and safe as a path segment. */
export function backupFileName(at: Date, random: string): string {
  const p = (n: number) => String(n).padStart(2, '0');
  const stamp = `${at.getUTCFullYear()}${p(at.getUTCMonth() + 1)}${p(at.getUTCDate())}-${p(at.getUTCHours())}${p(at.getUTCMinutes())}${p(at.getUTCSeconds())}`;
  return `backup-${stamp}-${random}.ndjson.gz`;
}

export const FILE_NAME = /^backup-\d{8}-\d{6}-[a-z0-9]{6,16}\.ndjson\.gz$/;

/** Which scheduled backups retention removes: all but the newest `keep` (the list is newest first). */
export function beyondRetention<T extends { kind: string; state: string }>(newestFirst: T[], keep: number): T[] {
  return newestFirst.filter((b) => b.kind === 'scheduled' && b.state === 'done').slice(Math.max(0, keep));
}

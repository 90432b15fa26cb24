/**
 * What a data interface's SQL may be before it is ever run: one statement that reads (SELECT or
 * WITH … SELECT). This is the friendly first check with a clear message; the guards that hold are
 * the read-only transaction, the statement timeout and, on the built-in database, the reader role.
 */
export type GuardProblem = 'empty' | 'notSelect' | 'manyStatements';

/** The SQL with strings, quoted names and comments blanked out (same length), for keyword checks. */
export function blankLiterals(sql: string): string {
  let out = '';
  let i = 0;
  while (i < sql.length) {
    const c = sql[i];
    const next = sql[i + 1];
    let end = -1;
    if (c === "'" || c === '"' || c === '`') {
      end = i + 1;
      while (end < sql.length) {
        if (sql[end] === '\\' && c !== '"') {
          end += 2;
          continue;
        }
        if (sql[end] === c) {
          if (sql[end + 1] === c) {
            end += 2;
            continue;
          }
          end++;
          break;
        }
        end++;
      }
    } else if (c === '-' && next === '-') {
      const nl = sql.indexOf('\n', i);
      end = nl < 0 ? sql.length : nl;
    } else if (c === '/' && next === '*') {
      const close = sql.indexOf('*/', i + 2);
      end = close < 0 ? sql.length : close + 2;
    } else if (c === '$' && /[A-Za-z_$]/.test(next ?? '')) {
      const tag = /^\$[A-Za-z_][A-Za-z0-9_]*\$|^\$\$/.exec(sql.slice(i));
      if (tag) {
        const close = sql.indexOf(tag[0], i + tag[0].length);
        end = close < 0 ? sql.length : close + tag[0].length;
      }
    }
    if (end > i) {
      out += ' '.repeat(Math.min(end, sql.length) - i);
      i = end;
    } else {
      out += c;
      i++;
    }
  }
  return out;
}

const WRITE_WORDS = /\b(insert|update|delete|merge|truncate|drop|alter|create|grant|revoke|copy|call|lock|vacuum|refresh|into)\b/i;

export function checkQuery(sql: string): { ok: true; sql: string } | { ok: false; problem: GuardProblem } {
  const trimmed = sql.replace(/[\s;]+$/, '');
  const bare = blankLiterals(trimmed).trim();
  if (!bare) return { ok: false, problem: 'empty' };
  if (bare.includes(';')) return { ok: false, problem: 'manyStatements' };
  if (!/^(select|with)\b/i.test(bare)) return { ok: false, problem: 'notSelect' };
  // A data-modifying WITH or SELECT … INTO: refused here with the same words as at the top.
  if (WRITE_WORDS.test(bare)) return { ok: false, problem: 'notSelect' };
  return { ok: true, sql: trimmed };
}

/** Columns never handed to the reader role: secrets by name, whatever table they are in. */
export const SECRET_COLUMN = /password|secret|token|salt|ticket|_hash$|^hash$/i;
/** Tables of sign-in state and of the data sources' (encrypted) passwords: not readable at all. */
export const SECRET_TABLES = new Set(['user_session', 'login_code', 'login_qr_ticket', 'login_throttle', 'data_source', '_migrations']);

export const READER_ROLE = 'educloud_reader';

/** Pure: the grants that make READER_ROLE see every table's non-secret columns and nothing else. */
export function readerGrants(tables: { name: string; columns: string[] }[]): string[] {
  const q = (s: string) => `"${s.replace(/"/g, '""')}"`;
  const out: string[] = [];
  for (const t of tables) {
    out.push(`REVOKE ALL ON ${q(t.name)} FROM ${READER_ROLE}`);
    if (SECRET_TABLES.has(t.name)) continue;
    const cols = t.columns.filter((c) => !SECRET_COLUMN.test(c));
    if (cols.length) out.push(`GRANT SELECT (${cols.map(q).join(', ')}) ON ${q(t.name)} TO ${READER_ROLE}`);
  }
  return out;
}

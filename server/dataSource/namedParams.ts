/**
 * `:name` parameters in a data interface's SQL, turned into the driver's own placeholders ($1 for
 * PostgreSQL, ? for MySQL) with the values in order: a caller's value is always bound, never
 * spliced into the text. Strings, quoted names, comments, dollar quotes and `::` casts are skipped,
 * so `':x'` and `a::text` are left alone.
 */
export type Dialect = 'postgresql' | 'mysql';

export interface BoundSql {
  text: string;
  /** Parameter names in the order of their placeholders (MySQL repeats a name used twice). */
  order: string[];
  /** Every distinct name the SQL uses. */
  names: string[];
}

export function bindNamed(sql: string, dialect: Dialect): BoundSql {
  let out = '';
  const order: string[] = [];
  const index = new Map<string, number>();
  let i = 0;
  const n = sql.length;
  while (i < n) {
    const c = sql[i];
    const next = sql[i + 1];
    if (c === "'" || c === '"' || (c === '`' && dialect === 'mysql')) {
      const end = closeQuote(sql, i, c, dialect);
      out += sql.slice(i, end);
      i = end;
    } else if (c === '-' && next === '-') {
      const end = sql.indexOf('\n', i);
      const stop = end < 0 ? n : end;
      out += sql.slice(i, stop);
      i = stop;
    } else if (c === '/' && next === '*') {
      const end = sql.indexOf('*/', i + 2);
      const stop = end < 0 ? n : end + 2;
      out += sql.slice(i, stop);
      i = stop;
    } else if (c === '$' && dialect === 'postgresql' && /[A-Za-z_$]/.test(next ?? '')) {
      const tag = /^\$[A-Za-z_][A-Za-z0-9_]*\$|^\$\$/.exec(sql.slice(i));
      if (tag) {
        const end = sql.indexOf(tag[0], i + tag[0].length);
        const stop = end < 0 ? n : end + tag[0].length;
        out += sql.slice(i, stop);
        i = stop;
      } else {
        out += c;
        i++;
      }
    } else if (c === ':' && next === ':') {
      out += '::';
      i += 2;
    } else if (c === ':' && /[A-Za-z_]/.test(next ?? '') && !/[A-Za-z0-9_]/.test(sql[i - 1] ?? '')) {
      const m = /^[A-Za-z_][A-Za-z0-9_]*/.exec(sql.slice(i + 1))!;
      const name = m[0];
      if (dialect === 'postgresql') {
        let k = index.get(name);
        if (k === undefined) {
          order.push(name);
          index.set(name, (k = order.length));
        }
        out += `$${k}`;
      } else {
        order.push(name);
        index.set(name, order.length);
        out += '?';
      }
      i += 1 + name.length;
    } else {
      out += c;
      i++;
    }
  }
  return { text: out, order, names: [...new Set(order)] };
}

function closeQuote(sql: string, start: number, q: string, dialect: Dialect): number {
  let i = start + 1;
  while (i < sql.length) {
    if (sql[i] === '\\' && dialect === 'mysql') {
      i += 2;
      continue;
    }
    if (sql[i] === q) {
      if (sql[i + 1] === q) {
        i += 2;
        continue;
      }
      return i + 1;
    }
    i++;
  }
  return sql.length;
}

/** The values in placeholder order; a missing parameter is bound as NULL (never as text of the SQL). */
export function valuesOf(bound: BoundSql, params: Record<string, unknown>): unknown[] {
  return bound.order.map((name) => (Object.hasOwn(params, name) ? params[name] : null));
}

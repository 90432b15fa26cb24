// Parameterised statements on PGlite as named prepared statements, spoken in the wire protocol.
// Plain JavaScript (.mjs) because the database thread (pgliteWorker.mjs) loads it untranspiled.
//
// PGlite's own `query()` sends six protocol calls per statement (parse, describe, bind, describe,
// execute, sync), parses the statement every time and decodes each field through a copied buffer: a
// 20-row users page took 2.4 ms in its thread (issue 19). Here a text asked a second time is parsed
// and described once and kept under a name, and each later call is one bind + execute + sync;
// PostgreSQL's plan cache reuses a generic plan where it is as good as a custom one (plan_cache_mode
// auto), and always for a statement the caller asks to run generic (usePlans below). Rows are
// decoded straight from the answer's bytes. The same page: 1.1 ms.
// Values are parsed and parameters serialised with the client's own type handlers, so the rows are
// the same as `client.query()` gives (pgliteStatements.test.ts compares them).
import { protocol } from '@electric-sql/pglite';
import { AskedBefore } from './askedBefore.mjs';

const { serialize } = protocol;

/** Names are unique in the thread, however many sets of statements share a client. */
let nextName = 1;

/** SQLSTATE 0A000 "cached plan must not change result type": a table under the statement changed. */
const PLAN_CHANGED = '0A000';

/** The ErrorResponse field codes, as the fields PGlite's DatabaseError carries. */
const ERROR_FIELDS = {
  S: 'severity',
  C: 'code',
  D: 'detail',
  H: 'hint',
  P: 'position',
  p: 'internalPosition',
  q: 'internalQuery',
  W: 'where',
  s: 'schema',
  t: 'table',
  c: 'column',
  d: 'dataType',
  n: 'constraint',
  F: 'file',
  L: 'line',
  R: 'routine',
};

function concat(parts) {
  let length = 0;
  for (const p of parts) length += p.byteLength;
  const out = new Uint8Array(length);
  let at = 0;
  for (const p of parts) {
    out.set(p, at);
    at += p.byteLength;
  }
  return out;
}

/**
 * The backend messages of one answer: row descriptions, rows (as arrays of text or null), the
 * parameter types, the error if any, and the transaction status of the final ReadyForQuery.
 */
export function readAnswer(bytes) {
  const buf = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const out = { paramTypes: null, fields: null, rows: [], error: null, status: null };
  let at = 0;
  while (at + 5 <= buf.length) {
    const type = buf[at];
    const length = buf.readInt32BE(at + 1);
    const start = at + 5;
    const end = at + 1 + length;
    switch (type) {
      case 0x44: {
        // D: DataRow
        const count = buf.readInt16BE(start);
        const row = new Array(count);
        let p = start + 2;
        for (let i = 0; i < count; i++) {
          const len = buf.readInt32BE(p);
          p += 4;
          if (len < 0) row[i] = null;
          else {
            row[i] = buf.toString('utf8', p, p + len);
            p += len;
          }
        }
        out.rows.push(row);
        break;
      }
      case 0x54: {
        // T: RowDescription
        const count = buf.readInt16BE(start);
        const fields = new Array(count);
        let p = start + 2;
        for (let i = 0; i < count; i++) {
          const zero = buf.indexOf(0, p);
          const name = buf.toString('utf8', p, zero);
          p = zero + 1;
          const typeOid = buf.readInt32BE(p + 6);
          p += 18;
          fields[i] = { name, typeOid };
        }
        out.fields = fields;
        break;
      }
      case 0x74: {
        // t: ParameterDescription
        const count = buf.readInt16BE(start);
        const types = new Array(count);
        for (let i = 0; i < count; i++) types[i] = buf.readInt32BE(start + 2 + 4 * i);
        out.paramTypes = types;
        break;
      }
      case 0x6e:
        // n: NoData (a statement without rows)
        out.fields = [];
        break;
      case 0x45: {
        // E: ErrorResponse; the first error counts (PostgreSQL skips to Sync after it)
        if (!out.error) out.error = readError(buf, start, end);
        break;
      }
      case 0x5a:
        // Z: ReadyForQuery
        out.status = String.fromCharCode(buf[start]);
        break;
      default:
        // ParseComplete, BindComplete, CloseComplete, CommandComplete, notices, parameter status.
        break;
    }
    at = end;
  }
  return out;
}

function readError(buf, start, end) {
  const fields = {};
  let p = start;
  while (p < end && buf[p] !== 0) {
    const code = String.fromCharCode(buf[p]);
    const zero = buf.indexOf(0, p + 1);
    fields[code] = buf.toString('utf8', p + 1, zero);
    p = zero + 1;
  }
  const err = new Error(fields.M ?? 'database error');
  err.name = 'error';
  for (const [code, name] of Object.entries(ERROR_FIELDS)) err[name] = fields[code];
  return err;
}

/**
 * The answer's bytes to `message`, read with our own callback: PGlite's default one would copy and
 * decode every message into objects first (its `bytes()` copy per field was the largest single cost
 * of a list page). The answer comes in pieces that point into PostgreSQL's memory, so each is copied.
 */
function exchange(client, message) {
  const pieces = [];
  // Without syncToFs (a no-op on the Node file system) the call runs to its end synchronously:
  // nothing else can reach the client between a statement's messages.
  void client.execProtocolRawStream(message, { syncToFs: false, onRawData: (bytes) => pieces.push(bytes.slice()) });
  return pieces.length === 1 ? pieces[0] : concat(pieces);
}

/**
 * Named prepared statements on one PGlite client, at most `max` at a time (least recently used
 * closed first).
 */
export class PreparedStatements {
  constructor(client, max = 256) {
    this.client = client;
    this.max = max;
    /** text → { name, paramTypes, fields }, oldest first. */
    this.statements = new Map();
    this.asked = new AskedBefore(max * 4);
    /** The session's plan_cache_mode as we set it ('auto' is PostgreSQL's default). */
    this.sessionPlans = 'auto';
    /** Inside a transaction block, the mode SET LOCAL gave it (null: the session's). */
    this.localPlans = null;
    /** The last ReadyForQuery's status: 'I' idle, 'T' in a transaction, 'E' failed one, null unknown. */
    this.status = 'I';
  }

  /**
   * The rows of one parameterised statement, as objects keyed by column name. With `generic`, the
   * statement runs under plan_cache_mode force_generic_plan: planned once, not for each call's values
   * (client.ts StatementOptions.plan says when a caller may ask for it).
   */
  query(text, params = [], generic = false) {
    this.usePlans(generic ? 'force_generic_plan' : 'auto');
    if (!this.statements.has(text) && !this.asked.again(text)) return this.execute(this.describe(text, ''), params);
    const statement = this.prepared(text);
    try {
      return this.execute(statement, params);
    } catch (err) {
      if (err.code !== PLAN_CHANGED) throw err;
      // The statement's tables changed shape since it was described: describe it again, once.
      this.forget(text);
      return this.execute(this.prepared(text), params);
    }
  }

  /** The client ran statements of its own (client.exec): the transaction status is not known now. */
  lostTrack() {
    this.status = null;
  }

  /**
   * Makes `plans` the plan_cache_mode of the statements that follow, when it is not already. Outside
   * a transaction block it changes the session's mode; inside one it is SET LOCAL, which ends with
   * the block whether that commits or rolls back, so the session's mode stays what we think it is.
   * (Its own exchange, before the statement's: a simple query would drop the unnamed statement.)
   */
  usePlans(plans) {
    // A Sync alone answers with the transaction status.
    if (this.status === null) this.track(readAnswer(exchange(this.client, serialize.sync())));
    const idle = this.status === 'I';
    const current = idle ? this.sessionPlans : (this.localPlans ?? this.sessionPlans);
    if (current === plans) return;
    const answer = readAnswer(exchange(this.client, serialize.query(`SET ${idle ? '' : 'LOCAL '}plan_cache_mode = ${plans}`)));
    if (!answer.error) {
      if (idle) this.sessionPlans = plans;
      else if (answer.status === 'T') this.localPlans = plans;
    }
    this.track(answer);
  }

  /** What an answer's ReadyForQuery says about the transaction block. */
  track(answer) {
    this.status = answer.status;
    if (this.status === 'I') this.localPlans = null;
  }

  /** Parses and describes `text` under `name` ('' is the unnamed statement, replaced by the next). */
  describe(text, name) {
    const answer = readAnswer(exchange(this.client, concat([serialize.parse({ name, text }), serialize.describe({ type: 'S', name }), serialize.sync()])));
    if (answer.error) throw answer.error;
    return { name, paramTypes: answer.paramTypes ?? [], fields: answer.fields ?? [] };
  }

  prepared(text) {
    const known = this.statements.get(text);
    if (known) {
      // Most recently used last.
      this.statements.delete(text);
      this.statements.set(text, known);
      return known;
    }
    const statement = this.describe(text, `ec_${nextName++}`);
    this.statements.set(text, statement);
    while (this.statements.size > this.max) this.forget(this.statements.keys().next().value);
    return statement;
  }

  execute(statement, params) {
    const { serializers, parsers } = this.client;
    // One value per parameter given, as client.query() sends: a count that does not match the
    // statement's is PostgreSQL's error to answer, never a NULL filled in.
    const values = params.map((v, i) => {
      if (v === null || v === undefined) return null;
      const write = serializers[statement.paramTypes[i]];
      return write ? write(v) : v.toString();
    });
    const answer = readAnswer(
      exchange(this.client, concat([serialize.bind({ statement: statement.name, values }), serialize.execute({}), serialize.sync()])),
    );
    this.track(answer);
    if (answer.error) throw answer.error;
    const fields = statement.fields;
    const read = fields.map((f) => parsers[f.typeOid]);
    return answer.rows.map((raw) => {
      const row = {};
      for (let i = 0; i < fields.length; i++) {
        const v = raw[i];
        row[fields[i].name] = v === null ? null : read[i] ? read[i](v, fields[i].typeOid) : v;
      }
      return row;
    });
  }

  /** Closes the statement kept for `text`; a failure to close leaves only an unused statement behind. */
  forget(text) {
    const statement = this.statements.get(text);
    if (!statement) return;
    this.statements.delete(text);
    try {
      exchange(this.client, concat([serialize.close({ type: 'S', name: statement.name }), serialize.sync()]));
    } catch {
      /* the statement stays in the database unused */
    }
  }
}

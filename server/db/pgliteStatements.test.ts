// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
// @ts-expect-error plain ESM module of the database thread, no types
import { PreparedStatements, readAnswer } from './pgliteStatements.mjs';

interface Statements {
  query(text: string, params?: unknown[], generic?: boolean): Record<string, unknown>[];
  statements: Map<string, { name: string }>;
  lostTrack(): void;
}

let db: PGlite;
let ps: Statements;

async function openedStatements(max?: number): Promise<Statements> {
  return new PreparedStatements(db, max) as Statements;
}

async function prepared(): Promise<{ name: string; generic_plans: number; custom_plans: number }[]> {
  return (await db.query<{ name: string; generic_plans: number; custom_plans: number }>('SELECT name, generic_plans::int, custom_plans::int FROM pg_prepared_statements ORDER BY name')).rows;
}

beforeAll(async () => {
  db = await PGlite.create({ extensions: { pg_trgm } });
  await db.exec(`
    CREATE TABLE t (id int PRIMARY KEY, name text, born timestamptz, day date, score numeric(6,2), big bigint, ok boolean,
                    tags text[], meta jsonb, raw bytea, ratio float8);
    INSERT INTO t VALUES
      (1, '王子涵', '2026-09-01 08:00:00.123456+00', '2026-09-01', 98.5, 9007199254740993, true, '{a,"b c",NULL}', '{"k": [1, "二"]}', '\\x00ff10', 0.25),
      (2, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL);
  `);
  ps = await openedStatements();
});

afterAll(async () => {
  await db.close();
});

describe('prepared statements on PGlite', () => {
  it('answer the same rows as client.query for every type the server reads', async () => {
    const text = 'SELECT *, name || $2 AS greeting, $3::jsonb AS given FROM t WHERE id >= $1 ORDER BY id';
    const params = [1, '!', { a: [1, 2] }];
    const expected = (await db.query(text, params)).rows;
    expect(ps.query(text, params)).toEqual(expected);
    // And again from the kept statement.
    expect(ps.query(text, params)).toEqual(expected);
    const first = ps.query(text, params)[0];
    expect(first.born).toBeInstanceOf(Date);
    expect(first.tags).toEqual(['a', 'b c', null]);
    expect(first.meta).toEqual({ k: [1, '二'] });
    expect(first.raw).toEqual(new Uint8Array([0, 255, 16]));
    expect(first.big).toBe(9007199254740993n);
  });

  it('serialise parameters by the statement’s own types (dates, arrays, json, null)', async () => {
    const text = 'SELECT $1::timestamptz AS at, $2::text[] AS list, $3::json AS doc, $4::int AS missing, $5::bytea AS b';
    const params = [new Date('2026-12-03T01:02:03.004Z'), ['x', 'y z'], [1, { b: 2 }], null, new Uint8Array([1, 2])];
    expect(ps.query(text, params)).toEqual((await db.query(text, params)).rows);
  });

  it('run a text seen once unnamed, then keep one statement for it and let PostgreSQL reuse a generic plan', async () => {
    const text = 'SELECT name FROM t WHERE id = $1';
    expect(ps.query(text, [1])).toEqual([{ name: '王子涵' }]);
    expect(ps.statements.has(text)).toBe(false);
    for (let i = 0; i < 8; i++) expect(ps.query(text, [1])).toEqual([{ name: '王子涵' }]);
    const name = ps.statements.get(text)!.name;
    const row = (await prepared()).find((p) => p.name === name)!;
    expect(row.generic_plans + row.custom_plans).toBe(8);
    expect(row.generic_plans).toBeGreaterThan(0);
  });

  it('answer a database error with its fields, keep nothing and go on', async () => {
    const insert = 'INSERT INTO t (id, name) VALUES ($1, $2)';
    let caught: (Error & Record<string, unknown>) | undefined;
    try {
      ps.query(insert, [1, 'dup']);
    } catch (err) {
      caught = err as Error & Record<string, unknown>;
    }
    expect(caught?.message).toMatch(/duplicate key/);
    expect(caught).toMatchObject({ code: '23505', constraint: 't_pkey', table: 't', severity: 'ERROR' });
    expect(() => ps.query('SELEC 1')).toThrow(/syntax error/);
    expect(ps.statements.has('SELEC 1')).toBe(false);
    expect(ps.query('SELECT count(*)::int AS n FROM t')).toEqual([{ n: 2 }]);
  });

  it('refuse a call with too few or too many parameters, as client.query does', async () => {
    const text = 'SELECT $1::int + $2::int AS sum';
    expect(ps.query(text, [1, 2])).toEqual([{ sum: 3 }]);
    expect(ps.query(text, [1, 2])).toEqual([{ sum: 3 }]);
    expect(() => ps.query(text, [1])).toThrow(/bind message supplies 1 parameters, but prepared statement "ec_\d+" requires 2/);
    expect(() => ps.query(text, [1, 2, 3])).toThrow(/supplies 3 parameters/);
    await expect(db.query(text, [1])).rejects.toThrow(/supplies 1 parameters/);
  });

  it('describe a statement again when its table changed shape', async () => {
    await db.exec('CREATE TABLE s (a int)');
    await db.exec('INSERT INTO s VALUES (1)');
    expect(ps.query('SELECT * FROM s')).toEqual([{ a: 1 }]);
    expect(ps.query('SELECT * FROM s')).toEqual([{ a: 1 }]);
    expect(ps.statements.has('SELECT * FROM s')).toBe(true);
    await db.exec('ALTER TABLE s ADD COLUMN b text DEFAULT $$x$$');
    expect(ps.query('SELECT * FROM s')).toEqual([{ a: 1, b: 'x' }]);
  });

  it('run statements of a transaction on the same client, rolled back as a whole', async () => {
    ps.query('BEGIN');
    ps.query('INSERT INTO t (id, name) VALUES ($1, $2)', [3, 'three']);
    expect(ps.query('SELECT count(*)::int AS n FROM t')).toEqual([{ n: 3 }]);
    ps.query('ROLLBACK');
    expect(ps.query('SELECT count(*)::int AS n FROM t')).toEqual([{ n: 2 }]);
  });

  it('plan a statement asked for as generic once, and every other one as PostgreSQL chooses', async () => {
    const mode = (generic: boolean) => ps.query('SELECT current_setting($1) AS m', ['plan_cache_mode'], generic)[0].m;
    expect(mode(true)).toBe('force_generic_plan');
    expect(mode(false)).toBe('auto');
    // An OFFSET parameter makes auto mode plan anew on every call; asked for as generic it is planned once.
    const text = 'SELECT name FROM t WHERE id >= $1 ORDER BY id LIMIT 1 OFFSET $2';
    for (let i = 0; i < 7; i++) expect(ps.query(text, [1, 0], true)).toEqual([{ name: '王子涵' }]);
    const row = (await prepared()).find((p) => p.name === ps.statements.get(text)!.name)!;
    expect(row).toMatchObject({ generic_plans: 6, custom_plans: 0 });
    const auto = 'SELECT name FROM t WHERE id >= $1 ORDER BY id LIMIT 2 OFFSET $2';
    for (let i = 0; i < 7; i++) ps.query(auto, [1, 0]);
    expect((await prepared()).find((p) => p.name === ps.statements.get(auto)!.name)!.custom_plans).toBeGreaterThanOrEqual(5);
  });

  it('keep a generic plan asked for inside a transaction to that transaction, rolled back or committed', async () => {
    const mode = (generic: boolean) => ps.query('SELECT current_setting($1) AS m', ['plan_cache_mode'], generic)[0].m;
    const session = async () => (await db.query<{ m: string }>(`SELECT current_setting('plan_cache_mode') AS m`)).rows[0].m;
    for (const end of ['ROLLBACK', 'COMMIT']) {
      ps.query('BEGIN');
      expect(mode(true)).toBe('force_generic_plan');
      expect(mode(false)).toBe('auto');
      expect(mode(true)).toBe('force_generic_plan');
      ps.query(end);
      expect(await session()).toBe('auto');
      expect(mode(false)).toBe('auto');
    }
    // Statements the client ran itself leave the status unknown: it is asked before the next SET.
    expect(mode(true)).toBe('force_generic_plan');
    await db.exec('BEGIN');
    ps.lostTrack();
    expect(mode(false)).toBe('auto');
    await db.exec('ROLLBACK');
    ps.lostTrack();
    expect(await session()).toBe('force_generic_plan');
    expect(mode(true)).toBe('force_generic_plan');
    await db.exec('SELECT 1');
    ps.lostTrack();
    expect(mode(false)).toBe('auto');
  });

  it('close the least recently used statement beyond the limit', async () => {
    const small = await openedStatements(2);
    const twice = (text: string) => {
      small.query(text);
      small.query(text);
    };
    twice('SELECT 1 AS one');
    twice('SELECT 2 AS two');
    const two = small.statements.get('SELECT 2 AS two')!.name;
    small.query('SELECT 1 AS one');
    twice('SELECT 3 AS three');
    expect([...small.statements.keys()]).toEqual(['SELECT 1 AS one', 'SELECT 3 AS three']);
    const names = (await prepared()).map((p) => p.name);
    expect(names).toContain(small.statements.get('SELECT 3 AS three')!.name);
    expect(names).not.toContain(two);
  });

  it('read an answer that carries an error after rows (first error wins)', () => {
    const msg = (type: string, body: Buffer) => {
      const head = Buffer.alloc(5);
      head.write(type, 0, 'latin1');
      head.writeInt32BE(body.length + 4, 1);
      return Buffer.concat([head, body]);
    };
    const field = (s: string) => {
      const b = Buffer.from(s, 'utf8');
      const len = Buffer.alloc(4);
      len.writeInt32BE(b.length);
      return Buffer.concat([len, b]);
    };
    const row = msg('D', Buffer.concat([Buffer.from([0, 2]), field('甲'), Buffer.from([255, 255, 255, 255])]));
    const error = (m: string) => msg('E', Buffer.from(`SERROR\0C22012\0M${m}\0\0`, 'utf8'));
    const answer = readAnswer(new Uint8Array(Buffer.concat([row, error('division by zero'), error('second'), msg('Z', Buffer.from('I'))])));
    expect(answer.rows).toEqual([['甲', null]]);
    expect(answer.error).toMatchObject({ message: 'division by zero', code: '22012', severity: 'ERROR' });
    expect(answer.status).toBe('I');
  });
});

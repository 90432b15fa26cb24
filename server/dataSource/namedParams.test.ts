import { describe, expect, it } from 'vitest';
import { bindNamed, valuesOf } from './namedParams';

describe('named parameters', () => {
  it('become $n on PostgreSQL, one number per name', () => {
    const b = bindNamed('SELECT * FROM users WHERE org = :org AND (name ILIKE :kw OR account ILIKE :kw)', 'postgresql');
    expect(b.text).toBe('SELECT * FROM users WHERE org = $1 AND (name ILIKE $2 OR account ILIKE $2)');
    expect(valuesOf(b, { kw: '%a%', org: 'o1' })).toEqual(['o1', '%a%']);
  });

  it('become ? on MySQL, repeating a value used twice', () => {
    const b = bindNamed('SELECT * FROM t WHERE a = :x OR b = :x AND c = :y', 'mysql');
    expect(b.text).toBe('SELECT * FROM t WHERE a = ? OR b = ? AND c = ?');
    expect(valuesOf(b, { x: 1, y: 2 })).toEqual([1, 1, 2]);
  });

  it('leave casts, strings, quoted names, comments and dollar quotes alone', () => {
    const sql = `SELECT a::text, ':no', "x:y", $$ :no $$, $t$ :no $t$ -- :no\n/* :no */ FROM t WHERE b = :yes`;
    const b = bindNamed(sql, 'postgresql');
    expect(b.names).toEqual(['yes']);
    expect(b.text.endsWith('b = $1')).toBe(true);
    expect(b.text).toContain("':no'");
    expect(bindNamed("SELECT 'it''s :no', `a:b` FROM t WHERE c = :v", 'mysql').names).toEqual(['v']);
    expect(bindNamed("SELECT 'a\\' :no' FROM t", 'mysql').names).toEqual([]);
  });

  it('a value that looks like SQL stays a value', () => {
    const b = bindNamed('SELECT * FROM t WHERE a = :a', 'postgresql');
    expect(valuesOf(b, { a: "x' OR '1'='1" })).toEqual(["x' OR '1'='1"]);
    expect(b.text).not.toContain('OR');
  });

  it('a missing parameter is bound as NULL, and inherited names are not read', () => {
    const b = bindNamed('SELECT :constructor, :z', 'postgresql');
    expect(valuesOf(b, {})).toEqual([null, null]);
  });
});

import { describe, expect, it } from 'vitest';
import { blankLiterals, checkQuery, readerGrants } from './sqlGuard';

describe('a data interface SQL before it runs', () => {
  it('accepts one reading statement, trailing semicolons dropped', () => {
    expect(checkQuery('SELECT id, full_name FROM organize WHERE parent_id = :p;  ')).toEqual({ ok: true, sql: 'SELECT id, full_name FROM organize WHERE parent_id = :p' });
    expect(checkQuery('-- options\nWITH x AS (SELECT 1 AS a) SELECT * FROM x').ok).toBe(true);
  });

  it('refuses writes, several statements and nothing at all', () => {
    expect(checkQuery('DELETE FROM users')).toEqual({ ok: false, problem: 'notSelect' });
    expect(checkQuery('update users set real_name = 1')).toEqual({ ok: false, problem: 'notSelect' });
    expect(checkQuery('SELECT 1; DROP TABLE users')).toEqual({ ok: false, problem: 'manyStatements' });
    expect(checkQuery('  ;; ')).toEqual({ ok: false, problem: 'empty' });
    expect(checkQuery('/* SELECT */ TRUNCATE users')).toEqual({ ok: false, problem: 'notSelect' });
    expect(checkQuery('WITH gone AS (DELETE FROM users RETURNING id) SELECT * FROM gone')).toEqual({ ok: false, problem: 'notSelect' });
    expect(checkQuery('SELECT * INTO copy_of_users FROM users')).toEqual({ ok: false, problem: 'notSelect' });
    // Words inside names and strings are not statements.
    expect(checkQuery(`SELECT update_time, 'delete me' AS note FROM t`).ok).toBe(true);
  });

  it('a semicolon inside a string or comment is not a second statement', () => {
    expect(checkQuery("SELECT ';' AS a -- ;\n FROM t").ok).toBe(true);
    expect(blankLiterals("a 'b;c' d")).toBe('a       d');
  });

  it('the reader role gets every column but secrets, and no sign-in tables', () => {
    const sql = readerGrants([
      { name: 'users', columns: ['id', 'real_name', 'password_hash'] },
      { name: 'user_session', columns: ['id', 'token_hash'] },
      { name: 'login_qr_ticket', columns: ['ticket_hash'] },
    ]);
    expect(sql).toContain('GRANT SELECT ("id", "real_name") ON "users" TO educloud_reader');
    expect(sql.some((s) => s.includes('password_hash') && s.startsWith('GRANT'))).toBe(false);
    expect(sql.filter((s) => s.startsWith('GRANT'))).toHaveLength(1);
    expect(sql).toContain('REVOKE ALL ON "user_session" FROM educloud_reader');
  });
});

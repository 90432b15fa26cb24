import { describe, expect, it } from 'vitest';
import { isRepeatableRead } from './readOnlySql';

describe('isRepeatableRead: what may be sent again after the database thread died', () => {
  it('repeats plain reads', () => {
    for (const sql of [
      'SELECT id FROM users WHERE id = $1',
      '  select count(*) from model_record;',
      'WITH t AS (SELECT 1) SELECT * FROM t',
      "SELECT 'insert into x' AS note",
      '-- the list\nSELECT u.id, u.updated_at, u.last_update FROM users u',
    ])
      expect(isRepeatableRead(sql), sql).toBe(true);
  });

  it('never repeats what writes, locks, steps a sequence or hides a second statement', () => {
    for (const sql of [
      'INSERT INTO t VALUES (1)',
      'UPDATE t SET a = 1',
      'WITH d AS (DELETE FROM t RETURNING id) SELECT * FROM d',
      "SELECT nextval('s')",
      'SELECT * FROM t FOR UPDATE',
      'SELECT pg_advisory_lock(1)',
      'SELECT * INTO copy FROM t',
      'SELECT 1; DELETE FROM t',
      "SELECT '--'; DELETE FROM t",
      'BEGIN',
      'VACUUM',
      'CHECKPOINT',
    ])
      expect(isRepeatableRead(sql), sql).toBe(false);
  });
});

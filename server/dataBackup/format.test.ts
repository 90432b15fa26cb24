import { describe, expect, it } from 'vitest';
import { BackupFormatError, BackupReader, BackupWriter, FILE_NAME, backupFileName, beyondRetention, compareShape } from './format';

const tables = [
  { name: 'users', columns: [{ name: 'id', type: 'text' }, { name: 'age', type: 'integer' }] },
  { name: 'role', columns: [{ name: 'id', type: 'text' }] },
];

function sample(): string[] {
  const w = new BackupWriter();
  const out = [
    w.header({ createdAt: '2026-11-24T00:00:00Z', source: 'pglite', migrations: ['0001_a.sql'], tables, sequences: [{ name: 's_seq', value: '42', isCalled: true }] }),
    w.rows('users', [['u1', '7'], ['u2', null]]),
    w.rows('role', [['r1']]),
  ];
  out.push(w.trailer());
  return out.join('').split('\n').filter(Boolean);
}

function readAll(lines: string[]) {
  const r = new BackupReader();
  for (const l of lines) r.line(l);
  return r.finish();
}

describe('backup file format', () => {
  it('reads back what it wrote, with the row count', () => {
    const { header, rows } = readAll(sample());
    expect(rows).toBe(3);
    expect(header.tables.map((t) => t.name)).toEqual(['users', 'role']);
    expect(header.sequences[0]).toEqual({ name: 's_seq', value: '42', isCalled: true });
  });

  it('refuses a file cut short before its trailer', () => {
    const lines = sample();
    expect(() => readAll(lines.slice(0, -1))).toThrow(BackupFormatError);
    expect(() => readAll(lines.slice(0, 1))).toThrow(/trailer/);
  });

  it('refuses a changed row (checksum) and a row that does not fit its columns', () => {
    const lines = sample();
    expect(() => readAll([lines[0], lines[1].replace('u1', 'u9'), ...lines.slice(2)])).toThrow(/checksum/);
    expect(() => readAll([lines[0], '{"t":"users","r":[["u1"]]}', ...lines.slice(2)])).toThrow(/columns/);
  });

  it('refuses rows of a table the header does not declare, and a name that is not a plain identifier', () => {
    const lines = sample();
    expect(() => readAll([lines[0], '{"t":"secret","r":[]}'])).toThrow(/undeclared/);
    const evil = JSON.parse(lines[0]);
    evil.tables[0].name = 'users"; DROP TABLE users; --';
    expect(() => readAll([JSON.stringify(evil)])).toThrow(/malformed/);
  });

  it('refuses what is not a backup at all', () => {
    expect(() => readAll(['{"hello":1}'])).toThrow(/not an EduCloud backup/);
    expect(() => readAll(['not json'])).toThrow(/not JSON/);
    expect(() => new BackupReader().finish()).toThrow(/empty/);
  });

  it('a backup fits only a database with the same migrations and columns', () => {
    const current = { migrations: ['0001_a.sql'], tables };
    expect(compareShape({ migrations: ['0001_a.sql'], tables }, current)).toEqual([]);
    expect(compareShape({ migrations: [], tables }, current)).toContain('migrations differ');
    expect(compareShape({ migrations: ['0001_a.sql'], tables: [tables[0]] }, current)).toContain('table role is missing from the backup');
    const retyped = [{ name: 'users', columns: [{ name: 'id', type: 'text' }, { name: 'age', type: 'bigint' }] }, tables[1]];
    expect(compareShape({ migrations: ['0001_a.sql'], tables: retyped }, current)).toContain('column users.age differs');
  });

  it('names files by time, and only such names pass as a file name', () => {
    const name = backupFileName(new Date(Date.UTC(2026, 10, 24, 14, 31, 10)), 'ab12cd');
    expect(name).toBe('backup-20261124-143110-ab12cd.ndjson.gz');
    expect(FILE_NAME.test(name)).toBe(true);
    expect(FILE_NAME.test('../../etc/passwd')).toBe(false);
  });

  it('retention removes only finished scheduled backups beyond the newest N', () => {
    const list = [
      { id: 1, kind: 'scheduled', state: 'done' },
      { id: 2, kind: 'manual', state: 'done' },
      { id: 3, kind: 'scheduled', state: 'done' },
      { id: 4, kind: 'scheduled', state: 'failed' },
      { id: 5, kind: 'scheduled', state: 'done' },
      { id: 6, kind: 'preRestore', state: 'done' },
    ];
    expect(beyondRetention(list, 2).map((b) => b.id)).toEqual([5]);
    expect(beyondRetention(list, 0).map((b) => b.id)).toEqual([1, 3, 5]);
  });
});

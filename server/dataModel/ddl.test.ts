import { describe, expect, it } from 'vitest';
import { DdlError, alterTable, createTable, normalType } from './ddl';

const spec = {
  table: 'student_score',
  columns: [
    { name: 'id', type: 'bigint' as const, nullable: false, primaryKey: true },
    { name: 'student_name', type: 'varchar' as const, length: 50, nullable: false },
    { name: 'score', type: 'decimal' as const, length: 5, scale: 1, nullable: true, defaultValue: '0' },
    { name: 'note', type: 'text' as const, nullable: true, defaultValue: "it's" },
    { name: 'created_at', type: 'datetime' as const, nullable: false, defaultValue: 'now' },
  ],
  indexes: [{ name: 'student_score_name_idx', columns: ['student_name'] }],
};

describe('数据建模 DDL', () => {
  it('creates a table on PostgreSQL and on MySQL from one description', () => {
    const pg = createTable('postgresql', spec);
    expect(pg[0]).toBe(
      `CREATE TABLE "student_score" (\n  "id" bigint NOT NULL,\n  "student_name" varchar(50) NOT NULL,\n  "score" decimal(5,1) DEFAULT 0,\n  "note" text DEFAULT 'it''s',\n  "created_at" timestamp NOT NULL DEFAULT CURRENT_TIMESTAMP,\n  PRIMARY KEY ("id")\n)`,
    );
    expect(pg[1]).toBe('CREATE INDEX "student_score_name_idx" ON "student_score" ("student_name")');
    const my = createTable('mysql', spec);
    expect(my[0]).toContain('`created_at` datetime NOT NULL DEFAULT CURRENT_TIMESTAMP');
  });

  it('refuses names and defaults that could carry SQL', () => {
    expect(() => createTable('postgresql', { ...spec, table: 'x"; DROP TABLE users; --' })).toThrow(DdlError);
    expect(() => createTable('postgresql', { ...spec, columns: [{ name: 'a', type: 'integer', nullable: true, defaultValue: '1; DROP TABLE users' }] })).toThrow(DdlError);
    expect(() => createTable('postgresql', { ...spec, columns: [{ name: 'a', type: 'evil' as never, nullable: true }] })).toThrow(DdlError);
    expect(() => createTable('postgresql', { ...spec, indexes: [{ name: 'i', columns: ['missing'] }] })).toThrow(DdlError);
  });

  it('alters what changed: a rename, a new column, a type, nullability, a dropped column, indexes', () => {
    const current = {
      columns: [
        { name: 'id', type: 'bigint', nullable: false, primaryKey: true },
        { name: 'name', type: 'character varying(20)', nullable: true, primaryKey: false },
        { name: 'old', type: 'text', nullable: true, primaryKey: false },
      ],
      indexes: ['gone_idx'],
    };
    const ddl = alterTable('postgresql', current, {
      table: 't',
      columns: [
        { name: 'id', type: 'bigint', nullable: false, primaryKey: true },
        { name: 'full_name', originalName: 'name', type: 'varchar', length: 50, nullable: false },
        { name: 'age', type: 'integer', nullable: true },
      ],
      indexes: [{ name: 't_age_idx', columns: ['age'], unique: false }],
    });
    expect(ddl).toEqual([
      'ALTER TABLE "t" RENAME COLUMN "name" TO "full_name"',
      'ALTER TABLE "t" ALTER COLUMN "full_name" TYPE varchar(50) USING "full_name"::varchar(50)',
      'ALTER TABLE "t" ALTER COLUMN "full_name" SET NOT NULL',
      'ALTER TABLE "t" ADD COLUMN "age" integer',
      'ALTER TABLE "t" DROP COLUMN "old"',
      'DROP INDEX "gone_idx"',
      'CREATE INDEX "t_age_idx" ON "t" ("age")',
    ]);
  });

  it('an unchanged table needs no statement', () => {
    const ddl = alterTable('postgresql', { columns: [{ name: 'id', type: 'integer', nullable: false, primaryKey: true }], indexes: [] }, {
      table: 't',
      columns: [{ name: 'id', type: 'integer', nullable: false, primaryKey: true }],
    });
    expect(ddl).toEqual([]);
    expect(normalType('character varying(50)')).toBe(normalType('varchar(50)'));
  });
});

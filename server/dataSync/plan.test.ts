import { describe, expect, it } from 'vitest';
import { commonColumns, countSql, readBatchSql, upsertSql, writeBatch } from './plan';

describe('数据同步 statements', () => {
  it('reads a batch after a key, as text, in key order', () => {
    expect(readBatchSql('postgresql', 'users', ['id', 'name'], 'id', true, 500)).toBe(
      'SELECT src."id"::text AS "id", src."name"::text AS "name", src."id" AS __key FROM "users" AS src WHERE src."id" > $1 ORDER BY src."id" LIMIT 500',
    );
    expect(readBatchSql('mysql', 'users', ['id'], 'id', false, 10)).toBe('SELECT CAST(src.`id` AS CHAR) AS `id`, src.`id` AS __key FROM `users` AS src ORDER BY src.`id` LIMIT 10');
    expect(countSql('postgresql', 't', 'id', false)).toBe('SELECT count(*) AS n FROM "t"');
  });

  it('writes a batch that overwrites rows whose key exists', () => {
    expect(upsertSql('postgresql', 't', ['id', 'a'], 'id', 2)).toBe('INSERT INTO "t" ("id", "a") VALUES ($1, $2), ($3, $4) ON CONFLICT ("id") DO UPDATE SET "a" = EXCLUDED."a"');
    expect(upsertSql('mysql', 't', ['id', 'a'], 'id', 1)).toBe('INSERT INTO `t` (`id`, `a`) VALUES (?, ?) ON DUPLICATE KEY UPDATE `a` = VALUES(`a`)');
    expect(upsertSql('postgresql', 't', ['id'], 'id', 1)).toContain('DO NOTHING');
  });

  it('keeps a write under PostgreSQL’s parameter limit', () => {
    expect(writeBatch(5000, 30)).toBe(2000);
    expect(writeBatch(100, 3)).toBe(100);
  });

  it('syncs the columns both tables have, and needs the key on both sides', () => {
    expect(commonColumns(['id', 'a', 'b'], ['b', 'id', 'c'], 'id')).toEqual({ ok: true, columns: ['id', 'b'] });
    expect(commonColumns(['id', 'a'], ['a'], 'id')).toEqual({ ok: false, problem: 'noKey' });
  });
});

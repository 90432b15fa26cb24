import { describe, expect, it } from 'vitest';
import { Where } from './list';
import { camelName } from './query';

describe('Where', () => {
  it('numbers each bound value in the order its condition was added', () => {
    const where = new Where();
    where.and(`a = ${where.param('x')}`).keyword('50%_off', ['t.full_name', 't.en_code']);
    where.and(`b = ${where.param(2)}`);
    expect(where.sql).toBe('WHERE a = $1 AND (t.full_name ILIKE $2 OR t.en_code ILIKE $2) AND b = $3');
    // % and _ from the keyword match themselves, not any text.
    expect(where.params).toEqual(['x', '%50\\%\\_off%', 2]);
  });

  it('adds nothing for a blank keyword or an absent condition', () => {
    const where = new Where().keyword('   ', ['t.a']).and(null).and(undefined).and('');
    expect(where.sql).toBe('');
    expect(where.params).toEqual([]);
  });
});

describe('camelName', () => {
  it('renames snake_case columns and keeps names that are already camelCase', () => {
    expect(camelName('organize_name')).toBe('organizeName');
    expect(camelName('last_modify_time')).toBe('lastModifyTime');
    expect(camelName('requestURL')).toBe('requestURL');
    expect(camelName('id')).toBe('id');
  });
});

import { describe, expect, it } from 'vitest';
import { sortClause } from './sortClause';

const sorts = { fullName: 'o.full_name' };

describe('sortClause', () => {
  it('maps a whitelisted field to its SQL and direction', () => {
    expect(sortClause({ sidx: 'fullName', sort: 'desc' }, sorts, 'x', 'o.id')).toBe('o.full_name DESC NULLS LAST, o.id');
    expect(sortClause({ sidx: 'fullName' }, sorts, 'x', 'o.id')).toBe('o.full_name ASC NULLS LAST, o.id');
  });
  it('uses the fallback without sidx', () => {
    expect(sortClause({}, sorts, 'o.sort_code', 'o.id')).toBe('o.sort_code');
  });
  it('refuses anything outside the whitelist, including prototype keys and SQL', () => {
    for (const sidx of ['full_name', 'constructor', 'toString', 'fullName; DROP TABLE users']) {
      expect(() => sortClause({ sidx }, sorts, 'x', 'o.id')).toThrow('排序字段不合法');
    }
  });
});
